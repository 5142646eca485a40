"""Random playouts of every registered rule set through the service layer, against PostgreSQL:
every listed legal move is accepted, every game ends, the outcome scores every seat, and the
state read through snapshots (and the state cache) equals a fold of the stored events alone.

Every rule set, player count and option set is played; ``RAVENPOST_PLAYOUT_SEEDS`` sets how many
seeds each (default 3; set it higher for a longer soak). The pure rule tests play hundreds of
seeds per game without a database, and tests/api plays whole UIGO! games through HTTP. Each game
gets a fixed secret seed, so a failure replays identically.

Why this file is affordable: a Grænaland game is about 3,000 moves (4,000 events), so the cost
per move is what counts. Moves go straight to ``submit_move`` (one round trip to read the state
from the cache, and the few of the move itself), instead of ``tests.playing``'s re-reads of the
game row around every move.
"""

from __future__ import annotations

import hashlib
import json
import os
from random import Random

import pytest

from games import services
from games.engine import fold
from games.meta_events import META_PREFIX
from games.models import Event, Game, Snapshot
from games.rulesets import registry
from games.services.reads import STATE_CACHE
from tests.playing import seat_players

SEEDS = int(os.environ.get("RAVENPOST_PLAYOUT_SEEDS", "3"))
MAX_MOVES = 20_000
CASES = [
    (ruleset.id, count, seed)
    for ruleset in registry()
    for count in range(ruleset.min_players, ruleset.max_players + 1)
    for seed in range(SEEDS)
]


@pytest.fixture
def committed_moves(transactional_db, monkeypatch):
    """Each move commits, as in production, and the tables are emptied after the test.

    In one test-long transaction every move would add a version of the same game and seat rows
    that nothing can prune until the end, so each read of the game row walks a chain as long as
    the game: a 3,000-move game became quadratic (and so did the foreign-key checks deferred to
    the end). Commits need not reach the disk here (``synchronous_commit``), and the emails they
    schedule are not sent (the outbox rows are still written with each move)."""
    from django.db import connection

    from outbox import dispatch

    monkeypatch.setattr(dispatch, "schedule", lambda ids: None)
    with connection.cursor() as cursor:
        cursor.execute("SET synchronous_commit TO off")
    yield
    with connection.cursor() as cursor:
        cursor.execute("RESET synchronous_commit")


def start(players, ruleset_id: str, options: dict | None, seed: int) -> Game:
    case = json.dumps([ruleset_id, len(players), options, seed], sort_keys=True)
    return services.create_game(creator=players[0], ruleset_id=ruleset_id, seats=[p.pk for p in players],
                                options=options, seed=hashlib.sha256(case.encode()).hexdigest())


def play_to_end(game: Game, seed: int) -> int:
    """Post random legal moves of random seats to move until the game is over; return the count.

    ``game.seq`` follows the answers of ``submit_move`` (nobody else moves in this game), so the
    state is read once per move and the game row is not read again between moves."""
    chooser = Random(seed)
    ruleset = services.ruleset_for(game)
    players = seat_players(game)
    for count in range(MAX_MOVES + 1):
        state = services.load_state(game)
        if ruleset.outcome(state) is not None:
            return count
        seat = chooser.choice(sorted(ruleset.to_move(state)))
        move = chooser.choice(ruleset.legal_moves(state, seat))
        game.seq = services.submit_move(game_id=game.pk, player=players[seat], move=move,
                                        expected_seq=game.seq).seq
    raise AssertionError(f"game {game.pk} did not end after {MAX_MOVES} moves")


def check_finished(game: Game, count: int) -> None:
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    assert game.to_move == [] and game.deadline is None
    assert sorted(game.outcome["scores"]) == sorted(str(seat) for seat in range(count))
    assert game.outcome["winners"] or game.options.get("cooperative")  # a cooperative game can be lost
    assert list(Event.objects.filter(game=game).order_by("seq").values_list("seq", flat=True)) == list(
        range(1, game.seq + 1))


def check_replay(game: Game) -> None:
    """The events alone, folded from scratch, give the state that reads return: at the end (from
    the state cache, then from the final snapshot) and at a few seqs between snapshots."""
    ruleset = services.ruleset_for(game)
    rows = Event.objects.filter(game=game).exclude(type__startswith=META_PREFIX).order_by("seq")
    logged = [(seq, {"type": kind, "seat": seat, "data": data})
              for seq, kind, seat, data in rows.values_list("seq", "type", "seat", "data")]
    final = fold(ruleset, [event for _seq, event in logged])
    hits = STATE_CACHE.hits
    assert services.load_state(game) == final
    assert STATE_CACHE.hits == hits + 1  # that came from the state cache, filled by the last move
    STATE_CACHE.clear()
    assert Snapshot.objects.filter(game=game, seq=game.seq).exists()
    assert services.load_state(game) == final  # from the final snapshot
    for at in sorted({game.seq // 3, game.seq // 2 + 1, game.seq - 1}):
        expected = fold(ruleset, [event for seq, event in logged if seq <= at])
        assert services.load_state(game, at=at) == expected, f"the state after seq {at}"


@pytest.mark.usefixtures("committed_moves")
@pytest.mark.parametrize(("ruleset_id", "count", "seed"), CASES)
def test_random_playout_through_services(make_player, ruleset_id, count, seed):
    players = [make_player() for _ in range(count)]
    game = start(players, ruleset_id, None, seed)
    assert play_to_end(game, seed=seed) > 0
    check_finished(game, count)
    check_replay(game)


GREENLAND_OPTIONS = [
    ({"game": "advanced"}, 2),
    ({"game": "advanced"}, 3),
    ({"game": "advanced", "bloody_snow": True, "survivor": True}, 2),
    ({"game": "advanced", "bloody_snow": True, "survivor": True}, 3),
    ({"game": "advanced", "cooperative": True}, 1),
    ({"game": "advanced", "cooperative": True, "survivor": True}, 2),
    ({"game": "advanced", "sami": True}, 4),  # the Sami expansion (L): daughters, skis, drums, caribou
]


@pytest.mark.usefixtures("committed_moves")
@pytest.mark.parametrize(("options", "count"), GREENLAND_OPTIONS)
def test_greenland_advanced_playout_through_services(make_player, options, count):
    """The advanced Greenland (phase 3 card by card; the cooperative game, where one seat plays
    several tribes) through the services."""
    players = [make_player() for _ in range(count)]
    for seed in range(SEEDS):
        game = start(players, "greenland", options, seed)
        assert play_to_end(game, seed=seed) > 0
        check_finished(game, count)
        check_replay(game)
