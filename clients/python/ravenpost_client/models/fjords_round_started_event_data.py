from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FjordsRoundStartedEventData")


@_attrs_define
class FjordsRoundStartedEventData:
    """
    Attributes:
        round_ (int):
        first (int):
        pile_size (int):
    """

    round_: int
    first: int
    pile_size: int

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        first = self.first

        pile_size = self.pile_size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "first": first,
                "pile_size": pile_size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        first = d.pop("first")

        pile_size = d.pop("pile_size")

        fjords_round_started_event_data = cls(
            round_=round_,
            first=first,
            pile_size=pile_size,
        )

        return fjords_round_started_event_data
