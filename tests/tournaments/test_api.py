"""The tournaments' API: create, join, start, read the standings and the games' links; refusals
are problem+json with the services' sentences."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

pytestmark = pytest.mark.django_db


def create_body(**overrides):
    body = {"name": "Winter cup", "ruleset": "uigo", "format": "swiss", "max_players": 8, "rounds": 2,
            "signup_closes_at": (timezone.now() + timedelta(days=2)).isoformat(), "move_time_limit_hours": 48}
    return body | overrides


def test_a_tournament_through_the_api(make_player, client_for):
    organiser = client_for(make_player("Organiser"))
    created = organiser.post("/api/tournaments/", create_body(), format="json")
    assert created.status_code == 201, created.json()
    tournament = created.json()
    assert created["Location"].endswith(f"/api/tournaments/{tournament['id']}/")
    assert (tournament["status"], tournament["players"], tournament["move_time_limit_hours"]) == ("signup", 0, 48)
    players = [make_player() for _ in range(4)]
    for player in players:
        answer = client_for(player).post(f"/api/tournaments/{tournament['id']}/join/")
        assert answer.status_code == 200, answer.json()
    twice = client_for(players[0]).post(f"/api/tournaments/{tournament['id']}/join/")
    assert twice.status_code == 409
    assert twice["Content-Type"].startswith("application/problem+json")
    assert (twice.json()["code"], twice.json()["detail"]) == ("already_joined", "You already joined this tournament.")
    french = client_for(players[0]).post(f"/api/tournaments/{tournament['id']}/join/", HTTP_ACCEPT_LANGUAGE="fr")
    assert french.json()["detail"] == "Vous êtes déjà inscrit à ce tournoi."

    not_yours = client_for(players[0]).post(f"/api/tournaments/{tournament['id']}/start/")
    assert (not_yours.status_code, not_yours.json()["code"]) == (403, "not_organiser")
    started = organiser.post(f"/api/tournaments/{tournament['id']}/start/")
    assert started.status_code == 200
    body = started.json()
    assert (body["status"], body["current_round"], body["rounds"]) == ("running", 1, 2)
    assert len(body["games"]) == 2 and body["byes"] == []
    for game in body["games"]:
        assert game["round"] == 1 and game["status"] == "active"
        assert game["url"].endswith(f"/games/{game['game']}/")
        first = next(p for p in players if p.pk == game["players"][0])
        seen = client_for(first).get(f"/api/games/{game['game']}/")
        assert seen.status_code == 200 and seen.json()["id"] == game["game"]
    assert [line["player"] for line in body["standings"]] == [p.pk for p in players]  # all 0: seed order
    assert body["standings"][0]["tiebreaks"] == {"buchholz": 0.0, "sonneborn_berger": 0.0}

    removed = organiser.post(f"/api/tournaments/{tournament['id']}/remove/", {"player": players[3].pk},
                             format="json")
    assert removed.status_code == 200
    line = next(line for line in removed.json()["standings"] if line["player"] == players[3].pk)
    assert line["withdrawn"] and line["removed"]
    listed = organiser.get("/api/tournaments/?status=running").json()
    assert [(t["id"], t["players"]) for t in listed] == [(tournament["id"], 3)]
    assert organiser.get("/api/tournaments/?status=signup").json() == []
    assert organiser.get("/api/tournaments/?status=nonsense").status_code == 400


@pytest.mark.parametrize(("overrides", "status", "code"), [
    ({"format": "league"}, 400, "invalid_request"),
    ({"surprise": 1}, 400, "invalid_request"),
    ({"format": "tables", "players_per_table": 2}, 422, "bad_table_size"),
    ({"signup_closes_at": "2001-01-01T00:00:00Z"}, 422, "signup_in_the_past"),
])
def test_bad_creations_are_4xx_with_a_message(make_player, client_for, overrides, status, code):
    answer = client_for(make_player()).post("/api/tournaments/", create_body(**overrides), format="json")
    assert answer.status_code == status, answer.json()
    assert answer.json()["code"] == code and answer.json()["detail"]


def test_unknown_tournament_is_404(make_player, client_for):
    answer = client_for(make_player()).get("/api/tournaments/999999/")
    assert (answer.status_code, answer.json()["code"]) == (404, "tournament_not_found")


def test_the_list_pages_with_a_link_to_the_next(make_tournament, make_player, client_for):
    """Pages as the lobby's: the body stays an array; ``Link`` rel="next" until the last page,
    the status filter kept; each tournament seen once, newest first; bad cursors and limits refused."""
    made = [make_tournament(max_players=8) for _ in range(5)]
    made[2].status = "finished"
    made[2].save()
    client = client_for(make_player())
    seen, url, pages = [], "/api/tournaments/?limit=2", 0
    while url:
        answer = client.get(url)
        assert answer.status_code == 200 and isinstance(answer.json(), list)
        seen += [t["id"] for t in answer.json()]
        pages += 1
        link = answer.get("Link")
        url = link.split(">")[0].removeprefix("<").removeprefix("http://testserver") if link else None
        assert not link or link.endswith('>; rel="next"')
    assert seen == [t.pk for t in reversed(made)] and pages == 3
    signup = client.get("/api/tournaments/?status=signup&limit=3")
    assert [t["id"] for t in signup.json()] == [made[4].pk, made[3].pk, made[1].pk]
    rest = client.get(signup["Link"].split(">")[0].removeprefix("<"))
    assert "status=signup" in signup["Link"] and [t["id"] for t in rest.json()] == [made[0].pk]
    assert "Link" not in rest
    assert "Link" not in client.get("/api/tournaments/")  # five: one page of the default size
    assert client.get("/api/tournaments/?limit=0").status_code == 400
    assert client.get("/api/tournaments/?limit=101").status_code == 400
    assert client.get("/api/tournaments/?cursor=***").status_code == 400
    assert client.get("/api/tournaments/?cursor=WzFd").status_code == 422  # [1]: not one this API gave
