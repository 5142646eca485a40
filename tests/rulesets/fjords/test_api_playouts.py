"""Random Fjords games played through the REST API by clients that know no rules: each posts a
random element of ``legal-moves`` until the game ends (three rounds, no discovery deadlock).
Every listed move must be accepted (HTTP 201).

These need the database (unlike the rest of this folder). ``RAVENPOST_FJORDS_API_SEEDS`` sets how
many seeds (default 2: a game through the API takes 20 s or so); the pure playouts in ``test_playouts.py`` cover 200.
"""

from __future__ import annotations

import os
from random import Random

import pytest

from tests.playing import play_through_api

pytestmark = pytest.mark.django_db

SEEDS = int(os.environ.get("RAVENPOST_FJORDS_API_SEEDS", "2"))


@pytest.mark.parametrize("seed", range(SEEDS))
def test_random_games_through_the_api_finish(players, client_for, seed):
    clients = [client_for(player) for player in players[:2]]
    response = clients[0].post(
        "/api/games/", {"ruleset": "fjords", "players": [p.pk for p in players[:2]]}, format="json"
    )
    assert response.status_code == 201, response.json()
    gid = response.json()["id"]
    game = play_through_api(clients, gid, Random(seed), max_moves=1500)
    assert game["status"] == "finished"
    view = clients[1].get(f"/api/games/{gid}/view/").json()["view"]
    assert view["phase"] == "over" and len(view["round_fields"]) == 3
    assert game["outcome"]["scores"] == {"0": view["totals"][0], "1": view["totals"][1]}
    # The pile order never reaches a client, in the view or in the log.
    events = clients[0].get(f"/api/games/{gid}/events/?after=0").json()
    assert events and all("pile" not in event["data"] for event in events)
