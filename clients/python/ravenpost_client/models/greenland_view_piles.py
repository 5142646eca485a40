from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandViewPiles")


@_attrs_define
class GreenlandViewPiles:
    """
    Attributes:
        north (int):
        south (int):
        events (int):
    """

    north: int
    south: int
    events: int

    def to_dict(self) -> dict[str, Any]:
        north = self.north

        south = self.south

        events = self.events

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "north": north,
                "south": south,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        north = d.pop("north")

        south = d.pop("south")

        events = d.pop("events")

        greenland_view_piles = cls(
            north=north,
            south=south,
            events=events,
        )

        return greenland_view_piles
