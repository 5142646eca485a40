"""Each rule on its own: winner, farmers and the shared supply, placement steps, scoring, moves."""

import copy
from random import Random

import pytest

from games.engine import IllegalMove
from games.rulesets.uigo import components as C
from games.rulesets.uigo import rules
from games.rulesets.uigo.state import empty_kingdom

from .helpers import RULES, deal, of_type, place, play, scenario, stacks, start, trick


def plays(*cards):
    return [{"seat": seat, "card": card} for seat, card in enumerate(cards)]


def test_components():
    assert len(C.CARDS) == 45 and len(set(C.CARDS)) == 45
    assert sum(C.BOX_SLOTS) - sum(C.PREFILLED_FARMERS) == 9
    assert C.FARMER_SUPPLY == {2: 12, 3: 36, 4: 36}


@pytest.mark.parametrize(
    ("cards", "winner"),
    [
        (("red-3", "blue-5", "red-6", "red-4"), 2),  # highest value, whatever the colour
        (("blue-3", "green-7", "red-1", "blue-7"), 3),  # tie: the led colour wins
        (("blue-2", "green-8", "red-2", "red-8"), 1),  # tie, no led colour: the first played
        (("red-0", "blue-0", "green-0"), 0),  # all zeros: the led 0
        (("red-0", "blue-1"), 1),  # a 0 never wins otherwise
    ],
)
def test_trick_winner(cards, winner):
    assert rules.trick_winner(plays(*cards)) == winner


def test_farmer_icons_for_winners():
    assert [rules.earned_farmers(f"red-{v}", True, f"red-{v}") for v in range(9)] == [
        0,
        0,
        0,
        2,
        2,
        2,
        1,
        1,
        0,
    ]


def test_farmers_for_losing_1s_and_2s_only():
    assert rules.earned_farmers("red-1", False, "red-5") == 1
    assert rules.earned_farmers("red-1", False, "blue-5") == 2
    assert rules.earned_farmers("red-2", False, "red-5") == 0
    assert rules.earned_farmers("red-2", False, "blue-5") == 1
    assert all(rules.earned_farmers(f"red-{v}", False, "blue-8") == 0 for v in (0, 3, 4, 5, 6, 7))


def test_supply_serves_plays_in_table_order_and_full_kingdoms_take_nothing():
    trick_plays = plays("red-5", "blue-1", "green-1")  # winner +2, then +2, +2
    assert rules.farmer_gains(trick_plays, 0, 3, [9, 9, 9]) == [
        {"seat": 0, "earned": 2, "gained": 2},
        {"seat": 1, "earned": 2, "gained": 1},
        {"seat": 2, "earned": 2, "gained": 0},
    ]
    assert rules.farmer_gains(trick_plays, 0, 36, [0, 1, 9]) == [
        {"seat": 0, "earned": 2, "gained": 0},
        {"seat": 1, "earned": 2, "gained": 1},
        {"seat": 2, "earned": 2, "gained": 2},
    ]


def test_two_player_supply_of_12_runs_out():
    hands = deal(
        2,
        {0: ["blue-1", "green-1", "yellow-1", "purple-1"], 1: ["red-5", "red-4", "red-7", "red-3", "red-6"]},
        lacking={0: {"red"}},
    )
    state = scenario(2, hands, dealer=0)
    assert state["supply"] == 12
    trick(state, (1, "red-5"), (0, "blue-1"))  # +2 and +2 (a 1 lost to another colour)
    place(state, 1, "red-5")
    events = trick(state, (1, "red-4"), (0, "green-1"))  # +2 +2; placement forced: no step
    assert of_type(events, "cards_placed")[0]["data"]["auto"] and state["phase"] == "play"
    trick(state, (1, "red-7"), (0, "yellow-1"))  # +1 +2: one farmer left
    assert state["supply"] == 1
    [won] = of_type(trick(state, (1, "red-3"), (0, "purple-1")), "trick_won")
    assert won["data"]["farmers"] == [
        {"seat": 1, "earned": 2, "gained": 1},
        {"seat": 0, "earned": 2, "gained": 0},
    ]
    assert state["supply"] == 0
    assert sum(box["farmers"] for k in state["kingdoms"] for box in k) == 12 + 4  # + the pre-filled ones
    assert RULES.view(state, None)["farmer_supply"] == 0


