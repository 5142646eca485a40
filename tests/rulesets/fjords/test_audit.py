"""Rules audit against the French rulebook: rules that no other test pinned on their own.

Each test names the rulebook sentence it checks. No departure from the rulebook was found by the
audit; these tests keep it that way.
"""

from random import Random

import pytest

from games.engine import IllegalMove
from games.rulesets.fjords import board as B
from games.rulesets.fjords import components as C

from .helpers import RULES, place, play, start, tile_ids, types
from .test_colonisation import two_huts_round

PPSSSS, PSSSSS, MOUNTAIN = tile_ids("PPSSSS"), tile_ids("PSSSSS"), tile_ids("MMMMMM")


def rejected(state, seat, move):
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, seat, move, Random(0))
    return error.value.code


def test_last_face_down_tile_set_aside_ends_discovery_even_with_a_fitting_open_tile():
    """Rulebook: "Après que la dernière tuile face cachée est piochée et posée (dans l'espace de jeu ou dans
    la pioche ouverte), la 1ère phase est terminée. Toutes les tuiles de la pioche ouverte
    deviennent alors inutiles même si elles auraient pu être posées." The player who drew it may
    not fall back on a fitting open tile, and starts the colonisation (case 2)."""
    state = start([PSSSSS[0], PPSSSS[0], MOUNTAIN[0]])
    state = place(state, 0, "SSSPPS", 1, 0, hut=True)
    assert state["current"] == 1
    assert {"type": "take_open", "tile": PSSSSS[0]} in RULES.legal_moves(state, 1)
    state, events = play(state, 1, {"type": "draw"})
    assert types(events)[:3] == ["tile_drawn", "tile_set_aside", "discovery_ended"]
    assert events[2]["data"] == {"first": 1, "discarded": [PSSSSS[0], MOUNTAIN[0]]}
    assert state["phase"] == "colonisation" and state["colonisation_first"] == 1
    assert state["open"] == [] and not any(m["type"] == "take_open" for m in RULES.legal_moves(state, 0))


def test_no_voluntary_pass_in_colonisation():
    """Rulebook: "Les joueurs jouent chacun leur tour": a player who can place a field places one (README
    reading 5); passing happens only when no field is possible."""
    _before, state, _events = two_huts_round()
    assert {m["type"] for m in RULES.legal_moves(state, 0)} == {"field"}
    assert rejected(state, 0, {"type": "pass"}) == "unknown_move_type"
    assert rejected(state, 0, {"type": "no_hut"}) == "wrong_step"


def test_opponent_hut_gives_no_access():
    """Rulebook: "Chaque joueur doit poser son premier champ sur une case adjacente à une de ses huttes";
    "directement adjacent à un de ses pions": the opponent's hut does not count."""
    _before, state, _events = two_huts_round()
    # (0, 1) touches seat 0's hut at (1, 0) through arable land, and no piece of seat 1.
    assert (0, 1) in B.field_cells(state["board"], 0)
    assert (0, 1) not in B.field_cells(state["board"], 1)


def test_no_field_on_a_tile_without_arable_land():
    """Rulebook: "un champ ne peut être posé que sur une tuile inoccupée ; la montagne et la mer sont
    interdites": the all-mountain tile never takes a field, even next to the player's hut."""
    _before, state, _events = two_huts_round()
    mountain = B.new_entry(MOUNTAIN[0], 1, 1, 0)  # south-east of seat 0's hut at (1, 0)
    state["board"].append(mountain)
    assert (1, 1) not in B.field_cells(state["board"], 0)
    assert rejected(state, 0, {"type": "field", "q": 1, "r": 1}) == "no_arable_land"


def test_tile_data_fits_the_rules_that_rely_on_it():
    """The tile data is reconstructed and meant to be corrected, so pin what the rules assume:
    - "Celle-ci [the all-mountain tile] ainsi que les trois tuiles de départ sont les seules sur
      lesquelles les joueurs n'ont pas le droit d'installer de hutte": every other tile has arable land;
    - the local land-mass test of ``board.placement_problem`` (rule 3) holds because the land
      (non-sea corners) of every tile is one run of corners, so one shared land vertex joins it all.
    """
    assert [corners for corners in C.TILES if C.ARABLE not in corners] == [C.ALL_MOUNTAIN]
    for corners in C.TILES:
        land = [terrain != C.SEA for terrain in corners]
        runs = sum(1 for index in range(6) if land[index] and not land[index - 1])
        assert any(land) and (runs == 1 or all(land)), corners
