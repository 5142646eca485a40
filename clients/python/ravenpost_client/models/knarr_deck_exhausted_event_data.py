from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KnarrDeckExhaustedEventData")


@_attrs_define
class KnarrDeckExhaustedEventData:
    """
    Attributes:
        seats (list[int]):
    """

    seats: list[int]

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seats = cast(list[int], d.pop("seats"))

        knarr_deck_exhausted_event_data = cls(
            seats=seats,
        )

        return knarr_deck_exhausted_event_data
