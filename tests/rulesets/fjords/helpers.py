"""Helpers to build Fjords states by folding hand-written events, and to play moves."""

from __future__ import annotations

from random import Random
from typing import Any

from games.engine import fold, make_event
from games.rulesets.fjords import FjordsRuleset
from games.rulesets.fjords import components as C
from games.rulesets.fjords.flow import advance
from games.rulesets.fjords.hexes import distinct_rotations, rotate

RULES = FjordsRuleset()


def tile_ids(corners: str) -> list[int]:
    """The draw tile ids of a tile type (given in any rotation)."""
    rotations = {rotated for _rotation, rotated in distinct_rotations(corners)}
    found = [tile for tile in C.DRAW_IDS if C.TILES[tile] in rotations]
    assert found, f"no draw tile {corners}"
    return found


def rotation_for(tile: int, corners: str) -> int:
    """The rotation that turns ``tile`` into ``corners``."""
    for rotation in range(6):
        if rotate(C.TILES[tile], rotation) == corners:
            return rotation
    raise AssertionError(f"tile {C.TILES[tile]} cannot be turned into {corners}")


def pile_with(*first: int) -> list[int]:
    """A draw pile starting with ``first``, then every other draw tile in id order."""
    return list(first) + [tile for tile in C.DRAW_IDS if tile not in first]


def start(pile: list[int] | None = None, first: int = 0, seed: int = 0) -> dict[str, Any]:
    """Round 1 from a chosen pile order, with the automatic steps applied (as setup does)."""
    pile = pile_with() if pile is None else pile
    events = advance(None, [make_event("round_started", None, round=1, first=first, pile=pile)], Random(seed))
    return fold(RULES, events)


def play(
    state: dict[str, Any], seat: int, move: dict[str, Any], seed: int = 0
) -> tuple[dict[str, Any], list]:
    """Apply a move (checked to be listed as legal); return the new state and its events."""
    assert move in RULES.legal_moves(state, seat), (move, RULES.legal_moves(state, seat))
    events = RULES.decide(state, seat, move, Random(seed))
    return fold(RULES, events, state), events


def place(
    state: dict[str, Any], seat: int, corners: str, q: int, r: int, hut: bool | None = None
) -> dict[str, Any]:
    """Place the tile in hand so that it shows ``corners``, then build a hut or not if asked."""
    rotation = rotation_for(state["hand"], corners)
    state, _events = play(state, seat, {"type": "place", "q": q, "r": r, "rotation": rotation})
    if hut is not None:
        state, _events = play(state, seat, {"type": "hut" if hut else "no_hut"})
    return state


def types(events: list) -> list[str]:
    return [event["type"] for event in events]
