"""Building (rulebook "Construction" to "Fin du tour"): costs, payment, supply, markets, palisade,
joint public works, heroes entering with churches and halls, the 5-player favour."""

from __future__ import annotations

from random import Random

import pytest

from games.engine.errors import IllegalMove
from games.rulesets import presentation_for
from games.rulesets.graenaland import payment
from games.rulesets.graenaland.building import army_variants, project_cost

from .helpers import RULESET, building_state, give, pay_all, play


def _builds(state, seat=0):
    return [m for m in RULESET.legal_moves(state, seat) if m["type"] == "build"]


def test_army_cost_example_with_two_keeps():
    """Keeps on plains and in a forest: 1 grain + 1 ore + 1 cattle, or + 1 wood, or 4 grain + 1 ore."""
    state = building_state(4)
    state["buildings"]["T1"]["keep"] = 0  # plains
    state["buildings"]["T2"]["keep"] = 0  # forest
    assert army_variants(state, 0) == ["grain", "wood", "cattle"] or sorted(army_variants(state, 0)) == [
        "cattle",
        "grain",
        "wood",
    ]
    costs = {variant: project_cost(state, "army", None, variant) for variant in army_variants(state, 0)}
    assert costs == {
        "grain": {"grain": 4, "ore": 1},
        "cattle": {"grain": 1, "ore": 1, "cattle": 1},
        "wood": {"grain": 1, "ore": 1, "wood": 1},
    }
    give(state, 0, "grain", "ore", "cattle")
    assert _builds(state) == [{"type": "build", "project": "army", "variant": "cattle"}]
    _, state = play(state, 0, {"type": "build", "project": "army", "variant": "cattle"})
    state = pay_all(state, 0)
    assert state["army"][0] == 2 and state["hands"][0] == []


def test_army_can_be_strengthened_several_times_in_one_phase():
    state = building_state(4)
    give(state, 0, *["grain"] * 8, "ore", "ore")
    for expected in (2, 3):
        _, state = play(state, 0, {"type": "build", "project": "army", "variant": "grain"})
        state = pay_all(state, 0)
        assert state["army"][0] == expected


def test_village_placement_and_cost_by_tile():
    state = building_state(4)
    state["villages"]["T1"][0] = 1  # coast 2
    give(state, 0, "wood", "wood", "cattle", "cattle", "grain", "ore")
    targets = {m["territory"] for m in _builds(state) if m["project"] == "village"}
    # own tile, its coast neighbours T2 and T3, inland T7 and T4 (T4 mountains: 6 resources)
    assert targets == {"T1", "T2", "T3", "T7", "T4"}
    assert project_cost(state, "village", "T1", None) == {"wood": 2, "cattle": 2}
    assert project_cost(state, "village", "T7", None) == {"wood": 2, "cattle": 2, "grain": 1}
    assert project_cost(state, "village", "T4", None) == {"wood": 2, "cattle": 2, "grain": 1, "ore": 1}


def test_gold_is_a_joker_and_unused_cards_are_kept():
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    give(state, 0, "gold", "gold", "gold", "cattle", "grain")
    _, state = play(state, 0, {"type": "build", "project": "village", "territory": "T1"})
    state = pay_all(state, 0)
    assert state["villages"]["T1"][0] == 2
    assert len(state["hands"][0]) == 1
    assert len(state["discards"]["mountains"]) == 3


def test_buildings_need_a_village_one_of_each_type_and_none_in_mountains():
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    state["villages"]["T4"][0] = 1
    state["buildings"]["T1"]["hall"] = 1
    give(state, 0, *["wood"] * 3, *["ore"] * 3, *["grain"] * 3, *["cattle"] * 3)
    buildings = {
        (m["project"], m["territory"]) for m in _builds(state) if m["project"] in ("keep", "church", "hall")
    }
    assert buildings == {("keep", "T1"), ("church", "T1")}


def test_supply_card_pays_one_or_both_of_its_resources_for_one_project():
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    card = next(c for c in state["supply_row"] + state["supply_deck"] if c == "supply-07")  # cattle + wood
    assert payment.pay_units(card, ["cattle", "wood"], False) is None
    give(state, 0, "supply-07", "wood", "cattle")
    _, state = play(state, 0, {"type": "build", "project": "village", "territory": "T1"})
    moves = RULESET.legal_moves(state, 0)
    assert {"type": "pay", "card": "supply-07", "as": ["cattle", "wood"]} in moves
    _, state = play(state, 0, {"type": "pay", "card": "supply-07", "as": ["cattle", "wood"]})
    state = pay_all(state, 0)
    assert state["villages"]["T1"][0] == 2 and "supply-07" in state["supply_discard"]


