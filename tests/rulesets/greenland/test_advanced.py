"""The advanced game: daughters (A2, F1), animals and inventions (G6, H, I1, I4), the New World
(E2, F3, F4), raids (E5, E6, G1) and phase 3 (F, F2). The rulebook's examples are reproduced."""

import pytest

from games.rulesets import presentation_for
from games.rulesets.greenland import GreenlandRuleset
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.state import elder_cubes, hand_size, valhalla_small

from .helpers import make_state, play, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]
RULES = GreenlandRuleset()


def moves(state, seat):
    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def advanced(**kwargs):
    state = make_state(TRIBES, game="advanced", **kwargs)
    state["new_world"]["markland"]["settlers"] = [0, 0, 0]  # tests put the settlers they need
    return state


# ---------------------------------------------------------------- setup (C5, C7) and daughters


def test_setup_daughters_markland_vinland_tunit_colony_and_viking_animal():
    from random import Random

    from games.engine import fold

    options = RULES.resolve_options(3, {"game": "advanced"})
    state = fold(RULES, RULES.setup(3, options, Random(4)))
    viking = [p["tribe"] for p in state["players"]].index("viking")
    tunit = [p["tribe"] for p in state["players"]].index("tunit")
    assert state["step"]["ask"] == "choose_animal" and RULES.to_move(state) == [viking]
    assert state["rows"]["north"]["warm"][0] == "markland" and state["rows"]["south"]["warm"][0] == "vinland"
    assert len(state["rows"]["north"]["warm"]) == 7  # C3: seven cards in each row
    assert state["new_world"]["markland"]["settlers"][tunit] == 5  # C7
    assert valhalla_small(state, tunit) == 18 - 5 - 6 - 5
    for player in state["players"]:
        assert sorted(d for d in player["tableau"]) == sorted(
            {
                "thule": ["peepeelee", "kirima", "nuvua"],
                "tunit": ["meeka", "saila", "arnakuk"],
                "viking": ["birgitta", "gudrid"],
            }[player["tribe"]]
        )
    events = RULES.decide(state, viking, {"type": "choose_animal", "animal": "goat"}, Random(1))
    for event in events:
        state = RULES.evolve(state, event)
    assert "animal:goat" in state["players"][viking]["tableau"] and state["turn"] == 1
    assert any(state["piles"][row] for row in ("north", "south"))


def test_a2_hand_size_with_daughters_and_f1_shared_abilities():
    state = advanced()
    state["players"][THULE]["spouses"] = ["birgitta"]  # a Thule spouse on the Viking's Birgitta
    assert hand_size(state, THULE) == 1 + 2 + 1  # Peepeelee, Birgitta's spouse, the Sage (A2)
    assert hand_size(state, VIKING) == 2 + 1  # the owner keeps Birgitta's ability too (F1)
    assert hand_size(state, TUNIT) == 1  # A2 tip: no literate Tunit daughter


def test_d2_syphilis_example_with_daughters():
    state = advanced(event="syphilis")
    thule, viking = state["players"][THULE], state["players"][VIKING]
    assert "kirima" in thule["tableau"] and "meeka" in state["players"][TUNIT]["tableau"]
    viking["spouses"] = ["kirima"]
    viking["unassigned"] = 2
    viking["side"] = "mono"
    for rank in range(6):
        state["boards"][VIKING][rank][VIKING] = 1 if rank == 1 else 0  # only a Bishop
    thule["spouses"] = ["meeka"]
    thule["unassigned"] = 6
    for rank in range(6):
        state["boards"][THULE][rank][THULE] = 0
    run(state, [{"do": "symbol", "index": 0}])
    play(state, THULE, {"type": "decimation", "elder": None, "alpha_dies": False})
    assert thule["unassigned"] == 2  # four of seven go to Valhalla
    play(state, VIKING, {"type": "decimation", "elder": [VIKING, 2], "alpha_dies": False})
    assert (viking["unassigned"], viking["alpha"]) == (0, "unassigned")  # only the alpha is left
    assert elder_cubes(state, VIKING, 2, VIKING) == 0
    assert viking["spouses"] == ["kirima"] and thule["spouses"] == ["meeka"]  # spouses are safe


# ---------------------------------------------------------------- G6, I1, H, I4


