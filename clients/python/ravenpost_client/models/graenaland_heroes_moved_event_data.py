from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.graenaland_heroes_moved_event_data_moves_item import GraenalandHeroesMovedEventDataMovesItem


T = TypeVar("T", bound="GraenalandHeroesMovedEventData")


@_attrs_define
class GraenalandHeroesMovedEventData:
    """
    Attributes:
        moves (list[GraenalandHeroesMovedEventDataMovesItem]):
    """

    moves: list[GraenalandHeroesMovedEventDataMovesItem]

    def to_dict(self) -> dict[str, Any]:
        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_heroes_moved_event_data_moves_item import GraenalandHeroesMovedEventDataMovesItem  # noqa: PLC0415

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = GraenalandHeroesMovedEventDataMovesItem.from_dict(moves_item_data)

            moves.append(moves_item)

        graenaland_heroes_moved_event_data = cls(
            moves=moves,
        )

        return graenaland_heroes_moved_event_data
