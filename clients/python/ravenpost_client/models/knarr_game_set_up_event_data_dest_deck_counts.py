from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="KnarrGameSetUpEventDataDestDeckCounts")


@_attrs_define
class KnarrGameSetUpEventDataDestDeckCounts:
    """
    Attributes:
        a (int):
        b (int):
    """

    a: int
    b: int

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "A": a,
                "B": b,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        a = d.pop("A")

        b = d.pop("B")

        knarr_game_set_up_event_data_dest_deck_counts = cls(
            a=a,
            b=b,
        )

        return knarr_game_set_up_event_data_dest_deck_counts
