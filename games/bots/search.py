"""Information-set Monte Carlo tree search over a rule set (single observer, SO-ISMCTS).

What the bot knows: only what its seat sees. Each iteration draws a full state from
``ruleset.sample_state(state, seat, rng)`` (a determinisation: other hands, decks and secret
choices re-drawn from what the seat cannot see), walks one shared tree down with it, and plays
on at random. The tree's nodes are moves (keyed by the seat that plays them and the move); a
move that is legal in only some determinisations is chosen by UCB over the iterations where it
was available (availability counts), so the statistics of every determinisation are pooled per
move. The other seats' decisions are searched in the same tree, each for its own reward.

A playout from the tree's leaf plays uniformly random legal moves (or the rule set's rollout
policy, ``heuristics.rollout_move``, where it has one), one seat of ``to_move`` at a time, at
most ``Level.playout_moves`` moves (or the rule set's ``heuristics.PLAYOUT_MOVES``); it is scored
by ``outcome`` when the game ended (winners share 1) or else by the rule set's evaluation
(``heuristics.evaluate``: a number per seat, higher is better, turned into a win share against
the best other seat), or a draw when the rule set has none.

Rule-set heuristics are optional: a module ``heuristics`` in the rule set's package (beside its
rules), found by import; it may define ``evaluate(state) -> list[float]``, ``SCALE`` (the score
difference that makes a clear lead), ``PLAYOUT_MOVES``, ``PLAYOUTS_SCALE`` (a factor on the
level's playouts, for a game whose moves are slow), ``rollout_move(state, seat, moves, rng) ->
move`` (the playouts' policy), ``policy_move(state, seat, rng) -> move`` (what "easy" plays
instead of its one-ply search), ``candidate_moves(state, seat, moves) -> moves`` (the moves
worth searching among the legal ones, for the search's decisions: a move that only undoes a step,
say, which a search could otherwise repeat without end; never empty; a single one is played
without search), ``CANDIDATES_BY_LEVEL`` (``{level name: candidate_moves}``, over
``candidate_moves``: a level with more playouts may search more of its decisions), ``PAIRED_ROOT``
and ``POLICY_MARGIN`` (below).

``PAIRED_ROOT``: instead of the tree, a flat search at the root for a game whose rollout policy
is good and whose luck is large: each round draws one determinisation and one seed, and plays
every root move out in that same world with that same luck (common random numbers), so that the
difference between two moves' results is the moves' own and not that of two worlds; the move with
the best mean reward is played, the rule set's ``policy_move`` unless another beats it by more
than ``POLICY_MARGIN``. A round costs one playout per root move, so the level's playouts buy
``playouts / moves`` rounds.

Budgets are in iterations (playouts), so that a decision is a function of the state as the seat
sees it and the rng alone; ``budget_ms`` with a ``clock`` (a function returning seconds, such as
``time.perf_counter``, injected by the caller) turns it into a time budget instead.
"""

from __future__ import annotations

import importlib
import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from types import ModuleType

from games.engine.errors import IllegalMove
from games.engine.ruleset import Ruleset
from games.engine.types import Move, State, copy_state


@dataclass(frozen=True)
class Level:
    """A bot's strength. ``playouts``: iterations per decision (0: no search, the easy player);
    ``playout_moves``: moves a playout plays before it is scored; ``nominal_ms``: the time the
    budget is meant to take, which ``budget_ms`` without a clock scales the playouts by;
    ``exploration``: the UCB constant."""

    name: str
    playouts: int
    playout_moves: int = 40
    nominal_ms: int = 1000
    exploration: float = 0.7


LEVELS: dict[str, Level] = {
    # one ply: the move whose result the rule set's evaluation likes best in one sample
    # (the rule set's timeout move where it has no evaluation); for timeouts and beginners
    "easy": Level("easy", playouts=0),
    "normal": Level("normal", playouts=150, nominal_ms=1000),
    "strong": Level("strong", playouts=600, nominal_ms=4000),
}

MAX_ITERATIONS = 100_000  # with a clock, a decision still ends


