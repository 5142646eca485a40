"""``games.bots.choose_move``: a legal move for any position of any game, the same move for the
same rng and for states that look the same from the seat, and no search for a forced move."""

from __future__ import annotations

import json
from random import Random

import pytest

from games.bots import LEVELS, Level, choose_move
from games.rulesets import registry
from tests.rulesets.test_sampling import positions

GAMES = [("uigo", 3, {}), ("fjords", 2, {}), ("knarr", 2, {}), ("graenaland", 3, {}), ("greenland", 2, {})]
QUICK = Level("quick", playouts=12, playout_moves=10)


def canonical(value) -> str:
    return json.dumps(value, sort_keys=True)


def decisions(ruleset, players, options, seed):
    """(state, seat, legal moves) at positions of a random game where a seat has a choice."""
    for state in positions(ruleset, players, options, seed)[:4]:
        for seat in ruleset.to_move(state):
            legal = ruleset.legal_moves(state, seat)
            if len(legal) > 1:
                yield state, seat, legal


@pytest.mark.parametrize(("ruleset_id", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_legal_move_deterministic_for_the_rng_and_blind_to_what_the_seat_cannot_see(ruleset_id, players, options):
    ruleset = registry().get(ruleset_id)
    seen = 0
    for state, seat, legal in decisions(ruleset, players, options, seed=4):
        before = canonical(state)
        for level in ("easy", QUICK):
            move = choose_move(ruleset, state, seat, level=level, rng=Random(7))
            assert move in legal
            assert canonical(state) == before, "choose_move changed the state"
            assert canonical(choose_move(ruleset, state, seat, level=level, rng=Random(7))) == canonical(move)
            look_alike = ruleset.sample_state(state, seat, Random(99))
            again = choose_move(ruleset, look_alike, seat, level=level, rng=Random(7))
            assert canonical(again) == canonical(move), "the bot saw something its seat cannot see"
        seen += 1
    assert seen


def test_budget_ms_with_an_injected_clock_is_a_time_budget():
    ruleset = registry().get("uigo")
    state, seat, legal = next(decisions(ruleset, 2, {}, seed=4))
    ticks = iter(range(1000))
    calls = []

    def clock() -> float:
        calls.append(1)
        return next(ticks) * 0.01  # 10 ms per reading

    move = choose_move(ruleset, state, seat, level="normal", rng=Random(1), budget_ms=50, clock=clock)
    assert move in legal
    assert 3 <= len(calls) <= 10


def test_a_single_legal_move_is_played_without_search():
    class Counting:
        """A rule set wrapper that fails if anything but ``legal_moves`` is asked."""

        def __init__(self, ruleset):
            self.ruleset = ruleset

        def legal_moves(self, state, seat):
            return self.ruleset.legal_moves(state, seat)

        def __getattr__(self, name):
            raise AssertionError(f"searched: {name}")

    ruleset = registry().get("uigo")
    for state in positions(ruleset, 2, {}, seed=1):
        for seat in ruleset.to_move(state):
            legal = ruleset.legal_moves(state, seat)
            if len(legal) == 1:
                assert choose_move(Counting(ruleset), state, seat, level="strong", rng=Random(0)) == legal[0]
                return
    pytest.skip("no forced move in these positions")


def test_levels_are_documented_and_ordered():
    assert list(LEVELS) == ["easy", "normal", "strong"]
    assert LEVELS["easy"].playouts == 0 < LEVELS["normal"].playouts < LEVELS["strong"].playouts
