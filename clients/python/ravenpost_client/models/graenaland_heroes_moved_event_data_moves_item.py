from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_direction import GraenalandDirection
from ..models.graenaland_hero import GraenalandHero
from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandHeroesMovedEventDataMovesItem")


@_attrs_define
class GraenalandHeroesMovedEventDataMovesItem:
    """
    Attributes:
        seat (int):
        hero (GraenalandHero | None):
        direction (GraenalandDirection):
        from_ (GraenalandTerritory | None):
        to (GraenalandTerritory | None):
    """

    seat: int
    hero: GraenalandHero | None
    direction: GraenalandDirection
    from_: GraenalandTerritory | None
    to: GraenalandTerritory | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        hero: None | str
        if isinstance(self.hero, GraenalandHero):
            hero = self.hero.value
        else:
            hero = self.hero

        direction = self.direction.value

        from_: None | str
        if isinstance(self.from_, GraenalandTerritory):
            from_ = self.from_.value
        else:
            from_ = self.from_

        to: None | str
        if isinstance(self.to, GraenalandTerritory):
            to = self.to.value
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "hero": hero,
                "direction": direction,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_hero(data: object) -> GraenalandHero | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hero_type_1 = GraenalandHero(data)

                return hero_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandHero | None, data)

        hero = _parse_hero(d.pop("hero"))

        direction = GraenalandDirection(d.pop("direction"))

        def _parse_from_(data: object) -> GraenalandTerritory | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_1 = GraenalandTerritory(data)

                return from_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandTerritory | None, data)

        from_ = _parse_from_(d.pop("from"))

        def _parse_to(data: object) -> GraenalandTerritory | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_1 = GraenalandTerritory(data)

                return to_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandTerritory | None, data)

        to = _parse_to(d.pop("to"))

        graenaland_heroes_moved_event_data_moves_item = cls(
            seat=seat,
            hero=hero,
            direction=direction,
            from_=from_,
            to=to,
        )

        return graenaland_heroes_moved_event_data_moves_item
