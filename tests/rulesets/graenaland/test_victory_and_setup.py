"""Victory (basic card, final building, ranking), victory-point cards and claims, advanced setup."""

from __future__ import annotations

from random import Random

import pytest

from games.engine.errors import IllegalMove
from games.rulesets.graenaland.components import VP_CARDS
from games.rulesets.graenaland.scoring import goals_met, measures, victory_points

from .helpers import RULESET, building_state, give, levels_per_column, new_game, pay_all, play


def _three_goals(state, seat):
    """8 colonies over 3 territories with 2+, one with 4: colonies, territories and major."""
    state["villages"]["T1"][seat] = 4
    state["villages"]["T2"][seat] = 2
    state["villages"]["T3"][seat] = 2


def test_basic_goals():
    state = building_state(4)
    assert goals_met(state, 0) == 0  # army 1
    _three_goals(state, 0)
    assert goals_met(state, 0) == 3
    state["army"][0] = 3
    state["buildings"]["T1"]["keep"] = 0
    state["buildings"]["T2"]["hall"] = 0
    assert goals_met(state, 0) == 5


def test_three_players_first_building_does_not_count_for_the_buildings_goal():
    state = building_state(3)
    state["buildings"]["T1"]["keep"] = 0
    state["buildings"]["T2"]["hall"] = 0
    assert measures(state, 0)["buildings"] == 1
    assert measures(state, 0)["colonies"] == 2  # but both count as colonies
    state["buildings"]["T3"]["church"] = 0
    assert measures(state, 0)["buildings"] == 2


def test_victory_declared_at_the_end_of_building_then_final_building_and_ranking():
    state = building_state(4, seat=1)
    state["supply_row"] = []
    _three_goals(state, 1)
    state["army"][3] = 3  # seat 3: one goal
    state["villages"]["T4"][2] = 1
    give(state, 2, "wood", "wood", "cattle", "cattle", "grain", "ore", "ore")
    events, state = play(state, 1, {"type": "end_turn"})
    assert [e["type"] for e in events] == ["turn_ended", "victory_declared"]
    # the others build once more, starting left of the winner: 2, 3, 0
    assert RULESET.to_move(state) == [2] and state["phase"] == "final_building"
    moves = RULESET.legal_moves(state, 2)
    assert not any(m["type"] in ("take_supply", "propose_joint", "end_turn") for m in moves)
    assert not any(m.get("project") in ("road", "market", "palisade", "improvement") for m in moves)
    assert {"type": "build", "project": "village", "territory": "T4"} in moves
    _, state = play(state, 2, {"type": "finish_building"})
    _, state = play(state, 3, {"type": "finish_building"})
    assert RULESET.outcome(state) is None
    _, state = play(state, 0, {"type": "finish_building"})
    outcome = RULESET.outcome(state)
    assert outcome["winners"] == [1]
    assert [entry["seat"] for entry in outcome["ranking"]][:2] == [1, 3]
    assert outcome["scores"] == {"0": 0, "1": 3, "2": 0, "3": 1}
    assert RULESET.to_move(state) == []


def test_the_winner_stays_first_even_if_overtaken_in_the_final_building():
    state = building_state(4, seat=0)
    state["supply_row"] = []
    _three_goals(state, 0)
    _three_goals(state, 1)
    state["villages"]["T1"][1] = 5
    state["army"][1] = 3
    _, state = play(state, 0, {"type": "end_turn"})
    for seat in (1, 2, 3):
        _, state = play(state, seat, {"type": "finish_building"})
    outcome = RULESET.outcome(state)
    assert outcome["winners"] == [0] and outcome["ranking"][0]["seat"] == 0


# ------------------------------------------------------------------ victory-point cards


