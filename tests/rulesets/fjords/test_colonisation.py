"""Colonisation, scoring, rounds and the end of the game (rulebook, 2ème phase to Fin de la partie)."""

from random import Random

import pytest

from games.engine import IllegalMove, fold, make_event
from games.rulesets.fjords import board as B
from games.rulesets.fjords.flow import round_end_events

from .helpers import RULES, pile_with, place, play, start, tile_ids, types

PPSSSS, PSSSSS, PPPSSS = tile_ids("PPSSSS"), tile_ids("PSSSSS"), tile_ids("PPPSSS")
MMMMPP, MOUNTAIN = tile_ids("MMMMPP"), tile_ids("MMMMMM")


def rejected(state, seat, move):
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, seat, move, Random(0))
    return error.value.code


def two_huts_round():
    """A whole discovery with a three-tile pile.

    Seat 0 puts PPSSSS east of the start (SSSPPS at (1, 0)) with a hut; seat 1 puts PSSSSS
    north-east (SSSSPS at (1, -1)) with a hut; seat 0 then draws the all-mountain tile, which
    fits nowhere: it goes to the open display, the pile is empty, and seat 0 itself starts the
    colonisation (case 2 of the rulebook).
    """
    state = start([PPSSSS[0], PSSSSS[0], MOUNTAIN[0]])
    state = place(state, 0, "SSSPPS", 1, 0, hut=True)
    before = state
    state = place(state, 1, "SSSSPS", 1, -1, hut=None)
    state, events = play(state, 1, {"type": "hut"})
    return before, state, events


def test_last_tile_set_aside_same_player_starts_colonisation():
    _before, state, events = two_huts_round()
    assert types(events) == ["hut_built", "tile_drawn", "tile_set_aside", "discovery_ended"]
    assert events[1]["seat"] == 0 and events[-1]["data"] == {"first": 0, "discarded": [MOUNTAIN[0]]}
    assert state["phase"] == "colonisation" and state["current"] == 0 and state["colonisation_first"] == 0
    assert state["open"] == [] and state["pile"] == []


def test_last_tile_placed_other_player_starts_colonisation():
    # The open display holds a tile that would fit: it is discarded all the same.
    state = start([PSSSSS[0], PPSSSS[0], PPPSSS[0]])
    assert state["open"] == [PSSSSS[0]]
    state = place(state, 0, "SSSPPS", 1, 0, hut=True)
    assert {"type": "take_open", "tile": PSSSSS[0]} in RULES.legal_moves(state, 1)
    state, _ = play(state, 1, {"type": "draw"})  # the last face-down tile, PPPSSS, fits
    state = place(state, 1, "PPSSSP", -1, 2, hut=None)
    state, events = play(state, 1, {"type": "hut"})
    assert types(events) == ["hut_built", "discovery_ended"]
    # Seat 1 drew the last tile and placed it: seat 0 places the first field.
    assert events[-1]["data"] == {"first": 0, "discarded": [PSSSSS[0]]}
    assert state["current"] == 0 and state["open"] == []


def test_field_adjacency_through_arable_land_only_not_across_sea():
    _before, state, _events = two_huts_round()
    board = state["board"]
    # Seat 1's hut (1, -1) touches the top start tile across a sea/arable edge (linked) and
    # seat 0's tile (1, 0) across a sea/sea edge (not linked).
    assert B.field_cells(board, 1) == [(0, 0)]
    # Seat 0's hut (1, 0): the top start tile (sea/arable edge) and the bottom-right one (arable).
    assert B.field_cells(board, 0) == [(0, 0), (0, 1)]
    assert rejected(state, 0, {"type": "field", "q": -1, "r": 1}) == "not_adjacent"
    assert rejected(state, 0, {"type": "field", "q": 1, "r": -1}) == "tile_occupied"
    assert rejected(state, 0, {"type": "field", "q": 4, "r": 4}) == "no_tile"
    assert rejected(state, 1, {"type": "field", "q": 0, "r": 0}) == "not_your_turn"


def test_field_adjacency_not_across_mountain():
    state = start(pile_with(MMMMPP[0], PPSSSS[0]))
    state = place(state, 0, "MMMPPM", -1, 0, hut=True)
    # The hut tile (-1, 0) meets the top start tile along a mountain/mountain edge: no link;
    # it meets the bottom-left start tile along a mountain/arable edge: linked.
    assert B.field_cells(state["board"], 0) == [(-1, 1)]
    top = B.tile_at(state["board"], 0, 0)
    top["field"] = 0
    # From a field on the top tile, the link runs back across arable edges only.
    assert (0, 1) in B.field_cells(state["board"], 0)


def test_first_field_must_touch_a_hut():
    _before, state, _events = two_huts_round()
    assert RULES.legal_moves(state, 0) == [
        {"type": "field", "q": 0, "r": 0},
        {"type": "field", "q": 0, "r": 1},
    ]
    # A player with no hut can place no field at all.
    for entry in state["board"]:
        entry["hut"] = None if entry["hut"] == 0 else entry["hut"]
    assert B.field_cells(state["board"], 0) == []


