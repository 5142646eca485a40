"""Every move type and every event type has its own sentence in English and in French (none falls
back to the raw type), also as another seat reads the event (redacted)."""

from __future__ import annotations

import pytest

from games.rulesets import presentation_for
from games.rulesets.graenaland.rules import MOVE_HANDLERS
from games.rulesets.graenaland.state import HANDLERS

from .helpers import RULESET

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]

SAMPLE_MOVES = [
    {"type": "place_village", "territory": "T1"},
    {"type": "relocate", "territory": "T2"},
    {"type": "stay"},
    {"type": "choose_vp_card", "card": "vp-03"},
    {"type": "plan_hero", "direction": "stay"},
    {"type": "plan_hero", "hero": "priest", "direction": "EE"},
    {"type": "propose", "territory": "T3"},
    {"type": "assign_card", "card": 0, "to": 2},
    {"type": "confirm_proposal"},
    {"type": "withdraw_proposal"},
    {"type": "pass"},
    {"type": "vote", "accept": True},
    {"type": "vote", "accept": False},
    {"type": "claim_victory", "vp": 7},
    {"type": "no_claim"},
    {"type": "take_supply", "card": "supply-05"},
    {"type": "build", "project": "village", "territory": "T1"},
    {"type": "build", "project": "army", "variant": "wood"},
    {"type": "build_joint"},
    {"type": "pay", "card": "forest-20", "as": ["wood"]},
    {"type": "pay", "card": "plains-01", "as": ["wood"], "market": "T1"},
    {"type": "give_card", "card": "hills-03", "to": 1},
    {"type": "cancel_project"},
    {"type": "move_hero", "accept": True},
    {"type": "move_hero", "accept": False},
    {"type": "propose_joint", "work": "road", "territory": "T2"},
    {"type": "offer_card", "card": "mountains-10"},
    {"type": "done_offering"},
    {"type": "abandon_joint"},
    {"type": "grant_favour", "to": 3},
    {"type": "decline_favour"},
    {"type": "end_turn"},
    {"type": "finish_building"},
]


def _event(type_: str, seat: int | None = None, **data):
    return {"type": type_, "seat": seat, "data": data}


SAMPLE_EVENTS = [
    _event("game_started", players=4, options={}, coast=["T2", "T1", "T3", "T6"], inland=["T7", "T4", "T8"]),
    _event("colony_placed", 1, territory="T1", warrior=True),
    _event("card_drawn", 1, terrain="plains", card="plains-04"),
    _event("start_cards_laid", order=[0, 1, 1, 0], cards={"T1": ["plains-01", "plains-02"]}),
    _event("start_card_taken", 2, territory="T1", card="plains-01"),
    _event("village_relocated", 0, **{"from": "T1", "to": "T3"}),
    _event("relocation_declined", 1),
    _event("placement_ended"),
    _event("vp_cards_dealt", 2, cards=["vp-01", "vp-05", "vp-09"]),
    _event("vp_card_chosen", 2, card="vp-05"),
    _event("supply_revealed", card="supply-02"),
    _event("supply_refilled"),
    _event("deck_refilled", terrain="forest"),
    _event("turn_started", main=2, turn=5),
    _event("card_produced", territory="T2", face="up", card="forest-30", kept=True),
    _event("card_produced", territory="T2", face="down", card="forest-31", kept=True),
    _event("card_produced", territory="T2", face="improvement", card="forest-01", kept=False),
    _event("heroes_planning"),
    _event("hero_planned", 1, hero="warrior", direction="NE"),
    _event("hero_planned", 1, hero=None, direction="stay"),
    _event(
        "heroes_moved",
        moves=[{"seat": 1, "hero": "warrior", "direction": "NE", "from": "T1", "to": "T4"}],
    ),
    _event("hero_entered", 3, hero="priest", territory="T3"),
    _event("hero_waiting", 3, hero="minstrel", territory="T3"),
    _event("distribution_started"),
    _event("proposal_started", 1, territory="T1"),
    _event("card_assigned", 1, index=0, to=2),
    _event("card_assigned", 1, index=0, to=2, card="hills-01"),
    _event("card_assigned", 1, index=1, to=0, face_down=True),
    _event("proposal_withdrawn", 1),
    _event("proposal_made", 1, territory="T1", assign=[2], weights={"1": 2, "2": 3}),
    _event("proposal_passed", 3),
    _event("vote_cast", 2, accept=False),
    _event("votes_revealed", territory="T1", assign=[2], votes={"1": True}, yes=2, total=5, adopted=False),
    _event("claim_made", 0, vp=7),
    _event("claim_made", 1, vp=0),
    _event("claims_revealed", claims={"0": 7, "1": 0}, order=[0], claimant=0),
    _event("claims_revealed", claims={"1": 0}, order=[], claimant=None),
    _event("vp_card_revealed", 0, card="vp-04", vp=6),
    _event("claim_failed", 0, vp=5, claimed=7),
    _event("supply_taken", 0, card="supply-03"),
    _event("project_started", 0, project="keep", territory="T1", variant=None, cost={"ore": 2}, gifts=[]),
    _event("card_paid", 0, card="hills-01", owner=0, **{"as": ["ore"]}, market=None),
    _event("card_paid", 0, card="hills-02", owner=0, **{"as": ["wood"]}, market="T3"),
    _event("card_given", 0, card="plains-05", to=1),
    _event("project_cancelled", 0),
    _event("project_built", 0, project="army", territory=None, variant="grain", joint=False),
    _event("hero_move_offered", 0, hero="priest", territory="T6"),
    _event("hero_move_declined", 0, hero="priest", territory="T6"),
    _event("joint_proposed", 0, work="market", territory="T1"),
    _event("card_offered", 2, card="forest-02"),
    _event("offers_done", 2),
    _event("joint_abandoned", 0),
    _event("favour_granted", 0, to=3),
    _event("favour_started", 3),
    _event("favour_declined", 3),
    _event("turn_ended", 0),
    _event("victory_declared", 1, goals=3),
    _event("building_finished", 2),
    _event("game_stopped", reason="turn_limit", turns=150),
]


