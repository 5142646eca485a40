"""Checking that a rule set's game page (``render_view_html``) names the players by ``names``:
every name shown (escaped: a name is anyone's input), the viewer's marked "(you)" / "(vous)",
no seat left as "Seat 2" / "Place 2", and French "de" elided before a vowel ("d'Anne")."""

from __future__ import annotations

import re
from html import unescape
from random import Random

from games.engine import fold
from tests.rulesets.page_check import parse_page

# A name that would be markup, an entity and an attribute's end if it were not escaped; "Anne"
# and "Ulf" begin with a vowel (French: "d'Anne"), "Bob" and "Dagny" do not ("de Bob").
EVIL = '<b>Eve & "Al"</b>'
NAMES = ["Anne", EVIL, "Bob", "Dagny", "Ulf"]
YOU = {"en": "(you)", "fr": "(vous)"}
SEAT_LABEL = re.compile(r"\b(?:Seat|Place|Siège|Player|Joueur)\s*\d")


INLINE = re.compile(r"</?(?:span|strong|b|em)\b[^>]*>")


def page_text(html: str) -> str:
    """The page's text as a reader sees it: inline tags dropped ("d'<span>Anne</span>" reads
    "d'Anne"), other tags a space, entities read, runs of spaces made one."""
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]*>", " ", INLINE.sub("", html))))


def check_named_page(html: str, names: list[str], viewer: int | None, lang: str) -> str:
    """Assert ``html`` names every seat by ``names`` and nothing by its number, escapes the names,
    marks the viewer's own; return the page's text (see ``page_text``)."""
    checker = parse_page(html)  # tags balance: no name opened or closed one
    assert EVIL not in html and '"Al"' not in html, "a name went into the page unescaped"
    text = page_text(html)
    for name in names:
        assert name in text, (name, text[:400])
    assert not SEAT_LABEL.search(text), SEAT_LABEL.search(text)
    if viewer is not None:
        assert f"{names[viewer]} {YOU[lang]}" in text
    else:
        assert YOU[lang] not in text
    if EVIL in names:  # the parser reads it as text, not as tags of the page
        assert EVIL in "".join(checker.text)
    return text


def assert_french_elides(text: str, names: list[str]) -> None:
    """French "de" before a name: "d'Anne", never "de Anne"."""
    for name in names:
        if name[:1].lower() in "aeiouy":
            assert f"de {name}" not in text, name


def states_along(rules, players: int, seed: int, *, every: int, options: dict | None = None,
                 moves: int | None = None):
    """States of a random game of ``rules`` (moves drawn from ``seed``): every ``every`` moves, and
    the last one (the end of the game, or after ``moves`` moves)."""
    chooser = Random(seed)
    state = fold(rules, rules.setup(players, rules.resolve_options(players, options or {}), Random(seed)))
    played = 0
    while rules.outcome(state) is None and (moves is None or played < moves):
        if played % every == 0:
            yield state
        seat = chooser.choice(rules.to_move(state))
        move = chooser.choice(rules.legal_moves(state, seat))
        for event in rules.decide(state, seat, move, Random(chooser.getrandbits(64))):
            state = rules.evolve(state, event)
        played += 1
    yield state