def move_key(move: Move) -> str:
    return json.dumps(move, sort_keys=True, separators=(",", ":"))


def heuristics_for(ruleset: Ruleset) -> ModuleType | None:
    """The rule set's optional ``heuristics`` module (beside its rules), or None."""
    package = type(ruleset).__module__
    try:
        return importlib.import_module(f"{package}.heuristics")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.heuristics":
            raise
        return None


@dataclass
class _Node:
    mover: int | None = None
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[str, _Node] = field(default_factory=dict)


class _Search:
    def __init__(self, ruleset: Ruleset, seat: int, level: Level, rng: Random) -> None:
        self.ruleset = ruleset
        self.seat = seat
        self.level = level
        self.rng = rng
        self.hints = heuristics_for(ruleset)
        self.evaluate = getattr(self.hints, "evaluate", None)
        self.scale = float(getattr(self.hints, "SCALE", 1.0))
        self.rollout_move = getattr(self.hints, "rollout_move", None)
        self.playout_moves = int(getattr(self.hints, "PLAYOUT_MOVES", level.playout_moves))
        self.policy_move = getattr(self.hints, "policy_move", None)
        self.candidates = getattr(self.hints, "CANDIDATES_BY_LEVEL", {}).get(
            level.name, getattr(self.hints, "candidate_moves", None))
        self.playouts_scale = float(getattr(self.hints, "PLAYOUTS_SCALE", 1.0))
        self.paired_root = bool(getattr(self.hints, "PAIRED_ROOT", False))
        self.policy_margin = float(getattr(self.hints, "POLICY_MARGIN", 0.0))

    # -- playing on a private state

    def play(self, state: State, seat: int, move: Move, rng: Random | None = None) -> State:
        for event in self.ruleset.decide(state, seat, move, rng or self.rng):
            state = self.ruleset.evolve(state, event)
        return state

    def rewards(self, state: State) -> dict[int, float]:
        """Each seat's win share of ``state``: the outcome's when the game is over, else the
        evaluation's (a draw for every seat without one: an absent seat reads 0.5)."""
        outcome = self.ruleset.outcome(state)
        if outcome is not None:
            seats = [int(key) for key in outcome["scores"]]
            winners = outcome["winners"]
            if not winners:
                return {seat: 1.0 / len(seats) for seat in seats}
            return {seat: (1.0 / len(winners) if seat in winners else 0.0) for seat in seats}
        if self.evaluate is None:
            return {}
        scores = self.evaluate(state)
        shares = {}
        for seat, score in enumerate(scores):
            best_other = max(other for index, other in enumerate(scores) if index != seat)
            shares[seat] = 1.0 / (1.0 + math.exp(max(-60.0, min(60.0, -(score - best_other) / self.scale))))
        return shares

    def next_actor(self, state: State, rng: Random | None = None) -> int | None:
        """The seat that moves next in ``state``: the one to move, or one drawn with the rng among
        several; ``None`` when nobody is to move."""
        seats = self.ruleset.to_move(state)
        if not seats:
            return None
        return seats[0] if len(seats) == 1 else (rng or self.rng).choice(seats)

    def playout(self, state: State, rng: Random | None = None) -> dict[int, float]:
        ruleset, rng = self.ruleset, rng or self.rng
        for _ in range(self.playout_moves):
            if ruleset.outcome(state) is not None or (actor := self.next_actor(state, rng)) is None:
                break
            moves = ruleset.legal_moves(state, actor)
            if not moves:
                break
            if self.rollout_move is not None:
                move = self.rollout_move(state, actor, moves, rng)
            else:
                move = moves[0] if len(moves) == 1 else rng.choice(moves)
            state = self.play(state, actor, move, rng)
        return self.rewards(state)

    # -- the tree

    def iterate(self, root: _Node, state: State, root_moves: list[tuple[str, Move]]) -> None:
        ruleset, rng = self.ruleset, self.rng
        sample = ruleset.sample_state(state, self.seat, rng)
        node, path = root, []
        actor = self.seat
        options = root_moves
        while True:
            for key, _ in options:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            untried = [(key, move) for key, move in options if key not in node.children]
            if untried:
                key, move = untried[0] if len(untried) == 1 else rng.choice(untried)
                child = node.children[key] = _Node(mover=actor, available=1)
            else:
                key, move = max(options, key=lambda option: self.ucb(node.children[option[0]]))
                child = node.children[key]
            try:
                sample = self.play(sample, actor, move)
            except IllegalMove:  # not legal in this determinisation after all: try another
                child.available -= 1
                if not untried:
                    return
                del node.children[key]
                return
            path.append(child)
            node = child
            if child.visits == 0 or ruleset.outcome(sample) is not None or (actor := self.next_actor(sample)) is None:
                break
            legal = ruleset.legal_moves(sample, actor)
            if self.candidates is not None and len(legal) > 1:
                legal = self.candidates(sample, actor, legal) or legal
            options = [(f"{actor}:{move_key(move)}", move) for move in legal]
            if not options:
                break
        rewards = self.playout(sample)
        for visited in path:
            visited.visits += 1
            visited.reward += rewards.get(visited.mover, 0.5)  # type: ignore[arg-type]

    def ucb(self, child: _Node) -> float:
        if child.visits == 0:
            return math.inf
        return child.reward / child.visits + self.level.exploration * math.sqrt(
            math.log(max(child.available, 1)) / child.visits)

    # -- flat, paired: every root move played out in the same worlds

    def paired(self, state: State, root_moves: list[tuple[str, Move]], totals: dict[str, list[float]]) -> None:
        """One round of the paired root search: one determinisation and one seed for the playouts'
        randomness, shared by every root move (common random numbers), so that the difference
        between two moves' results is the moves' and not the luck of two different worlds. Adds
        each move's reward and count to ``totals``; a move illegal in this world is skipped."""
        sample = self.ruleset.sample_state(state, self.seat, self.rng)
        seed = self.rng.getrandbits(64)
        for key, move in root_moves:
            rng = Random(seed)
            try:
                after = self.play(copy_state(sample), self.seat, move, rng)
            except IllegalMove:
                continue
            total = totals.setdefault(key, [0.0, 0])
            total[0] += self.playout(after, rng).get(self.seat, 0.5)
            total[1] += 1

    # -- without search

    def greedy(self, state: State, moves: list[Move]) -> Move:
        """The rule set's own policy where it has one; else one ply: the move whose result the
        evaluation likes best, in one sample (ties to the rule set's timeout move)."""
        if self.policy_move is not None:
            return self.policy_move(state, self.seat, self.rng)
        if self.evaluate is None:
            timeout = self.ruleset.timeout_move(state, self.seat)
            return next((move for move in moves if move == timeout), moves[0])
        sample = self.ruleset.sample_state(state, self.seat, self.rng)
        best, best_value = [], -math.inf
        for move in moves:
            try:
                after = self.play(copy_state(sample), self.seat, move)
            except IllegalMove:
                continue
            value = self.rewards(after).get(self.seat, 0.5)
            if value > best_value + 1e-9:
                best, best_value = [move], value
            elif abs(value - best_value) <= 1e-9:
                best.append(move)
        if not best:
            return moves[0]
        timeout = self.ruleset.timeout_move(state, self.seat)
        if timeout in best:
            return timeout
        return best[0] if len(best) == 1 else self.rng.choice(best)


