from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FjordsTilePlacedEventData")


@_attrs_define
class FjordsTilePlacedEventData:
    """
    Attributes:
        tile (int):
        q (int):
        r (int):
        rotation (int):
    """

    tile: int
    q: int
    r: int
    rotation: int

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        q = self.q

        r = self.r

        rotation = self.rotation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "q": q,
                "r": r,
                "rotation": rotation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = d.pop("tile")

        q = d.pop("q")

        r = d.pop("r")

        rotation = d.pop("rotation")

        fjords_tile_placed_event_data = cls(
            tile=tile,
            q=q,
            r=r,
            rotation=rotation,
        )

        return fjords_tile_placed_event_data
