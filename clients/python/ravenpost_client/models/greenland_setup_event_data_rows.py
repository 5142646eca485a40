from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_biome import GreenlandBiome

T = TypeVar("T", bound="GreenlandSetupEventDataRows")


@_attrs_define
class GreenlandSetupEventDataRows:
    """
    Attributes:
        north (list[GreenlandBiome]):
        south (list[GreenlandBiome]):
    """

    north: list[GreenlandBiome]
    south: list[GreenlandBiome]

    def to_dict(self) -> dict[str, Any]:
        north = []
        for north_item_data in self.north:
            north_item = north_item_data.value
            north.append(north_item)

        south = []
        for south_item_data in self.south:
            south_item = south_item_data.value
            south.append(south_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "north": north,
                "south": south,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        north = []
        _north = d.pop("north")
        for north_item_data in _north:
            north_item = GreenlandBiome(north_item_data)

            north.append(north_item)

        south = []
        _south = d.pop("south")
        for south_item_data in _south:
            south_item = GreenlandBiome(south_item_data)

            south.append(south_item)

        greenland_setup_event_data_rows = cls(
            north=north,
            south=south,
        )

        return greenland_setup_event_data_rows
