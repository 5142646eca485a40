"""Random playouts, replay determinism, JSON round-trips and hidden information."""

import json
from random import Random

import pytest

from games.engine import fold
from games.engine.playout import random_playout
from games.rulesets import presentation_for
from games.rulesets.greenland import GreenlandRuleset

RULES = GreenlandRuleset()
SEEDS = 100


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("survivor", [False, True])
def test_random_playouts_end(players, survivor):
    for seed in range(SEEDS):
        result = random_playout(RULES, players, seed, {"survivor": survivor})
        outcome = result.outcome
        assert outcome is not None and set(outcome["scores"]) == {str(s) for s in range(players)}
        assert RULES.to_move(result.state) == []
        assert result.state["turn"] <= 10
        for seat in range(players):
            assert RULES.legal_moves(result.state, seat) == []


def test_replay_from_scratch_equals_final_state():
    for seed in range(5):
        result = random_playout(RULES, 3, seed)
        assert fold(RULES, result.events) == result.state


def test_json_round_trip_mid_game_folds_on_identically():
    result = random_playout(RULES, 3, 11)
    middle = len(result.events) // 2
    state = fold(RULES, result.events[:middle])
    thawed = json.loads(json.dumps(state))
    assert thawed == state
    assert fold(RULES, result.events[middle:], thawed) == result.state


def test_decide_does_not_mutate_state():
    result = random_playout(RULES, 2, 3)
    chooser = Random(5)
    state = fold(RULES, result.events[:40])
    for _ in range(30):
        seat = RULES.to_move(state)[0]
        move = chooser.choice(RULES.legal_moves(state, seat))
        before = json.dumps(state, sort_keys=True)
        events = RULES.decide(state, seat, move, Random(1))
        assert json.dumps(state, sort_keys=True) == before
        for event in events:
            state = RULES.evolve(state, event)
        if RULES.outcome(state):
            break


def test_views_and_events_hide_hands_and_piles():
    result = random_playout(RULES, 3, 4)
    state = fold(RULES, result.events[:60])
    state["players"][1]["hand"] = ["musk_ox"]  # a hand card, as the advanced game will have
    for seat in (0, 1, 2, None):
        shown = RULES.view(state, seat)
        text = json.dumps(shown)
        assert all(isinstance(count, int) for count in shown["piles"].values())
        for card in state["piles"]["north"] + state["piles"]["south"] + state["piles"]["events"]:
            assert f'"{card}"' not in json.dumps(shown["piles"])
        if seat == 1:
            assert shown["players"][1]["hand"] == ["musk_ox"]
        else:
            assert shown["players"][1]["hand"] == 1 and "musk_ox" not in text
    for event in result.events:
        for seat in (0, 1, 2, None):
            redacted = RULES.redact(event, seat)
            assert "pile" not in json.dumps(redacted)
            assert redacted == event  # no event carries a secret (see README)


def test_every_listed_move_is_accepted_and_describable():
    result = random_playout(RULES, 3, 8)
    state = None
    for index, event in enumerate(result.events):
        state = RULES.evolve(state, event)
        if index % 7:
            continue
        for seat in RULES.to_move(state):
            for move in RULES.legal_moves(state, seat):
                RULES.decide(state, seat, move, Random(0))
                assert presentation_for(RULES.id).describe_move(move, "en") and presentation_for(RULES.id).describe_move(move, "fr")
            assert RULES.timeout_move(state, seat) in RULES.legal_moves(state, seat)
        assert presentation_for(RULES.id).describe_event(event, ["A", "B", "C"], "en")
        assert presentation_for(RULES.id).describe_event(event, ["A", "B", "C"], "fr")


def test_same_seed_same_game_and_short_move_lists():
    first = random_playout(RULES, 3, 21)
    second = random_playout(RULES, 3, 21)
    assert first.events == second.events
    state = None
    longest = 0
    for event in first.events:
        state = RULES.evolve(state, event)
        for seat in RULES.to_move(state):
            longest = max(longest, len(RULES.legal_moves(state, seat)))
    assert longest <= 80


