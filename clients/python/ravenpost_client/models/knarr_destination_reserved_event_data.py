from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="KnarrDestinationReservedEventData")


@_attrs_define
class KnarrDestinationReservedEventData:
    """
    Attributes:
        destination (int):
    """

    destination: int

    def to_dict(self) -> dict[str, Any]:
        destination = self.destination

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "destination": destination,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        destination = d.pop("destination")

        knarr_destination_reserved_event_data = cls(
            destination=destination,
        )

        return knarr_destination_reserved_event_data
