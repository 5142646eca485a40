"""Phases 2 and 4 (E, G): assignment, transport, promotion, and the hunting rolls."""

from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.state import elder_cubes, unassigned_total

from .helpers import make_state, play, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]


def moves(state, seat):
    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def place(state, seat, card, count, alpha=False, dice=None):
    for index in range(count):
        last = index == count - 1
        play(
            state,
            seat,
            {"type": "place", "card": card, "alpha": alpha and index == 0},
            dice=dice if last else None,
        )


def walrus_state(extra_tableau=(), spouse=None):
    """G8: the Viking alone on a cold Walrus, 8 unassigned hunters and no Mariner yet."""
    state = make_state(TRIBES, north=["ringed_seal"], south=["harp_seal"])
    state["rows"]["north"]["cold"] = ["walrus"]
    state["piles"]["north"].remove("walrus")
    viking = state["players"][VIKING]
    viking["unassigned"], viking["alpha"] = 8, "valhalla"
    state["boards"][VIKING][5][VIKING] = 0
    viking["tableau"] += list(extra_tableau)
    if spouse:
        viking["spouses"] = [spouse]
        state["players"][THULE]["tableau"].append(spouse)
    run(state, [{"do": "assign", "seat": VIKING}, {"do": "hunting"}])
    return state


def test_e1_homeland_and_mariners():
    state = walrus_state()
    viking = state["players"][VIKING]
    assert not any(
        m["type"] == "place" and m["card"] in ("walrus", "ringed_seal") for m in moves(state, VIKING)
    )
    assert {"type": "place", "card": "harp_seal", "alpha": False} in moves(state, VIKING)
    play(state, VIKING, {"type": "promote", "rank": 6, "alpha": False})  # E3: 1 energy, active at once
    assert viking["energy"] == 4 and elder_cubes(state, VIKING, 6, VIKING) == 1
    place(state, VIKING, "walrus", 4)
    assert not any(
        m["type"] == "place" and m["card"] in ("walrus", "ringed_seal") for m in moves(state, VIKING)
    )
    play(state, VIKING, {"type": "promote", "rank": 6, "alpha": False})
    assert {"type": "place", "card": "walrus", "alpha": False} in moves(state, VIKING)
    assert {"type": "place", "card": "ringed_seal", "alpha": False} in moves(state, VIKING)


def test_e4_exception_recall_an_elder():
    state = make_state(TRIBES, north=["ringed_seal"])
    state["players"][THULE]["unassigned"] = 0
    run(state, [{"do": "assign", "seat": THULE}])
    recalls = [m for m in moves(state, THULE) if m["type"] == "recall_elder"]
    assert len(recalls) == 6
    play(state, THULE, {"type": "recall_elder", "rank": 4, "alpha": False})
    assert state["players"][THULE]["unassigned"] == 1 and elder_cubes(state, THULE, 4, THULE) == 0
    assert not any(m["type"] == "recall_elder" for m in moves(state, THULE))
    state = make_state(TRIBES, north=["ringed_seal"])
    run(state, [{"do": "assign", "seat": THULE}])
    assert not any(m["type"] == "recall_elder" for m in moves(state, THULE))


def g8_assign(state, dice):
    play(state, VIKING, {"type": "promote", "rank": 6, "alpha": False})
    play(state, VIKING, {"type": "promote", "rank": 6, "alpha": False})
    place(state, VIKING, "walrus", 6, dice=dice)  # no cube left: the assignment ends by itself


def test_g8_walrus_hunt_fails_and_a_hunter_dies():
    state = walrus_state()
    g8_assign(state, [1, 2, 3, 4, 4, 6])
    viking = state["players"][VIKING]
    assert state["step"]["kind"] == "stopped"  # no re-roll, no conversion: resolved
    assert state["last_roll"]["success"] is False
    assert viking["energy"] == 3 and viking["unassigned"] == 5  # 6 hunters, one died on the "3"
    assert state["rows"]["north"]["cold"] == ["walrus"]


def test_g8_walrus_with_kirima_rerolls_both_fours():
    state = walrus_state(spouse="kirima")
    g8_assign(state, [1, 2, 3, 4, 4, 6])
    assert state["step"]["ask"] == "reroll"
    assert moves(state, VIKING) == [{"type": "reroll", "face": 4}, {"type": "keep_dice"}]
    play(state, VIKING, {"type": "reroll", "face": 4}, dice=[1, 4])
    viking = state["players"][VIKING]
    assert state["last_roll"]["success"] is True  # two 1s on the cold side
    assert state["last_roll"]["faces"] == [1, 2, 3, 1, 4, 6]
    assert unassigned_total(state, VIKING) == 5 + 4 and viking["alpha"] == "unassigned"  # the alpha first
    assert viking["energy"] == 5 and viking["ivory"] == 2


