"""The chat API: seated players post and list messages in any game status; others get 403/404;
bad bodies get a 400 that says what is wrong; a post is never a game event."""

from __future__ import annotations

import pytest

from games import services
from games.models import ChatMessage, Event, Game, Seat
from games.services import chat
from tests.playing import play_to_end

pytestmark = pytest.mark.django_db


def url(game) -> str:
    return f"/api/games/{game.pk}/chat/"


def test_post_returns_the_message_and_list_shows_it(game, players, client_for):
    response = client_for(players[0]).post(url(game), {"body": "  Bonne partie à tous !\r\nOn y va.  "}, format="json")
    assert response.status_code == 201, response.content
    message = response.json()
    assert set(message) == {"id", "seat", "player", "name", "body", "at"}
    assert message["seat"] == 0 and message["player"] == players[0].pk and message["name"] == "Théo"
    assert message["body"] == "Bonne partie à tous !\nOn y va."
    assert message["at"].startswith(str(ChatMessage.objects.get().created_at.date()))

    listed = client_for(players[1]).get(url(game))
    assert listed.status_code == 200
    assert listed.json() == [message]


def test_messages_are_listed_oldest_first_and_after_pages_forward(game, players, client_for):
    client = client_for(players[1])
    ids = [client.post(url(game), {"body": f"message {n}"}, format="json").json()["id"] for n in range(4)]
    assert ids == sorted(ids)
    assert [m["body"] for m in client.get(url(game)).json()] == [f"message {n}" for n in range(4)]
    after = client.get(url(game), {"after": ids[1]}).json()
    assert [m["id"] for m in after] == ids[2:]
    assert client.get(url(game), {"after": ids[-1]}).json() == []
    assert [m["id"] for m in client.get(url(game), {"limit": 2}).json()] == ids[:2]


@pytest.mark.parametrize("after", ["abc", "-1", "1.5"])
def test_a_bad_after_is_a_400(game, players, client_for, after):
    response = client_for(players[0]).get(url(game), {"after": after})
    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    assert "after" in response.json()["detail"]


def test_outsiders_get_403_and_unknown_games_404(game, players, client_for):
    ChatMessage.objects.create(game=game, seat=0, player=players[0], body="private table talk")
    outsider = client_for(players[2])
    for response in (outsider.get(url(game)), outsider.post(url(game), {"body": "hi"}, format="json")):
        assert response.status_code == 403
        assert response.json()["code"] == "not_your_game"
        assert "private" not in response.content.decode()
    # Even a bad body from an outsider says "not your game", not what is wrong with the body.
    assert outsider.post(url(game), {"body": ""}, format="json").status_code == 403
    assert ChatMessage.objects.count() == 1
    missing = client_for(players[0]).post("/api/games/999999/chat/", {"body": "hi"}, format="json")
    assert missing.status_code == 404 and missing.json()["code"] == "game_not_found"
    assert client_for(players[0]).get("/api/games/999999/chat/").status_code == 404


def test_anonymous_callers_get_401(game, client):
    response = client.get(url(game))
    assert response.status_code == 401
    assert response.json()["code"] == "not_authenticated"


