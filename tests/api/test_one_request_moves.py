"""One request per move: ``?return=view,legal-moves`` or ``Prefer: return=representation``
makes the move's 201 answer carry the mover's view and legal moves, equal to the separate GETs."""

from __future__ import annotations

from random import Random

import pytest

from games.rulesets import registry

pytestmark = pytest.mark.django_db


def _new_game(client, players, ruleset):
    body = {"ruleset": ruleset, "players": [p.pk for p in players], "options": {}}
    response = client.post("/api/games/", body, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


@pytest.mark.parametrize("ruleset", sorted(registry().ids()))
def test_a_whole_game_with_one_request_per_move_equals_the_separate_reads(ruleset, players, client_for):
    count = registry().get(ruleset).min_players
    seated = players[:count]
    clients = [client_for(p) for p in seated]
    game = _new_game(clients[0], seated, ruleset)
    gid, chooser = game["id"], Random(18)
    # Each seat learns its legal moves once; after that, its own moves' answers keep it up to date
    # (the others' moves are what a bot waits for; here the test reads them).
    for _step in range(3000):
        game = clients[0].get(f"/api/games/{gid}/").json()
        if game["status"] != "active":
            break
        seat = chooser.choice(game["to_move"])
        legal = clients[seat].get(f"/api/games/{gid}/legal-moves/").json()
        move = chooser.choice(legal["moves"])
        answer = clients[seat].post(f"/api/games/{gid}/moves/?return=view,legal-moves",
                                    {"move": move, "expected_seq": legal["seq"]}, format="json")
        assert answer.status_code == 201, answer.json()
        body = answer.json()
        assert body["view"] == clients[seat].get(f"/api/games/{gid}/view/").json()
        assert body["legal_moves"] == clients[seat].get(f"/api/games/{gid}/legal-moves/").json()
        assert set(body) == {"seq", "events", "view", "legal_moves"}
    assert game["status"] != "active"


def test_prefer_return_representation_and_single_parts(players, client_for):
    seated, clients = players[:2], [client_for(p) for p in players[:2]]
    game = _new_game(clients[0], seated, "uigo")
    gid, seat = game["id"], game["to_move"][0]
    legal = clients[seat].get(f"/api/games/{gid}/legal-moves/").json()
    answer = clients[seat].post(f"/api/games/{gid}/moves/", {"move": legal["moves"][0], "expected_seq": legal["seq"]},
                                format="json", HTTP_PREFER="return=representation")
    assert answer.status_code == 201 and answer["Preference-Applied"] == "return=representation"
    assert answer.json()["view"] == clients[seat].get(f"/api/games/{gid}/view/").json()
    assert answer.json()["legal_moves"] == clients[seat].get(f"/api/games/{gid}/legal-moves/").json()

    game = clients[0].get(f"/api/games/{gid}/").json()
    seat = game["to_move"][0]
    legal = clients[seat].get(f"/api/games/{gid}/legal-moves/").json()
    only_view = clients[seat].post(f"/api/games/{gid}/moves/?return=view",
                                   {"move": legal["moves"][0], "expected_seq": legal["seq"]}, format="json",
                                   HTTP_IDEMPOTENCY_KEY="k1")
    assert set(only_view.json()) == {"seq", "events", "view"} and "Preference-Applied" not in only_view
    # An idempotent retry shows the game as it is now, too.
    again = clients[seat].post(f"/api/games/{gid}/moves/?return=legal-moves",
                               {"move": legal["moves"][0], "expected_seq": legal["seq"]}, format="json",
                               HTTP_IDEMPOTENCY_KEY="k1")
    assert again.status_code == 201
    assert again.json()["legal_moves"] == clients[seat].get(f"/api/games/{gid}/legal-moves/").json()


def test_without_asking_the_answer_is_unchanged_and_bad_words_are_refused(players, client_for):
    seated, clients = players[:2], [client_for(p) for p in players[:2]]
    game = _new_game(clients[0], seated, "uigo")
    gid, seat = game["id"], game["to_move"][0]
    legal = clients[seat].get(f"/api/games/{gid}/legal-moves/").json()
    bad = clients[seat].post(f"/api/games/{gid}/moves/?return=state",
                             {"move": legal["moves"][0], "expected_seq": legal["seq"]}, format="json")
    assert bad.status_code == 400 and bad.json()["code"] == "bad_parameter"
    plain = clients[seat].post(f"/api/games/{gid}/moves/", {"move": legal["moves"][0], "expected_seq": legal["seq"]},
                               format="json")
    assert plain.status_code == 201 and set(plain.json()) == {"seq", "events"}


def test_after_the_autopilot_moves_the_answer_shows_the_game_after_them(players, client_for):
    seated, clients = players[:2], [client_for(p) for p in players[:2]]
    game = _new_game(clients[0], seated, "uigo")
    gid = game["id"]
    assert clients[1].post(f"/api/games/{gid}/leave/").status_code == 200
    for _ in range(5):
        game = clients[0].get(f"/api/games/{gid}/").json()
        if game["status"] != "active" or 0 not in game["to_move"]:
            break
        legal = clients[0].get(f"/api/games/{gid}/legal-moves/").json()
        answer = clients[0].post(f"/api/games/{gid}/moves/?return=view,legal-moves",
                                 {"move": legal["moves"][0], "expected_seq": legal["seq"]}, format="json")
        assert answer.status_code == 201
        assert answer.json()["view"] == clients[0].get(f"/api/games/{gid}/view/").json()
        assert answer.json()["legal_moves"] == clients[0].get(f"/api/games/{gid}/legal-moves/").json()
