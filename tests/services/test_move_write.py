"""The one write of a move (``commands._write``): events, seat clocks, the game row and a due
snapshot in one statement. A unique violation there (a writer that got past the row lock) is a
409 that leaves nothing behind, and the projections it writes are those the events give."""

from __future__ import annotations

from random import Random

import pytest

from games import services
from games.engine import fold
from games.models import Event, Seat, Snapshot
from games.services.errors import Conflict
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db


def new_game(players, count=2):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:count]])


def test_a_row_already_at_the_next_seq_makes_a_conflict_and_nothing_is_written(players):
    game = new_game(players)
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    seat = ruleset.to_move(state)[0]
    move = ruleset.legal_moves(state, seat)[0]
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
