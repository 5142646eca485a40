"""Greenland's page names the players: who plays each tribe, who the game waits for,
who bids, hunts and offers; "Seat N" only when the page is given no names. Pure: no database."""

from random import Random

from games.engine import fold
from games.rulesets import presentation_for
from games.rulesets.greenland import render
from tests.rulesets.names_check import (
    EVIL,
    NAMES,
    assert_french_elides,
    check_named_page,
    page_text,
    states_along,
)

from .helpers import RULES
from .test_render import section


def test_the_page_names_every_player_and_escapes_the_names():
    names = NAMES[:3]
    checked = 0
    for state in states_along(RULES, 3, seed=3, options={"game": "advanced"}, every=9):
        for viewer in (None, 0, 1, 2):
            view = RULES.view(state, viewer)
            for lang in ("en", "fr"):
                html = presentation_for(RULES.id).render_view_html(view, viewer, lang, names)
                text = check_named_page(html, names, viewer, lang)
                if lang == "fr":
                    assert_french_elides(text, names)
                for tribe, player in enumerate(state["players"]):
                    shown = names[tribe] + (f" ({'vous' if lang == 'fr' else 'you'})" if tribe == viewer else "")
                    assert f"{'jouée par' if lang == 'fr' else 'played by'} {shown}" in text, (tribe, player)
                checked += 1
    assert checked > 100


def test_offers_name_their_sides_by_player_and_tribe():
    view = {
        "players": [{"tribe": "thule"}, {"tribe": "viking"}],
        "nego": {"card": "walrus", "offers": [{"id": 1, "from": 1, "to": [0], "give": [{"kind": "iron"}], "ask": []}]},
    }
    names = ["Anne", EVIL]
    en = page_text(render._offers(view, 0, render.TEXTS.bind("en"), names))
    assert f"{EVIL} (Viking) offers Anne (you) (Thule)" in en
    fr = page_text(render._offers(view, 1, render.TEXTS.bind("fr"), names))
    assert f"{EVIL} (vous) (Viking) propose à Anne (Thulé)" in fr


def test_who_the_game_waits_for_is_named():
    names = ["Anne", "Bob", EVIL]
    state = fold(RULES, RULES.setup(3, RULES.resolve_options(3, {}), Random(1)))
    while (state["step"] or {}).get("kind") != "decision":
        seat = RULES.to_move(state)[0]
        for event in RULES.decide(state, seat, RULES.legal_moves(state, seat)[0], Random(0)):
            state = RULES.evolve(state, event)
    waited = RULES.to_move(state)[0]
    other = (waited + 1) % 3
    pending = section(presentation_for(RULES.id).render_view_html(RULES.view(state, other), other, "en", names), "pending")
    assert f"Waiting for {names[waited]} · " in pending
    mine = section(presentation_for(RULES.id).render_view_html(RULES.view(state, waited), waited, "fr", names), "pending")
    assert f"À vous de décider : {names[waited]} (vous) · " in mine


def test_without_names_the_seats_are_numbered_as_before():
    state = fold(RULES, RULES.setup(2, RULES.resolve_options(2, {}), Random(1)))
    text = page_text(presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, "en"))
    assert "played by Seat 1 (you)" in text and "played by Seat 2" in text
