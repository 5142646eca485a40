from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FjordsDiscoveryEndedEventData")


@_attrs_define
class FjordsDiscoveryEndedEventData:
    """
    Attributes:
        first (int):
        discarded (list[int]):
    """

    first: int
    discarded: list[int]

    def to_dict(self) -> dict[str, Any]:
        first = self.first

        discarded = self.discarded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "first": first,
                "discarded": discarded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first = d.pop("first")

        discarded = cast(list[int], d.pop("discarded"))

        fjords_discovery_ended_event_data = cls(
            first=first,
            discarded=discarded,
        )

        return fjords_discovery_ended_event_data
