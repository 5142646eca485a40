from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandSetupEventDataRows")


@_attrs_define
class GreenlandSetupEventDataRows:
    """
    Attributes:
        north (list[str]):
        south (list[str]):
    """

    north: list[str]
    south: list[str]

    def to_dict(self) -> dict[str, Any]:
        north = self.north

        south = self.south

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
        north = cast(list[str], d.pop("north"))

        south = cast(list[str], d.pop("south"))

        greenland_setup_event_data_rows = cls(
            north=north,
            south=south,
        )

        return greenland_setup_event_data_rows
