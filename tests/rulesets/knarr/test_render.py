"""``render_view_html``: well-formed HTML drawn from a seat's view, hiding what the view hides.

Random games (2, 3 and 4 players, with and without artifacts, both ship sides) are played with
the rule set's own setup / decide / evolve; at many points the page is rendered for every seat
and for a spectator, in English and French, and checked against the full state.
"""

import copy
import json
import re
from random import Random

import pytest

from games.engine import Touch, fold
from games.rulesets import presentation_for
from games.rulesets.knarr import render
from tests.rulesets.page_check import parse_page

from .helpers import RULES, start


def parse(html: str):
    """The page parsed (see ``page_check``), with its card ids as the ints Knarr's cards are."""
    checker = parse_page(html)
    checker.cards = {int(card) for card in checker.cards}
    checker.hand_cards = [int(card) for card in checker.hand_cards]
    return checker


def hidden_from(state, seat):
    """Viking cards a seat must not see: the other seats' hands and the deck."""
    hidden = set(state["deck"])
    for index, player in enumerate(state["players"]):
        if index != seat:
            hidden |= set(player["hand"])
    return hidden


def check_page(state, seat, locale="en"):
    view = RULES.view(state, seat)
    html = presentation_for(RULES.id).render_view_html(view, seat, locale)
    checker = parse(html)
    assert "<script" not in html and "javascript:" not in html.lower()
    assert not checker.cards & hidden_from(state, seat)
    assert not set(checker.hand_cards) & hidden_from(state, seat)
    text = " ".join(checker.text)
    players = state["players"]
    french = locale.startswith("fr")
    seat_word = "Place" if french else "Seat"
    you = "(vous)" if french else "(you)"
    for index in range(len(players)):
        assert f"{seat_word} {index + 1}" in text
    if seat is None:
        assert checker.hand_cards == [] and you not in text
    else:
        assert sorted(checker.hand_cards) == sorted(players[seat]["hand"])
        assert f"{seat_word} {seat + 1} {you}" in text
    # Every public card is drawn: the board and every crew.
    public = {c for c in state["board"].values() if c is not None}
    public |= {c for player in players for pile in player["crew"].values() for c in pile}
    assert public <= checker.cards
    return html, text


