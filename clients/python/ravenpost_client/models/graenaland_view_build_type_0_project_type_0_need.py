from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandViewBuildType0ProjectType0Need")


@_attrs_define
class GraenalandViewBuildType0ProjectType0Need:
    """
    Attributes:
        wood (int | Unset):
        ore (int | Unset):
        grain (int | Unset):
        cattle (int | Unset):
        gold (int | Unset):
    """

    wood: int | Unset = UNSET
    ore: int | Unset = UNSET
    grain: int | Unset = UNSET
    cattle: int | Unset = UNSET
    gold: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        wood = self.wood

        ore = self.ore

        grain = self.grain

        cattle = self.cattle

        gold = self.gold

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if wood is not UNSET:
            field_dict["wood"] = wood
        if ore is not UNSET:
            field_dict["ore"] = ore
        if grain is not UNSET:
            field_dict["grain"] = grain
        if cattle is not UNSET:
            field_dict["cattle"] = cattle
        if gold is not UNSET:
            field_dict["gold"] = gold

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        wood = d.pop("wood", UNSET)

        ore = d.pop("ore", UNSET)

        grain = d.pop("grain", UNSET)

        cattle = d.pop("cattle", UNSET)

        gold = d.pop("gold", UNSET)

        graenaland_view_build_type_0_project_type_0_need = cls(
            wood=wood,
            ore=ore,
            grain=grain,
            cattle=cattle,
            gold=gold,
        )

        return graenaland_view_build_type_0_project_type_0_need