def test_g6_musk_ox_example_then_i1_domestication_and_h_forage_and_births():
    state = advanced(north=["musk_ox", "walrus"])
    thule = state["players"][THULE]
    thule["alpha"] = "hunt:musk_ox"
    thule["unassigned"] -= 2
    state["hunters"]["musk_ox"] = [2, 0, 0]
    run(state, [{"do": "hunting"}])
    play(state, THULE, {"type": "hunt", "alpha": True}, dice=[1, 1])
    assert state["step"]["ask"] == "take_card"  # a triple with the alpha's automatic 1 (G6)
    play(state, THULE, {"type": "take_card", "take": True}, cards=["dogs"])
    assert thule["hand"] == ["musk_ox"]
    assert state["rows"]["north"]["warm"] == ["dogs", "walrus"]  # replaced in place (G7)
    # I1: the Shaman domesticates it for one energy.
    state["players"][TUNIT]["energy"] = state["players"][VIKING]["energy"] = 0
    run(state, [{"do": "elder_phase"}])
    energy = thule["energy"]
    play(state, THULE, {"type": "domesticate", "card": "musk_ox"})
    assert "musk_ox" in thule["tableau"] and thule["hand"] == [] and thule["energy"] == energy - 1
    # H1, H2: one energy of forage, two babies.
    before = thule["unassigned"]
    run(state, [{"do": "husbandry"}])
    assert state["step"]["ask"] == "forage" and {
        "type": "forage",
        "card": "musk_ox",
        "with": "slaughter",
    } in moves(state, THULE)
    play(state, THULE, {"type": "forage", "card": "musk_ox", "with": "energy"})
    assert thule["unassigned"] == before + 2 and thule["energy"] == energy - 2


def test_h1_slaughter_gives_the_value_and_no_babies():
    state = advanced()
    state["players"][VIKING]["tableau"].append("animal:cow")
    energy = state["players"][VIKING]["energy"] = 2
    run(state, [{"do": "husbandry"}])
    play(state, VIKING, {"type": "forage", "card": "animal:cow", "with": "slaughter"})
    assert "animal:cow" not in state["players"][VIKING]["tableau"]
    assert state["players"][VIKING]["energy"] == energy + 3 and state["step"] == {"kind": "stopped"}


def test_h2_icelandic_wool_baby_or_ivory():
    state = advanced()
    viking = state["players"][VIKING]
    viking["tableau"].append("icelandic_sheep")
    run(state, [{"do": "husbandry"}])
    play(state, VIKING, {"type": "forage", "card": "icelandic_sheep", "with": "energy"})
    assert state["step"]["ask"] == "wool"
    ivory = viking["ivory"]
    play(state, VIKING, {"type": "wool", "take": "ivory"})
    assert viking["ivory"] == ivory + 1


def test_i4_toolmaker_slit_goggles_example_and_tunit_ivory_carving():
    state = advanced()
    thule, tunit = state["players"][THULE], state["players"][TUNIT]
    thule["hand"] = ["slit_goggles"]
    tunit["hand"] = ["fish_weir"]
    run(state, [{"do": "elder_phase"}])
    assert {"type": "toolmaker", "card": "slit_goggles", "pay": "iron"} in moves(state, THULE)
    assert {"type": "toolmaker", "card": "slit_goggles", "pay": "ivory"} not in moves(state, THULE)
    play(state, THULE, {"type": "toolmaker", "card": "slit_goggles", "pay": "iron"})
    assert "slit_goggles" in thule["tableau"] and thule["iron"] == 0
    play(state, THULE, {"type": "end_actions"})
    assert {"type": "toolmaker", "card": "fish_weir", "pay": "ivory"} in moves(state, TUNIT)  # I4
    play(state, TUNIT, {"type": "toolmaker", "card": "fish_weir", "pay": "ivory"})
    assert "fish_weir" in tunit["tableau"] and tunit["ivory"] == 0


# ---------------------------------------------------------------- New World (E2, F3, F4, G4, D9)


