from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_supply_card import GraenalandSupplyCard
from ..models.graenaland_take_supply_move_type import GraenalandTakeSupplyMoveType

T = TypeVar("T", bound="GraenalandTakeSupplyMove")


@_attrs_define
class GraenalandTakeSupplyMove:
    """
    Attributes:
        type_ (GraenalandTakeSupplyMoveType):
        card (GraenalandSupplyCard):
    """

    type_: GraenalandTakeSupplyMoveType
    card: GraenalandSupplyCard

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
        type_ = GraenalandTakeSupplyMoveType(d.pop("type"))

        card = GraenalandSupplyCard(d.pop("card"))

        graenaland_take_supply_move = cls(
            type_=type_,
            card=card,
        )

        return graenaland_take_supply_move
