from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_supply_card import GraenalandSupplyCard

T = TypeVar("T", bound="GraenalandSupplyTakenEventData")


@_attrs_define
class GraenalandSupplyTakenEventData:
    """
    Attributes:
        card (GraenalandSupplyCard):
    """

    card: GraenalandSupplyCard

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = GraenalandSupplyCard(d.pop("card"))

        graenaland_supply_taken_event_data = cls(
            card=card,
        )

        return graenaland_supply_taken_event_data
