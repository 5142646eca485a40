"""The one write of a move on PostgreSQL (``PostgresEventStore.append``): events, seat clocks, the game row, a due
snapshot and the notifications in one statement. A unique violation there (a writer that got
past the row lock) is a 409 that leaves nothing behind, and the projections it writes are those
the events give.

A move without an Idempotency-Key takes no lock: it reads the game, decides, and writes guarded
on the row version it read (``commands._move`` with ``guarded=True``). When the game row changed in
between, nothing is written and the move is decided again under the lock."""

from __future__ import annotations

from random import Random

import pytest
from django.db import DataError, connection, transaction
from django.utils import timezone

from games import services
from games.engine import fold
from games.models import Event, Game, Seat, Snapshot
from games.services.errors import Conflict, Forbidden, NotFound
from games.store import AppendWrite, Superseded, event_store, new_unsaved
from outbox import dispatch
from outbox.models import Notification
from outbox.webhooks import owners
from tests.playing import first_legal, play_random_move, seat_players

pytestmark = pytest.mark.django_db


def read_game_and_seats(game_id: int, *, lock: bool):
    return event_store().read_game(game_id, lock=lock)


def write_append(write: AppendWrite, *, expected_version: str | None = None) -> str | None:
    return event_store().append(write, expected_version=expected_version).version


def new_game(players, count=2):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:count]])


def test_a_row_already_at_the_next_seq_makes_a_conflict_and_nothing_is_written(players):
    game = new_game(players)
    seat, move = first_legal(game)
    # Someone appended without the lock (never done by the services): the unique (game, seq) stops it.
    Event.objects.create(game=game, seq=game.seq + 1, type="meta:intruder", data={}, batch=game.seq + 1)
    before = (game.seq, game.to_move, list(Seat.objects.filter(game=game).values_list("is_to_move", "deadline")),
              Snapshot.objects.filter(game=game).count())
    with pytest.raises(Conflict) as error:
        services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq)
    assert error.value.code == "stale_seq"
    game.refresh_from_db()  # the transaction is usable again once the move's own was undone
    after = (game.seq, game.to_move, list(Seat.objects.filter(game=game).values_list("is_to_move", "deadline")),
             Snapshot.objects.filter(game=game).count())
    assert after == before
    assert list(Event.objects.filter(game=game, seq__gt=game.seq).values_list("type", flat=True)) == ["meta:intruder"]


def test_projections_follow_the_state_move_after_move(players, settings):
    settings.GAMES_SNAPSHOT_EVERY = 3
    game = new_game(players, count=3)
    chooser, seated = Random(11), seat_players(game)
    ruleset = services.ruleset_for(game)
    for _ in range(40):
        result = play_random_move(game, chooser, seated)
        game.refresh_from_db()
        state = services.load_state(game)
        to_move = sorted(ruleset.to_move(state))
        assert game.seq == result.seq and game.to_move == to_move
        seats = {row.seat: row for row in Seat.objects.filter(game=game)}
        assert sorted(number for number, row in seats.items() if row.is_to_move) == to_move
        assert all((row.deadline is not None) == row.is_to_move for row in seats.values())
        assert game.deadline == min(row.deadline for row in seats.values() if row.is_to_move)
    # The snapshots written with the moves hold the state the events give at their seq.
    events = [row.as_engine_event() for row in Event.objects.filter(game=game).order_by("seq")]
    snapshots = list(Snapshot.objects.filter(game=game).values_list("seq", "state"))
    assert len(snapshots) >= 5
    for seq, state in snapshots:
        assert fold(ruleset, events[:seq]) == state, f"snapshot at seq {seq}"


def snapshot_of_the_tables(game):
    return (list(Game.objects.filter(pk=game.pk).values_list("seq", "to_move", "deadline", "updated_at")),
            list(Seat.objects.filter(game=game).order_by("seat").values_list("is_to_move", "deadline")),
            Event.objects.filter(game=game).count(), Notification.objects.filter(game=game).count())


