"""Knarr's English as a player reads it on the game page: one word for the track, "fame", as the
rules page says (the page said both "fame" and "reputation")."""

from __future__ import annotations

import pytest

from games import services
from players.services import get_or_create_player
from tests.e2e.test_new_game_page import PHONE, signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("seed", ["fame-1", "fame-2"])
def test_knarr_says_fame_only(live_server, browser, seed):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, {"kind": "bot"}],
                                options={"artifacts": True}, seed=seed)
    page = signed_in_page(browser, live_server, alice)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    text = page.locator("main").inner_text().lower()
    assert "fame" in text and "reputation" not in text
    page.goto(f"{live_server.url}/rules/knarr/")
    assert "reputation" not in page.locator("main").inner_text().lower()
    if seed == "fame-1":
        page.set_viewport_size(PHONE)
        page.goto(f"{live_server.url}/games/{game.pk}/")
        page.screenshot(path="/tmp/shots/knarr-fame-phone.png", full_page=True)
