"""The event store's contract (``games.store.interface``), run against every implementation that
the test database can hold: on PostgreSQL both ``PostgresEventStore`` and ``OrmEventStore``, on
SQLite (``tests/store/test_on_sqlite.py`` runs this module there) ``OrmEventStore``.

Each test makes a real game through the services, then talks to the store directly.
"""

from __future__ import annotations

from datetime import timedelta
from random import Random

import pytest
from django.db import connection, transaction
from django.utils import timezone

from games import services
from games.models import Event, Game, Seat, Snapshot
from games.store import AppendWrite, SeqTaken, Superseded, new_unsaved
from games.store.orm import OrmEventStore
from outbox.models import Notification
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db


def _stores():
    stores = [pytest.param(OrmEventStore, id="orm")]
    if connection.vendor == "postgresql":
        from games.store.postgres import PostgresEventStore

        stores.insert(0, pytest.param(PostgresEventStore, id="postgres"))
    return stores


@pytest.fixture(params=_stores())
def store(request):
    return request.param()


@pytest.fixture
def game(players):
    """A started two-player UIGO game."""
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]])


def _event(game: Game, seq: int, type_: str = "meta:probe", **values) -> Event:
    return new_unsaved(Event, {"game": game}, game_id=game.pk, seq=seq, type=type_, seat=values.pop("seat", None),
                       data=values.pop("data", {}), batch=values.pop("batch", seq), **values)


def _outbox_row(game: Game, player, key: str, status=Notification.Status.PENDING) -> Notification:
    return new_unsaved(Notification, {"game": game, "player": player}, key=key, kind=Notification.Kind.YOUR_TURN,
                       status=status, player_id=player.pk, email=player.email, game_id=game.pk, context={})


def _append_probe(store, game: Game, count: int = 1, **write) -> tuple[list[Event], object]:
    """Append ``count`` meta events after ``game.seq`` under the game row's lock."""
    with transaction.atomic():
        locked, seats, _version = store.read_game(game.pk, lock=True)
        rows = [_event(locked, locked.seq + 1 + offset) for offset in range(count)]
        locked.seq += count
        appended = store.append(AppendWrite(locked, rows, ["seq", "updated_at"], **write))
    return rows, appended


def test_read_game_gives_the_game_its_seats_and_players_in_seat_order(store, game, players):
    found = store.read_game(game.pk, lock=False)
    assert found is not None
    read, seats, version = found
    assert read.pk == game.pk and read.seq == game.seq and read.ruleset == "uigo"
    assert [seat.seat for seat in seats] == [0, 1]
    assert [seat.player.email for seat in seats] == [players[0].email, players[1].email]
    assert all(seat.game is read for seat in seats)
    assert (version is not None) == store.guarded_writes
    assert store.read_game(game.pk + 1000, lock=False) is None


def test_append_numbers_events_and_saves_the_game_row(store, game):
    start = Game.objects.get(pk=game.pk).seq
    rows, appended = _append_probe(store, game, count=3)
    assert [row.seq for row in rows] == [start + 1, start + 2, start + 3]
    assert all(row.pk is not None and not row._state.adding for row in rows)
    stored = list(Event.objects.filter(game=game, seq__gt=start).order_by("seq").values_list("pk", "seq", "type"))
    assert stored == [(row.pk, row.seq, "meta:probe") for row in rows]
    assert Game.objects.get(pk=game.pk).seq == start + 3
    assert appended.pending == []
    if store.guarded_writes:
        assert appended.version == store.row_version(Game.objects.get(pk=game.pk))
    else:
        assert appended.version is None


