"""Phase 1 (D): event symbols in order, first player and war council, the ivory auction."""

from games.engine import make_event
from games.rulesets.greenland import flow, tables
from games.rulesets.greenland.state import elder_cubes

from .helpers import make_state, play, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]


def test_d1_migration_replaces_lowest_maximum_even_with_a_lower_card():
    state = make_state(TRIBES, south=["arctic_wolf", "salmon"], event="syphilis")
    state["rows"]["south"]["cold"] = ["shark"]  # Maximum 6 and 11 warm, 4 cold (the D1 example)
    state["piles"]["south"].remove("shark")
    run(state, [{"do": "symbol", "index": 1}])  # Syphilis: venereal, then migration south
    assert state["step"]["kind"] == "chance" and state["step"]["row"] == "south"
    tables.evolve(
        state, make_event("biome_drawn", None, row="south", card="skraeling_camp", purpose="migration")
    )
    assert state["rows"]["south"] == {"warm": ["arctic_wolf", "salmon"], "cold": ["skraeling_camp"]}
    assert "shark" in state["removed"] and "skraeling_camp" not in state["piles"]["south"]


def test_d1_no_migration_into_an_empty_row():
    state = make_state(TRIBES, event="syphilis")
    run(state, [{"do": "symbol", "index": 1}])
    assert state["step"] == {"kind": "stopped"}


def test_d2_syphilis_example():
    state = make_state(TRIBES, event="syphilis")
    thule, viking = state["players"][THULE], state["players"][VIKING]
    state["players"][THULE]["tableau"].append("kirima")
    state["players"][TUNIT]["tableau"].append("meeka")
    viking["spouses"] = ["kirima"]
    viking["unassigned"] = 2  # two hunters and the alpha
    viking["side"] = "mono"
    for rank in range(6):
        state["boards"][VIKING][rank][VIKING] = 1 if rank == 1 else 0  # only a Bishop
    thule["spouses"] = ["meeka"]
    thule["unassigned"] = 6  # seven with the alpha
    for rank in range(6):
        state["boards"][THULE][rank][THULE] = 0
    tunit_before = state["players"][TUNIT]["unassigned"]
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"]["seat"] == THULE and state["step"]["ask"] == "decimation"
    play(state, THULE, {"type": "decimation", "elder": None, "alpha_dies": False})
    assert (thule["unassigned"], thule["alpha"]) == (2, "unassigned")  # four of seven to Valhalla
    assert state["step"]["seat"] == VIKING
    play(state, VIKING, {"type": "decimation", "elder": [VIKING, 2], "alpha_dies": False})
    assert (viking["unassigned"], viking["alpha"]) == (0, "unassigned")  # only the alpha is left
    assert elder_cubes(state, VIKING, 2, VIKING) == 0  # the Bishop is sacrificed
    assert viking["spouses"] == ["kirima"] and thule["spouses"] == ["meeka"]  # spouses are safe
    assert state["players"][TUNIT]["unassigned"] == tunit_before


def test_d2_epidemic_and_feud():
    state = make_state(TRIBES, event="ulfberht_sword")  # epidemic 8+
    state["players"][TUNIT]["unassigned"] = 7  # 8 with the alpha
    state["players"][TUNIT]["alpha"] = "valhalla"
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"] == {"kind": "stopped"}  # only 7: untouched
    state["players"][TUNIT]["alpha"] = "unassigned"
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"]["ask"] == "decimation" and state["step"]["seat"] == TUNIT
    play(state, TUNIT, {"type": "decimation", "elder": [TUNIT, 6], "alpha_dies": True})
    assert state["players"][TUNIT]["unassigned"] == 4 and state["players"][TUNIT]["alpha"] == "valhalla"

    state = make_state(TRIBES, event="kings_mirror")  # feud
    state["boards"][THULE][0][THULE] = 0  # the Thule have no chief ...
    state["boards"][TUNIT][0][TUNIT] = 0
    state["boards"][TUNIT][0][VIKING] = 1  # ... the Tunit host a foreign missionary: protected
    state["players"][THULE]["alpha"] = "valhalla"
    for rank in range(1, 6):
        state["boards"][THULE][rank][THULE] = 1 if rank == 3 else 0
    run(state, [{"do": "symbol", "index": 0}])
    assert state["players"][THULE]["unassigned"] == 2  # 5 unassigned, 3 lost, automatically
    assert elder_cubes(state, THULE, 4, THULE) == 0
    assert state["players"][TUNIT]["unassigned"] == 5 and state["players"][VIKING]["unassigned"] == 5


