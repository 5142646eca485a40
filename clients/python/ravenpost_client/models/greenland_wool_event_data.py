from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandWoolEventData")


@_attrs_define
class GreenlandWoolEventData:
    """
    Attributes:
        take (str):
    """

    take: str

    def to_dict(self) -> dict[str, Any]:
        take = self.take

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "take": take,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        take = d.pop("take")

        greenland_wool_event_data = cls(
            take=take,
        )

        return greenland_wool_event_data