def test_full_round_scored_by_hand_blocking_line():
    _before, state, _events = two_huts_round()
    # Seat 0 takes the top tile: seat 1's only way out is closed, so seat 1 passes for the round.
    state, events = play(state, 0, {"type": "field", "q": 0, "r": 0})
    assert types(events) == ["field_placed", "turn_passed"] and events[1]["seat"] == 1
    assert state["current"] == 0 and state["stuck"] == [False, True]
    state, _ = play(state, 0, {"type": "field", "q": 0, "r": 1})
    state, events = play(state, 0, {"type": "field", "q": -1, "r": 1}, seed=5)
    assert types(events) == ["field_placed", "round_scored", "round_started", "tile_drawn"]
    assert events[1]["data"] == {"round": 1, "fields": [3, 0], "winner": 0}
    # Huts score nothing; the loser (seat 1) begins round 2 on a fresh start layout.
    assert state["totals"] == [3, 0] and state["round_winners"] == [0]
    assert state["round"] == 2 and state["current"] == 1 and state["round_first"] == 1
    assert len(state["board"]) == 3 and state["huts_left"] == [4, 4] and state["fields_left"] == [20, 20]
    assert len(state["pile"]) == 36 and state["phase"] == "discovery"


def test_full_round_scored_by_hand_race_line():
    _before, state, _events = two_huts_round()
    state, _ = play(state, 0, {"type": "field", "q": 0, "r": 1})
    state, _ = play(state, 1, {"type": "field", "q": 0, "r": 0})
    # Seat 0 reaches the bottom-left tile through its field; seat 1 then has nothing left.
    assert RULES.legal_moves(state, 0) == [{"type": "field", "q": -1, "r": 1}]
    state, events = play(state, 0, {"type": "field", "q": -1, "r": 1})
    assert types(events)[:2] == ["field_placed", "round_scored"]
    assert events[1]["data"] == {"round": 1, "fields": [2, 1], "winner": 0}
    assert state["totals"] == [2, 1] and state["round_first"] == 1


def test_fields_run_out_at_twenty():
    _before, state, _events = two_huts_round()
    state["fields_left"] = [1, 20]
    state, events = play(state, 0, {"type": "field", "q": 0, "r": 1})
    # Seat 0 has no field left, seat 1 plays on alone.
    state, events = play(state, 1, {"type": "field", "q": 0, "r": 0})
    assert types(events) == ["field_placed", "turn_passed"] and events[1]["seat"] == 0
    assert state["current"] == 1


def test_no_field_for_anyone_ends_the_round_at_once():
    # Nobody built a hut: the colonisation ends before it starts, the round is tied 0-0.
    state = start([PPSSSS[0]], first=0)
    state = place(state, 0, "SSSPPS", 1, 0, hut=False)
    assert state["round"] == 2 and state["round_fields"] == [[0, 0]] and state["round_winners"] == [None]
    # A tied round has no loser: the seat that did not begin it begins the next one.
    assert state["round_first"] == 1


def test_tied_round_start_alternates():
    state = start([PPSSSS[0]], first=1)
    state["phase"] = "colonisation"
    events = round_end_events(state, Random(1))
    assert events[0]["data"]["winner"] is None and events[1]["data"]["first"] == 0


def finished(round_fields):
    """A state after three rounds with the given fields per round."""
    state = start([PPSSSS[0]])
    events = []
    for number, fields in enumerate(round_fields, start=1):
        winner = None if fields[0] == fields[1] else (0 if fields[0] > fields[1] else 1)
        events.append(make_event("round_scored", None, round=number, fields=fields, winner=winner))
    events.append(make_event("game_ended", None))
    return fold(RULES, events, state)


def test_most_points_wins():
    outcome = RULES.outcome(finished([[10, 12], [15, 9], [11, 11]]))
    assert outcome["scores"] == {"0": 36, "1": 32} and outcome["winners"] == [0]


def test_tie_on_points_two_rounds_won_wins():
    state = finished([[10, 9], [10, 9], [8, 10]])
    assert state["totals"] == [28, 28]
    outcome = RULES.outcome(state)
    assert outcome["winners"] == [0] and [e["rank"] for e in outcome["ranking"]] == [1, 2]


def test_tie_on_points_and_rounds_means_no_winner():
    outcome = RULES.outcome(finished([[10, 9], [9, 10], [12, 12]]))
    assert outcome["scores"] == {"0": 31, "1": 31}
    assert outcome["winners"] == [] and [e["rank"] for e in outcome["ranking"]] == [1, 1]


def test_outcome_none_while_running():
    _before, state, _events = two_huts_round()
    assert RULES.outcome(state) is None and RULES.to_move(state) == [0]
