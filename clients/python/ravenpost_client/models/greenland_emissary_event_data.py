from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandEmissaryEventData")


@_attrs_define
class GreenlandEmissaryEventData:
    """
    Attributes:
        target (int):
        pay (str | Unset):
        tribes (list[str] | Unset):
        tribe (int | Unset):
    """

    target: int
    pay: str | Unset = UNSET
    tribes: list[str] | Unset = UNSET
    tribe: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        pay = self.pay

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = self.tribes

        tribe = self.tribe

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
            }
        )
        if pay is not UNSET:
            field_dict["pay"] = pay
        if tribes is not UNSET:
            field_dict["tribes"] = tribes
        if tribe is not UNSET:
            field_dict["tribe"] = tribe

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target")

        pay = d.pop("pay", UNSET)

        tribes = cast(list[str], d.pop("tribes", UNSET))

        tribe = d.pop("tribe", UNSET)

        greenland_emissary_event_data = cls(
            target=target,
            pay=pay,
            tribes=tribes,
            tribe=tribe,
        )

        return greenland_emissary_event_data
