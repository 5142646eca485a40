from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.uigo_cards_placed_event_data_placements_item import UigoCardsPlacedEventDataPlacementsItem


T = TypeVar("T", bound="UigoCardsPlacedEventData")


@_attrs_define
class UigoCardsPlacedEventData:
    """
    Attributes:
        player (int):
        placements (list[UigoCardsPlacedEventDataPlacementsItem]):
        auto (bool):
    """

    player: int
    placements: list[UigoCardsPlacedEventDataPlacementsItem]
    auto: bool

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)

        auto = self.auto

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "placements": placements,
                "auto": auto,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.uigo_cards_placed_event_data_placements_item import UigoCardsPlacedEventDataPlacementsItem  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        placements = []
        _placements = d.pop("placements")
        for placements_item_data in _placements:
            placements_item = UigoCardsPlacedEventDataPlacementsItem.from_dict(placements_item_data)

            placements.append(placements_item)

        auto = d.pop("auto")

        uigo_cards_placed_event_data = cls(
            player=player,
            placements=placements,
            auto=auto,
        )

        return uigo_cards_placed_event_data
