"""``render_svg``: a well-formed, self-contained SVG with one polygon group per tile."""

import json
import re
import xml.etree.ElementTree as ET
from random import Random

from games.engine import Touch, fold
from games.engine.playout import random_playout
from games.rulesets import presentation_for
from games.rulesets.fjords import components as C
from games.rulesets.fjords.hexes import distinct_rotations
from games.rulesets.fjords.svg import LAST_OUTLINE, PLAYER_COLOURS, TERRAIN_COLOURS, render_svg

from .helpers import RULES, start

NS = {"svg": "http://www.w3.org/2000/svg"}


def groups(root, name):
    return [g for g in root.iter("{http://www.w3.org/2000/svg}g") if name in g.get("class", "").split()]


def test_start_board_svg():
    view = RULES.view(start(), 0)
    text = render_svg(view, ["Astrid <&> Bjorn", "Bjorn"])
    root = ET.fromstring(text)
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox")
    tiles = groups(root, "tile")
    assert len(tiles) == 3
    for group, tile in zip(tiles, view["board"], strict=True):
        assert (int(group.get("data-q")), int(group.get("data-r"))) == (tile["q"], tile["r"])
        polygons = group.findall("svg:polygon", NS)
        # Six corner regions coloured by terrain, then the outline.
        assert [p.get("fill") for p in polygons[:6]] == [TERRAIN_COLOURS[t] for t in tile["corners"]]
        assert polygons[6].get("class") == "outline"
    # The three cells open to the first tile are drawn as dashed slots with their coordinates.
    assert sorted((int(g.get("data-q")), int(g.get("data-r"))) for g in groups(root, "slot")) == [
        (-1, 0),
        (-1, 2),
        (1, 0),
    ]
    assert groups(root, "legend") and "Astrid &lt;&amp;&gt; Bjorn" in text
    assert "<script" not in text and "href" not in text  # self-contained
    # The tile in hand is drawn in the legend, apart from the board tiles, once per distinct
    # rotation and labelled with the angle the move buttons name.
    hand = groups(root, "hand")
    rotations = distinct_rotations(view["hand"]["corners"])
    assert [int(g.get("data-rotation")) for g in hand] == [rotation for rotation, _ in rotations]
    for group, (rotation, corners) in zip(hand, rotations, strict=True):
        fills = [p.get("fill") for p in group.findall("svg:polygon", NS)[:6]]
        assert fills == [TERRAIN_COLOURS[t] for t in corners]
        assert group.find("svg:text", NS).text == f"{60 * rotation}\u00b0"


def test_svg_through_a_whole_game_shows_huts_and_fields():
    playout = random_playout(RULES, 2, 4)
    index = next(i for i, e in enumerate(playout.events) if e["type"] == "round_scored")
    state = fold(RULES, playout.events[:index])
    view = RULES.view(state, None)
    for locale in ("en", "fr"):
        root = ET.fromstring(render_svg(view, locale=locale))
        assert len(groups(root, "tile")) == len(view["board"])
        huts = [p for p in root.iter("{http://www.w3.org/2000/svg}polygon") if p.get("class") == "hut"]
        fields = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "field"]
        board_huts = sum(1 for t in view["board"] if t["hut"] is not None)
        board_fields = sum(1 for t in view["board"] if t["field"] is not None)
        # Plus one hut and one field per player in the legend.
        assert len(huts) == board_huts + 2 and len(fields) == board_fields + 2
        assert {f.get("fill") for f in fields} <= set(PLAYER_COLOURS)


def test_svg_for_every_kind_of_state():
    playout = random_playout(RULES, 2, 9)
    for cut in range(1, len(playout.events), 17):
        state = fold(RULES, playout.events[:cut])
        ET.fromstring(render_svg(RULES.view(state, 0)))
    ET.fromstring(render_svg(RULES.view(playout.state, 1)))


def legend_texts(root):
    legend = groups(root, "legend")[0]
    return [t.text for t in legend.iter("{http://www.w3.org/2000/svg}text")]


def test_game_page_html_is_the_svg_map_with_a_legend():
    playout = random_playout(RULES, 2, 6)
    index = next(i for i, e in enumerate(playout.events) if e["type"] == "hut_built")
    state = fold(RULES, playout.events[: index + 1])
    for seat, locale, you in ((0, "en", "Player 1 (you)"), (1, "fr", "Joueur 2 (vous)")):
        html = presentation_for(RULES.id).render_view_html(RULES.view(state, seat), seat, locale)
        # the map and its legend, two pictures side by side that wrap (the legend below on a phone)
        board = ET.fromstring(html)
        assert board.tag == "div" and "flex-wrap:wrap" in board.get("style")
        map_box, legend_box = board.findall("div")
        # each in a wrapper that the board's buttons are laid over
        assert all("position:relative" in box.get("style") for box in (map_box, legend_box))
        # the map up to twice its natural width, never wider than the page; the picture fills it
        map_svg = map_box.find("svg:svg", NS)
        natural = float(map_svg.get("width"))
        assert f"max-width:{2 * natural:.0f}px" in map_box.get("style")
        assert map_svg.get("style") == "display:block;width:100%;height:auto"
        assert map_svg.find("svg:title", NS).text in ("Fjords: the landscape", "Fjords\u00a0: le paysage")
        assert len(groups(map_svg, "tile")) == len(state["board"])
        # the legend one and a half times its natural size (its open tiles and draw pile are touched)
        root = legend_box.find("svg:svg", NS)
        assert f"width:{1.5 * float(root.get('width')):.0f}px" in legend_box.get("style")
        assert not groups(root, "tile")
        texts = legend_texts(root)
        assert any(t.startswith(you) for t in texts)
        # Each terrain colour, the outlines and the players' pieces are explained.
        assert {"Arable land", "Mountain", "Sea"} <= set(texts) or {"Terre arable", "Montagne", "Mer"} <= set(
            texts
        )
        assert any(t.startswith(("Huts left", "Huttes en réserve")) for t in texts)
    # A spectator has no "(you)".
    texts = legend_texts(ET.fromstring(render_svg(RULES.view(state, None))))
    assert not any("(you)" in t for t in texts)


