"""Races of the unlocked move path (``commands._move`` with ``guarded=True``) with everything else that
changes a game: another unlocked move, a locked move (with an Idempotency-Key), a timeout, the
admin actions, the deadline scan.

Each deterministic test stops an unlocked mover between its read and its guarded write
(the store's ``read_game`` is wrapped, per thread) while another thread acts, then lets
it go on. The EvalPlanQual tests go one step further: they let the mover's write start while
another transaction holds the game row, check (in ``pg_stat_activity``) that it is waiting for
that row lock, and only then let the other transaction commit or roll back.

After every race the game must be what a serial history would have left (``assert_consistent``):
events 1..N without gaps in whole batches, the state read through the cache and from scratch
equal to a fold of the events, the seat clocks, ``Game.to_move`` and ``Game.deadline`` equal to
what a replay of the batches implies, one "your turn" email per seat that became a seat to move
(none for a move that was not written) and ``verify_replay`` clean.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from itertools import groupby
from random import Random
from typing import Any

import pytest
from django.db import OperationalError, connection, transaction
from django.utils import timezone

from games import meta_events, services
from games.engine import fold
from games.meta_events import META_PREFIX
from games.models import Event, Game, Seat
from games.services import admin_actions, forced
from games.services.errors import Conflict, Forbidden, Unprocessable
from games.services.reads import STATE_CACHE
from games.store import event_store
from notifications import deadlines
from outbox import emails as notify
from outbox.models import Notification
from tests.services.duel import duel_registered
from tests.threads import Worker

pytestmark = pytest.mark.django_db(transaction=True)

WAIT = 10  # seconds any step may take before the test gives up (a hang is a failure, not a stall)


# --- threads and pauses -----------------------------------------------------------------------


class Gate:
    """Where a thread stops: ``reached`` is set when it gets there, and it waits for ``go``."""

    def __init__(self) -> None:
        self.reached = threading.Event()
        self.go = threading.Event()
        self.pid: int | None = None  # the backend pid of the stopped thread's connection

    def stop_here(self) -> None:
        self.pid = connection.connection.info.backend_pid
        self.reached.set()
        assert self.go.wait(WAIT), "never released"

    def wait_reached(self) -> None:
        assert self.reached.wait(WAIT), "the thread never reached its gate"


class Reads:
    """The store's ``read_game`` wrapped: counts the unlocked and locked reads per thread,
    and stops the unlocked read of a thread that has a gate, after reading."""

    def __init__(self, monkeypatch) -> None:
        self.real = event_store().read_game
        self.gates: dict[str, Gate] = {}
        self.calls: list[tuple[str, bool]] = []
        self._lock = threading.Lock()
        monkeypatch.setattr(event_store(), "read_game", self.read)

    def read(self, game_id: int, *, lock: bool):
        found = self.real(game_id, lock=lock)
        name = threading.current_thread().name
        with self._lock:
            self.calls.append((name, lock))
            gate = None if lock else self.gates.pop(name, None)
        if gate is not None:
            gate.stop_here()
        return found

    def stop_after_read(self, thread_name: str) -> Gate:
        gate = self.gates[thread_name] = Gate()
        return gate

    def locked_reads(self, thread_name: str) -> int:
        """How many times the thread read under the lock: for a move without a key, the fallbacks."""
        return sum(1 for name, lock in self.calls if name == thread_name and lock)


def stop_locked_move_before_commit(monkeypatch, thread_name: str, *, then_fail: bool = False) -> Gate:
    """Stop the locked move of ``thread_name`` after its write, before its commit, holding the
    game row (``forced.after_append`` runs there, inside the transaction); ``then_fail``: raise
    afterwards, so that the whole move rolls back."""
    real = forced.after_append
    gate = Gate()

    def play_autopilot(*args, **kwargs):
        if threading.current_thread().name == thread_name:
            gate.stop_here()
            if then_fail:
                raise RuntimeError("rolled back on purpose")
        return real(*args, **kwargs)

    monkeypatch.setattr(forced, "after_append", play_autopilot)
    return gate


def wait_for_lock_wait(pid: int) -> None:
    """Until backend ``pid`` waits for a lock (its write met the other transaction's row lock)."""
    limit = time.monotonic() + WAIT
    while time.monotonic() < limit:
        with connection.cursor() as cursor:
            cursor.execute("SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s", [pid])
            row = cursor.fetchone()
        if row and row[0] == "Lock":
            return
        time.sleep(0.005)
    raise AssertionError(f"backend {pid} never waited for a lock")


# --- games ------------------------------------------------------------------------------------

def new_game(players, ruleset: str = "uigo", count: int = 2) -> Game:
    return services.create_game(creator=players[0], ruleset_id=ruleset, seats=[p.pk for p in players[:count]])


def to_move_and_move(game_id: int, seat: int | None = None, pick: int = 0) -> tuple[int, int, dict]:
    """(seq, seat, a legal move of that seat): the first seat to move unless ``seat`` is given."""
    game = services.fetch_game(game_id)
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    seat = ruleset.to_move(state)[0] if seat is None else seat
    assert seat in ruleset.to_move(state)
    moves = ruleset.legal_moves(state, seat)
    return game.seq, seat, moves[pick % len(moves)]


def mover(game_id: int, player, move: dict, seq: int, key: str | None = None) -> Callable[[], Any]:
    def submit():
        return services.submit_move(game_id=game_id, player=player, move=move, expected_seq=seq,
                                    idempotency_key=key)
    return submit


def _start_blocked_unlocked_move(game_id: int, player, move: dict, seq: int, reads: Reads) -> tuple[Worker, Gate]:
    gate = reads.stop_after_read("unlocked")
    worker = Worker("unlocked", mover(game_id, player, move, seq))
    worker.start()
    gate.wait_reached()
    return worker, gate


# --- what a serial history implies ------------------------------------------------------------

def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def assert_consistent(game_id: int) -> list[list[Event]]:
    """Check everything the log implies about the game's rows (see the module docstring); return
    the batches for further checks."""
    game = Game.objects.get(pk=game_id)
    ruleset = services.ruleset_for(game)
    events = list(Event.objects.filter(game=game).order_by("seq"))
    assert [row.seq for row in events] == list(range(1, len(events) + 1))
    assert game.seq == len(events)
    batches = [list(rows) for _batch, rows in groupby(events, key=lambda row: row.batch)]
    for rows in batches:
        assert rows[0].seq == rows[0].batch, "a batch starts at its own seq"
    assert len({rows[0].batch for rows in batches}) == len(batches), "a batch is one run of seqs"

    # The state: through the cache, from scratch, and as the events fold.
    folded = fold(ruleset, [row.as_engine_event() for row in events if not row.type.startswith(META_PREFIX)])
    assert _plain(services.load_state(game)) == _plain(folded)
    STATE_CACHE.clear()
    assert _plain(services.load_state(Game.objects.get(pk=game_id))) == _plain(folded)
    assert admin_actions.verify_replay(game).problems == []

    # Replay the batches as _project does: which seat's clock started at which batch, which
    # seats got a "your turn" email, which timeouts were announced.
    seats = {row.seat: row for row in Seat.objects.filter(game=game)}
    seat_of = {row.player_id: row.seat for row in seats.values()}
    state, before = None, set()
    clock_started: dict[int, int] = {}  # seat -> index of the batch that started its clock
    restarted_after: set[int] = set()  # seats whose clock an admin action started, after its event
    your_turn: set[tuple[int, int]] = set()
    handed_to_move: set[tuple[int, int]] = set()  # seats an admin handed to a player while to move
    timeouts: set[int] = set()
    aborted = False
    for index, rows in enumerate(batches):
        rule = [row.as_engine_event() for row in rows if not row.type.startswith(META_PREFIX)]
        for row in rows:
            if row.type == admin_actions.SEAT_REPLACED:
                seat_of[row.data["to_player"]] = row.seat
                if row.seat in before:  # the clock starts again for the new holder, who is told
                    clock_started[row.seat] = index
                    restarted_after.add(row.seat)
                    if row.data["to_player"] is not None:  # in one email that is their turn email too
                        handed_to_move.add((row.seq, row.seat))
            elif row.type == meta_events.ABORTED:
                aborted = True
            elif row.type == f"{META_PREFIX}timeout":
                timeouts.add(row.seq)
        if not rule:
            continue
        state = fold(ruleset, rule, state)
        after = set() if ruleset.outcome(state) is not None else set(ruleset.to_move(state))
        moved = seat_of.get(rows[0].actor_id) if rows[0].actor_id is not None and index > 0 else None
        again = {moved} & before & after
        if after != before or again:
            for seat in (after - before) | again:
                clock_started[seat] = index
                restarted_after.discard(seat)
            for seat in before - after:
                clock_started.pop(seat, None)
        your_turn |= {(rows[-1].seq, seat) for seat in after - before}
        before = after
    expected_to_move = set() if aborted else before
    assert sorted(game.to_move) == sorted(expected_to_move)

    for seat, row in seats.items():
        if seat not in expected_to_move:
            assert (row.is_to_move, row.deadline, row.turn_started_at) == (False, None, None), seat
            continue
        assert row.is_to_move, seat
        started = clock_started[seat]
        # A move's clock starts while the batch that started it is being written: after the batch
        # before it was written, before its own rows get their created_at. A replacement starts it
        # after writing its event, before the next batch.
        if seat in restarted_after:
            lower = min(event.created_at for event in batches[started])
            upper = min(event.created_at for event in batches[started + 1]) if started + 1 < len(batches) else None
        else:
            lower = max(event.created_at for event in batches[started - 1]) if started else None
            upper = min(event.created_at for event in batches[started])
        assert (lower is None or lower <= row.turn_started_at) and (upper is None or row.turn_started_at <= upper), (
            f"seat {seat}'s clock did not start with batch {batches[started][0].seq}")
        last_started_seq = batches[started][-1].seq
        extended = [event for event in events if event.type == meta_events.DEADLINE_EXTENDED
                    and event.seat == seat and event.seq > last_started_seq]
        expected = (datetime.fromisoformat(extended[-1].data["to"]) if extended
                    else row.turn_started_at + game.move_time_limit)
        assert row.deadline == expected, f"seat {seat}: deadline {row.deadline}, expected {expected}"
    deadlines_to_move = [row.deadline for row in seats.values() if row.is_to_move and row.deadline is not None]
    assert game.deadline == min(deadlines_to_move, default=None)

    emails = Notification.objects.filter(game=game)
    assert {(row.context["seq"], row.context["seat"]) for row in emails.filter(kind="your_turn")} == your_turn
    assert {(row.context["seq"], row.context["seat"]) for row in emails.filter(kind="seat_replaced")
            if row.context["to_move"]} == handed_to_move
    assert {row.context["batch"] for row in emails.filter(kind="timeout")} == timeouts
    return batches


def move_batches(batches: list[list[Event]], seat_player) -> list[int]:
    """The first seq of every batch a player's move made (not the setup, not a meta action)."""
    return [rows[0].seq for rows in batches[1:] if rows[0].actor_id == seat_player.pk
            and not rows[0].type.startswith(META_PREFIX)]


# --- an unlocked move and something else between its read and its write -----------------------

def test_a_timeout_between_the_read_and_the_write_wins_and_the_move_gets_stale_seq(players, monkeypatch):
    game = new_game(players)
    seq, seat, move = to_move_and_move(game.pk)
    reads = Reads(monkeypatch)
    worker, gate = _start_blocked_unlocked_move(game.pk, players[seat], move, seq, reads)
    deadline = Seat.objects.get(game=game, seat=seat).deadline
    timed_out = services.apply_timeout(game_id=game.pk, seat=seat, expected_seq=seq,
                                       now=deadline + timedelta(seconds=1))
    assert timed_out is not None
    gate.go.set()
    assert worker.outcome() == "stale_seq"
    assert reads.locked_reads("unlocked") == 1  # it fell back to the lock, which gave the answer
    batches = assert_consistent(game.pk)
    assert batches[-1][0].type == "meta:timeout" and move_batches(batches, players[seat]) == []


def test_a_timeout_after_an_unlocked_move_changes_nothing(players):
    game = new_game(players)
    seq, seat, move = to_move_and_move(game.pk)
    deadline = Seat.objects.get(game=game, seat=seat).deadline
    worker = Worker("unlocked", mover(game.pk, players[seat], move, seq))
    worker.start()
    assert worker.outcome().seq > seq
    assert services.apply_timeout(game_id=game.pk, seat=seat, expected_seq=seq,
                                  now=deadline + timedelta(seconds=1)) is None
    assert_consistent(game.pk)


def test_a_deadline_extension_between_the_read_and_the_write_is_kept(players, make_player, monkeypatch):
    game = new_game(players)
    seq, seat, move = to_move_and_move(game.pk)
    reads = Reads(monkeypatch)
    worker, gate = _start_blocked_unlocked_move(game.pk, players[seat], move, seq, reads)
    admin_actions.extend_deadline(game_id=game.pk, admin=make_player("Admin"), by=timedelta(days=2))
    gate.go.set()
    # The extension is a meta event: the game moved on, as the locked path would also answer.
    assert worker.outcome() == "stale_seq"
    assert reads.locked_reads("unlocked") == 1
    assert_consistent(game.pk)
    row = Seat.objects.get(game=game, seat=seat)
    assert row.deadline - row.turn_started_at == game.move_time_limit + timedelta(days=2)


def test_a_replaced_player_between_the_read_and_the_write_may_no_longer_move(players, make_player, monkeypatch):
    game = new_game(players)
    seq, seat, move = to_move_and_move(game.pk)
    reads = Reads(monkeypatch)
    worker, gate = _start_blocked_unlocked_move(game.pk, players[seat], move, seq, reads)
    newcomer = make_player("Newcomer")
    replaced = admin_actions.replace_player(game_id=game.pk, admin=make_player("Admin"), seat=seat, player=newcomer)
    gate.go.set()
    assert worker.outcome() == "not_your_game"
    assert reads.locked_reads("unlocked") == 1
    assert_consistent(game.pk)
    # The newcomer plays on from the replacement.
    result = services.submit_move(game_id=game.pk, player=newcomer, move=move, expected_seq=replaced.seq)
    assert result.seq > replaced.seq
    assert_consistent(game.pk)


def test_an_abort_between_the_read_and_the_write_ends_the_game_for_the_move(players, make_player, monkeypatch):
    game = new_game(players)
    seq, seat, move = to_move_and_move(game.pk)
    reads = Reads(monkeypatch)
    worker, gate = _start_blocked_unlocked_move(game.pk, players[seat], move, seq, reads)
    admin_actions.abort_game(game_id=game.pk, admin=make_player("Admin"), reason="test")
    gate.go.set()
    assert worker.outcome() == "game_not_active"
    assert reads.locked_reads("unlocked") == 1
    assert_consistent(game.pk)
    assert Game.objects.get(pk=game.pk).status == Game.Status.ABORTED


def test_a_locked_move_between_the_read_and_the_write_wins(players, monkeypatch):
    """Duel: both seats choose at once, at the same seq. Seat 1 posts with a key (locked path)
    while seat 0's unlocked move waits between its read and its write: seat 1's is written first;
    seat 0's write finds the row changed and is decided again under the lock, where only seat 1's
    choice came between (its own choices unchanged): it stands, after seat 1's."""
    with duel_registered():
        game = new_game(players, ruleset="duel")
        seq, _seat, move = to_move_and_move(game.pk, seat=0)
        reads = Reads(monkeypatch)
        worker, gate = _start_blocked_unlocked_move(game.pk, players[0], move, seq, reads)
        locked = services.submit_move(game_id=game.pk, player=players[1], move=move, expected_seq=seq,
                                      idempotency_key="seat-1")
        gate.go.set()
        outcome = worker.outcome()
        assert isinstance(outcome, services.MoveResult) and outcome.seq > locked.seq, outcome
        assert reads.locked_reads("unlocked") == 1
        batches = assert_consistent(game.pk)
        assert move_batches(batches, players[1]) == [seq + 1]
        assert move_batches(batches, players[0]) == [locked.seq + 1]


def test_two_unlocked_moves_from_the_same_read_append_once(players, monkeypatch):
    """Both seats of a Duel read at the same seq; the first to write wins, the other falls back to
    the locked way and, only the other seat having chosen since, is played after it. Then the same
    seat posting the same move twice: one batch, and the other gets stale_seq (its own move came
    between)."""
    with duel_registered():
        game = new_game(players, ruleset="duel")
        seq, _seat, move = to_move_and_move(game.pk, seat=0)
        reads = Reads(monkeypatch)
        gates = [reads.stop_after_read(f"seat-{seat}") for seat in (0, 1)]
        workers = [Worker(f"seat-{seat}", mover(game.pk, players[seat], move, seq)) for seat in (0, 1)]
        for worker, gate in zip(workers, gates, strict=True):
            worker.start()
            gate.wait_reached()
        gates[1].go.set()
        assert workers[1].outcome().seq == seq + 1
        gates[0].go.set()
        assert workers[0].outcome().seq == seq + 3  # its choice and the round revealed
        assert (reads.locked_reads("seat-0"), reads.locked_reads("seat-1")) == (1, 0)
        assert_consistent(game.pk)

        seq = Game.objects.get(pk=game.pk).seq  # the second round
        gates = [reads.stop_after_read(f"again-{n}") for n in (0, 1)]
        workers = [Worker(f"again-{n}", mover(game.pk, players[0], move, seq)) for n in (0, 1)]
        for worker, gate in zip(workers, gates, strict=True):
            worker.start()
            gate.wait_reached()
        for gate in gates:
            gate.go.set()
        outcomes = [worker.outcome() for worker in workers]
        assert sorted(isinstance(outcome, services.MoveResult) for outcome in outcomes) == [False, True]
        assert "stale_seq" in outcomes
        batches = assert_consistent(game.pk)
        assert len(move_batches(batches, players[0])) == 2  # one a round
        assert Game.objects.get(pk=game.pk).seq == seq + 1


# --- EvalPlanQual: the guarded write waits for a transaction holding the game row ---------------

def test_a_write_waiting_for_a_locked_move_that_commits_is_decided_again(players, monkeypatch):
    with duel_registered():
        game = new_game(players, ruleset="duel")
        seq, _seat, move = to_move_and_move(game.pk, seat=0)
        reads = Reads(monkeypatch)
        worker, gate = _start_blocked_unlocked_move(game.pk, players[0], move, seq, reads)
        held = stop_locked_move_before_commit(monkeypatch, "locked")
        locked = Worker("locked", mover(game.pk, players[1], move, seq, key="seat-1"))
        locked.start()
        held.wait_reached()  # seat 1's move is written, not committed, and holds the game row
        gate.go.set()
        wait_for_lock_wait(gate.pid)  # seat 0's guarded UPDATE matched the old version and waits
        held.go.set()
        assert locked.outcome().seq == seq + 1
        # Re-checked on the committed version, the guard fails: nothing of seat 0 was written by
        # the guarded write; decided again under the lock, after seat 1's choice, it stands.
        outcome = worker.outcome()
        assert isinstance(outcome, services.MoveResult) and outcome.seq == seq + 3, outcome
        assert reads.locked_reads("unlocked") == 1
        batches = assert_consistent(game.pk)
        assert move_batches(batches, players[0]) == [seq + 2]


def test_a_write_waiting_for_a_locked_move_that_rolls_back_goes_through(players, monkeypatch):
    with duel_registered():
        game = new_game(players, ruleset="duel")
        seq, _seat, move = to_move_and_move(game.pk, seat=0)
        reads = Reads(monkeypatch)
        worker, gate = _start_blocked_unlocked_move(game.pk, players[0], move, seq, reads)
        held = stop_locked_move_before_commit(monkeypatch, "locked", then_fail=True)
        locked = Worker("locked", mover(game.pk, players[1], move, seq, key="seat-1"))
        locked.start()
        held.wait_reached()  # written and filed in the state cache under its own, soon aborted, xid
        gate.go.set()
        wait_for_lock_wait(gate.pid)
        held.go.set()
        with pytest.raises(RuntimeError):
            locked.outcome()
        # The row is back at the version seat 0 read: its write goes through, no fallback.
        assert worker.outcome().seq == seq + 1
        assert reads.locked_reads("unlocked") == 0
        batches = assert_consistent(game.pk)
        assert move_batches(batches, players[0]) == [seq + 1] and move_batches(batches, players[1]) == []
        # The aborted move's key was never stored: seat 1 may use it now.
        assert services.submit_move(game_id=game.pk, player=players[1], move=move, expected_seq=seq + 1,
                                    idempotency_key="seat-1").seq == seq + 3
        assert_consistent(game.pk)


def test_a_write_waiting_for_a_lock_that_changed_nothing_goes_through(players, monkeypatch):
    """A locked action that found nothing to do (a timeout no longer due, a refused move) held
    the row ``FOR UPDATE`` without a new version: the guarded write just waits for it."""
    game = new_game(players)
    seq, seat, move = to_move_and_move(game.pk)
    reads = Reads(monkeypatch)
    worker, gate = _start_blocked_unlocked_move(game.pk, players[seat], move, seq, reads)
    locker_gate = Gate()

    def lock_and_do_nothing():
        with transaction.atomic():
            reads.real(game.pk, lock=True)
            locker_gate.stop_here()

    locker = Worker("locker", lock_and_do_nothing)
    locker.start()
    locker_gate.wait_reached()
    gate.go.set()
    wait_for_lock_wait(gate.pid)
    locker_gate.go.set()
    locker.outcome()
    assert worker.outcome().seq > seq
    assert reads.locked_reads("unlocked") == 0
    assert_consistent(game.pk)


def test_a_move_rolled_back_with_its_callers_transaction_leaves_no_cached_state(players):
    """Inside an atomic block the unlocked path writes in a savepoint and caches the state under
    that subtransaction's id; once the outer transaction rolls back, the state must never be served."""
    game = new_game(players)
    seq, seat, move = to_move_and_move(game.pk)
    with pytest.raises(RuntimeError), transaction.atomic():
        services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=seq)
        raise RuntimeError("undo")
    assert Game.objects.get(pk=game.pk).seq == seq
    assert_consistent(game.pk)
    # Another legal move at the same seq (so a different state) is played on the right state.
    seq, seat, other = to_move_and_move(game.pk, pick=1)
    services.submit_move(game_id=game.pk, player=players[seat], move=other, expected_seq=seq)
    assert_consistent(game.pk)


