"""The Fjords map's legend names the players: each player's pieces and counts under
their name, the viewer's marked "(you)"; a name too long for the legend is cut, whole in its
tooltip; names are escaped. Pure: no database."""

import xml.etree.ElementTree as ET

from games.engine import fold
from games.engine.playout import random_playout
from games.rulesets import presentation_for
from games.rulesets.fjords.svg import NAME_CHARS
from tests.rulesets.names_check import EVIL, SEAT_LABEL

from .helpers import RULES
from .test_svg import NS, groups


def player_lines(root):
    """For each player line of the legend: (its text, its tooltip)."""
    return [(g.find("svg:text", NS).text, g.find("svg:title", NS).text) for g in groups(root, "player")]


def test_the_legend_names_the_players_and_escapes_the_names():
    playout = random_playout(RULES, 2, 3)
    state = fold(RULES, playout.events[: len(playout.events) // 2])
    names = ["Anne", EVIL]
    for seat, lang, you in ((0, "en", "(you)"), (1, "fr", "(vous)"), (None, "en", None)):
        svg = presentation_for(RULES.id).render_view_html(RULES.view(state, seat), seat, lang, names)
        assert EVIL not in svg  # escaped, so the SVG parses and the name is text
        root = ET.fromstring(svg)
        lines = player_lines(root)
        assert [title for _, title in lines] == names
        for index, (line, _) in enumerate(lines):
            assert line.startswith(names[index] + (f" {you}" if index == seat else ""))
        if seat is None:
            assert not any("(you)" in line for line, _ in lines)
        legend = " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
        assert not SEAT_LABEL.search(legend)


def test_a_long_name_is_cut_in_the_legend_and_whole_in_its_tooltip():
    long = "Héloïse-Marguerite de Wolfeschlegelstein"
    state = fold(RULES, random_playout(RULES, 2, 1).events[:5])
    root = ET.fromstring(presentation_for(RULES.id).render_view_html(RULES.view(state, 1), 1, "fr", ["Bob", long]))
    (first, _), (line, title) = player_lines(root)
    assert first.startswith("Bob") and title == long
    shown = line.split(" (vous)")[0]
    assert shown.endswith("…") and len(shown) == NAME_CHARS and long.startswith(shown[:-1])


def test_without_names_the_players_are_numbered_as_before():
    state = fold(RULES, random_playout(RULES, 2, 1).events[:5])
    lines = player_lines(ET.fromstring(presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, "en")))
    assert lines[0][0].startswith("Player 1 (you)") and lines[1][1] == "Player 2"
