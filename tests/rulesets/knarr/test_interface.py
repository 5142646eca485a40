"""The Ruleset contract for Knarr: options, setup, errors for illegal and malformed moves, texts."""

import json
from random import Random

import pytest

from games.engine import IllegalMove, InvalidSetup, Ruleset, fold
from games.engine.playout import random_playout
from games.rulesets import presentation_for
from games.rulesets.knarr import KnarrRuleset
from games.rulesets.knarr import components as C

from .helpers import RULES, start


def test_identity_and_options():
    assert isinstance(RULES, Ruleset)
    assert (RULES.id, RULES.name, RULES.min_players, RULES.max_players) == ("knarr", "Knarr", 2, 4)
    assert RULES.rules_version == 1
    assert RULES.resolve_options(2, {}) == {"ship_side": "normal", "artifacts": False}
    assert RULES.resolve_options(4, {"ship_side": "advanced", "artifacts": True}) == {
        "ship_side": "advanced",
        "artifacts": True,
    }
    for players, options in [
        (1, {}),
        (5, {}),
        (3, {"ship_side": "upside"}),
        (3, {"colour": "red"}),
        (3, {"artifacts": "yes"}),
    ]:
        with pytest.raises(InvalidSetup):
            RULES.resolve_options(players, options)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("artifacts", [False, True])
def test_setup(players, artifacts):
    for seed in range(10):
        state = start(players, seed, artifacts=artifacts, ship_side="advanced")
        assert state["ship_side"] == "advanced"
        placed = list(state["deck"]) + [c for c in state["board"].values()]
        for player in state["players"]:
            crew = [c for pile in player["crew"].values() for c in pile]
            assert len(crew) == 2 and C.colour_of(crew[0]) != C.colour_of(crew[1])
            assert len(player["hand"]) == 3
            assert (player["bracelets"], player["recruits"], player["score"], player["reputation"]) == (
                1,
                1,
                0,
                0,
            )
            placed += crew + player["hand"]
        assert sorted(placed) == sorted(C.viking_deck(players))
        assert all(state["board"][colour] is not None for colour in C.COLOURS)
        assert [len(state["display"][d]) for d in "AB"] == [3, 3]
        assert all(n <= 20 for n in state["display"]["A"]) and all(n > 20 for n in state["display"]["B"])
        assert len(state["dest_deck"]["A"]) == 17 and len(state["dest_deck"]["B"]) == 12
        if not artifacts:
            assert state["artifacts"] == []
        elif players == 2:
            assert state["artifacts"][0] == "mead_cup" and state["artifacts"][1] in C.ARTIFACTS[1:]
        else:
            assert len(state["artifacts"]) == 1 and state["artifacts"][0] in C.ARTIFACTS
        assert RULES.to_move(state) == [state["first"]] and state["phase"] == "play"


