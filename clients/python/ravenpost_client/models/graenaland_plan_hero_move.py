from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_direction import GraenalandDirection
from ..models.graenaland_hero import GraenalandHero
from ..models.graenaland_plan_hero_move_type import GraenalandPlanHeroMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandPlanHeroMove")


@_attrs_define
class GraenalandPlanHeroMove:
    """
    Attributes:
        type_ (GraenalandPlanHeroMoveType):
        direction (GraenalandDirection):
        hero (GraenalandHero | Unset):
    """

    type_: GraenalandPlanHeroMoveType
    direction: GraenalandDirection
    hero: GraenalandHero | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        direction = self.direction.value

        hero: str | Unset = UNSET
        if not isinstance(self.hero, Unset):
            hero = self.hero.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "direction": direction,
            }
        )
        if hero is not UNSET:
            field_dict["hero"] = hero

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GraenalandPlanHeroMoveType(d.pop("type"))

        direction = GraenalandDirection(d.pop("direction"))

        _hero = d.pop("hero", UNSET)
        hero: GraenalandHero | Unset
        if isinstance(_hero, Unset):
            hero = UNSET
        else:
            hero = GraenalandHero(_hero)

        graenaland_plan_hero_move = cls(
            type_=type_,
            direction=direction,
            hero=hero,
        )

        return graenaland_plan_hero_move
