"""A tiny throwaway rule set for service tests: simultaneous secret choices.

"Duel": two seats each choose 1, 2 or 3 at the same time, for two rounds; a choice stays hidden
from the other seat until both have chosen; the higher total wins. Its ``decide`` trusts the
shape of a move on purpose (``move["number"] + 0``), so a malformed move raises a plain
``TypeError``/``KeyError`` the way a careless rule set would.
"""

from __future__ import annotations

from contextlib import contextmanager
from random import Random
from typing import Any

from games.engine import BaseRuleset, Event, IllegalMove, Move, Outcome, State, make_event, make_outcome
from games.rulesets import registry

ROUNDS = 2


class Duel(BaseRuleset):
    id = "duel"
    name = "Duel"
    min_players = 2
    max_players = 2

    def setup(self, players: int, options: dict[str, Any], rng: Random) -> list[Event]:
        return [make_event("duel_started", None, players=players)]

    def evolve(self, state: State | None, event: Event) -> State:
        if event["type"] == "duel_started":
            return {"round": 1, "chosen": {}, "totals": [0, 0], "over": False}
        assert state is not None
        if event["type"] == "number_chosen":
            state["chosen"][str(event["seat"])] = event["data"]["number"]
        elif event["type"] == "round_revealed":
            for seat, number in event["data"]["numbers"].items():
                state["totals"][int(seat)] += number
            state["chosen"] = {}
            state["round"] += 1
            state["over"] = state["round"] > ROUNDS
        return state

    def to_move(self, state: State) -> list[int]:
        return [] if state["over"] else [seat for seat in (0, 1) if str(seat) not in state["chosen"]]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_move(state):
            return []
        return [{"type": "choose", "number": number} for number in (1, 2, 3)]

    def decide(self, state: State, seat: int, move: Move, rng: Random) -> list[Event]:
        if move["type"] != "choose":
            raise IllegalMove("unknown_move_type", f"There is no move {move['type']!r} in Duel.")
        number = move["number"] + 0  # a careless rule set: a string here raises TypeError
        if number not in (1, 2, 3):
            raise IllegalMove("bad_number", "Choose 1, 2 or 3.")
        events = [make_event("number_chosen", seat, number=number)]
        if len(state["chosen"]) == 1:
            numbers = {**state["chosen"], str(seat): number}
            events.append(make_event("round_revealed", None, numbers=numbers))
        return events

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"round": state["round"], "totals": state["totals"],
                "my_choice": state["chosen"].get(str(seat)) if seat is not None else None,
                "chosen": sorted(int(s) for s in state["chosen"])}

    def redact(self, event: Event, seat: int | None) -> Event | None:
        if event["type"] == "number_chosen" and event["seat"] != seat:
            return {"type": event["type"], "seat": event["seat"], "data": {}}
        return event

    def outcome(self, state: State) -> Outcome | None:
        return make_outcome(dict(enumerate(state["totals"]))) if state["over"] else None

    def timeout_move(self, state: State, seat: int) -> Move:
        return {"type": "choose", "number": 1}


@contextmanager
def duel_registered():
    """Register Duel for the duration of a test."""
    registry().register(Duel())
    try:
        yield
    finally:
        registry().unregister(Duel.id)
