from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandConvertEventData")


@_attrs_define
class GreenlandConvertEventData:
    """
    Attributes:
        faces (list[int]):
    """

    faces: list[int]

    def to_dict(self) -> dict[str, Any]:
        faces = self.faces

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "faces": faces,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faces = cast(list[int], d.pop("faces"))

        greenland_convert_event_data = cls(
            faces=faces,
        )

        return greenland_convert_event_data
