"""Shared helpers of the contract tests: games, threads, and the oracle every test ends with.

The oracle (``assert_projections_follow_the_log``) is written here from the contracts in
DESIGN.md and docs/design/ (move-path.md, event-store.md), not borrowed from the services' own
tests: the event log is the truth, and everything else (``Game`` status/to_move/seq/outcome/deadline,
the seat clocks, snapshots, the state cache) must be what a fold of the log gives.
"""

from __future__ import annotations

import copy
import json
import threading
from collections.abc import Callable
from itertools import groupby
from typing import Any

from games import services
from games.engine import fold, rng_for
from games.meta_events import META_PREFIX
from games.models import Event, Game, Seat, Snapshot
from games.services.reads import STATE_CACHE
from tests.threads import Worker

WAIT = 20  # seconds a thread may take before the test calls it hung

# Seat counts for a game of each rule set (the smallest each accepts, but Grænaland's 3).
RULESETS = {"uigo": 2, "fjords": 2, "knarr": 2, "graenaland": 3, "greenland": 2}


def plain(value: Any) -> Any:
    """``value`` as JSON gives it back (what a snapshot or an API answer holds)."""
    return json.loads(json.dumps(value, default=str))


def new_game(players: list, ruleset: str = "uigo", count: int | None = None, **kwargs: Any) -> Game:
    count = RULESETS.get(ruleset, 2) if count is None else count
    return services.create_game(
        creator=players[0], ruleset_id=ruleset, seats=[p.pk for p in players[:count]], **kwargs
    )


def seat_players(game: Game) -> dict[int, Any]:
    return {row.seat: row.player for row in Seat.objects.filter(game=game).select_related("player")}


def next_move(game_id: int, pick: int = 0, seat: int | None = None) -> tuple[int, int, dict]:
    """(seq, seat, a legal move): of the first seat to move unless ``seat`` is given."""
    game = Game.objects.get(pk=game_id)
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    to_move = ruleset.to_move(state)
    seat = to_move[0] if seat is None else seat
    moves = ruleset.legal_moves(state, seat)
    return game.seq, seat, moves[pick % len(moves)]


def run_together(functions: list[Callable[[], Any]]) -> list[Any]:
    """Start every function in its own thread at the same moment (a barrier); their outcomes."""
    barrier = threading.Barrier(len(functions))

    def gated(fn: Callable[[], Any]) -> Callable[[], Any]:
        def run() -> Any:
            barrier.wait(WAIT)
            return fn()

        return run

    workers = [Worker(f"worker-{index}", gated(fn)) for index, fn in enumerate(functions)]
    for worker in workers:
        worker.start()
    return [worker.outcome() for worker in workers]


def snapshot_of_rows(game_id: int) -> dict[str, Any]:
    """Everything a refused request must leave as it was: events, game row, seats, snapshots,
    notifications."""
    from outbox.models import Notification

    game = Game.objects.filter(pk=game_id).values().get()
    return {
        "events": list(Event.objects.filter(game_id=game_id).order_by("seq").values()),
        "game": game,
        "seats": list(Seat.objects.filter(game_id=game_id).order_by("seat").values()),
        "snapshots": list(
            Snapshot.objects.filter(game_id=game_id).order_by("seq").values_list("seq", flat=True)
        ),
        "notifications": sorted(Notification.objects.filter(game_id=game_id).values_list("key", flat=True)),
    }