def test_legend_explains_the_outlines_and_grows_with_the_open_display():
    playout = random_playout(RULES, 2, 3)
    index = next(i for i, e in enumerate(playout.events) if e["type"] == "hut_built")
    state = fold(RULES, playout.events[:index])
    assert state["step"] == "hut"
    view = RULES.view(state, 0)
    view["open"] = [{"id": tile, "corners": C.TILES[tile]} for tile in C.DRAW_IDS[:14]]
    root = ET.fromstring(render_svg(view))
    texts = legend_texts(root)
    assert {"Start tile", "Tile just placed", "Free cell"} <= set(texts)
    last = [
        g
        for g in groups(root, "tile")
        if [int(g.get("data-q")), int(g.get("data-r"))] == state["last_placed"]
    ]
    assert last[0].find("svg:polygon[@class='outline']", NS).get("stroke") == LAST_OUTLINE
    # The picture is tall enough for every open tile of the legend.
    _left, top, _width, height = map(float, root.get("viewBox").split())
    open_tiles = groups(root, "open")
    assert len(open_tiles) == 14
    lowest = max(
        float(p.split(",")[1]) for g in open_tiles for p in g.find("svg:polygon", NS).get("points").split()
    )
    assert lowest <= top + height


def _touches(view, moves):
    """The board's touches (``games.web.board``) for ``moves``, labelled as the page labels them."""
    presentation = presentation_for(RULES.id)
    by_key = {}
    for move in moves:
        by_key.setdefault(presentation.target(move, view), []).append(move)
    by_key.pop(None, None)
    return by_key, {key: Touch(tuple((json.dumps(m), presentation.describe_move(m)) for m in listed))
                    for key, listed in by_key.items()}


def test_the_free_cells_to_place_the_tile_in_are_buttons_laid_over_the_map():
    state = start()
    while state["step"] != "place":
        move = RULES.legal_moves(state, state["current"])[0]
        for event in RULES.decide(state, state["current"], move, Random(1)):
            state = RULES.evolve(state, event)
    seat = state["current"]
    view = RULES.view(state, seat)
    moves = RULES.legal_moves(state, seat)
    by_key, touches = _touches(view, moves)
    assert by_key and all(key.startswith("hex:") for key in by_key)
    html = presentation_for(RULES.id).render_view_html(view, seat, "en", touches=touches)
    root = ET.fromstring(html).find("div[@class='fjords-map']")
    buttons = root.findall("button")
    assert {button.get("data-target") for button in buttons} == set(by_key)
    for button in buttons:
        listed = by_key[button.get("data-target")]
        # a cell with several rotations picks the cell, and the page lists its rotations
        assert button.get("form") == ("board-pick" if len(listed) > 1 else "board-play")
        left, top = (float(v) for v in re.search(r"left:([\d.]+)%;top:([\d.]+)%", button.get("style")).groups())
        assert 0 < left < 100 and 0 < top < 100
        assert "position:absolute" in button.get("style")
    # the same cell in the SVG: a dashed free cell
    svg = root.find("svg:svg", NS)
    cells = {f"hex:{g.get('data-q')},{g.get('data-r')}" for g in groups(svg, "slot")}
    assert set(by_key) <= cells


def test_when_the_moves_act_on_the_legend_it_comes_first_with_the_pile_and_open_tiles_at_its_top():
    """A draw step (draw, or take an open tile): on a phone the legend goes below the map, so it
    comes first, and what the moves act on is at its top, before the key."""
    state = start()
    while {"type": "draw"} not in RULES.legal_moves(state, state["current"]):
        move = RULES.legal_moves(state, state["current"])[0]
        for event in RULES.decide(state, state["current"], move, Random(1)):
            state = RULES.evolve(state, event)
    seat = state["current"]
    view = RULES.view(state, seat)
    by_key, touches = _touches(view, RULES.legal_moves(state, seat))
    assert "pile" in by_key and not any(key.startswith("hex:") for key in by_key)
    board = ET.fromstring(presentation_for(RULES.id).render_view_html(view, seat, "en", touches=touches))
    first, second = board.findall("div")
    assert (first.get("class"), second.get("class")) == ("fjords-legend", "fjords-map")
    for button in first.findall("button"):
        top = float(re.search(r"top:([\d.]+)%", button.get("style")).group(1))
        assert top < 50, (button.get("data-target"), top)  # above the key (terrains, players)