@pytest.mark.django_db(transaction=True)
def test_a_move_without_a_key_is_one_read_and_one_write_outside_a_transaction(players, monkeypatch, settings):
    """The process's list of webhook owners is kept for ``WEBHOOKS_OWNERS_CACHE_SECONDS`` (5 by
    default): on a busy machine it expired between the game's creation and its move, and its
    read (a SELECT) joined the move's statements; here it is kept for the test."""
    settings.WEBHOOKS_OWNERS_CACHE_SECONDS = 3600
    monkeypatch.setattr("outbox.webhooks._owners", None)  # the copy before this test is put back after it
    game = new_game(players)  # reads the owners once
    seat, move = first_legal(game)
    scheduled = []
    monkeypatch.setattr(dispatch, "schedule", scheduled.extend)  # no delivery here: its statements would mix in
    statements, texts = [], []

    def record(execute, sql, params, many, context):
        statements.append(("NOTIFY" if "pg_notify" in sql else sql.split()[0], connection.in_atomic_block))
        texts.append(sql)
        return execute(sql, params, many, context)

    with connection.execute_wrapper(record):
        result = services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq)
    # No BEGIN, no lock, no COMMIT of its own: each statement is its own transaction. After the
    # write, the streams' wake-up (EventStore.announce), once it has committed.
    assert statements == [("SELECT", False), ("WITH", False), ("NOTIFY", False)], texts
    game.refresh_from_db()
    assert game.seq == result.seq > 0
    # The "your turn" email of the next seat was written by the same statement, and scheduled.
    emails = list(Notification.objects.filter(game=game, kind="your_turn", context__seq=result.seq))
    assert emails and [row.context["seat"] for row in emails] == [s for s in game.to_move if s != seat]
    assert scheduled == [row.pk for row in emails]


def test_a_guarded_write_of_a_stale_version_writes_nothing(players):
    game = new_game(players)
    stale, seats, version = read_game_and_seats(game.pk, lock=False)
    Game.objects.filter(pk=game.pk).update(updated_at=timezone.now())  # any change of the game row
    before = snapshot_of_the_tables(game)
    stale.seq += 1
    row = Event(game=stale, seq=stale.seq, type="meta:probe", data={}, batch=stale.seq)
    seats[0].is_to_move = not seats[0].is_to_move
    turn = Notification(kind="your_turn", key=f"probe:{game.pk}", player=players[0], email=players[0].email,
                        game=stale, context={})
    write = AppendWrite(stale, [row], ["seq", "updated_at"], seats=[seats[0]], notifications=[turn])
    with pytest.raises(Superseded):
        write_append(write, expected_version=version)
    assert snapshot_of_the_tables(game) == before
    assert row.pk is None
    # The same write at the row's current version goes through.
    current = read_game_and_seats(game.pk, lock=False)[2]
    assert write_append(write, expected_version=current) is not None
    assert Event.objects.filter(game=game, type="meta:probe").count() == 1
    assert Notification.objects.filter(key=f"probe:{game.pk}").count() == 1


def test_a_game_changed_after_the_read_is_decided_again_under_the_lock(players, monkeypatch, caplog):
    game = new_game(players)
    seat, move = first_legal(game)
    real_read = event_store().read_game
    unlocked_reads = []

    def read_then_an_admin_changes_the_game(game_id, *, lock):
        found = real_read(game_id, lock=lock)
        if not lock:
            unlocked_reads.append(found[2])
            # What an admin action does between this read and the move's write: a new deadline.
            later = timezone.now() + timezone.timedelta(days=3)
            Seat.objects.filter(game_id=game_id, is_to_move=True).update(deadline=later)
            Game.objects.filter(pk=game_id).update(deadline=later)
        return found

    monkeypatch.setattr(event_store(), "read_game", read_then_an_admin_changes_the_game)
    with caplog.at_level("INFO", logger="games.services.commands"):
        result = services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq)
    assert len(unlocked_reads) == 1
    assert "deciding again under the row lock" in caplog.text
    game.refresh_from_db()
    assert game.seq == result.seq
    assert [row.seq for row in Event.objects.filter(game=game, batch=result.events[0]["seq"])] == [
        event["seq"] for event in result.events]
    # The projections are those of the game as the lock found it: the admin's deadline stays on
    # the seats still to move, and the game's deadline is the earliest of them.
    seats = list(Seat.objects.filter(game=game, is_to_move=True))
    assert game.deadline == min(row.deadline for row in seats)


def test_answers_from_the_unlocked_read_are_those_of_the_locked_path(players):
    game = new_game(players)
    seat, move = first_legal(game)
    other = 1 - seat
    with pytest.raises(Conflict) as error:
        services.submit_move(game_id=game.pk, player=players[other], move=move, expected_seq=game.seq)
    assert error.value.code == "not_your_turn"
    with pytest.raises(Forbidden) as error:
        services.submit_move(game_id=game.pk, player=players[3], move=move, expected_seq=game.seq)
    assert error.value.code == "not_your_game"
    with pytest.raises(Conflict) as error:
        services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq - 1)
    assert error.value.code == "stale_seq"
    with pytest.raises(NotFound):
        services.submit_move(game_id=game.pk + 1000, player=players[seat], move=move, expected_seq=game.seq)
    assert Event.objects.filter(game=game).count() == game.seq


