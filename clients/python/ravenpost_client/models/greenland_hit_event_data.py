from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandHitEventData")


@_attrs_define
class GreenlandHitEventData:
    """
    Attributes:
        victim (int):
        tribes (list[GreenlandTribe] | Unset):
        tribe (int | Unset):
    """

    victim: int
    tribes: list[GreenlandTribe] | Unset = UNSET
    tribe: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        victim = self.victim

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = []
            for tribes_item_data in self.tribes:
                tribes_item = tribes_item_data.value
                tribes.append(tribes_item)

        tribe = self.tribe

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "victim": victim,
            }
        )
        if tribes is not UNSET:
            field_dict["tribes"] = tribes
        if tribe is not UNSET:
            field_dict["tribe"] = tribe

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        victim = d.pop("victim")

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        tribe = d.pop("tribe", UNSET)

        greenland_hit_event_data = cls(
            victim=victim,
            tribes=tribes,
            tribe=tribe,
        )

        return greenland_hit_event_data
