from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_direction import GraenalandDirection
from ..models.graenaland_hero import GraenalandHero
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandViewPlansItemType1")


@_attrs_define
class GraenalandViewPlansItemType1:
    """
    Attributes:
        direction (GraenalandDirection):
        hero (GraenalandHero | None | Unset):
    """

    direction: GraenalandDirection
    hero: GraenalandHero | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        hero: None | str | Unset
        if isinstance(self.hero, Unset):
            hero = UNSET
        elif isinstance(self.hero, GraenalandHero):
            hero = self.hero.value
        else:
            hero = self.hero

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "direction": direction,
            }
        )
        if hero is not UNSET:
            field_dict["hero"] = hero

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        direction = GraenalandDirection(d.pop("direction"))

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

        graenaland_view_plans_item_type_1 = cls(
            direction=direction,
            hero=hero,
        )

        return graenaland_view_plans_item_type_1
