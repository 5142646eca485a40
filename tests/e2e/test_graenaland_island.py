"""Grænaland's island on the game page as a person meets it: on a desktop every tile's cell is
wide enough to read (the T2 column wrapped one word per line beside an empty padding cell), with
no empty cell; at a phone's width (390 px) nothing scrolls sideways, neither the page nor the
island's box: the tiles wrap, two abreast, each still wide enough to read, for three players and
for five (the widest island)."""

from __future__ import annotations

import pytest

from games import services
from players.services import get_or_create_player
from tests.e2e.test_new_game_page import PHONE, signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}
CELLS = """() => [...document.querySelectorAll('table.island td')].map(td => ({
  text: td.innerText.trim(), width: td.getBoundingClientRect().width}))"""


# The widths that scroll sideways at 390 px: the page, the board's view and the island's box.
OVERFLOW = """() => {
  const box = document.querySelector('table.island').parentElement, view = document.querySelector('#board .view');
  return {page: document.scrollingElement.scrollWidth, box: box.scrollWidth - box.clientWidth,
          view: view.scrollWidth - view.clientWidth, overflow: getComputedStyle(box).overflowX}; }"""


@pytest.mark.parametrize("players", [3, 5])
def test_the_island_reads_on_a_desktop_and_wraps_on_a_phone(live_server, browser, players):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    game = services.create_game(creator=alice, ruleset_id="graenaland",
                                seats=[alice.pk, *({"kind": "bot"} for _ in range(players - 1))])
    tiles = {3: 5, 5: 9}[players]
    page = signed_in_page(browser, live_server, alice)
    page.set_viewport_size(DESKTOP)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    cells = page.evaluate(CELLS)
    assert len(cells) == tiles
    assert all(cell["text"] for cell in cells), "an empty cell in the island"
    assert min(cell["width"] for cell in cells) >= 150, cells
    page.locator("table.island").screenshot(path=f"/tmp/shots/island-desktop-{players}.png")

    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    widths = page.evaluate(OVERFLOW)
    assert widths["page"] <= PHONE["width"], widths
    assert widths["box"] <= 0 and widths["view"] <= 0, widths  # the island wraps: no box scrolls
    cells = page.evaluate(CELLS)
    assert len(cells) == tiles and all(cell["text"] for cell in cells)
    assert min(cell["width"] for cell in cells) >= 150, cells  # two abreast, still readable
    boxes = [page.locator("table.island td").nth(index).bounding_box() for index in range(tiles)]
    assert all(box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] for box in boxes), boxes
    font = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector('table.island td')).fontSize)")
    assert font >= 14
    page.locator("table.island").scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/shots/island-phone-{players}.png", full_page=True)


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_five_players_island_fits_a_1280_px_screen(live_server, browser, locale):
    """Five players' island (five coast tiles, the widest) on a 1280 px screen: the table is the
    box's width, no column is cut off and nothing scrolls, each tile still wide enough to read,
    the inland tiles still on the seams of the coast tiles."""
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    alice.locale, alice.locale_chosen = locale, True
    alice.save()
    game = services.create_game(creator=alice, ruleset_id="graenaland",
                                seats=[alice.pk, *({"kind": "bot"} for _ in range(4))])
    page = signed_in_page(browser, live_server, alice)
    page.set_viewport_size(DESKTOP)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    assert page.locator("html").get_attribute("lang").startswith(locale)
    widths = page.evaluate(OVERFLOW)
    assert widths["page"] <= DESKTOP["width"], widths
    assert widths["box"] <= 0 and widths["view"] <= 0, widths  # the island's box does not scroll
    box = page.locator("table.island").locator("..").bounding_box()
    cells = page.locator("table.island td")
    assert cells.count() == 9
    tiles = [cells.nth(index).bounding_box() for index in range(9)]
    assert all(tile["x"] >= box["x"] - 1 and tile["x"] + tile["width"] <= box["x"] + box["width"] + 1
               for tile in tiles), (box, tiles)  # every column inside the box: none cut off
    assert min(tile["width"] for tile in tiles) >= 150, tiles
    coast = [tile for tile in tiles if tile["y"] > tiles[0]["y"] + 10]
    inland = [tile for tile in tiles if tile not in coast]
    assert len(inland) == 4 and len(coast) == 5
    seams = sorted(tile["x"] + tile["width"] / 2 for tile in coast)
    for tile in inland:  # each inland tile sits over the seam of two coast tiles
        assert any(abs(tile["x"] - seam) < 5 for seam in seams), (tile, seams)
    page.locator("table.island").scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/board2-shots/island-1280-5-{locale}.png")