def test_g4_new_world_hunting_example_and_the_iron_rule():
    state = advanced(south=["vinland", "harp_seal"])
    state["new_world"]["vinland"] = {"side": "hostile", "settlers": [0, 3, 0]}
    tunit = state["players"][TUNIT]
    run(state, [{"do": "hunting"}])
    assert state["step"]["kind"] == "chance" and state["step"]["n"] == 3
    from games.engine import make_event
    from games.rulesets.greenland import tables

    tables.evolve(state, make_event("dice_rolled", TUNIT, dice=[2, 2, 6], purpose="hunt"))
    # the 2s succeed: two settlers born, two energy, one iron; the three settlers die (G0)
    assert state["new_world"]["vinland"]["settlers"][TUNIT] == 2
    assert (tunit["energy"], tunit["iron"]) == (7, 2)
    assert state["step"]["ask"] == "iron_rule"
    play(state, TUNIT, {"type": "iron_rule", "spend": True})  # F4, with the iron just won
    assert state["new_world"]["vinland"]["settlers"][TUNIT] == 5 and tunit["iron"] == 1
    assert state["step"] == {"kind": "stopped"}  # settlers stay on the card


def test_g4_imported_sword_rerolls_the_six_in_the_new_world():
    state = advanced(south=["vinland"])
    state["new_world"]["vinland"] = {"side": "hostile", "settlers": [0, 3, 0]}
    state["players"][TUNIT]["tableau"].append("import:ulfberht_sword")
    run(state, [{"do": "hunting"}])
    from games.engine import make_event
    from games.rulesets.greenland import tables

    tables.evolve(state, make_event("dice_rolled", TUNIT, dice=[2, 2, 6], purpose="hunt"))
    assert {"type": "reroll", "face": 6} in moves(state, TUNIT)


def test_f4_markland_iron_rule_example():
    state = advanced(north=["markland", "walrus"])
    state["new_world"]["markland"]["settlers"][TUNIT] = 5
    run(state, [{"do": "hunting"}])
    from games.engine import make_event
    from games.rulesets.greenland import tables

    tables.evolve(state, make_event("dice_rolled", TUNIT, dice=[3, 3, 3, 3, 3], purpose="hunt"))
    assert state["new_world"]["markland"]["settlers"][TUNIT] == 0
    play(state, TUNIT, {"type": "iron_rule", "spend": True})
    assert state["new_world"]["markland"]["settlers"][TUNIT] == 5
    assert state["players"][TUNIT]["iron"] == 0


def test_survivor_has_no_iron_rule():
    state = advanced(north=["markland"], survivor=True)
    state["new_world"]["markland"]["settlers"][TUNIT] = 2
    run(state, [{"do": "hunting"}])
    from games.engine import make_event
    from games.rulesets.greenland import tables

    tables.evolve(state, make_event("dice_rolled", TUNIT, dice=[3, 3], purpose="hunt"))
    assert state["step"] == {"kind": "stopped"} and state["new_world"]["markland"]["settlers"][TUNIT] == 0


def test_e2_settlers_need_a_mariner_d9_markland_forbidden_and_f3_hostile_and_pacify():
    state = advanced(north=["markland", "walrus"], south=["vinland"])
    state["order"] = [TUNIT, THULE, VIKING]
    run(state, [{"do": "assign", "seat": TUNIT}])
    assert {"type": "place", "card": "markland", "alpha": False} in moves(state, TUNIT)
    assert {"type": "place", "card": "markland", "alpha": True} not in moves(state, TUNIT)
    state["flags"]["markland_forbidden"] = True
    assert {"type": "place", "card": "markland", "alpha": False} not in moves(state, TUNIT)  # D9
    state["flags"] = {}
    for _ in range(4):
        play(state, TUNIT, {"type": "place", "card": "markland", "alpha": False})
    assert {"type": "place", "card": "markland", "alpha": False} not in moves(state, TUNIT)  # one Mariner: 4
    state["new_world"]["markland"]["settlers"][THULE] = 3
    state["players"][TUNIT]["ivory"] = 1
    run(state, [{"do": "settle"}])
    assert state["new_world"]["markland"]["side"] == "hostile"  # 7 settlers > 6 (F3)
    assert state["step"]["ask"] == "pacify" and state["step"]["seat"] == TUNIT
    play(state, TUNIT, {"type": "pacify", "card": "markland"})
    assert state["new_world"]["markland"]["side"] == "peaceful" and state["players"][TUNIT]["ivory"] == 0


