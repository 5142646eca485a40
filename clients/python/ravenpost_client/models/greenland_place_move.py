from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_place_move_type import GreenlandPlaceMoveType

T = TypeVar("T", bound="GreenlandPlaceMove")


@_attrs_define
class GreenlandPlaceMove:
    """
    Attributes:
        type_ (GreenlandPlaceMoveType):
        card (GreenlandCard):
        alpha (bool):
    """

    type_: GreenlandPlaceMoveType
    card: GreenlandCard
    alpha: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card.value

        alpha = self.alpha

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "alpha": alpha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandPlaceMoveType(d.pop("type"))

        card = GreenlandCard(d.pop("card"))

        alpha = d.pop("alpha")

        greenland_place_move = cls(
            type_=type_,
            card=card,
            alpha=alpha,
        )

        return greenland_place_move