def test_g8_walrus_with_toggle_head_harpoon():
    state = walrus_state(extra_tableau=["toggle_harpoon"])
    g8_assign(state, [1, 2, 3, 4, 4, 6])
    assert state["step"]["ask"] == "convert"
    assert moves(state, VIKING) == [{"type": "convert", "faces": [3]}, {"type": "convert", "faces": []}]
    play(state, VIKING, {"type": "convert", "faces": [3]})
    viking = state["players"][VIKING]
    assert state["last_roll"]["success"] is True
    assert unassigned_total(state, VIKING) == 6 + 4  # nobody died, 4 babies
    assert (viking["energy"], viking["ivory"]) == (3 + 2, 1 + 1)
    assert state["rows"]["north"]["cold"] == ["walrus"]  # no triples: the Walrus stays


def hunt_state(card, seat, hunters, *, alpha=False, cold=False, tableau=(), survivor=False, row="north"):
    state = make_state(TRIBES, survivor=survivor)
    state["rows"][row]["cold" if cold else "warm"].append(card)
    player = state["players"][seat]
    player["tableau"] += list(tableau)
    player["unassigned"] = 0
    state["hunters"][card] = [0, 0, 0]
    state["hunters"][card][seat] = hunters
    player["alpha"] = "hunt:" + card if alpha else "valhalla"
    run(state, [{"do": "hunting"}])
    return state


def test_g2_meeka_reroll_example_warm_and_cold():
    for cold, success in ((False, True), (True, False)):
        state = hunt_state("arctic_char", TUNIT, 4, cold=cold, tableau=["meeka"])
        state["boards"][TUNIT][1][TUNIT] = 0  # no Tunit shaman (who would re-roll the 3s)
        from .helpers import roll

        roll(state, [3, 3, 4, 4], TUNIT)
        assert moves(state, TUNIT) == [{"type": "reroll", "face": 4}, {"type": "keep_dice"}]
        play(state, TUNIT, {"type": "reroll", "face": 4}, dice=[2, 4])
        assert state["step"]["kind"] == "stopped"  # the second 4 cannot be re-rolled again
        assert state["last_roll"]["faces"] == [3, 3, 2, 4]
        assert state["last_roll"]["success"] is success


def test_g3_elkhounds_tracker_then_crossbow():
    from .helpers import roll

    state = hunt_state("elkhounds", VIKING, 1, tableau=["import:crossbow"], row="south")
    roll(state, [4], VIKING)
    assert moves(state, VIKING) == [{"type": "reroll", "face": 4}, {"type": "keep_dice"}]  # the Tracker
    play(state, VIKING, {"type": "reroll", "face": 4}, dice=[3])
    assert moves(state, VIKING) == [{"type": "convert", "faces": [3]}, {"type": "convert", "faces": []}]
    play(state, VIKING, {"type": "convert", "faces": [3]})
    assert state["last_roll"]["success"] is True and state["last_roll"]["faces"] == [1]


def test_g4_contested_dogs_fewest_hunters_first_and_winner_takes_all():
    from .helpers import roll

    state = make_state(TRIBES, north=["dogs"])
    state["hunters"]["dogs"] = [2, 3, 0]
    for seat in (THULE, TUNIT):
        state["players"][seat]["unassigned"] = 0
        state["players"][seat]["alpha"] = "valhalla"
    run(state, [{"do": "hunting"}])
    assert state["step"]["seat"] == THULE and state["step"]["n"] == 2
    roll(state, [1, 5], THULE)
    assert state["players"][THULE]["unassigned"] == 2  # one success is enough: 1 baby, the alpha first
    assert state["players"][THULE]["alpha"] == "unassigned"
    assert state["players"][TUNIT]["unassigned"] == 3  # home without rolling
    assert state["step"]["kind"] == "stopped" and state["hunters"] == {}


def test_g4_yields_once_per_card_and_humus_rule():
    from .helpers import roll

    state = hunt_state("ringed_seal", THULE, 3)
    state["players"][THULE]["energy"] = 8
    state["players"][THULE]["alpha"] = "unassigned"
    roll(state, [1, 1, 1], THULE)
    assert state["players"][THULE]["unassigned"] == 3 + 1  # three 1s, still one baby
    assert state["players"][THULE]["energy"] == 8  # never more than 8 energy


