from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_biome import GreenlandBiome

T = TypeVar("T", bound="GreenlandViewRowsNorth")


@_attrs_define
class GreenlandViewRowsNorth:
    """
    Attributes:
        warm (list[GreenlandBiome]):
        cold (list[GreenlandBiome]):
    """

    warm: list[GreenlandBiome]
    cold: list[GreenlandBiome]

    def to_dict(self) -> dict[str, Any]:
        warm = []
        for warm_item_data in self.warm:
            warm_item = warm_item_data.value
            warm.append(warm_item)

        cold = []
        for cold_item_data in self.cold:
            cold_item = cold_item_data.value
            cold.append(cold_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "warm": warm,
                "cold": cold,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        warm = []
        _warm = d.pop("warm")
        for warm_item_data in _warm:
            warm_item = GreenlandBiome(warm_item_data)

            warm.append(warm_item)

        cold = []
        _cold = d.pop("cold")
        for cold_item_data in _cold:
            cold_item = GreenlandBiome(cold_item_data)

            cold.append(cold_item)

        greenland_view_rows_north = cls(
            warm=warm,
            cold=cold,
        )

        return greenland_view_rows_north
