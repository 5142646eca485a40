"""Grænaland's page names the players: the main player, who holds what on the island,
who proposes, the players' table by name; "Seat N" only when the page is given no names. Pure: no
database."""

import re

from games.rulesets import presentation_for
from games.rulesets.graenaland import render, text
from tests.rulesets.names_check import (
    EVIL,
    NAMES,
    assert_french_elides,
    check_named_page,
    page_text,
    states_along,
)

from .helpers import RULESET


def test_the_page_names_every_player_and_escapes_the_names():
    names = NAMES[:4]
    checked = 0
    for state in states_along(RULESET, 4, seed=5, moves=240, every=40):
        for viewer in (None, 0, 1, 2, 3):
            view = RULESET.view(state, viewer)
            for lang in ("en", "fr"):
                html = presentation_for(RULESET.id).render_view_html(view, viewer, lang, names)
                text = check_named_page(html, names, viewer, lang)
                if lang == "fr":
                    assert_french_elides(text, names)
                # the players' table, one row per player by name, in seat order
                rows = [page_text(row).strip() for row in re.findall(r"<tr><td[^>]*>(.*?)</td>", html)]
                assert [row.removesuffix(" (you)").removesuffix(" (vous)") for row in rows] == names
                main = names[view["main"]] + (" (you)" if view["main"] == viewer and lang == "en" else "")
                if lang == "en":
                    assert f"Main player: {main}" in text
                checked += 1
    assert checked >= 50


def test_a_proposal_says_who_proposes_with_french_elision():
    names = ["Anne", "Bob", EVIL, "Dagny"]
    view = {"proposal": {"proposer": 0, "territory": "T3", "assign": [1, 2], "stage": "vote"},
            "piles": {"T3": [{"card": "plains-19", "up": True}, {"card": None, "up": False}]}}

    def line(lang, proposer):
        view["proposal"]["proposer"] = proposer

        def tag(seat):
            return render._seat_tag(seat, names, None, lang)

        return page_text("".join(render._current(view, text.texts(lang), tag, names))).strip()

    assert line("fr", 0).startswith("Proposition d'Anne pour T3")
    assert line("fr", 1) == f"Proposition de Bob pour T3 (soumise au vote) : la carte bétail à Bob, la carte face cachée à {EVIL}"
    assert line("en", 3) == f"Proposal by Dagny for T3 (put to the vote): the cattle card to Bob, the face-down card to {EVIL}"
    view["proposal"].update(assign=[], stage="assign")
    assert line("en", 3) == "Proposal by Dagny for T3 (being made): nothing given yet"


def test_without_names_the_seats_are_numbered():
    state = next(states_along(RULESET, 3, seed=1, moves=1, every=1))
    text = page_text(presentation_for(RULESET.id).render_view_html(RULESET.view(state, 1), 1, "en"))
    assert "Seat 2 (you)" in text and "Seat 3" in text
