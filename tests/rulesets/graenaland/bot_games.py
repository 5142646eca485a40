"""Whole Grænaland games straight through the rule set, each seat played by a chooser: the bot
policy (``policy.choose_move``), the timeout move, or uniformly random legal moves.

Shared by ``test_policy.py`` and ``bench/graenaland_bots.py``. No database, no clock: every random
choice comes from the seed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from typing import Any

from games.engine.replay import fold
from games.rulesets.graenaland import GraenalandRuleset
from games.rulesets.graenaland.policy import choose_move

RULESET = GraenalandRuleset()

# chooser(state, seat, rng) -> move
Chooser = Callable[[dict, int, Random], dict]


def random_chooser(state: dict, seat: int, rng: Random) -> dict:
    return rng.choice(RULESET.legal_moves(state, seat))


def policy_chooser(state: dict, seat: int, rng: Random) -> dict:
    return choose_move(state, seat, rng)


def timeout_chooser(state: dict, seat: int, rng: Random) -> dict:
    return RULESET.timeout_move(state, seat)


@dataclass
class Game:
    state: dict
    moves: int
    turns: int
    ended_by_limit: bool
    winner: int | None


def play_game(players: int, seed: int, choosers: list[Chooser], options: dict[str, Any] | None = None,
              max_moves: int = 200_000) -> Game:
    """Play one game: seat ``k`` moves with ``choosers[k]``. Ends when the rules end it (a win or
    the safety limit); raises ``AssertionError`` after ``max_moves`` moves."""
    rng = Random(seed)
    resolved = RULESET.resolve_options(players, options or {})
    state = fold(RULESET, RULESET.setup(players, resolved, Random(seed * 7919 + 1)))
    moves = 0
    while RULESET.outcome(state) is None:
        seat = rng.choice(RULESET.to_move(state))
        move = choosers[seat](state, seat, Random(rng.getrandbits(64)))
        for event in RULESET.decide(state, seat, move, Random(rng.getrandbits(64))):
            state = RULESET.evolve(state, event)
        moves += 1
        assert moves <= max_moves, f"no end after {max_moves} moves"
    return Game(state, moves, state["turn"], state["ended_by_limit"], state["winner"])


OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"advanced_setup": True},
    {"victory_point_cards": True},
    {"advanced_setup": True, "victory_point_cards": True},
    {"three_player_modifications": False},
]


def options_for(players: int, seed: int) -> dict[str, Any]:
    """The option set of a seeded game, cycling through ``OPTION_SETS`` (the favour with 5 players,
    the only count ``resolve_options`` keeps it for), resolved by the rule set."""
    options = dict(OPTION_SETS[seed % len(OPTION_SETS)])
    if players == 5 and seed % 2:
        options["five_player_favour"] = True
    return RULESET.resolve_options(players, options)