# --- the deadline scan -------------------------------------------------------------------------

def test_a_vacation_freeze_between_the_read_and_the_write_is_kept_in_the_game_deadline(players, monkeypatch):
    with duel_registered():
        game = new_game(players, ruleset="duel")
        seq, _seat, move = to_move_and_move(game.pk, seat=0)
        started = Seat.objects.get(game=game, seat=1).turn_started_at
        # Both players went away after their clocks started: at the deadline the scan gives them
        # the time back (and times nobody out).
        for player in players[:2]:
            player.vacation_from, player.vacation_until = timezone.now(), timezone.now() + timedelta(days=5)
            player.save(update_fields=["vacation_from", "vacation_until"])
        reads = Reads(monkeypatch)
        worker, gate = _start_blocked_unlocked_move(game.pk, players[0], move, seq, reads)
        counts = deadlines.scan(now=started + game.move_time_limit + timedelta(seconds=1))
        assert counts == {"reminders": 0, "timeouts": 0, "extended": 2}
        gate.go.set()
        assert worker.outcome().seq == seq + 1
        game.refresh_from_db()
        seat_1 = Seat.objects.get(game=game, seat=1)
        assert game.to_move == [1]
        assert game.deadline == seat_1.deadline  # the frozen one, not the one the mover read


def _remind_then_stop(monkeypatch, thread_name: str) -> Gate:
    """Stop the scan's reminder of ``thread_name`` after it claimed the seat (its row is locked
    until the scan's transaction ends), before it inserts the email (whose foreign key to the
    game takes a KEY SHARE lock on the game row)."""
    real = notify.notify_reminder
    gate = Gate()

    def notify_reminder(seat, deadline, number=1):
        if threading.current_thread().name == thread_name:
            gate.stop_here()
        return real(seat, deadline, number)

    monkeypatch.setattr(notify, "notify_reminder", notify_reminder)
    return gate