def test_the_samples_cover_every_move_and_event_type():
    assert {move["type"] for move in SAMPLE_MOVES} == set(MOVE_HANDLERS)
    assert {event["type"] for event in SAMPLE_EVENTS} == set(HANDLERS)


@pytest.mark.parametrize("locale", ["en", "fr", "fr-BE"])
def test_every_move_has_its_own_label(locale):
    for move in SAMPLE_MOVES:
        label = presentation_for(RULESET.id).describe_move(move, locale)
        assert label and label != move["type"], move
    english = {presentation_for(RULESET.id).describe_move(move, "en") for move in SAMPLE_MOVES}
    french = {presentation_for(RULESET.id).describe_move(move, "fr") for move in SAMPLE_MOVES}
    assert english.isdisjoint(french)  # really translated


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_every_event_has_its_own_sentence_also_redacted(locale):
    for event in SAMPLE_EVENTS:
        for reader in (None, 0, 1, 2, 3, 4):
            shown = RULESET.redact(event, reader)
            text = presentation_for(RULESET.id).describe_event(shown, NAMES, locale)
            fallback = (
                NAMES[event["seat"]] if event["seat"] is not None else ("Game" if locale == "en" else "Jeu")
            )
            assert text and text != f"{fallback}: {event['type']}", (event, reader)
            assert "None" not in text, text
            # a hidden card never shows in the sentence another seat reads
            if reader != event["seat"] and event["type"] in ("card_drawn", "start_card_taken"):
                assert "plains" not in text and "plaines" not in text


def test_french_sentences_are_french():
    for event in SAMPLE_EVENTS:
        english = presentation_for(RULESET.id).describe_event(event, NAMES, "en")
        french = presentation_for(RULESET.id).describe_event(event, NAMES, "fr")
        assert english != french, event["type"]


def test_french_elides_de_before_a_name():
    """ "La proposition d'Anne", "de Bob": French grammar the code adds (``page_style.of_player_fr``)."""
    names = ["Anne", "Bob", "Cy"]

    def french(event):
        return presentation_for(RULESET.id).describe_event(event, names, "fr")

    assert french(_event("proposal_made", 0, territory="T1")) == "La proposition d'Anne pour T1 est soumise au vote."
    assert french(_event("proposal_made", 1, territory="T1")).startswith("La proposition de Bob pour T1")
    assert french(_event("hero_entered", 0, hero="priest", territory="T3")) == "Le prêtre d'Anne entre sur T3."
    assert french(_event("claim_failed", 0, vp=5, claimed=None)) == "L'annonce d'Anne échoue (5 PV)."
    assert presentation_for(RULESET.id).describe_event(_event("hero_entered", 0, hero="priest", territory="T3"), names, "en") == (
        "Anne's priest enters T3.")


def test_the_log_names_the_card_a_proposal_gave():
    """A face-up card by what it is, a face-down one as such (nobody saw it), and an event written
    before events named the card as "the next card"."""
    names = ["Anne", "Bob", "Cy"]

    def said(locale, **data):
        return presentation_for(RULESET.id).describe_event(_event("card_assigned", 1, to=2, **data), names, locale)

    assert said("en", index=0, card="hills-01") == "Bob: the cattle card to Cy."
    assert said("fr", index=0, card="hills-01") == "Bob\u00a0: la carte bétail à Cy."
    assert said("en", index=1, face_down=True) == "Bob: the face-down card to Cy."
    assert said("fr", index=1, face_down=True) == "Bob\u00a0: la carte face cachée à Cy."
    assert said("en", index=2) == "Bob: the next card to Cy."
