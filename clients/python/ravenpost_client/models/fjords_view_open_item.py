from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_tile import FjordsTile

T = TypeVar("T", bound="FjordsViewOpenItem")


@_attrs_define
class FjordsViewOpenItem:
    """
    Attributes:
        id (int):
        corners (FjordsTile):
    """

    id: int
    corners: FjordsTile

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        corners = self.corners.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "corners": corners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        corners = FjordsTile(d.pop("corners"))

        fjords_view_open_item = cls(
            id=id,
            corners=corners,
        )

        return fjords_view_open_item
