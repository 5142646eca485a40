"""A timeout plays the late seat's whole turn at once, with one email to each other player.

A turn may take several decisions (Knarr's action then its trade, Greenland's choices). The
deadline scan must not play one decision per scan, a minute and a timeout email apart: it plays
``timeout_move`` again while the seat is still to move, in one batch after one ``meta:timeout``.
"""

from __future__ import annotations

from datetime import timedelta
from random import Random

import pytest

from games import services
from games.models import Event, Game, Seat
from notifications import deadlines
from outbox.models import Notification
from tests.contracts.support import assert_projections_follow_the_log, new_game, seat_players, timeout_turn

pytestmark = pytest.mark.django_db


def play_until_a_long_turn(game: Game, chooser: Random) -> tuple[Seat, list[dict]]:
    """Random moves until the seat that runs out of time first would need several decisions."""
    rules = services.ruleset_for(game)
    for _ in range(400):
        game.refresh_from_db()
        assert game.status == Game.Status.ACTIVE, "the game ended before a turn of several decisions"
        state = services.load_state(game)
        due = min(Seat.objects.filter(game=game, is_to_move=True), key=lambda row: (row.deadline, row.seat))
        turn, decisions = timeout_turn(rules, state, due.seat, game.seed, game.seq + 1)
        if decisions > 1:
            return due, turn
        seat = rules.to_move(state)[0]
        move = chooser.choice(rules.legal_moves(state, seat))
        services.submit_move(game_id=game.pk, player=seat_players(game)[seat], move=move, expected_seq=game.seq)
    raise AssertionError("no turn of several decisions in 400 moves")


@pytest.mark.parametrize("ruleset", ["knarr", "greenland"])
def test_a_timeout_plays_the_whole_turn_with_one_email_each(make_player, ruleset):
    game = new_game([make_player(), make_player()], ruleset, move_time_limit=timedelta(hours=2))
    due, turn = play_until_a_long_turn(game, Random(7))
    game.refresh_from_db()
    before = game.seq
    Notification.objects.filter(game=game).delete()

    assert deadlines.scan(now=due.deadline + timedelta(seconds=1))["timeouts"] == 1

    rows = list(Event.objects.filter(game=game, seq__gt=before).order_by("seq"))
    markers = [row for row in rows if row.type == "meta:timeout"]
    assert len(markers) == 1 and rows[0] == markers[0] and rows[0].seat == due.seat
    played = [row.as_engine_event() for row in rows[1:] if row.batch == before + 1]
    assert played == turn  # the whole turn, each decision drawing at its own seq
    assert all(row.actor_id is None and row.batch == before + 1 for row in rows[: len(turn) + 1])
    game.refresh_from_db()
    rules = services.ruleset_for(game)
    assert game.status != Game.Status.ACTIVE or due.seat not in rules.to_move(services.load_state(game)), \
        "the late seat is still to move after its timeout"
    others = [player for seat, player in seat_players(game).items() if seat != due.seat]
    for player in others:
        told = Notification.objects.filter(game=game, player=player, kind__in=["timeout", "your_turn", "game_over"])
        assert told.count() == 1, list(told.values_list("kind", "context"))

    # A minute later, as the next scan runs, nothing more is played for the late seat.
    deadlines.scan(now=due.deadline + timedelta(seconds=61))
    assert Event.objects.filter(game=game, type="meta:timeout", seat=due.seat).count() == 1
    assert_projections_follow_the_log(game.pk)
