"""Conditional reads: ETag and If-None-Match → 304 on the game, view and legal moves;
every authenticated answer is private and varies on Authorization."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

READS = ["/api/games/{id}/", "/api/games/{id}/view/", "/api/games/{id}/legal-moves/"]


@pytest.fixture
def table(players, client_for):
    clients = [client_for(p) for p in players[:2]]
    body = {"ruleset": "uigo", "players": [p.pk for p in players[:2]], "options": {}}
    game = clients[0].post("/api/games/", body, format="json").json()
    return game, clients


def _move(game_id, clients):
    game = clients[0].get(f"/api/games/{game_id}/").json()
    seat = game["to_move"][0]
    legal = clients[seat].get(f"/api/games/{game_id}/legal-moves/").json()
    answer = clients[seat].post(f"/api/games/{game_id}/moves/", {"move": legal["moves"][0], "expected_seq": legal["seq"]},
                                format="json")
    assert answer.status_code == 201


@pytest.mark.parametrize("path", READS)
def test_the_etag_gives_a_304_until_a_move_changes_it(table, path):
    game, clients = table
    url = path.format(id=game["id"])
    first = clients[0].get(url)
    etag = first["ETag"]
    assert first.status_code == 200 and etag.startswith('"')
    assert "no-cache" in first["Cache-Control"] and "private" in first["Cache-Control"]
    again = clients[0].get(url, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again.content == b"" and again["ETag"] == etag
    assert "private" in again["Cache-Control"] and "Authorization" in again["Vary"]
    # Weak comparison, lists and *.
    assert clients[0].get(url, HTTP_IF_NONE_MATCH=f'"other", W/{etag}').status_code == 304
    assert clients[0].get(url, HTTP_IF_NONE_MATCH="*").status_code == 304
    assert clients[0].get(url, HTTP_IF_NONE_MATCH='"other"').status_code == 200
    # Another seat's view and legal moves have other tags (the game's body is the same for all).
    assert (clients[1].get(url)["ETag"] != etag) == (path != "/api/games/{id}/")
    _move(game["id"], clients)
    changed = clients[0].get(url, HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200 and changed["ETag"] != etag and changed.json() == clients[0].get(url).json()


def test_a_past_view_keeps_its_own_tag(table):
    game, clients = table
    seq = game["seq"]
    url = f"/api/games/{game['id']}/view/?at={seq}"
    etag = clients[0].get(url)["ETag"]
    assert clients[0].get(url, HTTP_IF_NONE_MATCH=etag).status_code == 304
    assert clients[0].get(f"/api/games/{game['id']}/view/?at={seq + 99}", HTTP_IF_NONE_MATCH=etag).status_code == 422


def test_a_304_reads_no_state(table, django_assert_max_num_queries):
    game, clients = table
    url = f"/api/games/{game['id']}/view/"
    etag = clients[0].get(url)["ETag"]
    from games.services.reads import STATE_CACHE

    STATE_CACHE.clear()
    misses = STATE_CACHE.misses
    assert clients[0].get(url, HTTP_IF_NONE_MATCH=etag).status_code == 304
    assert STATE_CACHE.misses == misses  # the state was not even looked for


@pytest.mark.parametrize("path", ["/api/games/", "/api/games/open/", "/api/players/me/", "/api/rulesets/",
                                  "/api/games/{id}/events/", "/api/games/{id}/chat/", "/api/games/{id}/nope/"])
def test_every_authenticated_answer_is_private_and_varies_on_authorization(table, path):
    game, clients = table
    response = clients[0].get(path.format(id=game["id"]))
    assert "private" in response["Cache-Control"] and "Authorization" in response["Vary"]
