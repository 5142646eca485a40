"""``render_svg``: a well-formed, self-contained SVG with one polygon group per tile."""

import xml.etree.ElementTree as ET

from games.engine import fold
from games.engine.playout import random_playout
from games.rulesets.fjords.svg import PLAYER_COLOURS, TERRAIN_COLOURS, render_svg

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
    # The tile in hand is drawn in the legend, apart from the board tiles.
    assert len(groups(root, "hand")) == 1


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
