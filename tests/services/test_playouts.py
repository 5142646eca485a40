"""Random playouts of every registered rule set through the service layer, against PostgreSQL:
every listed legal move is accepted, every game ends, the outcome scores every seat.

``RAVENPOST_PLAYOUT_SEEDS`` sets how many seeds per player count (default 1: a whole game of every
rule set at every player count through PostgreSQL already takes minutes on a small machine; set
it higher for a longer soak). The pure rule tests play hundreds of seeds per game without a
database, and tests/api plays whole UIGO! games through HTTP.
"""

from __future__ import annotations

import os

import pytest

from games import services
from games.models import Event, Game
from games.rulesets import registry
from tests.playing import play_to_end

SEEDS = int(os.environ.get("RAVENPOST_PLAYOUT_SEEDS", "1"))
CASES = [
    (ruleset.id, count, seed)
    for ruleset in registry()
    for count in range(ruleset.min_players, ruleset.max_players + 1)
    for seed in range(SEEDS)
]


@pytest.mark.django_db
@pytest.mark.parametrize(("ruleset_id", "count", "seed"), CASES)
def test_random_playout_through_services(make_player, ruleset_id, count, seed):
    players = [make_player() for _ in range(count)]
    game = services.create_game(creator=players[0], ruleset_id=ruleset_id, seats=[p.pk for p in players])
    moves = play_to_end(game, seed=seed)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    assert moves > 0
    assert sorted(game.outcome["scores"]) == sorted(str(seat) for seat in range(count))
    assert game.outcome["winners"] or game.options.get("cooperative")  # a cooperative game can be lost
    assert Event.objects.filter(game=game).count() == game.seq


GREENLAND_OPTIONS = [
    ({"game": "advanced"}, 2),
    ({"game": "advanced"}, 3),
    ({"game": "advanced", "bloody_snow": True, "survivor": True}, 2),
    ({"game": "advanced", "bloody_snow": True, "survivor": True}, 3),
    ({"game": "advanced", "cooperative": True}, 1),
    ({"game": "advanced", "cooperative": True, "survivor": True}, 2),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("options", "count"), GREENLAND_OPTIONS)
def test_greenland_advanced_playout_through_services(make_player, options, count):
    """The advanced Greenland (phase 3 card by card; the cooperative game, where one seat plays
    several tribes) through the services."""
    players = [make_player() for _ in range(count)]
    game = services.create_game(
        creator=players[0], ruleset_id="greenland", seats=[p.pk for p in players], options=options
    )
    for seed in range(SEEDS):
        if seed:
            game = services.create_game(
                creator=players[0], ruleset_id="greenland", seats=[p.pk for p in players], options=options
            )
        play_to_end(game, seed=seed)
        game.refresh_from_db()
        assert game.status == Game.Status.FINISHED
        assert sorted(game.outcome["scores"]) == sorted(str(seat) for seat in range(count))
        assert Event.objects.filter(game=game).count() == game.seq