def test_e4_abandon_colonies_with_unused_mariners():
    state = advanced(north=["markland", "walrus"])
    state["new_world"]["markland"]["settlers"][TUNIT] = 4
    state["players"][TUNIT]["unassigned"] = 1
    state["order"] = [TUNIT, THULE, VIKING]
    run(state, [{"do": "assign", "seat": TUNIT}])
    assert {"type": "abandon_colonies"} in moves(state, TUNIT)
    play(state, TUNIT, {"type": "abandon_colonies"})
    assert (
        state["players"][TUNIT]["unassigned"] == 5 and state["new_world"]["markland"]["settlers"][TUNIT] == 0
    )
    # the only Mariner carried them home: no room left for the New World this turn
    assert {"type": "place", "card": "markland", "alpha": False} not in moves(state, TUNIT)


# ---------------------------------------------------------------- raids (E5, E6, F2, G1)


def test_e6_sun_stone_raid_example_defenders_win():
    state = advanced(north=["walrus", "arctic_char"], south=["harp_seal"])
    thule, viking = state["players"][THULE], state["players"][VIKING]
    thule["tableau"] += ["musk_ox", "import:sun_stone"]
    run(state, [{"do": "assign", "seat": None}, {"do": "reassign", "seat": None}, {"do": "negotiation"}])
    play(state, THULE, {"type": "place", "card": "walrus", "alpha": False})
    play(state, THULE, {"type": "place", "card": "arctic_char", "alpha": False})
    play(state, THULE, {"type": "end_assignment"})
    play(state, TUNIT, {"type": "end_assignment"})
    assert {"type": "place", "card": "musk_ox", "alpha": False} in moves(
        state, VIKING
    )  # a Warchief and a Mariner
    assert not any(m.get("card") == "import:sun_stone" for m in moves(state, VIKING))  # not an animal
    play(state, VIKING, {"type": "place", "card": "musk_ox", "alpha": False})  # playing last
    play(state, VIKING, {"type": "end_assignment"})
    assert state["step"]["ask"] == "reassign" and state["step"]["seat"] == THULE  # E6
    play(state, THULE, {"type": "reassign", "from": "walrus", "to": "musk_ox", "alpha": False})
    play(state, THULE, {"type": "reassign", "from": "arctic_char", "to": "musk_ox", "alpha": False})
    play(state, THULE, {"type": "end_reassign"})
    assert state["tableau_cubes"]["musk_ox"] == [2, 0, 1]
    assert RULES.to_move(state) == [THULE]  # they negotiate about the Musk Ox, equal iron: play order
    play(state, THULE, {"type": "nego_done"})
    play(state, VIKING, {"type": "nego_done"})
    # F2: equal iron, Thule first in play order; the avenging herders kill the raider with 1s
    assert state["step"]["ask"] == "battle_iron" and state["step"]["seat"] == VIKING
    play(state, VIKING, {"type": "iron_rule", "spend": False})
    assert state["tableau_cubes"]["musk_ox"] == [0, 0, 0]  # the defenders went home
    assert thule["unassigned"] == 5 and viking["unassigned"] == 4


def test_g1_cattle_rustling_steals_the_babies_and_the_victim_still_pays_forage():
    state = advanced()
    thule, viking = state["players"][THULE], state["players"][VIKING]
    thule["tableau"].append("musk_ox")
    state["tableau_cubes"]["musk_ox"] = [0, 0, 1]
    viking["unassigned"] -= 1
    run(state, [{"do": "hunting"}, {"do": "husbandry"}])
    play(state, VIKING, {"type": "hunt_card", "card": "musk_ox"}) if state["step"].get(
        "ask"
    ) == "hunt_next" else None
    from games.engine import make_event
    from games.rulesets.greenland import tables

    tables.evolve(state, make_event("dice_rolled", VIKING, dice=[2], purpose="hunt"))  # a raid face
    assert state["stolen"] == {"musk_ox": VIKING}
    before = (thule["unassigned"], viking["unassigned"], thule["energy"])
    play(state, THULE, {"type": "forage", "card": "musk_ox", "with": "energy"})
    assert (thule["unassigned"], viking["unassigned"], thule["energy"]) == (
        before[0],
        before[1] + 2,
        before[2] - 1,
    )


