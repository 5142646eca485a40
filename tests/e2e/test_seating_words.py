"""The new-game form's seating order as a person reads it: it never promises "you play first"
where the rules say otherwise (Fjords draws the first player, Knarr's first player is drawn, UIGO!'s
seat 1 deals and seat 2 leads), and says who does start."""

from __future__ import annotations

import pytest

from players.services import get_or_create_player
from tests.e2e.test_new_game_page import PHONE, signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.parametrize(("viewport", "shot"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_the_seating_order_says_who_plays_first(live_server, browser, viewport, shot):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    page = signed_in_page(browser, live_server, alice)
    page.set_viewport_size(viewport)
    for path, words in [("fjords/2", "The rules draw who plays first."),
                        ("knarr/3", "The rules draw who plays first."),
                        ("uigo/2", "Seat 2 plays first."),
                        ("graenaland/3", "Seats 2, 3 move first, at the same time."),
                        ("greenland/2", "The rules draw who plays first.")]:
        page.goto(f"{live_server.url}/games/new/{path}/")
        text = page.locator("fieldset", has_text="Seating order").inner_text()
        assert "you play first" not in text, path
        assert words in text, path
        if path == "fjords/2":
            page.screenshot(path=f"/tmp/shots/seating-{shot}.png", full_page=True)
