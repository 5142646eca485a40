"""``GET /api/stream/``: one stream for all of a player's games, through a real ASGI server
(gunicorn's ``asgi`` worker on a loopback port) and the real listener (PostgreSQL LISTEN/NOTIFY).

The stream tells each game's events in order, as the player's seat may see them (the very bodies
``events_for_seat`` gives, so never a card of another hand), "your turn" for the player's own seat
only, and resumes after a disconnect with ``Last-Event-ID`` without losing an event."""

from __future__ import annotations

import json
import re
import threading
import time
from random import Random
from urllib.parse import urlsplit

import httpx
import pytest
from django.db import connection

from games import services
from games.models import Event, Game
from games.streams.feed import Cursor
from players.services import issue_token
from tests.playing import play_random_move, seat_players
from tests.streams.server import AsgiServer, Stream

pytestmark = pytest.mark.django_db(transaction=True)
CARD = re.compile(r"\b(?:red|blue|green|yellow|purple)-[0-8]\b")


@pytest.fixture(scope="module")
def server(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        settings_dict = dict(connection.settings_dict)
    running = AsgiServer(settings_dict, STREAM_HEARTBEAT_SECONDS="1")
    yield running
    running.stop()
    with django_db_blocker.unblock():
        wait_for_other_sessions_to_end()


def wait_for_other_sessions_to_end(seconds: float = 10) -> None:
    """The server's sessions end a moment after its process: the test database is dropped later."""
    deadline = time.monotonic() + seconds
    with connection.cursor() as cursor:
        while time.monotonic() < deadline:
            cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                           "AND pid <> pg_backend_pid()")
            if cursor.fetchone()[0] == 0:
                return
            time.sleep(0.1)


def cards_in(data) -> set[str]:
    return set(CARD.findall(json.dumps(data)))


def new_game(creator, *others) -> Game:
    game = services.create_game(creator=creator, ruleset_id="uigo", seats=[creator.pk, *(p.pk for p in others)])
    game.refresh_from_db()
    return game


def seat_in(game: Game, player) -> int:
    return next(seat for seat, who in seat_players(game).items() if who == player)


def expected(game: Game, seat: int, after: int = 0) -> list[tuple[int, str, dict]]:
    game.refresh_from_db()
    return [(e["seq"], e["type"], e["data"]) for e in services.events_for_seat(game, seat, after=after)]


def told(messages, game: Game) -> list[tuple[int, str, dict]]:
    return [(data["seq"], data["type"], data["data"]) for event, data, _ in messages
            if event == "event" and data["game"] == game.pk]


def reached(game: Game):
    """A ``take`` condition: the stream has told all of ``game`` up to its last seq (read now): the
    cursor (``id``) closing a batch says so."""
    game.refresh_from_db()
    last = game.seq
    return lambda message: message[2] is not None and Cursor.decode(message[2]).seqs.get(game.pk, -1) >= last


def play(games: list[Game], moves: int, chooser: Random) -> None:
    for step in range(moves):
        game = games[step % len(games)]
        game.refresh_from_db()
        if game.status == Game.Status.ACTIVE:
            play_random_move(game, chooser, seat_players(game))


def take_until_all(stream: Stream, games: list[Game]) -> list:
    messages = []
    for game in games:
        condition = reached(game)
        if not any(condition(m) for m in messages):
            messages += stream.take(condition)
    return messages


