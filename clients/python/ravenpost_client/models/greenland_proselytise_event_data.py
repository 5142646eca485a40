from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandProselytiseEventData")


@_attrs_define
class GreenlandProselytiseEventData:
    """
    Attributes:
        target (int):
    """

    target: int

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target")

        greenland_proselytise_event_data = cls(
            target=target,
        )

        return greenland_proselytise_event_data
