"""A tiny throwaway rule set for the forced and conditional move tests: "Steps".

Two seats take turns moving their own pawn along a public track towards cell ``GOAL``. From most
cells a pawn steps 1 or 2; from a cell of ``NARROW`` it may only step 1 (one legal move, and
everyone can see it: a public forced move); from a cell of ``GATE`` it must spend one of the
tokens of its hidden hand (dealt at setup, seen by its owner only), so a hand of one token also
leaves one legal move, which the others must not learn (not a public forced move).
"""

from __future__ import annotations

from contextlib import contextmanager
from random import Random
from typing import Any

from games.engine import BaseRuleset, Event, IllegalMove, Move, Outcome, State, make_event, make_outcome
from games.rulesets import registry

GOAL = 12
NARROW = frozenset({2, 3, 8})
GATE = frozenset({5})
HANDS = (["red"], ["red", "blue"])


class Steps(BaseRuleset):
    id = "steps"
    name = "Steps"
    min_players = 2
    max_players = 2

    def setup(self, players: int, options: dict[str, Any], rng: Random) -> list[Event]:
        return [make_event("steps_started", None, hands=[list(hand) for hand in HANDS])]

    def evolve(self, state: State | None, event: Event) -> State:
        if event["type"] == "steps_started":
            return {"pos": [0, 0], "turn": 0, "hands": event["data"]["hands"], "over": False}
        assert state is not None
        seat = event["seat"]
        state["pos"][seat] += event["data"]["by"]
        if event["type"] == "token_spent":
            state["hands"][seat].remove(event["data"]["token"])
        state["turn"] = 1 - seat
        state["over"] = state["pos"][seat] >= GOAL
        return state

    def to_move(self, state: State) -> list[int]:
        return [] if state["over"] else [state["turn"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_move(state):
            return []
        here = state["pos"][seat]
        if here in GATE:
            return [{"type": "token", "token": token} for token in sorted(set(state["hands"][seat]))]
        if here in NARROW:
            return [{"type": "step", "by": 1}]
        return [{"type": "step", "by": 1}, {"type": "step", "by": 2}]

    def forced_move_is_public(self, state: State, seat: int) -> bool:
        return seat in self.to_move(state) and state["pos"][seat] in NARROW

    def decide(self, state: State, seat: int, move: Move, rng: Random) -> list[Event]:
        if move not in self.legal_moves(state, seat):
            raise IllegalMove("illegal_move", "You cannot make this move now.")
        if move["type"] == "token":
            return [make_event("token_spent", seat, token=move["token"], by=1)]
        return [make_event("stepped", seat, by=move["by"])]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"pos": state["pos"], "turn": state["turn"],
                "hand": state["hands"][seat] if seat is not None else None,
                "hand_sizes": [len(hand) for hand in state["hands"]]}

    def redact(self, event: Event, seat: int | None) -> Event | None:
        if event["type"] == "steps_started":
            data = {"hand": event["data"]["hands"][seat] if seat is not None else None}
            return {"type": event["type"], "seat": None, "data": data}
        if event["type"] == "token_spent":
            return {"type": event["type"], "seat": event["seat"], "data": {"by": 1}}
        return event

    def outcome(self, state: State) -> Outcome | None:
        return make_outcome(dict(enumerate(state["pos"]))) if state["over"] else None


@contextmanager
def steps_registered():
    """Register Steps for the duration of a test."""
    registry().register(Steps())
    try:
        yield
    finally:
        registry().unregister(Steps.id)
