"""Production, hero movement and the distribution of resources (proposals and votes)."""

from __future__ import annotations

from random import Random

import pytest

from games.engine.errors import IllegalMove
from games.rulesets.graenaland.components import RESOURCE_CARDS
from games.rulesets.graenaland.turn import start_turn

from .helpers import RULESET, blank, emitter, new_game, play


def _produce(state, seed=0):
    out = emitter(state)
    start_turn(out, state["main"], state["turn"] + 1, Random(seed))
    return out.events, out.state


def _only(state, terrain, resource):
    """Leave only cards of ``resource`` in the deck of ``terrain`` (so draws are known)."""
    state["decks"][terrain] = [c for c in state["decks"][terrain] if RESOURCE_CARDS[c][1] == resource]


# ------------------------------------------------------------------ production


@pytest.mark.parametrize(
    ("already", "added"), [(0, ["up", "down", "improvement"]), (1, ["up", "down"]), (2, ["up"]), (3, [])]
)
def test_production_example_with_road_and_improvement(already, added):
    """2 colonies, a road and an improvement: limit 3 cards; normal card, then road, then improvement."""
    state = blank(4)
    tid = "T2"  # forest, its improvement produces wood
    state["villages"][tid][0] = 1
    state["villages"][tid][1] = 1
    state["works"][tid]["road"] = True
    state["works"][tid]["improvement"] = True
    _only(state, "forest", "wood")
    for card in state["decks"]["forest"][:already]:
        state["decks"]["forest"].remove(card)
        state["piles"][tid].append({"card": card, "up": True})
    events, after = _produce(state)
    produced = [
        e["data"]["face"] for e in events if e["type"] == "card_produced" and e["data"]["territory"] == tid
    ]
    assert produced == added
    assert len(after["piles"][tid]) == min(3, already + len(added))
    faces = [entry["up"] for entry in after["piles"][tid][already:]]
    assert faces == [face != "down" for face in added]


def test_improvement_card_that_does_not_match_is_discarded():
    state = blank(4)
    tid = "T2"
    state["villages"][tid][0] = 1
    state["works"][tid]["improvement"] = True
    _only(state, "forest", "grain")
    events, after = _produce(state)
    improvement = [e for e in events if e["type"] == "card_produced" and e["data"]["face"] == "improvement"]
    assert len(improvement) == 1 and improvement[0]["data"]["kept"] is False
    assert len(after["piles"][tid]) == 1
    assert improvement[0]["data"]["card"] in after["discards"]["forest"]


def test_uncolonised_territories_produce_nothing_and_limit_is_colonies_plus_one():
    state = blank(4)
    state["villages"]["T1"][0] = 1
    state["piles"]["T1"] = [{"card": "plains-01", "up": True}, {"card": "plains-02", "up": True}]
    state["decks"]["plains"].remove("plains-01")
    state["decks"]["plains"].remove("plains-02")
    events, after = _produce(state)
    assert not [e for e in events if e["type"] == "card_produced"]


def test_empty_deck_is_refilled_from_its_discards():
    state = blank(4)
    state["villages"]["T1"][0] = 1
    state["discards"]["plains"] = list(state["decks"]["plains"])
    state["decks"]["plains"] = []
    events, after = _produce(state)
    types = [e["type"] for e in events]
    assert types.index("deck_refilled") < types.index("card_produced")
    assert len(after["decks"]["plains"]) == 35 and after["discards"]["plains"] == []


def test_face_down_card_is_hidden_from_everyone_in_view_and_log():
    state = blank(4)
    state["villages"]["T2"][0] = 1
    state["works"]["T2"]["road"] = True
    events, after = _produce(state)
    down = [e for e in events if e["type"] == "card_produced" and e["data"]["face"] == "down"][0]
    for seat in (None, 0, 1, 2, 3):
        assert RULESET.redact(down, seat)["data"]["card"] is None
        assert RULESET.view(after, seat)["piles"]["T2"][1] == {"card": None, "up": False}


# ------------------------------------------------------------------ standard setup


def test_standard_setup_places_two_colonies_a_warrior_and_deals_two_cards():
    events, state = new_game(4)
    coast, inland = ["T2", "T1", "T3", "T6"], ["T7", "T4", "T8"]
    for seat in range(4):
        assert state["villages"][coast[seat]][seat] == 1
        assert state["villages"][inland[min(seat, 2)]][seat] == 1
        assert state["heroes"][seat]["warrior"] == coast[seat]
        terrains = sorted(RESOURCE_CARDS[card][0] for card in state["hands"][seat])
        from games.rulesets.graenaland.components import TILES

        assert terrains == sorted([TILES[coast[seat]]["terrain"], TILES[inland[min(seat, 2)]]["terrain"]])
    assert len(state["supply_row"]) == 4
    assert state["main"] == 0 and state["phase"] == "heroes"
    assert RULESET.to_move(state) == [1, 2, 3]  # everyone but the main player plans at once


# ------------------------------------------------------------------ heroes