def test_f2_abduction_example_sword_reroll_avenging_defender_then_victorious_death():
    state = advanced()
    thule, viking = state["players"][THULE], state["players"][VIKING]
    thule["tableau"].append("import:ulfberht_sword")
    thule["iron"] = 3  # the Thule have more iron
    state["tableau_cubes"]["birgitta"] = [2, 0, 2]
    thule["unassigned"] -= 2
    viking["unassigned"] -= 2
    run(state, [{"do": "negotiation"}, {"do": "hunting"}])
    play(state, THULE, {"type": "nego_done"})
    events = play(state, VIKING, {"type": "nego_done"}, dice=[5, 6])
    assert events[-1]["seat"] == THULE and events[-1]["data"] == {"dice": [5, 6], "purpose": "attack"}
    assert {"type": "reroll", "face": 6} in moves(state, THULE)
    play(state, THULE, {"type": "reroll", "face": 6}, dice=[1])
    assert state["tableau_cubes"]["birgitta"] == [2, 0, 1]  # one Viking defender dies
    play(state, VIKING, {"type": "iron_rule", "spend": False})
    # the lone Viking defender automatically rolls a 1 and kills a Thule raider
    assert state["tableau_cubes"]["birgitta"][THULE] == 1
    # phase 4: the surviving raider rolls a 3, a victorious death: the abduction fails
    events = play(state, THULE, {"type": "iron_rule", "spend": False}, dice=[3])
    assert events[-1]["data"] == {"dice": [3], "purpose": "hunt"}
    assert state["tableau_cubes"]["birgitta"] == [0, 0, 0]  # the defender went home, the raider died
    play(state, THULE, {"type": "iron_rule", "spend": False})
    assert thule["spouses"] == [] and state["step"] == {"kind": "stopped"}


def test_g1_abduction_example_one_hero_dies_the_other_marries():
    state = advanced()
    thule, viking = state["players"][THULE], state["players"][VIKING]
    state["players"][TUNIT]["spouses"] = ["kirima"]  # a previous spouse is killed
    state["tableau_cubes"]["kirima"] = [0, 0, 2]
    viking["unassigned"] -= 2
    run(state, [{"do": "hunting"}])
    from games.engine import make_event
    from games.rulesets.greenland import tables

    tables.evolve(state, make_event("dice_rolled", VIKING, dice=[3, 5], purpose="hunt"))
    play(state, VIKING, {"type": "iron_rule", "spend": False})
    assert viking["spouses"] == ["kirima"] and state["players"][TUNIT]["spouses"] == []
    assert {"reroll": 4, "on": "sea"} in [
        e for e in __import__("games.rulesets.greenland.state", fromlist=["effects"]).effects(state, VIKING)
    ]  # her ability at once
    assert thule["spouses"] == []


def test_e5_raid_needs_a_warchief_and_no_invention_is_raided():
    state = advanced()
    state["players"][THULE]["tableau"] += ["toggle_harpoon", "dogs"]
    state["order"] = [VIKING, THULE, TUNIT]
    run(state, [{"do": "assign", "seat": VIKING}])
    cards = {m["card"] for m in moves(state, VIKING) if m["type"] == "place"}
    assert {"dogs", "peepeelee"} <= cards and "toggle_harpoon" not in cards
    state["boards"][VIKING][3][VIKING] = 0  # no Warchief
    cards = {m["card"] for m in moves(state, VIKING) if m["type"] == "place"}
    assert not ({"dogs", "peepeelee"} & cards) and {"birgitta", "gudrid"} <= cards  # defence only


# ---------------------------------------------------------------- phase 3 negotiation (F, F1)


def nego_state():
    state = advanced(north=["walrus"], south=["harp_seal"])
    state["hunters"]["walrus"] = [2, 0, 2]
    state["players"][THULE]["unassigned"] -= 2
    state["players"][VIKING]["unassigned"] -= 2
    state["boards"][THULE][3][THULE] = state["boards"][VIKING][3][VIKING] = 0  # no attacks
    return state


