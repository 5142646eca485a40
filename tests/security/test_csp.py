"""The Content-Security-Policy (config/csp.py): the player pages run only script files from this
site, never an inline script; the admin and the Swagger UI run their scripts from this site only. The browser
tests (tests/e2e) load the game page and the Swagger UI in Chromium under these policies."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from config import csp
from games import services
from players import links

pytestmark = pytest.mark.django_db


def test_player_pages_run_only_this_sites_script_files(client, players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    anonymous = [client.get("/signin/"), client.get(f"/games/{game.pk}/enter/bad-token/")]
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(players[0].pk, game.pk)}))
    signed_in = [client.get(f"/games/{game.pk}/"), client.get("/games/")]
    for response in anonymous + signed_in:
        assert response["Content-Security-Policy"] == csp.PAGES
        scripts = re.findall(rb"<script\b[^>]*>", response.content.lower())
        assert all(b'src="/static/' in tag for tag in scripts), scripts  # files of this site, none inline
    policy = dict(part.strip().split(" ", 1) for part in csp.PAGES.split(";"))
    assert policy["default-src"] == "'none'"
    assert policy["script-src"] == "'self'" and policy["connect-src"] == "'self'"  # no 'unsafe-inline'

    assert policy["form-action"] == "'self'" and policy["frame-ancestors"] == "'none'"


def test_the_admin_and_the_api_docs_run_scripts_from_this_site_only(client):
    for path in ("/admin/login/", "/api/docs/"):
        policy = client.get(path)["Content-Security-Policy"]
        assert policy == csp.SCRIPTED, path
        assert "http" not in policy and "*" not in policy  # nothing from elsewhere


def test_json_answers_carry_no_page_policy(client, players, client_for):
    for response in (client_for(players[0]).get("/api/rulesets/"), client.get("/api/rulesets/")):  # 200, 401
        assert response["Content-Type"].split(";")[0] in ("application/json", "application/problem+json")
        assert "Content-Security-Policy" not in response
