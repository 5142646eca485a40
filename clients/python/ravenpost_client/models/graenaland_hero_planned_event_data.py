from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_hero_planned_event_data_hero_type_1 import GraenalandHeroPlannedEventDataHeroType1
from ..models.graenaland_hero_planned_event_data_hero_type_2_type_1 import GraenalandHeroPlannedEventDataHeroType2Type1
from ..models.graenaland_hero_planned_event_data_hero_type_3_type_1 import GraenalandHeroPlannedEventDataHeroType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandHeroPlannedEventData")


@_attrs_define
class GraenalandHeroPlannedEventData:
    """
    Attributes:
        hero (GraenalandHeroPlannedEventDataHeroType1 | GraenalandHeroPlannedEventDataHeroType2Type1 |
            GraenalandHeroPlannedEventDataHeroType3Type1 | None | Unset):
        direction (str | Unset):
    """

    hero: (
        GraenalandHeroPlannedEventDataHeroType1
        | GraenalandHeroPlannedEventDataHeroType2Type1
        | GraenalandHeroPlannedEventDataHeroType3Type1
        | None
        | Unset
    ) = UNSET
    direction: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hero: None | str | Unset
        if isinstance(self.hero, Unset):
            hero = UNSET
        elif isinstance(self.hero, GraenalandHeroPlannedEventDataHeroType1):
            hero = self.hero.value
        elif isinstance(self.hero, GraenalandHeroPlannedEventDataHeroType2Type1):
            hero = self.hero.value
        elif isinstance(self.hero, GraenalandHeroPlannedEventDataHeroType3Type1):
            hero = self.hero.value
        else:
            hero = self.hero

        direction = self.direction

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

        def _parse_hero(
            data: object,
        ) -> (
            GraenalandHeroPlannedEventDataHeroType1
            | GraenalandHeroPlannedEventDataHeroType2Type1
            | GraenalandHeroPlannedEventDataHeroType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hero_type_1 = GraenalandHeroPlannedEventDataHeroType1(data)

                return hero_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hero_type_2_type_1 = GraenalandHeroPlannedEventDataHeroType2Type1(data)

                return hero_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hero_type_3_type_1 = GraenalandHeroPlannedEventDataHeroType3Type1(data)

                return hero_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GraenalandHeroPlannedEventDataHeroType1
                | GraenalandHeroPlannedEventDataHeroType2Type1
                | GraenalandHeroPlannedEventDataHeroType3Type1
                | None
                | Unset,
                data,
            )

        hero = _parse_hero(d.pop("hero", UNSET))

        direction = d.pop("direction", UNSET)

        graenaland_hero_planned_event_data = cls(
            hero=hero,
            direction=direction,
        )

        return graenaland_hero_planned_event_data