def test_victory_point_card_example_gives_6_vp():
    """8 houses: 2 VP; 2 territories with 2+: 0; 5 in one territory: 1; 3 buildings: 2; army 3: 1."""
    state = building_state(4, victory_point_cards=True)
    state["vp"]["cards"][0] = "vp-01"
    state["villages"]["T1"][0] = 2
    for kind in ("keep", "church", "hall"):
        state["buildings"]["T1"][kind] = 0
    state["villages"]["T2"][0] = 2
    state["villages"]["T3"][0] = 1
    state["army"][0] = 3
    assert measures(state, 0) == {"colonies": 8, "territories": 2, "major": 5, "buildings": 3, "army": 3}
    # and column by column, as the rulebook counts them
    assert levels_per_column(state, 0, "vp-01") == {
        "colonies": 2, "territories": 0, "major": 1, "buildings": 2, "army": 1,
    }
    assert victory_points(state, 0) == 6


def test_vp_cards_are_twenty_with_five_columns_of_three_levels():
    assert len(VP_CARDS) == 20
    assert all(
        len(card) == 5 and all(len(levels) == 3 for levels in card.values()) for card in VP_CARDS.values()
    )


def test_each_player_keeps_one_of_three_secret_vp_cards():
    events, state = new_game(4, victory_point_cards=True)
    dealt = [e for e in events if e["type"] == "vp_cards_dealt"]
    assert len(dealt) == 4 and all(len(e["data"]["cards"]) == 3 for e in dealt)
    assert len({card for e in dealt for card in e["data"]["cards"]}) == 12
    assert RULESET.to_move(state) == [0, 1, 2, 3]
    assert "cards" not in RULESET.redact(dealt[0], 1)["data"]
    assert RULESET.view(state, 1)["vp"]["offers"][0] == 3
    chosen = dealt[0]["data"]["cards"][1]
    with pytest.raises(IllegalMove):
        RULESET.decide(state, 0, {"type": "choose_vp_card", "card": dealt[1]["data"]["cards"][0]}, Random(0))
    new, state = play(state, 0, {"type": "choose_vp_card", "card": chosen})
    assert "card" not in RULESET.redact(new[0], 2)["data"]
    assert RULESET.view(state, 2)["vp"]["cards"][0] is True
    assert RULESET.view(state, 0)["vp"]["cards"][0] == chosen
    for seat in (1, 2, 3):
        _, state = play(state, seat, {"type": "choose_vp_card", "card": dealt[seat]["data"]["cards"][0]})
    assert state["turn"] == 1 and state["phase"] == "heroes"


def _claims_state(main=0):
    state = building_state(4, seat=main, victory_point_cards=True)
    state["vp"]["cards"] = ["vp-01", "vp-02", "vp-03", "vp-04"]
    state["phase"] = "claims"
    state["build"] = None
    state["claims"] = {"0": None, "1": None, "2": None, "3": None}
    return state


def test_claims_are_secret_and_nearest_clockwise_from_the_main_player_wins_a_tie():
    state = _claims_state(main=2)
    events, state = play(state, 0, {"type": "no_claim"})
    assert "vp" not in RULESET.redact(events[0], 1)["data"]
    state["claims"] = {"0": 6, "1": 6, "2": None, "3": 6}
    _, state = play(state, 2, {"type": "no_claim"})
    # seat 3 is nearest clockwise from the main player (seat 2)
    assert state["build"]["seat"] == 3 and state["phase"] == "final_building"


def test_higher_claim_beats_proximity():
    state = _claims_state(main=0)
    state["claims"] = {"0": None, "1": 6, "2": 7, "3": 0}
    _, state = play(state, 0, {"type": "no_claim"})
    assert state["build"]["seat"] == 2