def _plan_all(state, plans):
    events = []
    for seat, move in plans.items():
        new, state = play(state, seat, move)
        events += new
    return events, state


def test_hero_plans_are_secret_until_revealed_and_move_together():
    _, state = new_game(4)
    # seat 1's warrior is on T1 (coast 2): moving W reaches T2; seat 2 moves NE (inland 3 = T8)
    events, state = _plan_all(
        state,
        {
            1: {"type": "plan_hero", "hero": "warrior", "direction": "W"},
            2: {"type": "plan_hero", "hero": "warrior", "direction": "NE"},
            3: {"type": "plan_hero", "direction": "stay"},
        },
    )
    planned = [e for e in events if e["type"] == "hero_planned"]
    assert RULESET.redact(planned[0], 2)["data"] == {}
    assert RULESET.redact(planned[0], None)["data"] == {}
    assert RULESET.redact(planned[0], 1)["data"]["direction"] == "W"
    assert state["heroes"][1]["warrior"] == "T2"
    assert state["heroes"][2]["warrior"] == "T8"
    assert state["heroes"][3]["warrior"] == "T6"
    assert state["heroes"][0]["warrior"] == "T2"  # the main player's heroes stay
    assert state["phase"] in ("distribution", "building")


def test_illegal_directions_leave_the_hero_in_place_and_double_moves_only_on_the_coast():
    _, state = new_game(4)
    state["heroes"][2]["warrior"] = "T4"  # inland 2
    _, state = _plan_all(
        state,
        {
            1: {"type": "plan_hero", "hero": "warrior", "direction": "SW"},  # into the sea
            2: {"type": "plan_hero", "hero": "warrior", "direction": "EE"},  # double move from inland
            3: {"type": "plan_hero", "hero": "warrior", "direction": "WW"},  # T6 -> two west: T1
        },
    )
    assert state["heroes"][1]["warrior"] == "T1"
    assert state["heroes"][2]["warrior"] == "T4"
    assert state["heroes"][3]["warrior"] == "T1"


def test_moving_onto_your_own_hero_swaps_them():
    _, state = new_game(4)
    state["heroes"][1]["priest"] = "T3"
    _, state = _plan_all(
        state,
        {
            1: {"type": "plan_hero", "hero": "warrior", "direction": "E"},  # T1 -> T3 where its priest is
            2: {"type": "plan_hero", "direction": "stay"},
            3: {"type": "plan_hero", "direction": "stay"},
        },
    )
    assert state["heroes"][1]["warrior"] == "T3" and state["heroes"][1]["priest"] == "T1"


def test_a_waiting_priest_enters_once_its_territory_is_free():
    _, state = new_game(4)
    state["waiting"][1]["priest"] = "T1"  # seat 1's warrior is on T1
    _, state = _plan_all(
        state,
        {
            1: {"type": "plan_hero", "hero": "warrior", "direction": "E"},
            2: {"type": "plan_hero", "direction": "stay"},
            3: {"type": "plan_hero", "direction": "stay"},
        },
    )
    assert state["heroes"][1]["priest"] == "T1" and state["waiting"][1]["priest"] is None


def test_plans_are_validated():
    _, state = new_game(4)
    with pytest.raises(IllegalMove) as error:
        RULESET.decide(state, 0, {"type": "plan_hero", "direction": "stay"}, Random(0))
    assert error.value.code == "not_your_turn"
    for bad in (
        {"type": "plan_hero", "hero": "priest", "direction": "W"},
        {"type": "plan_hero", "hero": "warrior", "direction": "N"},
        {"type": "plan_hero", "hero": 3, "direction": "W"},
        {"type": "plan_hero"},
        {"type": "fly"},
        {"kind": "x"},
        "move",
    ):
        with pytest.raises(IllegalMove):
            RULESET.decide(state, 1, bad, Random(0))


# ------------------------------------------------------------------ distribution


def _distribution_state():
    """4 players, seat 0 main; T1 has 3 face-up cards; seat 1 has 2 colonies there, seat 2 a warrior."""
    _, state = new_game(4)
    _, state = _plan_all(state, {seat: {"type": "plan_hero", "direction": "stay"} for seat in (1, 2, 3)})
    state = RULESET.evolve(state, {"type": "distribution_started", "seat": None, "data": {}})
    for tid in state["piles"]:
        state["piles"][tid] = []
    state["villages"]["T1"] = [1, 2, 0, 0]
    state["heroes"][2]["warrior"] = "T1"
    state["army"][2] = 3
    state["heroes"][1]["warrior"] = "T3"
    cards = ["plains-01", "plains-20", "plains-33"]
    for card in cards:
        state["decks"]["plains"].remove(card)
    state["piles"]["T1"] = [{"card": card, "up": True} for card in cards]
    state["proposers"] = [1, 2, 3]
    state["proposal"] = None
    return state


