"""The REST API's contract: paths, fields and status codes third-party clients rely on."""

from __future__ import annotations

from random import Random

import pytest

from tests.playing import play_through_api

pytestmark = pytest.mark.django_db


@pytest.fixture
def two(players, client_for):
    return players[:2], [client_for(p) for p in players[:2]]


def create(client, players, ruleset="uigo", options=None):
    body = {"ruleset": ruleset, "players": [p.pk for p in players], "options": options or {}}
    return client.post("/api/games/", body, format="json")


def test_me(players, client_for):
    response = client_for(players[0]).get("/api/players/me/")
    assert response.status_code == 200
    assert response.json() == {"id": players[0].pk, "name": "Théo", "email": players[0].email,
                               "play_forced_moves": False, "seat_directly": players[0].seat_directly,
                               "notify": players[0].notify, "turn_emails": players[0].turn_emails,
                               "reminders": players[0].reminders}


def test_rulesets_lists_every_registered_game(players, client_for):
    response = client_for(players[0]).get("/api/rulesets/")
    assert response.status_code == 200
    entries = {entry["id"]: entry for entry in response.json()}
    assert "uigo" in entries
    assert set(entries["uigo"]) == {"id", "name", "min_players", "max_players", "options_schema"}
    assert (entries["uigo"]["min_players"], entries["uigo"]["max_players"]) == (2, 4)


def test_create_game_and_read_it(two):
    players, clients = two
    response = create(clients[0], players)
    assert response.status_code == 201
    game = response.json()
    # seating, join_by, rematch_of, rated and the seats' kind are additive fields.
    assert set(game) == {"id", "ruleset", "status", "seats", "to_move", "seq", "deadline", "outcome",
                         "seating", "join_by", "rematch_of", "rated"}
    assert game["status"] == "active" and game["outcome"] is None and game["seq"] > 0
    assert (game["seating"], game["join_by"], game["rematch_of"], game["rated"]) == ("listed", None, None, False)
    assert game["seats"] == [{"seat": 0, "player": players[0].pk, "name": "Théo", "kind": "player", "level": None},
                             {"seat": 1, "player": players[1].pk, "name": "Sonia", "kind": "player", "level": None}]
    assert game["to_move"] and game["deadline"]
    assert clients[1].get(f"/api/games/{game['id']}/").json() == game


def test_view_legal_moves_move_and_events(two):
    players, clients = two
    game = create(clients[0], players).json()
    gid, seat = game["id"], game["to_move"][0]
    client = clients[seat]
    view = client.get(f"/api/games/{gid}/view/").json()
    # ruleset was added (additive): the View union's discriminator.
    assert set(view) == {"seq", "seat", "ruleset", "view"} and view["seat"] == seat and view["seq"] == game["seq"]
    assert view["ruleset"] == game["ruleset"]
    legal = client.get(f"/api/games/{gid}/legal-moves/").json()
    assert set(legal) == {"seq", "seat", "ruleset", "moves"} and legal["moves"] and legal["ruleset"] == "uigo"
    other = clients[1 - seat].get(f"/api/games/{gid}/legal-moves/").json()
    assert other["moves"] == []
    response = client.post(f"/api/games/{gid}/moves/", {"move": legal["moves"][0], "expected_seq": legal["seq"]},
                           format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert set(body) == {"seq", "events"} and body["seq"] > legal["seq"]
    assert [e["seq"] for e in body["events"]] == list(range(legal["seq"] + 1, body["seq"] + 1))
    events = client.get(f"/api/games/{gid}/events/?after={legal['seq']}").json()
    assert events == body["events"]
    assert set(events[0]) == {"seq", "type", "seat", "data", "at"}
    first = client.get(f"/api/games/{gid}/view/?at=1").json()
    assert first["seq"] == 1


def test_games_list_puts_my_turn_first_and_filters(two):
    players, clients = two
    ids = [create(clients[0], players).json()["id"] for _ in range(2)]
    listed = clients[0].get("/api/games/").json()
    assert {g["id"] for g in listed} == set(ids)
    mine = clients[0].get("/api/games/?my_turn=true").json()
    assert all(0 in g["to_move"] for g in mine)
    assert clients[0].get("/api/games/?status=finished").json() == []


@pytest.mark.parametrize("count", [2, 3, 4])
def test_a_client_that_knows_no_rules_plays_a_whole_game(players, client_for, count):
    """Post random elements of legal-moves until the game ends: every one must be accepted."""
    clients = [client_for(p) for p in players[:count]]
    game = create(clients[0], players[:count]).json()
    game = play_through_api(clients, game["id"], Random(count), max_moves=5000)
    assert game["status"] == "finished"
    assert sorted(game["outcome"]["scores"]) == [str(s) for s in range(count)]
    assert {"scores", "ranking", "winners"} <= set(game["outcome"])


def test_schema_and_docs_are_served(players, client_for):
    client = client_for(players[0])
    schema = client.get("/api/schema/?format=json")
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    for path in ["/api/rulesets/", "/api/games/", "/api/games/{game_id}/", "/api/games/{game_id}/view/",
                 "/api/games/{game_id}/legal-moves/", "/api/games/{game_id}/moves/",
                 "/api/games/{game_id}/events/", "/api/players/me/"]:
        assert path in paths, path
    move_post = paths["/api/games/{game_id}/moves/"]["post"]
    assert "requestBody" in move_post and {"201", "409", "422"} <= set(move_post["responses"])
    docs = client.get("/api/docs/")
    assert docs.status_code == 200 and b"swagger" in docs.content.lower()
