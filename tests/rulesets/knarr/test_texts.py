"""Every Knarr move and event is described in words, in English and in French (turn emails and
game pages show these texts); none falls back to the raw type name."""

from random import Random

import pytest

from games.engine import make_event
from games.engine.playout import random_playout
from games.rulesets import presentation_for
from games.rulesets.knarr.flow import _MOVE_FIELDS
from games.rulesets.knarr.state import _HANDLERS

from .helpers import RULES, Pool

NAMES = ["Théo", "Sonia", "Gabriel", "Carole"]
POOL = Pool()
RED_VP = POOL.one("red", "vp")
BLUE_BRACELET = POOL.one("blue", "bracelet")

MOVES = {
    "trade": {"type": "trade", "bracelets": 2},
    "recruit": {"type": "recruit", "card": RED_VP},
    "explore": {"type": "explore", "destination": 27},
    "take": {"type": "take", "slot": "green"},
    "pay": {"type": "pay", "card": BLUE_BRACELET},
    "pay_recruit": {"type": "pay_recruit"},
    "end_turn": {"type": "end_turn"},
    "skip": {"type": "skip"},
    "reserve": {"type": "reserve", "destination": 4},
    "discard_board": {"type": "discard_board", "slot": "purple"},
    "discard_viking": {"type": "discard_viking", "card": RED_VP},
}

EVENTS = {
    "game_set_up": RULES.setup(3, RULES.resolve_options(3, {"artifacts": True}), Random(3))[0],
    "turn_started": make_event("turn_started", 1, fame_vp=2, reputation=7),
    "traded": make_event("traded", 0, bracelets=3, gains={"vp": 4, "bracelet": 1, "card": 2}),
    "trade_declined": make_event("trade_declined", 2),
    "viking_recruited": make_event(
        "viking_recruited", 0, card=RED_VP, colour="red", gains={"vp": 2, "recruit": 1}, free_any=True
    ),
    "board_card_taken": make_event(
        "board_card_taken", 0, slot="yellow", card=BLUE_BRACELET, recruit_spent=True
    ),
    "explore_chosen": make_event("explore_chosen", 1, destination=21, source="display"),
    "payment_card": make_event("payment_card", 1, card=BLUE_BRACELET),
    "payment_recruit": make_event("payment_recruit", 1),
    "destination_explored": make_event(
        "destination_explored",
        1,
        destination=21,
        cards=[BLUE_BRACELET],
        recruits=3,
        gains={"vp": 5, "recruit": 1},
    ),
    "action_completed": make_event(
        "action_completed",
        0,
        effects=[
            {"artifact": "amulet", "gains": {"bracelet": 1, "recruit": 1, "reputation": 1}},
            {"artifact": "weathervane", "offer": "explore"},
            {"artifact": "mead_cup", "offer": "discard_board"},
            {"artifact": "golden_bracelet", "offer": "reserve"},
            {"artifact": "helmet", "offer": "recruit"},
            {"artifact": "silver_coins", "gains": {"vp": 1}},
        ],
        rows=1,
    ),
    "artifacts_triggered": make_event(
        "artifacts_triggered", 0, effects=[{"artifact": "weathervane", "offer": "explore"}], rows=2
    ),
    "offer_skipped": make_event("offer_skipped", 0, artifact="cauldron", offer="explore", auto=False),
    "destination_reserved": make_event("destination_reserved", 2, destination=8),
    "board_card_discarded": make_event("board_card_discarded", 2, slot="blue", card=RED_VP),
    "deck_reshuffled": make_event("deck_reshuffled", None, order=[RED_VP, BLUE_BRACELET]),
    "viking_drawn": make_event("viking_drawn", 1, card=RED_VP, target={"to": "crew", "seat": 1}),
    "draw_abandoned": make_event("draw_abandoned", None, target={"to": "board", "slot": "red"}),
    "deck_exhausted": make_event("deck_exhausted", None, seats=[0, 2]),
    "viking_discarded": make_event("viking_discarded", 2, card=BLUE_BRACELET),
    "turn_ended": make_event("turn_ended", 1),
    "game_ended": make_event("game_ended", None, scores=[41, 38, 12]),
}


def _raw(event, names):
    """What the generic fallback would print."""
    who = names[event["seat"]] if event.get("seat") is not None else "The game"
    return f"{who}: {event['type'].replace('_', ' ')}"


def test_every_event_and_move_type_has_a_sample():
    assert set(EVENTS) == set(_HANDLERS) | {"game_set_up"}
    assert set(MOVES) == set(_MOVE_FIELDS)


