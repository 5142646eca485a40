from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandTakeCardEventData")


@_attrs_define
class GreenlandTakeCardEventData:
    """
    Attributes:
        take (bool):
        tribe (int | Unset):
        tribes (list[str] | Unset):
    """

    take: bool
    tribe: int | Unset = UNSET
    tribes: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        take = self.take

        tribe = self.tribe

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = self.tribes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "take": take,
            }
        )
        if tribe is not UNSET:
            field_dict["tribe"] = tribe
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        take = d.pop("take")

        tribe = d.pop("tribe", UNSET)

        tribes = cast(list[str], d.pop("tribes", UNSET))

        greenland_take_card_event_data = cls(
            take=take,
            tribe=tribe,
            tribes=tribes,
        )

        return greenland_take_card_event_data
