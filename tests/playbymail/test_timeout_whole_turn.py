"""A timeout plays the late seat's whole turn at once: in a turn of several decisions (Knarr's
action, then its trade), the seat is still to move after the first timeout move with its deadline
still passed (a timeout does not restart its clock), so ``apply_timeout`` goes on in the same
transaction, with one email to each other player, rather than one decision a scan, a minute
apart, an email each."""

from __future__ import annotations

from datetime import timedelta

import pytest

from games import services
from games.models import Event, Seat
from notifications.deadlines import past_deadline, scan
from notifications.models import Notification

pytestmark = pytest.mark.django_db


def test_the_late_seat_s_whole_turn_is_played_in_one_scan(players, django_capture_on_commit_callbacks):
    game = services.create_game(creator=players[0], ruleset_id="knarr", seats=[p.pk for p in players[:3]],
                                move_time_limit=timedelta(hours=2))
    game.refresh_from_db()
    late = game.to_move[0]
    deadline = Seat.objects.get(game=game, seat=late).deadline
    after = deadline + timedelta(minutes=1)
    with django_capture_on_commit_callbacks(execute=True):
        assert scan(now=after)["timeouts"] == 1
    game.refresh_from_db()
    timeouts = Event.objects.filter(game=game, type="meta:timeout")
    assert timeouts.count() >= 2, "Knarr's turn is an action and then a trade decision: both were played"
    assert late not in game.to_move, "the late seat's turn is over"
    assert not past_deadline(after + timedelta(minutes=1)).filter(game=game, seat=late).exists()
    # One timeout email to each player the timeout did not make next to move (they get "your turn").
    emails = Notification.objects.filter(game=game, kind=Notification.Kind.TIMEOUT)
    assert emails.count() == len({p for p in emails.values_list("player_id", flat=True)}) >= 1
