from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_degrade_move_type import GreenlandDegradeMoveType

T = TypeVar("T", bound="GreenlandDegradeMove")


@_attrs_define
class GreenlandDegradeMove:
    """
    Attributes:
        type_ (GreenlandDegradeMoveType):
        card (GreenlandCard):
    """

    type_: GreenlandDegradeMoveType
    card: GreenlandCard

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
        type_ = GreenlandDegradeMoveType(d.pop("type"))

        card = GreenlandCard(d.pop("card"))

        greenland_degrade_move = cls(
            type_=type_,
            card=card,
        )

        return greenland_degrade_move
