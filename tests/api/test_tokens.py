"""API tokens: a player lists, creates (the secret shown once) and revokes their tokens through
the API; only a hash of each token is stored; a revoked token no longer opens anything."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from players.models import ApiToken, Player, hash_token

pytestmark = pytest.mark.django_db


def with_token(raw: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {raw}")
    return client


def test_create_list_and_revoke(players, client_for):
    client = client_for(players[0])
    created = client.post("/api/players/me/tokens/", {"name": "my bot"}, format="json")
    assert created.status_code == 201
    body = created.json()
    assert set(body) == {"id", "name", "hint", "created_at", "last_used_at", "token"}
    raw = body["token"]
    assert body["name"] == "my bot" and raw.startswith(body["hint"])

    # Stored hashed: the secret is nowhere in the database, its SHA-256 is.
    stored = ApiToken.objects.get(pk=body["id"])
    assert stored.key_hash == hash_token(raw) and raw not in {stored.key_hash, stored.hint, stored.name}

    # The new token works, and the list shows it without its secret.
    assert with_token(raw).get("/api/players/me/").json()["id"] == players[0].pk
    listed = client.get("/api/players/me/tokens/").json()
    assert body["id"] in [entry["id"] for entry in listed]
    assert all("token" not in entry for entry in listed)
    assert all(set(entry) == {"id", "name", "hint", "created_at", "last_used_at"} for entry in listed)
    assert next(entry for entry in listed if entry["id"] == body["id"])["last_used_at"] is not None

    assert client.delete(f"/api/players/me/tokens/{body['id']}/").status_code == 204
    response = with_token(raw).get("/api/players/me/")
    assert response.status_code == 401 and response.json()["code"] == "invalid_token"
    assert body["id"] not in [entry["id"] for entry in client.get("/api/players/me/tokens/").json()]
    again = client.delete(f"/api/players/me/tokens/{body['id']}/")
    assert again.status_code == 404 and again.json()["code"] == "token_not_found"


def test_a_player_cannot_see_or_revoke_another_players_tokens(players, client_for):
    theirs = client_for(players[1]).post("/api/players/me/tokens/", {}, format="json").json()
    mine = client_for(players[0])
    assert theirs["id"] not in [entry["id"] for entry in mine.get("/api/players/me/tokens/").json()]
    response = mine.delete(f"/api/players/me/tokens/{theirs['id']}/")
    assert response.status_code == 404
    assert with_token(theirs["token"]).get("/api/players/me/").status_code == 200


def test_a_token_can_revoke_itself(players):
    _token, raw = ApiToken.issue(players[0])
    client = with_token(raw)
    token_id = ApiToken.objects.get(key_hash=hash_token(raw)).pk
    assert client.delete(f"/api/players/me/tokens/{token_id}/").status_code == 204
    assert client.get("/api/players/me/").status_code == 401


def test_bad_token_bodies(players, client_for):
    client = client_for(players[0])
    response = client.post("/api/players/me/tokens/", {"name": "x" * 200}, format="json")
    assert response.status_code == 400 and response.json()["code"] == "invalid_request"
    response = client.post("/api/players/me/tokens/", data="[", content_type="application/json")
    assert response.status_code == 400 and response.json()["code"] == "malformed_json"


def test_a_deactivated_players_tokens_stop_working(players):
    _token, raw = ApiToken.issue(players[0])
    Player.objects.filter(pk=players[0].pk).update(is_active=False)
    assert with_token(raw).get("/api/players/me/").status_code == 401


def test_issue_token_command_creates_the_player_and_prints_a_working_token(capsys):
    call_command("issue_token", "New.Person@Example.org", "--name", "New Person")
    raw = capsys.readouterr().out.strip()
    player = Player.objects.get(email="new.person@example.org")
    assert player.name == "New Person"
    me = with_token(raw).get("/api/players/me/").json()
    assert {key: me[key] for key in ("id", "name", "email", "play_forced_moves")} == {
        "id": player.pk, "name": "New Person", "email": "new.person@example.org", "play_forced_moves": False}
    call_command("issue_token", "NEW.PERSON@example.org")
    assert Player.objects.filter(email__iexact="new.person@example.org").count() == 1
    assert ApiToken.objects.filter(player=player).count() == 2


@pytest.mark.parametrize("keyword", ["Bearer", "bearer", "Token", "token"])
def test_a_token_works_with_either_keyword_for_reads_and_writes(players, keyword):
    """``Authorization: Bearer <token>`` (what generated clients send) works as ``Token``."""
    _token, raw = ApiToken.issue(players[0])
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"{keyword} {raw}")
    assert client.get("/api/players/me/").json()["id"] == players[0].pk
    assert client.post("/api/players/me/tokens/", {"name": "bot"}, format="json").status_code == 201


@pytest.mark.parametrize("header", ["Bearer", "Bearer a b", "Bearer rp_not-a-token", "Token rp_not-a-token"])
def test_a_bad_bearer_or_token_header_is_refused_with_401(players, header):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=header)
    response = client.get("/api/players/me/")
    assert response.status_code == 401 and response.json()["code"] == "invalid_token"
    assert "Bearer" in response["WWW-Authenticate"]


def test_without_credentials_the_answer_names_both_keywords(db):
    response = APIClient().get("/api/players/me/")
    assert response.status_code == 401 and response.json()["code"] == "not_authenticated"
    assert "Bearer" in response.json()["detail"]


def test_the_api_caps_live_tokens_as_the_page_does(players, client_for):
    from players.services import MAX_LIVE_TOKENS

    client = client_for(players[0])  # one live token already
    for _ in range(MAX_LIVE_TOKENS - 1):
        assert client.post("/api/players/me/tokens/", {}, format="json").status_code == 201
    refused = client.post("/api/players/me/tokens/", {"name": "one too many"}, format="json")
    assert refused.status_code == 422 and refused.json()["code"] == "too_many_tokens"
    assert str(MAX_LIVE_TOKENS) in refused.json()["detail"]
    assert ApiToken.objects.filter(player=players[0], revoked_at__isnull=True).count() == MAX_LIVE_TOKENS
    # A revoked token frees its place.
    victim = client.get("/api/players/me/tokens/").json()[0]["id"]
    assert client.delete(f"/api/players/me/tokens/{victim}/").status_code == 204
    assert client.post("/api/players/me/tokens/", {}, format="json").status_code == 201


def test_a_token_minted_with_a_token_is_revoked_with_it(players, client_for):
    """Whoever holds a leaked token can mint more with it: revoking the leaked one revokes every
    token minted through it, however many generations down, and no other token of the player."""
    _leaked, leaked_raw = ApiToken.issue(players[0], name="leaked")
    child = with_token(leaked_raw).post("/api/players/me/tokens/", {"name": "child"}, format="json").json()
    grandchild = with_token(child["token"]).post("/api/players/me/tokens/", {"name": "grandchild"},
                                                 format="json").json()
    owner = client_for(players[0])  # a token of its own, not minted through the leaked one
    leaked_id = ApiToken.objects.get(key_hash=hash_token(leaked_raw)).pk
    assert owner.delete(f"/api/players/me/tokens/{leaked_id}/").status_code == 204
    for raw in (leaked_raw, child["token"], grandchild["token"]):
        answer = with_token(raw).get("/api/players/me/")
        assert answer.status_code == 401 and answer.json()["code"] == "invalid_token"
    assert owner.get("/api/players/me/").status_code == 200
    assert [entry["id"] for entry in owner.get("/api/players/me/tokens/").json()] == \
        [ApiToken.objects.get(player=players[0], revoked_at__isnull=True).pk]


def test_revoking_a_child_leaves_its_parent(players):
    _parent, parent_raw = ApiToken.issue(players[0])
    child = with_token(parent_raw).post("/api/players/me/tokens/", {}, format="json").json()
    assert with_token(parent_raw).delete(f"/api/players/me/tokens/{child['id']}/").status_code == 204
    assert with_token(parent_raw).get("/api/players/me/").status_code == 200
    assert with_token(child["token"]).get("/api/players/me/").status_code == 401
