"""The API of forced and conditional moves: the setting on ``/api/players/me/`` and
a game's ``conditional-moves/`` endpoints, with their errors as problem+json."""

from __future__ import annotations

import pytest

from games import services
from tests.services.steps import steps_registered

pytestmark = pytest.mark.django_db

STEP1, STEP2 = {"type": "step", "by": 1}, {"type": "step", "by": 2}


@pytest.fixture
def game(players):
    with steps_registered():
        created = services.create_game(creator=players[0], ruleset_id="steps", seats=[players[0].pk, players[1].pk])
        created.refresh_from_db()
        yield created


def test_the_setting_is_read_and_changed_on_me(players, client_for):
    api = client_for(players[0])
    assert api.get("/api/players/me/").json()["play_forced_moves"] is False
    answer = api.patch("/api/players/me/", {"play_forced_moves": True}, format="json")
    assert answer.status_code == 200 and answer.json()["play_forced_moves"] is True
    players[0].refresh_from_db()
    assert players[0].play_forced_moves
    assert api.patch("/api/players/me/", {}, format="json").json()["play_forced_moves"] is True
    bad = api.patch("/api/players/me/", {"play_forced_moves": "perhaps"}, format="json")
    assert bad.status_code == 400 and bad["Content-Type"].startswith("application/problem+json")


def test_conditional_moves_are_left_listed_and_cancelled(players, client_for, game):
    api = client_for(players[1])
    url = f"/api/games/{game.pk}/conditional-moves/"
    created = api.post(url, {"if_move": STEP2, "then_move": STEP1}, format="json")
    assert created.status_code == 201
    body = created.json()
    assert (body["if_move"], body["then_move"], body["status"], body["made_at_seq"]) == (STEP2, STEP1, "pending",
                                                                                         game.seq)
    assert [row["id"] for row in api.get(url).json()] == [body["id"]]
    cancelled = api.delete(f"{url}{body['id']}/")
    assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled"
    again = api.delete(f"{url}{body['id']}/")
    assert again.status_code == 422 and again.json()["code"] == "conditional_closed"


def test_a_played_conditional_is_reported_to_its_owner(players, client_for, game):
    api = client_for(players[1])
    url = f"/api/games/{game.pk}/conditional-moves/"
    api.post(url, {"if_move": STEP2, "then_move": STEP1}, format="json")
    mover = client_for(players[0])
    answer = mover.post(f"/api/games/{game.pk}/moves/", {"move": STEP2, "expected_seq": game.seq}, format="json")
    assert answer.status_code in (200, 201)
    (row,) = api.get(url).json()
    assert row["status"] == "played" and row["resolved_at_seq"] == game.seq + 1


@pytest.mark.parametrize(("body", "status", "code"), [
    ([1, 2], 400, "malformed_request"),
    ({"if_move": STEP2}, 400, "malformed_request"),
    ({"if_move": "step", "then_move": STEP1}, 400, "malformed_move"),
])
def test_malformed_bodies_are_400(players, client_for, game, body, status, code):
    answer = client_for(players[1]).post(f"/api/games/{game.pk}/conditional-moves/", body, format="json")
    assert answer.status_code == status and answer.json()["code"] == code
    assert answer["Content-Type"].startswith("application/problem+json")


def test_refusals(players, client_for, game):
    own_turn = client_for(players[0]).post(f"/api/games/{game.pk}/conditional-moves/",
                                           {"if_move": STEP2, "then_move": STEP1}, format="json")
    assert own_turn.status_code == 422 and own_turn.json()["code"] == "your_turn"
    stranger = client_for(players[2])
    assert stranger.get(f"/api/games/{game.pk}/conditional-moves/").status_code == 403
    assert stranger.post(f"/api/games/{game.pk}/conditional-moves/", {"if_move": STEP2, "then_move": STEP1},
                         format="json").status_code == 403
    assert client_for(players[1]).get("/api/games/999999/conditional-moves/").status_code == 404
    assert client_for(players[1]).delete(f"/api/games/{game.pk}/conditional-moves/999999/").status_code == 404


def test_the_schema_documents_them(client_for, players):
    schema = client_for(players[0]).get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").content
    for operation in (b"update_me", b"list_conditional_moves", b"create_conditional_move",
                      b"cancel_conditional_move", b"play_forced_moves"):
        assert operation in schema
