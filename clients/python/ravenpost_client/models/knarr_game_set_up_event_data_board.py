from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="KnarrGameSetUpEventDataBoard")


@_attrs_define
class KnarrGameSetUpEventDataBoard:
    """
    Attributes:
        red (int):
        yellow (int):
        green (int):
        blue (int):
        purple (int):
    """

    red: int
    yellow: int
    green: int
    blue: int
    purple: int

    def to_dict(self) -> dict[str, Any]:
        red = self.red

        yellow = self.yellow

        green = self.green

        blue = self.blue

        purple = self.purple

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "red": red,
                "yellow": yellow,
                "green": green,
                "blue": blue,
                "purple": purple,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        red = d.pop("red")

        yellow = d.pop("yellow")

        green = d.pop("green")

        blue = d.pop("blue")

        purple = d.pop("purple")

        knarr_game_set_up_event_data_board = cls(
            red=red,
            yellow=yellow,
            green=green,
            blue=blue,
            purple=purple,
        )

        return knarr_game_set_up_event_data_board
