from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_choose_vp_card_move_type import GraenalandChooseVpCardMoveType
from ..models.graenaland_vp_card import GraenalandVpCard

T = TypeVar("T", bound="GraenalandChooseVpCardMove")


@_attrs_define
class GraenalandChooseVpCardMove:
    """
    Attributes:
        type_ (GraenalandChooseVpCardMoveType):
        card (GraenalandVpCard):
    """

    type_: GraenalandChooseVpCardMoveType
    card: GraenalandVpCard

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
        type_ = GraenalandChooseVpCardMoveType(d.pop("type"))

        card = GraenalandVpCard(d.pop("card"))

        graenaland_choose_vp_card_move = cls(
            type_=type_,
            card=card,
        )

        return graenaland_choose_vp_card_move