def test_a_claimant_who_reaches_6_vp_wins_and_the_others_build_once_more():
    state = _claims_state(main=0)
    state["claims"] = {"0": 0, "1": None, "2": 0, "3": 0}
    state["vp"]["cards"][1] = "vp-01"
    state["villages"]["T1"][1] = 2
    for kind in ("keep", "church", "hall"):
        state["buildings"]["T1"][kind] = 1
    state["villages"]["T2"][1] = 2
    state["villages"]["T3"][1] = 1
    state["army"][1] = 3
    give(state, 1, *["gold"] * 9)
    assert {"type": "claim_victory", "vp": 6} in RULESET.legal_moves(state, 1)
    _, state = play(state, 1, {"type": "claim_victory", "vp": 6})
    assert RULESET.to_move(state) == [1] and state["phase"] == "final_building"
    assert not any(m["type"] == "take_supply" for m in RULESET.legal_moves(state, 1))
    events, state = play(state, 1, {"type": "finish_building"})
    assert [e["type"] for e in events] == ["vp_card_revealed", "victory_declared"]
    assert RULESET.view(state, 0)["vp"]["cards"][1] == "vp-01"
    for seat in (2, 3, 0):
        events, state = play(state, seat, {"type": "finish_building"})
    assert {e["seat"] for e in events if e["type"] == "vp_card_revealed"} == {0, 2, 3}
    assert RULESET.outcome(state)["winners"] == [1]


def test_a_failed_claim_reveals_the_card_and_the_main_player_builds_as_usual():
    state = _claims_state(main=0)
    state["claims"] = {"0": 0, "1": 6, "2": 0, "3": None}
    state["supply_row"] = ["supply-01"]
    state["supply_deck"].remove("supply-01")
    cards = give(state, 1, "grain", "grain", "grain", "grain", "ore")
    _, state = play(state, 3, {"type": "no_claim"})
    _, state = play(state, 1, {"type": "build", "project": "army", "variant": "grain"})
    state = pay_all(state, 1)
    assert state["army"][1] == 2 and state["hands"][1] == []
    assert "claim_snapshot" not in RULESET.view(state, 0)
    events, state = play(state, 1, {"type": "finish_building"})
    assert [e["type"] for e in events] == ["vp_card_revealed", "claim_failed"]
    # the unproven claim is undone: army and cards back, but the card stays revealed
    assert state["army"][1] == 1 and sorted(state["hands"][1]) == sorted(cards)
    assert RULESET.view(state, 0)["vp"]["cards"][1] == "vp-02"
    assert state["phase"] == "building" and RULESET.to_move(state) == [0]
    assert any(m["type"] == "take_supply" for m in RULESET.legal_moves(state, 0))


def test_no_victory_at_end_of_turn_with_vp_cards():
    state = building_state(4, victory_point_cards=True)
    state["vp"]["cards"] = ["vp-01", "vp-02", "vp-03", "vp-04"]
    state["supply_row"] = []
    _three_goals(state, 0)
    events, state = play(state, 0, {"type": "end_turn"})
    assert "victory_declared" not in [e["type"] for e in events]


# ------------------------------------------------------------------ advanced setup


def test_advanced_setup_snake_order_warrior_first_round_and_two_different_territories():
    events, state = new_game(4, advanced_setup=True)
    laid = [e for e in events if e["type"] == "start_cards_laid"][0]
    assert set(laid["data"]["cards"]) == {"T2", "T1", "T3", "T6"}
    assert RULESET.redact(laid, 0)["data"]["cards"] == {"T2": 2, "T1": 2, "T3": 2, "T6": 2}
    assert state["placement"]["order"] == [0, 1, 2, 3, 3, 2, 1, 0]
    assert {m["territory"] for m in RULESET.legal_moves(state, 0)} == {"T2", "T1", "T3", "T6"}
    new, state = play(state, 0, {"type": "place_village", "territory": "T1"})
    assert state["heroes"][0]["warrior"] == "T1"
    assert new[1]["type"] == "start_card_taken" and "card" not in RULESET.redact(new[1], 1)["data"]
    assert state["hands"][0] == [laid["data"]["cards"]["T1"][0]]
    for seat, tid in ((1, "T2"), (2, "T3"), (3, "T6"), (3, "T3")):
        _, state = play(state, seat, {"type": "place_village", "territory": tid})
    assert state["heroes"][3]["warrior"] == "T6"  # the second village comes without a hero
    assert {"type": "place_village", "territory": "T3"} not in RULESET.legal_moves(state, 2)
    _, state = play(state, 2, {"type": "place_village", "territory": "T6"})
    _, state = play(state, 1, {"type": "place_village", "territory": "T1"})
    # the last village: anywhere but its first territory (T2 still has a card, T3 and T6 are full)
    assert {m["territory"] for m in RULESET.legal_moves(state, 0)} == {"T2", "T3", "T6"}
    _, state = play(state, 0, {"type": "place_village", "territory": "T2"})
    assert state["placement"] is None and state["turn"] == 1
    assert all(len(hand) == 2 for hand in state["hands"])


