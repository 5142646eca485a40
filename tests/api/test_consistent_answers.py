"""One answer per kind of fault, whichever way it is met: a bot tells "retry after reading the
game again" (409), "my request is wrong" (400) and "the rules refuse this" (422) apart by the
status alone, and a bound refused on one list is refused on every list."""

from __future__ import annotations

import pytest

from games import services

pytestmark = pytest.mark.django_db


def problem(response, status, code):
    assert response.status_code == status, response.content
    assert response["Content-Type"].startswith("application/problem+json")
    body = response.json()
    assert body["code"] == code and body["status"] == status
    return body


@pytest.fixture
def game(players):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])


def test_not_your_turn_is_a_conflict_like_a_stale_seq(players, client_for, game):
    mover_seat = game.to_move[0]
    mover, waiting = client_for(players[mover_seat]), client_for(players[1 - mover_seat])
    legal = mover.get(f"/api/games/{game.pk}/legal-moves/").json()
    answer = waiting.post(f"/api/games/{game.pk}/moves/", {"move": legal["moves"][0], "expected_seq": legal["seq"]},
                          format="json")
    problem(answer, 409, "not_your_turn")


@pytest.mark.parametrize("ruleset_id", ["uigo", "fjords", "knarr", "graenaland", "greenland"])
@pytest.mark.parametrize("move", ["play", {"type": "play_card", "card": ["a list"], "extra": 1},
                                  {"type": "play_card", "card": 7}])
def test_a_malformed_move_is_always_a_400(players, client_for, ruleset_id, move):
    seats = [player.pk for player in players[:{"graenaland": 3, "knarr": 2}.get(ruleset_id, 2)]]
    game = services.create_game(creator=players[0], ruleset_id=ruleset_id, seats=seats)
    game.refresh_from_db()
    seat = game.to_move[0]
    answer = client_for(players[seat]).post(f"/api/games/{game.pk}/moves/",
                                            {"move": move, "expected_seq": game.seq}, format="json")
    # The rule set may read a bad field as a move it does not know (422 unknown_move_type) or as a
    # malformed one; a malformed move is never a 422.
    body = answer.json()
    if body["code"] == "malformed_move":
        assert answer.status_code == 400, body
    else:
        assert answer.status_code == 422 and body["code"] != "malformed_move", body


def test_uigo_bad_field_is_malformed_and_400(players, client_for, game):
    seat = game.to_move[0]
    client = client_for(players[seat])
    url = f"/api/games/{game.pk}/moves/"
    problem(client.post(url, {"move": "play", "expected_seq": game.seq}, format="json"), 400, "malformed_move")
    problem(client.post(url, {"move": {"type": "play_card", "card": 7}, "expected_seq": game.seq}, format="json"),
            400, "malformed_move")


@pytest.mark.parametrize("limit", ["0", "-1", "1001", "5000", "x"])
def test_event_limits_out_of_bounds_are_refused_like_the_games_list(players, client_for, game, limit):
    client = client_for(players[0])
    problem(client.get(f"/api/games/?limit={limit}" if limit != "1001" else "/api/games/?limit=501"),
            400, "bad_parameter")
    problem(client.get(f"/api/games/{game.pk}/events/?limit={limit}"), 400, "bad_parameter")


@pytest.mark.parametrize("limit", ["0", "501", "x"])
def test_chat_limits_out_of_bounds_are_refused(players, client_for, game, limit):
    problem(client_for(players[0]).get(f"/api/games/{game.pk}/chat/?limit={limit}"), 400, "bad_parameter")


def test_event_limits_within_bounds_are_served(players, client_for, game):
    client = client_for(players[0])
    assert client.get(f"/api/games/{game.pk}/events/?limit=1").status_code == 200
    assert client.get(f"/api/games/{game.pk}/events/?limit=1000").status_code == 200
