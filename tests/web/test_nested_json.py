"""JSON from outside is bounded in depth wherever it is read: the game page's move and
conditional-move forms, API bodies and the API's cursors. Nesting is malformed input (a message
on a page, a 400 in the API), never a server error, however deep and whatever its depth against
Python's recursion limit."""

from __future__ import annotations

import base64
import json

import pytest

from games import json_input, services
from games.models import ConditionalMove, Game
from tests.services.steps import steps_registered

pytestmark = pytest.mark.django_db

STEP1, STEP2 = {"type": "step", "by": 1}, {"type": "step", "by": 2}


def nested(depth: int, inner: str = "{}") -> str:
    return "[" * depth + inner + "]" * depth


@pytest.fixture
def table(person):
    with steps_registered():
        first, second = person("Théo"), person("Sonia")
        game = services.create_game(creator=first, ruleset_id="steps", seats=[first.pk, second.pk])
        game.refresh_from_db()
        yield game, first, second


@pytest.mark.parametrize("depth", [3_000, 900, json_input.MAX_DEPTH + 1])
def test_a_deeply_nested_move_on_the_game_page_is_a_message(account_client, table, depth):
    game, first, second = table
    mover = first if game.to_move == [0] else second
    answer = account_client(mover).post(f"/games/{game.pk}/move/", {"move": nested(depth), "expected_seq": game.seq},
                                        follow=True)
    assert answer.status_code == 200 and "That move could not be read." in answer.content.decode()
    assert Game.objects.get(pk=game.pk).seq == game.seq


@pytest.mark.parametrize("field", ["if_move", "then_move"])
def test_a_deeply_nested_conditional_move_is_a_message(account_client, table, field):
    game, first, second = table
    waiting = second if game.to_move == [0] else first
    body = {"action": "add", "if_move": json.dumps(STEP2), "then_move": json.dumps(STEP1)}
    body[field] = nested(3_000)
    answer = account_client(waiting).post(f"/games/{game.pk}/conditional/", body, follow=True)
    assert answer.status_code == 200
    assert "Each move is a JSON object" in answer.content.decode()
    assert not ConditionalMove.objects.exists()


def test_an_ordinary_move_still_plays_from_the_form(account_client, table):
    game, first, second = table
    mover = first if game.to_move == [0] else second
    answer = account_client(mover).post(f"/games/{game.pk}/move/", {"move": json.dumps(STEP1),
                                                                   "expected_seq": game.seq}, follow=True)
    assert answer.status_code == 200 and "Your move was played." in answer.content.decode()


def test_api_bodies_nested_past_the_bound_are_malformed(players, client_for):
    client = client_for(players[0])
    game = client.post("/api/games/", {"ruleset": "uigo", "players": [players[0].pk, players[1].pk]},
                       format="json").json()
    url = f"/api/games/{game['id']}/moves/"
    for depth in (json_input.MAX_DEPTH + 1, 900, 3_000):
        raw = '{"move": ' + nested(depth) + ', "expected_seq": 1}'
        answer = client.post(url, data=raw, content_type="application/json")
        assert answer.status_code == 400 and answer.json()["code"] == "malformed_json", depth
        assert "nested" in answer.json()["detail"]
    within = '{"move": {"type": "place", "at": ' + nested(json_input.MAX_DEPTH - 3) + '}, "expected_seq": 1}'
    assert client.post(url, data=within, content_type="application/json").json()["code"] != "malformed_json"


def test_a_cursor_nested_deeply_is_a_bad_parameter(players, client_for):
    raw = base64.urlsafe_b64encode(nested(3_000, "1").encode()).decode().rstrip("=")
    answer = client_for(players[0]).get("/api/games/", {"cursor": raw})
    # Of the cursor's form (base64url), so not a schema fault: a cursor this API did not give (422).
    assert answer.status_code == 422 and answer.json()["code"] == "bad_parameter"


@pytest.mark.parametrize("text", ['"[[[[{{{{"', '"\\"[[[["', '{"a": "]]]]", "b": [[1]]}'])
def test_brackets_inside_strings_do_not_count(text):
    assert json_input.loads(text) == json.loads(text)


@pytest.mark.parametrize("text", ["NaN", "[Infinity]", '"\\ud800"', "[1,", nested(json_input.MAX_DEPTH + 1)])
def test_what_the_parser_refuses_is_a_value_error(text):
    with pytest.raises(ValueError):
        json_input.loads(text)
