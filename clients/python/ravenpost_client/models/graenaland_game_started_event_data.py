from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory

if TYPE_CHECKING:
    from ..models.graenaland_game_started_event_data_options import GraenalandGameStartedEventDataOptions


T = TypeVar("T", bound="GraenalandGameStartedEventData")


@_attrs_define
class GraenalandGameStartedEventData:
    """
    Attributes:
        players (int):
        options (GraenalandGameStartedEventDataOptions):
        coast (list[GraenalandTerritory]):
        inland (list[GraenalandTerritory]):
    """

    players: int
    options: GraenalandGameStartedEventDataOptions
    coast: list[GraenalandTerritory]
    inland: list[GraenalandTerritory]

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        options = self.options.to_dict()

        coast = []
        for coast_item_data in self.coast:
            coast_item = coast_item_data.value
            coast.append(coast_item)

        inland = []
        for inland_item_data in self.inland:
            inland_item = inland_item_data.value
            inland.append(inland_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "options": options,
                "coast": coast,
                "inland": inland,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_game_started_event_data_options import GraenalandGameStartedEventDataOptions  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        options = GraenalandGameStartedEventDataOptions.from_dict(d.pop("options"))

        coast = []
        _coast = d.pop("coast")
        for coast_item_data in _coast:
            coast_item = GraenalandTerritory(coast_item_data)

            coast.append(coast_item)

        inland = []
        _inland = d.pop("inland")
        for inland_item_data in _inland:
            inland_item = GraenalandTerritory(inland_item_data)

            inland.append(inland_item)

        graenaland_game_started_event_data = cls(
            players=players,
            options=options,
            coast=coast,
            inland=inland,
        )

        return graenaland_game_started_event_data
