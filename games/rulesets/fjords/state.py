"""The Fjords state and ``evolve``: folding events into it, cheaply and without randomness.

State keys:
- ``round`` (1-3), ``phase`` ("discovery", "colonisation", "scored", "over"), ``current`` (seat to
  move or None), ``round_first`` (who began this round's discovery);
- discovery: ``step`` ("choose" = draw or take an open tile, "place", "hut"), ``pile`` (draw
  pile, top first; hidden from everyone), ``open`` (the open display, face up), ``hand`` (the
  tile drawn or taken, face up, to be placed), ``last_placed`` ([q, r] of this turn's tile);
- ``board``: placed tiles (see ``board.py``), with their hut and field owners;
- ``huts_left``, ``fields_left``: per seat, this round; ``stuck``: per seat, cannot place a field
  any more this round (it never becomes possible again: free tiles only get fewer);
- ``colonisation_first``: who placed (or had to place) the first field;
- ``round_fields``: per round, fields placed by each seat; ``round_winners``: per round, the
  winning seat or None for a tie; ``totals``: points per seat.
"""

from __future__ import annotations

from typing import Any

from games.engine.types import Event, State
from games.rulesets.fjords import board as B
from games.rulesets.fjords import components as C


def new_state() -> State:
    return {
        "round": 0,
        "phase": "scored",
        "current": None,
        "round_first": None,
        "step": None,
        "pile": [],
        "open": [],
        "hand": None,
        "last_placed": None,
        "board": [],
        "huts_left": [C.HUTS_PER_PLAYER] * C.PLAYERS,
        "fields_left": [C.FIELDS_PER_PLAYER] * C.PLAYERS,
        "stuck": [False] * C.PLAYERS,
        "colonisation_first": None,
        "round_fields": [],
        "round_winners": [],
        "totals": [0] * C.PLAYERS,
    }


def other(seat: int) -> int:
    return 1 - seat


def _end_discovery_turn(state: State) -> None:
    state["current"] = other(state["current"])
    state["step"] = "choose"
    state["last_placed"] = None


def evolve(state: State | None, event: Event) -> State:
    if state is None:
        state = new_state()
    handler = _HANDLERS.get(event["type"])
    if handler is not None:
        handler(state, event["seat"], event["data"])
    return state


def _round_started(state: State, seat: int | None, data: dict[str, Any]) -> None:
    first = data["first"]
    state.update(
        round=data["round"],
        phase="discovery",
        current=first,
        round_first=first,
        step="choose",
        pile=list(data["pile"]),
        open=[],
        hand=None,
        last_placed=None,
        board=B.start_board(),
        huts_left=[C.HUTS_PER_PLAYER] * C.PLAYERS,
        fields_left=[C.FIELDS_PER_PLAYER] * C.PLAYERS,
        stuck=[False] * C.PLAYERS,
        colonisation_first=None,
    )


def _tile_drawn(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state["pile"].pop(0)
    state["hand"] = data["tile"]
    state["step"] = "place"


def _tile_set_aside(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state["open"].append(data["tile"])
    state["hand"] = None
    state["step"] = "choose"


def _tile_taken(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state["open"].remove(data["tile"])
    state["hand"] = data["tile"]
    state["step"] = "place"


def _tile_placed(state: State, seat: int | None, data: dict[str, Any]) -> None:
    entry = B.new_entry(data["tile"], data["q"], data["r"], data["rotation"])
    state["board"].append(entry)
    state["hand"] = None
    state["last_placed"] = [data["q"], data["r"]]
    if state["huts_left"][seat] > 0 and B.hut_allowed(entry):
        state["step"] = "hut"
    else:
        _end_discovery_turn(state)


def _hut_built(state: State, seat: int | None, data: dict[str, Any]) -> None:
    entry = B.tile_at(state["board"], data["q"], data["r"])
    entry["hut"] = seat
    state["huts_left"][seat] -= 1
    _end_discovery_turn(state)


def _hut_declined(state: State, seat: int | None, data: dict[str, Any]) -> None:
    _end_discovery_turn(state)


def _discovery_ended(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state.update(
        phase="colonisation",
        step=None,
        current=data["first"],
        colonisation_first=data["first"],
        open=[],
        hand=None,
        last_placed=None,
    )


def _field_placed(state: State, seat: int | None, data: dict[str, Any]) -> None:
    entry = B.tile_at(state["board"], data["q"], data["r"])
    entry["field"] = seat
    state["fields_left"][seat] -= 1
    state["current"] = seat if state["stuck"][other(seat)] else other(seat)


def _turn_passed(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state["stuck"][seat] = True
    state["current"] = other(seat)


def _round_scored(state: State, seat: int | None, data: dict[str, Any]) -> None:
    fields = data["fields"]
    state["round_fields"].append(list(fields))
    state["round_winners"].append(data["winner"])
    state["totals"] = [total + gained for total, gained in zip(state["totals"], fields, strict=True)]
    state["phase"] = "scored"
    state["current"] = None
    state["step"] = None


def _game_ended(state: State, seat: int | None, data: dict[str, Any]) -> None:
    state["phase"] = "over"
    state["current"] = None
    state["step"] = None


_HANDLERS = {
    "round_started": _round_started,
    "tile_drawn": _tile_drawn,
    "tile_set_aside": _tile_set_aside,
    "tile_taken": _tile_taken,
    "tile_placed": _tile_placed,
    "hut_built": _hut_built,
    "hut_declined": _hut_declined,
    "discovery_ended": _discovery_ended,
    "field_placed": _field_placed,
    "turn_passed": _turn_passed,
    "round_scored": _round_scored,
    "game_ended": _game_ended,
}
