from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="KnarrGameEndedEventData")


@_attrs_define
class KnarrGameEndedEventData:
    """
    Attributes:
        scores (list[int]):
    """

    scores: list[int]

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scores = cast(list[int], d.pop("scores"))

        knarr_game_ended_event_data = cls(
            scores=scores,
        )

        return knarr_game_ended_event_data
