"""Every 201 says where what it created can be read again (``Location`` on every 201)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def test_every_201_carries_a_location(client_for, make_player):
    client = client_for(make_player())
    me = client.get("/api/players/me/").json()["id"]
    created = client.post("/api/games/", {"ruleset": "uigo", "players": [me, {"kind": "bot"}]}, format="json")
    assert created.status_code == 201
    game = created.json()
    assert created["Location"].endswith(f"/api/games/{game['id']}/")

    legal = client.get(f"/api/games/{game['id']}/legal-moves/").json()
    moved = client.post(f"/api/games/{game['id']}/moves/", {"move": legal["moves"][0], "expected_seq": legal["seq"]},
                        format="json")
    assert moved.status_code == 201
    first = moved.json()["events"][0]["seq"]
    assert moved["Location"].endswith(f"/api/games/{game['id']}/events/?after={first - 1}")
    again = client.get(moved["Location"]).json()
    assert [event["seq"] for event in again][: len(moved.json()["events"])] == [
        event["seq"] for event in moved.json()["events"]]

    posted = client.post(f"/api/games/{game['id']}/chat/", {"body": "hello"}, format="json")
    assert posted.status_code == 201
    assert [message["id"] for message in client.get(posted["Location"]).json()] == [posted.json()["id"]]

    token = client.post("/api/players/me/tokens/", {"name": "bot"}, format="json")
    assert token.status_code == 201
    assert token["Location"].endswith(f"/api/players/me/tokens/{token.json()['id']}/")