def test_overcrowding_lets_an_earlier_settler_move_away():
    events, state = new_game(4, advanced_setup=True)
    for seat, tid in ((0, "T1"), (1, "T1"), (2, "T1")):
        _, state = play(state, seat, {"type": "place_village", "territory": tid})
    # the third village on T1 gets no card; seat 0 (first there) may move, then seat 1
    assert state["hands"][2] == []
    assert RULESET.to_move(state) == [0]
    assert {"type": "stay"} in RULESET.legal_moves(state, 0)
    assert {"type": "relocate", "territory": "T1"} not in RULESET.legal_moves(state, 0)
    _, state = play(state, 0, {"type": "stay"})
    assert RULESET.to_move(state) == [1]
    _, state = play(state, 1, {"type": "relocate", "territory": "T6"})
    assert state["villages"]["T1"][1] == 0 and state["villages"]["T6"][1] == 1
    assert len(state["hands"][1]) == 2
    assert RULESET.to_move(state) == [3]


def test_the_last_village_is_never_forced_to_overcrowd():
    _, state = new_game(3, advanced_setup=True)  # coast T2, T3, T1; order 0 1 2 2 1 0
    for seat, tid in ((0, "T2"), (1, "T3"), (2, "T1"), (2, "T3")):
        _, state = play(state, seat, {"type": "place_village", "territory": tid})
    # cards left: T2 1, T1 1; seat 0 (last) has its first village on T2, so seat 1 must not take T1's card
    assert {m["territory"] for m in RULESET.legal_moves(state, 1)} == {"T2"}


def test_a_move_away_caused_by_the_last_village_is_not_restricted():
    """The last-village rule binds the next-to-last placement only: once the last village is down,
    an earlier settler moving away may take any card left (here T2, or T6 by the last player's
    first village)."""
    _, state = new_game(4, advanced_setup=True)  # coast T2, T1, T3, T6; order 0 1 2 3 3 2 1 0
    for seat, move in [
        (0, {"type": "place_village", "territory": "T6"}),
        (1, {"type": "place_village", "territory": "T3"}),
        (2, {"type": "place_village", "territory": "T3"}),
        (3, {"type": "place_village", "territory": "T1"}),
        (3, {"type": "place_village", "territory": "T3"}),  # overcrowded: seat 1 moves away
        (1, {"type": "relocate", "territory": "T2"}),
        (2, {"type": "place_village", "territory": "T1"}),
        (1, {"type": "place_village", "territory": "T3"}),  # overcrowded again: both stay
        (2, {"type": "stay"}),
        (3, {"type": "stay"}),
        (0, {"type": "place_village", "territory": "T3"}),  # the last village overcrowds T3
    ]:
        _, state = play(state, seat, move)
    assert RULESET.to_move(state) == [2]
    assert RULESET.legal_moves(state, 2) == [
        {"type": "relocate", "territory": "T2"},
        {"type": "relocate", "territory": "T6"},
        {"type": "stay"},
    ]
    _, state = play(state, 2, {"type": "relocate", "territory": "T2"})  # the first to move ends it
    assert state["placement"] is None and state["turn"] == 1
    # the card left by T6 is discarded unseen
    assert sum(len(cards) for cards in state["discards"].values()) == 1
