"""Discovery: the three placement rules, the open display, drawing again, huts (rulebook, 1ère phase)."""

from random import Random

import pytest

from games.engine import IllegalMove
from games.rulesets.fjords import board as B
from games.rulesets.fjords import components as C
from games.rulesets.fjords.hexes import distinct_rotations, rotate, vertex

from .helpers import RULES, pile_with, place, play, start, tile_ids, types

PPSSSS, PSSSSS, PPPSSS = tile_ids("PPSSSS"), tile_ids("PSSSSS"), tile_ids("PPPSSS")
MMMMPP, MMMPPP, MOUNTAIN = tile_ids("MMMMPP"), tile_ids("MMMPPP"), tile_ids("MMMMMM")
PPPPPP, PPPPPS = tile_ids("PPPPPP"), tile_ids("PPPPPS")


def rejected(state, seat, move):
    with pytest.raises(IllegalMove) as error:
        RULES.decide(state, seat, move, None)
    return error.value.code


def test_start_layout_and_first_draw():
    state = start(pile_with(PPPPPS[0]), first=1)
    assert [(t["q"], t["r"], t["corners"], t["start"]) for t in state["board"]] == [
        (0, 0, "PSPPMM", True),
        (-1, 1, "MPPPPP", True),
        (0, 1, "PPPPPP", True),
    ]
    assert B.corners_match(state["board"]) and B.land_is_one_mass(state["board"])
    # The first tile is drawn at once (nothing else can be done) and is seen by both seats.
    assert state["current"] == 1 and state["step"] == "place" and state["hand"] == PPPPPS[0]
    assert len(state["pile"]) == 36
    assert (
        RULES.view(state, 0)["hand"]
        == RULES.view(state, None)["hand"]
        == {"id": PPPPPS[0], "corners": "PPPPPS"}
    )


def test_rule_1_corners_must_match():
    state = start(pile_with(PPPPPP[0]))
    # (1, 0) touches the sea corner of the top start tile.
    assert rejected(state, 0, {"type": "place", "q": 1, "r": 0, "rotation": 0}) == "terrain_mismatch"
    state = start(pile_with(MMMPPP[0]))
    # "Ne convient pas ! La continuité de la montagne n'est pas respectée."
    assert rejected(state, 0, {"type": "place", "q": -1, "r": 0, "rotation": 1}) == "terrain_mismatch"
    # Turned the right way the mountain continues and the tile fits.
    state, events = play(state, 0, {"type": "place", "q": -1, "r": 0, "rotation": 0})
    assert types(events)[0] == "tile_placed" and B.corners_match(state["board"])


def test_rule_2_at_least_two_neighbours():
    state = start(pile_with(PPPPPS[0]))
    assert rejected(state, 0, {"type": "place", "q": 1, "r": -1, "rotation": 0}) == "too_few_neighbours"
    assert rejected(state, 0, {"type": "place", "q": 7, "r": 7, "rotation": 0}) == "too_few_neighbours"
    assert rejected(state, 0, {"type": "place", "q": 0, "r": 0, "rotation": 0}) == "cell_taken"
    # At the start only three cells touch two tiles.
    assert B.candidate_cells(state["board"]) == [(-1, 0), (-1, 2), (1, 0)]


def test_only_one_possibility_is_the_only_listed_move():
    state = start(pile_with(PPSSSS[0]))
    assert RULES.legal_moves(state, 0) == [{"type": "place", "q": 1, "r": 0, "rotation": 3}]
    assert RULES.legal_moves(state, 1) == []


def sea_coast():
    """Seat 0 puts a sea tile east of the top start tile, seat 1 a sea tile north-east of it."""
    state = start(pile_with(PPSSSS[0], PSSSSS[0], PPPSSS[0]))
    state = place(state, 0, "SSSPPS", 1, 0, hut=False)
    state = place(state, 1, "SSSSPS", 1, -1, hut=False)
    return state


def test_rule_3_sea_may_not_cut_land():
    state = sea_coast()
    assert state["current"] == 0 and state["hand"] == PPPSSS[0]
    # (2, -1) touches two tiles, and PPPSSS matches its three sea corners, but its land would
    # be a new land cut off by sea ("même s'il est possible de les raccorder plus tard").
    move = {"type": "place", "q": 2, "r": -1, "rotation": 0}
    assert B.placement_problem(state["board"], "PPPSSS", 2, -1) == "land_cut_by_sea"
    assert rejected(state, 0, move) == "land_cut_by_sea"
    assert move not in RULES.legal_moves(state, 0)


