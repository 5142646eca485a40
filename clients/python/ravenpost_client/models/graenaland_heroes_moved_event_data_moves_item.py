from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_heroes_moved_event_data_moves_item_hero_type_1 import (
    GraenalandHeroesMovedEventDataMovesItemHeroType1,
)
from ..models.graenaland_heroes_moved_event_data_moves_item_hero_type_2_type_1 import (
    GraenalandHeroesMovedEventDataMovesItemHeroType2Type1,
)
from ..models.graenaland_heroes_moved_event_data_moves_item_hero_type_3_type_1 import (
    GraenalandHeroesMovedEventDataMovesItemHeroType3Type1,
)

T = TypeVar("T", bound="GraenalandHeroesMovedEventDataMovesItem")


@_attrs_define
class GraenalandHeroesMovedEventDataMovesItem:
    """
    Attributes:
        seat (int):
        hero (GraenalandHeroesMovedEventDataMovesItemHeroType1 | GraenalandHeroesMovedEventDataMovesItemHeroType2Type1 |
            GraenalandHeroesMovedEventDataMovesItemHeroType3Type1 | None):
        direction (str):
        from_ (None | str):
        to (None | str):
    """

    seat: int
    hero: (
        GraenalandHeroesMovedEventDataMovesItemHeroType1
        | GraenalandHeroesMovedEventDataMovesItemHeroType2Type1
        | GraenalandHeroesMovedEventDataMovesItemHeroType3Type1
        | None
    )
    direction: str
    from_: None | str
    to: None | str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        hero: None | str
        if isinstance(self.hero, GraenalandHeroesMovedEventDataMovesItemHeroType1):
            hero = self.hero.value
        elif isinstance(self.hero, GraenalandHeroesMovedEventDataMovesItemHeroType2Type1):
            hero = self.hero.value
        elif isinstance(self.hero, GraenalandHeroesMovedEventDataMovesItemHeroType3Type1):
            hero = self.hero.value
        else:
            hero = self.hero

        direction = self.direction

        from_: None | str
        from_ = self.from_

        to: None | str
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

        def _parse_hero(
            data: object,
        ) -> (
            GraenalandHeroesMovedEventDataMovesItemHeroType1
            | GraenalandHeroesMovedEventDataMovesItemHeroType2Type1
            | GraenalandHeroesMovedEventDataMovesItemHeroType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hero_type_1 = GraenalandHeroesMovedEventDataMovesItemHeroType1(data)

                return hero_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hero_type_2_type_1 = GraenalandHeroesMovedEventDataMovesItemHeroType2Type1(data)

                return hero_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                hero_type_3_type_1 = GraenalandHeroesMovedEventDataMovesItemHeroType3Type1(data)

                return hero_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GraenalandHeroesMovedEventDataMovesItemHeroType1
                | GraenalandHeroesMovedEventDataMovesItemHeroType2Type1
                | GraenalandHeroesMovedEventDataMovesItemHeroType3Type1
                | None,
                data,
            )

        hero = _parse_hero(d.pop("hero"))

        direction = d.pop("direction")

        def _parse_from_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_ = _parse_from_(d.pop("from"))

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        graenaland_heroes_moved_event_data_moves_item = cls(
            seat=seat,
            hero=hero,
            direction=direction,
            from_=from_,
            to=to,
        )

        return graenaland_heroes_moved_event_data_moves_item