def test_a_proposal_in_steps_then_secret_weighted_votes():
    state = _distribution_state()
    assert RULESET.to_move(state) == [1]
    moves = RULESET.legal_moves(state, 1)
    assert {"type": "propose", "territory": "T1"} in moves and {"type": "pass"} in moves
    _, state = play(state, 1, {"type": "propose", "territory": "T1"})
    # only players with a vote in T1 may receive: seat 0 (1 colony), 1 (2 colonies), 2 (warrior 3)
    assert {m["to"] for m in RULESET.legal_moves(state, 1)} == {0, 1, 2}
    with pytest.raises(IllegalMove):
        RULESET.decide(state, 1, {"type": "assign_card", "card": 0, "to": 3}, Random(0))
    with pytest.raises(IllegalMove):
        RULESET.decide(state, 1, {"type": "assign_card", "card": 1, "to": 1}, Random(0))
    for to in (1, 1, 0):
        _, state = play(state, 1, {"type": "assign_card", "card": len(state["proposal"]["assign"]), "to": to})
    _, state = play(state, 1, {"type": "confirm_proposal"})
    assert state["proposal"]["weights"] == {"0": 1, "1": 2, "2": 3}
    assert RULESET.to_move(state) == [0, 1, 2]  # the main player votes too
    events, state = play(state, 1, {"type": "vote", "accept": True})
    assert RULESET.redact(events[0], 2)["data"] == {}
    assert RULESET.view(state, 2)["votes"] == {"1": True}
    _, state = play(state, 0, {"type": "vote", "accept": True})
    events, state = play(state, 2, {"type": "vote", "accept": False})
    reveal = events[-1]
    assert reveal["type"] == "votes_revealed"
    # 3 for, 3 against: half is not a majority, the cards stay
    assert (reveal["data"]["yes"], reveal["data"]["total"], reveal["data"]["adopted"]) == (3, 6, False)
    assert len(state["piles"]["T1"]) == 3
    assert state["proposers"] == [2, 3] or state["phase"] == "building"


def test_an_adopted_proposal_hands_out_the_cards_and_face_down_stays_private():
    state = _distribution_state()
    state["piles"]["T1"][2]["up"] = False
    _, state = play(state, 1, {"type": "propose", "territory": "T1"})
    for to in (2, 1, 1):
        _, state = play(state, 1, {"type": "assign_card", "card": len(state["proposal"]["assign"]), "to": to})
    _, state = play(state, 1, {"type": "confirm_proposal"})
    for seat, accept in ((0, False), (1, True), (2, True)):
        _, state = play(state, seat, {"type": "vote", "accept": accept})
    assert state["piles"]["T1"] == []
    assert "plains-01" in state["hands"][2]
    assert {"plains-20", "plains-33"} <= set(state["hands"][1])
    assert RULESET.view(state, 1)["hands"][1] == state["hands"][1]
    for seat in (None, 0, 2, 3):
        assert "plains-33" not in str(RULESET.view(state, seat))


def test_withdraw_and_pass_and_proposers_without_votes_are_skipped():
    state = _distribution_state()
    _, state = play(state, 1, {"type": "propose", "territory": "T1"})
    for _ in range(3):
        _, state = play(state, 1, {"type": "assign_card", "card": len(state["proposal"]["assign"]), "to": 1})
    _, state = play(state, 1, {"type": "withdraw_proposal"})
    assert state["proposal"] is None and RULESET.to_move(state) == [1]
    _, state = play(state, 1, {"type": "pass"})
    assert RULESET.to_move(state) == [2]
    _, state = play(state, 2, {"type": "pass"})
    # seat 3 has no vote in any territory with resources: skipped, the main player builds
    assert state["phase"] == "building" and RULESET.to_move(state) == [0]


def test_only_territories_with_resources_where_the_proposer_has_a_vote_can_be_proposed():
    """A proposal distributes "all the resources" of a territory: an empty one is not offered."""
    state = _distribution_state()
    state["villages"]["T3"][1] = 1  # seat 1 has votes on T1 and T3 (its warrior, a colony)
    assert [m for m in RULESET.legal_moves(state, 1) if m["type"] == "propose"] == [
        {"type": "propose", "territory": "T1"}
    ]
    with pytest.raises(IllegalMove) as error:
        RULESET.decide(state, 1, {"type": "propose", "territory": "T3"}, Random(0))
    assert error.value.code == "no_vote_there"
    card = state["decks"]["hills"].pop()
    state["piles"]["T3"] = [{"card": card, "up": True}]
    assert {"type": "propose", "territory": "T3"} in RULESET.legal_moves(state, 1)


def test_the_draft_of_a_proposal_is_public_the_votes_are_not():
    """A proposal is said aloud at the table: every seat sees the draft, card by card."""
    state = _distribution_state()
    _, state = play(state, 1, {"type": "propose", "territory": "T1"})
    _, state = play(state, 1, {"type": "assign_card", "card": 0, "to": 2})
    for reader in (None, 0, 3):
        assert RULESET.view(state, reader)["proposal"]["assign"] == [2]
