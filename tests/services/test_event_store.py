"""The event store in PostgreSQL: append-only, gap-free, optimistic concurrency, idempotency,
snapshots as a pure cache."""

from __future__ import annotations

import threading
from random import Random

import psycopg
import pytest
from django.db import DatabaseError, connection, connections, transaction

from games import services
from games.engine import fold
from games.models import Event, Game, Snapshot
from games.services.errors import Conflict, Unprocessable
from games.store.postgres import idempotency_lock_id
from tests.playing import first_legal, play_random_move, play_to_end, seat_players

pytestmark = pytest.mark.django_db


def new_game(players, ruleset="uigo", count=2):
    return services.create_game(
        creator=players[0], ruleset_id=ruleset, seats=[p.pk for p in players[:count]]
    )


def test_events_are_numbered_without_gaps(players):
    game = new_game(players)
    play_to_end(game, seed=1)
    seqs = list(Event.objects.filter(game=game).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))
    game.refresh_from_db()
    assert game.seq == seqs[-1]


@pytest.mark.parametrize("statement", ["UPDATE games_event SET type = 'x'", "DELETE FROM games_event"])
def test_database_refuses_update_and_delete_of_events(players, statement):
    game = new_game(players)
    before = list(Event.objects.filter(game=game).values_list("seq", "type"))
    with pytest.raises(DatabaseError, match="append-only"), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(statement)
    assert list(Event.objects.filter(game=game).values_list("seq", "type")) == before


def test_rejected_move_appends_nothing(players):
    game = new_game(players)
    seat, _move = first_legal(game)
    seq = game.seq
    with pytest.raises(Unprocessable) as error:
        services.submit_move(game_id=game.pk, player=players[seat], move={"type": "no_such_move"}, expected_seq=seq)
    assert error.value.code
    with pytest.raises(Conflict):
        services.submit_move(game_id=game.pk, player=players[seat], move=_move, expected_seq=seq - 1)
    with pytest.raises(Conflict) as error:  # not their turn: the game moved on for them
        services.submit_move(game_id=game.pk, player=players[1 - seat], move=_move, expected_seq=seq)
    assert error.value.code == "not_your_turn"
    assert Event.objects.filter(game=game).count() == seq


def test_same_idempotency_key_gives_the_same_answer_and_one_batch(players):
    game = new_game(players)
    seat, move = first_legal(game)
    first = services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq,
                                 idempotency_key="k-1")
    count = Event.objects.filter(game=game).count()
    again = services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq,
                                 idempotency_key="k-1")
    assert again.replayed and (again.seq, again.events) == (first.seq, first.events)
    assert Event.objects.filter(game=game).count() == count
    with pytest.raises(Unprocessable) as error:
        services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq + 1,
                             idempotency_key="k-1")
    assert error.value.code == "idempotency_key_reused"


def test_duplicate_in_flight_gets_409(players):
    game = new_game(players)
    seat, move = first_legal(game)
    params = connection.get_connection_params()
    other = psycopg.connect(**{k: v for k, v in params.items() if k in {"host", "port", "user", "dbname", "password"}},
                            autocommit=True)
    try:
        other.execute("SELECT pg_advisory_lock(%s)", [idempotency_lock_id(game.pk, "busy")])
        with pytest.raises(Conflict) as error:
            services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq,
                                 idempotency_key="busy")
        assert error.value.code == "request_in_progress"
    finally:
        other.close()
    assert Event.objects.filter(game=game).count() == game.seq


@pytest.mark.django_db(transaction=True)
def test_concurrent_moves_with_the_same_expected_seq_append_once(players):
    game = new_game(players)
    seat, move = first_legal(game)
    start = game.seq
    barrier = threading.Barrier(8)
    outcomes: list[str] = []
    lock = threading.Lock()

    def post(index: int) -> None:
        key = f"writer-{index}" if index % 2 else None
        try:
            barrier.wait()
            services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=start,
                                 idempotency_key=key)
            result = "ok"
        except Conflict as error:
            result = error.code
        finally:
            connections.close_all()
        with lock:
            outcomes.append(result)

    threads = [threading.Thread(target=post, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert outcomes.count("ok") == 1
    assert sorted(set(outcomes) - {"ok"}) == ["stale_seq"]
    seqs = list(Event.objects.filter(game=game).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))
    assert Event.objects.filter(game=game, seq__gt=start).values("batch").distinct().count() == 1


def test_snapshots_are_only_a_cache(players, settings):
    settings.GAMES_SNAPSHOT_EVERY = 7
    game = new_game(players, count=3)
    chooser, seated = Random(5), seat_players(game)
    for _ in range(60):
        play_random_move(game, chooser, seated)
    game.refresh_from_db()
    assert Snapshot.objects.filter(game=game).count() >= 2
    ruleset = services.ruleset_for(game)
    events = [row.as_engine_event() for row in Event.objects.filter(game=game).order_by("seq")]
    with_snapshots = [services.load_state(game, at=seq) for seq in range(1, game.seq + 1)]
    Snapshot.objects.filter(game=game).delete()
    without = [services.load_state(game, at=seq) for seq in range(1, game.seq + 1)]
    from_scratch = [fold(ruleset, events[:seq]) for seq in range(1, game.seq + 1)]
    assert with_snapshots == without == from_scratch


def test_snapshot_of_another_rules_version_is_ignored(players, settings):
    settings.GAMES_SNAPSHOT_EVERY = 5
    game = new_game(players)
    chooser, seated = Random(2), seat_players(game)
    for _ in range(12):
        play_random_move(game, chooser, seated)
    game.refresh_from_db()
    truth = services.load_state(game)
    version = services.ruleset_for(game).rules_version
    Snapshot.objects.create(game=game, seq=game.seq, rules_version=version + 1, state={"corrupt": True})
    assert services.load_state(game) == truth


def test_finished_game_refuses_moves_and_records_outcome(players):
    game = new_game(players)
    play_to_end(game, seed=3)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED and game.to_move == [] and game.deadline is None
    assert set(game.outcome["scores"]) == {"0", "1"}
    with pytest.raises(Unprocessable) as error:
        services.submit_move(game_id=game.pk, player=players[0], move={"type": "x"}, expected_seq=game.seq)
    assert error.value.code == "game_not_active"
