"""Bad input gets a clear 4xx as application/problem+json with a stable code, never a 500."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def problem(response, status, code):
    assert response.status_code == status, response.content
    assert response["Content-Type"].startswith("application/problem+json")
    body = response.json()
    assert body["code"] == code and body["status"] == status and body["detail"]
    return body


@pytest.fixture
def game(players, client_for):
    client = client_for(players[0])
    return client.post("/api/games/", {"ruleset": "uigo", "players": [players[0].pk, players[1].pk]},
                       format="json").json()


def test_no_token_and_bad_token(client):
    problem(client.get("/api/games/"), 401, "not_authenticated")
    problem(client.get("/api/games/", HTTP_AUTHORIZATION="Token nope"), 401, "invalid_token")


def test_malformed_json(players, client_for):
    response = client_for(players[0]).post("/api/games/", data="{not json", content_type="application/json")
    problem(response, 400, "malformed_json")


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"ruleset": "chess", "players": [1]}, "unknown_ruleset"),
        ({"ruleset": "uigo"}, "invalid_request"),
        ({"ruleset": "uigo", "players": "me"}, "invalid_request"),
        ({"ruleset": "uigo", "players": [0], "options": {}}, "invalid_request"),
    ],
)
def test_bad_create_bodies(players, client_for, body, code):
    problem(client_for(players[0]).post("/api/games/", body, format="json"), 400, code)


def test_wrong_player_count_unknown_player_and_options(players, client_for):
    client = client_for(players[0])
    ids = [p.pk for p in players]
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": ids[:1]}, format="json"), 400,
            "wrong_player_count")
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": [ids[0], 99999]}, format="json"), 400,
            "unknown_player")
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": [ids[0], ids[0]]}, format="json"), 400,
            "duplicate_player")
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": ids[1:3]}, format="json"), 400,
            "creator_not_seated")
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": ids[:2], "options": {"x": 1}}, format="json"),
            400, "invalid_options")


def test_not_your_game_and_missing_game(players, client_for, game):
    outsider = client_for(players[3])
    for suffix in ["", "view/", "legal-moves/", "events/"]:
        problem(outsider.get(f"/api/games/{game['id']}/{suffix}"), 403, "not_your_game")
    problem(outsider.get("/api/games/987654/"), 404, "game_not_found")
    problem(outsider.get("/api/no-such-thing/"), 404, "not_found")


def test_bad_moves(players, client_for, game):
    gid, seat = game["id"], game["to_move"][0]
    mover, other = client_for(players[seat]), client_for(players[1 - seat])
    url = f"/api/games/{gid}/moves/"
    legal = mover.get(f"/api/games/{gid}/legal-moves/").json()
    move = legal["moves"][0]
    problem(mover.post(url, {"move": move}, format="json"), 400, "malformed_request")
    problem(mover.post(url, [1, 2], format="json"), 400, "malformed_request")
    problem(mover.post(url, {"move": "play", "expected_seq": game["seq"]}, format="json"), 400, "malformed_move")
    problem(mover.post(url, {"move": move, "expected_seq": "x"}, format="json"), 400, "malformed_expected_seq")
    body = problem(mover.post(url, {"move": {"type": "fly"}, "expected_seq": game["seq"]}, format="json"), 422,
                   "unknown_move_type")
    assert "fly" in body["detail"]
    problem(mover.post(url, {"move": move, "expected_seq": game["seq"] - 1}, format="json"), 409, "stale_seq")
    problem(other.post(url, {"move": move, "expected_seq": game["seq"]}, format="json"), 403, "not_your_turn")
    problem(mover.get(f"/api/games/{gid}/view/?at=abc"), 400, "bad_parameter")
    problem(mover.get(f"/api/games/{gid}/view/?at=99999"), 400, "bad_seq")
    problem(mover.get(f"/api/games/{gid}/events/?after=-1"), 400, "bad_parameter")


def test_oversized_body(players, client_for, game):
    client = client_for(players[0])
    padding = "x" * (200 * 1024)
    response = client.post(f"/api/games/{game['id']}/moves/", {"move": {"type": padding}, "expected_seq": 1},
                           format="json")
    problem(response, 413, "request_too_large")


def test_idempotency_key_reused_with_another_body(players, client_for, game):
    gid, seat = game["id"], game["to_move"][0]
    mover = client_for(players[seat])
    legal = mover.get(f"/api/games/{gid}/legal-moves/").json()
    url = f"/api/games/{gid}/moves/"
    first = mover.post(url, {"move": legal["moves"][0], "expected_seq": legal["seq"]}, format="json",
                       HTTP_IDEMPOTENCY_KEY="abc")
    assert first.status_code == 201
    again = mover.post(url, {"move": legal["moves"][0], "expected_seq": legal["seq"]}, format="json",
                       HTTP_IDEMPOTENCY_KEY="abc")
    assert again.status_code == 201 and again.json() == first.json()
    problem(mover.post(url, {"move": legal["moves"][-1], "expected_seq": legal["seq"] + 5}, format="json",
                       HTTP_IDEMPOTENCY_KEY="abc"), 422, "idempotency_key_reused")