def test_take_a_supply_card_before_ending_the_turn():
    state = building_state(4)
    state["supply_row"] = ["supply-01", "supply-02", "supply-03", "supply-04"]
    for card in state["supply_row"]:
        state["supply_deck"].remove(card)
    assert {"type": "end_turn"} not in RULESET.legal_moves(state, 0)
    with pytest.raises(IllegalMove):
        RULESET.decide(state, 0, {"type": "end_turn"}, Random(0))
    _, state = play(state, 0, {"type": "take_supply", "card": "supply-03"})
    assert "supply-03" in state["hands"][0]
    assert not any(m["type"] == "take_supply" for m in RULESET.legal_moves(state, 0))
    events, after = play(state, 0, {"type": "end_turn"})
    assert after["main"] == 1 and len(after["supply_row"]) == 4
    assert [e["type"] for e in events][:3] == ["turn_ended", "supply_revealed", "turn_started"]


def test_market_replaces_one_unit_once_per_market_territory():
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    state["works"]["T1"]["market"] = True
    give(state, 0, "wood", "wood", "cattle", "ore")  # the ore stands for the second cattle
    _, state = play(state, 0, {"type": "build", "project": "village", "territory": "T1"})
    ore = next(
        c
        for c in state["hands"][0]
        if c.startswith(("plains", "hills", "mountains")) and payment.card_resource(c) == "ore"
    )
    _, state = play(state, 0, {"type": "pay", "card": ore, "as": ["cattle"], "market": "T1"})
    state = pay_all(state, 0)
    assert state["villages"]["T1"][0] == 2
    assert state["build"]["markets_used"] == ["T1"]
    give(state, 0, "wood", "wood", "cattle", "ore")
    assert not any(m["project"] == "village" for m in _builds(state))  # the market is used up


def test_palisade_newcomer_gives_a_card_to_each_resident():
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    state["villages"]["T3"][1] = 1
    state["villages"]["T3"][2] = 2
    state["works"]["T3"]["palisade"] = True
    give(state, 0, "wood", "wood", "cattle", "cattle", "grain")
    assert not any(m.get("territory") == "T3" for m in _builds(state))  # needs 2 more cards
    give(state, 0, "ore")
    _, state = play(state, 0, {"type": "build", "project": "village", "territory": "T3"})
    assert state["build"]["project"]["gifts"] == [1, 2]
    state = pay_all(state, 0)
    assert state["villages"]["T3"][0] == 1
    assert len(state["hands"][1]) == 1 and len(state["hands"][2]) == 1
    # once resident, no more gifts
    give(state, 0, "wood", "wood", "cattle", "cattle")
    _, state = play(state, 0, {"type": "build", "project": "village", "territory": "T3"})
    assert state["build"]["project"]["gifts"] == []


def test_public_works_one_of_each_where_you_have_a_colony_and_improvement_costs_its_product():
    state = building_state(4)
    state["villages"]["T4"][0] = 1  # mountains: improvement produces gold
    state["works"]["T4"]["road"] = True
    give(state, 0, "wood", "ore", "gold", "wood", "wood")
    works = {(m["project"], m["territory"]) for m in _builds(state)}
    assert ("road", "T4") not in works
    assert ("improvement", "T4") in works and ("palisade", "T4") in works
    assert project_cost(state, "improvement", "T4", None) == {"wood": 1, "ore": 1, "gold": 1}
    assert not any(m.get("territory") == "T1" for m in _builds(state))


def test_cancel_returns_paid_cards_and_payment_never_dead_ends():
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    cards = give(state, 0, "wood", "wood", "cattle", "gold")
    _, state = play(state, 0, {"type": "build", "project": "village", "territory": "T1"})
    # paying wood with the gold would leave the second cattle unpaid: not offered, and refused
    gold = cards[3]
    assert {"type": "pay", "card": gold, "as": ["wood"]} not in RULESET.legal_moves(state, 0)
    with pytest.raises(IllegalMove):
        RULESET.decide(state, 0, {"type": "pay", "card": gold, "as": ["wood"]}, Random(0))
    _, state = play(state, 0, {"type": "pay", "card": cards[0], "as": ["wood"]})
    _, state = play(state, 0, {"type": "cancel_project"})
    assert sorted(state["hands"][0]) == sorted(cards) and state["build"]["project"] is None


