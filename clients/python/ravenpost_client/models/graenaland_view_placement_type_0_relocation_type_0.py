from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandViewPlacementType0RelocationType0")


@_attrs_define
class GraenalandViewPlacementType0RelocationType0:
    """
    Attributes:
        territory (GraenalandTerritory):
        newcomer (int):
        asked (list[int]):
    """

    territory: GraenalandTerritory
    newcomer: int
    asked: list[int]

    def to_dict(self) -> dict[str, Any]:
        territory = self.territory.value

        newcomer = self.newcomer

        asked = self.asked

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "territory": territory,
                "newcomer": newcomer,
                "asked": asked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        territory = GraenalandTerritory(d.pop("territory"))

        newcomer = d.pop("newcomer")

        asked = cast(list[int], d.pop("asked"))

        graenaland_view_placement_type_0_relocation_type_0 = cls(
            territory=territory,
            newcomer=newcomer,
            asked=asked,
        )

        return graenaland_view_placement_type_0_relocation_type_0
