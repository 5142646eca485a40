"""Presence (games.services.presence): the reads through which a player follows a game record when
they were there and the newest seq they were shown, on their seat only."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone
from rest_framework.test import APIClient

from games import services
from games.models import Seat
from games.services import presence

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(players):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])


def seat_row(game, player) -> Seat:
    return Seat.objects.get(game=game, player=player)


@pytest.mark.parametrize("path", ["/games/{id}/", "/api/games/{id}/view/", "/api/games/{id}/legal-moves/",
                                  "/api/games/{id}/events/"])
def test_each_read_records_presence_and_the_seq_shown(client, game, players, path):
    game.refresh_from_db()
    if path.startswith("/api/"):
        reader = APIClient()
        reader.force_authenticate(players[0])
    else:
        reader = client
        reader.force_login(players[0])
    assert reader.get(path.format(id=game.pk)).status_code == 200
    mine, theirs = seat_row(game, players[0]), seat_row(game, players[1])
    assert mine.seen_seq == game.seq and timezone.now() - mine.last_seen_at < timedelta(minutes=1)
    assert (theirs.seen_seq, theirs.last_seen_at) == (0, None)


def test_seen_seq_only_moves_forward_and_quiet_reads_write_seldom(game, players):
    with time_machine.travel(timezone.now(), tick=False) as clock:
        assert presence.note_seen(game_id=game.pk, player_id=players[0].pk, seq=5) == 1
        assert presence.note_seen(game_id=game.pk, player_id=players[0].pk, seq=3) == 0  # nothing new
        clock.shift(timedelta(seconds=presence.REFRESH_SECONDS + 1))
        assert presence.note_seen(game_id=game.pk, player_id=players[0].pk, seq=3) == 1  # still there
    assert seat_row(game, players[0]).seen_seq == 5


def test_an_open_stream_keeps_every_active_game_present(game, players):
    assert presence.note_watching(players[1].pk) == 1
    assert seat_row(game, players[1]).last_seen_at is not None
    assert seat_row(game, players[1]).seen_seq == 0  # a stream says nothing of what was read


def test_a_read_whose_seat_already_shows_the_visit_sends_no_statement(game, players, django_assert_num_queries):
    """A client reading again within ``REFRESH_SECONDS`` (a 304 poll, above all) costs no write: the
    seat read with the game shows the visit already."""
    client = APIClient()
    client.force_authenticate(players[0])
    path = f"/api/games/{game.pk}/legal-moves/"
    with time_machine.travel(timezone.now(), tick=False) as clock:
        assert client.get(path).status_code == 200  # records the visit
        with django_assert_num_queries(1):  # the game with its seats; no UPDATE
            assert client.get(path).status_code == 200
        clock.shift(timedelta(seconds=presence.REFRESH_SECONDS + 1))
        with django_assert_num_queries(2):  # the visit is old news now: written again
            assert client.get(path).status_code == 200
