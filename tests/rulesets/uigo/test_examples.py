"""The rulebook's worked examples A to H, reproduced by folding events and playing moves.

Seats as in example A, clockwise: Théo 0, Sonia 1, Gabriel 2, Carole 3. The rulebook's examples
are not one consistent deal (in A Sonia has no red, in C she plays the red 0; in D "Sonia" plays
twice, the first time obviously Carole), so each test builds the deal its example needs; see the
docstrings for the one adjustment made.
"""

import pytest

from games.engine import IllegalMove
from games.rulesets.uigo import rules

from .helpers import CAROLE, GABRIEL, RULES, SONIA, THEO, deal, of_type, place, play, scenario, stacks, trick


def example_a_state():
    """The deal of examples A and C: Carole deals, so Théo leads the first trick."""
    hands = deal(
        4,
        {
            THEO: ["red-3", "blue-1"],
            SONIA: ["blue-5", "green-6"],
            GABRIEL: ["red-6", "blue-8"],
            CAROLE: ["red-4", "red-0"],
        },
        lacking={SONIA: {"red", "blue"}, CAROLE: {"blue"}},
    )
    return scenario(4, hands, dealer=CAROLE)


def play_example_a(state):
    events = trick(state, (THEO, "red-3"), (SONIA, "blue-5"), (GABRIEL, "red-6"), (CAROLE, "red-4"))
    # Gabriel stacks his reds with the 6 on top: red first (box 1), then the blue 5 has box 2 forced.
    events += place(state, GABRIEL, "red-3")
    events += place(state, GABRIEL, "red-4")
    return events


def test_example_a_trick_winner_placement_and_points():
    state = example_a_state()
    assert RULES.to_move(state) == [THEO]
    play(state, THEO, "red-3")
    # Sonia has no red: any card goes. Carole holds reds: she must follow suit.
    assert {"type": "play_card", "card": "blue-5"} in RULES.legal_moves(state, SONIA)
    play(state, SONIA, "blue-5")
    play(state, GABRIEL, "red-6")
    green = next(c for c in state["hands"][CAROLE] if not c.startswith("red"))
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, CAROLE, {"type": "play_card", "card": green}, None)
    assert error.value.code == "must_follow_suit"
    events = play(state, CAROLE, "red-4")
    [won] = of_type(events, "trick_won")
    assert won["data"]["winner"] == GABRIEL and won["data"]["winning_card"] == "red-6"
    assert won["data"]["farmers"] == [{"seat": GABRIEL, "earned": 1, "gained": 1}]  # one farmer for the red 6
    # Two new colours and three reds: every won card is a real choice for Gabriel.
    assert RULES.to_move(state) == [GABRIEL] and state["phase"] == "place"
    assert sorted(m["card"] for m in RULES.legal_moves(state, GABRIEL)) == [
        "blue-5",
        "red-3",
        "red-4",
        "red-6",
    ]
    events = place(state, GABRIEL, "red-3")
    assert of_type(events, "cards_placed")[1]["data"]["placements"] == [{"card": "blue-5", "box": 1}]
    assert sorted(m["card"] for m in RULES.legal_moves(state, GABRIEL)) == ["red-4", "red-6"]
    place(state, GABRIEL, "red-4")  # the red 6 is forced on top
    assert stacks(state, GABRIEL)[:2] == [("red", ["red-3", "red-4", "red-6"], 1), ("blue", ["blue-5"], 1)]
    assert RULES.view(state, GABRIEL)["kingdoms"][GABRIEL]["points_now"] == 5 + 6 == 11
    # The trick winner leads the next trick.
    assert RULES.to_move(state) == [GABRIEL] and state["phase"] == "play" and state["trick_number"] == 2


def test_example_b_farmer_goes_to_the_first_free_slot():
    state = example_a_state()
    assert [box["farmers"] for box in state["kingdoms"][GABRIEL]] == [1, 1, 0, 0, 0]  # two pre-filled
    play_example_a(state)
    assert [box["farmers"] for box in state["kingdoms"][GABRIEL]] == [1, 1, 1, 0, 0]  # the third box


def play_example_c(state):
    """Example C, with Sonia's and Carole's cards swapped: in the rulebook Sonia plays the red 0
    although in example A she had no red. Here Carole (who followed red in A) plays the red 0 and
    Sonia the green 6; the cards of the trick and everything Gabriel and Théo get are unchanged."""
    events = trick(state, (GABRIEL, "blue-8"), (CAROLE, "red-0"), (THEO, "blue-1"), (SONIA, "green-6"))
    return events


