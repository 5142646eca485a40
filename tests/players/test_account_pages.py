"""The account's pages (settings, API tokens) open to account sessions only: a game-link session
gets a 403 page offering an account link, and cannot change anything."""

from __future__ import annotations

import re

import pytest
from rest_framework.test import APIClient

from games import services
from players import links
from players.models import ApiToken, Player

pytestmark = pytest.mark.django_db

SETTINGS = {"name": "Renamed", "locale": "fr", "time_zone": "Europe/Paris", "notify": "none",
            "vacation_from": "", "vacation_until": ""}


@pytest.fixture
def game_link_client(client, players):
    """A browser signed in through a turn email's game link, as players[0]."""
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    assert client.get(f"/games/{game.pk}/enter/{links.game_link_token(players[0].pk, game.pk)}/").status_code == 302
    return client


@pytest.mark.parametrize("path", ["/settings/", "/account/tokens/"])
def test_a_game_link_session_gets_403_with_an_account_link_offer(game_link_client, players, path):
    page = game_link_client.get(path)
    assert page.status_code == 403
    html = page.content.decode()
    assert "This page belongs to your account" in html and 'action="/signin/"' in html
    assert f'name="email" value="{players[0].email}"' in html


def test_a_game_link_session_cannot_change_the_account(game_link_client, players):
    Player.objects.filter(pk=players[0].pk).update(seat_directly=False)  # what the POST tries to turn on
    assert game_link_client.post("/settings/", {**SETTINGS, "seat_directly": "on"}).status_code == 403
    assert game_link_client.post("/account/tokens/", {"name": "sneaky"}).status_code == 403
    token, _raw = ApiToken.issue(players[0], name="mine")
    assert game_link_client.post(f"/account/tokens/{token.pk}/revoke/").status_code == 403
    player = Player.objects.get(pk=players[0].pk)
    assert (player.name, player.notify, player.seat_directly) == (players[0].name, "each_turn", False)
    assert list(ApiToken.objects.filter(player=player).values_list("name", "revoked_at")) == [("mine", None)]


def test_visitors_are_sent_to_sign_in_and_back(client):
    for path in ("/settings/", "/account/tokens/"):
        response = client.get(path)
        assert response.status_code == 302 and response["Location"] == f"/signin/?next={path}"


def test_saving_the_settings_makes_the_language_chosen_and_may_opt_in_to_direct_seating(client, players):
    client.force_login(players[0])
    page = client.get("/settings/")
    assert page.status_code == 200 and b'name="seat_directly"' in page.content
    saved = client.post("/settings/", {**SETTINGS, "seat_directly": "on"})
    assert saved.status_code == 302
    player = Player.objects.get(pk=players[0].pk)
    assert (player.name, player.locale, player.locale_chosen, player.seat_directly, player.notify) == \
        ("Renamed", "fr", True, True, "none")
    assert "Vos paramètres ont été enregistrés." in client.get("/settings/").content.decode()


def test_bad_settings_are_refused_with_a_message(client, players):
    client.force_login(players[0])
    refused = client.post("/settings/", {**SETTINGS, "time_zone": "Mars/Olympus", "locale": "en"})
    assert refused.status_code == 400 and b'class="errorlist"' in refused.content
    assert Player.objects.get(pk=players[0].pk).name == players[0].name


def test_a_token_is_created_shown_once_listed_and_revoked(client, players):
    client.force_login(players[0])
    assert b"You have no token." in client.get("/account/tokens/").content
    created = client.post("/account/tokens/", {"name": "My bot"})
    assert created.status_code == 200 and created["Cache-Control"] == "no-store"
    [secret] = re.findall(r'<code id="token-secret">(rp_[^<]+)</code>', created.content.decode())
    token = ApiToken.objects.get(player=players[0])
    assert token.name == "My bot" and secret.startswith(token.hint) and "never used" in created.content.decode()
    # The secret works against the API, and no later page shows it again.
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {secret}")
    assert api.get("/api/players/me/").status_code == 200
    listing = client.get("/account/tokens/").content.decode()
    assert secret not in listing and "My bot" in listing and f"{token.hint}…" in listing and "last used" in listing
    revoked = client.post(f"/account/tokens/{token.pk}/revoke/", follow=True)
    assert revoked.status_code == 200 and "The token was revoked" in revoked.content.decode()
    token.refresh_from_db()
    assert token.revoked_at is not None and "My bot" not in client.get("/account/tokens/").content.decode()
    assert api.get("/api/players/me/").status_code == 401


def test_another_players_token_cannot_be_revoked(client, players):
    theirs, _raw = ApiToken.issue(players[1], name="theirs")
    client.force_login(players[0])
    assert client.post(f"/account/tokens/{theirs.pk}/revoke/").status_code == 404
    assert client.get(f"/account/tokens/{theirs.pk}/revoke/").status_code == 405  # GET changes nothing
    theirs.refresh_from_db()
    assert theirs.revoked_at is None


def test_live_tokens_are_capped(client, players, monkeypatch):
    monkeypatch.setattr("players.services.MAX_LIVE_TOKENS", 2)
    client.force_login(players[0])
    for name in ("one", "two"):
        assert client.post("/account/tokens/", {"name": name}).status_code == 200
    refused = client.post("/account/tokens/", {"name": "three"})
    assert refused.status_code == 400 and "revoke one you no longer use" in refused.content.decode()
    assert ApiToken.objects.filter(player=players[0]).count() == 2
    too_long = client.post("/account/tokens/", {"name": "x" * 81})
    assert too_long.status_code == 400 and ApiToken.objects.filter(player=players[0]).count() == 2
