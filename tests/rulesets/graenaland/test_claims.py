"""Victory claims with the victory-point cards (rulebook "Fin du jeu", advanced rules): who is asked,
the order of preference, proving the announced points, a failed claim and the next claimant."""

from __future__ import annotations

from games.rulesets.graenaland.components import VP_CARDS
from games.rulesets.graenaland.state import claim_bound, public_claim_bound
from games.rulesets.graenaland.turn import claim_preference

from .helpers import RULESET, building_state, give, pay_all, play


def _claims_state(main=0, players=4):
    state = building_state(players, seat=main, victory_point_cards=True)
    state["vp"]["cards"] = ["vp-01", "vp-02", "vp-03", "vp-04", "vp-05"][:players]
    state["phase"] = "claims"
    state["build"] = None
    state["supply_row"] = []
    state["claims"] = {str(seat): None for seat in range(players)}
    return state


def _six_vp_with_vp01(state, seat):
    """The rulebook's example position for ``vp-01``: exactly 6 VP."""
    state["vp"]["cards"][seat] = "vp-01"
    state["villages"]["T1"][seat] = 2
    for kind in ("keep", "church", "hall"):
        state["buildings"]["T1"][kind] = seat
    state["villages"]["T2"][seat] = 2
    state["villages"]["T3"][seat] = 1
    state["army"][seat] = 3


def _six_vp_with_any_card(state, seat):
    """12 colonies and an army of 6 reach the third level of those columns on every card."""
    state["villages"]["T6"][seat] = 6
    state["villages"]["T7"][seat] = 6
    state["army"][seat] = 6


def test_victory_point_card_levels_are_strictly_increasing():
    """So one project earns at most one level per column (the claim bound relies on it)."""
    for card in VP_CARDS.values():
        for levels in card.values():
            assert levels == sorted(set(levels)) and min(levels) >= 0


def test_who_is_asked_to_claim_does_not_depend_on_the_secret_card():
    state = building_state(4, victory_point_cards=True)
    state["villages"]["T1"][1] = 3
    state["villages"]["T2"][1] = 2
    state["army"][1] = 2
    give(state, 1, "grain", "ore", "wood", "supply-05")
    bounds = set()
    for card in VP_CARDS:
        state["vp"]["cards"][1] = card
        bounds.add(public_claim_bound(state, 1))
        # the public bound is never below what the seat itself could reach
        assert public_claim_bound(state, 1) >= claim_bound(state, 1)
    assert len(bounds) == 1
    # once the card is revealed (a failed claim), the true card is used
    state["vp"]["revealed"][1] = True
    state["vp"]["cards"][1] = "vp-01"
    assert public_claim_bound(state, 1) == claim_bound(state, 1)


def test_seats_that_cannot_reach_6_vp_even_with_the_best_card_are_not_asked():
    from games.rulesets.graenaland.state import _start_claims_or_building

    state = building_state(4, victory_point_cards=True)
    state["vp"]["cards"] = ["vp-01", "vp-02", "vp-03", "vp-04"]
    _six_vp_with_any_card(state, 2)
    _start_claims_or_building(state)
    assert state["phase"] == "claims" and RULESET.to_move(state) == [2]
    assert RULESET.view(state, 0)["claims"] == {"2": False}


def test_tied_claims_go_to_the_left_of_the_main_player_first_and_the_main_player_last():
    """Rulebook, Fin du jeu: "la préférence est donnée au joueur situé le plus près du joueur
    principal dans le sens des aiguilles d'une montre": all four claim 6 VP while seat 2 is the
    main player; seat 3 (its left neighbour) builds first, the main player tries last."""
    state = _claims_state(main=2)
    state["claims"] = {"0": 6, "1": 6, "2": None, "3": 6}
    _six_vp_with_any_card(state, 2)
    give(state, 2, "grain", "grain", "grain", "grain", "ore")
    events, state = play(state, 2, {"type": "claim_victory", "vp": 6})
    revealed = events[-1]
    assert revealed["type"] == "claims_revealed"
    assert revealed["data"]["order"] == [3, 0, 1, 2] and revealed["data"]["claimant"] == 3
    assert state["build"]["seat"] == 3 and state["phase"] == "final_building"
    assert RULESET.to_move(state) == [3]


def test_a_tie_between_the_main_player_and_its_left_neighbour_goes_to_the_neighbour():
    """Main player 0: seats 0 and 1 both claim 7, seat 2's 6 comes after them, seat 3 passed."""
    state = _claims_state(main=0)
    state["claims"] = {"0": 7, "1": 7, "2": None, "3": 0}
    _six_vp_with_any_card(state, 2)
    give(state, 2, "grain")
    events, state = play(state, 2, {"type": "claim_victory", "vp": 6})
    assert events[-1]["data"]["order"] == [1, 0, 2]
    assert state["claimants"] == [1, 0, 2] and RULESET.to_move(state) == [1]


