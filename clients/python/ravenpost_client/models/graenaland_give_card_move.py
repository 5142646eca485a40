from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard
from ..models.graenaland_give_card_move_type import GraenalandGiveCardMoveType

T = TypeVar("T", bound="GraenalandGiveCardMove")


@_attrs_define
class GraenalandGiveCardMove:
    """
    Attributes:
        type_ (GraenalandGiveCardMoveType):
        card (GraenalandCard):
        to (int):
    """

    type_: GraenalandGiveCardMoveType
    card: GraenalandCard
    to: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card.value

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GraenalandGiveCardMoveType(d.pop("type"))

        card = GraenalandCard(d.pop("card"))

        to = d.pop("to")

        graenaland_give_card_move = cls(
            type_=type_,
            card=card,
            to=to,
        )

        return graenaland_give_card_move
