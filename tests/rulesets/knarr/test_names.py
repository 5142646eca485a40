"""Knarr's page names the players: whose turn it is, the first player, who decides,
each ship by its owner; "Seat N" only when the page is given no names. Pure: no database."""


from games.rulesets import presentation_for
from tests.rulesets.names_check import (
    EVIL,
    NAMES,
    assert_french_elides,
    check_named_page,
    page_text,
    states_along,
)

from .helpers import RULES, start


def test_the_page_names_every_player_and_escapes_the_names():
    names = NAMES[:4]
    checked = 0
    for state in states_along(RULES, 4, seed=2, every=11, options={"artifacts": True}):
        for viewer in (None, 0, 1, 2, 3):
            view = RULES.view(state, viewer)
            for lang in ("en", "fr"):
                text = check_named_page(presentation_for(RULES.id).render_view_html(view, viewer, lang, names), names, viewer, lang)
                if lang == "fr":
                    assert_french_elides(text, names)
                checked += 1
    assert checked > 100


def test_ships_and_turns_by_name():
    names = ["Anne", "Bob", EVIL]
    state = start(3, 1)
    current = state["current"]
    viewer = (current + 1) % 3
    view = RULES.view(state, viewer)
    en = page_text(presentation_for(RULES.id).render_view_html(view, viewer, "en", names))
    fr = page_text(presentation_for(RULES.id).render_view_html(view, viewer, "fr", names))
    me = names[viewer]
    assert f"Your ship · {me} (you)" in en and f"Votre navire · {me} (vous)" in fr
    for seat, name in enumerate(names):
        if seat != viewer:
            assert f"{name}'s ship" in en
            assert (f"Le navire d'{name}" if name == "Anne" else f"Le navire de {name}") in fr
    assert f"{names[current]}'s turn" in en
    assert (f"Au tour d'{names[current]}" if names[current] == "Anne" else f"Au tour de {names[current]}") in fr
    # The player whose turn it is reads it as theirs.
    own = page_text(presentation_for(RULES.id).render_view_html(RULES.view(state, current), current, "en", names))
    assert "Your turn" in own and f"{names[current]}'s turn" not in own


def test_without_names_the_seats_are_numbered_as_before():
    state = start(3, 1)
    text = page_text(presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, "en"))
    assert "Your ship · Seat 1 (you)" in text and "Seat 2's ship" in text
    assert "Le navire de Place 2" in page_text(presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, "fr"))