def test_three_and_four_players_share_36_farmers():
    assert start(3)["supply"] == 36 and start(4)["supply"] == 36 and start(2)["supply"] == 12


def test_scoring_rules():
    kingdom = empty_kingdom()
    assert rules.score_kingdom(kingdom) == [0, 0, 0, 0, 0]
    kingdom[0].update(colour="red", cards=["red-2", "red-7"])
    kingdom[4].update(colour="blue", cards=["blue-8"], farmers=1)  # 3 farmers missing
    assert rules.score_kingdom(kingdom) == [7, 0, 0, 0, -15]
    for box, slots in zip(kingdom, C.BOX_SLOTS, strict=True):
        box["farmers"] = slots
    assert rules.score_kingdom(kingdom) == [7, 0, 1, 3, 8]  # empty farmed boxes: printed 1 and 3
    kingdom[4].update(colour=None, cards=[])
    assert rules.score_kingdom(kingdom) == [7, 0, 1, 3, 5]


def test_forced_placements():
    kingdom = empty_kingdom()
    kingdom[0].update(colour="red", cards=["red-3"])
    kingdom[1].update(colour="blue", cards=["blue-5"])
    # red 0 joins the reds, green 6 is the only new colour; the two blues are a choice.
    assert rules.forced_placements(kingdom, ["blue-8", "red-0", "blue-1", "green-6"]) == [
        {"card": "red-0", "box": 0},
        {"card": "green-6", "box": 2},
    ]
    kingdom[1].update(colour=None, cards=[])
    # Blue and green both new: green's box is a choice too.
    assert rules.forced_placements(kingdom, ["blue-8", "red-0", "blue-1", "green-6"]) == [
        {"card": "red-0", "box": 0}
    ]
    # Two new colours: nothing forced.
    assert rules.forced_placements(kingdom, ["blue-8", "green-6"]) == []
    # One card only: forced.
    assert rules.forced_placements(empty_kingdom(), ["blue-8"]) == [{"card": "blue-8", "box": 0}]


def test_placement_steps_and_new_boxes_left_to_right():
    hands = deal(2, {0: ["blue-1", "green-1"], 1: ["red-5", "red-4"]}, lacking={0: {"red"}})
    state = scenario(2, hands, dealer=0)
    trick(state, (1, "red-5"), (0, "blue-1"))
    assert RULES.legal_moves(state, 1) == [
        {"type": "place_card", "card": "red-5"},
        {"type": "place_card", "card": "blue-1"},
    ]
    assert RULES.legal_moves(state, 0) == [] and RULES.to_move(state) == [1]
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 1, {"type": "play_card", "card": "red-4"}, Random(0))
    assert error.value.code == "wrong_step"
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 1, {"type": "place_card", "card": "red-4"}, Random(0))
    assert error.value.code == "card_not_pending"
    place(state, 1, "blue-1")
    assert stacks(state, 1)[:2] == [("blue", ["blue-1"], 1), ("red", ["red-5"], 1)]


@pytest.mark.parametrize(
    ("move", "code"),
    [
        ("nonsense", "malformed_move"),
        ({}, "malformed_move"),
        ({"type": 3}, "malformed_move"),
        ({"type": "bid", "card": "red-1"}, "unknown_move_type"),
        ({"type": "play_card"}, "malformed_move"),
        ({"type": "play_card", "card": 7}, "malformed_move"),
        ({"type": "play_card", "card": "pink-3"}, "unknown_card"),
        ({"type": "play_card", "card": "red-9"}, "unknown_card"),
        ({"type": "play_card", "card": "red-1", "extra": 1}, "malformed_move"),
    ],
)
def test_malformed_moves(move, code):
    state = start(2)
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 1, move, Random(0))
    assert error.value.code == code and error.value.message


def test_turn_and_hand_checks():
    state = start(2)
    assert RULES.to_move(state) == [1]  # seat 0 deals round 1, seat 1 leads
    mine = state["hands"][1][0]
    theirs = state["hands"][0][0]
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 0, {"type": "play_card", "card": theirs}, Random(0))
    assert error.value.code == "not_your_turn"
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 1, {"type": "play_card", "card": theirs}, Random(0))
    assert error.value.code == "card_not_in_hand"
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, 1, {"type": "place_card", "card": mine}, Random(0))
    assert error.value.code == "wrong_step"