def _reminder_and_move(players, monkeypatch, key: str | None) -> tuple[Any, Any]:
    game = new_game(players)
    seq, seat, move = to_move_and_move(game.pk)
    due = Seat.objects.get(game=game, seat=seat).deadline
    claimed = _remind_then_stop(monkeypatch, "scan")
    scan = Worker("scan", lambda: deadlines.scan(now=due - timedelta(hours=1)))
    scan.start()
    claimed.wait_reached()  # the seat's row is locked by the scan
    moving_gate = Gate()
    real = event_store().append

    def write_append(write, **kwargs):
        moving_gate.pid = connection.connection.info.backend_pid
        moving_gate.reached.set()
        return real(write, **kwargs)

    monkeypatch.setattr(event_store(), "append", write_append)
    move_worker = Worker("move", mover(game.pk, players[seat], move, seq, key=key))
    move_worker.start()
    moving_gate.wait_reached()
    wait_for_lock_wait(moving_gate.pid)  # the move's write waits for the seat's row
    claimed.go.set()
    outcomes = []
    for worker in (scan, move_worker):
        worker.join(WAIT)
        outcomes.append(worker.error or worker.result)
    return game, outcomes


def test_a_reminder_and_an_unlocked_move_of_the_same_seat_both_go_through(players, monkeypatch):
    game, (scanned, moved) = _reminder_and_move(players, monkeypatch, key=None)
    assert scanned == {"reminders": 1, "timeouts": 0, "extended": 0}
    assert isinstance(moved, services.MoveResult)
    assert_consistent(game.pk)


