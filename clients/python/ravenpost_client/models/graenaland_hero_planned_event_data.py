from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_direction import GraenalandDirection
from ..models.graenaland_hero import GraenalandHero
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandHeroPlannedEventData")


@_attrs_define
class GraenalandHeroPlannedEventData:
    """
    Attributes:
        hero (GraenalandHero | None | Unset):
        direction (GraenalandDirection | Unset):
    """

    hero: GraenalandHero | None | Unset = UNSET
    direction: GraenalandDirection | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hero: None | str | Unset
        if isinstance(self.hero, Unset):
            hero = UNSET
        elif isinstance(self.hero, GraenalandHero):
            hero = self.hero.value
        else:
            hero = self.hero

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if hero is not UNSET:
            field_dict["hero"] = hero
        if direction is not UNSET:
            field_dict["direction"] = direction

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_hero(data: object) -> GraenalandHero | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hero_type_1 = GraenalandHero(data)

                return hero_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandHero | None | Unset, data)

        hero = _parse_hero(d.pop("hero", UNSET))

        _direction = d.pop("direction", UNSET)
        direction: GraenalandDirection | Unset
        if isinstance(_direction, Unset):
            direction = UNSET
        else:
            direction = GraenalandDirection(_direction)

        graenaland_hero_planned_event_data = cls(
            hero=hero,
            direction=direction,
        )

        return graenaland_hero_planned_event_data
