"""Phase 6 (I), hand size (A2), cashing cards (A3), extinction and scoring (J, J1), game end."""

import pytest

from games.rulesets.greenland import GreenlandRuleset, flow, scoring, tables
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.state import elder_cubes, hand_size

from .helpers import make_state, play, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]


def moves(state, seat):
    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def empty_board(state, seat):
    for rank in range(6):
        state["boards"][seat][rank][seat] = 0


def test_a2_hand_size_example():
    state = make_state(TRIBES)
    state["players"][THULE]["tableau"].append("peepeelee")
    state["players"][VIKING]["tableau"].append("birgitta")
    state["players"][THULE]["spouses"] = ["birgitta"]
    assert hand_size(state, THULE) == 1 + 2 + 1  # Peepeelee, a spouse on Birgitta, one Sage
    assert hand_size(state, TUNIT) == 1
    state["boards"][TUNIT][2][TUNIT] = 0
    assert hand_size(state, TUNIT) == 0  # A2 tip: the Tunit without their Artisan


def test_a3_cash_in_any_time_and_falconers_ransom():
    state = make_state(TRIBES)
    state["players"][THULE]["tableau"] += ["import:crossbow", "gyrfalcon"]
    state["flags"]["falconers_ransom"] = True
    run(state, [{"do": "assign", "seat": THULE}])
    listed = [m for m in legal_moves(state, THULE) if m["type"] == "cash_in"]
    assert listed == [
        {"type": "cash_in", "card": "import:crossbow"},
        {"type": "cash_in", "card": "gyrfalcon"},
    ]
    play(state, THULE, {"type": "cash_in", "card": "gyrfalcon"})
    assert state["players"][THULE]["ivory"] == 1 + 3 and state["step"]["ask"] == "assign"


def test_i2_witch_hunt_then_i7_baptism():
    state = make_state(TRIBES)
    empty_board(state, VIKING)
    state["boards"][VIKING][1][VIKING] = 1  # a last elder, rank 2
    run(state, [{"do": "elder_phase"}])
    assert state["step"]["seat"] == THULE  # polytheists in play order
    play(state, THULE, {"type": "end_actions"})
    play(state, TUNIT, {"type": "end_actions"})
    assert moves(state, VIKING) == [{"type": "witch_hunt", "rank": 2}, {"type": "end_actions"}]
    play(state, VIKING, {"type": "witch_hunt", "rank": 2})
    assert state["players"][VIKING]["energy"] == 4
    assert moves(state, VIKING) == [{"type": "baptism"}, {"type": "end_actions"}]
    play(state, VIKING, {"type": "baptism"})
    assert state["players"][VIKING]["side"] == "mono" and state["step"]["kind"] == "stopped"


def test_each_elder_acts_once_per_turn():
    state = make_state(TRIBES)
    state["boards"][THULE][1][THULE] = 2  # two Shamans
    run(state, [{"do": "elder_turn", "seat": THULE}])
    play(state, THULE, {"type": "witch_hunt", "rank": 6})
    assert {"type": "witch_hunt", "rank": 5} in moves(state, THULE)  # the second Shaman may act
    play(state, THULE, {"type": "witch_hunt", "rank": 5})
    assert state["step"] == {"kind": "stopped"}  # both acted: nothing left but to end
    assert state["players"][THULE]["energy"] == 3


@pytest.mark.parametrize("game", ["beginner", "advanced"])
def test_i5_emissary_and_i6_proselytise_example(game):
    state = make_state(TRIBES, game=game)
    thule = state["players"][THULE]
    if game == "advanced":  # the example's hand size is one: no literate daughter at home
        thule["tableau"].remove("peepeelee")
    thule["side"] = "mono"
    state["boards"][THULE][1][THULE] = 3  # three Bishops
    state["boards"][THULE][4][THULE] = 2  # two Acolytes
    flow.record_start(state)
    run(state, [{"do": "elder_phase"}])
    play(state, TUNIT, {"type": "end_actions"})
    play(state, VIKING, {"type": "end_actions"})
    assert state["step"]["seat"] == THULE  # the monotheist acts last
    assert not any(m["type"] == "proselytise" for m in moves(state, THULE))
    play(state, THULE, {"type": "emissary", "target": TUNIT})
    play(state, THULE, {"type": "emissary", "target": TUNIT})
    assert thule["energy"] == 3 and elder_cubes(state, TUNIT, 1, THULE) == 2
    assert elder_cubes(state, THULE, 5, THULE) == 0
    play(state, THULE, {"type": "end_actions"})
    # The next turn: the polytheist Tunit shaman banishes first (hand size 2: rolls 1 and 2).
    flow.record_start(state)
    state["boards"][TUNIT][2][TUNIT] = 2
    run(state, [{"do": "elder_phase"}])
    assert {"type": "banish"} in moves(state, TUNIT)
    play(state, TUNIT, {"type": "banish"}, dice=[1, 2])
    assert elder_cubes(state, TUNIT, 1, THULE) == 1  # the Tunit's only Shaman has acted
    play(state, VIKING, {"type": "end_actions"})
    assert hand_size(state, THULE) == 1
    play(state, THULE, {"type": "proselytise", "target": TUNIT}, dice=[3])
    assert state["players"][TUNIT]["side"] == "poly"
    play(state, THULE, {"type": "proselytise", "target": TUNIT}, dice=[1])
    assert state["players"][TUNIT]["side"] == "poly"  # converted only at the end of the phase
    assert not any(m["type"] == "proselytise" for m in moves(state, THULE))
    play(state, THULE, {"type": "end_actions"})
    assert state["players"][TUNIT]["side"] == "mono"