def test_example_c_zero_on_top_and_a_missing_farmer():
    state = example_a_state()
    play_example_a(state)
    events = play_example_c(state)
    [won] = of_type(events, "trick_won")
    assert won["data"]["winner"] == GABRIEL
    # Gabriel's 8 gives no farmer; Théo's 1, of the winning colour, gives him one.
    assert won["data"]["farmers"] == [{"seat": THEO, "earned": 1, "gained": 1}]
    [auto] = of_type(events, "cards_placed")
    assert auto["data"]["auto"] is True
    assert sorted(auto["data"]["placements"], key=lambda p: p["box"]) == [
        {"card": "red-0", "box": 0},
        {"card": "green-6", "box": 2},
    ]  # the 0 must go on the reds
    assert sorted(m["card"] for m in RULES.legal_moves(state, GABRIEL)) == ["blue-1", "blue-8"]
    place(state, GABRIEL, "blue-1")  # the 8 on top
    assert stacks(state, GABRIEL)[:3] == [
        ("red", ["red-3", "red-4", "red-6", "red-0"], 1),
        ("blue", ["blue-5", "blue-1", "blue-8"], 1),
        ("green", ["green-6"], 1),
    ]
    assert [box["farmers"] for box in state["kingdoms"][THEO]] == [1, 1, 1, 0, 0]
    assert RULES.view(state, None)["kingdoms"][GABRIEL]["points_now"] == 0 + 8 - 5 == 3


def test_example_g_first_round_score_with_a_missing_farmer():
    """First example G: example C as Gabriel's final kingdom scores 0 + 8 and -5 for the green box."""
    state = example_a_state()
    play_example_a(state)
    play_example_c(state)
    place(state, GABRIEL, "blue-1")
    assert rules.score_kingdom(state["kingdoms"][GABRIEL]) == [0, 8, -5, 0, 0]
    assert sum(rules.score_kingdom(state["kingdoms"][GABRIEL])) == 3


def test_example_d_tie_goes_to_the_led_colour_and_a_lost_1_gives_two_farmers():
    hands = deal(
        4,
        {GABRIEL: ["blue-3"], CAROLE: ["green-7"], THEO: ["red-1"], SONIA: ["blue-7"]},
        lacking={CAROLE: {"blue"}, THEO: {"blue"}},
    )
    state = scenario(4, hands, dealer=SONIA)  # Gabriel leads
    events = trick(state, (GABRIEL, "blue-3"), (CAROLE, "green-7"), (THEO, "red-1"), (SONIA, "blue-7"))
    [won] = of_type(events, "trick_won")
    assert won["data"]["winner"] == SONIA and won["data"]["winning_card"] == "blue-7"
    assert won["data"]["farmers"] == [
        {"seat": THEO, "earned": 2, "gained": 2},
        {"seat": SONIA, "earned": 1, "gained": 1},
    ]
    assert sorted(m["card"] for m in RULES.legal_moves(state, SONIA)) == [
        "blue-3",
        "blue-7",
        "green-7",
        "red-1",
    ]
    place(state, SONIA, "blue-3")
    place(state, SONIA, "green-7")  # the blue 7 and the red 1 are then forced
    assert stacks(state, SONIA)[:3] == [
        ("blue", ["blue-3", "blue-7"], 1),
        ("green", ["green-7"], 1),
        ("red", ["red-1"], 1),
    ]
    assert [box["farmers"] for box in state["kingdoms"][THEO]] == [1, 1, 2, 0, 0]
    assert RULES.to_move(state) == [SONIA]


def test_example_e_first_highest_card_wins_and_lost_2s_of_other_colours_give_a_farmer():
    hands = deal(
        4,
        {GABRIEL: ["blue-2"], CAROLE: ["green-8"], THEO: ["red-2"], SONIA: ["red-8"]},
        lacking={CAROLE: {"blue"}, THEO: {"blue"}, SONIA: {"blue"}},
    )
    state = scenario(4, hands, dealer=SONIA)
    events = trick(state, (GABRIEL, "blue-2"), (CAROLE, "green-8"), (THEO, "red-2"), (SONIA, "red-8"))
    [won] = of_type(events, "trick_won")
    assert won["data"]["winner"] == CAROLE and won["data"]["winning_card"] == "green-8"
    # Carole's 8 shows no farmer; Gabriel's and Théo's 2s lost to another colour: one farmer each.
    assert won["data"]["farmers"] == [
        {"seat": GABRIEL, "earned": 1, "gained": 1},
        {"seat": THEO, "earned": 1, "gained": 1},
    ]
    assert sorted(m["card"] for m in RULES.legal_moves(state, CAROLE)) == [
        "blue-2",
        "green-8",
        "red-2",
        "red-8",
    ]
    place(state, CAROLE, "red-2")
    place(state, CAROLE, "green-8")  # the red 8 (on the reds) and the blue 2 (last new colour) are forced
    assert not state["pending"]
    assert stacks(state, CAROLE)[:3] == [
        ("red", ["red-2", "red-8"], 1),
        ("green", ["green-8"], 1),
        ("blue", ["blue-2"], 0),
    ]
    assert [box["farmers"] for box in state["kingdoms"][CAROLE]] == [1, 1, 0, 0, 0]