def _playouts(search: _Search, spec: Level, budget_ms: float | None) -> int:
    """The playouts of a decision without a clock: the level's, scaled by ``budget_ms`` and the rule
    set's ``PLAYOUTS_SCALE``."""
    playouts = spec.playouts if budget_ms is None else max(
        1, round(max(spec.playouts, LEVELS["normal"].playouts) * budget_ms / spec.nominal_ms))
    return max(1, round(playouts * search.playouts_scale))


def _repeat(step: Callable[[], None], times: int, budget_ms: float | None,
            clock: Callable[[], float] | None) -> None:
    """Run ``step`` ``times`` times; or, with ``budget_ms`` and a ``clock``, until that much time
    has passed instead (at least once, at most ``MAX_ITERATIONS`` times)."""
    if budget_ms is None or clock is None:
        for _ in range(times):
            step()
        return
    deadline = clock() + budget_ms / 1000.0
    done = 0
    while done < MAX_ITERATIONS and (done == 0 or clock() < deadline):
        step()
        done += 1


def _paired_choice(search: _Search, state: State, seat: int, moves: list[Move], ordered: list[tuple[str, Move]],
                   spec: Level, budget_ms: float | None, clock: Callable[[], float] | None) -> Move:
    """The root move with the best mean reward over paired rounds (``_Search.paired``), each round
    costing one playout per root move; the rule set's policy move wins unless another beats it by
    more than ``POLICY_MARGIN`` (noise does not overturn it)."""
    totals: dict[str, list[float]] = {}
    rounds = max(1, -(-_playouts(search, spec, budget_ms) // len(ordered)))
    _repeat(lambda: search.paired(state, ordered, totals), rounds, budget_ms, clock)
    favourite = None
    if search.policy_move is not None:
        favourite = f"{seat}:{move_key(search.policy_move(state, seat, search.rng))}"

    def mean(key: str) -> float:
        reward, count = totals.get(key, (0.0, 0))
        bonus = search.policy_margin if key == favourite else 0.0
        return (reward / count if count else -1.0) + bonus

    best_key = max((key for key, _ in ordered), key=mean)
    chosen = dict(ordered)[best_key]
    return next(move for move in moves if move_key(move) == move_key(chosen))


def choose_move(
    ruleset: Ruleset,
    state: State,
    seat: int,
    *,
    level: str | Level = "normal",
    rng: Random,
    budget_ms: float | None = None,
    clock: Callable[[], float] | None = None,
) -> Move:
    """One of ``ruleset.legal_moves(state, seat)`` for ``seat`` (which must be in ``to_move``).

    ``level``: "easy" (one ply, no search), "normal" or "strong" (``LEVELS``), or a ``Level``.
    ``rng`` is the only randomness; the decision reads ``state`` only through
    ``ruleset.sample_state(state, seat, ...)`` and ``legal_moves(state, seat)``, so two states that
    look the same from ``seat`` give the same move for the same rng (up to the order
    ``legal_moves`` lists them in, which the search does not depend on). A single legal move is
    returned at once, without search. ``budget_ms``: with ``clock`` (seconds, e.g.
    ``time.perf_counter``), search until that much time has passed; without, the level's
    playouts scaled by ``budget_ms / level.nominal_ms``. ``state`` is never changed.
    """
    moves = ruleset.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    if len(moves) == 1:
        return moves[0]
    spec = LEVELS[level] if isinstance(level, str) else level
    search = _Search(ruleset, seat, spec, rng)
    candidates = moves
    if search.candidates is not None:
        candidates = search.candidates(state, seat, moves) or moves
    by_key = {move_key(move): move for move in candidates}
    ordered = [(f"{seat}:{key}", by_key[key]) for key in sorted(by_key)]
    if len(ordered) == 1:
        return next(move for move in moves if move_key(move) == ordered[0][0].split(":", 1)[1])
    if spec.playouts <= 0 and budget_ms is None:
        choice = search.greedy(state, [move for _, move in ordered])
        return next(move for move in moves if move_key(move) == move_key(choice))
    if search.paired_root:
        return _paired_choice(search, state, seat, moves, ordered, spec, budget_ms, clock)
    root = _Node()
    _repeat(lambda: search.iterate(root, state, ordered), _playouts(search, spec, budget_ms), budget_ms, clock)
    best_key = max(
        (key for key, _ in ordered),
        key=lambda key: (root.children[key].visits, root.children[key].reward) if key in root.children else (-1, 0.0),
    )
    chosen = dict(ordered)[best_key]
    return next(move for move in moves if move_key(move) == move_key(chosen))