def test_the_one_statement_stores_each_column_as_the_orm_does(players):
    """The rows of a write travel as one JSON parameter per table (``postgres._records``): times,
    nested JSON, nulls and non-ASCII text come back exactly as the ORM would have stored them."""
    game = new_game(players)
    found, seats, version = read_game_and_seats(game.pk, lock=True)
    data = {"card": "rouge-3", "nested": {"list": [1, 2.5, None, True], "text": "Grænaland « é »"}, "empty": {}}
    at = timezone.now().replace(microsecond=123456)
    found.seq += 2
    rows = [new_event(game_id=game.pk, seq=found.seq - 1, type="meta:probe", seat=None, data=data,
                                actor_id=players[0].pk, batch=found.seq - 1, idempotency_key="clé-1",
                                request_hash="h" * 64),
            new_event(game_id=game.pk, seq=found.seq, type="meta:probe", seat=1, data={},
                                actor_id=None, batch=found.seq - 1, idempotency_key=None, request_hash=None)]
    seats[0].is_to_move, seats[0].deadline, seats[0].turn_started_at = True, at, at
    seats[1].is_to_move, seats[1].deadline, seats[1].turn_started_at = False, None, None
    snapshot = Snapshot(game=found, seq=found.seq, rules_version=7, state={"deep": [{"a": "ß"}], "n": None})
    turn = Notification(kind="your_turn", key=f"probe:{game.pk}", player=players[0], email=players[0].email,
                        game=found, context={"seq": found.seq, "seat": 0, "why": "ça"})
    write_append(AppendWrite(found, rows, ["seq", "updated_at"], seats=seats, snapshot=snapshot,
                             notifications=[turn]), expected_version=version)
    stored = list(Event.objects.filter(game=game, type="meta:probe").order_by("seq"))
    assert [row.pk for row in stored] == [row.pk for row in rows]
    assert [(e.seq, e.seat, e.data, e.actor_id, e.batch, e.idempotency_key, e.request_hash, e.version)
            for e in stored] == [(r.seq, r.seat, r.data, r.actor_id, r.batch, r.idempotency_key, r.request_hash, 1)
                                 for r in rows]
    assert stored[0].created_at == rows[0].created_at and stored[0].created_at.tzinfo is not None
    clocks = list(Seat.objects.filter(game=game).order_by("seat").values_list("is_to_move", "deadline",
                                                                                "turn_started_at"))
    assert clocks[:2] == [(True, at, at), (False, None, None)]
    assert Snapshot.objects.get(game=game, seq=found.seq).state == snapshot.state
    email = Notification.objects.get(key=f"probe:{game.pk}")
    assert (email.context, email.player_id, email.status, email.attempts, email.last_error) == (
        turn.context, players[0].pk, "pending", 0, "")


def test_a_value_too_long_for_its_column_fails_the_write_instead_of_being_cut(players):
    game = new_game(players)
    found, _seats, version = read_game_and_seats(game.pk, lock=False)
    found.seq += 1
    row = new_event(game_id=game.pk, seq=found.seq, type="meta:" + "x" * 80, seat=None, data={},
                              actor_id=None, batch=found.seq, idempotency_key=None, request_hash=None)
    with pytest.raises(DataError), transaction.atomic():
        write_append(AppendWrite(found, [row], ["seq", "updated_at"]), expected_version=version)
    assert not Event.objects.filter(game=game, seq=found.seq).exists()


def new_event(**values):
    return new_unsaved(Event, **values)


def test_rows_made_without_the_model_constructor_equal_those_it_makes(players):
    game = new_game(players)
    values = {"game_id": game.pk, "seq": 4, "type": "card_played", "seat": 1, "data": {"card": "x"},
              "actor_id": players[1].pk, "batch": 4, "idempotency_key": None, "request_hash": None}
    fast, slow = new_unsaved(Event, {"game": game}, **values), Event(**values)
    fields = [field.attname for field in Event._meta.concrete_fields]
    assert [getattr(fast, name) for name in fields] == [getattr(slow, name) for name in fields]
    assert fast._state.adding and fast._state.db is None and fast.pk is None and fast.game is game
    # Defaults are made afresh for each instance, as the constructor makes them.
    first, second = new_unsaved(Notification, key="a"), new_unsaved(Notification, key="b")
    assert first.context == {} and first.context is not second.context
    assert (first.status, first.attempts, first.last_error) == ("pending", 0, "")
    with pytest.raises(TypeError):
        new_unsaved(Event, game=game)  # by attname only


