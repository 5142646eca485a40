from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_hero_entered_event_data_hero import GraenalandHeroEnteredEventDataHero

T = TypeVar("T", bound="GraenalandHeroEnteredEventData")


@_attrs_define
class GraenalandHeroEnteredEventData:
    """
    Attributes:
        hero (GraenalandHeroEnteredEventDataHero):
        territory (str):
    """

    hero: GraenalandHeroEnteredEventDataHero
    territory: str

    def to_dict(self) -> dict[str, Any]:
        hero = self.hero.value

        territory = self.territory

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
        hero = GraenalandHeroEnteredEventDataHero(d.pop("hero"))

        territory = d.pop("territory")

        graenaland_hero_entered_event_data = cls(
            hero=hero,
            territory=territory,
        )

        return graenaland_hero_entered_event_data