def test_offer_discs_for_a_withdrawal_built_in_steps_and_accepted():
    state = nego_state()
    run(state, [{"do": "negotiation"}])
    # the Walrus is the one shared card; equal iron: the Thule speak first (B3, play order)
    assert RULES.to_move(state) == [THULE] and state["step"]["ask"] == "negotiate"
    assert state["nego"]["card"] == "walrus"
    assert {"type": "offer_to", "to": TUNIT} not in moves(state, THULE)  # not on the card
    play(state, THULE, {"type": "nego_done"})
    assert RULES.to_move(state) == [VIKING]
    play(state, VIKING, {"type": "offer_to", "to": THULE})
    play(state, VIKING, {"type": "offer_item", "to": THULE, "side": "give", "item": {"kind": "ivory"}})
    play(
        state,
        VIKING,
        {"type": "offer_item", "to": THULE, "side": "ask", "item": {"kind": "withdraw", "card": "walrus"}},
    )
    play(state, VIKING, {"type": "offer_send"})
    assert RULES.to_move(state) == [THULE] and state["step"]["ask"] == "answer"  # answered at once
    view = RULES.view(state, THULE)
    text = presentation_for(RULES.id).summarize_for_seat(view, THULE, ["Ann", "Bob", "Cy"], "en")
    assert "An offer waits for your answer: Cy offers Ann: an ivory for withdrawal from Walrus" in text
    french = presentation_for(RULES.id).summarize_for_seat(view, THULE, ["Ann", "Bob", "Cy"], "fr")
    assert "Une offre attend votre réponse\u00a0: Cy propose à Ann" in french
    # The answer's buttons name the offer by its author, read from the answerer's view.
    answer = {"type": "answer", "offer": 1, "accept": True}
    describe = presentation_for(RULES.id).describe_move
    assert describe(answer, "en", names=["Ann", "Bob", "Cy"], view=view) == "Accept the offer from Cy"
    assert describe(answer, "fr", names=["Ann", "Bob", "Cy"], view=view) == "Accepter l'offre de Cy"
    assert describe(answer, "en") == "Accept the offer"
    assert RULES.timeout_move(state, THULE) == {"type": "answer", "offer": 1, "accept": False}
    assert moves(state, THULE) == [
        {"type": "answer", "offer": 1, "accept": True},
        {"type": "answer", "offer": 1, "accept": False},
    ]
    ivory = state["players"][THULE]["ivory"]
    play(state, THULE, {"type": "answer", "offer": 1, "accept": True})
    assert state["hunters"]["walrus"] == [0, 0, 2] and state["players"][THULE]["unassigned"] == 5
    assert state["players"][THULE]["ivory"] == ivory + 1 and state["players"][VIKING]["ivory"] == 0
    # the Vikings are alone on the card: nothing more to negotiate, no attack, the phase ends
    assert state["step"] == {"kind": "stopped"}


def test_b3_the_richest_in_iron_orders_the_cards_and_each_card_is_fought_before_the_next():
    state = advanced(north=["walrus", "narwhal"], south=["harp_seal"])
    state["hunters"]["walrus"] = [1, 0, 1]
    state["hunters"]["narwhal"] = [0, 1, 1]
    for seat in (THULE, TUNIT):
        state["players"][seat]["unassigned"] -= 1
    state["players"][VIKING]["unassigned"] -= 2
    state["players"][TUNIT]["iron"] = 3  # the Tunit hold the most iron
    state["players"][VIKING]["iron"] = 2
    run(state, [{"do": "negotiation"}])
    assert state["step"]["ask"] == "nego_next" and RULES.to_move(state) == [TUNIT]
    assert moves(state, TUNIT) == [
        {"type": "nego_card", "card": "walrus"},
        {"type": "nego_card", "card": "narwhal"},
    ]
    play(state, TUNIT, {"type": "nego_card", "card": "walrus"})
    # on the Walrus the Vikings (2 iron) speak before the Thule (1 iron)
    assert RULES.to_move(state) == [VIKING] and state["nego"]["card"] == "walrus"
    play(state, VIKING, {"type": "nego_done"})
    # the Vikings' Warchief must attack on the Walrus at once, before the Narwhal is negotiated
    events = play(state, THULE, {"type": "nego_done"}, dice=[1])
    assert [e["data"].get("purpose") for e in events if e["type"] == "dice_rolled"] == ["attack"]
    assert events[1]["seat"] == VIKING  # the most iron attacks first (B3)
    assert state["hunters"]["walrus"] == [0, 0, 1]
    play(state, THULE, {"type": "iron_rule", "spend": False})  # the Thule keep their iron
    # then the last card, with no question asked; the Tunit (3 iron) speak first
    assert state["nego"]["card"] == "narwhal" and RULES.to_move(state) == [TUNIT]


