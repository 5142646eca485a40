from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UigoRoundScoredEventData")


@_attrs_define
class UigoRoundScoredEventData:
    """
    Attributes:
        round_ (int):
        boxes (list[list[int]]):
        scores (list[int]):
        totals (list[int]):
    """

    round_: int
    boxes: list[list[int]]
    scores: list[int]
    totals: list[int]

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        boxes = []
        for boxes_item_data in self.boxes:
            boxes_item = boxes_item_data

            boxes.append(boxes_item)

        scores = self.scores

        totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "boxes": boxes,
                "scores": scores,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        boxes = []
        _boxes = d.pop("boxes")
        for boxes_item_data in _boxes:
            boxes_item = cast(list[int], boxes_item_data)

            boxes.append(boxes_item)

        scores = cast(list[int], d.pop("scores"))

        totals = cast(list[int], d.pop("totals"))

        uigo_round_scored_event_data = cls(
            round_=round_,
            boxes=boxes,
            scores=scores,
            totals=totals,
        )

        return uigo_round_scored_event_data