def test_i3_banish_in_three_players_spares_viking_spouses():
    state = make_state(TRIBES)
    state["players"][THULE]["tableau"] += ["kirima", "peepeelee"]
    state["players"][VIKING]["spouses"] = ["kirima"]
    state["players"][TUNIT]["spouses"] = ["peepeelee"]
    state["boards"][THULE][0][VIKING] = 1
    run(state, [{"do": "elder_turn", "seat": THULE}])
    play(state, THULE, {"type": "banish"}, dice=[1, 4])  # hand size 2: the Sage and Peepeelee
    targets = [m["target"] for m in moves(state, THULE)]
    assert targets == [
        {"kind": "elder", "seat": VIKING},
        {"kind": "spouse", "seat": TUNIT, "daughter": "peepeelee"},
    ]
    play(state, THULE, {"type": "banish_target", "target": targets[1]})
    assert state["players"][TUNIT]["spouses"] == [] and state["players"][VIKING]["spouses"] == ["kirima"]


def test_j_scoring_example():
    state = make_state(["viking", "thule", "tunit"])
    viking, thule, tunit = state["players"]
    # Viking, polytheist: a shark trophy, 4 unassigned, 1 elder, 3 settlers on a cold Vinland.
    viking["trophies"] = ["shark"]
    viking["unassigned"] = 3
    empty_board(state, 0)
    state["boards"][0][3][0] = 1
    state["rows"]["south"]["cold"] = ["vinland"]
    state["new_world"]["vinland"] = {"side": "hostile", "settlers": [3, 0, 0]}
    # Thule, monotheist: 2 iron, 2 ivory, 11 unassigned, 5 elders, one an emissary on the Tunit board.
    thule.update(side="mono", iron=2, ivory=2, unassigned=10)
    empty_board(state, 1)
    state["boards"][1][0][1] = 2
    state["boards"][1][1][1] = 2
    state["boards"][2][0][1] = 1
    # Tunit, monotheist: 5 iron, 2 ivory, 12 cubes.
    tunit.update(side="mono", iron=5, ivory=2, unassigned=11)
    empty_board(state, 2)
    assert scoring.breakdown(state, 0) == {
        "trophies": 5,
        "cards": 0,
        "resources": 0,
        "population": 11,
        "democratic": 0,
    }
    assert scoring.scores(state) == {0: 16, 1: 26, 2: 24}
    viking["side"] = "mono"
    assert scoring.breakdown(state, 0)["trophies"] == 0  # pagan relics are worth nothing
    viking["side"], thule["side"] = "poly", "poly"
    assert scoring.breakdown(state, 1)["resources"] == 0


def test_j_monotheist_cashes_cards_and_card_vp():
    state = make_state(TRIBES)
    state["players"][THULE]["tableau"] += ["import:bog_rust", "import:kings_mirror"]  # iron 2 value; 1 VP
    assert scoring.breakdown(state, THULE)["cards"] == 1
    state["players"][THULE]["side"] = "mono"
    parts = scoring.breakdown(state, THULE)
    assert parts["resources"] == 1 + 2 * (1 + 2) and parts["cards"] == 1


def test_j1_extinction_scores_nothing_and_is_skipped():
    state = make_state(TRIBES, north=["walrus"])
    tunit = state["players"][TUNIT]
    tunit.update(unassigned=0, alpha="valhalla")
    empty_board(state, TUNIT)
    assert scoring.scores(state)[TUNIT] == 0
    state["tasks"] = []
    state["events_left"] = 5
    tables.advance(state)
    assert tunit["extinct"] and state["step"]["draw"] == "event"
    assert TUNIT not in state["order"] or state["turn"] == 2


def test_game_ends_after_the_tenth_event_or_with_empty_rows():
    rules = GreenlandRuleset()
    state = make_state(TRIBES, north=["walrus"])
    state["events_left"] = 0
    state["tasks"] = []
    tables.advance(state)
    assert state["over"] and rules.outcome(state) is not None and rules.to_move(state) == []
    state = make_state(TRIBES)
    state["tasks"] = []
    tables.advance(state)
    assert state["over"]


def test_hand_over_its_size_must_be_cut():
    state = make_state(TRIBES)
    state["players"][THULE]["hand"] = ["musk_ox", "dogs"]
    run(state, [])
    assert state["step"]["ask"] == "discard_hand" and state["step"]["seat"] == THULE
    play(state, THULE, {"type": "discard_hand", "card": "dogs"})
    assert state["players"][THULE]["hand"] == ["musk_ox"]
