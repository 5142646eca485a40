"""Building one's own island ("Choix du plateau", advanced rules): the ``island`` option."""

from __future__ import annotations

from random import Random

import pytest

from games.engine.errors import InvalidSetup
from games.engine.playout import random_playout
from games.engine.replay import fold
from games.rulesets.graenaland.board import step
from games.rulesets.graenaland.components import LAYOUTS

from .helpers import RULESET

# Fewer than five players: other tiles than the suggested ones, in another order.
CUSTOM = {
    3: ["T9", "T6", "T2", "T8", "T7"],
    4: ["T3", "T9", "T1", "T2", "T4", "T5", "T8"],
    # Five players use all nine tiles: only the order can change.
    5: ["T2", "T6", "T9", "T3", "T1", "T8", "T7", "T5", "T4"],
}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_custom_island_sets_up_and_plays_to_the_end(players):
    island = CUSTOM[players]
    options = {"advanced_setup": True, "victory_point_cards": players == 4, "island": island}
    for seed in range(2):
        result = random_playout(RULESET, players, seed, options)
        started = result.events[0]
        assert started["type"] == "game_started"
        assert started["data"]["coast"] == island[:players]
        assert started["data"]["inland"] == island[players:]
        state = result.state
        expected = {tid: ["coast", k] for k, tid in enumerate(island[:players], start=1)}
        expected |= {tid: ["inland", k] for k, tid in enumerate(island[players:], start=1)}
        assert state["positions"] == expected
        # start cards lie by the chosen coast tiles, from each tile's own deck
        laid = next(event for event in result.events if event["type"] == "start_cards_laid")
        assert sorted(laid["data"]["cards"]) == sorted(island[:players])
        for tid, cards in laid["data"]["cards"].items():
            terrain = {"T1": "plains", "T6": "plains", "T2": "forest", "T9": "forest", "T3": "hills"}[tid]
            assert all(card.startswith(terrain) for card in cards)
        # every colony stands on a tile of this island
        assert set(state["villages"]) == set(island)
        assert sum(sum(seats) for seats in state["villages"].values()) >= 2 * players
        assert state["over"] and not state["ended_by_limit"]
        assert fold(RULESET, result.events) == state


def test_custom_island_neighbours_follow_the_board_order():
    events = RULESET.setup(
        3, RULESET.resolve_options(3, {"advanced_setup": True, "island": CUSTOM[3]}), Random(1)
    )
    state = None
    for event in events:
        state = RULESET.evolve(state, event)
    # coast T9 T6 T2 west to east, inland T8 behind T9|T6, T7 behind T6|T2
    assert step(state, "T9", "E") == "T6"
    assert step(state, "T9", "EE") == "T2"
    assert step(state, "T6", "NE") == "T7"
    assert step(state, "T8", "SE") == "T6"
    assert step(state, "T2", "W") == "T6"


def test_no_island_is_the_standard_layout():
    for players in (3, 4, 5):
        for options in ({}, {"advanced_setup": True}):
            events = RULESET.setup(players, RULESET.resolve_options(players, options), Random(0))
            assert events[0]["data"]["coast"] == LAYOUTS[players]["coast"]
            assert events[0]["data"]["inland"] == LAYOUTS[players]["inland"]


def test_standard_layout_given_explicitly_is_accepted():
    for players in (3, 4, 5):
        island = LAYOUTS[players]["coast"] + LAYOUTS[players]["inland"]
        RULESET.resolve_options(players, {"advanced_setup": True, "island": island})


@pytest.mark.parametrize(
    ("players", "island", "words"),
    [
        (3, ["T9", "T6", "T2", "T8"], "has 5 tiles"),
        (4, ["T9", "T6", "T2", "T8", "T7"], "has 7 tiles"),
        (5, CUSTOM[4], "has 9 tiles"),
        (3, ["T9", "T6", "T2", "T8", "T7", "T4"], "not 6"),
        (3, ["T9", "T6", "T10", "T8", "T7"], "Unknown tile T10"),
        (3, ["t1", "T6", "T2", "T8", "T7"], "Unknown tile t1"),
        (3, ["T9", "T9", "T2", "T8", "T7"], "Tile T9 is used more than once"),
        (4, ["T3", "T9", "T1", "T2", "T4", "T4", "T8"], "Tile T4 is used more than once"),
        (3, ["T9", "T8", "T2", "T6", "T7"], "Tile T8 is an inland tile"),
        (3, ["T9", "T6", "T2", "T1", "T7"], "Tile T1 is a coast tile"),
    ],
)
def test_wrong_islands_are_refused(players, island, words):
    options = {"advanced_setup": True, "island": island}
    with pytest.raises(InvalidSetup) as error:
        RULESET.resolve_options(players, options)
    assert error.value.code == "invalid_island"
    assert words in error.value.message
    with pytest.raises(InvalidSetup):  # setup checks it too (it may be called with resolved options)
        RULESET.setup(
            players, {**RULESET.resolve_options(players, {"advanced_setup": True}), **options}, Random(0)
        )


def test_island_needs_the_advanced_setup():
    with pytest.raises(InvalidSetup) as error:
        RULESET.resolve_options(3, {"island": CUSTOM[3]})
    assert "advanced setup" in error.value.message


@pytest.mark.parametrize("island", ["T1,T2,T3,T4,T5", [1, 2, 3, 4, 5], {"coast": ["T1"]}])
def test_malformed_island_option_is_refused_with_a_sentence(island):
    with pytest.raises(InvalidSetup) as error:
        RULESET.resolve_options(3, {"advanced_setup": True, "island": island})
    assert "island" in error.value.message