def test_log_texts_in_both_languages():
    result = random_playout(RULES, 2, 2)
    names = ["Ann", "Bob"]
    texts = {presentation_for(RULES.id).describe_event(e, names, "en") for e in result.events}
    assert any(t.startswith("Event card revealed") for t in texts)
    assert any("hunting roll" in t for t in texts)
    texts_fr = {presentation_for(RULES.id).describe_event(e, names, "fr") for e in result.events}
    assert any(t.startswith("Carte Événement révélée") for t in texts_fr)


def test_biased_playouts_reach_the_rare_paths():
    """Playouts that favour elder actions and bids reach baptism, steel degradation, emissaries."""
    weights = {
        "end_actions": 0.2,
        "end_assignment": 0.3,
        "pass": 0.5,
        "baptism": 20,
        "emissary": 10,
        "proselytise": 10,
        "banish": 10,
        "witch_hunt": 3,
        "bid": 3,
        "cash_in": 0.05,
    }
    seen = set()
    for seed in range(40):
        chooser = Random(seed)
        players = 3 if seed % 2 else 2
        events = RULES.setup(players, RULES.resolve_options(players, {}), Random(seed))
        state = fold(RULES, events)
        while not RULES.outcome(state):
            seat = RULES.to_move(state)[0]
            options = RULES.legal_moves(state, seat)
            mono = state["players"][seat]["side"] == "mono"
            move = chooser.choices(
                options,
                [
                    15
                    if m["type"] == "promote" and mono and m["rank"] in (2, 5)
                    else weights.get(m["type"], 1)
                    for m in options
                ],
            )[0]
            seen.add(move["type"])
            for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
                events.append(event)
                state = RULES.evolve(state, event)
        assert fold(RULES, events) == state
    assert {"baptism", "witch_hunt", "bid", "trophy", "reroll", "convert", "decimation", "pay_loss"} <= seen


ADVANCED_SEEDS = 20


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("extra", [{}, {"bloody_snow": True, "survivor": True}])
def test_advanced_random_playouts_end_and_exercise_offers_and_attacks(players, extra):
    """Every advanced rule in random play: offers sent, accepted and refused, attacks, raids."""
    seen: set[str] = set()
    accepted = refused = 0
    for seed in range(ADVANCED_SEEDS):
        result = random_playout(RULES, players, seed, {"game": "advanced", **extra})
        assert result.outcome is not None and RULES.to_move(result.state) == []
        for event in result.events:
            seen.add(event["type"])
            if event["type"] == "answer":
                accepted += event["data"]["accept"]
                refused += not event["data"]["accept"]
            if event["type"] == "dice_rolled":
                seen.add("roll:" + event["data"]["purpose"])
    assert accepted and refused
    assert {"offer_to", "offer_item", "offer_send", "nego_done", "retreat", "divorce", "take_card"} <= seen
    assert {"roll:attack", "place", "forage", "iron_rule" if not extra else "answer"} <= seen


def test_advanced_replay_timeout_and_hidden_hands():
    for seed in range(3):
        result = random_playout(RULES, 3, seed, {"game": "advanced"})
        assert fold(RULES, result.events) == result.state
    state = None
    for index, event in enumerate(result.events):
        state = RULES.evolve(state, event)
        for seat in RULES.to_move(state):
            assert RULES.timeout_move(state, seat) in RULES.legal_moves(state, seat)
            if index % 5 == 0:
                for move in RULES.legal_moves(state, seat):
                    assert presentation_for(RULES.id).describe_move(move, "fr") and presentation_for(RULES.id).describe_move(move, "en")
            assert len(RULES.legal_moves(state, seat)) <= 80
        for seat in range(3):
            shown = RULES.view(state, seat)
            for other in range(3):
                if other != seat:
                    assert isinstance(shown["players"][other]["hand"], int)
        assert presentation_for(RULES.id).describe_event(event, ["A", "B", "C"], "fr")


def test_timeouts_alone_finish_an_advanced_game():
    """A game where every move is the timeout move ends: phase 3 never waits forever."""
    for seed in range(5):
        events = RULES.setup(3, RULES.resolve_options(3, {"game": "advanced"}), Random(seed))
        state = fold(RULES, events)
        for _ in range(5000):
            if RULES.outcome(state):
                break
            seat = RULES.to_move(state)[0]
            for event in RULES.decide(state, seat, RULES.timeout_move(state, seat), Random(seed)):
                state = RULES.evolve(state, event)
        assert RULES.outcome(state) is not None
