from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FjordsViewOpenItem")


@_attrs_define
class FjordsViewOpenItem:
    """
    Attributes:
        id (int):
        corners (str):
    """

    id: int
    corners: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        corners = self.corners

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

        corners = d.pop("corners")

        fjords_view_open_item = cls(
            id=id,
            corners=corners,
        )

        return fjords_view_open_item
