"""Departures found by the rules audit against the rulebook and ``shared/components/graenaland.md``."""

from __future__ import annotations

import pytest

from games.rulesets.graenaland.components import PUBLIC_WORKS, WORK_TOKENS

from .helpers import RULESET, building_state, give, pay_all, play


def _works_offered(state, seat=0):
    moves = RULESET.legal_moves(state, seat)
    built = {
        (m["project"], m["territory"]) for m in moves if m["type"] == "build" and m["project"] in PUBLIC_WORKS
    }
    joint = {(m["work"], m["territory"]) for m in moves if m["type"] == "propose_joint"}
    return built, joint


def test_the_box_holds_six_roads_palisades_and_markets_and_nine_improvements():
    """Components (sourced): 6 roads, 6 palisades, 6 markets, 9 terrain improvements."""
    assert WORK_TOKENS == {"road": 6, "improvement": 9, "market": 6, "palisade": 6}


@pytest.mark.parametrize("work", ["road", "palisade", "market"])
def test_a_public_work_whose_six_tokens_are_on_the_board_can_no_longer_be_built(work):
    """Five players, nine territories: once the six tokens of a kind lie on the board, no seventh."""
    state = building_state(5)
    order = ["T9", "T1", "T3", "T6", "T2", "T5", "T4", "T8", "T7"]
    for tid in order[:5]:
        state["works"][tid][work] = True
    state["villages"]["T7"][0] = 1
    state["villages"]["T8"][0] = 1
    give(state, 0, *["wood"] * 3, "ore", "grain", "cattle")
    built, joint = _works_offered(state)
    assert (work, "T7") in built and (work, "T8") in built
    assert (work, "T7") in joint and (work, "T8") in joint

    _, state = play(state, 0, {"type": "build", "project": work, "territory": "T7"})
    state = pay_all(state, 0)
    assert sum(state["works"][tid][work] for tid in order) == 6
    give(state, 0, *["wood"] * 3, "ore", "grain", "cattle")
    built, joint = _works_offered(state)
    assert not any(kind == work for kind, _ in built)
    assert not any(kind == work for kind, _ in joint)
    # the other kinds are not affected
    other = next(kind for kind in ("road", "palisade", "market") if kind != work)
    assert (other, "T8") in built


def test_a_favoured_player_cannot_build_a_seventh_road_either():
    state = building_state(5, five_player_favour=True)
    for tid in ["T9", "T1", "T3", "T6", "T2", "T5"]:
        state["works"][tid]["road"] = True
    state["villages"]["T7"][1] = 1
    give(state, 1, "wood", "wood", "ore")
    _, state = play(state, 0, {"type": "grant_favour", "to": 1})
    moves = RULESET.legal_moves(state, 1)
    assert not any(m["type"] == "build" and m["project"] == "road" for m in moves)
