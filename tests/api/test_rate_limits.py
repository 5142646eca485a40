"""API rate limits (games/api/throttles.py): per token (moves, writes, reads apart) and
per address; past the documented limit, 429 problem+json with Retry-After."""

from __future__ import annotations

import pytest
from django.core.cache import cache

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fresh_counters():
    cache.clear()
    yield
    cache.clear()


def _assert_limited(response, scope):
    assert response.status_code == 429
    assert response["Content-Type"].startswith("application/problem+json")
    body = response.json()
    assert body["code"] == "rate_limited" and body["scope"] == scope
    assert 1 <= int(response["Retry-After"]) <= 60 and body["retry_after"] == int(response["Retry-After"])
    assert "private" in response["Cache-Control"]


def test_reads_per_token(settings, players, client_for):
    settings.API_RATE_READS = 5
    client = client_for(players[0])
    for _ in range(5):
        assert client.get("/api/rulesets/").status_code == 200
    _assert_limited(client.get("/api/games/"), "reads")
    # Another token of the same player has its own budget.
    assert client_for(players[0]).get("/api/games/").status_code == 200


def test_moves_per_token_apart_from_reads(settings, players, client_for):
    settings.API_RATE_MOVES, settings.API_RATE_READS = 2, 1000
    seated = players[:2]
    clients = [client_for(p) for p in seated]
    game = clients[0].post("/api/games/", {"ruleset": "uigo", "players": [p.pk for p in seated], "options": {}},
                           format="json").json()
    gid, moved = game["id"], 0
    while moved < 2:
        game = clients[0].get(f"/api/games/{gid}/").json()
        seat = game["to_move"][0]
        if seat == 1:  # a fresh token each time: only seat 0's token is counted here
            clients[1] = client_for(seated[1])
        legal = clients[seat].get(f"/api/games/{gid}/legal-moves/").json()
        response = clients[seat].post(f"/api/games/{gid}/moves/", {"move": legal["moves"][0],
                                                                   "expected_seq": legal["seq"]}, format="json")
        assert response.status_code == 201
        moved += seat == 0
    game = clients[0].get(f"/api/games/{gid}/").json()
    while game["to_move"][0] != 0:
        clients[1] = client_for(seated[1])
        legal = clients[1].get(f"/api/games/{gid}/legal-moves/").json()
        clients[1].post(f"/api/games/{gid}/moves/", {"move": legal["moves"][0], "expected_seq": legal["seq"]},
                        format="json")
        game = clients[0].get(f"/api/games/{gid}/").json()
    legal = clients[0].get(f"/api/games/{gid}/legal-moves/").json()
    _assert_limited(clients[0].post(f"/api/games/{gid}/moves/", {"move": legal["moves"][0],
                                                                 "expected_seq": legal["seq"]}, format="json"),
                    "moves")
    assert not clients[0].get(f"/api/games/{gid}/events/?after={legal['seq']}").json()  # nothing appended


def test_other_writes_per_token(settings, players, client_for):
    settings.API_RATE_WRITES = 1
    seated = players[:2]
    client = client_for(players[0])
    body = {"ruleset": "uigo", "players": [p.pk for p in seated], "options": {}}
    assert client.post("/api/games/", body, format="json").status_code == 201
    _assert_limited(client.post("/api/games/", body, format="json"), "writes")


def test_per_address_whatever_the_token(settings, players, client_for):
    settings.API_RATE_PER_ADDRESS = 3
    for player in players[:3]:
        assert client_for(player).get("/api/rulesets/").status_code == 200
    _assert_limited(client_for(players[3]).get("/api/rulesets/"), "requests")
    assert client_for(players[3]).get("/api/rulesets/", REMOTE_ADDR="10.1.2.3").status_code == 200


def test_zero_turns_a_limit_off(settings, players, client_for):
    settings.API_RATE_READS = 0
    client = client_for(players[0])
    assert all(client.get("/api/rulesets/").status_code == 200 for _ in range(20))


def test_in_redis_both_budgets_are_counted_in_one_round_trip(settings, players, client_for, redis_counters):
    settings.API_RATE_READS, settings.API_RATE_PER_ADDRESS = 3, 5
    client = client_for(players[0])
    for _ in range(3):
        assert client.get("/api/rulesets/").status_code == 200
    _assert_limited(client.get("/api/rulesets/"), "reads")  # the 4th read of this token (the address's 4th too)
    assert client_for(players[1]).get("/api/rulesets/").status_code == 200  # the address's 5th
    _assert_limited(client_for(players[2]).get("/api/rulesets/"), "requests")  # its 6th, whatever the token
    raw = redis_counters._cache.get_client(None, write=True)
    assert raw.connection_pool.connection_kwargs["port"] != 6379  # this run's own Redis, never the shared one
    keys = raw.keys("*rate:*")
    counted = {key.decode().split("rate:", 1)[1].rsplit(":", 1)[0]: int(raw.get(key)) for key in keys}
    address = [value for name, value in counted.items() if name.startswith("address:")]
    tokens = sorted(value for name, value in counted.items() if name.startswith("token:reads:"))
    assert address == [6] and tokens == [1, 1, 4], counted  # refused requests count too
    # Every counter expires with its window (never left without a lifetime).
    assert all(0 < raw.ttl(key) <= settings.API_RATE_WINDOW_SECONDS + 1 for key in keys)
