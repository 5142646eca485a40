"""The front door: what Ravenpost is, the five games with player counts and a summary in each
language, and the ways in (sign up, lobby, API docs; My games and New game once signed in)."""

from __future__ import annotations

import pytest
from django.utils import translation

from accounts.home import SUMMARIES
from games.rulesets import registry

pytestmark = pytest.mark.django_db


def test_a_visitor_sees_what_ravenpost_is_the_games_and_the_ways_in(client):
    page = client.get("/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Board games by mail" in html and "when it is your turn, you get an email" in html
    with translation.override("en"):
        for ruleset in registry():
            assert f"<h3>{ruleset.name}</h3>" in html
            assert str(SUMMARIES[ruleset.id]) in html.replace("&#x27;", "'")
    assert "2 to 4 players" in html and "3 to 5 players" in html and "1 to 4 players" in html
    assert "2 players" in html  # Fjords: two, no range
    for path in ('href="/signup/"', 'href="/signin/"', 'href="/games/open/"', 'href="/api/docs/"'):
        assert path in html, path
    assert 'href="/games/new/"' not in html and "<script" not in html


def test_every_shipped_game_has_a_summary_in_both_languages(client):
    assert set(SUMMARIES) == set(registry().ids())
    english = client.get("/").content.decode()
    french = client.get("/", HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert "Un jeu de cartes à levées" in french and "Les Vikings prennent la mer" in french
    assert "3 à 5 joueurs" in french and "2 joueurs" in french
    with translation.override("en"):
        summaries = [str(summary) for summary in SUMMARIES.values()]
    for summary in summaries:
        assert summary not in french.replace("&#x27;", "'")  # each one translated
        assert summary in english.replace("&#x27;", "'")


def test_a_signed_in_player_is_led_to_their_games(client, make_player):
    client.force_login(make_player("Home"))
    html = client.get("/").content.decode()
    assert 'href="/games/"' in html and 'href="/games/new/"' in html and 'href="/signup/"' not in html
    # The navigation: every account page, and signing out by POST.
    for path in ('href="/games/open/"', 'href="/settings/"', 'href="/account/tokens/"', 'action="/signout/"'):
        assert path in html, path