@pytest.mark.parametrize("kind", sorted(EVENTS))
def test_every_event_type_is_described_in_english_and_french(kind):
    event = EVENTS[kind]
    texts = {}
    for locale in ("en", "fr"):
        for seat in (None, 0, 1, 2):
            text = presentation_for(RULES.id).describe_event(RULES.redact(event, seat), NAMES[:3], locale)
            assert text and text != _raw(event, NAMES[:3]), text
            assert not any(mark in text for mark in ("?", "_", "{", "None")), text
            assert kind.replace("_", " ") not in text and text.endswith("."), text
        texts[locale] = text
    assert texts["en"] != texts["fr"]


@pytest.mark.parametrize("kind", sorted(MOVES))
def test_every_move_type_is_described_in_english_and_french(kind):
    move = MOVES[kind]
    texts = {locale: presentation_for(RULES.id).describe_move(move, locale) for locale in ("en", "fr")}
    for text in texts.values():
        assert text and text != kind and "?" not in text and "_" not in text, text
    assert texts["en"] != texts["fr"]


def test_some_texts_word_for_word():
    assert (
        presentation_for(RULES.id).describe_move(MOVES["trade"], "en")
        == "Trade: spend 2 bracelets for the gains of columns 1 and 2"
    )
    assert (
        presentation_for(RULES.id).describe_move({"type": "trade", "bracelets": 1}, "fr")
        == "Commercer : dépenser 1 bracelet pour les gains de la colonne 1"
    )
    assert presentation_for(RULES.id).describe_event(EVENTS["traded"], NAMES, "en") == (
        "Théo trades 3 bracelets (columns 1 to 3) and gains 4 VP, 1 silver bracelet, 2 Vikings from the deck."
    )
    assert presentation_for(RULES.id).describe_event(EVENTS["traded"], NAMES, "fr") == (
        "Théo commerce avec 3 bracelets (les colonnes 1 à 3) et gagne 4 PV, 1 bracelet en argent, "
        "2 Vikings de la pioche."
    )
    assert presentation_for(RULES.id).describe_event(EVENTS["deck_exhausted"], NAMES, "fr") == (
        "La pioche et la défausse sont vides : Théo, Gabriel doivent chacun défausser un Viking de leur équipage."
    )
    assert presentation_for(RULES.id).describe_event(EVENTS["game_ended"], NAMES, "en") == (
        "The game is over: Théo 41 VP, Sonia 38 VP, Gabriel 12 VP."
    )
    assert presentation_for(RULES.id).describe_move(MOVES["recruit"], "fr") == "Recruter le Viking rouge (PV)"
    assert presentation_for(RULES.id).describe_move(MOVES["explore"], "en") == "Explore B27 (cost: 3 purple + 2 red)"
    assert presentation_for(RULES.id).describe_move(MOVES["explore"], "fr") == "Explorer B27 (coût : 3 mauve + 2 rouge)"


@pytest.mark.parametrize(("names", "english", "french"), [
    (["Anne"], "Anne's", "d'Anne"),  # French elides "de" before a vowel (never "de Anne")
    (["Bob"], "Bob's", "de Bob"),
    (["Le Goff"], "Le Goff's", "de Le Goff"),  # a name's "Le" never contracts
])
def test_whose_turn_follows_french_grammar(names, english, french):
    started = {"type": "turn_started", "seat": 0, "data": {"fame_vp": 1, "reputation": 3}}
    ended = {"type": "turn_ended", "seat": 0, "data": {}}
    triggered = {"type": "artifacts_triggered", "seat": 0, "data": {"effects": []}}
    assert presentation_for(RULES.id).describe_event(started, names, "en") == f"{english} turn: fame 3 scores 1 VP."
    assert presentation_for(RULES.id).describe_event(started, names, "fr") == f"Tour {french} : la renommée rapporte 1 PV (renommée 3)."
    assert presentation_for(RULES.id).describe_event(ended, names, "en") == f"{english} turn ends."
    assert presentation_for(RULES.id).describe_event(ended, names, "fr") == f"Fin du tour {french}."
    assert presentation_for(RULES.id).describe_event(triggered, names, "en") == f"End of {english} turn:"
    assert presentation_for(RULES.id).describe_event(triggered, names, "fr") == f"Fin du tour {french} :"


def test_every_event_of_random_games_is_described():
    """Events as real games produce them (all player counts, artifacts on), as each seat reads them."""
    seen = set()
    for players, seed in [(2, 1), (3, 2), (4, 3), (2, 4), (3, 5), (4, 6)]:
        playout = random_playout(RULES, players, seed, {"artifacts": True})
        for event in playout.events:
            seen.add(event["type"])
            for seat in [None, *range(players)]:
                for locale in ("en", "fr"):
                    text = presentation_for(RULES.id).describe_event(RULES.redact(event, seat), NAMES, locale)
                    assert text != _raw(event, NAMES) and "?" not in text and "_" not in text, (event, text)
    assert {"game_set_up", "turn_started", "viking_recruited", "explore_chosen", "game_ended"} <= seen