def test_church_brings_the_priest_in_or_makes_it_wait():
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    state["villages"]["T3"][0] = 1
    state["heroes"][0]["warrior"] = "T1"
    give(state, 0, "wood", "wood", "grain", "grain", "ore", "cattle")
    _, state = play(state, 0, {"type": "build", "project": "church", "territory": "T1"})
    state = pay_all(state, 0)
    assert state["heroes"][0]["priest"] is None and state["waiting"][0]["priest"] == "T1"
    give(state, 0, "cattle", "cattle", "grain", "grain", "wood", "wood")
    _, state = play(state, 0, {"type": "build", "project": "hall", "territory": "T3"})
    state = pay_all(state, 0)
    assert state["heroes"][0]["minstrel"] == "T3"
    # a second hall: the minstrel may move there
    state["villages"]["T2"][0] = 1
    give(state, 0, "cattle", "cattle", "grain", "grain", "wood", "wood")
    _, state = play(state, 0, {"type": "build", "project": "hall", "territory": "T2"})
    state = pay_all(state, 0)
    assert RULESET.legal_moves(state, 0) == [
        {"type": "move_hero", "accept": True},
        {"type": "move_hero", "accept": False},
    ]
    _, state = play(state, 0, {"type": "move_hero", "accept": True})
    assert state["heroes"][0]["minstrel"] == "T2"


def test_joint_public_work_with_offers_from_other_players():
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    give(state, 0, "wood")
    offered = give(state, 1, "wood", "grain")
    give(state, 2, "ore")
    _, state = play(state, 0, {"type": "propose_joint", "work": "road", "territory": "T1"})
    assert RULESET.to_move(state) == [1]
    _, state = play(state, 1, {"type": "offer_card", "card": offered[0]})
    _, state = play(state, 1, {"type": "offer_card", "card": offered[1]})
    _, state = play(state, 1, {"type": "done_offering"})
    ore = state["hands"][2][0]
    _, state = play(state, 2, {"type": "offer_card", "card": ore})
    _, state = play(state, 2, {"type": "done_offering"})
    _, state = play(state, 3, {"type": "done_offering"})
    assert RULESET.legal_moves(state, 0) == [
        {"type": "build_joint"},
        {"type": "abandon_joint"},
    ]  # no supply row
    _, state = play(state, 0, {"type": "build_joint"})
    state = pay_all(state, 0)
    assert state["works"]["T1"]["road"]
    assert state["build"]["joint"] is None and state["build"]["joint_used"]
    assert len(state["hands"][1]) + len(state["hands"][0]) == 1  # one surplus card went back
    assert not any(m["type"] == "propose_joint" for m in RULESET.legal_moves(state, 0))


def test_abandoned_joint_work_returns_the_offers():
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    offered = give(state, 1, "wood")
    _, state = play(state, 0, {"type": "propose_joint", "work": "palisade", "territory": "T1"})
    _, state = play(state, 1, {"type": "offer_card", "card": offered[0]})
    for seat in (1, 2, 3):
        _, state = play(state, seat, {"type": "done_offering"})
    assert RULESET.legal_moves(state, 0) == [{"type": "abandon_joint"}]
    _, state = play(state, 0, {"type": "abandon_joint"})
    assert state["hands"][1] == offered


def test_five_player_favour_lets_another_player_build_once_without_markets():
    state = building_state(5, five_player_favour=True)
    state["villages"]["T1"][2] = 1
    state["works"]["T1"]["market"] = True
    give(state, 2, "wood", "wood", "cattle", "cattle", "grain", "ore", "ore", "ore", "ore")
    assert {"type": "grant_favour", "to": 2} in RULESET.legal_moves(state, 0)
    _, state = play(state, 0, {"type": "grant_favour", "to": 2})
    assert RULESET.to_move(state) == [2]
    moves = RULESET.legal_moves(state, 2)
    assert {"type": "decline_favour"} in moves and not any(m["type"] == "take_supply" for m in moves)
    _, state = play(state, 2, {"type": "build", "project": "village", "territory": "T1"})
    assert not any(m.get("market") for m in RULESET.legal_moves(state, 2))
    state = pay_all(state, 2)
    assert state["villages"]["T1"][2] == 2 and RULESET.to_move(state) == [0]
    moves = RULESET.legal_moves(state, 0)
    assert not any(m["type"] in ("grant_favour", "propose_joint") for m in moves)