def play_and_check(players, seed, options, every):
    """Random moves until the end; every ``every`` moves render for all seats and a spectator."""
    chooser = Random(seed)
    resolved = RULES.resolve_options(players, options)
    state = fold(RULES, RULES.setup(players, resolved, Random(seed)))
    moves = 0
    phases = set()
    while True:
        if moves % every == 0 or RULES.outcome(state) is not None or state["exhaust"]:
            phases.add(state["phase"])
            for seat in [*range(players), None]:
                check_page(state, seat, "fr" if (moves // every + (seat or 0)) % 2 else "en")
        if RULES.outcome(state) is not None:
            return phases
        seat = chooser.choice(RULES.to_move(state))
        move = chooser.choice(RULES.legal_moves(state, seat))
        for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
            state = RULES.evolve(state, event)
        moves += 1


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("artifacts", [False, True])
def test_random_games_render_for_every_seat(players, artifacts):
    phases = set()
    for seed in range(3):
        side = "advanced" if seed % 2 else "normal"
        phases |= play_and_check(players, seed, {"artifacts": artifacts, "ship_side": side}, every=7)
    assert {"play", "pay", "over"} <= phases


def test_pending_decisions_are_described():
    """Each kind of waiting decision gets its sentence, addressed to the seat that decides."""
    found = {}
    for seed in range(6):
        chooser = Random(seed)
        state = start(4, seed, artifacts=True)
        while RULES.outcome(state) is None and len(found) < 5:
            key = "exhaust" if state["exhaust"] else state["phase"]
            if key not in found:
                found[key] = copy.deepcopy(state)
            seat = chooser.choice(RULES.to_move(state))
            move = chooser.choice(RULES.legal_moves(state, seat))
            for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
                state = RULES.evolve(state, event)
        found.setdefault("over", state)
    assert {"play", "take", "pay", "over"} <= set(found)
    expected = {
        "play": ("Recruit (play a Viking", "Recruter (jouer un Viking"),
        "take": ("Viking into the hand", "prend en main"),
        "pay": ("is paying", "paie"),
        "offer": ("may use the", "peut utiliser l'artefact"),
        "over": ("The game is over.", "La partie est terminée."),
    }
    for key, state in found.items():
        current = state["current"]
        _, english = check_page(state, current, "en")
        _, french = check_page(state, current, "fr")
        if key in expected:
            assert expected[key][0] in english and expected[key][1] in french
        if key != "over":
            assert "Your decision" in english and "À vous de décider" in french
            _, other = check_page(state, (current + 1) % 4, "en")
            assert "Waiting" in other and "Your decision" not in other


def test_spectator_sees_no_hand_and_every_ship():
    state = start(3, 4, artifacts=True)
    html, text = check_page(state, None, "en")
    assert "Your hand" not in text and "You are watching" in text
    assert html.count("data-seat=") == 3
    assert "Artifact in play" in text or "Artifacts in play" in text


def test_other_hands_show_only_their_size():
    state = start(4, 2)
    view = RULES.view(state, 1)
    checker = parse(presentation_for(RULES.id).render_view_html(view, 1, "en"))
    assert sorted(checker.hand_cards) == sorted(state["players"][1]["hand"])
    text = " ".join(checker.text)
    assert text.count("Hand: 3 cards") == 4
    assert "Your hand" in text


def test_french_labels():
    state = start(2, 5, artifacts=True, ship_side="advanced")
    _, text = check_page(state, 0, "fr-fr")
    for label in ("Manche", "Votre main", "Équipage", "Renommée", "Colonnes de commerce", "Place 1 (vous)"):
        assert label in text
    for label in ("Round", "Your hand", "Crew", "Reputation", "Seat 1", "(you)"):
        assert label not in text
    # Colour and gain names come from text.py (French ones here).
    assert re.search(r"\b(rouge|jaune|vert|bleu|mauve)\b", text)
    assert "face avancée" in text


def test_artifacts_section_only_with_the_variant():
    plain = presentation_for(RULES.id).render_view_html(RULES.view(start(3, 1), 0), 0, "en")
    assert 'data-section="artifacts"' not in plain
    state = start(2, 1, artifacts=True)
    html = presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, "en")
    assert 'data-section="artifacts"' in html and "Mead Cup" in html


def test_text_from_the_view_is_escaped():
    state = start(3, 3)
    view = copy.deepcopy(RULES.view(state, 0))
    evil = '<script>alert("x")</script>'
    view["display"]["A"][0]["label"] = evil
    view["players"][1]["destinations"] = [dict(view["display"]["B"][0], label=evil)]
    view["phase"] = evil
    view["ship_side"] = evil
    view["board"]["red"] = dict(view["board"]["red"], colour=evil, gain=evil)
    html = render.render_view_html(view, 0, "en")
    parse(html)
    assert "<script" not in html and "&lt;script&gt;" in html


def test_no_wide_fixed_widths():
    """A 390 px phone: no fixed width or flex basis above 360 px anywhere."""
    state = start(4, 8, artifacts=True, ship_side="advanced")
    html = presentation_for(RULES.id).render_view_html(RULES.view(state, 2), 2, "en")
    for number in re.findall(r"(?:^|[;\s\"])(?:width|min-width|flex):[^;\"]*?(\d+)px", html):
        assert int(number) <= 360


def test_recruit_tokens_paid_agree_with_their_count():
    """ "1 recruit token" / "1 jeton de recrutement", "2 recruit tokens" / "2 jetons de recrutement"."""
    chooser, state = Random(1), start(2, 1)
    while not (state["phase"] == "pay" and (state.get("turn") or {}).get("payment")):
        assert RULES.outcome(state) is None, "no payment in this game: pick another seed"
        seat = chooser.choice(RULES.to_move(state))
        move = chooser.choice(RULES.legal_moves(state, seat))
        for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
            state = RULES.evolve(state, event)
    for count, english, french in (
        (1, "1 recruit token", "1 jeton de recrutement"),
        (2, "2 recruit tokens", "2 jetons de recrutement"),
    ):
        state["turn"]["payment"]["recruits"] = count
        assert re.search(
            re.escape(english) + r"(?![s(])", presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, "en")
        )
        assert french in presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, "fr")


@pytest.mark.parametrize("locale, words", [
    ("en", "Rows of 5 colours already counted: 2 (each new one earns the artifact&#x27;s reward)"),
    ("fr", "Lignes de 5 couleurs déjà comptées : 2 (chaque nouvelle rapporte la récompense de l&#x27;artefact)"),
])
def test_the_row_marker_says_what_it_counts(locale, words):
    """The Amulet's and the Weathervane's marker is the rows already counted this turn (held when it
    began, or rewarded since): only a row above it pays (README, "A row of five")."""
    state = start(2, artifacts=True)
    state["artifacts"] = ["amulet", *[a for a in state["artifacts"] if a != "amulet"][:1]]
    state["players"][0]["rows_rewarded"] = 2
    html = presentation_for(RULES.id).render_view_html(RULES.view(state, 0), 0, locale)
    assert words in html


def _touches(state, seat):
    """The board's touches for ``seat``'s legal moves (``games.web.board``), by target key."""
    presentation = presentation_for("knarr")
    view = RULES.view(state, seat)
    by_key = {}
    for move in RULES.legal_moves(state, seat):
        by_key.setdefault(presentation.target(move, view), []).append(move)
    by_key.pop(None, None)
    return view, by_key, {key: Touch(tuple((json.dumps(m), presentation.describe_move(m)) for m in listed))
                          for key, listed in by_key.items()}


def test_the_turn_s_moves_are_buttons_of_the_hand_the_destinations_and_the_own_ship():
    state = start(players=2, seed=3)
    seat = state["current"]
    view, by_key, touches = _touches(state, seat)
    kinds = {key.split(":")[0] for key in by_key}
    assert {"hand", "trade"} <= kinds
    html = presentation_for("knarr").render_view_html(view, seat, "en", ["Anne", "Bob"], touches=touches)
    drawn = re.findall(r'data-target="([^"]*)"', html)
    # each element once, and only the reader's own ship has trade buttons (another seat's
    # panel draws the same lines, not as buttons)
    assert sorted(drawn) == sorted(by_key)
    ships = html.split('data-section="ships"')[1]
    other = ships.split("<details")[1]
    assert "data-target" not in other
