from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UigoGameStartedEventData")


@_attrs_define
class UigoGameStartedEventData:
    """
    Attributes:
        players (int):
        rounds (int):
    """

    players: int
    rounds: int

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        rounds = self.rounds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "rounds": rounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        rounds = d.pop("rounds")

        uigo_game_started_event_data = cls(
            players=players,
            rounds=rounds,
        )

        return uigo_game_started_event_data
