"""Random playouts: every listed move is accepted, every game ends; replay and JSON round trips,
timeouts, malformed moves, pinned games. Hidden information over whole games is in
``test_hidden_information.py``; a hundred more games in ``test_many_playouts.py``."""

from __future__ import annotations

import json
from random import Random

import pytest

from games.engine.playout import random_playout
from games.engine.replay import fold
from games.rulesets import presentation_for
from games.rulesets.graenaland import GraenalandRuleset
from games.rulesets.graenaland.components import SUPPLY_CARDS

RULESET = GraenalandRuleset()
OPTION_SETS = [
    {},
    {"advanced_setup": True},
    {"victory_point_cards": True},
    {"advanced_setup": True, "victory_point_cards": True, "five_player_favour": True},
    {"three_player_modifications": False},
]


def for_count(options: dict, players: int) -> dict:
    """``options`` as a game of ``players`` may have them: the favour is the five-player variant
    (``resolve_options`` refuses it with fewer)."""
    return {key: value for key, value in options.items() if key != "five_player_favour" or players == 5}


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "+".join(o) or "basic")
def test_random_playouts_finish(players, options):
    for seed in range(3):
        result = random_playout(RULESET, players, seed, for_count(options, players))
        state = result.state
        assert state["over"] and not state["ended_by_limit"], "the safety limit should not be needed"
        assert result.outcome["winners"] == [state["winner"]]
        assert RULESET.to_move(state) == []


def test_replay_and_json_round_trip():
    result = random_playout(RULESET, 4, 7, {"victory_point_cards": True, "advanced_setup": True})
    assert fold(RULESET, result.events) == result.state
    middle = len(result.events) // 2
    halfway = fold(RULESET, result.events[:middle])
    restored = json.loads(json.dumps(halfway))
    assert fold(RULESET, result.events[middle:], restored) == result.state


def test_timeout_moves_are_legal_and_descriptions_exist():
    chooser = Random(5)
    resolved = RULESET.resolve_options(4, {"victory_point_cards": True, "advanced_setup": True})
    events = RULESET.setup(4, resolved, Random(2))
    state = fold(RULESET, events)
    names = ["Ann", "Bo", "Cy", "Di"]
    for event in events:
        for locale in ("en", "fr"):
            assert presentation_for(RULESET.id).describe_event(RULESET.redact(event, 0), names, locale)
    steps = 0
    while RULESET.outcome(state) is None and steps < 3000:
        seat = chooser.choice(RULESET.to_move(state))
        legal = RULESET.legal_moves(state, seat)
        timeout = RULESET.timeout_move(state, seat)
        assert timeout in legal
        before = json.dumps(state, sort_keys=True)
        RULESET.decide(state, seat, timeout, Random(1))  # accepted
        assert json.dumps(state, sort_keys=True) == before, "decide must not mutate the state"
        for move in legal[:5]:
            for locale in ("en", "fr"):
                label = presentation_for(RULESET.id).describe_move(move, locale)
                assert label and label != move["type"]
        # half the time play the timeout move, so that it also drives games forward
        move = timeout if chooser.random() < 0.3 else chooser.choice(legal)
        for event in RULESET.decide(state, seat, move, Random(chooser.getrandbits(32))):
            for locale in ("en", "fr"):
                text = presentation_for(RULESET.id).describe_event(RULESET.redact(event, seat), names, locale)
                assert text and not text.endswith(event["type"])
            state = RULESET.evolve(state, event)
        steps += 1


def test_supply_cards_are_all_different_pairs_16():
    assert len(SUPPLY_CARDS) == 16


MALFORMED = [
    None,
    "pass",
    [],
    {},
    {"type": 3},
    {"type": "teleport"},
    {"type": "plan_hero", "hero": ["warrior"], "direction": "W"},
    {"type": "plan_hero", "hero": "warrior", "direction": 7},
    {"type": "propose", "territory": "T99"},
    {"type": "propose", "territory": None},
    {"type": "assign_card", "card": "0", "to": 1},
    {"type": "assign_card", "card": 0, "to": True},
    {"type": "vote", "accept": "yes"},
    {"type": "vote"},
    {"type": "claim_victory", "vp": 99},
    {"type": "claim_victory", "vp": True},
    {"type": "take_supply", "card": "supply-99"},
    {"type": "build", "project": "castle", "territory": "T1"},
    {"type": "build", "project": "army", "variant": 1},
    {"type": "build", "project": "village"},
    {"type": "pay", "card": "plains-01", "as": "grain"},
    {"type": "pay", "card": 1, "as": ["grain"]},
    {"type": "pay", "card": "plains-01", "as": [1], "market": 3},
    {"type": "give_card", "card": "plains-01", "to": "x"},
    {"type": "offer_card", "card": "nope"},
    {"type": "grant_favour", "to": 9},
    {"type": "move_hero", "accept": "sure"},
    {"type": "place_village", "territory": 1},
    {"type": "relocate", "territory": "T9"},
    {"type": "choose_vp_card", "card": "vp-99"},
    {"type": "propose_joint", "work": "bridge", "territory": "T1"},
    {"type": "pay", "card": "plains-01", "as": []},
    {"type": "pay", "card": "plains-01", "as": [{"grain": 1}]},
    {"type": "pay", "card": "supply-01", "as": ["grain", "grain", "grain"]},
    {"type": "pay", "card": "supply-01", "as": ["grain"], "market": ""},
    {"type": "assign_card", "card": -1, "to": 0},
    {"type": "vote", "accept": 1},
    {"type": "claim_victory", "vp": 6.0},
    {"type": "build", "project": "army", "variant": "gold"},
    {"type": "build", "project": None, "territory": "T1"},
    {"type": "plan_hero", "hero": "warrior", "direction": "stay"},
    {"type": "plan_hero", "hero": "dragon", "direction": "stay"},
    {"type": "give_card", "card": None, "to": 0},
]


