"""Random Grænaland games played through the REST API by clients that know no rules: each posts a
random element of ``legal-moves`` until the game ends, for 3, 4 and 5 players with the advanced
options. Every listed move must be accepted (HTTP 201); along the way, each seat's view and event
log through the API must not show another seat's hand, plan, vote or victory-point card.

These need the database (unlike most of this folder) and take a while: a game is 1,000 to 3,000
moves, about a minute for 3 players. By default only the 3-player game with both advanced options
runs; ``RAVENPOST_GRAENALAND_API_CASES=all`` adds the 4- and 5-player games and
``RAVENPOST_GRAENALAND_API_SEEDS`` sets how many seeds per case (default 1). The pure playouts in
``test_playouts.py`` and ``test_many_playouts.py`` cover hundreds of games of every kind, and
``tests/services/test_playouts.py`` plays 3, 4 and 5 players through the service layer.
"""

from __future__ import annotations

import json
import os
from random import Random

import pytest

from tests.playing import play_through_api

pytestmark = pytest.mark.django_db

SEEDS = int(os.environ.get("RAVENPOST_GRAENALAND_API_SEEDS", "1"))
CASES = [
    pytest.param(3, {"advanced_setup": True, "victory_point_cards": True}, id="3p-advanced-vp"),
    pytest.param(4, {"victory_point_cards": True}, id="4p-vp"),
    pytest.param(5, {"advanced_setup": True, "five_player_favour": True}, id="5p-advanced-favour"),
]
if os.environ.get("RAVENPOST_GRAENALAND_API_CASES") != "all":
    CASES = CASES[:1]


def _secrets_of(view: dict, seat: int) -> set[str]:
    """What ``seat`` sees that nobody else may: its hand and its unrevealed victory-point card."""
    secrets = set(view["hands"][seat] or [])
    card = view["vp"]["cards"][seat]
    if isinstance(card, str) and not view["vp"]["revealed"][seat]:
        secrets.add(card)
    return secrets


@pytest.mark.parametrize("seed", range(SEEDS))
@pytest.mark.parametrize(("count", "options"), CASES)
def test_random_games_through_the_api_finish(make_player, client_for, count, options, seed):
    members = [make_player() for _ in range(count)]
    clients = [client_for(player) for player in members]
    response = clients[0].post(
        "/api/games/",
        {"ruleset": "graenaland", "players": [player.pk for player in members], "options": options},
        format="json",
    )
    assert response.status_code == 201, response.json()
    gid = response.json()["id"]

    def check_views(step, game):
        if step % 150:
            return
        # now and then, every seat's view against the others' secrets
        views = [client.get(f"/api/games/{gid}/view/").json()["view"] for client in clients]
        for seat_index, view in enumerate(views):
            shown = json.dumps(view)
            for other in range(count):
                if other == seat_index:
                    continue
                assert view["hands"][other] is None
                for secret in _secrets_of(views[other], other) - _secrets_of(view, seat_index):
                    assert f'"{secret}"' not in shown, (seat_index, other, secret)

    game = play_through_api(clients, gid, Random(seed * 10 + count), max_moves=6000, after_move=check_views)
    assert game["status"] == "finished"
    outcome = game["outcome"]
    assert sorted(outcome["scores"]) == [str(seat) for seat in range(count)] and outcome["winners"]
    # the whole log as each seat reads it: no other seat's drawn card, plan, vote or claim
    for seat, client in enumerate(clients):
        events, after = [], 0
        while True:  # the log comes in pages of at most 1,000 events
            page = client.get(f"/api/games/{gid}/events/?after={after}").json()
            if not page:
                break
            events += page
            after = page[-1]["seq"]
        assert len(events) == game["seq"]
        for event in events:
            if event.get("seat") == seat:
                continue
            data = event.get("data", {})
            kind = event["type"]
            assert not (kind in ("card_drawn", "start_card_taken", "vp_card_chosen") and "card" in data)
            assert not (kind == "vp_cards_dealt" and "cards" in data)
            assert not (kind == "hero_planned" and {"hero", "direction"} & set(data))
            assert not (kind == "vote_cast" and "accept" in data)
            assert not (kind == "claim_made" and "vp" in data)
            if kind == "card_produced" and data.get("face") == "down":
                assert data["card"] is None
