from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandTurnStartedEventData")


@_attrs_define
class GraenalandTurnStartedEventData:
    """
    Attributes:
        main (int):
        turn (int):
    """

    main: int
    turn: int

    def to_dict(self) -> dict[str, Any]:
        main = self.main

        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "main": main,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        main = d.pop("main")

        turn = d.pop("turn")

        graenaland_turn_started_event_data = cls(
            main=main,
            turn=turn,
        )

        return graenaland_turn_started_event_data
