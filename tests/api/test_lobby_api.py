"""The REST API of seats and the lobby: creating games with open, link and bot seats (consent for the others),
the lobby, joining, invitations to accept or decline, rematches, and the invitation cap's 429."""

from __future__ import annotations

import pytest
from django.test import override_settings

from games import services
from games.models import Game, Invitation
from games.services.errors import ServiceError
from tests.playing import play_to_end

pytestmark = pytest.mark.django_db

OPEN, LINK, BOT = {"kind": "open"}, {"kind": "link"}, {"kind": "bot"}


def create(client, **body):
    return client.post("/api/games/", {"ruleset": "uigo", **body}, format="json")


def test_a_client_seating_itself_and_opted_in_players_gets_an_active_game(players, client_for):
    alice, robot = players[0], players[1]  # test players opt in (tests/conftest.py)
    response = create(client_for(alice), players=[alice.pk, robot.pk])
    assert response.status_code == 201
    body = response.json()
    assert body["status"] == "active" and [seat["kind"] for seat in body["seats"]] == ["player", "player"]
    assert response["Location"] == f"http://testserver/api/games/{body['id']}/"
    assert client_for(alice).get(response["Location"]).json()["id"] == body["id"]


def test_seating_someone_by_id_invites_them_through_the_api(make_player, client_for):
    alice, bob = make_player(), make_player(seat_directly=False)
    body = create(client_for(alice), players=[alice.pk, bob.pk]).json()
    assert body["status"] == "waiting" and body["seats"][1] == {"seat": 1, "player": None, "name": None,
                                                                 "kind": "player", "level": None}
    # Alice cannot see or answer Bob's invitation; Bob can.
    assert client_for(alice).get("/api/invitations/").json() == []
    bob_client = client_for(bob)
    [invitation] = bob_client.get("/api/invitations/").json()
    assert (invitation["game"], invitation["ruleset"], invitation["seat"]) == (body["id"], "uigo", 1)
    assert invitation["invited_by"] == alice.display_name
    refused = client_for(alice).post(f"/api/invitations/{invitation['id']}/accept/")
    assert refused.status_code == 404 and refused.json()["code"] == "invitation_not_found"

    accepted = bob_client.post(f"/api/invitations/{invitation['id']}/accept/")
    assert accepted.status_code == 200
    assert accepted.json()["status"] == "active" and accepted.json()["seats"][1]["player"] == bob.pk
    again = bob_client.post(f"/api/invitations/{invitation['id']}/accept/")
    assert again.status_code == 422 and again.json()["code"] == "invitation_closed"


def test_an_unknown_id_answers_like_a_real_one(make_player, client_for):
    alice, bob = make_player(), make_player(seat_directly=False)
    real = create(client_for(alice), players=[alice.pk, bob.pk]).json()
    ghost = create(client_for(alice), players=[alice.pk, 99999999]).json()
    for body in (real, ghost):
        del body["id"], body["join_by"]
    assert real == ghost


def test_declining_an_invitation_by_email_through_the_api(make_player, client_for):
    alice, bob = make_player(), make_player(seat_directly=False)
    body = create(client_for(alice), players=[alice.pk, bob.email]).json()
    [invitation] = client_for(bob).get("/api/invitations/").json()
    declined = client_for(bob).post(f"/api/invitations/{invitation['id']}/decline/")
    assert declined.status_code == 200 and declined.json()["status"] == "aborted"
    assert Game.objects.get(pk=body["id"]).status == "aborted"


def test_the_lobby_and_joining(players, client_for):
    alice, bob, carol = players[:3]
    body = create(client_for(alice), ruleset="knarr", players=[alice.pk, OPEN, BOT], seating="random",
                  join_within_hours=48, move_time_limit_hours=24).json()
    assert body["status"] == "waiting" and body["seating"] == "random"
    [listed] = client_for(bob).get("/api/games/open/").json()
    assert (listed["id"], listed["seats_left"], listed["move_time_limit_hours"]) == (body["id"], 1, 24)
    assert listed["options"] == Game.objects.get(pk=body["id"]).options

    joined = client_for(bob).post(f"/api/games/{body['id']}/join/", {}, format="json")
    assert joined.status_code == 200 and joined.json()["status"] == "active"
    assert sorted(seat["kind"] for seat in joined.json()["seats"]) == ["bot", "open", "player"]
    late = client_for(carol).post(f"/api/games/{body['id']}/join/")
    assert late.status_code == 409 and late.json()["code"] == "game_started"
    assert client_for(carol).get("/api/games/open/").json() == []
    missing = client_for(carol).post("/api/games/999999/join/")
    assert missing.status_code == 404


def test_joining_a_link_seat_with_the_invite_token(players, client_for):
    alice, bob = players[:2]
    body = create(client_for(alice), players=[alice.pk, LINK]).json()
    refused = client_for(bob).post(f"/api/games/{body['id']}/join/")
    assert refused.status_code == 403 and refused.json()["code"] == "invite_required"
    forged = client_for(bob).post(f"/api/games/{body['id']}/join/", {"invite_token": "nope"}, format="json")
    assert forged.status_code == 403 and forged.json()["code"] == "invalid_invite_token"
    token = services.invite_token(Game.objects.get(pk=body["id"]))
    joined = client_for(bob).post(f"/api/games/{body['id']}/join/", {"invite_token": token}, format="json")
    assert joined.status_code == 200 and joined.json()["status"] == "active"


