"""Setup, whose turn it is, the legal moves, ``decide`` and the automatic steps between moves.

Moves:
- discovery, step "choose": ``{"type": "draw"}`` (draw the top face-down tile) or
  ``{"type": "take_open", "tile": id}`` (a tile of the open display that fits somewhere);
- step "place": ``{"type": "place", "q": q, "r": r, "rotation": 0-5}`` for the tile in hand;
- step "hut": ``{"type": "hut"}`` (on the tile just placed) or ``{"type": "no_hut"}``;
- colonisation: ``{"type": "field", "q": q, "r": r}``.

Automatic steps (``advance``), recorded as events so that replay needs no computation:
a drawn tile that fits nowhere goes to the open display (``tile_set_aside``); a seat that may
only draw draws at once (``tile_drawn``); once the pile is empty at the start of a choice the
discovery ends (``discovery_ended``); a seat that can place no field passes for the rest of the
round (``turn_passed``); when neither can, the round is scored and the next one set up.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from random import Random
from typing import Any

from games.engine import IllegalMove, make_event
from games.engine.types import Event, Move, State
from games.rulesets.fjords import board as B
from games.rulesets.fjords import components as C
from games.rulesets.fjords.hexes import rotate
from games.rulesets.fjords.state import evolve, other


def shuffled_pile(rng: Random) -> list[int]:
    pile = list(C.DRAW_IDS)
    rng.shuffle(pile)
    return pile


def setup_events(players: int, options: dict[str, Any], rng: Random) -> list[Event]:
    """Round 1, for the ``players`` (always 2) the options allowed. The rulebook does not say who
    begins: the first player is drawn at random."""
    first = rng.randrange(C.PLAYERS)
    return advance(
        None, [make_event("round_started", None, round=1, first=first, pile=shuffled_pile(rng))], rng
    )


def to_move(state: State) -> list[int]:
    if state["phase"] in ("discovery", "colonisation") and state["current"] is not None:
        return [state["current"]]
    return []


def legal_moves(state: State, seat: int) -> list[Move]:
    if seat not in to_move(state):
        return []
    if state["phase"] == "colonisation":
        return [{"type": "field", "q": q, "r": r} for q, r in B.field_cells(state["board"], seat)]
    step = state["step"]
    if step == "choose":
        moves: list[Move] = [{"type": "draw"}] if state["pile"] else []
        moves += [
            {"type": "take_open", "tile": tile}
            for tile in B.fitting_tiles(state["board"], _unique(state["open"]))
        ]
        return moves
    if step == "place":
        corners = C.TILES[state["hand"]]
        return [
            {"type": "place", "q": q, "r": r, "rotation": rotation}
            for q, r, rotation in B.placements(state["board"], corners)
        ]
    if step == "hut":
        return [{"type": "hut"}, {"type": "no_hut"}]
    return []


def _unique(tiles: list[int]) -> list[int]:
    """One tile per type (the first in the display): taking either copy is the same move."""
    seen: set[str] = set()
    found = []
    for tile in tiles:
        if C.TILES[tile] not in seen:
            seen.add(C.TILES[tile])
            found.append(tile)
    return found


# --- decide ---------------------------------------------------------------------------------


def _int(move: Move, key: str) -> int:
    value = move.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalMove("malformed_move", "The move needs a whole number for {field!r}.", field=key)
    return value


def _check_fields(move: Move, allowed: set[str]) -> None:
    extra = sorted(set(move) - allowed - {"type"})
    if extra:
        raise IllegalMove(
            "malformed_move", "Unexpected field(s) in the move: {names}.", fields=extra, names=", ".join(extra)
        )


def decide(state: State, seat: int, move: Move, rng: Random) -> list[Event]:
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise IllegalMove("malformed_move", "A move must be a JSON object with a 'type'.")
    if state["phase"] == "over":
        raise IllegalMove("game_over", "The game is over.")
    if seat not in to_move(state):
        raise IllegalMove("not_your_turn", "It is not your turn.")
    kind = move["type"]
    if kind not in _MOVES:
        raise IllegalMove("unknown_move_type", "Unknown move type {move_type!r}.", move_type=kind)
    allowed, handler = _MOVES[kind]
    _check_fields(move, allowed)
    events = handler(state, seat, move)
    return advance(state, events, rng)


def _expect_step(state: State, step: str, refusal: IllegalMove) -> None:
    """``refusal`` (a ``wrong_step``, its sentence literal for the catalogue) unless it is ``step``."""
    if state["phase"] != "discovery" or state["step"] != step:
        raise refusal


def _draw(state: State, seat: int, move: Move) -> list[Event]:
    _expect_step(state, "choose", IllegalMove("wrong_step", "You cannot draw a tile now."))
    if not state["pile"]:
        raise IllegalMove("pile_empty", "The draw pile is empty.")
    return [make_event("tile_drawn", seat, tile=state["pile"][0])]


def _take_open(state: State, seat: int, move: Move) -> list[Event]:
    _expect_step(state, "choose", IllegalMove("wrong_step", "You cannot take a tile from the open display now."))
    tile = _int(move, "tile")
    if tile not in state["open"]:
        raise IllegalMove("not_in_display", "That tile is not in the open display.", tile=tile)
    if not B.fits(state["board"], C.TILES[tile]):
        raise IllegalMove("tile_does_not_fit", "That tile fits nowhere in the landscape.", tile=tile)
    return [make_event("tile_taken", seat, tile=tile)]


# A placement's problem (``board.placement_problem``) -> its refusal, each sentence literal for the
# catalogue.
_PROBLEMS: dict[str, Callable[..., IllegalMove]] = {
    "cell_taken": lambda **at: IllegalMove("cell_taken", "There is already a tile there.", **at),
    "too_few_neighbours": lambda **at: IllegalMove(
        "too_few_neighbours", "A new tile must touch at least two tiles already placed.", **at
    ),
    "terrain_mismatch": lambda **at: IllegalMove(
        "terrain_mismatch", "The terrain at every corner must match the tiles around it.", **at
    ),
    "land_cut_by_sea": lambda **at: IllegalMove(
        "land_cut_by_sea", "The land must stay one mass: this tile would be cut off by sea.", **at
    ),
}


def _place(state: State, seat: int, move: Move) -> list[Event]:
    _expect_step(state, "place", IllegalMove("wrong_step", "You have no tile to place now."))
    q, r, rotation = _int(move, "q"), _int(move, "r"), _int(move, "rotation")
    if not 0 <= rotation < 6:
        raise IllegalMove("malformed_move", "The rotation must be 0 to 5.", rotation=rotation)
    tile = state["hand"]
    problem = B.placement_problem(state["board"], rotate(C.TILES[tile], rotation), q, r)
    if problem is not None:
        raise _PROBLEMS[problem](q=q, r=r, rotation=rotation)
    return [make_event("tile_placed", seat, tile=tile, q=q, r=r, rotation=rotation)]


def _hut(state: State, seat: int, move: Move) -> list[Event]:
    _expect_step(state, "hut", IllegalMove("wrong_step", "You can only build a hut right after placing a tile."))
    q, r = state["last_placed"]
    return [make_event("hut_built", seat, q=q, r=r)]


def _no_hut(state: State, seat: int, move: Move) -> list[Event]:
    _expect_step(state, "hut", IllegalMove("wrong_step", "There is no hut to decline now."))
    q, r = state["last_placed"]
    return [make_event("hut_declined", seat, q=q, r=r)]


def _field(state: State, seat: int, move: Move) -> list[Event]:
    if state["phase"] != "colonisation":
        raise IllegalMove("wrong_phase", "Fields are placed only during colonisation.")
    q, r = _int(move, "q"), _int(move, "r")
    entry = B.tile_at(state["board"], q, r)
    if entry is None:
        raise IllegalMove("no_tile", "There is no tile there.", q=q, r=r)
    if entry["hut"] is not None or entry["field"] is not None:
        raise IllegalMove("tile_occupied", "That tile already holds a hut or a field.", q=q, r=r)
    if C.ARABLE not in entry["corners"]:
        raise IllegalMove(
            "no_arable_land", "Fields go on arable land only, not on mountain or sea.", q=q, r=r
        )
    if (q, r) not in B.field_cells(state["board"], seat):
        raise IllegalMove(
            "not_adjacent",
            "A field must be next to one of your huts or fields, through arable land "
            "(not across mountain or sea).",
            q=q,
            r=r,
        )
    return [make_event("field_placed", seat, q=q, r=r)]


_MOVES = {
    "draw": (set(), _draw),
    "take_open": ({"tile"}, _take_open),
    "place": ({"q", "r", "rotation"}, _place),
    "hut": (set(), _hut),
    "no_hut": (set(), _no_hut),
    "field": ({"q", "r"}, _field),
}


# --- automatic steps ----------------------------------------------------------------------


def can_place_field(state: State, seat: int) -> bool:
    return state["fields_left"][seat] > 0 and bool(B.field_cells(state["board"], seat))


def advance(state: State | None, events: list[Event], rng: Random) -> list[Event]:
    """``events`` followed by every automatic event they lead to (``state`` is not changed)."""
    sim = json.loads(json.dumps(state))  # a private copy; faster than deepcopy for plain JSON
    out: list[Event] = []
    pending = list(events)
    while True:
        for event in pending:
            sim = evolve(sim, event)  # type: ignore[arg-type]
            out.append(event)
        pending = _next_automatic(sim, rng)
        if not pending:
            return out


def _next_automatic(state: State, rng: Random) -> list[Event]:
    phase, seat = state["phase"], state["current"]
    if phase == "discovery":
        if state["step"] == "place" and not B.fits(state["board"], C.TILES[state["hand"]]):
            return [make_event("tile_set_aside", seat, tile=state["hand"])]
        if state["step"] == "choose":
            if not state["pile"]:
                # Whoever is to choose now starts: the other seat if the last tile was placed,
                # the same seat if it went to the open display.
                return [make_event("discovery_ended", None, first=seat, discarded=list(state["open"]))]
            if not B.fitting_tiles(state["board"], _unique(state["open"])):
                return [make_event("tile_drawn", seat, tile=state["pile"][0])]
        return []
    if phase == "colonisation":
        if can_place_field(state, seat):
            return []
        if not state["stuck"][other(seat)] and can_place_field(state, other(seat)):
            return [make_event("turn_passed", seat)]
        return round_end_events(state, rng)
    return []


def round_end_events(state: State, rng: Random) -> list[Event]:
    fields = [C.FIELDS_PER_PLAYER - left for left in state["fields_left"]]
    if fields[0] == fields[1]:
        winner = None
        # Reading: a tied round has no loser; the seat that did not begin it begins the next.
        next_first = other(state["round_first"])
    else:
        winner = 0 if fields[0] > fields[1] else 1
        next_first = other(winner)  # the loser begins the next round
    events = [make_event("round_scored", None, round=state["round"], fields=fields, winner=winner)]
    if state["round"] < C.ROUNDS:
        events.append(
            make_event(
                "round_started", None, round=state["round"] + 1, first=next_first, pile=shuffled_pile(rng)
            )
        )
    else:
        events.append(make_event("game_ended", None))
    return events
