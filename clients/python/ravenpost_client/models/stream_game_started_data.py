from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StreamGameStartedData")


@_attrs_define
class StreamGameStartedData:
    """`game_started`: a game of yours started.

    Attributes:
        game (int): The game's id.
        ruleset (str):
        seat (int): Your seat.
    """

    game: int
    ruleset: str
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        ruleset = self.ruleset

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "ruleset": ruleset,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        ruleset = d.pop("ruleset")

        seat = d.pop("seat")

        stream_game_started_data = cls(
            game=game,
            ruleset=ruleset,
            seat=seat,
        )

        stream_game_started_data.additional_properties = d
        return stream_game_started_data

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
