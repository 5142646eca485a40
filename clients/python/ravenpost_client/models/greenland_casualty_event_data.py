from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandCasualtyEventData")


@_attrs_define
class GreenlandCasualtyEventData:
    """
    Attributes:
        cube (str):
    """

    cube: str

    def to_dict(self) -> dict[str, Any]:
        cube = self.cube

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cube": cube,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cube = d.pop("cube")

        greenland_casualty_event_data = cls(
            cube=cube,
        )

        return greenland_casualty_event_data
