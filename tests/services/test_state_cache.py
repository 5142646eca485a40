"""The process-local cache of current states (``games.services.reads.STATE_CACHE``): it serves the
state the events give, a private copy each time, and never a state whose transaction rolled back."""

from __future__ import annotations

from random import Random

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from games import services
from games.engine import fold
from games.meta_events import META_PREFIX
from games.models import Event, Game
from games.services.reads import STATE_CACHE
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db


class Undo(Exception):
    pass


def new_game(players, count=2):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:count]])


def replayed(game: Game):
    """The state from the stored events alone, without snapshots or cache."""
    rows = Event.objects.filter(game=game).exclude(type__startswith=META_PREFIX).order_by("seq")
    return fold(services.ruleset_for(game), [row.as_engine_event() for row in rows])


def legal(game: Game, index: int):
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    seat = sorted(ruleset.to_move(state))[0]
    moves = ruleset.legal_moves(state, seat)
    return seat, moves[index % len(moves)], len(moves)


def test_a_move_fills_the_cache_and_reads_then_need_one_query(players):
    game = new_game(players)
    chooser, seated = Random(3), seat_players(game)
    for _ in range(5):
        play_random_move(game, chooser, seated)
    game.refresh_from_db()
    hits = STATE_CACHE.hits
    with CaptureQueriesContext(connection) as queries:
        state = services.load_state(game)
    assert STATE_CACHE.hits == hits + 1
    assert len(queries) == 1  # the game row's version; no snapshot, no events
    assert state == replayed(game)


def test_each_reader_gets_its_own_copy(players):
    game = new_game(players)
    play_random_move(game, Random(1), seat_players(game))
    game.refresh_from_db()
    first = services.load_state(game)
    first["scribbled"] = True
    assert "scribbled" not in services.load_state(game)
    assert services.load_state(game) == replayed(game)


def test_a_rolled_back_move_is_never_served(players, monkeypatch):
    """This process caches the state of a move whose transaction is then undone; another process
    (simulated: this one with its cache left untouched) commits a different move at the same seq.
    Reads here must give the state of the move that stayed, not the one rolled back."""
    game = new_game(players)
    seated = seat_players(game)
    game.refresh_from_db()
    seat, move, count = legal(game, 0)
    _seat, other, _count = legal(game, 1)
    assert count > 1 and other != move, "the test needs two different moves"
    start = game.seq
    with pytest.raises(Undo), transaction.atomic():
        doomed_seq = services.submit_move(game_id=game.pk, player=seated[seat], move=move, expected_seq=start).seq
        game.refresh_from_db()
        doomed = services.load_state(game)  # served from the cache inside the transaction
        raise Undo
    assert Game.objects.get(pk=game.pk).seq == start
    with monkeypatch.context() as patch:  # the other process: what it caches stays in its own memory
        patch.setattr(STATE_CACHE, "put", lambda *args: None)
        services.submit_move(game_id=game.pk, player=seated[seat], move=other, expected_seq=start)
    game.refresh_from_db()
    truth = replayed(game)
    # The doomed state is still in the cache under the very seq the game is at now, so only the
    # row version in its key stands between it and the reader.
    assert game.seq == doomed_seq and doomed != truth
    assert services.load_state(game) == truth


def test_snapshots_and_cache_agree_when_either_is_dropped(players, settings):
    settings.GAMES_SNAPSHOT_EVERY = 4
    game = new_game(players, count=3)
    chooser, seated = Random(8), seat_players(game)
    for _ in range(30):
        play_random_move(game, chooser, seated)
    game.refresh_from_db()
    cached = services.load_state(game)
    STATE_CACHE.clear()
    from_snapshot = services.load_state(game)
    game.snapshots.all().delete()
    STATE_CACHE.clear()
    assert cached == from_snapshot == services.load_state(game) == replayed(game)