def test_favour_is_only_offered_with_the_option_and_five_players():
    state = building_state(5)
    assert not any(m["type"] == "grant_favour" for m in RULESET.legal_moves(state, 0))


def test_a_favoured_player_building_a_second_church_is_asked_about_its_priest():
    state = building_state(5, five_player_favour=True)
    state["villages"]["T3"][2] = 1
    state["heroes"][2]["priest"] = "T1"
    state["buildings"]["T1"]["church"] = 2
    give(state, 2, "wood", "wood", "grain", "grain", "ore", "cattle")
    _, state = play(state, 0, {"type": "grant_favour", "to": 2})
    _, state = play(state, 2, {"type": "build", "project": "church", "territory": "T3"})
    state = pay_all(state, 2)
    assert RULESET.to_move(state) == [2]
    assert RULESET.legal_moves(state, 2) == [
        {"type": "move_hero", "accept": True},
        {"type": "move_hero", "accept": False},
    ]
    _, state = play(state, 2, {"type": "move_hero", "accept": False})
    assert state["heroes"][2]["priest"] == "T1" and RULESET.to_move(state) == [0]


def test_a_waiting_minstrel_may_be_redirected_to_a_new_hall():
    state = building_state(4)
    state["villages"]["T2"][0] = 1
    state["waiting"][0]["minstrel"] = "T1"
    give(state, 0, "cattle", "cattle", "grain", "grain", "wood", "wood")
    _, state = play(state, 0, {"type": "build", "project": "hall", "territory": "T2"})
    state = pay_all(state, 0)
    _, state = play(state, 0, {"type": "move_hero", "accept": True})
    assert state["heroes"][0]["minstrel"] == "T2" and state["waiting"][0]["minstrel"] is None


def test_any_unused_market_may_be_named_and_each_is_used_once():
    state = building_state(4)
    for tid in ("T1", "T3"):
        state["villages"][tid][0] = 1
        state["works"][tid]["market"] = True
    give(state, 0, "wood", "ore", "ore")  # a palisade (3 wood) with two markets
    _, state = play(state, 0, {"type": "build", "project": "palisade", "territory": "T1"})
    listed = [m for m in RULESET.legal_moves(state, 0) if m.get("market")]
    assert listed and {m["market"] for m in listed} == {"T1"}
    ores = [c for c in state["hands"][0] if payment.card_resource(c) == "ore"]
    _, state = play(state, 0, {"type": "pay", "card": ores[0], "as": ["wood"], "market": "T3"})
    with pytest.raises(IllegalMove) as error:
        RULESET.decide(state, 0, {"type": "pay", "card": ores[1], "as": ["wood"], "market": "T3"}, Random(0))
    assert error.value.code == "market_not_available"
    _, state = play(state, 0, {"type": "pay", "card": ores[1], "as": ["wood"], "market": "T1"})
    state = pay_all(state, 0)
    assert state["works"]["T1"]["palisade"] and sorted(state["build"]["markets_used"]) == ["T1", "T3"]


def test_end_of_turn_passes_the_ship_left_and_reshuffles_used_supply_cards():
    state = building_state(4, seat=3)
    state["supply_discard"] = list(state["supply_deck"])
    state["supply_deck"] = []
    state["villages"]["T1"][0] = 1
    events, state = play(state, 3, {"type": "end_turn"})
    types = [e["type"] for e in events]
    assert types[:4] == ["turn_ended", "supply_refilled", "supply_revealed", "turn_started"]
    assert state["main"] == 0 and state["turn"] == 2
    assert "card_produced" in types and state["phase"] == "heroes"
    assert RULESET.to_move(state) == [1, 2, 3]