def test_g4_babies_limited_by_valhalla():
    from .helpers import roll

    state = hunt_state("walrus", THULE, 2)
    state["players"][THULE]["unassigned"] = 18 - 2 - 6 - 1  # only one small cube left in Valhalla
    roll(state, [1, 1], THULE)
    player = state["players"][THULE]
    assert player["alpha"] == "unassigned"  # the alpha comes back first
    assert player["unassigned"] == 18 - 6 - 1 + 1 - 1 + 1  # every small cube is out of Valhalla now


def test_g5_trophy_by_triples_without_success():
    from .helpers import roll

    state = hunt_state("walrus", THULE, 4, tableau=["kirima"])
    state["rows"]["north"]["warm"].append("narwhal")
    roll(state, [1, 4, 4, 4], THULE)
    assert moves(state, THULE) == [{"type": "reroll", "face": 4}, {"type": "keep_dice"}]
    play(state, THULE, {"type": "keep_dice"})
    assert state["step"]["ask"] == "trophy"
    play(state, THULE, {"type": "trophy", "claim": True})
    assert state["players"][THULE]["trophies"] == ["walrus"]
    assert state["rows"]["north"]["warm"] == ["narwhal"]  # not replaced (G7)
    assert state["last_roll"]["success"] is False and state["players"][THULE]["unassigned"] == 4


def test_e7_alpha_alone_on_fishing_needs_no_die():
    state = hunt_state("arctic_char", TUNIT, 0, alpha=True)
    assert state["step"]["ask"] == "alpha"
    play(state, TUNIT, {"type": "hunt", "alpha": True})
    assert state["last_roll"]["success"] is True and state["players"][TUNIT]["unassigned"] == 1


def test_e7_alpha_inactive_on_metallurgy_and_raid():
    for card, row in (("meteorite_iron", "north"), ("skraeling_camp", "south")):
        state = hunt_state(card, THULE, 1, alpha=True, row=row)
        assert state["step"]["kind"] == "chance" and state["step"]["n"] == 2


def test_c3_survivor_polar_bear_alpha_counts_two_and_dies():
    from .helpers import roll

    state = hunt_state("polar_bear", THULE, 4, alpha=True, survivor=True)
    play(state, THULE, {"type": "hunt", "alpha": True}, dice=[1, 3, 4, 5])
    play(state, THULE, {"type": "keep_dice"})  # the Tracker could re-roll the 4
    player = state["players"][THULE]
    assert state["last_roll"]["success"] is True and state["last_roll"]["faces"] == [2, 1, 3, 4, 5]
    assert player["alpha"] == "unassigned"  # killed by its own 2, back as one of the 4 babies
    assert player["unassigned"] == 4 + 3
    state = hunt_state("polar_bear", THULE, 4, alpha=True, survivor=True, cold=True)
    assert state["step"]["kind"] == "chance"  # survivor: the alpha's ability is off on the cold side
    del roll


def test_bog_iron_costs_an_energy_loss_or_fails():
    from .helpers import roll

    for choice, iron, energy in (({"with": "energy"}, 2, 4), ({"with": "none"}, 1, 5)):
        state = hunt_state("bog_iron", VIKING, 1, row="south")
        roll(state, [1], VIKING)
        assert state["step"]["ask"] == "bog_iron"
        play(state, VIKING, {"type": "pay_loss", **choice})
        assert (state["players"][VIKING]["iron"], state["players"][VIKING]["energy"]) == (iron, energy)


def test_b4_hunt_first_card_beats_fewer_hunters():
    state = make_state(TRIBES, north=["walrus"])
    state["players"][THULE]["tableau"].append("import:thule_migration")  # the Umiak: hunts first at sea
    state["hunters"]["walrus"] = [3, 2, 0]
    run(state, [{"do": "hunting"}])
    assert state["step"]["seat"] == THULE and state["step"]["n"] == 3


def test_b4_first_player_orders_the_cards():
    state = make_state(TRIBES, north=["walrus", "ringed_seal"])
    state["order"] = [TUNIT, VIKING, THULE]
    state["hunters"]["walrus"] = [1, 0, 0]
    state["hunters"]["ringed_seal"] = [0, 1, 0]
    run(state, [{"do": "hunting"}])
    assert state["step"]["ask"] == "hunt_next" and state["step"]["seat"] == TUNIT
    assert moves(state, TUNIT) == [
        {"type": "hunt_card", "card": "walrus"},
        {"type": "hunt_card", "card": "ringed_seal"},
    ]
    events = play(state, TUNIT, {"type": "hunt_card", "card": "ringed_seal"}, dice=[6, 6])
    assert [(e["type"], e["seat"], e["data"].get("dice")) for e in events[1:]] == [
        ("dice_rolled", TUNIT, [6]),
        ("dice_rolled", THULE, [6]),  # the last card needs no choice
    ]
    assert state["hunters"] == {} and state["step"] == {"kind": "stopped"}