def test_history_reads_do_not_use_the_cache(players):
    game = new_game(players)
    chooser, seated = Random(4), seat_players(game)
    for _ in range(6):
        play_random_move(game, chooser, seated)
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    rows = [row.as_engine_event() for row in Event.objects.filter(game=game).order_by("seq")]
    for at in range(1, game.seq):
        assert services.load_state(game, at=at) == fold(ruleset, rows[:at])


def test_a_move_takes_the_cached_state_itself_and_readers_get_copies():
    """``take`` hands over the live object once (a move updates it and puts the next state back);
    readers always get copies, made from a pickled form kept until the next put."""
    from games.services.reads import StateCache

    cache = StateCache(max_bytes=10_000)
    live = {"hand": [1, 2, 3]}
    cache.put(("db", 1, "uigo", 1), 5, "v5", live)
    copy = cache.get(("db", 1, "uigo", 1), 5, "v5")
    assert copy == live and copy is not live
    assert cache.take(("db", 1, "uigo", 1), 5, "v5") is live
    # Taken: what others find now is the pickled form, never the object being updated.
    live["hand"].append(4)
    assert cache.get(("db", 1, "uigo", 1), 5, "v5") == {"hand": [1, 2, 3]}
    assert cache.take(("db", 1, "uigo", 1), 5, "v5") == {"hand": [1, 2, 3]}
    assert cache.get(("db", 1, "uigo", 1), 5, "other version") is None
    assert cache.take(("db", 1, "uigo", 1), 6, "v5") is None


def test_a_taken_state_nobody_pickled_is_gone_until_the_next_put():
    from games.services.reads import StateCache

    cache = StateCache(max_bytes=10_000)
    cache.put(("db", 2, "uigo", 1), 2, "v2", {"a": 0})  # measured (pickled) once
    cache.put(("db", 2, "uigo", 1), 3, "v3", {"a": 1})  # its size taken from the last measure
    assert cache.take(("db", 2, "uigo", 1), 3, "v3") == {"a": 1}
    assert cache.get(("db", 2, "uigo", 1), 3, "v3") is None  # a reader folds it from the database
    cache.put(("db", 2, "uigo", 1), 4, "v4", {"a": 2})
    assert cache.get(("db", 2, "uigo", 1), 4, "v4") == {"a": 2}


def test_the_cache_stays_within_its_bytes():
    import pickle

    from games.services.reads import StateCache

    state = {"cards": list(range(200))}
    size = len(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    cache = StateCache(max_bytes=size * 4 + size // 2)  # four states (one may take a quarter)
    for game_id in range(10):
        cache.put(("db", game_id, "uigo", 1), 1, "v", {"cards": list(range(200))})
    assert cache._bytes <= cache.max_bytes
    kept = [game_id for game_id in range(10) if cache.get(("db", game_id, "uigo", 1), 1, "v") is not None]
    assert kept == [6, 7, 8, 9]  # the least recently used went first


def test_a_move_leaves_the_state_after_it_in_the_cache_without_copying_it(players, monkeypatch):
    import pickle

    game = new_game(players)
    chooser, seated = Random(5), seat_players(game)
    play_random_move(game, chooser, seated)
    counting = {"on": False, "copies": 0}
    real_dumps, real_loads = pickle.dumps, pickle.loads

    def dumps(*args, **kwargs):
        counting["copies"] += counting["on"]
        return real_dumps(*args, **kwargs)

    def loads(*args, **kwargs):
        counting["copies"] += counting["on"]
        return real_loads(*args, **kwargs)

    monkeypatch.setattr("games.services.reads.pickle", type("P", (), {
        "dumps": staticmethod(dumps), "loads": staticmethod(loads), "HIGHEST_PROTOCOL": pickle.HIGHEST_PROTOCOL}))
    for _ in range(3):
        game.refresh_from_db()
        seat, move, _count = legal(game, 0)  # a reader: gets a copy, the cache keeps the live state
        counting["on"] = True
        services.submit_move(game_id=game.pk, player=seated[seat], move=move, expected_seq=game.seq)
        counting["on"] = False
    assert counting["copies"] == 0  # each move took the state and handed the next one over
    game.refresh_from_db()
    assert services.load_state(game) == replayed(game)