def test_the_write_finds_the_seats_it_updates_by_index_on_a_large_table(players):
    """The seat clocks are updated from a JSON parameter, which PostgreSQL guesses holds 100 rows.
    With only the seat ids to go on, a seat table of a few thousand to some 35,000 rows is cheaper
    to hash whole than to probe 100 times, so every move read every seat of every game (seen in
    the benchmark's database). The game's id in the condition keeps the plan on the game's
    seats, whatever the table's size and statistics."""
    game = new_game(players)
    seat, move = first_legal(game)
    writes = []

    def record(execute, sql, params, many, context):
        if sql.startswith("WITH"):
            writes.append((sql, params))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(record):
        services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq)
    [(sql, params)] = writes
    assert " w AS (UPDATE " in sql  # the turn passed: the move updated two seats' clocks
    with connection.cursor() as cursor:
        # A seat table of 15,000 rows in the planner's eyes, of games that do not exist (removed
        # before the test's end checks the deferred foreign keys).
        cursor.execute("INSERT INTO games_seat (game_id, seat, player_id, is_to_move, chat_read_up_to)"
                       " SELECT -n, 0, NULL, false, 0 FROM generate_series(1, 15000) AS n")
        cursor.execute("ANALYZE games_seat")
        # The plan for these values (EXPLAIN plans with its parameters' values); the generic plan
        # the kept prepared statement may switch to is checked in test_query_plans.py.
        cursor.execute("EXPLAIN " + sql, params)
        plan = "\n".join(line for (line,) in cursor.fetchall())
        cursor.execute("DELETE FROM games_seat WHERE game_id < 0")
        cursor.execute("ANALYZE games_seat")  # its row counts outlive the rollback
    assert "Update on games_seat" in plan
    assert "Seq Scan on games_seat" not in plan, plan


@pytest.mark.django_db(transaction=True)
def test_a_move_against_the_autopilot_is_one_locked_transaction_with_one_notice(players, monkeypatch, settings):
    """A bot's move in a game with an autopilot seat: the read under the lock, the move's write, the
    autopilot's write (in a savepoint), and after the commit one notice for the game, whose payload
    names the last seq; the seats are not read again, nor the log for who the autopilot plays.
    From the second move on, the unlocked read that would only find the autopilot seat is skipped.
    The process's list of webhook owners is read once before (it is kept for
    ``WEBHOOKS_OWNERS_CACHE_SECONDS``, 5 by default: on a busy machine it could expire between two
    moves and add its read to one of them)."""
    settings.WEBHOOKS_OWNERS_CACHE_SECONDS = 3600
    monkeypatch.setattr("outbox.webhooks._owners", None)  # the copy before this test is put back after it
    owners()
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, {"kind": "bot"}])
    monkeypatch.setattr(dispatch, "schedule", lambda ids: None)
    notices = []
    monkeypatch.setattr("games.store.postgres._notify", lambda channel, payload: notices.append(payload))
    statements = []

    def record(execute, sql, params, many, context):
        statements.append(sql.split()[0])
        return execute(sql, params, many, context)

    answered = 0
    for attempt in range(40):
        game.refresh_from_db()
        legal = services.queries.legal_moves(game, 0)
        statements.clear()
        notices.clear()
        with connection.execute_wrapper(record):
            result = services.submit_move(game_id=game.pk, player=players[0], move=legal[0], expected_seq=game.seq)
        game.refresh_from_db()
        guarded_read = ["SELECT"] if attempt == 0 else []
        if game.seq > result.seq:  # the autopilot answered in the same transaction
            answered += 1
            autopilot = statements[len(guarded_read) + 2:]  # one savepoint and one write per answer
            assert statements[:len(guarded_read) + 2] == [*guarded_read, "SELECT", "WITH"], statements
            assert autopilot and autopilot == ["SAVEPOINT", "WITH", "RELEASE"] * (len(autopilot) // 3), statements
        else:  # seat 0 plays again (UIGO!'s turn order), or the game ended
            assert statements == [*guarded_read, "SELECT", "WITH"], statements
        assert notices == [f"{game.pk}:{game.seq}"]
        if answered == 2 or game.status != Game.Status.ACTIVE:
            break
    assert answered == 2