def test_d3_energy_loss_choices_saila_and_nothing_to_lose():
    state = make_state(TRIBES, event="little_ice_age")  # global cooling, energy loss 2
    state["players"][TUNIT]["tableau"].append("saila")
    for rank in range(6):
        state["boards"][TUNIT][rank][TUNIT] = 0  # no chief either
        state["boards"][VIKING][rank][VIKING] = 0
    state["players"][VIKING]["energy"] = 0
    run(state, [{"do": "symbol", "index": 1}])
    assert state["step"]["ask"] == "energy_loss" and state["step"]["seat"] == THULE
    play(state, THULE, {"type": "pay_loss", "with": "elder", "board": THULE, "rank": 5})
    play(state, THULE, {"type": "pay_loss", "with": "energy"})
    assert state["players"][THULE]["energy"] == 4 and elder_cubes(state, THULE, 5, THULE) == 0
    assert state["players"][TUNIT]["energy"] == 4  # Saila: one less, paid in energy automatically
    assert state["players"][VIKING]["energy"] == 0  # no energy and no elder: no effect
    assert state["step"] == {"kind": "stopped"}


def test_d4_global_cooling_and_deep_freeze():
    state = make_state(TRIBES, north=["walrus", "narwhal", "ringed_seal"], south=["shark"], event="pack_ice")
    run(state, [{"do": "symbol", "index": 1}, {"do": "symbol", "index": 1}])
    assert state["rows"]["north"] == {"warm": ["walrus"], "cold": ["ringed_seal", "narwhal"]}
    assert state["rows"]["south"] == {"warm": [], "cold": []} and "shark" in state["removed"]  # deep freeze
    run(state, [{"do": "symbol", "index": 1}, {"do": "symbol", "index": 1}])
    assert state["rows"]["north"] == {"warm": [], "cold": ["narwhal", "walrus"]}  # deep freeze: oldest out
    assert "ringed_seal" in state["removed"]


def test_d5_elder_death_roll_and_choice_of_board():
    state = make_state(TRIBES, event="hunger_winter")
    state["boards"][TUNIT][0][VIKING] = 1  # a Viking emissary on the Tunit board, rank 1
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"]["kind"] == "chance" and state["step"]["n"] == 3
    tables.evolve(state, make_event("dice_rolled", None, dice=[6, 3, 1], purpose="elder_death"))
    assert elder_cubes(state, THULE, 6, THULE) == 0 and elder_cubes(state, TUNIT, 3, TUNIT) == 0
    assert state["step"]["ask"] == "elder_death" and state["step"]["seat"] == VIKING
    play(state, VIKING, {"type": "sacrifice", "board": TUNIT})
    assert elder_cubes(state, TUNIT, 1, VIKING) == 0 and elder_cubes(state, VIKING, 1, VIKING) == 1


def test_d6_steel_degradation_d7_no_sea_hunt_d8_storm():
    state = make_state(TRIBES, north=["walrus", "arctic_fox"], event="bog_rust")
    state["players"][THULE]["tableau"] += ["import:ulfberht_sword", "import:crossbow", "import:kings_mirror"]
    state["players"][TUNIT]["tableau"] += ["import:crossbow"]
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"]["ask"] == "degrade"
    assert {m["card"] for m in flow_moves(state, THULE)} == {"import:ulfberht_sword", "import:crossbow"}
    play(state, THULE, {"type": "degrade", "card": "import:crossbow"})
    assert state["players"][THULE]["iron"] == 2
    assert state["players"][THULE]["tableau"] == ["import:ulfberht_sword", "import:kings_mirror"]
    assert state["players"][TUNIT]["iron"] == 2 and state["players"][TUNIT]["tableau"] == []  # automatic

    state = make_state(TRIBES, north=["walrus", "arctic_fox"], event="pack_ice")
    run(state, [{"do": "symbol", "index": 0}, {"do": "assign", "seat": THULE}])
    cards = {m["card"] for m in flow_moves(state, THULE) if m["type"] == "place"}
    assert cards == {"arctic_fox"}  # the walrus is a sea hunt

    state = make_state(TRIBES, event="black_death")
    state["boards"][VIKING][5][VIKING] = 2
    state["boards"][TUNIT][5][TUNIT] = 0
    run(state, [{"do": "symbol", "index": 1}])
    assert [elder_cubes(state, s, 6, s) for s in range(3)] == [0, 0, 1]


