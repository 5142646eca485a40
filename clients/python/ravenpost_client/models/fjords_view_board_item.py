from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fjords_corners import FjordsCorners
from ..models.fjords_tile import FjordsTile

T = TypeVar("T", bound="FjordsViewBoardItem")


@_attrs_define
class FjordsViewBoardItem:
    """
    Attributes:
        tile (int):
        q (int):
        r (int):
        rotation (int):
        corners (FjordsCorners):
        base_corners (FjordsTile):
        start (bool):
        hut (int | None):
        field (int | None):
    """

    tile: int
    q: int
    r: int
    rotation: int
    corners: FjordsCorners
    base_corners: FjordsTile
    start: bool
    hut: int | None
    field: int | None

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        q = self.q

        r = self.r

        rotation = self.rotation

        corners = self.corners.value

        base_corners = self.base_corners.value

        start = self.start

        hut: int | None
        hut = self.hut

        field: int | None
        field = self.field

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "q": q,
                "r": r,
                "rotation": rotation,
                "corners": corners,
                "base_corners": base_corners,
                "start": start,
                "hut": hut,
                "field": field,
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

        corners = FjordsCorners(d.pop("corners"))

        base_corners = FjordsTile(d.pop("base_corners"))

        start = d.pop("start")

        def _parse_hut(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hut = _parse_hut(d.pop("hut"))

        def _parse_field(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        field = _parse_field(d.pop("field"))

        fjords_view_board_item = cls(
            tile=tile,
            q=q,
            r=r,
            rotation=rotation,
            corners=corners,
            base_corners=base_corners,
            start=start,
            hut=hut,
            field=field,
        )

        return fjords_view_board_item
