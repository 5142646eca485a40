from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.uigo_view_kingdoms_item_boxes_item import UigoViewKingdomsItemBoxesItem


T = TypeVar("T", bound="UigoViewKingdomsItem")


@_attrs_define
class UigoViewKingdomsItem:
    """
    Attributes:
        boxes (list[UigoViewKingdomsItemBoxesItem]):
        points_now (int):
        free_slots (int):
    """

    boxes: list[UigoViewKingdomsItemBoxesItem]
    points_now: int
    free_slots: int

    def to_dict(self) -> dict[str, Any]:
        boxes = []
        for boxes_item_data in self.boxes:
            boxes_item = boxes_item_data.to_dict()
            boxes.append(boxes_item)

        points_now = self.points_now

        free_slots = self.free_slots

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "boxes": boxes,
                "points_now": points_now,
                "free_slots": free_slots,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.uigo_view_kingdoms_item_boxes_item import UigoViewKingdomsItemBoxesItem  # noqa: PLC0415

        d = dict(src_dict)
        boxes = []
        _boxes = d.pop("boxes")
        for boxes_item_data in _boxes:
            boxes_item = UigoViewKingdomsItemBoxesItem.from_dict(boxes_item_data)

            boxes.append(boxes_item)

        points_now = d.pop("points_now")

        free_slots = d.pop("free_slots")

        uigo_view_kingdoms_item = cls(
            boxes=boxes,
            points_now=points_now,
            free_slots=free_slots,
        )

        return uigo_view_kingdoms_item
