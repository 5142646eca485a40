from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandColonyPlacedEventData")


@_attrs_define
class GraenalandColonyPlacedEventData:
    """
    Attributes:
        territory (GraenalandTerritory):
        warrior (bool):
        crowded (bool | Unset):
    """

    territory: GraenalandTerritory
    warrior: bool
    crowded: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        territory = self.territory.value

        warrior = self.warrior

        crowded = self.crowded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "territory": territory,
                "warrior": warrior,
            }
        )
        if crowded is not UNSET:
            field_dict["crowded"] = crowded

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        territory = GraenalandTerritory(d.pop("territory"))

        warrior = d.pop("warrior")

        crowded = d.pop("crowded", UNSET)

        graenaland_colony_placed_event_data = cls(
            territory=territory,
            warrior=warrior,
            crowded=crowded,
        )

        return graenaland_colony_placed_event_data