def test_append_writes_seat_clocks_snapshot_and_outbox_rows_together(store, game, players):
    deadline = timezone.now() + timedelta(hours=5)
    with transaction.atomic():
        locked, seats, _version = store.read_game(game.pk, lock=True)
        seat = seats[0]
        seat.is_to_move, seat.deadline, seat.turn_started_at = True, deadline, timezone.now()
        locked.seq += 1
        snapshot = Snapshot(game=locked, seq=locked.seq, rules_version=99, state={"probe": [1, 2]})
        rows = [_event(locked, locked.seq)]
        outbox = [_outbox_row(locked, players[0], f"probe:{game.pk}:a"),
                  _outbox_row(locked, players[1], f"probe:{game.pk}:b", status=Notification.Status.HELD)]
        appended = store.append(AppendWrite(locked, rows, ["seq", "updated_at"], seats=[seat], snapshot=snapshot,
                                            notifications=outbox))
    assert Seat.objects.get(pk=seat.pk).deadline == deadline
    assert Snapshot.objects.get(game=game, rules_version=99).state == {"probe": [1, 2]}
    pending = list(Notification.objects.filter(key=f"probe:{game.pk}:a").values_list("pk", flat=True))
    assert appended.pending == pending and len(pending) == 1  # the held row is written, not scheduled
    assert Notification.objects.get(key=f"probe:{game.pk}:b").status == Notification.Status.HELD


def test_an_append_at_a_taken_seq_writes_nothing_and_spoils_the_transaction(store, game, players):
    before = Game.objects.get(pk=game.pk)
    with transaction.atomic():
        locked, _seats, _version = store.read_game(game.pk, lock=True)
        taken = [_event(locked, locked.seq)]  # the seq of the last event: taken
        outbox = [_outbox_row(locked, players[0], f"probe:{game.pk}:lost")]
        locked.seq += 1
        with pytest.raises(SeqTaken):
            store.append(AppendWrite(locked, taken, ["seq", "updated_at"], notifications=outbox))
        assert transaction.get_rollback()
    assert Game.objects.get(pk=game.pk).seq == before.seq
    assert not Notification.objects.filter(key=f"probe:{game.pk}:lost").exists()
    assert Event.objects.filter(game=game).count() == before.seq


def test_a_guarded_append_writes_only_at_the_version_read(store, game):
    read, _seats, version = store.read_game(game.pk, lock=False)
    if not store.guarded_writes:
        with pytest.raises(ValueError):
            store.append(AppendWrite(read, [_event(read, read.seq + 1)], ["seq"]), expected_version="1")
        return
    _append_probe(store, game)  # another writer moves the row on
    stale = [_event(read, read.seq + 1)]
    read.seq += 1
    with pytest.raises(Superseded):
        store.append(AppendWrite(read, stale, ["seq", "updated_at"]), expected_version=version)
    assert Event.objects.filter(game=game).count() == read.seq  # the other writer's event only
    current, _seats, version = store.read_game(game.pk, lock=False)
    rows = [_event(current, current.seq + 1)]
    current.seq += 1
    assert store.append(AppendWrite(current, rows, ["seq", "updated_at"]), expected_version=version).version


def test_the_outbox_keeps_one_row_per_key(store, game, players):
    first = store.add_to_outbox([_outbox_row(game, players[0], f"probe:{game.pk}:x"),
                                 _outbox_row(game, players[1], f"probe:{game.pk}:held", Notification.Status.HELD)])
    assert first == list(Notification.objects.filter(key=f"probe:{game.pk}:x").values_list("pk", flat=True))
    again = store.add_to_outbox([_outbox_row(game, players[1], f"probe:{game.pk}:x"),
                                 _outbox_row(game, players[1], f"probe:{game.pk}:y")])
    assert again == list(Notification.objects.filter(key=f"probe:{game.pk}:y").values_list("pk", flat=True))
    assert Notification.objects.get(key=f"probe:{game.pk}:x").player_id == players[0].pk
    assert store.add_to_outbox([]) == []


