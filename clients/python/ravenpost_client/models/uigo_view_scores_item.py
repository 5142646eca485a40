from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UigoViewScoresItem")


@_attrs_define
class UigoViewScoresItem:
    """
    Attributes:
        rounds (list[int]):
        total (int):
    """

    rounds: list[int]
    total: int

    def to_dict(self) -> dict[str, Any]:
        rounds = self.rounds

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rounds": rounds,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rounds = cast(list[int], d.pop("rounds"))

        total = d.pop("total")

        uigo_view_scores_item = cls(
            rounds=rounds,
            total=total,
        )

        return uigo_view_scores_item
