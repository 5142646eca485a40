"""``sample_state``: a bot's determinisation knows what its seat knows, and no more.

For every rule set, over positions of random games: the sample looks the same as the state from
the seat (its ``view``), the game goes on from it (``legal_moves``, ``decide``, ``evolve``), the
state is left untouched, and two states that look the same from the seat give the same sample for
the same rng (the sample itself, and another sample, look the same as the state)."""

from __future__ import annotations

import json
from random import Random

import pytest

from games.engine.replay import fold
from games.engine.types import copy_state
from games.rulesets import registry

# (rule set, players, options): every game, hidden-information options on
CASES = [
    ("uigo", 2, {}),
    ("uigo", 4, {}),
    ("fjords", 2, {}),
    ("knarr", 2, {}),
    ("knarr", 3, {}),
    ("graenaland", 3, {}),
    ("graenaland", 4, {"advanced_setup": True, "victory_point_cards": True}),
    ("greenland", 2, {}),
    ("greenland", 3, {"game": "advanced"}),
]
SEEDS = (1, 2, 3)
MAX_MOVES = 600
POSITIONS = 10


def canonical(value) -> str:
    return json.dumps(value, sort_keys=True)


def positions(ruleset, players: int, options: dict, seed: int):
    """States along a random game (every few moves, up to ``MAX_MOVES``)."""
    chooser = Random(seed)
    resolved = ruleset.resolve_options(players, options)
    state = fold(ruleset, ruleset.setup(players, resolved, Random(seed * 7919 + 1)))
    found = []
    for _step in range(MAX_MOVES):
        if ruleset.outcome(state) is not None:
            break
        if chooser.random() < POSITIONS / 150:
            found.append(copy_state(state))
        seat = chooser.choice(ruleset.to_move(state))
        move = chooser.choice(ruleset.legal_moves(state, seat))
        for event in ruleset.decide(state, seat, move, Random(chooser.getrandbits(32))):
            state = ruleset.evolve(state, event)
    found.append(state)
    return found[:POSITIONS] + found[-1:]


def play_on(ruleset, state, rng: Random, moves: int = 30) -> None:
    """Random legal moves from ``state``: each accepted and folded without error."""
    for _ in range(moves):
        if ruleset.outcome(state) is not None:
            return
        seats = ruleset.to_move(state)
        assert seats
        seat = rng.choice(seats)
        legal = ruleset.legal_moves(state, seat)
        assert legal
        for event in ruleset.decide(state, seat, rng.choice(legal), Random(rng.getrandbits(32))):
            state = ruleset.evolve(state, event)


@pytest.mark.parametrize(("ruleset_id", "players", "options"), CASES,
                         ids=[f"{c[0]}-{c[1]}-{len(c[2])}" for c in CASES])
@pytest.mark.parametrize("seed", SEEDS)
def test_a_sample_looks_the_same_from_the_seat_and_depends_on_nothing_else(ruleset_id, players, options, seed):
    ruleset = registry().get(ruleset_id)
    for number, state in enumerate(positions(ruleset, players, options, seed)):
        before = canonical(state)
        for seat in range(players):
            k = seed * 1000 + number * 10 + seat
            sample = ruleset.sample_state(state, seat, Random(k))
            assert canonical(state) == before, "sample_state changed the state"
            assert canonical(ruleset.view(sample, seat)) == canonical(ruleset.view(state, seat))
            assert ruleset.to_move(sample) == ruleset.to_move(state)
            for mover in ruleset.to_move(sample):
                assert canonical(ruleset.legal_moves(sample, mover)) == canonical(
                    ruleset.legal_moves(state, mover)) or mover != seat
            play_on(ruleset, copy_state(sample), Random(k))
            # states that look the same from the seat: the sample, another sample
            again = canonical(ruleset.sample_state(state, seat, Random(k)))
            assert canonical(sample) == again, "not deterministic for the same rng"
            other = ruleset.sample_state(state, seat, Random(k + 7))
            for look_alike in (sample, other):
                assert canonical(ruleset.view(look_alike, seat)) == canonical(ruleset.view(state, seat))
                assert canonical(ruleset.sample_state(look_alike, seat, Random(k))) == again
