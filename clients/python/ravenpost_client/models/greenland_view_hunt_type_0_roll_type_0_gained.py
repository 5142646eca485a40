from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandViewHuntType0RollType0Gained")


@_attrs_define
class GreenlandViewHuntType0RollType0Gained:
    """
    Attributes:
        babies (int):
        energy (int):
        ivory (int):
        iron (int):
    """

    babies: int
    energy: int
    ivory: int
    iron: int

    def to_dict(self) -> dict[str, Any]:
        babies = self.babies

        energy = self.energy

        ivory = self.ivory

        iron = self.iron

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "babies": babies,
                "energy": energy,
                "ivory": ivory,
                "iron": iron,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        babies = d.pop("babies")

        energy = d.pop("energy")

        ivory = d.pop("ivory")

        iron = d.pop("iron")

        greenland_view_hunt_type_0_roll_type_0_gained = cls(
            babies=babies,
            energy=energy,
            ivory=ivory,
            iron=iron,
        )

        return greenland_view_hunt_type_0_roll_type_0_gained