def test_two_games_in_order_redacted_your_turn_for_own_seat_only(server, make_player):
    me, rival, other = make_player(), make_player(), make_player()
    mine = Stream(server.url, issue_token(me))
    theirs = Stream(server.url, issue_token(rival))
    try:
        assert mine.status == 200
        mine.take(lambda m: m[0] == "hello")
        theirs.take(lambda m: m[0] == "hello")
        first, second = new_game(me, rival), new_game(me, other)  # the rival sits only at the first
        play([first, second], 12, Random(7))
        messages = take_until_all(mine, [first, second])
        rival_messages = take_until_all(theirs, [first])
    finally:
        mine.close()
        theirs.close()

    for game in (first, second):
        seat = seat_in(game, me)
        assert ("game_started", game.pk) in {(e, d.get("game")) for e, d, _ in messages}
        # Every event, in order, exactly as the seat may see it: the deal shows the own hand only.
        assert told(messages, game) == expected(game, seat)
        deal = Event.objects.get(game=game, type="round_dealt", seq__lte=3)
        shown = next(data for seq, kind, data in told(messages, game) if seq == deal.seq)
        assert "hands" not in shown and shown["hand"] == deal.data["hands"][seat]
        others = {card for other_seat, hand in enumerate(deal.data["hands"]) if other_seat != seat for card in hand}
        assert not others & cards_in(shown)
    # "Your turn" names the reader's own seat, and only their games.
    for event, data, _ in messages:
        if event == "your_turn":
            assert data["seat"] == seat_in(Game.objects.get(pk=data["game"]), me)
    assert {d["game"] for e, d, _ in rival_messages if "game" in d} == {first.pk}
    for event, data, _ in rival_messages:
        if event == "your_turn":
            assert data["seat"] == seat_in(first, rival)
    # The last word on each game: your turn when it waits for the reader.
    for game in (first, second):
        game.refresh_from_db()
        if game.status == Game.Status.ACTIVE and seat_in(game, me) in game.to_move:
            last = [m for m in messages if m[1].get("game") == game.pk][-1]
            assert last[0] == "your_turn"


def test_resuming_with_last_event_id_loses_no_event(server, make_player):
    me, rival, other = make_player(), make_player(), make_player()
    token = issue_token(me)
    first, second = new_game(me, rival), new_game(me, other)
    chooser = Random(11)
    # A stream started without Last-Event-ID follows from now: the deal before it is not told.
    starts = {first.pk: first.seq, second.pk: second.seq}
    stream = Stream(server.url, token)
    try:
        stream.take(lambda m: m[0] == "hello")
        play([first, second], 6, chooser)
        before = take_until_all(stream, [first, second])
    finally:
        stream.close()
    last_id = [m[2] for m in before if m[2]][-1]

    # While disconnected: moves in both games, and a new game with a seat for the reader.
    play([first, second], 10, chooser)
    third = new_game(other, me)
    play([third], 3, chooser)

    resumed = Stream(server.url, token, last_event_id=last_id)
    try:
        after = take_until_all(resumed, [first, second, third])
    finally:
        resumed.close()
    for game, start in ((first, starts[first.pk]), (second, starts[second.pk]), (third, 0)):
        seat = seat_in(game, me)
        seen: dict[int, tuple] = {}
        for seq, kind, data in told(before, game) + told(after, game):
            seen.setdefault(seq, (seq, kind, data))  # a message told twice is the same message
        assert [seen[seq] for seq in sorted(seen)] == expected(game, seat, after=start)
    assert ("game_started", third.pk) in {(e, d.get("game")) for e, d, _ in after}


def test_game_ended_is_told(server, make_player):
    me, rival = make_player(), make_player()
    stream = Stream(server.url, issue_token(me))
    try:
        stream.take(lambda m: m[0] == "hello")
        game = new_game(me, rival)
        services.leave_game(game_id=game.pk, player=rival)  # the autopilot plays the rival's seat
        game.refresh_from_db()
        chooser = Random(3)
        while game.status == Game.Status.ACTIVE:
            play_random_move(game, chooser, {seat_in(game, me): me})
            game.refresh_from_db()
        ended = stream.take(lambda m: m[0] == "game_ended" and m[1]["game"] == game.pk, timeout=60)
    finally:
        stream.close()
    assert ended[-1][1]["status"] == Game.Status.FINISHED


