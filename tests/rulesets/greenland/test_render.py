"""``render_view_html``: well-formed HTML drawn from a seat's view, hiding what the view hides.

Random games (2 and 3 players, beginner and advanced; the four-player Sami game; the one-player
cooperative game) are played with the rule set's own setup / decide / evolve; at many points the
page is rendered for every seat and for a spectator, in English or French, and checked against
the full state: the viewer's own hand is drawn card by card, no card of another seat's hand is.
"""

import re
from random import Random

import pytest

from games.engine import fold
from games.rulesets.greenland import components as C
from games.rulesets.greenland import render
from games.rulesets.greenland.state import controller
from tests.rulesets.page_check import parse_page

from .helpers import RULES, make_state


def offered_to(view) -> set[str]:
    """Hand cards the view shows in an offer (to its two parties only, A2)."""
    nego = view.get("nego") or {}
    return {
        item["card"]
        for offer in nego.get("offers", [])
        for item in offer["give"] + offer["ask"]
        if item.get("kind") == "hand" and item.get("card")
    }


def check_page(state, seat, locale="en"):
    view = RULES.view(state, seat)
    html = RULES.render_view_html(view, seat, locale)
    checker = parse_page(html)
    assert "<script" not in html and "javascript:" not in html.lower()
    text = re.sub(r"\s+", " ", "".join(checker.text))
    french = locale.startswith("fr")
    seat_word = "Place" if french else "Seat"
    you = "(vous)" if french else "(you)"
    mine = [t for t in range(len(state["players"])) if seat is not None and controller(state, t) == seat]
    own = [card for t in mine for card in state["players"][t]["hand"]]
    hidden = {card for t, p in enumerate(state["players"]) if t not in mine for card in p["hand"]}
    hidden -= offered_to(view)
    assert sorted(checker.hand_cards) == sorted(own)
    assert not (checker.cards | set(checker.hand_cards)) & hidden
    chunks = {chunk.strip() for chunk in checker.text}  # a card name is a text node of its own
    for card in hidden:  # not by name either
        assert C.card_name(card, "fr" if french else "en") not in chunks, card
    seats = sorted({controller(state, t) for t in range(len(state["players"]))})
    for number in seats:
        assert f"{seat_word} {number + 1}" in text
    if seat is None:
        assert you not in text and "data-hand-card" not in html
    else:
        assert f"{seat_word} {seat + 1} {you}" in text
    # the rows are drawn, card by card
    for sides in state["rows"].values():
        assert set(sides["warm"] + sides["cold"]) <= checker.cards
    if french:
        assert "Tribus" in text and "Énergie" in text and "Tribes" not in text
    else:
        assert "Tribes" in text and "Energy" in text
    return html, text


def play_and_check(players, seed, options, every):
    """Random moves until the end; every ``every`` moves render for all seats and a spectator."""
    chooser = Random(seed)
    resolved = RULES.resolve_options(players, options)
    state = fold(RULES, RULES.setup(players, resolved, Random(seed)))
    moves = 0
    asks = set()
    while True:
        if moves % every == 0 or RULES.outcome(state) is not None:
            asks.add((state["step"] or {}).get("ask"))
            for seat in [*range(players), None]:
                check_page(state, seat, "fr" if (moves // every + (seat or 0)) % 2 else "en")
        if RULES.outcome(state) is not None:
            return asks
        seat = chooser.choice(RULES.to_move(state))
        move = chooser.choice(RULES.legal_moves(state, seat))
        for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
            state = RULES.evolve(state, event)
        moves += 1


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("game", ["beginner", "advanced"])
def test_random_games_render_for_every_seat(players, game):
    asks = set()
    for seed in range(3):
        asks |= play_and_check(players, seed, {"game": game}, every=11)
    assert "assign" in asks


def test_sami_four_player_game_renders():
    play_and_check(4, 3, {"game": "advanced"}, every=13)


def test_solitaire_game_renders_with_tribe_names():
    asks = play_and_check(1, 5, {"game": "advanced"}, every=13)
    assert "assign" in asks
    state = fold(RULES, RULES.setup(1, RULES.resolve_options(1, {}), Random(2)))
    html = RULES.render_view_html(RULES.view(state, 0), 0, "fr")
    assert "les Thulé" in html and "les Vikings" in html and "Place 1 (vous)" in html


def test_hand_shown_to_its_owner_only_and_text_escaped():
    state = make_state(["thule", "viking"], north=["walrus", "dogs"], south=["harp_seal"], game="advanced")
    state["players"][0]["hand"] = ["musk_ox"]
    state["players"][1]["hand"] = ["recurve_bow", "elkhounds"]
    state["step"] = {"kind": "decision", "seat": 1, "ask": "assign"}
    state["hunters"]["walrus"] = [2, 0]
    state["players"][1]["alpha"] = "hunt:walrus"
    html, text = check_page(state, 0, "en")
    assert "Musk Ox" in text and "Recurve Bow" not in text and "2 cards" in text
    assert "Thule (yellow) ×2" in text and "Viking (red) ×1" in text
    assert "the game is waiting for hunters to be assigned" in text
    html, text = check_page(state, 1, "fr")
    assert "Arc recourbé" in text or "recurve_bow" in html
    assert "Musk Ox" not in text and "1 carte" in text
    assert "que vous affectiez vos chasseurs" in text
    html, text = check_page(state, None, "en")
    assert "data-hand-card" not in html and "You are watching" in text
    # a hostile string in the view comes out escaped
    view = RULES.view(state, 0)
    view["players"][0]["hand"] = ["<script>x</script>"]
    html = render.render_view_html(view, 0, "en")
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_phase_three_offers_are_listed():
    for seed in range(6):
        chooser = Random(seed)
        state = fold(RULES, RULES.setup(3, RULES.resolve_options(3, {"game": "advanced"}), Random(seed)))
        while RULES.outcome(state) is None:
            if (state["nego"] or {}).get("offers"):
                html, text = check_page(state, state["nego"]["offers"][0]["from"], "en")
                assert "Offers in play" in text and "offers" in text
                assert "Phase 3: Negotiation / attacks" in text
                html, text = check_page(state, None, "fr")
                assert "Offres en jeu" in text
                return
            seat = chooser.choice(RULES.to_move(state))
            move = chooser.choice(RULES.legal_moves(state, seat))
            for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
                state = RULES.evolve(state, event)
    pytest.fail("no offer seen in six random games")
