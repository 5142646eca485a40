from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard
from ..models.graenaland_offer_card_move_type import GraenalandOfferCardMoveType

T = TypeVar("T", bound="GraenalandOfferCardMove")


@_attrs_define
class GraenalandOfferCardMove:
    """
    Attributes:
        type_ (GraenalandOfferCardMoveType):
        card (GraenalandCard):
    """

    type_: GraenalandOfferCardMoveType
    card: GraenalandCard

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
        type_ = GraenalandOfferCardMoveType(d.pop("type"))

        card = GraenalandCard(d.pop("card"))

        graenaland_offer_card_move = cls(
            type_=type_,
            card=card,
        )

        return graenaland_offer_card_move
