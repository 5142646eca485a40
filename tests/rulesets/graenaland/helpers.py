"""Helpers for the Grænaland rule tests: set up games, play moves, build scenario states."""

from __future__ import annotations

import json
from random import Random
from typing import Any

from games.engine.replay import fold
from games.rulesets.graenaland import GraenalandRuleset
from games.rulesets.graenaland.common import Emitter
from games.rulesets.graenaland.components import GOALS, VP_CARDS
from games.rulesets.graenaland.scoring import measures
from games.rulesets.graenaland.state import new_state, start_building

RULESET = GraenalandRuleset()


def new_game(players: int = 4, seed: int = 1, **options: Any) -> tuple[list[dict], dict]:
    resolved = RULESET.resolve_options(players, options)
    events = RULESET.setup(players, resolved, Random(seed))
    return events, fold(RULESET, events)


def play(state: dict, seat: int, move: dict, seed: int = 0) -> tuple[list[dict], dict]:
    """Apply ``move`` (checked by ``decide``) and return the events and the new state."""
    events = RULESET.decide(state, seat, move, Random(seed))
    copy = json.loads(json.dumps(state))
    for event in events:
        copy = RULESET.evolve(copy, event)
    return events, copy


def blank(players: int = 4, **options: Any) -> dict:
    """A bare board of the standard layout, nobody placed, no cards anywhere."""
    from games.rulesets.graenaland.components import LAYOUTS

    resolved = RULESET.resolve_options(players, options)
    layout = LAYOUTS[players]
    return new_state(players, resolved, layout["coast"], layout["inland"])


def building_state(players: int = 4, seat: int = 0, **options: Any) -> dict:
    """A blank board where ``seat`` is the main player in its building phase."""
    state = blank(players, **options)
    state["main"] = seat
    state["turn"] = 1
    start_building(state, seat, final=False)
    return state


def give(state: dict, seat: int, *resources: str) -> list[str]:
    """Move one resource card of each named resource (or supply id) from the decks to a hand."""
    from games.rulesets.graenaland.components import RESOURCE_CARDS

    taken = []
    for resource in resources:
        if resource.startswith("supply-"):
            state["supply_deck"].remove(resource)
            state["hands"][seat].append(resource)
            taken.append(resource)
            continue
        for terrain, deck in state["decks"].items():
            card = next((c for c in deck if RESOURCE_CARDS[c][1] == resource), None)
            if card is not None:
                state["decks"][terrain].remove(card)
                state["hands"][seat].append(card)
                taken.append(card)
                break
        else:
            raise AssertionError(f"no {resource} card left")
    return taken


def emitter(state: dict) -> Emitter:
    return Emitter(state)


def pay_all(state: dict, seat: int) -> dict:
    """Pay the current project with the first listed payment step until it is built."""
    while state["build"] and state["build"]["project"] is not None:
        moves = [m for m in RULESET.legal_moves(state, seat) if m["type"] in ("pay", "give_card")]
        assert moves, "the project cannot be paid"
        _, state = play(state, seat, moves[0])
    return state


def levels_per_column(state, seat, card):
    """How many levels of each column of victory-point card ``card`` the seat reaches."""
    values = measures(state, seat)
    return {goal: sum(1 for level in VP_CARDS[card][goal] if values[goal] >= level) for goal in GOALS}
