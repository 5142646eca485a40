from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UigoGameEndedEventData")


@_attrs_define
class UigoGameEndedEventData:
    """
    Attributes:
        totals (list[int]):
    """

    totals: list[int]

    def to_dict(self) -> dict[str, Any]:
        totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        totals = cast(list[int], d.pop("totals"))

        uigo_game_ended_event_data = cls(
            totals=totals,
        )

        return uigo_game_ended_event_data