def test_safety_limit_stops_a_stalled_game_and_reports_it():
    """After MAX_TURNS, a whole round without anything built stops the game, with an event."""
    from games.rulesets.graenaland.turn import MAX_TURNS

    state = building_state(4, seat=0)
    state["supply_row"] = []
    state["turn"] = MAX_TURNS + 3
    state["last_built_turn"] = MAX_TURNS - 1
    state["army"][2] = 3
    events, state = play(state, 0, {"type": "end_turn"})
    assert events[-1] == {
        "type": "game_stopped",
        "seat": None,
        "data": {"reason": "turn_limit", "turns": MAX_TURNS + 3, "last_built_turn": MAX_TURNS - 1},
    }
    assert state["ended_by_limit"] and RULESET.view(state, 1)["ended_by_limit"]
    outcome = RULESET.outcome(state)
    assert outcome["winners"] == [2] and RULESET.to_move(state) == []
    assert "safety limit" in presentation_for(RULESET.id).describe_event(events[-1], ["A", "B", "C", "D"], "en")


def test_safety_limit_reveals_the_victory_point_cards_behind_the_ranking():
    """A stopped game is ranked by victory points, which are public: so are the cards then."""
    from games.rulesets.graenaland.turn import MAX_TURNS

    state = building_state(4, seat=0, victory_point_cards=True)
    state["vp"]["cards"] = ["vp-01", "vp-02", "vp-03", "vp-04"]
    state["vp"]["revealed"][1] = True
    state["supply_row"] = []
    state["turn"] = MAX_TURNS + 3
    state["last_built_turn"] = MAX_TURNS - 1
    events, state = play(state, 0, {"type": "end_turn"})
    revealed = [(e["seat"], e["data"]["card"]) for e in events if e["type"] == "vp_card_revealed"]
    assert revealed == [(0, "vp-01"), (2, "vp-03"), (3, "vp-04")]
    assert events[-1]["type"] == "game_stopped" and RULESET.outcome(state) is not None
    assert RULESET.view(state, 0)["vp"]["cards"] == ["vp-01", "vp-02", "vp-03", "vp-04"]


def test_safety_limit_never_stops_a_game_where_players_still_build():
    from games.rulesets.graenaland.turn import MAX_TURNS

    state = building_state(4, seat=0)
    state["supply_row"] = []
    state["villages"]["T1"][0] = 1
    state["turn"] = MAX_TURNS + 3
    state["last_built_turn"] = MAX_TURNS
    give(state, 0, "grain", "grain", "grain", "grain", "ore")
    _, state = play(state, 0, {"type": "build", "project": "army", "variant": "grain"})
    state = pay_all(state, 0)
    assert state["last_built_turn"] == MAX_TURNS + 3
    events, state = play(state, 0, {"type": "end_turn"})
    assert "game_stopped" not in [e["type"] for e in events] and state["turn"] == MAX_TURNS + 4
    # before the limit, even a long stall does not stop the game
    state = building_state(4, seat=0)
    state["supply_row"] = []
    state["villages"]["T1"][0] = 1
    state["turn"] = MAX_TURNS - 1
    events, state = play(state, 0, {"type": "end_turn"})
    assert "game_stopped" not in [e["type"] for e in events]


def _pay_through(state, seat, card, unit, market):
    _, state = play(state, seat, {"type": "pay", "card": card, "as": [unit], "market": market})
    return pay_all(state, seat)


def test_a_market_built_this_turn_serves_the_next_project():
    """Rulebook "Marchés": usable for a following project even if you have just built it."""
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    give(state, 0, "grain", "cattle", "wood")  # the market
    ore = give(state, 0, "wood", "wood", "cattle", "ore")[-1]  # a village, the ore for a cattle
    _, state = play(state, 0, {"type": "build", "project": "market", "territory": "T1"})
    state = pay_all(state, 0)
    assert state["works"]["T1"]["market"]
    # left: wood, wood, cattle, ore: the village needs the new market
    assert {"type": "build", "project": "village", "territory": "T1"} in _builds(state)
    _, state = play(state, 0, {"type": "build", "project": "village", "territory": "T1"})
    state = _pay_through(state, 0, ore, "cattle", "T1")
    assert state["villages"]["T1"][0] == 2 and state["hands"][0] == []


def test_a_first_village_in_a_market_territory_opens_its_market_at_once():
    """Rulebook "Marchés": ... or if you build your first village this turn in a territory with a market."""
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    state["villages"]["T3"][1] = 1
    state["works"]["T3"]["market"] = True
    give(state, 0, "wood", "wood", "cattle", "cattle")  # a village on T3
    grain = give(state, 0, "wood", "wood", "grain")[-1]  # a palisade, the grain for a wood
    _, state = play(state, 0, {"type": "build", "project": "village", "territory": "T3"})
    state = pay_all(state, 0)
    assert state["build"]["markets_used"] == []
    _, state = play(state, 0, {"type": "build", "project": "palisade", "territory": "T3"})
    state = _pay_through(state, 0, grain, "wood", "T3")
    assert state["works"]["T3"]["palisade"] and state["build"]["markets_used"] == ["T3"]