@pytest.mark.parametrize(
    ("body", "code", "words"),
    [
        ({"body": ""}, "empty_message", "empty"),
        ({"body": " \n\t "}, "empty_message", "empty"),
        ({"body": "x" * 2001}, "message_too_long", "2000"),
        ({"body": 42}, "malformed_request", "text"),
        ({"body": None}, "malformed_request", "text"),
        ({"text": "hello"}, "malformed_request", '"body"'),
        (["hello"], "malformed_request", '"body"'),
        ({"body": "nul \x00 here"}, "bad_character", "NUL"),
    ],
)
def test_bad_bodies_get_a_400_that_says_why(game, players, client_for, body, code, words):
    response = client_for(players[0]).post(url(game), body, format="json")
    assert response.status_code == 400, response.content
    assert response["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["code"] == code and words in problem["detail"]
    assert not ChatMessage.objects.exists()


def test_malformed_json_is_a_400(game, players, client_for):
    response = client_for(players[0]).post(url(game), "{not json", content_type="application/json")
    assert response.status_code == 400 and response.json()["code"] == "malformed_json"


def test_the_length_limit_counts_characters_after_trimming(game, players, client_for):
    client = client_for(players[0])
    assert client.post(url(game), {"body": "é" * 2000}, format="json").status_code == 201
    assert client.post(url(game), {"body": "  " + "y" * 2000 + "\n"}, format="json").status_code == 201
    assert client.post(url(game), {"body": "z" * 2001}, format="json").status_code == 400


def test_a_post_is_not_a_game_event_and_never_changes_the_seq(game, players, client_for):
    seq, events, updated = game.seq, Event.objects.filter(game=game).count(), game.updated_at
    mover = game.to_move[0]
    for seat in (0, 1):
        assert client_for(players[seat]).post(url(game), {"body": f"from seat {seat}"}, format="json").status_code == 201
    game.refresh_from_db()
    assert (game.seq, Event.objects.filter(game=game).count(), game.updated_at) == (seq, events, updated)
    # A move posted with the seq seen before the chat is still accepted: chat never makes a move stale.
    move = services.ruleset_for(game).legal_moves(services.load_state(game), mover)[0]
    response = client_for(players[mover]).post(f"/api/games/{game.pk}/moves/",
                                               {"move": move, "expected_seq": seq}, format="json")
    assert response.status_code == 201, response.content


def test_chat_works_in_a_finished_game(game, players, client_for):
    play_to_end(game, seed=3)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    seq = game.seq
    client = client_for(players[1])
    assert client.post(url(game), {"body": "Bien joué !"}, format="json").status_code == 201
    assert [m["body"] for m in client_for(players[0]).get(url(game)).json()] == ["Bien joué !"]
    game.refresh_from_db()
    assert game.seq == seq and game.status == Game.Status.FINISHED


def test_chat_works_while_waiting_for_invited_players(players, client_for):
    game = services.create_game(creator=players[0], ruleset_id="uigo",
                                seats=[players[0].pk, "newcomer@example.org"])
    assert game.status == Game.Status.WAITING
    client = client_for(players[0])
    assert client.post(url(game), {"body": "Waiting for you!"}, format="json").status_code == 201
    assert [m["name"] for m in client.get(url(game)).json()] == ["Théo"]


def test_reading_the_chat_moves_the_read_marker_forward_only(game, players, client_for):
    first = chat.post_message(game_id=game.pk, player=players[0], body="one")
    second = chat.post_message(game_id=game.pk, player=players[0], body="two")
    reader = client_for(players[1])

    def marker() -> int:
        return Seat.objects.get(game=game, player=players[1]).chat_read_up_to

    assert marker() == 0
    reader.get(url(game), {"limit": 1})
    assert marker() == first.pk
    reader.get(url(game))
    assert marker() == second.pk
    reader.get(url(game), {"limit": 1})  # an older page does not move it back
    assert marker() == second.pk
    reader.get(url(game), {"after": second.pk})  # nothing new: nothing changes
    assert marker() == second.pk
    assert Seat.objects.get(game=game, player=players[0]).chat_read_up_to == 0


def test_the_schema_documents_the_chat_endpoints(players, client_for):
    response = client_for(players[0]).get("/api/schema/", {"format": "json"})
    assert response.status_code == 200
    schema = response.json()
    chat_path = schema["paths"]["/api/games/{game_id}/chat/"]
    assert set(chat_path) >= {"get", "post"}
    assert set(chat_path["post"]["responses"]) >= {"201", "400", "403", "404"}
    message = schema["components"]["schemas"]["ChatMessage"]
    assert set(message["properties"]) == {"id", "seat", "player", "name", "body", "at"}
    request = schema["components"]["schemas"]["ChatPostRequest"]
    assert request["properties"]["body"]["maxLength"] == 2000
