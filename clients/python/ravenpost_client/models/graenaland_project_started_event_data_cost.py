from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandProjectStartedEventDataCost")


@_attrs_define
class GraenalandProjectStartedEventDataCost:
    """
    Attributes:
        grain (int | Unset):
        cattle (int | Unset):
        wood (int | Unset):
        ore (int | Unset):
        gold (int | Unset):
    """

    grain: int | Unset = UNSET
    cattle: int | Unset = UNSET
    wood: int | Unset = UNSET
    ore: int | Unset = UNSET
    gold: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        grain = self.grain

        cattle = self.cattle

        wood = self.wood

        ore = self.ore

        gold = self.gold

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if grain is not UNSET:
            field_dict["grain"] = grain
        if cattle is not UNSET:
            field_dict["cattle"] = cattle
        if wood is not UNSET:
            field_dict["wood"] = wood
        if ore is not UNSET:
            field_dict["ore"] = ore
        if gold is not UNSET:
            field_dict["gold"] = gold

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grain = d.pop("grain", UNSET)

        cattle = d.pop("cattle", UNSET)

        wood = d.pop("wood", UNSET)

        ore = d.pop("ore", UNSET)

        gold = d.pop("gold", UNSET)

        graenaland_project_started_event_data_cost = cls(
            grain=grain,
            cattle=cattle,
            wood=wood,
            ore=ore,
            gold=gold,
        )

        return graenaland_project_started_event_data_cost