def flow_moves(state, seat):
    from games.rulesets.greenland.moves import legal_moves

    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def test_first_player_second_diamond_and_war_council():
    state = make_state(["tunit", "viking"], event="syphilis")  # yellow first: absent, red second
    for rank in range(6):
        state["boards"][1][rank][1] = 0
    flow.record_start(state)
    run(state, [{"do": "first_player"}])
    assert state["order"] == [1, 0] and state["first"] == 1

    state = make_state(TRIBES, event="crossbow")  # green first, who has a warchief
    run(state, [{"do": "first_player"}])
    assert state["step"]["ask"] == "war_council" and state["step"]["seat"] == TUNIT
    assert len(flow_moves(state, TUNIT)) == 3
    play(state, TUNIT, {"type": "war_council", "first": VIKING})
    assert state["order"] == [VIKING, THULE, TUNIT]


def test_d10_auction_example_peepeelee_wins_the_tie():
    state = make_state(TRIBES, event="icelandic_trading_ship")  # red first
    state["boards"][VIKING][3][VIKING] = 0
    state["players"][THULE]["tableau"].append("peepeelee")
    state["players"][TUNIT]["ivory"] = 0
    flow.record_start(state)
    run(state, [{"do": "first_player"}, {"do": "auction"}])
    assert state["step"]["ask"] == "auction" and state["step"]["seat"] == VIKING
    assert flow_moves(state, VIKING) == [{"type": "bid", "amount": 1}, {"type": "pass"}]
    play(state, VIKING, {"type": "bid", "amount": 1})
    assert state["step"]["seat"] == THULE  # the Tunit have no ivory: they cannot bid
    assert flow_moves(state, THULE) == [{"type": "bid", "amount": 1}, {"type": "pass"}]
    play(state, THULE, {"type": "bid", "amount": 1})
    assert state["step"] == {"kind": "stopped"}  # the Viking cannot beat a tie he loses
    assert state["players"][THULE]["tableau"][-1] == "import:icelandic_trading_ship"
    assert state["players"][THULE]["ivory"] == 0 and state["players"][VIKING]["ivory"] == 1


def test_d10_auction_outbidding_and_no_bid():
    state = make_state(TRIBES, event="kings_mirror")
    state["boards"][VIKING][3][VIKING] = 0
    flow.record_start(state)
    state["players"][THULE]["ivory"] = 3
    run(state, [{"do": "first_player"}, {"do": "auction"}])
    play(state, VIKING, {"type": "bid", "amount": 1})
    play(state, THULE, {"type": "bid", "amount": 2})
    assert state["step"] == {"kind": "stopped"}  # the Tunit (1 ivory) and the Viking cannot beat 2
    assert (
        state["players"][THULE]["ivory"] == 1 and "import:kings_mirror" in state["players"][THULE]["tableau"]
    )

    state = make_state(TRIBES, event="kings_mirror")
    state["boards"][VIKING][3][VIKING] = 0
    flow.record_start(state)
    run(state, [{"do": "first_player"}, {"do": "auction"}])
    for seat in (VIKING, THULE, TUNIT):
        play(state, seat, {"type": "pass"})
    assert "import:kings_mirror" in state["removed"]


def test_d3_energy_loss_per_d_card_hits_an_imported_pony():
    state = make_state(TRIBES, event="hard_winter")
    state["players"][VIKING]["tableau"].append("import:icelandic_trading_ship")
    for seat in (THULE, TUNIT, VIKING):
        for rank in range(6):
            state["boards"][seat][rank][seat] = 0
    run(state, [{"do": "symbol", "index": 0}])
    energies = [p["energy"] for p in state["players"]]
    assert energies == [5, 5, 4]