def mountain_range(third=MMMPPP[0]):
    """Two mountain tiles north-west of the start: the cell (-1, -1) meets only mountain."""
    state = start(pile_with(MMMMPP[0], MMMMPP[1], third))
    state = place(state, 0, "MMMPPM", -1, 0, hut=False)
    state = place(state, 1, "MPPMMM", 0, -1, hut=False)
    return state


def test_rule_3_mountain_may_separate_land():
    state = mountain_range()
    assert state["hand"] == MMMPPP[0]
    terrains = B.vertex_terrains(state["board"])
    shared = {terrains[vertex(-1, -1, k)] for k in range(6) if vertex(-1, -1, k) in terrains}
    assert shared == {"M"}
    # "On peut séparer des terres avec une montagne": arable land beyond the mountain is fine.
    state = place(state, 0, "PMMMPP", -1, -1, hut=True)
    assert B.land_is_one_mass(state["board"]) and B.tile_at(state["board"], -1, -1)["hut"] == 0


def test_legal_moves_list_every_position_and_rotation():
    state = sea_coast()
    listed = RULES.legal_moves(state, 0)
    expected = []
    for q in range(-6, 7):
        for r in range(-6, 7):
            for rotation, rotated in distinct_rotations(C.TILES[state["hand"]]):
                if B.placement_problem(state["board"], rotated, q, r) is None:
                    expected.append({"type": "place", "q": q, "r": r, "rotation": rotation})
    assert sorted(map(str, listed)) == sorted(map(str, expected)) and listed
    # A rotation giving the same picture as a listed one is accepted too.
    state = start(pile_with(PPPPPP[0]))
    move = RULES.legal_moves(state, 0)[0]
    assert move["rotation"] == 0
    assert RULES.decide(state, 0, {**move, "rotation": 4}, None)[0]["data"]["rotation"] == 4


def test_unplaceable_tile_goes_to_open_display_and_player_draws_again():
    state = start(pile_with(MOUNTAIN[0], PSSSSS[0], PPPPPS[0]))
    # The all-mountain tile and PSSSSS fit nowhere at the start: both go face up to the open
    # display and the player draws on until a tile fits.
    assert state["open"] == [MOUNTAIN[0], PSSSSS[0]]
    assert state["hand"] == PPPPPS[0] and state["current"] == 0 and len(state["pile"]) == 34


def test_taking_a_fitting_open_tile_or_drawing_anyway():
    state = start(pile_with(PSSSSS[0], PPSSSS[0], MOUNTAIN[0], PPPPPS[0]))
    assert state["open"] == [PSSSSS[0]] and state["hand"] == PPSSSS[0]
    state = place(state, 0, "SSSPPS", 1, 0, hut=False)
    # Now PSSSSS fits north-east: seat 1 may take it, or draw anyway.
    assert RULES.legal_moves(state, 1) == [{"type": "draw"}, {"type": "take_open", "tile": PSSSSS[0]}]
    drawn, events = play(state, 1, {"type": "draw"})
    # The all-mountain tile fits nowhere: it joins the display, and seat 1 may still take the
    # fitting open tile after drawing ("après avoir pioché des tuiles ... qui n'auraient pas pu être posées").
    assert types(events) == ["tile_drawn", "tile_set_aside"]
    assert drawn["open"] == [PSSSSS[0], MOUNTAIN[0]] and drawn["step"] == "choose"
    taken, events = play(drawn, 1, {"type": "take_open", "tile": PSSSSS[0]})
    assert types(events) == ["tile_taken"] and taken["hand"] == PSSSSS[0] and taken["open"] == [MOUNTAIN[0]]
    assert RULES.legal_moves(taken, 1) == [{"type": "place", "q": 1, "r": -1, "rotation": 4}]
    # Only one tile per turn: after placing, the turn passes.
    done = place(taken, 1, "SSSSPS", 1, -1, hut=False)
    assert done["current"] == 0
    assert rejected(drawn, 1, {"type": "take_open", "tile": MOUNTAIN[0]}) == "tile_does_not_fit"
    assert rejected(drawn, 1, {"type": "take_open", "tile": PPPPPS[0]}) == "not_in_display"


def test_hut_only_on_the_tile_just_placed():
    state = start(pile_with(PPSSSS[0], PSSSSS[0]))
    state, events = play(state, 0, {"type": "place", "q": 1, "r": 0, "rotation": 3})
    assert state["step"] == "hut" and RULES.legal_moves(state, 0) == [{"type": "hut"}, {"type": "no_hut"}]
    state, events = play(state, 0, {"type": "hut"})
    assert events[0] == {"type": "hut_built", "seat": 0, "data": {"q": 1, "r": 0}}
    assert B.tile_at(state["board"], 1, 0)["hut"] == 0 and state["huts_left"] == [3, 4]
    # Next turn: no hut can be built on an earlier tile (the hut move exists only after a placement).
    assert state["current"] == 1 and state["step"] == "place"
    assert rejected(state, 1, {"type": "hut"}) == "wrong_step"


