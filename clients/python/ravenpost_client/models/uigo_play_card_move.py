from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.uigo_card import UigoCard
from ..models.uigo_play_card_move_type import UigoPlayCardMoveType

T = TypeVar("T", bound="UigoPlayCardMove")


@_attrs_define
class UigoPlayCardMove:
    """
    Attributes:
        type_ (UigoPlayCardMoveType):
        card (UigoCard):
    """

    type_: UigoPlayCardMoveType
    card: UigoCard

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = UigoPlayCardMoveType(d.pop("type"))

        card = UigoCard(d.pop("card"))

        uigo_play_card_move = cls(
            type_=type_,
            card=card,
        )

        return uigo_play_card_move
