from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_start_card_taken_event_data_territory import GraenalandStartCardTakenEventDataTerritory
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandStartCardTakenEventData")


@_attrs_define
class GraenalandStartCardTakenEventData:
    """
    Attributes:
        territory (GraenalandStartCardTakenEventDataTerritory):
        card (str | Unset):
    """

    territory: GraenalandStartCardTakenEventDataTerritory
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        territory = self.territory.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "territory": territory,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        territory = GraenalandStartCardTakenEventDataTerritory(d.pop("territory"))

        card = d.pop("card", UNSET)

        graenaland_start_card_taken_event_data = cls(
            territory=territory,
            card=card,
        )

        return graenaland_start_card_taken_event_data
