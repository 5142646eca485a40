"""The Fjords map on the game page, checked in a real browser (Debian's Chromium via Playwright).

A game is played through the service layer into its colonisation (tiles, huts and fields on the
board), then a player follows their game link and opens the page. The SVG map must be visible
with a sensible size, show every tile of the landscape, and the screenshot must not be blank:
the browser itself decodes the PNG and counts the terrain colours and the player colours in it.
The screenshot is kept in pytest's temporary directory for a person to look at.
"""

from __future__ import annotations

import base64
from random import Random

import pytest
from django.urls import reverse

from games import services
from games.models import Game
from games.rulesets.fjords.svg import PLAYER_COLOURS, TERRAIN_COLOURS
from players import links
from tests.playing import play_random_move, seat_players

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# Run in the page: decode a PNG (base64) on a canvas; count pixels near each wanted colour and
# the distinct colours overall.
COUNT_COLOURS = """
async ([png, wanted]) => {
  const image = new Image();
  image.src = "data:image/png;base64," + png;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  const targets = wanted.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
  const counts = wanted.map(() => 0);
  const distinct = new Set();
  for (let i = 0; i < pixels.length; i += 4) {
    const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    distinct.add((r >> 3) * 1024 + (g >> 3) * 32 + (b >> 3));
    targets.forEach(([tr, tg, tb], k) => {
      if (Math.abs(r - tr) + Math.abs(g - tg) + Math.abs(b - tb) < 24) counts[k] += 1;
    });
  }
  return {width: image.width, height: image.height, counts, distinct: distinct.size};
}
"""


def play_into_colonisation(game: Game, fields: int, seed: int = 2) -> None:
    """Random legal moves until both players have huts and fields on the board of a round's
    colonisation, ``fields`` fields in all."""
    chooser, players = Random(seed), seat_players(game)
    for _ in range(2000):
        game.refresh_from_db()
        state = services.load_state(game)
        pieces = [
            [entry for entry in state["board"] if seat in (entry["hut"], entry["field"])] for seat in (0, 1)
        ]
        placed = sum(1 for entry in state["board"] if entry["field"] is not None)
        if state["phase"] == "colonisation" and placed >= fields and all(pieces):
            return
        if game.status != Game.Status.ACTIVE:
            break
        play_random_move(game, chooser, players)
    raise AssertionError("no colonisation with pieces of both players was reached")


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_fjords_map_reads_in_a_browser(live_server, browser, make_player, tmp_path, locale):
    alice, bob = make_player("Alice"), make_player("Bob")
    alice.locale, alice.locale_chosen = locale, True  # chosen: it wins over the browser's language
    alice.save()
    game = services.create_game(creator=alice, ruleset_id="fjords", seats=[alice.pk, bob.pk])
    play_into_colonisation(game, fields=6)
    state = services.load_state(game)
    pieces = [sum(1 for entry in state["board"] if seat in (entry["hut"], entry["field"])) for seat in (0, 1)]

    page = browser.new_context(viewport={"width": 1280, "height": 1000}).new_page()
    token = links.game_link_token(alice.pk, game.pk)
    page.goto(live_server.url + reverse("game-enter", kwargs={"game_id": game.pk, "token": token}))
    page.goto(f"{live_server.url}/games/{game.pk}/")
    assert page.locator("html").get_attribute("lang") == locale

    # the map (its legend is a picture of its own beside it, below it on a phone)
    svg = page.locator(".view svg.fjords-map")
    assert svg.count() == 1 and svg.is_visible()
    box = svg.bounding_box()
    # Wide and tall enough to read, and within the page's column (it scales down, never spills).
    assert 500 <= box["width"] <= 1280 and 300 <= box["height"] <= 1400, box
    assert box["x"] >= 0
    # Every tile of the landscape is drawn, each with a real size on screen.
    tiles = page.locator(".view svg.fjords-map g.tile")
    assert tiles.count() == len(state["board"])
    first_tile = tiles.first.bounding_box()
    assert first_tile["width"] >= 30 and first_tile["height"] >= 30, first_tile
    # The legend names the terrains and marks the reader's seat.
    legend = page.locator(".view svg.fjords-legend g.legend").text_content()
    terrains = ("Arable land", "Mountain", "Sea") if locale == "en" else ("Terre arable", "Montagne", "Mer")
    assert all(name in legend for name in terrains), legend
    assert ("(you)" if locale == "en" else "(vous)") in legend
    # Each field button's cell is a tile drawn on the map (the coordinates a player reads).
    game.refresh_from_db()
    if 0 in game.to_move:
        for move in services.ruleset_for(game).legal_moves(state, 0):
            assert page.locator(f'.view svg.fjords-map g.tile[data-q="{move["q"]}"][data-r="{move["r"]}"]').count() == 1

    shot = tmp_path / f"fjords-{locale}.png"
    png = svg.screenshot(path=str(shot))
    found = page.evaluate(
        COUNT_COLOURS, [base64.b64encode(png).decode(), [*TERRAIN_COLOURS.values(), *PLAYER_COLOURS]]
    )
    assert found["width"] >= 500 and found["height"] >= 300
    assert found["distinct"] >= 12, found  # not a blank or single-colour picture
    area = found["width"] * found["height"]
    arable, mountain, sea, red, yellow = found["counts"]
    # The land covers a real share of the picture, and the pieces of both players show.
    assert arable > area * 0.03 and mountain > area * 0.01 and sea > area * 0.005, found
    # Each hut or field covers about 150 px or more at the map's natural size (the legend, which
    # shows one of each per player, is another picture). A wide board is scaled down to the page's column (max-width), and a
    # piece's area with it, by the square of the scale.
    scale = min(1.0, found["width"] / float(svg.get_attribute("width")))
    per_piece = 100 * scale**2
    assert red > per_piece * pieces[0] and yellow > per_piece * pieces[1], (found, pieces, scale)
    print(f"screenshot: {shot}")
