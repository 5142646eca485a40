"""Helpers to build Knarr states by folding hand-written setup events, and to play moves."""

from __future__ import annotations

import copy
from random import Random
from typing import Any

from games.engine import fold, make_event
from games.rulesets.knarr import KnarrRuleset
from games.rulesets.knarr import components as C

RULES = KnarrRuleset()


def start(players: int = 3, seed: int = 1, **options: Any) -> dict[str, Any]:
    resolved = RULES.resolve_options(players, options)
    return fold(RULES, RULES.setup(players, resolved, Random(seed)))


class Pool:
    """Hands out distinct Viking card ids of a wanted colour and symbol."""

    def __init__(self, players: int = 4) -> None:
        self.free = C.viking_deck(players)

    def take(self, colour: str, gain: str, count: int = 1) -> list[int]:
        found = [c for c in self.free if C.colour_of(c) == colour and C.gain_of(c) == gain][:count]
        assert len(found) == count, f"not enough {colour} {gain} cards"
        for card in found:
            self.free.remove(card)
        return found

    def one(self, colour: str, gain: str) -> int:
        return self.take(colour, gain)[0]

    def any(self, count: int) -> list[int]:
        found = self.free[:count]
        self.free = self.free[count:]
        return found


def scenario(
    players: int = 2,
    *,
    crews: list[list[int]] | None = None,
    hands: list[list[int]] | None = None,
    board: dict[str, int] | None = None,
    deck: list[int] | None = None,
    pool: Pool | None = None,
    display: dict[str, list[int]] | None = None,
    dest_deck: dict[str, list[int]] | None = None,
    artifacts: list[str] | None = None,
    ship_side: str = "normal",
    first: int = 0,
) -> dict[str, Any]:
    """A state folded from a hand-written setup event and the first player's turn start.

    Unspecified parts are filled from ``pool`` (the cards not used elsewhere); ``deck=None`` puts
    every remaining card of the pool in the deck, in id order.
    """
    pool = pool or Pool(4)
    crews = crews if crews is not None else [[] for _ in range(players)]
    hands = hands if hands is not None else [pool.any(3) for _ in range(players)]
    if board is None:
        board = {colour: pool.any(1)[0] for colour in C.COLOURS}
    deck = list(pool.free) if deck is None else deck
    display = display or {"A": [1, 2, 3], "B": [21, 22, 23]}
    if dest_deck is None:
        dest_deck = {
            name: [n for n in C.DESTINATION_DECKS[name] if n not in display[name]] for name in ("A", "B")
        }
    setup = make_event(
        "game_set_up",
        None,
        ship_side=ship_side,
        artifacts=artifacts or [],
        board=board,
        crews=crews,
        hands=hands,
        deck=deck,
        dest_deck=dest_deck,
        display=display,
        first=first,
    )
    return fold(RULES, [setup, make_event("turn_started", first, fame_vp=0, reputation=0)])


def play(
    state: dict[str, Any], seat: int, move: dict[str, Any], seed: int = 0
) -> tuple[dict[str, Any], list]:
    """Apply a move (checked to be listed as legal) and return the new state and its events."""
    assert move in RULES.legal_moves(state, seat), (move, RULES.legal_moves(state, seat))
    events = RULES.decide(state, seat, move, Random(seed))
    return fold(RULES, events, state), events


def play_any(
    state: dict[str, Any], seat: int, move: dict[str, Any], seed: int = 0
) -> tuple[dict[str, Any], list]:
    """Apply a move accepted by ``decide`` without requiring it to be listed (e.g. a non-top card)."""
    events = RULES.decide(state, seat, move, Random(seed))
    return fold(RULES, events, state), events


def types(events: list) -> list[str]:
    return [event["type"] for event in events]


def clone(state: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(state)
