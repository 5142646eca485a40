from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandHitEventData")


@_attrs_define
class GreenlandHitEventData:
    """
    Attributes:
        victim (int):
        tribes (list[str] | Unset):
        tribe (int | Unset):
    """

    victim: int
    tribes: list[str] | Unset = UNSET
    tribe: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        victim = self.victim

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = self.tribes

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

        tribes = cast(list[str], d.pop("tribes", UNSET))

        tribe = d.pop("tribe", UNSET)

        greenland_hit_event_data = cls(
            victim=victim,
            tribes=tribes,
            tribe=tribe,
        )

        return greenland_hit_event_data