def test_state_after_starts_from_the_newest_usable_snapshot(store, game, players, settings):
    """What a state is folded from: the newest snapshot of this rules version at or before the
    seq, the events after it, ``meta:`` events left out; a snapshot of another rules version is
    never trusted. Every store folds every seq to the same state."""
    settings.GAMES_SNAPSHOT_EVERY = 4
    chooser, seated = Random(5), seat_players(game)
    for _ in range(6):
        play_random_move(game, chooser, seated)
    _append_probe(store, game)
    for _ in range(5):
        play_random_move(game, chooser, seated)
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    Snapshot.objects.create(game=game, seq=game.seq - 1, rules_version=ruleset.rules_version + 1,
                            state={"corrupt": True})
    snapshots = sorted(Snapshot.objects.filter(game=game, rules_version=ruleset.rules_version)
                       .values_list("seq", flat=True))
    assert len(snapshots) >= 2
    reference = OrmEventStore()
    for seq in range(game.seq + 1):
        state, events = store.state_after(game.pk, ruleset.rules_version, seq)
        assert (state, events) == reference.state_after(game.pk, ruleset.rules_version, seq)
        base = max((s for s in snapshots if s <= seq), default=0)
        assert [event_type for event_type, _seat, _data in events] == list(
            Event.objects.filter(game=game, seq__gt=base, seq__lte=seq).exclude(type__startswith="meta:")
            .order_by("seq").values_list("type", flat=True))
        assert (state is None) == (base == 0)
    folded, events = store.state_after(game.pk, ruleset.rules_version, game.seq)
    for event_type, seat, data in events:
        folded = ruleset.evolve(folded, {"type": event_type, "seat": seat, "data": data})
    assert folded == services.load_state(game)


def test_events_and_the_batch_of_an_idempotency_key(store, game, players):
    seated = seat_players(game)
    current = services.fetch_game(game.pk)
    seq, seat = current.seq, current.to_move[0]
    assert seq >= 2  # the setup's events
    assert [row.seq for row in store.events(game.pk)] == list(range(1, seq + 1))
    assert [row.seq for row in store.events(game.pk, after=0, limit=1)] == [1]
    assert [row.seq for row in store.events(game.pk, after=1)] == list(range(2, seq + 1))
    move = services.ruleset_for(current).legal_moves(services.load_state(current), seat)[0]
    result = services.submit_move(game_id=game.pk, player=seated[seat], move=move, expected_seq=seq,
                                  idempotency_key="probe-key")
    batch = store.batch_of_key(game.pk, "probe-key")
    assert [row.seq for row in batch] == list(range(seq + 1, result.seq + 1))
    assert batch[0].idempotency_key == "probe-key" and batch[0].actor_id == seated[seat].pk
    assert all(row.batch == batch[0].seq for row in batch)
    assert store.batch_of_key(game.pk, "no-such-key") == []


def test_a_free_idempotency_key_can_be_locked(store, game):
    with transaction.atomic():
        assert store.lock_idempotency_key(game.pk, "free") is True


def test_state_after_keeps_the_takebacks_that_the_fold_honours(store, game, players):
    """``meta:takeback`` is the one ``meta:`` event a fold reads, in its place among
    the rule set's events, so that the fold can leave the move it names out."""
    chooser, seated = Random(9), seat_players(game)
    play_random_move(game, chooser, seated)
    game.refresh_from_db()
    last = game.seq
    first = Event.objects.filter(game=game, seq=last).values_list("batch", flat=True).get()
    with transaction.atomic():
        locked, _seats, _version = store.read_game(game.pk, lock=True)
        rows = [_event(locked, locked.seq + 1, "meta:takeback_requested", data={"batch": first, "last": last,
                                                                                "instant": True}),
                _event(locked, locked.seq + 2, "meta:takeback", data={"batch": first, "last": last})]
        locked.seq += 2
        store.append(AppendWrite(locked, rows, ["seq", "updated_at"]))
    ruleset = services.ruleset_for(game)
    _state, events = store.state_after(game.pk, ruleset.rules_version, locked.seq)
    assert events == OrmEventStore().state_after(game.pk, ruleset.rules_version, locked.seq)[1]
    assert [kind for kind, _seat, _data in events if kind.startswith("meta:")] == ["meta:takeback"]
    assert events[-1] == ("meta:takeback", None, {"batch": first, "last": last})