def test_first_player_and_artifact_are_random():
    firsts = {start(4, seed)["first"] for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    drawn = {start(3, seed, artifacts=True)["artifacts"][0] for seed in range(60)}
    assert drawn == set(C.ARTIFACTS)


def test_malformed_and_illegal_moves_raise_clear_errors():
    state = start(3, 2)
    seat = RULES.to_move(state)[0]
    other = (seat + 1) % 3
    hand = state["players"][seat]["hand"]
    not_mine = state["players"][other]["hand"][0]
    cases = [
        (seat, "nonsense", "malformed_move"),
        (seat, {"kind": "recruit"}, "malformed_move"),
        (seat, {"type": "fly"}, "unknown_move_type"),
        (seat, {"type": "recruit"}, "malformed_move"),
        (seat, {"type": "recruit", "card": "3"}, "malformed_move"),
        (seat, {"type": "recruit", "card": True}, "malformed_move"),
        (seat, {"type": "recruit", "card": hand[0], "bogus": 1}, "malformed_move"),
        (seat, {"type": "recruit", "card": not_mine}, "not_in_hand"),
        (seat, {"type": "recruit", "card": 999}, "not_in_hand"),
        (other, {"type": "recruit", "card": not_mine}, "not_your_turn"),
        (seat, {"type": "take", "slot": "red"}, "wrong_step"),
        (seat, {"type": "pay_recruit"}, "wrong_step"),
        (seat, {"type": "skip"}, "wrong_step"),
        (seat, {"type": "end_turn"}, "must_act"),
        (seat, {"type": "trade", "bracelets": 2}, "not_enough_bracelets"),
        (seat, {"type": "trade", "bracelets": 4}, "bad_trade"),
        (seat, {"type": "explore", "destination": 99}, "not_visible"),
        (seat, {"type": "discard_viking", "card": hand[0]}, "wrong_step"),
    ]
    for who, move, code in cases:
        with pytest.raises(IllegalMove) as error:
            RULES.decide(state, who, move, Random(0))
        assert error.value.code == code, (move, error.value)
        assert error.value.message.endswith(".")


def test_decide_does_not_mutate_state():
    state = start(2, 5)
    before = json.dumps(state, sort_keys=True)
    seat = RULES.to_move(state)[0]
    for move in RULES.legal_moves(state, seat):
        RULES.decide(state, seat, move, Random(1))
    assert json.dumps(state, sort_keys=True) == before


def test_legal_moves_empty_for_others_and_when_over():
    state = start(3, 1)
    seat = RULES.to_move(state)[0]
    for other in range(3):
        if other != seat:
            assert RULES.legal_moves(state, other) == []
    playout = random_playout(RULES, 2, 3)
    assert RULES.to_move(playout.state) == []
    assert all(RULES.legal_moves(playout.state, s) == [] for s in range(2))
    with pytest.raises(IllegalMove) as error:
        RULES.decide(playout.state, 0, {"type": "end_turn"}, Random(0))
    assert error.value.code == "game_over"


def test_timeout_moves_are_legal_and_finish_a_game():
    state = start(3, 4, artifacts=True)
    rng = Random(4)
    for _ in range(5000):
        if RULES.outcome(state) is not None:
            break
        seat = RULES.to_move(state)[0]
        move = RULES.timeout_move(state, seat)
        assert move in RULES.legal_moves(state, seat)
        state = fold(RULES, RULES.decide(state, seat, move, Random(rng.getrandbits(32))), state)
    assert RULES.outcome(state) is not None


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_every_move_and_event_is_described(locale):
    names = ["Théo", "Sonia", "Gabriel", "Carole"]
    seen_moves, seen_events = set(), set()
    for players, seed in [(2, 1), (3, 2), (4, 3), (2, 4), (3, 5)]:
        playout = random_playout(RULES, players, seed, {"artifacts": True})
        for event in playout.events:
            for seat in [None, *range(players)]:
                text = presentation_for(RULES.id).describe_event(RULES.redact(event, seat), names, locale)
                assert text and "?" not in text and "_" not in text, (event, text)
            seen_events.add(event["type"])
        state = fold(RULES, playout.events[:40])
        for seat in RULES.to_move(state):
            for move in RULES.legal_moves(state, seat):
                text = presentation_for(RULES.id).describe_move(move, locale)
                assert text and "?" not in text, (move, text)
                seen_moves.add(move["type"])
    assert {
        "game_set_up",
        "turn_started",
        "viking_recruited",
        "board_card_taken",
        "game_ended",
    } <= seen_events
    french = presentation_for(RULES.id).describe_event(
        {"type": "traded", "seat": 0, "data": {"bracelets": 2, "gains": {"vp": 2}}}, names, "fr"
    )
    assert french == "Théo commerce avec 2 bracelets (les colonnes 1 et 2) et gagne 2 PV."
    assert (
        presentation_for(RULES.id).describe_move({"type": "explore", "destination": 21}, "en")
        == "Explore B21 (cost: 4 of one colour)"
    )
    assert presentation_for(RULES.id).describe_move({"type": "pay_recruit"}, "fr") == "Payer avec un jeton de recrutement"


def test_all_move_types_have_texts():
    moves = [
        {"type": "trade", "bracelets": 3},
        {"type": "recruit", "card": 0},
        {"type": "explore", "destination": 4},
        {"type": "take", "slot": "red"},
        {"type": "pay", "card": 1},
        {"type": "pay_recruit"},
        {"type": "end_turn"},
        {"type": "skip"},
        {"type": "reserve", "destination": 30},
        {"type": "discard_board", "slot": "blue"},
        {"type": "discard_viking", "card": 2},
    ]
    for locale in ("en", "fr"):
        texts = [presentation_for(KnarrRuleset().id).describe_move(m, locale) for m in moves]
        assert all(t and "?" not in t for t in texts)
        assert len(set(texts)) == len(texts)


def test_timeout_declines_offers_and_takes_the_own_slot():
    from .helpers import Pool, play, scenario

    pool = Pool()
    first = pool.one("green", "vp")
    second = pool.one("green", "bracelet")
    state = scenario(
        2, pool=pool, crews=[[first], []], hands=[[second, *pool.any(2)], pool.any(3)], artifacts=["cauldron"]
    )
    state, _ = play(state, 0, {"type": "recruit", "card": second})
    assert RULES.timeout_move(state, 0) == {"type": "take", "slot": "green"}
    state, _ = play(state, 0, {"type": "take", "slot": "green"})
    assert RULES.timeout_move(state, 0) == {"type": "end_turn"}
    state["phase"], state["turn"]["offers"] = "offer", [{"artifact": "helmet", "offer": "recruit"}]
    assert RULES.timeout_move(state, 0) == {"type": "skip"}


JUNK_VALUES = [None, -1, 0, 7, 21, 49, 50, 999, "red", "", True, 1.5, [], {}]


def test_fuzzed_moves_raise_only_illegal_move():
    playout = random_playout(RULES, 3, 21, {"artifacts": True})
    state = None
    checked = 0
    for number, event in enumerate(playout.events):
        state = RULES.evolve(state, event)
        if (
            number % 7
            or not RULES.to_move(state)
            or state["phase"] in ("checks", "between")
            or state["draws"]
        ):
            continue
        snapshot = json.dumps(state, sort_keys=True)
        for seat in range(3):
            for kind in (
                "trade",
                "recruit",
                "explore",
                "take",
                "pay",
                "pay_recruit",
                "end_turn",
                "skip",
                "reserve",
                "discard_board",
                "discard_viking",
            ):
                for field in ("card", "destination", "slot", "bracelets"):
                    for value in JUNK_VALUES:
                        move = {"type": kind, field: value}
                        try:
                            RULES.decide(state, seat, move, Random(0))
                        except IllegalMove as error:
                            assert error.message.endswith(".")
                        checked += 1
        assert json.dumps(state, sort_keys=True) == snapshot
    assert checked > 1000
