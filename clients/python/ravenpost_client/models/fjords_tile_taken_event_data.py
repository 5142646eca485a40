from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FjordsTileTakenEventData")


@_attrs_define
class FjordsTileTakenEventData:
    """
    Attributes:
        tile (int):
    """

    tile: int

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = d.pop("tile")

        fjords_tile_taken_event_data = cls(
            tile=tile,
        )

        return fjords_tile_taken_event_data