def test_marriage_offer_the_groom_comes_from_a_shared_card_and_monogamy():
    state = nego_state()
    run(state, [{"do": "negotiation"}])
    play(state, THULE, {"type": "offer_to", "to": VIKING})
    play(
        state,
        THULE,
        {
            "type": "offer_item",
            "to": VIKING,
            "side": "give",
            "item": {"kind": "daughter", "daughter": "peepeelee"},
        },
    )
    play(state, THULE, {"type": "offer_send"})
    assert {"type": "answer", "offer": 1, "accept": True, "groom": "walrus"} in moves(state, VIKING)
    play(state, VIKING, {"type": "answer", "offer": 1, "accept": True, "groom": "walrus"})
    assert state["players"][VIKING]["spouses"] == ["peepeelee"] and state["hunters"]["walrus"][VIKING] == 1
    assert RULES.to_move(state) == [THULE]  # the Thule go on speaking
    play(state, THULE, {"type": "offer_to", "to": VIKING})
    assert not any(
        m.get("item", {}).get("daughter") == "peepeelee" for m in moves(state, THULE)
    )  # a married daughter cannot be offered again (F1)


def test_divorce_and_lone_colonies_come_first_without_asking_anyone():
    state = advanced(north=["walrus"], south=["vinland", "harp_seal"])
    state["players"][VIKING]["spouses"] = ["peepeelee"]
    state["players"][VIKING]["unassigned"] -= 1
    state["new_world"]["vinland"]["settlers"] = [0, 2, 0]  # the Tunit alone on Vinland
    state["boards"][TUNIT][5][TUNIT] = 1  # a Mariner to bring them back
    run(state, [{"do": "negotiation"}])
    assert RULES.to_move(state) == [TUNIT] and state["step"]["ask"] == "nego_free"
    assert moves(state, TUNIT) == [{"type": "retreat", "card": "vinland"}, {"type": "nego_done"}]
    play(state, TUNIT, {"type": "retreat", "card": "vinland"})
    assert state["new_world"]["vinland"]["settlers"][TUNIT] == 0
    play(state, TUNIT, {"type": "nego_done"})
    assert RULES.to_move(state) == [VIKING]
    assert {"type": "divorce", "daughter": "peepeelee"} in moves(state, VIKING)
    play(state, VIKING, {"type": "divorce", "daughter": "peepeelee"})
    assert state["players"][VIKING]["spouses"] == [] and state["players"][VIKING]["unassigned"] == 5
    play(state, VIKING, {"type": "nego_done"})
    assert state["step"] == {"kind": "stopped"}


def test_retreat_needs_the_consent_of_everyone_on_the_card():
    state = nego_state()
    state["hunters"]["walrus"] = [2, 1, 2]
    state["players"][TUNIT]["unassigned"] -= 1
    state["players"][VIKING]["iron"] = 2  # the Vikings speak first
    run(state, [{"do": "negotiation"}])
    play(state, VIKING, {"type": "retreat", "card": "walrus"})
    offer = state["nego"]["offers"][0]
    assert offer["to"] == [THULE, TUNIT] and RULES.to_move(state) == [THULE]
    play(state, THULE, {"type": "answer", "offer": 1, "accept": True})
    assert state["hunters"]["walrus"][VIKING] == 2  # the Tunit have not agreed yet
    assert RULES.to_move(state) == [TUNIT]
    play(state, TUNIT, {"type": "answer", "offer": 1, "accept": True})
    assert state["hunters"]["walrus"][VIKING] == 0 and state["players"][VIKING]["unassigned"] == 5


def test_a_refused_retreat_is_not_asked_of_the_others():
    state = nego_state()
    state["hunters"]["walrus"] = [2, 1, 2]
    state["players"][TUNIT]["unassigned"] -= 1
    state["players"][VIKING]["iron"] = 2
    run(state, [{"do": "negotiation"}])
    play(state, VIKING, {"type": "retreat", "card": "walrus"})
    play(state, THULE, {"type": "answer", "offer": 1, "accept": False})
    assert RULES.to_move(state) == [VIKING] and state["nego"]["offers"] == []
    assert state["hunters"]["walrus"][VIKING] == 2


