from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_terrain import GraenalandTerrain

T = TypeVar("T", bound="GraenalandDeckRefilledEventData")


@_attrs_define
class GraenalandDeckRefilledEventData:
    """
    Attributes:
        terrain (GraenalandTerrain):
    """

    terrain: GraenalandTerrain

    def to_dict(self) -> dict[str, Any]:
        terrain = self.terrain.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "terrain": terrain,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        terrain = GraenalandTerrain(d.pop("terrain"))

        graenaland_deck_refilled_event_data = cls(
            terrain=terrain,
        )

        return graenaland_deck_refilled_event_data