def test_no_hut_on_start_tiles_or_the_all_mountain_tile():
    for entry in B.start_board():
        assert not B.hut_allowed(entry)
    state = mountain_range(third=MOUNTAIN[0])
    # The all-mountain tile fits between the mountains; it takes no hut: the turn passes at once.
    assert state["hand"] == MOUNTAIN[0] and state["current"] == 0
    state, events = play(state, 0, {"type": "place", "q": -1, "r": -1, "rotation": 0})
    assert types(events)[0] == "tile_placed" and state["current"] == 1 and state["step"] != "hut"
    assert state["huts_left"] == [4, 4]
    assert not B.hut_allowed(B.tile_at(state["board"], -1, -1))


def test_no_hut_step_without_huts_left():
    state = start(pile_with(PPSSSS[0], PSSSSS[0]))
    state["huts_left"] = [0, 4]
    state, events = play(state, 0, {"type": "place", "q": 1, "r": 0, "rotation": 3})
    assert state["current"] == 1 and state["step"] == "place"


def test_a_single_arable_corner_takes_a_hut():
    state = sea_coast()
    assert B.tile_at(state["board"], 1, -1)["corners"] == "SSSSPS"
    assert B.hut_allowed(B.tile_at(state["board"], 1, -1))


def test_tiles_keep_their_rotation():
    state = sea_coast()
    entry = B.tile_at(state["board"], 1, 0)
    assert entry["corners"] == rotate(C.TILES[entry["tile"]], entry["rotation"]) == "SSSPPS"


def synthetic(cells, corners="PPPPPP"):
    board = []
    for q, r in cells:
        entry = B.new_entry(PPPPPP[0], q, r, 0)
        entry["corners"] = corners
        board.append(entry)
    return board


def test_a_hole_in_the_landscape_may_be_left_and_filled_later():
    ring = [(q + 0, r + 0) for q, r in ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))]
    board = synthetic(ring)
    assert (0, 0) in B.candidate_cells(board)
    assert B.placement_problem(board, "PPPPPP", 0, 0) is None
    assert B.placement_problem(board, "PPPPPS", 0, 0) == "terrain_mismatch"


def test_global_checks_catch_a_split_land_and_a_mismatch():
    board = synthetic([(0, 0), (1, 0)])
    assert B.land_is_one_mass(board) and B.corners_match(board)
    board[1]["corners"] = "PSSSSS"  # the shared edge (1, 0)-(0, 0) would be sea/sea... and mismatched
    assert not B.corners_match(board)
    sea = synthetic([(0, 0), (1, 0), (3, 0)])
    assert not B.land_is_one_mass(sea)
    split = synthetic([(0, 0), (1, 0)])
    split[0]["corners"] = "PSSPPP"  # edge 1 (corners 1, 2) of (0, 0) is all sea
    split[1]["corners"] = "PPPPSS"  # its edge 4 (corners 4, 5) meets it, all sea
    assert B.corners_match(split) and not B.land_is_one_mass(split)


def test_a_tile_that_fits_must_be_placed():
    """Reading 2: the server sees every placement, so a fitting tile cannot go to the display."""
    state = start(pile_with(PPSSSS[0]))
    moves = RULES.legal_moves(state, 0)
    assert moves and {m["type"] for m in moves} == {"place"}
    assert rejected(state, 0, {"type": "draw"}) == "wrong_step"
    assert rejected(state, 0, {"type": "set_aside"}) == "unknown_move_type"
    assert rejected(state, 0, {"type": "take_open", "tile": PSSSSS[0]}) == "wrong_step"


def test_timeouts_draw_rather_than_take_and_build_the_hut():
    state = start(pile_with(PSSSSS[0], PPSSSS[0], MOUNTAIN[0], PPPPPS[0]))
    state = place(state, 0, "SSSPPS", 1, 0, hut=False)
    assert {"type": "take_open", "tile": PSSSSS[0]} in RULES.legal_moves(state, 1)
    assert RULES.timeout_move(state, 1) == {"type": "draw"}
    state, _ = play(state, 1, {"type": "take_open", "tile": PSSSSS[0]})
    assert RULES.timeout_move(state, 1) == RULES.legal_moves(state, 1)[0]
    state, _ = play(state, 1, RULES.timeout_move(state, 1))
    assert state["step"] == "hut" and RULES.timeout_move(state, 1) == {"type": "hut"}


def test_round_one_first_player_is_drawn_at_random():
    firsts = {RULES.setup(2, {}, Random(seed))[0]["data"]["first"] for seed in range(20)}
    assert firsts == {0, 1}
