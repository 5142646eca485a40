"""Random playouts straight through a rule set, without any database.

Used by the pure rule tests ("any legal move is accepted, every game ends") and by benchmarks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any

from games.engine.replay import fold
from games.engine.ruleset import Ruleset
from games.engine.types import Event, Outcome, State


@dataclass
class Playout:
    events: list[Event] = field(default_factory=list)
    state: State | None = None
    outcome: Outcome | None = None
    moves: int = 0


def random_playout(
    ruleset: Ruleset,
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    max_moves: int = 100_000,
) -> Playout:
    """Play a game by choosing uniformly among ``legal_moves`` until ``outcome`` is set.

    Each move is applied through ``decide`` (so every listed move is checked to be accepted) and
    folded with ``evolve``. Raises ``AssertionError`` if a listed move is rejected, if a seat to
    move has no legal move, or if the game does not end within ``max_moves``.
    """
    chooser = Random(seed)
    resolved = ruleset.resolve_options(players, options or {})
    result = Playout()
    result.events = ruleset.setup(players, resolved, Random(seed * 7919 + 1))
    state = fold(ruleset, result.events)
    assert state is not None
    while ruleset.outcome(state) is None:
        seats = ruleset.to_move(state)
        assert seats, "the game is not over but nobody is to move"
        seat = chooser.choice(seats)
        moves = ruleset.legal_moves(state, seat)
        assert moves, f"seat {seat} is to move but has no legal move"
        move = chooser.choice(moves)
        new_events = ruleset.decide(state, seat, move, Random(chooser.getrandbits(64)))
        result.events.extend(new_events)
        for event in new_events:
            state = ruleset.evolve(state, event)
        result.moves += 1
        assert result.moves <= max_moves, f"no end after {max_moves} moves"
    assert not ruleset.to_move(state), "the game is over but seats are still to move"
    result.state = state
    result.outcome = ruleset.outcome(state)
    return result
