from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandCardAssignedEventData")


@_attrs_define
class GraenalandCardAssignedEventData:
    """
    Attributes:
        index (int):
        to (int):
    """

    index: int
    to: int

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        to = d.pop("to")

        graenaland_card_assigned_event_data = cls(
            index=index,
            to=to,
        )

        return graenaland_card_assigned_event_data