def assert_projections_follow_the_log(game_id: int) -> list[list[Event]]:
    """The log is gap-free and made of whole batches, and every projection is what it implies.

    - seqs 1..N, ``Game.seq`` = N, each batch a run of seqs starting at its own seq;
    - the current state read through the cache, from the snapshots, and from the events alone
      are all the fold of the rule events; each snapshot equals the fold at its seq;
    - ``Game.status``/``outcome``/``to_move`` follow the fold (an ``meta:aborted`` game: nobody to move);
    - a seat is ``is_to_move`` exactly when it is in ``to_move``, and then has a clock (a deadline
      when the game has a move time limit), otherwise none; ``Game.deadline`` is the earliest.
    Returns the batches.
    """
    game = Game.objects.get(pk=game_id)
    ruleset = services.ruleset_for(game)
    rows = list(Event.objects.filter(game_id=game_id).order_by("seq"))
    assert [row.seq for row in rows] == list(range(1, len(rows) + 1)), "the log has a gap"
    assert game.seq == len(rows), f"Game.seq {game.seq} for {len(rows)} events"
    batches = [list(group) for _batch, group in groupby(rows, key=lambda row: row.batch)]
    assert len({batch[0].batch for batch in batches}) == len(batches), "a batch is split"
    for batch in batches:
        assert [row.seq for row in batch] == list(range(batch[0].batch, batch[0].batch + len(batch)))

    rule_events = [row.as_engine_event() for row in rows if not row.type.startswith(META_PREFIX)]
    folded = plain(fold(ruleset, rule_events))
    assert plain(services.load_state(game)) == folded, "the state read (cache) differs from the fold"
    STATE_CACHE.clear()
    assert plain(services.load_state(Game.objects.get(pk=game_id))) == folded, "the state read differs"
    positions = [row.seq for row in rows if not row.type.startswith(META_PREFIX)]
    for snapshot in Snapshot.objects.filter(game_id=game_id, rules_version=ruleset.rules_version):
        upto = [event for event, seq in zip(rule_events, positions, strict=True) if seq <= snapshot.seq]
        assert snapshot.state == plain(fold(ruleset, upto)), (
            f"snapshot at {snapshot.seq} differs from the fold"
        )

    aborted = any(row.type == f"{META_PREFIX}aborted" for row in rows)
    if folded is None:
        outcome, to_move = None, []
    else:
        outcome = ruleset.outcome(folded)
        to_move = [] if outcome is not None or aborted else sorted(ruleset.to_move(folded))
    expected_status = (
        Game.Status.ABORTED
        if aborted
        else Game.Status.FINISHED
        if outcome is not None
        else Game.Status.ACTIVE
        if folded is not None
        else Game.Status.WAITING
    )
    assert game.status == expected_status, f"status {game.status}, the log says {expected_status}"
    if not aborted:
        assert plain(game.outcome) == plain(outcome), "the outcome differs from the fold"
    assert sorted(game.to_move) == to_move, f"to_move {game.to_move}, the fold says {to_move}"

    seats = list(Seat.objects.filter(game_id=game_id).order_by("seat"))
    for row in seats:
        if row.seat in to_move:
            assert row.is_to_move and row.turn_started_at is not None, (
                f"seat {row.seat} should be on the clock"
            )
            assert (row.deadline is not None) == (game.move_time_limit is not None), row.seat
        else:
            assert (row.is_to_move, row.deadline, row.turn_started_at) == (False, None, None), (
                f"seat {row.seat} is not to move but has a clock"
            )
    deadlines = [row.deadline for row in seats if row.is_to_move and row.deadline is not None]
    assert game.deadline == min(deadlines, default=None), "Game.deadline is not the earliest seat deadline"
    return batches


def timeout_turn(rules, state, seat: int, seed: str, after_seq: int) -> tuple[list[dict], int]:
    """The events of ``seat``'s whole turn played by its timeout move from ``state``, straight
    through the rule set (what the scan must append after its ``meta:timeout`` marker), and the
    number of decisions it took."""
    events: list[dict] = []
    decisions = 0
    state = copy.deepcopy(state)
    while True:
        decided = rules.decide(state, seat, rules.timeout_move(state, seat), rng_for(seed, after_seq + len(events)))
        decisions += 1
        events.extend(json.loads(json.dumps(decided)))
        for event in json.loads(json.dumps(decided)):
            state = rules.evolve(state, event)
        if rules.outcome(state) is not None or seat not in rules.to_move(state):
            return events, decisions
