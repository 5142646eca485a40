from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_hero import GraenalandHero
from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandHeroMoveOfferedEventData")


@_attrs_define
class GraenalandHeroMoveOfferedEventData:
    """
    Attributes:
        hero (GraenalandHero):
        territory (GraenalandTerritory):
    """

    hero: GraenalandHero
    territory: GraenalandTerritory

    def to_dict(self) -> dict[str, Any]:
        hero = self.hero.value

        territory = self.territory.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hero": hero,
                "territory": territory,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero = GraenalandHero(d.pop("hero"))

        territory = GraenalandTerritory(d.pop("territory"))

        graenaland_hero_move_offered_event_data = cls(
            hero=hero,
            territory=territory,
        )

        return graenaland_hero_move_offered_event_data
