from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="KnarrViewPlayersItemDestinationsItemCostColours")


@_attrs_define
class KnarrViewPlayersItemDestinationsItemCostColours:
    """
    Attributes:
        red (int | Unset):
        yellow (int | Unset):
        green (int | Unset):
        purple (int | Unset):
        blue (int | Unset):
    """

    red: int | Unset = UNSET
    yellow: int | Unset = UNSET
    green: int | Unset = UNSET
    purple: int | Unset = UNSET
    blue: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        red = self.red

        yellow = self.yellow

        green = self.green

        purple = self.purple

        blue = self.blue

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if red is not UNSET:
            field_dict["red"] = red
        if yellow is not UNSET:
            field_dict["yellow"] = yellow
        if green is not UNSET:
            field_dict["green"] = green
        if purple is not UNSET:
            field_dict["purple"] = purple
        if blue is not UNSET:
            field_dict["blue"] = blue

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        red = d.pop("red", UNSET)

        yellow = d.pop("yellow", UNSET)

        green = d.pop("green", UNSET)

        purple = d.pop("purple", UNSET)

        blue = d.pop("blue", UNSET)

        knarr_view_players_item_destinations_item_cost_colours = cls(
            red=red,
            yellow=yellow,
            green=green,
            purple=purple,
            blue=blue,
        )

        return knarr_view_players_item_destinations_item_cost_colours
