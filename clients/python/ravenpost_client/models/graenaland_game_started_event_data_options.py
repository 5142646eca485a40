from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandGameStartedEventDataOptions")


@_attrs_define
class GraenalandGameStartedEventDataOptions:
    """
    Attributes:
        advanced_setup (bool):
        victory_point_cards (bool):
        five_player_favour (bool):
        three_player_modifications (bool):
    """

    advanced_setup: bool
    victory_point_cards: bool
    five_player_favour: bool
    three_player_modifications: bool

    def to_dict(self) -> dict[str, Any]:
        advanced_setup = self.advanced_setup

        victory_point_cards = self.victory_point_cards

        five_player_favour = self.five_player_favour

        three_player_modifications = self.three_player_modifications

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "advanced_setup": advanced_setup,
                "victory_point_cards": victory_point_cards,
                "five_player_favour": five_player_favour,
                "three_player_modifications": three_player_modifications,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        advanced_setup = d.pop("advanced_setup")

        victory_point_cards = d.pop("victory_point_cards")

        five_player_favour = d.pop("five_player_favour")

        three_player_modifications = d.pop("three_player_modifications")

        graenaland_game_started_event_data_options = cls(
            advanced_setup=advanced_setup,
            victory_point_cards=victory_point_cards,
            five_player_favour=five_player_favour,
            three_player_modifications=three_player_modifications,
        )

        return graenaland_game_started_event_data_options
