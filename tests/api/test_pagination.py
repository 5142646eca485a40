"""Pagination (games/api/pagination.py): every list stays a JSON array and says where
the next page is in a Link header; walking the links sees every item once."""

from __future__ import annotations

import re

import pytest

from games import services
from games.models import Game

pytestmark = pytest.mark.django_db


def walk(client, url):
    """Every item of every page from ``url``, following Link rel=next; and the number of pages."""
    items, pages = [], 0
    while url:
        response = client.get(url)
        assert response.status_code == 200, response.json()
        assert isinstance(response.json(), list)
        items += response.json()
        pages += 1
        found = re.match(r'<([^>]+)>; rel="next"', response.get("Link", ""))
        url = found.group(1).replace("http://testserver", "") if found else None
        assert pages < 100
    return items, pages


def _games(creator, others, count):
    return [services.create_game(creator=creator, ruleset_id="uigo", seats=[creator.pk, others[count % len(others)].pk])
            for count in range(count)]


def test_the_game_list_walks_every_game_once_waiting_ones_first(players, client_for):
    me, others = players[0], players[1:]
    made = _games(me, others, 23)
    client = client_for(me)
    items, pages = walk(client, "/api/games/?limit=5")
    assert pages == 5
    assert sorted(game["id"] for game in items) == sorted(game.pk for game in made)
    waiting = [me.pk in [s["player"] for s in g["seats"] if s["seat"] in g["to_move"]] for g in items]
    assert waiting == sorted(waiting, reverse=True)  # the games waiting for me first, across pages
    whole = client.get("/api/games/")
    assert "Link" not in whole and [g["id"] for g in whole.json()] == [g["id"] for g in items]
    # Filters stay on the next page.
    active, _ = walk(client, "/api/games/?limit=4&status=active&my_turn=true")
    assert {g["id"] for g in active} == {g.pk for g in made if me.pk in _to_move_players(g)}


def _to_move_players(game):
    game = Game.objects.get(pk=game.pk)
    return {seat.player_id for seat in game.seats.all() if seat.seat in game.to_move}


def test_bad_cursor_and_limit(players, client_for):
    client = client_for(players[0])
    # Of the right form but not one this API gave: 422; not base64url text at all: 400.
    nonsense = client.get("/api/games/?cursor=nonsense")
    assert (nonsense.status_code, nonsense.json()["code"]) == (422, "bad_parameter")
    assert client.get("/api/games/?cursor=no%20such").status_code == 400
    assert client.get("/api/games/?limit=0").status_code == 400
    assert client.get("/api/games/?limit=501").status_code == 400
    assert client.get("/api/games/open/?cursor=e30").status_code == 422


def test_the_lobby_walks_every_open_game_once(players, client_for):
    made = [services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, {"kind": "open"}])
            for _ in range(7)]
    items, pages = walk(client_for(players[1]), "/api/games/open/?limit=3")
    assert pages == 3 and [g["id"] for g in items] == sorted((g.pk for g in made), reverse=True)


def test_the_events_walk_with_after(players, client_for):
    from tests.playing import play_to_end

    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    play_to_end(game, seed=3)
    game.refresh_from_db()
    client = client_for(players[0])
    items, pages = walk(client, f"/api/games/{game.pk}/events/?limit=7")
    whole = client.get(f"/api/games/{game.pk}/events/").json()
    assert items == whole and pages > 1
    seqs = [event["seq"] for event in items]
    assert seqs == sorted(set(seqs)) and seqs[-1] == game.seq


def test_the_chat_walks_with_after(players, client_for):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    client = client_for(players[0])
    for number in range(5):
        assert client.post(f"/api/games/{game.pk}/chat/", {"body": f"m{number}"}, format="json").status_code == 201
    items, pages = walk(client, f"/api/games/{game.pk}/chat/?limit=2")
    assert [m["body"] for m in items] == [f"m{n}" for n in range(5)] and pages == 3
