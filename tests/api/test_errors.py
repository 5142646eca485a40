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
    # Well-formed bodies the rules refuse are 422; 400 is for a body the schema refuses.
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": ids[:1]}, format="json"), 422,
            "wrong_player_count")
    # An unknown id is not refused (that would tell which ids exist): it gets an invitation nobody
    # can accept, and the game waits (tests/api/test_lobby_api.py compares it with a real id's).
    unknown = client.post("/api/games/", {"ruleset": "uigo", "players": [ids[0], 99999]}, format="json")
    assert unknown.status_code == 201 and unknown.json()["status"] == "waiting"
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": [ids[0], ids[0]]}, format="json"), 422,
            "duplicate_player")
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": ids[1:3]}, format="json"), 422,
            "creator_not_seated")
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": ids[:2], "options": {"x": 1}}, format="json"),
            422, "invalid_options")


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
    problem(other.post(url, {"move": move, "expected_seq": game["seq"]}, format="json"), 409, "not_your_turn")
    problem(mover.get(f"/api/games/{gid}/view/?at=abc"), 400, "bad_parameter")
    problem(mover.get(f"/api/games/{gid}/view/?at=99999"), 422, "bad_seq")
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


def test_malformed_json_on_a_move_and_other_bodies(players, client_for, game):
    client = client_for(players[game["to_move"][0]])
    url = f"/api/games/{game['id']}/moves/"
    for raw in ['{"move": ', "[1, 2", "NaN", '{"move": {"type": "x"}, "expected_seq": Infinity}', "\xff\xfe"]:
        problem(client.post(url, data=raw, content_type="application/json"), 400, "malformed_json")
    # Nesting deep enough to exhaust Python's recursion limit is still only malformed input.
    deep = '{"move": ' + "[" * 30_000 + "]" * 30_000 + ', "expected_seq": 1}'
    problem(client.post(url, data=deep, content_type="application/json"), 400, "malformed_json")
    problem(client.post(url, data="move=x", content_type="text/plain"), 415, "unsupported_media_type")
    problem(client.post("/api/games/", data=[1, 2], format="json"), 400, "invalid_request")
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": [players[0].pk, players[1].pk],
                                        "options": [1]}, format="json"), 400, "invalid_request")


def test_moves_for_another_seat_and_from_outsiders(players, client_for, game):
    gid, seat = game["id"], game["to_move"][0]
    mover = client_for(players[seat])
    legal = mover.get(f"/api/games/{gid}/legal-moves/").json()
    body = {"move": legal["moves"][0], "expected_seq": legal["seq"]}
    url = f"/api/games/{gid}/moves/"
    problem(client_for(players[1 - seat]).post(url, body, format="json"), 409, "not_your_turn")
    problem(client_for(players[3]).post(url, body, format="json"), 403, "not_your_game")
    problem(client_for(players[3]).post("/api/games/987654/moves/", body, format="json"), 404, "game_not_found")
    assert mover.get(f"/api/games/{gid}/").json()["seq"] == game["seq"]  # nothing was appended


def test_moves_in_a_finished_game(players, client_for, game):
    from games.models import Game
    from tests.playing import play_to_end

    play_to_end(Game.objects.get(pk=game["id"]), seed=11)
    finished = client_for(players[0]).get(f"/api/games/{game['id']}/").json()
    assert finished["status"] == "finished"
    for player in players[:2]:
        body = problem(client_for(player).post(f"/api/games/{game['id']}/moves/",
                                               {"move": {"type": "play_card", "card": "red-1"},
                                                "expected_seq": finished["seq"]}, format="json"),
                       422, "game_not_active")
        assert "finished" in body["detail"]
        assert client_for(player).get(f"/api/games/{game['id']}/legal-moves/").json()["moves"] == []


def test_out_of_range_numbers_are_client_errors(players, client_for, game):
    client = client_for(players[0])
    huge = 10**30
    problem(client.get(f"/api/games/{game['id']}/events/?after={huge}"), 400, "bad_parameter")
    problem(client.get(f"/api/games/{game['id']}/view/?at={huge}"), 400, "bad_parameter")
    problem(client.get(f"/api/games/{game['id']}/events/?wait=abc"), 400, "bad_parameter")
    problem(client.get(f"/api/games/{huge}/"), 404, "game_not_found")
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": [players[0].pk, 2**70]}, format="json"),
            400, "invalid_request")
    problem(client.post("/api/games/", {"ruleset": "uigo", "players": [players[0].pk, players[1].pk],
                                        "move_time_limit_hours": 24 * 15}, format="json"), 400, "invalid_request")
    mover = client_for(players[game["to_move"][0]])
    legal = mover.get(f"/api/games/{game['id']}/legal-moves/").json()
    problem(mover.post(f"/api/games/{game['id']}/moves/", {"move": legal["moves"][0], "expected_seq": huge},
                       format="json"), 409, "stale_seq")
    problem(mover.post(f"/api/games/{game['id']}/moves/", {"move": legal["moves"][0], "expected_seq": 0},
                       format="json", HTTP_IDEMPOTENCY_KEY="k" * 129), 400, "malformed_idempotency_key")


def test_bad_list_filters(players, client_for):
    client = client_for(players[0])
    problem(client.get("/api/games/?status=sleeping"), 400, "bad_parameter")
    problem(client.get("/api/games/?my_turn=perhaps"), 400, "bad_parameter")
    problem(client.get("/api/games/?ruleset=chess"), 400, "unknown_ruleset")


def test_oversized_bodies_everywhere(players, client_for, game):
    client = client_for(players[0])
    padding = "x" * (200 * 1024)
    problem(client.post("/api/games/", {"ruleset": padding, "players": [1]}, format="json"), 413, "request_too_large")
    problem(client.post("/api/players/me/tokens/", {"name": padding}, format="json"), 413, "request_too_large")


@pytest.mark.parametrize(
    ("ruleset", "count", "options", "words"),
    [
        ("greenland", 3, {"bloody_snow": True}, "advanced game"),
        ("greenland", 2, {"game": "beginner", "bloody_snow": True}, "advanced game"),
        ("graenaland", 3, {"five_player_favour": True}, "five players"),
    ],
)
def test_options_a_rule_set_cannot_play_together(make_player, client_for, ruleset, count, options, words):
    """Each rule set checks its options against each other, not only against the schema: the
    422 names the rule that refuses them, and no game is created."""
    seated = [make_player(f"P{n}") for n in range(count)]
    response = client_for(seated[0]).post(
        "/api/games/", {"ruleset": ruleset, "players": [p.pk for p in seated], "options": options}, format="json")
    assert words in problem(response, 422, "invalid_options")["detail"]
