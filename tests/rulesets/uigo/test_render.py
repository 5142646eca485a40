"""The game page's HTML (``render_view_html``): drawn for every seat and a spectator along random
games; well-formed, shows the viewer's own hand and no card still hidden in another hand, escapes
text, speaks French in French. Pure: no database."""

import re
from random import Random

import pytest

from games.engine import fold
from games.rulesets import presentation_for
from games.rulesets.uigo import components as C
from games.rulesets.uigo.text import card_name, colour_name
from tests.rulesets.page_check import parse_page

from .helpers import RULES

CARD_ATTR = re.compile(r'data-card="([^"]*)"')


def check_html(html: str) -> str:
    """Assert the tags balance (see ``page_check``); return the visible text."""
    return "".join(parse_page(html).text)


def section(html: str, heading: str) -> str:
    """The HTML of the <section> whose heading is ``heading`` (empty string if absent)."""
    for part in html.split("<section")[1:]:
        if f">{heading}</h3>" in part:
            return part.split("</section>")[0]
    return ""


def random_states(players: int, seed: int, every: int = 7):
    """States along a random game (every ``every`` moves, and the end)."""
    rng = Random(seed)
    state = fold(RULES, RULES.setup(players, {}, rng))
    moves = 0
    while RULES.outcome(state) is None:
        if moves % every == 0:
            yield state
        [seat] = RULES.to_move(state)
        move = rng.choice(RULES.legal_moves(state, seat))
        for event in RULES.decide(state, seat, move, rng):
            state = RULES.evolve(state, event)
        moves += 1
    yield state


def hidden_from(state, seat):
    """Cards still in other seats' hands (the set-aside cards are in no state: nothing to leak)."""
    return {card for other, hand in enumerate(state["hands"]) if other != seat for card in hand}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_sees_its_hand_and_no_hidden_card(players):
    checked = 0
    for seed in range(3):
        for state in random_states(players, seed):
            for seat in [None, *range(players)]:
                for locale in ("en", "fr"):
                    view = RULES.view(state, seat)
                    html = presentation_for(RULES.id).render_view_html(view, seat, locale)
                    text = check_html(html)
                    shown = set(CARD_ATTR.findall(html))
                    assert shown <= C.CARD_SET
                    hidden = hidden_from(state, seat)
                    assert not shown & hidden, (seat, shown & hidden)
                    # nor by name (titles, labels) or id anywhere else in the page
                    assert not any(card_name(card, locale) in html for card in hidden)
                    assert not any(card in html for card in hidden)
                    own = state["hands"][seat] if seat is not None else []
                    assert set(own) <= shown
                    if seat is None:
                        assert "Your hand" not in text and "Votre main" not in text
                    else:
                        you = "(vous)" if locale == "fr" else "(you)"
                        assert you in text
                    checked += 1
    assert checked > 100


def test_hand_sorted_by_colour_then_value_and_others_only_counted():
    state = fold(RULES, RULES.setup(4, {}, Random(11)))
    html = presentation_for(RULES.id).render_view_html(RULES.view(state, 2), 2, "en")
    hand_html = section(html, "Your hand")
    assert CARD_ATTR.findall(hand_html) == sorted(state["hands"][2], key=C.sort_key)
    assert check_html(html).count("10 cards in hand") == 4


def test_trick_in_order_with_players_and_led_colour():
    state = fold(RULES, RULES.setup(3, {}, Random(4)))
    plays = []
    for _ in range(2):
        [seat] = RULES.to_move(state)
        move = RULES.legal_moves(state, seat)[0]
        plays.append((seat, move["card"]))
        for event in RULES.decide(state, seat, move, Random(0)):
            state = RULES.evolve(state, event)
    html = presentation_for(RULES.id).render_view_html(RULES.view(state, None), None, "fr")
    trick_html = section(html, "Pli en cours")
    assert CARD_ATTR.findall(trick_html) == [card for _, card in plays]
    text = check_html(trick_html)
    led = colour_name(C.colour_of(plays[0][1]), "fr")
    assert f"Couleur demandée\u00a0: {led}" in text
    assert text.index(f"Place {plays[0][0] + 1}") < text.index(f"Place {plays[1][0] + 1}")


