from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_hero import GraenalandHero
from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandViewBuildType0ChoiceType0")


@_attrs_define
class GraenalandViewBuildType0ChoiceType0:
    """
    Attributes:
        hero (GraenalandHero):
        territory (GraenalandTerritory):
        seat (int):
    """

    hero: GraenalandHero
    territory: GraenalandTerritory
    seat: int

    def to_dict(self) -> dict[str, Any]:
        hero = self.hero.value

        territory = self.territory.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hero": hero,
                "territory": territory,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero = GraenalandHero(d.pop("hero"))

        territory = GraenalandTerritory(d.pop("territory"))

        seat = d.pop("seat")

        graenaland_view_build_type_0_choice_type_0 = cls(
            hero=hero,
            territory=territory,
            seat=seat,
        )

        return graenaland_view_build_type_0_choice_type_0
