from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.uigo_view_last_round_type_0_kingdoms_item_item import UigoViewLastRoundType0KingdomsItemItem


T = TypeVar("T", bound="UigoViewLastRoundType0")


@_attrs_define
class UigoViewLastRoundType0:
    """
    Attributes:
        round_ (int):
        boxes (list[list[int]]):
        scores (list[int]):
        kingdoms (list[list[UigoViewLastRoundType0KingdomsItemItem]]):
    """

    round_: int
    boxes: list[list[int]]
    scores: list[int]
    kingdoms: list[list[UigoViewLastRoundType0KingdomsItemItem]]

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        boxes = []
        for boxes_item_data in self.boxes:
            boxes_item = boxes_item_data

            boxes.append(boxes_item)

        scores = self.scores

        kingdoms = []
        for kingdoms_item_data in self.kingdoms:
            kingdoms_item = []
            for kingdoms_item_item_data in kingdoms_item_data:
                kingdoms_item_item = kingdoms_item_item_data.to_dict()
                kingdoms_item.append(kingdoms_item_item)

            kingdoms.append(kingdoms_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "boxes": boxes,
                "scores": scores,
                "kingdoms": kingdoms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.uigo_view_last_round_type_0_kingdoms_item_item import UigoViewLastRoundType0KingdomsItemItem  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        boxes = []
        _boxes = d.pop("boxes")
        for boxes_item_data in _boxes:
            boxes_item = cast(list[int], boxes_item_data)

            boxes.append(boxes_item)

        scores = cast(list[int], d.pop("scores"))

        kingdoms = []
        _kingdoms = d.pop("kingdoms")
        for kingdoms_item_data in _kingdoms:
            kingdoms_item = []
            _kingdoms_item = kingdoms_item_data
            for kingdoms_item_item_data in _kingdoms_item:
                kingdoms_item_item = UigoViewLastRoundType0KingdomsItemItem.from_dict(kingdoms_item_item_data)

                kingdoms_item.append(kingdoms_item_item)

            kingdoms.append(kingdoms_item)

        uigo_view_last_round_type_0 = cls(
            round_=round_,
            boxes=boxes,
            scores=scores,
            kingdoms=kingdoms,
        )

        return uigo_view_last_round_type_0
