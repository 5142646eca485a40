"""A hundred more random games: 3, 4 and 5 players with every option set, 7 seeds each. Every game
must end by the rulebook's win condition, never by the safety limit (``turn.MAX_TURNS``).

``game_length.py`` in this folder measures 200 seeds per player count and prints the lengths.
"""

from __future__ import annotations

import pytest

from games.engine.playout import random_playout
from games.engine.replay import fold

from .helpers import RULESET
from .test_playouts import OPTION_SETS, for_count


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "+".join(o) or "basic")
def test_many_random_playouts_end_by_the_rules(players, options):
    options = for_count(options, players)
    for seed in range(100, 107):
        result = random_playout(RULESET, players, seed, options)
        state = result.state
        assert state["over"] and not state["ended_by_limit"], (players, options, seed)
        assert state["winner"] is not None and result.outcome["winners"] == [state["winner"]]
        if options.get("victory_point_cards"):
            assert state["vp"]["revealed"] == [True] * players
        if seed == 100:
            assert fold(RULESET, result.events) == state
