"""What a bot (``games.bots``) may use besides the rules: an evaluation of unfinished games.

``evaluate(state)``: per seat, three per goal met (the victory-point levels reached with the
victory-point cards), plus its progress towards the goals not met yet and a little per card in
hand. ``SCALE``: the lead that is a clear lead. ``PLAYOUT_MOVES``: how far a bot's playout goes before
it is scored. ``policy_move`` (what "easy" plays) and ``rollout_move`` (the playouts' moves) are
the rule set's bot policy (``policy.py``); ``PLAYOUTS_SCALE``: the playouts, with it, are five
times dearer and need fewer. ``candidate_moves`` (``strong_candidate_moves`` for "strong",
``CANDIDATES_BY_LEVEL``): the decisions worth a search and their moves worth searching;
``PAIRED_ROOT``, ``POLICY_MARGIN``: the root compared in the same sampled worlds
(games/bots/search.py). Measured: games/bots/README.md, "Grænaland".
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
# Steps of a decision already taken, or choices the policy settles well enough: paying a project
# card by card, a palisade gift, hero plans, cards offered to another's joint work, a priest or
# minstrel offered a new church or hall. A search over them spends its playouts on noise.
STEPS = frozenset({"pay", "give_card", "plan_hero", "offer_card", "done_offering", "move_hero"})
ENDINGS = frozenset({"end_turn", "finish_building", "decline_favour", "abandon_joint"})
TOP_BUILDS = 3  # the projects worth most per card, as the policy weighs them


def candidate_moves(state: State, seat: int, moves: list[Move]) -> list[Move]:
    """The moves worth a search (never empty; all from ``moves``; a function of what ``seat`` sees).

    Never a move that only takes back a step of the seat's own (withdrawing its proposal,
    cancelling its project) while something else is legal: a search finds it as good as what it
    undoes and could repeat it without end. A mere step (``STEPS``) is the policy's alone. When
    building: the policy's move, the ``TOP_BUILDS`` projects that bring most toward winning per card,
    the supply cards and ending the phase; never a public work or a joint one, which count for
    no goal. Every other decision (proposals, votes, claims, the victory-point card, placement)
    keeps all its moves."""
    return _candidates(state, seat, moves, STEPS)


def strong_candidate_moves(state: State, seat: int, moves: list[Move]) -> list[Move]:
    """``candidate_moves`` with the hero plans searched too ("strong" has the playouts for their
    ten or so moves): a warrior moved where the votes are close wins a richer pile, which the
    policy, whose heroes stay, never tries."""
    return _candidates(state, seat, moves, STEPS - {"plan_hero"})


CANDIDATES_BY_LEVEL = {"strong": strong_candidate_moves}


def _candidates(state: State, seat: int, moves: list[Move], steps: frozenset[str]) -> list[Move]:
    moves = [move for move in moves if move["type"] not in UNDOING] or moves
    if len(moves) <= 1:
        return moves
    kinds = {move["type"] for move in moves}
    if not kinds & (steps | {"build", "take_supply"} | ENDINGS):
        return moves
    chosen = policy.choose_move(state, seat)
    if chosen not in moves:  # not expected: the policy plays a legal move and never an undoing one
        return moves
    if kinds & steps:
        return [chosen]
    builds = sorted(
        ((policy.project_gain(state, seat, move), index) for index, move in enumerate(moves)
         if move["type"] == "build"),
        key=lambda pair: (-pair[0], pair[1]),
    )
    keep = {index for gain, index in builds[:TOP_BUILDS] if gain > 0}
    return [move for index, move in enumerate(moves)
            if move == chosen or index in keep or move["type"] in ENDINGS or move["type"] == "take_supply"]


# The search's root: every candidate played out in the same sampled worlds with the same luck
# (games/bots/search.py, ``PAIRED_ROOT``), the policy's move kept unless another beats it by more
# than ``POLICY_MARGIN`` of a win share.
PAIRED_ROOT = True
POLICY_MARGIN = 0.005
