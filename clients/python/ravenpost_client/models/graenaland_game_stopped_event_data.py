from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_game_stopped_event_data_reason import GraenalandGameStoppedEventDataReason

T = TypeVar("T", bound="GraenalandGameStoppedEventData")


@_attrs_define
class GraenalandGameStoppedEventData:
    """
    Attributes:
        reason (GraenalandGameStoppedEventDataReason):
        turns (int):
        last_built_turn (int):
    """

    reason: GraenalandGameStoppedEventDataReason
    turns: int
    last_built_turn: int

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        turns = self.turns

        last_built_turn = self.last_built_turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "turns": turns,
                "last_built_turn": last_built_turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = GraenalandGameStoppedEventDataReason(d.pop("reason"))

        turns = d.pop("turns")

        last_built_turn = d.pop("last_built_turn")

        graenaland_game_stopped_event_data = cls(
            reason=reason,
            turns=turns,
            last_built_turn=last_built_turn,
        )

        return graenaland_game_stopped_event_data