def test_claim_preference_counts_clockwise_from_the_seat_after_the_main_player():
    # seat + 1 is the next seat clockwise; a claim of 0 is no claim
    assert claim_preference({"0": 6, "1": 6, "2": 6, "3": 6, "4": 6}, main=3, players=5) == [4, 0, 1, 2, 3]
    assert claim_preference({"0": 6, "1": 0, "2": 6}, main=2, players=3) == [0, 2]
    # a higher announced number goes first, wherever it sits ("celui qui a le plus de points")
    assert claim_preference({"0": 6, "1": 8, "2": 7, "3": 8}, main=0, players=4) == [1, 3, 2, 0]
    assert claim_preference({"0": 0, "1": 0, "2": 0}, main=1, players=3) == []


def test_a_claimant_who_builds_up_to_the_announced_points_wins():
    """6 VP before building, 7 announced: strengthening the army to 4 (a new level) proves it."""
    state = _claims_state(main=0)
    state["claims"] = {"0": 0, "1": None, "2": 0, "3": 0}
    _six_vp_with_vp01(state, 1)
    give(state, 1, "gold", "gold", "gold", "gold", "gold", "gold")
    assert {"type": "claim_victory", "vp": 7} in RULESET.legal_moves(state, 1)
    _, state = play(state, 1, {"type": "claim_victory", "vp": 7})
    _, state = play(state, 1, {"type": "build", "project": "army", "variant": "grain"})
    state = pay_all(state, 1)
    assert state["army"][1] == 4
    events, state = play(state, 1, {"type": "finish_building"})
    assert [e["type"] for e in events] == ["vp_card_revealed", "victory_declared"]
    assert events[0]["data"]["vp"] == 7


def test_reaching_six_but_fewer_than_announced_fails_and_is_undone():
    state = _claims_state(main=0)
    state["claims"] = {"0": 0, "1": None, "2": 0, "3": 0}
    _six_vp_with_vp01(state, 1)
    cards = give(state, 1, "gold", "gold", "gold", "gold")
    _, state = play(state, 1, {"type": "claim_victory", "vp": 7})
    events, state = play(state, 1, {"type": "finish_building"})
    assert [e["type"] for e in events] == ["vp_card_revealed", "claim_failed"]
    assert events[-1]["data"] == {"vp": 6, "claimed": 7}
    assert sorted(state["hands"][1]) == sorted(cards)
    assert state["phase"] == "building" and RULESET.to_move(state) == [0]
    assert RULESET.view(state, 2)["vp"]["cards"][1] == "vp-01"  # the card stays revealed
    assert RULESET.outcome(state) is None


def test_after_a_failed_claim_the_next_claimant_tries():
    state = _claims_state(main=0)
    state["claims"] = {"0": 0, "1": 7, "2": None, "3": 0}
    give(state, 1, "grain", "grain", "grain", "grain", "ore", "gold", "gold", "gold")
    _six_vp_with_any_card(state, 2)
    give(state, 2, "grain")
    _, state = play(state, 2, {"type": "claim_victory", "vp": 6})
    # the higher claim goes first
    assert RULESET.to_move(state) == [1] and state["claimants"] == [1, 2]
    _, state = play(state, 1, {"type": "build", "project": "army", "variant": "grain"})
    state = pay_all(state, 1)
    assert state["army"][1] == 2
    events, state = play(state, 1, {"type": "finish_building"})
    assert [e["type"] for e in events] == ["vp_card_revealed", "claim_failed"]
    assert state["army"][1] == 1 and len(state["hands"][1]) == 8  # undone
    # seat 2 builds next, with the snapshot taken afresh
    assert RULESET.to_move(state) == [2] and state["phase"] == "final_building"
    assert state["build"]["claim"] == 6 and "claim_snapshot" in state
    events, state = play(state, 2, {"type": "finish_building"})
    assert [e["type"] for e in events] == ["vp_card_revealed", "victory_declared"]
    assert "claim_snapshot" not in state and state["claimants"] == []
    # the others build once more: 3, 0, 1; every card is revealed at the end
    for seat in (3, 0, 1):
        assert RULESET.to_move(state) == [seat]
        _, state = play(state, seat, {"type": "finish_building"})
    outcome = RULESET.outcome(state)
    assert outcome["winners"] == [2]
    assert all(state["vp"]["revealed"])
