from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KnarrViewDisplayBItemCostColours")


@_attrs_define
class KnarrViewDisplayBItemCostColours:
    """
    Attributes:
        red (int | Unset):
        yellow (int | Unset):
        green (int | Unset):
        blue (int | Unset):
        purple (int | Unset):
    """

    red: int | Unset = UNSET
    yellow: int | Unset = UNSET
    green: int | Unset = UNSET
    blue: int | Unset = UNSET
    purple: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        red = self.red

        yellow = self.yellow

        green = self.green

        blue = self.blue

        purple = self.purple

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if red is not UNSET:
            field_dict["red"] = red
        if yellow is not UNSET:
            field_dict["yellow"] = yellow
        if green is not UNSET:
            field_dict["green"] = green
        if blue is not UNSET:
            field_dict["blue"] = blue
        if purple is not UNSET:
            field_dict["purple"] = purple

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        red = d.pop("red", UNSET)

        yellow = d.pop("yellow", UNSET)

        green = d.pop("green", UNSET)

        blue = d.pop("blue", UNSET)

        purple = d.pop("purple", UNSET)

        knarr_view_display_b_item_cost_colours = cls(
            red=red,
            yellow=yellow,
            green=green,
            blue=blue,
            purple=purple,
        )

        return knarr_view_display_b_item_cost_colours