def test_malformed_and_illegal_moves_raise_illegal_move_only():
    from games.engine.errors import IllegalMove

    chooser = Random(9)
    options = {"victory_point_cards": True, "advanced_setup": True, "five_player_favour": True}
    resolved = RULESET.resolve_options(5, options)
    state = fold(RULESET, RULESET.setup(5, resolved, Random(4)))
    steps = 0
    while RULESET.outcome(state) is None and steps < 800:
        seats = RULESET.to_move(state)
        for seat in range(5):
            for move in MALFORMED:
                try:
                    RULESET.decide(state, seat, move, Random(0))
                except IllegalMove as error:
                    assert error.code and error.message.endswith(".")
                else:
                    # a few malformed-looking moves can be legal (e.g. "pass" fields ignored)
                    assert seat in seats and isinstance(move, dict)
        seat = chooser.choice(seats)
        move = chooser.choice(RULESET.legal_moves(state, seat))
        for event in RULESET.decide(state, seat, move, Random(chooser.getrandbits(32))):
            state = RULESET.evolve(state, event)
        steps += 1


@pytest.mark.parametrize(
    ("players", "options", "events", "turn", "winners", "scores"),
    [
        (3, {}, 2480, 57, [2], {"0": 0, "1": 1, "2": 3}),
        # tied claims: at event 2037 the main player (seat 1) and its left neighbour (seat 2) both
        # claim 6 VP; seat 2 tries first
        (
            4,
            {"victory_point_cards": True, "advanced_setup": True},
            2980,
            39,
            [2],
            {"0": 2, "1": 6, "2": 6, "3": 3},
        ),
        # rules audit: no more roads, markets, palisades than the box holds (4726 events, 69 turns before)
        (5, {"five_player_favour": True}, 4104, 67, [1], {"0": 1, "1": 3, "2": 0, "3": 2, "4": 3}),
    ],
)
def test_golden_playouts(players, options, events, turn, winners, scores):
    """Pinned seeded games: a change here means the rules (or rules_version) changed."""
    result = random_playout(RULESET, players, 42, options)
    assert (len(result.events), result.state["turn"]) == (events, turn)
    assert result.outcome["winners"] == winners and result.outcome["scores"] == scores
    assert fold(RULESET, result.events) == result.state


def test_render_view_html_for_every_seat_shows_only_the_view():
    result = random_playout(RULESET, 4, 3, {"victory_point_cards": True})
    events = result.events
    for cut in (40, len(events) // 2, len(events)):
        state = fold(RULESET, events[:cut])
        for seat in (None, 0, 1, 2, 3):
            for locale in ("en", "fr"):
                html = presentation_for(RULESET.id).render_view_html(RULESET.view(state, seat), seat, locale)
                assert html.startswith('<div class="graenaland">') and "T1" in html
                if seat is not None and state["hands"][seat]:
                    assert ("Your hand" if locale == "en" else "Votre main") in html


def test_every_event_type_has_a_sentence_in_both_languages():
    from games.rulesets.graenaland.state import HANDLERS

    seen = set()
    names = ["A", "B", "C", "D", "E"]
    for players, options in (
        (5, {"five_player_favour": True, "advanced_setup": True}),
        (4, {"victory_point_cards": True}),
    ):
        for seed in range(3):
            for event in random_playout(RULESET, players, seed, options).events:
                seen.add(event["type"])
                for reader in (None, event["seat"]):
                    for locale in ("en", "fr"):
                        text = presentation_for(RULESET.id).describe_event(RULESET.redact(event, reader), names, locale)
                        assert text and not text.endswith(event["type"])
    # all but the rare ones (a safety stop, a refused hero move) occur in these games
    assert set(HANDLERS) - seen <= {
        "game_stopped",
        "hero_move_declined",
        "hero_move_offered",
        "claim_failed",
        "supply_refilled",
        "hero_waiting",
        "village_relocated",
        "relocation_declined",
    }