def test_bad_seat_entries_and_limits_are_400(players, client_for):
    alice = players[0]
    client = client_for(alice)
    for body in ({"players": [alice.pk, {"kind": "robot"}]},
                 {"players": [alice.pk, OPEN], "seating": "shuffled"},
                 {"players": [alice.pk, OPEN], "join_within_hours": 0},
                 {"players": [alice.pk, OPEN], "join_within_hours": 24 * 31}):
        response = create(client, **body)
        assert response.status_code == 400, body
        assert response.json()["code"] == "invalid_request"
    assert not Game.objects.exists()


@pytest.mark.parametrize(("entry", "level"), [
    ({"kind": "bot"}, "normal"), ({"kind": "bot", "level": "easy"}, "easy"),
    ({"kind": "bot", "level": "normal"}, "normal"), ({"kind": "bot", "level": "strong"}, "strong"),
])
def test_a_bot_seat_takes_a_level_normal_unless_told(players, client_for, entry, level):
    alice = players[0]
    response = create(client_for(alice), players=[alice.pk, entry])
    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["status"] == "active"
    assert body["seats"][1]["kind"] == "bot" and body["seats"][1]["level"] == level
    assert body["seats"][1]["name"] == f"Bot Bjørn ({level})" and body["seats"][0]["level"] is None
    # The name follows the answer's language.
    french = client_for(alice).get(f"/api/games/{body['id']}/", HTTP_ACCEPT_LANGUAGE="fr").json()
    assert french["seats"][1]["name"] == "Robot Bjørn ({})".format({"easy": "facile", "strong": "fort"}.get(level, level))


@pytest.mark.parametrize("entry", [{"kind": "bot", "level": "grandmaster"}, {"kind": "bot", "level": None},
                                   {"kind": "bot", "level": 3}, {"kind": "open", "level": "easy"},
                                   {"kind": "bot", "level": "easy", "name": "HAL"}])
def test_a_bad_bot_level_is_a_400_that_says_which_levels_exist(players, client_for, entry):
    alice = players[0]
    response = create(client_for(alice), players=[alice.pk, entry])
    assert response.status_code == 400
    problem = response.json()
    assert problem["code"] == "invalid_request"
    words = str(problem)
    assert '"easy", "normal" or "strong"' in words
    assert not Game.objects.exists()


def test_the_service_refuses_a_bad_bot_level_too(players):
    with pytest.raises(ServiceError) as refused:
        services.create_game(creator=players[0], ruleset_id="uigo",
                             seats=[players[0].pk, {"kind": "bot", "level": "hard"}])
    assert refused.value.status == 400 and refused.value.code == "bad_bot_level"
    assert refused.value.message == 'A bot\'s level is "easy", "normal" or "strong", not "hard".'
    assert not Game.objects.exists()


@override_settings(INVITATIONS_PER_DAY=1)
def test_an_invitation_flood_gets_429_with_retry_after(make_player, client_for):
    alice = make_player()
    client = client_for(alice)
    assert create(client, players=[alice.pk, "one@example.org"]).status_code == 201
    flood = create(client, players=[alice.pk, make_player(seat_directly=False).pk])
    assert flood.status_code == 429
    assert flood.json()["code"] == "too_many_invitations"
    assert 0 < int(flood["Retry-After"]) <= 86400 and flood.json()["retry_after"] == int(flood["Retry-After"])
    assert Game.objects.count() == 1 and Invitation.objects.count() == 1


def test_a_rematch_through_the_api(players, client_for):
    alice, bob = players[:2]
    body = create(client_for(alice), players=[alice.pk, bob.pk]).json()
    early = client_for(bob).post(f"/api/games/{body['id']}/rematch/")
    assert early.status_code == 422 and early.json()["code"] == "game_not_finished"
    play_to_end(Game.objects.get(pk=body["id"]), seed=5)
    again = client_for(bob).post(f"/api/games/{body['id']}/rematch/")
    assert again.status_code == 201 and again.json()["rematch_of"] == body["id"]
    assert again["Location"].endswith(f"/api/games/{again.json()['id']}/")
    # Both test players opted in to being seated directly: the rematch starts at once.
    assert again.json()["status"] == "active"
    twice = client_for(alice).post(f"/api/games/{body['id']}/rematch/")
    assert twice.status_code == 409 and twice.json()["game"] == again.json()["id"]
    stranger = client_for(players[2]).post(f"/api/games/{body['id']}/rematch/")
    assert stranger.status_code == 403


def test_the_schema_gives_a_new_seat_s_level_no_default():
    """A default in the schema would have generated clients send a level with every seat object, and
    an open or link seat with a level is refused."""
    from pathlib import Path

    import yaml

    schema = yaml.safe_load((Path(__file__).resolve().parents[2] / "clients" / "openapi.yaml").read_text())
    level = schema["components"]["schemas"]["NewSeat"]["properties"]["level"]
    assert level["allOf"] == [{"$ref": "#/components/schemas/BotLevel"}] and "default" not in level
    assert schema["components"]["schemas"]["BotLevel"]["enum"] == ["easy", "normal", "strong"]
