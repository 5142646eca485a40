"""Takebacks through webhooks: a delivery that reached another player's program counts
as that player having seen the move, and the takeback's events reach it like any others."""

from __future__ import annotations

import json
from random import Random

import pytest

from games.services import takebacks
from tests.playing import seat_players
from tests.services.test_takebacks import find_moves, play, start
from webhooks.services import register_endpoint

pytestmark = pytest.mark.django_db


def test_a_delivered_move_needs_the_owners_consent_and_the_takeback_is_delivered(
        players, receiver, allow_loopback, django_capture_on_commit_callbacks):
    game = start(players, "fjords", 2)
    by_seat = seat_players(game)
    seat, move, _state = find_moves(game, Random(3), by_seat, want_silent=True)
    other = 1 - seat
    with django_capture_on_commit_callbacks(execute=True):
        register_endpoint(owner=by_seat[other], url=receiver.url)
    with django_capture_on_commit_callbacks(execute=True):
        play(game, seat, move, by_seat)
    assert receiver.received, "the move reached the other player's program"
    assert takebacks.request_takeback(game_id=game.pk, player=by_seat[seat]) is False  # it was seen
    with django_capture_on_commit_callbacks(execute=True):
        assert takebacks.answer_takeback(game_id=game.pk, player=by_seat[other], accept=True) is True
    sent = [event for item in receiver.received for body in [json.loads(item.body)] if body["type"] == "events"
            for event in body["events"]]
    assert [event["type"] for event in sent[-2:]] == ["meta:takeback_accepted", "meta:takeback"]
