from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaSeatReplacedEventData")


@_attrs_define
class MetaSeatReplacedEventData:
    """
    Attributes:
        from_player (int | None):
        to_player (int | None):
        autopilot (bool):
        reason (str):
    """

    from_player: int | None
    to_player: int | None
    autopilot: bool
    reason: str

    def to_dict(self) -> dict[str, Any]:
        from_player: int | None
        from_player = self.from_player

        to_player: int | None
        to_player = self.to_player

        autopilot = self.autopilot

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from_player": from_player,
                "to_player": to_player,
                "autopilot": autopilot,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_from_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        from_player = _parse_from_player(d.pop("from_player"))

        def _parse_to_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_player = _parse_to_player(d.pop("to_player"))

        autopilot = d.pop("autopilot")

        reason = d.pop("reason")

        meta_seat_replaced_event_data = cls(
            from_player=from_player,
            to_player=to_player,
            autopilot=autopilot,
            reason=reason,
        )

        return meta_seat_replaced_event_data
