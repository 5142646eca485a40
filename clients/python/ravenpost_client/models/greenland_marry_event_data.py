from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_marry_event_data_daughter import GreenlandMarryEventDataDaughter
from ..models.greenland_marry_event_data_tribes_item import GreenlandMarryEventDataTribesItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandMarryEventData")


@_attrs_define
class GreenlandMarryEventData:
    """
    Attributes:
        daughter (GreenlandMarryEventDataDaughter):
        tribe (int):
        tribes (list[GreenlandMarryEventDataTribesItem]):
        alpha (bool | Unset):
    """

    daughter: GreenlandMarryEventDataDaughter
    tribe: int
    tribes: list[GreenlandMarryEventDataTribesItem]
    alpha: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        daughter = self.daughter.value

        tribe = self.tribe

        tribes = []
        for tribes_item_data in self.tribes:
            tribes_item = tribes_item_data.value
            tribes.append(tribes_item)

        alpha = self.alpha

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "daughter": daughter,
                "tribe": tribe,
                "tribes": tribes,
            }
        )
        if alpha is not UNSET:
            field_dict["alpha"] = alpha

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        daughter = GreenlandMarryEventDataDaughter(d.pop("daughter"))

        tribe = d.pop("tribe")

        tribes = []
        _tribes = d.pop("tribes")
        for tribes_item_data in _tribes:
            tribes_item = GreenlandMarryEventDataTribesItem(tribes_item_data)

            tribes.append(tribes_item)

        alpha = d.pop("alpha", UNSET)

        greenland_marry_event_data = cls(
            daughter=daughter,
            tribe=tribe,
            tribes=tribes,
            alpha=alpha,
        )

        return greenland_marry_event_data
