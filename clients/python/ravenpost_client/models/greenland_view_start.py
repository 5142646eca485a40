from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewStart")


@_attrs_define
class GreenlandViewStart:
    """
    Attributes:
        warchief (list[bool] | Unset):
        mono (list[bool] | Unset):
        missionaries (list[list[int]] | Unset):
    """

    warchief: list[bool] | Unset = UNSET
    mono: list[bool] | Unset = UNSET
    missionaries: list[list[int]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        warchief: list[bool] | Unset = UNSET
        if not isinstance(self.warchief, Unset):
            warchief = self.warchief

        mono: list[bool] | Unset = UNSET
        if not isinstance(self.mono, Unset):
            mono = self.mono

        missionaries: list[list[int]] | Unset = UNSET
        if not isinstance(self.missionaries, Unset):
            missionaries = []
            for missionaries_item_data in self.missionaries:
                missionaries_item = missionaries_item_data

                missionaries.append(missionaries_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if warchief is not UNSET:
            field_dict["warchief"] = warchief
        if mono is not UNSET:
            field_dict["mono"] = mono
        if missionaries is not UNSET:
            field_dict["missionaries"] = missionaries

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        warchief = cast(list[bool], d.pop("warchief", UNSET))

        mono = cast(list[bool], d.pop("mono", UNSET))

        _missionaries = d.pop("missionaries", UNSET)
        missionaries: list[list[int]] | Unset = UNSET
        if _missionaries is not UNSET:
            missionaries = []
            for missionaries_item_data in _missionaries:
                missionaries_item = cast(list[int], missionaries_item_data)

                missionaries.append(missionaries_item)

        greenland_view_start = cls(
            warchief=warchief,
            mono=mono,
            missionaries=missionaries,
        )

        return greenland_view_start