def test_a_reminder_and_a_locked_move_of_the_same_seat_both_go_through(players, monkeypatch):
    game, (scanned, moved) = _reminder_and_move(players, monkeypatch, key="with-a-key")
    assert not isinstance(scanned, OperationalError) and not isinstance(moved, OperationalError), (scanned, moved)
    assert scanned == {"reminders": 1, "timeouts": 0, "extended": 0}
    assert isinstance(moved, services.MoveResult)
    assert_consistent(game.pk)


# --- stress: simultaneous choices, several writers ----------------------------------------------

def test_many_writers_on_a_game_with_simultaneous_choices(players, make_player, monkeypatch):
    """Grænaland, four seats: its heroes and vote phases have several seats to move at once. One
    thread per seat plays random legal moves (seat 3 sometimes with an Idempotency-Key, so the
    locked path takes part), an admin thread extends deadlines and a scheduler thread times seats
    out, all at once, until enough moves are made; then every invariant holds."""
    game = new_game(players, ruleset="graenaland", count=4)
    admin = make_player("Admin")
    reads = Reads(monkeypatch)  # counts the fallbacks
    stop = threading.Event()
    record_lock = threading.Lock()
    answers: list[tuple[int, Any]] = []
    target_moves, time_limit = 160, 30.0  # stops at the target: seconds on a fast machine
    ruleset = services.ruleset_for(game)
    started = time.monotonic()

    def done() -> bool:
        return stop.is_set() or time.monotonic() - started > time_limit

    def play(seat: int) -> None:
        chooser = Random(seat)
        attempt = 0
        while not done():
            current = services.fetch_game(game.pk)
            if current.status != Game.Status.ACTIVE:
                stop.set()
                return
            if seat not in current.to_move:
                time.sleep(0.001)
                continue
            move = chooser.choice(ruleset.legal_moves(services.load_state(current), seat))
            attempt += 1
            key = f"seat-{seat}-{attempt}" if seat == 3 and chooser.random() < 0.4 else None
            try:
                answer: Any = services.submit_move(game_id=game.pk, player=players[seat], move=move,
                                                   expected_seq=current.seq, idempotency_key=key)
            except (Conflict, Forbidden, Unprocessable) as error:
                answer = error.code
            with record_lock:
                answers.append((seat, answer))
                if sum(1 for _seat, a in answers if isinstance(a, services.MoveResult)) >= target_moves:
                    stop.set()

    def extend() -> int:
        # An extension after each accepted move, not on a clock, for the reason given in
        # ``time_out``: each appends an event, so extending every 20 ms made nearly every move
        # stale on a loaded machine (2 to 6 moves in 30 s, at a load average of 20).
        count, after = 0, 0
        while not done():
            with record_lock:
                accepted = sum(1 for _seat, a in answers if isinstance(a, services.MoveResult))
            if accepted >= after:
                try:
                    admin_actions.extend_deadline(game_id=game.pk, admin=admin, by=timedelta(minutes=1 + count % 5))
                    count, after = count + 1, accepted + 1
                except Unprocessable:
                    pass
            time.sleep(0.02)
        return count

    def time_out() -> int:
        # A timeout after every few accepted moves, not on a clock: timing seats out every 50 ms
        # starved the players on a slow machine (each timeout moves the game on, so nearly every
        # move came too late), and the test then measured the machine instead of the races.
        count, chooser, after = 0, Random(99), 0
        while not done():
            with record_lock:
                accepted = sum(1 for _seat, a in answers if isinstance(a, services.MoveResult))
            current = services.fetch_game(game.pk)
            if accepted >= after and current.status == Game.Status.ACTIVE and current.to_move:
                seat = chooser.choice(current.to_move)
                result = services.apply_timeout(game_id=game.pk, seat=seat, expected_seq=current.seq,
                                                now=timezone.now() + timedelta(days=365))
                if result is not None:
                    count, after = count + 1, accepted + 3
            time.sleep(0.02)
        return count

    workers = [Worker(f"seat-{seat}", lambda seat=seat: play(seat)) for seat in range(4)]
    workers += [Worker("admin", extend), Worker("scheduler", time_out)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(time_limit + WAIT)
        assert not worker.is_alive() and worker.error is None, (worker.name, worker.error)
    extensions, timeouts = workers[4].result, workers[5].result

    ok = [(seat, a) for seat, a in answers if isinstance(a, services.MoveResult)]
    refused = {a for _seat, a in answers if not isinstance(a, services.MoveResult)}
    # A seat that saw itself to move at seq S can only have lost the race for S (or the game ended).
    assert refused <= {"stale_seq", "game_not_active"}, refused
    assert not any(a.replayed for _seat, a in ok)
    batches = assert_consistent(game.pk)
    for seat in range(4):
        # Each accepted move is exactly one batch of that seat's player, at the seq it was told.
        written = {rows[-1].seq for rows in batches if rows[0].seq in move_batches(batches, players[seat])}
        told = [a.seq for s, a in ok if s == seat]
        assert sorted(told) == sorted(written)
    # Enough accepted moves to have raced (32 of the 160 wanted came in 30 s on a slow, loaded
    # machine); that the race really happened is the fallback count's job, below.
    assert len(ok) >= 15, f"only {len(ok)} moves in {time_limit} s"
    fallbacks = sum(reads.locked_reads(f"seat-{seat}") for seat in range(3))  # seats 0-2 never send a key
    assert fallbacks > 0, "no unlocked move was superseded: the race was not exercised"
    print(f"moves {len(ok)}, refused {len(answers) - len(ok)}, fallbacks {fallbacks}, "
          f"extensions {extensions}, timeouts {timeouts}, events {len(batches)} batches")
