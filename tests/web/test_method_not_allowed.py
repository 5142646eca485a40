"""A page's action opened by its address (GET on a POST-only target) answers a readable page in
the reader's language, linking the page the action belongs to; the API keeps its own 405."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from tournaments import services as tournaments

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("lang", "heading"), [("en", "This address is a button"), ("fr", "Cette adresse est un bouton")])
def test_an_action_opened_by_its_address_says_what_it_is(make_player, lang, heading):
    player = make_player("Ann")
    client = Client(HTTP_ACCEPT_LANGUAGE=lang)
    client.force_login(player)
    response = client.get("/signout/")
    assert response.status_code == 405
    assert "POST" in response["Allow"]
    page = response.content.decode()
    assert heading in page and 'href="/"' in page and f'<html lang="{lang}"' in page


def test_the_link_leads_to_the_actions_page(make_player):
    organiser = make_player("Olga")
    cup = tournaments.create_tournament(organiser=organiser, name="Cup", ruleset_id="uigo", format="swiss",
                                        max_players=8, signup_closes_at=timezone.now() + timedelta(days=1))
    client = Client()
    client.force_login(make_player("Ann"))
    response = client.get(f"/tournaments/{cup.pk}/join/")
    assert response.status_code == 405
    assert f'href="/tournaments/{cup.pk}/"' in response.content.decode()
    assert not cup.entries.exists()  # opening it joined nobody


def test_a_head_and_the_api_keep_their_own_answers(make_player):
    assert Client().head("/signout/").content == b""
    api = Client().get("/api/tokens/revoke/")  # any API address: never the web page
    assert b"This address is a button" not in api.content
