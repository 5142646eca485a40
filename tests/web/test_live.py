"""``GET /games/<id>/live/``: whether what a game's page shows changed since the version it was
drawn at (``games.web.live``, read by ``games/static/games/live.js``), for the people who may open
that page only; and its place in the ASGI router, which holds it while nothing changed."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client

from games import services
from games.services import chat, queries
from games.streams.http import LIVE_PATH, _is_empty

pytestmark = pytest.mark.django_db


def _signed_in(player) -> Client:
    client = Client()
    client.force_login(player)
    return client


def _version_on_page(client: Client, game_id: int) -> str:
    page = client.get(f"/games/{game_id}/").content.decode()
    return re.search(r'id="live"[^>]*data-version="([^"]+)"', page).group(1)


def test_the_page_is_drawn_at_a_version_that_changes_with_a_move_and_a_message(players):
    alice, bob = players[0], players[1]
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    game.refresh_from_db()
    mover, other = (alice, bob) if game.to_move == [0] else (bob, alice)
    watcher = _signed_in(other)
    version = _version_on_page(watcher, game.pk)
    answer = watcher.get(f"/games/{game.pk}/live/", {"version": version})
    assert answer.status_code == 200 and answer["Cache-Control"] == "no-store"
    assert answer.json() == {"changed": False, "version": version, "your_turn": False}

    state = services.load_state(game)
    move = services.ruleset_for(game).legal_moves(state, game.to_move[0])[0]
    services.submit_move(game_id=game.pk, player=mover, move=move, expected_seq=game.seq)
    moved = watcher.get(f"/games/{game.pk}/live/", {"version": version}).json()
    assert moved["changed"] is True and moved["version"] != version
    other_seat = 1 - game.to_move[0]
    assert moved["your_turn"] is (other_seat in services.get_game(game.pk).to_move)

    chat.post_message(game_id=game.pk, player=mover, body="Your turn!")
    assert watcher.get(f"/games/{game.pk}/live/", {"version": moved["version"]}).json()["changed"] is True
    assert queries.page_version(game.pk) == _version_on_page(watcher, game.pk)


def test_only_the_players_of_the_game_may_ask(players):
    alice, bob, carol = players[0], players[1], players[2]
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    refused = _signed_in(carol).get(f"/games/{game.pk}/live/")
    assert refused.status_code == 403 and refused.json()["code"] == "not_your_game"
    assert Client().get(f"/games/{game.pk}/live/").status_code == 403  # nobody signed in
    assert _signed_in(alice).get("/games/999999/live/").status_code == 403  # no seat in a game that is not


def test_the_asgi_router_holds_the_question_while_nothing_changed():
    assert LIVE_PATH.match("/games/12/live/")[1] == "12"
    assert _is_empty(200, json.dumps({"changed": False, "version": "1", "your_turn": False}).encode())
    assert not _is_empty(200, json.dumps({"changed": True, "version": "2", "your_turn": True}).encode())
    assert not _is_empty(403, b'{"changed": false}')
