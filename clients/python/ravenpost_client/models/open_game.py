from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status import GameStatus
from ..models.ruleset_id import RulesetId
from ..models.seating import Seating

if TYPE_CHECKING:
    from ..models.open_game_options import OpenGameOptions
    from ..models.outcome import Outcome
    from ..models.seat import Seat


T = TypeVar("T", bound="OpenGame")


@_attrs_define
class OpenGame:
    """A game of the lobby: a waiting game with at least one open seat.

    Attributes:
        id (int):
        ruleset (RulesetId): A game you can play (GET /api/rulesets/).
        status (GameStatus): * `waiting` - waiting
            * `active` - active
            * `finished` - finished
            * `aborted` - aborted
        seats (list[Seat]):
        to_move (list[int]):
        seq (int):
        deadline (datetime.datetime | None):
        outcome (None | Outcome):
        seating (Seating): * `listed` - listed
            * `random` - random
        join_by (datetime.datetime | None): A waiting game that has not filled by then expires.
        rematch_of (int | None): The game this one is a rematch of.
        options (OpenGameOptions): The game's options, defaults filled in.
        move_time_limit_hours (int | None): Time each player has for a move.
        seats_left (int): Open seats still free.
    """

    id: int
    ruleset: RulesetId
    status: GameStatus
    seats: list[Seat]
    to_move: list[int]
    seq: int
    deadline: datetime.datetime | None
    outcome: None | Outcome
    seating: Seating
    join_by: datetime.datetime | None
    rematch_of: int | None
    options: OpenGameOptions
    move_time_limit_hours: int | None
    seats_left: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome  # noqa: PLC0415

        id = self.id

        ruleset = self.ruleset.value

        status = self.status.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        to_move = self.to_move

        seq = self.seq

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        seating = self.seating.value

        join_by: None | str
        if isinstance(self.join_by, datetime.datetime):
            join_by = self.join_by.isoformat()
        else:
            join_by = self.join_by

        rematch_of: int | None
        rematch_of = self.rematch_of

        options = self.options.to_dict()

        move_time_limit_hours: int | None
        move_time_limit_hours = self.move_time_limit_hours

        seats_left = self.seats_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ruleset": ruleset,
                "status": status,
                "seats": seats,
                "to_move": to_move,
                "seq": seq,
                "deadline": deadline,
                "outcome": outcome,
                "seating": seating,
                "join_by": join_by,
                "rematch_of": rematch_of,
                "options": options,
                "move_time_limit_hours": move_time_limit_hours,
                "seats_left": seats_left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.open_game_options import OpenGameOptions  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.seat import Seat  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        ruleset = RulesetId(d.pop("ruleset"))

        status = GameStatus(d.pop("status"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        to_move = cast(list[int], d.pop("to_move"))

        seq = d.pop("seq")

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_1 = Outcome.from_dict(data)

                return outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        seating = Seating(d.pop("seating"))

        def _parse_join_by(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                join_by_type_0 = datetime.datetime.fromisoformat(data)

                return join_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        join_by = _parse_join_by(d.pop("join_by"))

        def _parse_rematch_of(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))

        options = OpenGameOptions.from_dict(d.pop("options"))

        def _parse_move_time_limit_hours(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        move_time_limit_hours = _parse_move_time_limit_hours(d.pop("move_time_limit_hours"))

        seats_left = d.pop("seats_left")

        open_game = cls(
            id=id,
            ruleset=ruleset,
            status=status,
            seats=seats,
            to_move=to_move,
            seq=seq,
            deadline=deadline,
            outcome=outcome,
            seating=seating,
            join_by=join_by,
            rematch_of=rematch_of,
            options=options,
            move_time_limit_hours=move_time_limit_hours,
            seats_left=seats_left,
        )

        open_game.additional_properties = d
        return open_game

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