def test_example_f_a_lost_2_of_the_winning_colour_gives_nothing():
    hands = deal(
        4,
        {GABRIEL: ["blue-7"], CAROLE: ["green-2"], THEO: ["green-8"], SONIA: ["blue-2"]},
        lacking={CAROLE: {"blue"}, THEO: {"blue"}},
    )
    state = scenario(4, hands, dealer=SONIA)
    events = trick(state, (GABRIEL, "blue-7"), (CAROLE, "green-2"), (THEO, "green-8"), (SONIA, "blue-2"))
    [won] = of_type(events, "trick_won")
    assert won["data"]["winner"] == THEO
    assert won["data"]["farmers"] == [{"seat": SONIA, "earned": 1, "gained": 1}]
    assert sorted(m["card"] for m in RULES.legal_moves(state, THEO)) == [
        "blue-2",
        "blue-7",
        "green-2",
        "green-8",
    ]
    place(state, THEO, "green-2")
    place(state, THEO, "blue-2")  # green 8 then blue 7 forced
    assert stacks(state, THEO)[:2] == [
        ("green", ["green-2", "green-8"], 1),
        ("blue", ["blue-2", "blue-7"], 1),
    ]
    assert [box["farmers"] for box in state["kingdoms"][CAROLE]] == [1, 1, 0, 0, 0]


def carole_round():
    """Two players, Théo (seat 0) deals; Carole (seat 1) plays a whole round that ends with the
    board of the second example G: tops 8, 6, 2 in boxes 1-3, box 3 farmed, box 4 farmed but empty."""
    theo, carole = 0, 1
    hands = [
        [
            "red-3",
            "blue-0",
            "green-1",
            "blue-2",
            "red-7",
            "yellow-7",
            "yellow-8",
            "purple-8",
            "purple-7",
            "purple-6",
        ],
        [
            "red-5",
            "blue-4",
            "green-2",
            "blue-6",
            "red-8",
            "yellow-0",
            "yellow-3",
            "purple-0",
            "purple-3",
            "purple-4",
        ],
    ]
    state = scenario(2, hands, dealer=theo)
    log = []
    script = [
        (carole, "red-5", "red-3", ["red-3"]),  # Carole wins with a 5: 2 farmers (box 3 full)
        (carole, "blue-4", "blue-0", ["blue-0"]),  # with a 4: 2 farmers
        (carole, "green-2", "green-1", ["green-1"]),  # with a 2: none; Théo's 1 of her colour: 1
        (carole, "blue-6", "blue-2", ["blue-2"]),  # with a 6: 1 farmer (box 4 full)
        (carole, "red-8", "red-7", ["red-7"]),  # with an 8: none
        (carole, "yellow-0", "yellow-7", ["yellow-0"]),  # Théo wins the rest
        (theo, "yellow-8", "yellow-3", ["yellow-3"]),
        (theo, "purple-8", "purple-0", ["purple-0"]),
        (theo, "purple-7", "purple-3", ["purple-3"]),
        (theo, "purple-6", "purple-4", ["purple-4"]),
    ]
    for leader, lead_card, other_card, placements in script:
        assert RULES.to_move(state) == [leader]
        log += play(state, leader, lead_card)
        log += play(state, 1 - leader, other_card)
        for card in placements:
            log += place(state, state["placer"], card)
    return state, log


def test_example_g_second_and_h_empty_farmed_box_scores_its_printed_value():
    """Second example G (the text the rulebook calls H): 8 + 6 + 2 = 16, plus 3 for the fourth
    box, which holds no card but has all its farmers: 19. Théo's third box (empty, farmed) gives 1."""
    state, log = carole_round()
    [scored] = of_type(log, "round_scored")
    assert scored["data"]["round"] == 1
    assert scored["data"]["boxes"][1] == [8, 6, 2, 3, 0]
    assert scored["data"]["scores"][1] == 16 + 3 == 19
    assert scored["data"]["boxes"][0] == [8, 6, 1, 0, 0]  # yellow 8, purple 6, empty farmed box 3
    assert state["totals"] == [15, 19] and state["round_scores"] == [[15], [19]]
    final = state["last_round"]["kingdoms"][1]
    assert [box["cards"][-1] if box["cards"] else None for box in final] == [
        "red-8",
        "blue-6",
        "green-2",
        None,
        None,
    ]
    assert [box["farmers"] for box in final] == [1, 1, 2, 3, 0]
    # The next round is dealt at once, by the next seat clockwise; its left neighbour leads.
    [dealt] = of_type(log, "round_dealt")
    assert (dealt["data"]["round"], dealt["data"]["dealer"], dealt["data"]["leader"]) == (2, 1, 0)
    assert state["supply"] == 12 and all(len(hand) == 10 for hand in state["hands"])
    assert [box["farmers"] for box in state["kingdoms"][1]] == [1, 1, 0, 0, 0]