def test_through_a_market_a_whole_supply_card_replaces_one_unit():
    """Rulebook "Marchés": you may not use one half of a supply card there, only the whole card."""
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    state["works"]["T1"]["market"] = True
    give(state, 0, "wood", "wood", "supply-01")  # supply-01: grain + cattle, for the third wood
    _, state = play(state, 0, {"type": "build", "project": "palisade", "territory": "T1"})
    moves = RULESET.legal_moves(state, 0)
    assert {"type": "pay", "card": "supply-01", "as": ["wood"], "market": "T1"} in moves
    with pytest.raises(IllegalMove):
        RULESET.decide(
            state, 0, {"type": "pay", "card": "supply-01", "as": ["wood", "wood"], "market": "T1"}, Random(0)
        )
    state = _pay_through(state, 0, "supply-01", "wood", "T1")
    assert state["works"]["T1"]["palisade"] and "supply-01" in state["supply_discard"]


def test_the_market_is_used_in_the_final_building_too_but_no_supply_card_is_taken():
    state = building_state(4, seat=2)
    state["build"]["final"] = True
    state["phase"] = "final_building"
    state["villages"]["T1"][2] = 1
    state["works"]["T1"]["market"] = True
    ore = give(state, 2, "wood", "wood", "cattle", "ore")[-1]
    moves = RULESET.legal_moves(state, 2)
    assert not any(m["type"] in ("take_supply", "propose_joint", "end_turn") for m in moves)
    _, state = play(state, 2, {"type": "build", "project": "village", "territory": "T1"})
    state = _pay_through(state, 2, ore, "cattle", "T1")
    assert state["villages"]["T1"][2] == 2


def test_thirteen_houses_on_the_board_then_only_the_army_and_public_works():
    """14 houses a clan, one marks the army: 13 villages and buildings at most; the army has no cap."""
    state = building_state(4)
    state["villages"]["T1"][0] = 10
    state["villages"]["T2"][0] = 2
    give(state, 0, *["wood"] * 6, *["cattle"] * 6, *["grain"] * 6, *["ore"] * 6)
    kinds = {m["project"] for m in _builds(state)}
    assert "village" in kinds and "keep" in kinds
    state["buildings"]["T1"]["hall"] = 0  # the 13th house
    kinds = {m["project"] for m in _builds(state)}
    assert not kinds & {"village", "keep", "church", "hall"}
    assert "army" in kinds and "road" in kinds
    state["army"][0] = 9
    _, state = play(state, 0, {"type": "build", "project": "army", "variant": "grain"})
    state = pay_all(state, 0)
    assert state["army"][0] == 10


def test_a_supply_card_is_not_a_gift_behind_a_palisade():
    """The newcomer gives a resource card (gold allowed) to each resident, never a supply card."""
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    state["villages"]["T3"][1] = 1
    state["works"]["T3"]["palisade"] = True
    gold = give(state, 0, "wood", "wood", "cattle", "cattle", "supply-13", "gold")[
        -1
    ]  # supply-13: grain+grain
    _, state = play(state, 0, {"type": "build", "project": "village", "territory": "T3"})
    gifts = {m["card"] for m in RULESET.legal_moves(state, 0) if m["type"] == "give_card"}
    assert gold in gifts and "supply-13" not in gifts
    with pytest.raises(IllegalMove):
        RULESET.decide(state, 0, {"type": "give_card", "card": "supply-13", "to": 1}, Random(0))


def test_offers_for_a_joint_work_are_public():
    """Offered cards lie on the table: every seat sees them (and they are no longer in the hand)."""
    state = building_state(4)
    state["villages"]["T1"][0] = 1
    offered = give(state, 2, "wood")
    _, state = play(state, 0, {"type": "propose_joint", "work": "road", "territory": "T1"})
    _, state = play(state, 1, {"type": "done_offering"})
    _, state = play(state, 2, {"type": "offer_card", "card": offered[0]})
    for reader in (None, 0, 1, 3):
        view = RULESET.view(state, reader)
        assert view["build"]["joint"]["offers"]["2"] == offered and view["hand_sizes"][2] == 0