def test_a_hand_card_in_an_offer_is_hidden_from_the_third_party():
    state = nego_state()
    state["hunters"]["walrus"] = [2, 1, 2]
    state["players"][TUNIT]["unassigned"] -= 1
    state["players"][VIKING]["hand"] = ["fish_weir"]
    state["players"][VIKING]["iron"] = 2
    run(state, [{"do": "negotiation"}])
    play(state, VIKING, {"type": "offer_to", "to": THULE})
    events = play(
        state,
        VIKING,
        {"type": "offer_item", "to": THULE, "side": "give", "item": {"kind": "hand", "card": "fish_weir"}},
    )
    import json

    # a draft: only its author knows the card (it may still be dropped, never offered)
    assert "fish_weir" not in json.dumps(RULES.view(state, THULE))
    play(state, VIKING, {"type": "offer_send"})
    assert RULES.redact(events[0], VIKING)["data"]["item"]["card"] == "fish_weir"
    assert RULES.redact(events[0], TUNIT)["data"]["item"]["card"] is None
    assert RULES.redact(events[0], THULE)["data"]["item"]["card"] is None
    assert RULES.redact(events[0], None)["data"]["item"]["card"] is None
    # sent: the addressee sees it in the offer

    assert "fish_weir" not in json.dumps(RULES.view(state, TUNIT)) and "fish_weir" in json.dumps(
        RULES.view(state, THULE)
    )
    assert "fish_weir" not in json.dumps(RULES.view(state, None))
    play(state, THULE, {"type": "answer", "offer": 1, "accept": True})
    assert state["players"][THULE]["hand"] == ["fish_weir"]


def test_a_draft_never_lists_the_addressees_hand_cards():
    """F trades hand cards, but only the holder may name one: the move list of a seat asking for
    items (or a failed guess, answered like any illegal move) must not reveal the other hand."""
    state = nego_state()
    state["players"][THULE]["hand"] = ["fish_weir"]
    state["players"][VIKING]["iron"] = 2  # the Vikings speak first
    run(state, [{"do": "negotiation"}])
    play(state, VIKING, {"type": "offer_to", "to": THULE})
    import json

    from games.engine import IllegalMove

    assert "fish_weir" not in json.dumps(RULES.legal_moves(state, VIKING))
    guess = {"type": "offer_item", "to": THULE, "side": "ask", "item": {"kind": "hand", "card": "fish_weir"}}
    with pytest.raises(IllegalMove) as refused:
        RULES.decide(state, VIKING, guess, None)
    assert "fish_weir" not in str(refused.value) and "fish_weir" not in json.dumps(
        vars(refused.value), default=str
    )


def test_offers_per_card_are_capped_so_the_phase_ends():
    state = nego_state()
    state["players"][VIKING]["iron"] = 2
    run(state, [{"do": "negotiation"}])
    for number in range(1, 4):
        play(state, VIKING, {"type": "offer_to", "to": THULE})
        play(state, VIKING, {"type": "offer_item", "to": THULE, "side": "give", "item": {"kind": "energy"}})
        play(state, VIKING, {"type": "offer_send"})
        play(state, THULE, {"type": "answer", "offer": number, "accept": False})
    assert moves(state, VIKING) == [{"type": "nego_done"}]


@pytest.mark.parametrize("bloody", [False, True])
def test_f2_warchiefs_attack_on_a_shared_biome_and_bloody_snow(bloody):
    state = advanced(north=["walrus"], bloody_snow=bloody)
    state["hunters"]["walrus"] = [2, 0, 2]
    state["players"][THULE]["unassigned"] -= 2
    state["players"][VIKING]["unassigned"] -= 2
    state["players"][THULE]["iron"] = state["players"][VIKING]["iron"] = 0
    run(state, [{"do": "negotiation"}])
    play(state, THULE, {"type": "nego_done"})
    events = play(state, VIKING, {"type": "nego_done"}, dice=[1, 2] + ([] if bloody else [6]))
    assert events[1]["seat"] == THULE  # equal iron: play order decides who attacks first
    assert state["hunters"]["walrus"][VIKING] == (0 if bloody else 1)  # a 2 hits with Bloody Snow
