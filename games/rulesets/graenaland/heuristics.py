"""What a bot (``games.bots``) may use besides the rules: an evaluation of unfinished games.

``evaluate(state)``: per seat, three per goal met (the victory-point levels reached with the
victory-point cards), plus its progress towards the goals not met yet and a little per card in
hand. ``SCALE``: the lead that is a clear lead. ``PLAYOUT_MOVES``: how far a bot's playout goes before
it is scored. ``policy_move`` (what "easy" plays) and ``rollout_move`` (the playouts' moves) are
the rule set's bot policy (``policy.py``); ``PLAYOUTS_SCALE``: the playouts, with it, are five
times dearer and need fewer.
"""

from __future__ import annotations

from random import Random

from games.engine.types import Move, State
from games.rulesets.graenaland import policy
from games.rulesets.graenaland.components import BASIC_GOALS
from games.rulesets.graenaland.scoring import measures, points

SCALE = 1.5
PLAYOUT_MOVES = 20


def evaluate(state: State) -> list[float]:
    values = []
    for seat in range(state["players"]):
        reached = measures(state, seat)
        progress = sum(min(reached[goal] / target, 1.0) for goal, target in BASIC_GOALS.items())
        values.append(3.0 * points(state, seat) + progress + 0.05 * len(state["hands"][seat]))
    return values


PLAYOUTS_SCALE = 0.2  # the policy makes each playout move dearer, and each worth more
EPSILON = 0.1


def policy_move(state: State, seat: int, rng: Random) -> Move:
    """The rule set's bot policy (``policy.choose_move``), which plays toward the victory
    condition; ``rng`` breaks its ties."""
    return policy.choose_move(state, seat, rng)


def rollout_move(state: State, seat: int, moves: list[Move], rng: Random) -> Move:
    """The policy, with a random legal move one time in ten (so playouts differ)."""
    if rng.random() < EPSILON:
        return rng.choice(moves)
    return policy.choose_move(state, seat, rng)


UNDOING = frozenset({"withdraw_proposal", "cancel_project"})


def candidate_moves(state: State, seat: int, moves: list[Move]) -> list[Move]:
    """The moves worth a search: all but those that only take back a step of the seat's own
    (withdrawing its proposal, cancelling its project), which a search finds as good as what they
    undo and could repeat without end; those stay when nothing else is legal."""
    return [move for move in moves if move["type"] not in UNDOING] or moves