def test_pending_placement_and_kingdom_stacks_are_drawn():
    found_pending = found_stack = False
    for state in random_states(4, 8, every=1):
        view = RULES.view(state, 0)
        html = presentation_for(RULES.id).render_view_html(view, 0, "en")
        if view["to_place"]:
            found_pending = True
            waiting = [s for s in html.split("<section")[1:] if "waiting to be placed" in s][0]
            assert CARD_ATTR.findall(waiting) == sorted(view["to_place"]["cards"], key=C.sort_key)
        stacked = [box for box in view["kingdoms"][0]["boxes"] if len(box["cards"]) > 1]
        if stacked and not found_stack:
            found_stack = True
            box = stacked[0]
            at = html.index(f'data-card="{box["cards"][0]}"')
            order = [html.index(f'data-card="{card}"', at) for card in box["cards"]]
            assert order == sorted(order), "stack drawn bottom to top"
        if found_pending and found_stack:
            break
    assert found_pending and found_stack


def test_labels_in_french_and_english():
    state = fold(RULES, RULES.setup(2, {}, Random(3)))
    view = RULES.view(state, 1)
    fr = check_html(presentation_for(RULES.id).render_view_html(view, 1, "fr"))
    for label in ("Manche 1 sur 4", "Votre main", "Réserve d'agriculteurs", "Place 2 (vous)", "Case 5"):
        assert label in fr
    assert "Your hand" not in fr and "Seat" not in fr and "Box" not in fr
    en = check_html(presentation_for(RULES.id).render_view_html(view, 1, "de"))  # anything but French is English
    for label in ("Round 1 of 4", "Your hand", "Farmer supply", "Seat 2 (you)", "Box 5"):
        assert label in en
    # colour names come from the rule set's own texts, on every card chip
    for card in state["hands"][1]:
        assert colour_name(C.colour_of(card), "fr") in presentation_for(RULES.id).render_view_html(view, 1, "fr")


def test_counts_agree_with_their_nouns():
    """ "1 card in hand" and "1 carte en main"; French also puts 0 in the singular, English does not."""
    state = fold(RULES, RULES.setup(2, {}, Random(3)))
    view = RULES.view(state, 1)
    view["hand_sizes"] = [1, 0]
    for number, box in enumerate(view["kingdoms"][0]["boxes"]):
        box["farmers"] = 1 if number == 0 else 0
    view["kingdoms"][0]["free_slots"] = 1
    fr = check_html(presentation_for(RULES.id).render_view_html(view, 1, "fr"))
    assert "1 carte en main" in fr and "0 carte en main" in fr and "cartes en main" not in fr
    assert "1 agriculteur ·" in fr and "1 emplacement libre" in fr
    en = check_html(presentation_for(RULES.id).render_view_html(view, 1, "en"))
    assert "1 card in hand" in en and "0 cards in hand" in en
    assert "1 farmer ·" in en and "1 free slot" in en and "2 farmers" in en
    view["hand_sizes"] = [7, 2]
    assert "7 cartes en main" in check_html(presentation_for(RULES.id).render_view_html(view, 1, "fr"))


def test_text_is_escaped():
    """A view carrying markup (it never does, but the page must not trust it) stays text."""
    state = fold(RULES, RULES.setup(2, {}, Random(3)))
    view = RULES.view(state, 0)
    view["hand"] = ["<b>evil</b>-1", 'x" onmouseover="y-2']
    view["trick"] = [{"seat": 1, "card": "<script>alert(1)</script>-3"}]
    view["led_colour"] = "<i>odd</i>"
    html = presentation_for(RULES.id).render_view_html(view, 0, "en")
    check_html(html)
    assert "<b>" not in html and "<script" not in html and "<i>" not in html
    assert 'x" onmouseover' not in html
    assert "&lt;b&gt;evil&lt;/b&gt;" in html and "&lt;i&gt;odd&lt;/i&gt;" in html


def test_farmers_won_with_a_trick_agree_with_their_count():
    from games.rulesets.uigo.text import describe_event

    def said(gained, locale):
        event = {
            "type": "trick_won",
            "seat": None,
            "data": {
                "trick": 3,
                "winner": 0,
                "winning_card": "red-5",
                "farmers": [{"seat": 1, "gained": gained, "earned": gained}],
            },
        }
        return describe_event(event, ["Ada", "Bo"], locale)

    assert "Bo gains 1 farmer." in said(1, "en") and "Bo gains 2 farmers." in said(2, "en")
    assert "Bo gains 0 farmers." in said(0, "en")
    assert "Bo gagne 1 agriculteur." in said(1, "fr") and "Bo gagne 0 agriculteur." in said(0, "fr")
    assert "Bo gagne 3 agriculteurs." in said(3, "fr")
