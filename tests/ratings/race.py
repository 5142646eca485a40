"""A tiny throwaway rule set for the ratings' tests: each seat in turn names its score, 0 to 9;
when every seat has, the game is over and the higher score ranks first (equal scores tie). A test
thus decides a game's ranking exactly, for 2 to 5 players.

Two options that change nothing of the play, for the ladders' tests: ``double`` splits the ladder
(the variant ``double``, as Greenland's advanced game does), ``note`` does not (as a rule set's
cosmetic option would not)."""

from __future__ import annotations

from contextlib import contextmanager
from random import Random
from typing import Any

from games.engine import BaseRuleset, Event, IllegalMove, Move, Outcome, State, make_event, make_outcome
from games.rulesets import registry
from ratings import variants


class Race(BaseRuleset):
    id = "race"
    name = "Race"
    min_players = 1
    max_players = 5
    options_schema = {"type": "object", "additionalProperties": False, "properties": {
        "double": {"type": "boolean", "default": False}, "note": {"type": "string", "default": ""}}}

    def setup(self, players: int, options: dict[str, Any], rng: Random) -> list[Event]:
        return [make_event("race_started", None, players=players)]

    def evolve(self, state: State | None, event: Event) -> State:
        if event["type"] == "race_started":
            return {"scores": [None] * event["data"]["players"]}
        assert state is not None
        state["scores"][event["seat"]] = event["data"]["score"]
        return state

    def to_move(self, state: State) -> list[int]:
        missing = [seat for seat, score in enumerate(state["scores"]) if score is None]
        return missing[:1]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        return [{"type": "score", "score": n} for n in range(10)] if seat in self.to_move(state) else []

    def decide(self, state: State, seat: int, move: Move, rng: Random) -> list[Event]:
        if move.get("type") != "score" or move.get("score") not in range(10):
            raise IllegalMove("bad_move", "Name a score from 0 to 9.")
        return [make_event("scored", seat, score=move["score"])]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"scores": state["scores"]}

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return event

    def outcome(self, state: State) -> Outcome | None:
        if any(score is None for score in state["scores"]):
            return None
        return make_outcome(dict(enumerate(state["scores"])))

    def timeout_move(self, state: State, seat: int) -> Move:
        return {"type": "score", "score": 0}

    def sample_state(self, state: State, seat: int, rng: Random) -> State:
        return {"scores": list(state["scores"])}  # nothing is hidden


RACE_VARIANTS = variants.Rules(splits=(variants.Split("double", "double", "Double"),), ignored=frozenset({"note"}))


@contextmanager
def race_registered():
    registry().register(Race())
    variants.RULES[Race.id] = RACE_VARIANTS
    try:
        yield
    finally:
        registry().unregister(Race.id)
        variants.RULES.pop(Race.id, None)