def test_lead_is_free_and_followers_must_follow_suit():
    hands = deal(2, {0: ["red-2", "blue-4"], 1: ["green-3", "red-7"]})
    state = scenario(2, hands, dealer=0)
    assert len(RULES.legal_moves(state, 1)) == 10
    play(state, 1, "green-3")
    follow = [m["card"] for m in RULES.legal_moves(state, 0)]
    greens = [c for c in state["hands"][0] if c.startswith("green-")]
    assert follow == (sorted(greens, key=C.sort_key) if greens else sorted(state["hands"][0], key=C.sort_key))


def test_timeout_moves():
    hands = deal(
        2,
        {0: ["red-2", "red-6", "blue-0"], 1: ["red-5", "red-4", "green-8", "green-1"]},
        lacking={0: {"green"}},
    )
    state = scenario(2, hands, dealer=0)
    assert RULES.timeout_move(state, 1) == min(
        RULES.legal_moves(state, 1), key=lambda m: (C.value_of(m["card"]), C.sort_key(m["card"]))
    )
    play(state, 1, "red-5")
    reds = sorted(C.value_of(c) for c in state["hands"][0] if c.startswith("red-"))
    assert RULES.timeout_move(state, 0) == {
        "type": "play_card",
        "card": f"red-{reds[0]}",
    }  # lowest, following red
    play(state, 0, "red-6")
    # Seat 0 won red 5 and red 6: the timeout keeps the 6 on top.
    assert RULES.timeout_move(state, 0) == {"type": "place_card", "card": "red-5"}
    place(state, 0, "red-5")
    assert stacks(state, 0)[0] == ("red", ["red-5", "red-6"], 1)
    # Two new colours: the colour with the best card opens the earlier box, lowest card first.
    state["pending"], state["placer"], state["phase"] = ["blue-3", "green-7", "green-2"], 0, "place"
    assert RULES.timeout_move(state, 0) == {"type": "place_card", "card": "green-2"}
    with pytest.raises(ValueError):
        RULES.timeout_move(state, 1)


def test_four_rounds_dealer_moves_clockwise_and_the_game_ends():
    from games.engine.playout import random_playout

    for players in (2, 3, 4):
        playout = random_playout(RULES, players, 3)
        dealt = of_type(playout.events, "round_dealt")
        assert [e["data"]["dealer"] for e in dealt] == [r % players for r in range(4)]
        assert [e["data"]["leader"] for e in dealt] == [(r + 1) % players for r in range(4)]
        assert all(sorted(len(h) for h in e["data"]["hands"]) == [10] * players for e in dealt)
        assert len(of_type(playout.events, "trick_won")) == 40
        scored = of_type(playout.events, "round_scored")
        assert [e["data"]["round"] for e in scored] == [1, 2, 3, 4]
        totals = [sum(e["data"]["scores"][s] for e in scored) for s in range(players)]
        assert playout.state["totals"] == totals
        assert playout.outcome["scores"] == {str(s): totals[s] for s in range(players)}
        assert of_type(playout.events, "game_ended")[-1]["data"]["totals"] == totals
        with pytest.raises(IllegalMove) as error:
            RULES.decide(playout.state, 0, {"type": "play_card", "card": "red-1"}, Random(0))
        assert error.value.code == "game_over"
        assert RULES.legal_moves(playout.state, 0) == []


def test_each_trick_is_led_by_the_previous_winner():
    from games.engine.playout import random_playout

    playout = random_playout(RULES, 4, 11)
    expecting, new_trick, checked = None, True, 0
    for event in playout.events:
        if event["type"] == "round_dealt":
            expecting, new_trick = event["data"]["leader"], True
        elif event["type"] == "card_played" and new_trick:
            assert event["seat"] == expecting
            new_trick, checked = False, checked + 1
        elif event["type"] == "trick_won":
            expecting, new_trick = event["data"]["winner"], True
    assert checked == 40


def test_ties_are_shared_in_the_outcome():
    state = copy.deepcopy(start(3))
    state["phase"], state["totals"] = "over", [10, 12, 12]
    outcome = RULES.outcome(state)
    assert outcome["winners"] == [1, 2]
    assert [(e["seat"], e["rank"]) for e in outcome["ranking"]] == [(1, 1), (2, 1), (0, 3)]
    assert RULES.to_move(state) == []
    assert RULES.outcome(start(3)) is None
