"""The stream's cursor and reads (``games.streams.feed``), and ``GET /api/stream/`` under WSGI (the
Django view): what the stream would open with, then the end."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from django.utils import timezone

from games import services
from games.models import Game
from games.streams import feed

pytestmark = pytest.mark.django_db


def new_game(*players) -> Game:
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players])
    game.refresh_from_db()
    return game


def test_the_cursor_reads_back_what_it_wrote():
    cursor = feed.Cursor(1_700_000_000, {12: 57, 3: 0, 40: 9}, {40})
    assert cursor.encode() == "v1:1700000000:3.0,12.57,40.9x"
    again = feed.Cursor.decode(cursor.encode())
    assert (again.since, again.seqs, again.ended) == (cursor.since, cursor.seqs, cursor.ended)
    assert feed.Cursor.decode("v1:5:").seqs == {}
    for bad in ("", "v2:1:2.3", "v1:x:", "v1:1:2-3", "v1:1:a.b"):
        with pytest.raises(feed.BadCursor):
            feed.Cursor.decode(bad)


def test_a_resumed_cursor_reads_new_games_from_their_start_and_skips_games_over_before(players):
    ended_before = new_game(players[0], players[1])
    Game.objects.filter(pk=ended_before.pk).update(status=Game.Status.FINISHED,
                                                  updated_at=timezone.now() - timedelta(hours=1))
    cursor = feed.Cursor(int(time.time()))
    got_a_seat = new_game(players[1], players[0])  # after the cursor: read from its first event
    messages = feed.catch_up(players[0], cursor)
    told = {message.data.get("game") for message in messages}
    assert ended_before.pk not in told
    assert got_a_seat.pk in told and messages[0].event == "game_started"
    seat = next(s.seat for s in got_a_seat.seats.all() if s.player_id == players[0].pk)
    events = [(m.data["seq"], m.data["type"]) for m in messages if m.event == "event"]
    assert events == [(e["seq"], e["type"]) for e in services.events_for_seat(got_a_seat, seat)]
    assert cursor.seqs[got_a_seat.pk] == got_a_seat.seq
    assert feed.catch_up(players[0], cursor) == []  # nothing twice


def test_under_wsgi_the_stream_says_what_was_missed_and_ends(players, client_for):
    client = client_for(players[0])
    opened = client.get("/api/stream/", HTTP_ACCEPT="text/event-stream")
    assert opened.status_code == 200 and opened["Content-Type"].startswith("text/event-stream")
    body = b"".join(opened.streaming_content).decode()
    assert body.startswith("retry: ") and "event: hello" in body
    last_id = [line for line in body.splitlines() if line.startswith("id: ")][-1].removeprefix("id: ")
    game = new_game(players[0], players[1])
    resumed = b"".join(client.get("/api/stream/", HTTP_LAST_EVENT_ID=last_id).streaming_content).decode()
    assert "event: game_started" in resumed and f'"game":{game.pk}' in resumed


def test_a_bad_last_event_id_is_a_400_and_no_token_a_401(players, client_for):
    response = client_for(players[0]).get("/api/stream/", HTTP_LAST_EVENT_ID="nonsense")
    assert response.status_code == 400 and response["Content-Type"] == "application/problem+json"
    from rest_framework.test import APIClient

    assert APIClient().get("/api/stream/").status_code == 401


OUT_OF_RANGE = ["v1:99999999999999999999:", "v1:-99999999999:", "v1:-1:", "v1:1700000000:-4.2",
                "v1:1700000000:99999999999999999999.1", "v1:1700000000:3.-1", "v1:1700000000:3.99999999999999999999"]


@pytest.mark.parametrize("last_event_id", OUT_OF_RANGE)
def test_a_last_event_id_out_of_range_is_a_400_that_says_why(players, client_for, last_event_id):
    """A number no stream sends (a start before 1970 or past any clock, a game id or seq that is
    negative or past PostgreSQL's bigint) is refused as a bad cursor, never a server error."""
    with pytest.raises(feed.BadCursor, match="not an id this stream sent"):
        feed.Cursor.decode(last_event_id)
    response = client_for(players[0]).get("/api/stream/", HTTP_LAST_EVENT_ID=last_event_id)
    assert response.status_code == 400 and response["Content-Type"] == "application/problem+json"
    body = response.json()
    assert body["code"] == "bad_last_event_id" and "Last-Event-ID" in body["detail"]
    query = client_for(players[0]).get("/api/stream/", {"last_event_id": last_event_id})
    assert query.status_code == 400 and query.json()["code"] == "bad_last_event_id"
