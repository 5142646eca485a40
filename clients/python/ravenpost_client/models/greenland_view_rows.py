from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.greenland_view_rows_north import GreenlandViewRowsNorth
    from ..models.greenland_view_rows_south import GreenlandViewRowsSouth


T = TypeVar("T", bound="GreenlandViewRows")


@_attrs_define
class GreenlandViewRows:
    """
    Attributes:
        north (GreenlandViewRowsNorth):
        south (GreenlandViewRowsSouth):
    """

    north: GreenlandViewRowsNorth
    south: GreenlandViewRowsSouth

    def to_dict(self) -> dict[str, Any]:
        north = self.north.to_dict()

        south = self.south.to_dict()

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
        from ..models.greenland_view_rows_north import GreenlandViewRowsNorth  # noqa: PLC0415
        from ..models.greenland_view_rows_south import GreenlandViewRowsSouth  # noqa: PLC0415

        d = dict(src_dict)
        north = GreenlandViewRowsNorth.from_dict(d.pop("north"))

        south = GreenlandViewRowsSouth.from_dict(d.pop("south"))

        greenland_view_rows = cls(
            north=north,
            south=south,
        )

        return greenland_view_rows
