"""Random Knarr games played through the REST API by clients that know no rules: each posts a
random element of ``legal-moves`` until the game ends, for 2, 3 and 4 players, with and without
the artifacts variant. Every listed move must be accepted (HTTP 201).

These need the database (unlike the rest of this folder), and each game through the API takes
several seconds, so by default four games run: 2 players with and without artifacts, 3 and 4
players with them. ``RAVENPOST_KNARR_API_SEEDS=N`` runs the full grid (2, 3, 4 players, with and
without artifacts) over N seeds each; the pure playouts in ``test_playouts.py`` cover hundreds.
"""

from __future__ import annotations

import os
from random import Random

import pytest

from tests.playing import play_through_api

pytestmark = pytest.mark.django_db

SEEDS = int(os.environ.get("RAVENPOST_KNARR_API_SEEDS", "0"))
CASES = (
    [(count, artifacts, seed) for seed in range(SEEDS) for count in (2, 3, 4) for artifacts in (False, True)]
    if SEEDS
    else [(2, False, 0), (2, True, 1), (3, True, 0), (4, True, 1)]
)


@pytest.mark.parametrize(("count", "artifacts", "seed"), CASES)
def test_random_games_through_the_api_finish(players, client_for, count, artifacts, seed):
    clients = [client_for(player) for player in players[:count]]
    response = clients[0].post(
        "/api/games/",
        {
            "ruleset": "knarr",
            "players": [player.pk for player in players[:count]],
            "options": {"artifacts": artifacts, "ship_side": "advanced" if seed % 2 else "normal"},
        },
        format="json",
    )
    assert response.status_code == 201, response.json()
    gid = response.json()["id"]
    game = play_through_api(clients, gid, Random(seed * 10 + count), max_moves=3000)
    assert game["status"] == "finished"
    outcome = game["outcome"]
    assert sorted(outcome["scores"]) == [str(seat) for seat in range(count)]
    assert max(outcome["scores"].values()) >= 40 and outcome["winners"]
    # Each seat's view through the API shows its own hand only.
    for seat, client in enumerate(clients):
        view = client.get(f"/api/games/{gid}/view/").json()["view"]
        hands = [player["hand"] for player in view["players"]]
        assert all((hand is None) == (index != seat) for index, hand in enumerate(hands))