def test_the_long_poll_answers_when_a_move_comes(server, make_player):
    me, rival = make_player(), make_player()
    game = new_game(me, rival)
    waiting = next(p for p in (me, rival) if seat_in(game, p) not in game.to_move)
    answer: dict = {}

    def poll() -> None:
        response = httpx.get(f"{server.url}/api/games/{game.pk}/events/?after={game.seq}&wait=20",
                             headers={"Authorization": f"Bearer {issue_token(waiting)}"}, timeout=40)
        answer["status"], answer["body"] = response.status_code, response.json()

    thread = threading.Thread(target=poll)
    thread.start()
    play([game], 1, Random(5))
    thread.join(40)
    assert answer["status"] == 200
    assert answer["body"] and answer["body"][0]["seq"] == game.seq + 1


def test_the_long_poll_keeps_the_views_errors(server, make_player):
    me, rival, stranger = make_player(), make_player(), make_player()
    game = new_game(me, rival)
    response = httpx.get(f"{server.url}/api/games/{game.pk}/events/?wait=5",
                         headers={"Authorization": f"Bearer {issue_token(stranger)}"}, timeout=20)
    assert response.status_code == 403
    assert response.headers["content-type"].startswith("application/problem+json")


@pytest.mark.parametrize("last_event_id", ["v1:99999999999999999999:", "v1:-99999999999:",
                                           "v1:1700000000:99999999999999999999.1"])
def test_a_last_event_id_out_of_range_is_a_400_on_the_asgi_server(server, make_player, last_event_id):
    response = httpx.get(f"{server.url}/api/stream/", timeout=10, headers={
        "Authorization": f"Bearer {issue_token(make_player())}", "Last-Event-ID": last_event_id})
    assert response.status_code == 400
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == "bad_last_event_id" and "Last-Event-ID" in response.json()["detail"]


def test_the_stream_wants_a_token(server):
    response = httpx.get(f"{server.url}/api/stream/", timeout=10)
    assert response.status_code == 401
    assert response.json()["code"] == "not_authenticated"
    response = httpx.get(f"{server.url}/api/stream/", headers={"Authorization": "Bearer nope"}, timeout=10)
    assert response.status_code == 401


def test_an_invitation_is_pushed_by_id_and_by_email_and_told_on_a_new_stream(server, make_player):
    invitee, host = make_player(seat_directly=False), make_player()
    stream = Stream(server.url, issue_token(invitee))
    try:
        stream.take(lambda m: m[0] == "hello")
        by_id = services.create_game(creator=host, ruleset_id="uigo", seats=[host.pk, invitee.pk])
        first = stream.take(lambda m: m[0] == "invitation")[-1][1]
        by_email = services.create_game(creator=host, ruleset_id="uigo", seats=[host.pk, invitee.email])
        second = stream.take(lambda m: m[0] == "invitation")[-1][1]
    finally:
        stream.close()
    for told_of, game in ((first, by_id), (second, by_email)):
        invitation = game.invitations.get()
        assert told_of == {
            "id": invitation.pk, "game": game.pk, "ruleset": "uigo", "seat": 1,
            "invited_by": host.display_name, "expires_at": told_of["expires_at"],
            "accept_url": told_of["accept_url"]}
        assert told_of["accept_url"].endswith(f"/api/invitations/{invitation.pk}/accept/")
        assert told_of["expires_at"][:19] == invitation.expires_at.isoformat()[:19]
    # The accept URL is the API's: the invitee accepts with it and the game starts.
    client = httpx.Client(headers={"Authorization": f"Bearer {issue_token(invitee)}"})
    answer = client.post(server.url + urlsplit(first["accept_url"]).path)
    assert answer.status_code == 200, answer.text
    by_id.refresh_from_db()
    assert by_id.status == Game.Status.ACTIVE
    # A new stream opens with the invitations still pending (only the one by email now).
    again = Stream(server.url, issue_token(invitee))
    try:
        opening = again.take(lambda m: m[0] == "hello")
    finally:
        again.close()
    assert [data["id"] for event, data, _ in opening if event == "invitation"] == [second["id"]]
