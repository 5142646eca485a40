"""Helpers to build Greenland states by hand and feed them chosen dice."""

from __future__ import annotations

from random import Random
from typing import Any

from games.engine import make_event
from games.rulesets.greenland import GreenlandRuleset, flow, tables
from games.rulesets.greenland.state import new_state

RULES = GreenlandRuleset()


def _stop(state: dict[str, Any], task: dict[str, Any]) -> None:
    """A test-only task: halt the agenda so that a scenario does not roll into the next turn."""
    state["step"] = {"kind": "stopped"}


# Tests only: the rule set's tables are built in tables.py alone and no module of it adds to them.
# Here, not in a conftest fixture, so that the tests also run with ``--noconftest`` (README).
tables.TASKS.setdefault("stop", _stop)


class ScriptedRng(Random):
    """An rng whose dice are scripted (``randint``); ``choice`` takes the scripted cards first."""

    def __init__(self, dice: list[int] | None = None, cards: list[str] | None = None) -> None:
        super().__init__(0)
        self.dice = list(dice or [])
        self.cards = list(cards or [])

    def randint(self, a: int, b: int) -> int:
        assert self.dice, "the test did not script enough dice"
        return self.dice.pop(0)

    def choice(self, seq: Any) -> Any:
        if self.cards:
            card = self.cards.pop(0)
            assert card in seq
            return card
        return super().choice(seq)


def make_state(
    tribes: list[str],
    *,
    north: list[str] | None = None,
    south: list[str] | None = None,
    survivor: bool = False,
    event: str = "pack_ice",
    game: str = "beginner",
    **options: Any,
) -> dict[str, Any]:
    """A state at turn 1 with the given rows (warm side), nothing on the agenda."""
    state = new_state(tribes, {"game": game, "survivor": survivor, **options})
    for row, cards in (("north", north or []), ("south", south or [])):
        for card in cards:
            state["rows"][row]["warm"].append(card)
            if card in state["piles"][row]:
                state["piles"][row].remove(card)
    state["turn"] = 1
    state["event"] = event
    for key in ("stolen", "placed"):
        state[key] = {}
    state["hunted"] = []
    flow.record_start(state)
    return state


def run(state: dict[str, Any], tasks: list[dict[str, Any]]) -> dict[str, Any]:
    """Put ``tasks`` on the agenda (followed by nothing) and advance to the first stop."""
    state["tasks"] = list(tasks) + [{"do": "stop"}]
    state["step"] = None
    tables.advance(state)
    return state


def play(
    state: dict[str, Any],
    seat: int,
    move: dict[str, Any],
    dice: list[int] | None = None,
    cards: list[str] | None = None,
) -> list[dict[str, Any]]:
    """Decide a move with scripted dice and fold its events into ``state`` (in place)."""
    events = RULES.decide(state, seat, move, ScriptedRng(dice, cards))
    for event in events:
        tables.evolve(state, event)
    return events


def roll(state: dict[str, Any], dice: list[int], seat: int | None = None) -> None:
    """Answer the chance step with these dice."""
    assert state["step"]["kind"] == "chance", state["step"]
    tables.evolve(state, make_event("dice_rolled", seat, dice=dice, purpose=state["step"]["purpose"]))


def seat_of(state: dict[str, Any], tribe: str) -> int:
    return [p["tribe"] for p in state["players"]].index(tribe)
