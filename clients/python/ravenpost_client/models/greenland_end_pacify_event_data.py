from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandEndPacifyEventData")


@_attrs_define
class GreenlandEndPacifyEventData:
    """
    Attributes:
        tribe (int | Unset):
        tribes (list[str] | Unset):
    """

    tribe: int | Unset = UNSET
    tribes: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tribe = self.tribe

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = self.tribes

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if tribe is not UNSET:
            field_dict["tribe"] = tribe
        if tribes is not UNSET:
            field_dict["tribes"] = tribes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tribe = d.pop("tribe", UNSET)

        tribes = cast(list[str], d.pop("tribes", UNSET))

        greenland_end_pacify_event_data = cls(
            tribe=tribe,
            tribes=tribes,
        )

        return greenland_end_pacify_event_data
