"""The UIGO! page names the players: who deals, leads and plays, each kingdom, the
scores by name; "Seat N" only when the page is given no names. Pure: no database."""

import re

from games.rulesets import presentation_for
from tests.rulesets.names_check import EVIL, NAMES, assert_french_elides, check_named_page, page_text

from .helpers import RULES
from .test_render import random_states


def test_the_page_names_every_player_and_escapes_the_names():
    names = NAMES[:3]
    checked = 0
    for state in random_states(3, seed=4, every=5):
        for viewer in (None, 0, 1, 2):
            view = RULES.view(state, viewer)
            for lang in ("en", "fr"):
                text = check_named_page(presentation_for(RULES.id).render_view_html(view, viewer, lang, names), names, viewer, lang)
                if lang == "fr":
                    assert_french_elides(text, names)
                checked += 1
    assert checked > 50


def test_kingdoms_turns_and_scores_by_name():
    names = ["Anne", "Bob", EVIL]
    state = next(random_states(3, seed=1))
    view = RULES.view(state, 1)
    en = presentation_for(RULES.id).render_view_html(view, 1, "en", names)
    text = page_text(en)
    assert "Anne's kingdom" in text and f"{EVIL}'s kingdom" in text
    assert "Your kingdom · Bob (you)" in text and "Bob's kingdom" not in text
    dealer, leader = names[view["dealer"]], names[view["leader"]]
    assert f"Dealer: {dealer}" in text.replace(" (you)", "") and f"Leads: {leader}" in text.replace(" (you)", "")
    rows = [page_text(row).strip() for row in re.findall(r'<th scope="row">(.*?)</th>', en)]
    assert rows == ["Anne", "Bob (you)", EVIL]
    fr = page_text(presentation_for(RULES.id).render_view_html(view, 1, "fr", names))
    assert "Le royaume d'Anne" in fr and f"Le royaume de {EVIL}" in fr and "Votre royaume · Bob (vous)" in fr
    who = view["to_move"][0]
    if who != 1:
        assert f"À {names[who]} de jouer." in fr


def test_without_names_the_seats_are_numbered_as_before():
    state = next(random_states(3, seed=1))
    text = page_text(presentation_for(RULES.id).render_view_html(RULES.view(state, 1), 1, "en"))
    assert "Seat 1's kingdom" in text and "Your kingdom · Seat 2 (you)" in text
    assert "Place 3" in page_text(presentation_for(RULES.id).render_view_html(RULES.view(state, 1), 1, "fr"))
