"""Fjords names places by the labels its map prints and tiles by their terrains (``text``)."""

from __future__ import annotations

import re

from games.rulesets import presentation_for, registry
from games.rulesets.fjords import components as C
from games.rulesets.fjords.text import place_name, tile_name
from tests.rulesets.names_check import states_along

RULES = registry().get("fjords")


def test_the_start_tiles_and_their_neighbours_have_short_names():
    assert [place_name(q, r) for _corners, q, r in C.START_TILES] == ["M10", "N9", "N10"]
    assert place_name(1, 0) == "M11" and place_name(0, -1) == "L9" and place_name(-1, 2) == "Q10"
    assert place_name(None, 0) == "?"
    names = {place_name(q, r) for q in range(-12, 13) for r in range(-11, 12)}
    assert len(names) == 25 * 23  # every cell a name of its own


def test_a_tile_reads_as_its_terrains_in_both_languages():
    all_mountain = C.TILES.index(C.ALL_MOUNTAIN)
    assert tile_name(all_mountain) == "a tile of 6 mountain"
    assert tile_name(C.TILES.index("MMPSSP"), "fr") == "une tuile de 2 terre arable, 2 montagne et 2 mer"
    assert tile_name(99) == "?"


def test_every_place_a_button_names_is_labelled_on_the_map():
    presentation = presentation_for("fjords")
    for state in states_along(RULES, 2, seed=5, every=7, moves=120):
        for seat in RULES.to_move(state):
            view = RULES.view(state, seat)
            svg = presentation.render_view_html(view, seat, "en", ["Anne", "Bob"])
            labels = set(re.findall(r">([A-Z]+\d+)<", svg))
            for move in RULES.legal_moves(state, seat):
                label = presentation.describe_move(move, "en", names=["Anne", "Bob"], view=view)
                if move["type"] in ("place", "field"):
                    assert place_name(move["q"], move["r"]) in labels, (label, sorted(labels))


