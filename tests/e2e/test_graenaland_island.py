"""Grænaland's island on the game page as a person meets it: on a desktop every tile's cell is
wide enough to read (the T2 column wrapped one word per line beside an empty padding cell), with
no empty cell; at a phone's width the island scrolls sideways and says so."""

from __future__ import annotations

import pytest

from games import services
from players.services import get_or_create_player
from tests.e2e.test_new_game_page import PHONE, signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}
CELLS = """() => [...document.querySelectorAll('table.island td')].map(td => ({
  text: td.innerText.trim(), width: td.getBoundingClientRect().width}))"""


def test_the_island_reads_on_a_desktop_and_scrolls_on_a_phone(live_server, browser):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    game = services.create_game(creator=alice, ruleset_id="graenaland",
                                seats=[alice.pk, {"kind": "bot"}, {"kind": "bot"}])
    page = signed_in_page(browser, live_server, alice)
    page.set_viewport_size(DESKTOP)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    cells = page.evaluate(CELLS)
    assert len(cells) == 5
    assert all(cell["text"] for cell in cells), "an empty cell in the island"
    assert min(cell["width"] for cell in cells) >= 150, cells
    assert not page.locator(".scroll-hint").is_visible()
    page.locator("table.island").screenshot(path="/tmp/shots/island-desktop.png")

    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    island = page.locator("table.island")
    box = page.evaluate("() => { const s = document.querySelector('table.island').parentElement;"
                        " return [s.scrollWidth, s.clientWidth, getComputedStyle(s).overflowX]; }")
    assert box[0] > box[1] and box[2] == "auto", box  # it scrolls inside its box, not the page
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    hint = page.locator(".scroll-hint")
    assert hint.is_visible() and "scroll" in hint.inner_text().lower()
    island.scroll_into_view_if_needed()
    page.screenshot(path="/tmp/shots/island-phone.png", full_page=True)
