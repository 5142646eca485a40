"""E7: the alpha "is treated like any other cube" in the advanced game: it raids and defends
tableau cards (E5, G1, F2; its automatic die is off there), it may become a spouse (by
abduction, G1, or by assignment in the cooperative game, K) and it leaves a daughter as a
spouse does (divorce, E4 recall, killed). It is never a settler (see README, "Not done")."""

from games.engine import make_event
from games.rulesets import presentation_for
from games.rulesets.greenland import assignment, flow, negotiation, scoring, tables
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.state import add_babies, effects, valhalla_small

from .helpers import RULES, make_state, play, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]


def moves(state, seat):
    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def advanced(**kwargs):
    state = make_state(TRIBES, game="advanced", **kwargs)
    state["new_world"]["markland"]["settlers"] = [0, 0, 0]
    return state


def test_the_alpha_raids_once_no_small_cube_is_left():
    state = advanced(north=["walrus"], south=["harp_seal"])
    viking = state["players"][VIKING]
    state["order"] = [VIKING, THULE, TUNIT]
    run(state, [{"do": "assign", "seat": VIKING}])
    # small cubes first: the alpha is offered the biome cards, not yet the tableau cards
    assert {"type": "place", "card": "kirima", "alpha": False} in moves(state, VIKING)
    assert {"type": "place", "card": "kirima", "alpha": True} not in moves(state, VIKING)
    assert {"type": "place", "card": "harp_seal", "alpha": True} in moves(state, VIKING)
    viking["unassigned"] = 0
    run(state, [{"do": "assign", "seat": VIKING}])
    assert {"type": "place", "card": "kirima", "alpha": True} in moves(state, VIKING)  # a raid
    assert {"type": "place", "card": "gudrid", "alpha": True} in moves(state, VIKING)  # a defence
    play(state, VIKING, {"type": "place", "card": "kirima", "alpha": True})
    assert viking["alpha"] == "hunt:kirima"
    assert flow.hunted_cards(state) == ["kirima"]  # the alpha alone is a raid to roll


def test_an_alpha_alone_abducts_and_becomes_the_spouse_killing_the_former_one():
    state = advanced()
    viking, tunit = state["players"][VIKING], state["players"][TUNIT]
    tunit["spouses"] = ["kirima"]
    viking["alpha"] = "hunt:kirima"
    state["tableau_cubes"]["kirima"] = [0, 0, 0]
    valhalla = valhalla_small(state, VIKING)
    run(state, [{"do": "hunting"}])
    assert state["step"]["kind"] == "chance"  # no choice of the automatic 1 on a raid (E7)
    tables.evolve(state, make_event("dice_rolled", VIKING, dice=[5], purpose="hunt"))  # abduction
    assert viking["alpha"] == "spouse:kirima" and viking["spouses"] == ["kirima"]
    assert tunit["spouses"] == []  # the former spouse died
    assert valhalla_small(state, VIKING) == valhalla  # no small cube was used as the groom
    assert {"reroll": 4, "on": "sea"} in effects(state, VIKING)  # Kirima's ability at once
    # the alpha comes back from Valhalla first (A4) only when it is there, not as a spouse
    assert add_babies(state, VIKING, 1) == 1 and viking["alpha"] == "spouse:kirima"


def test_a_surviving_small_raider_is_the_groom_before_the_alpha():
    state = advanced()
    viking = state["players"][VIKING]
    viking["alpha"] = "hunt:kirima"
    viking["unassigned"] -= 1
    state["tableau_cubes"]["kirima"] = [0, 0, 1]
    run(state, [{"do": "hunting"}])
    tables.evolve(state, make_event("dice_rolled", VIKING, dice=[5, 6], purpose="hunt"))
    assert viking["spouses"] == ["kirima"] and viking["alpha"] == "unassigned"  # went home


def test_an_alpha_spouse_goes_home_on_recall_and_to_valhalla_when_killed():
    state = advanced(north=["walrus"])
    viking = state["players"][VIKING]
    viking["alpha"] = "spouse:kirima"
    viking["spouses"] = ["kirima"]
    viking["unassigned"] = 1  # E4: the phase starts with one unassigned cube
    run(state, [{"do": "assign", "seat": VIKING}])
    play(state, VIKING, {"type": "recall_spouse", "daughter": "kirima"})
    assert (viking["alpha"], viking["spouses"], viking["unassigned"]) == ("unassigned", [], 1)
    viking["alpha"], viking["spouses"] = "spouse:kirima", ["kirima"]
    flow.kill_target(state, THULE, {"kind": "spouse", "seat": VIKING, "daughter": "kirima"})  # I3
    assert (viking["alpha"], viking["spouses"]) == ("valhalla", [])


def test_an_alpha_spouse_killed_in_an_attack_comes_back_with_iron():
    state = advanced()
    thule, viking = state["players"][THULE], state["players"][VIKING]
    viking["alpha"], viking["spouses"] = "spouse:kirima", ["kirima"]
    viking["iron"] = 1
    state["battle"] = {"card": "kirima", "losses": {}, "hits": 1}
    from games.rulesets.greenland import negotiation

    negotiation.kill(state, THULE, "spouse")  # the tableau owner chose the spouse (F1)
    assert (viking["alpha"], viking["spouses"]) == ("valhalla", [])
    state["battle"]["losses"][str(VIKING)]["asked"] = True
    negotiation.decide_battle_iron(state, {}, VIKING, {"spend": True})  # F4
    assert (viking["alpha"], viking["spouses"], viking["iron"]) == ("spouse:kirima", ["kirima"], 0)
    assert thule["spouses"] == []


def test_an_alpha_defender_can_be_the_casualty_and_goes_home_after_phase_3():
    state = advanced()
    viking = state["players"][VIKING]
    viking["alpha"] = "hunt:gudrid"
    viking["unassigned"] -= 1
    state["tableau_cubes"]["gudrid"] = [0, 0, 1]
    from games.rulesets.greenland import negotiation

    assert negotiation.casualty_options(state, "gudrid", VIKING) == ["small", "alpha"]
    run(state, [{"do": "negotiation"}])
    assert viking["alpha"] == "unassigned" and state["tableau_cubes"]["gudrid"] == [0, 0, 0]


def test_cooperative_the_alpha_may_be_assigned_as_a_spouse():
    state = make_state(TRIBES, game="advanced", cooperative=True)
    state["controllers"] = [0, 0, 0]
    viking = state["players"][VIKING]
    viking["unassigned"] = 0
    run(state, [{"do": "assign", "seat": VIKING}])
    assert {"type": "marry", "daughter": "meeka"} not in moves(state, VIKING)
    assert {"type": "marry", "daughter": "meeka", "alpha": True} in moves(state, VIKING)
    play(state, VIKING, {"type": "marry", "daughter": "meeka", "alpha": True})
    assert (viking["alpha"], viking["spouses"]) == ("spouse:meeka", ["meeka"])


def test_the_alpha_may_be_the_groom_of_a_daughter_offered_in_negotiation():
    state = advanced(north=["walrus"], south=["harp_seal"])
    thule, viking = state["players"][THULE], state["players"][VIKING]
    state["hunters"]["walrus"] = [2, 0, 1]
    viking["alpha"] = "hunt:walrus"
    thule["unassigned"] -= 2
    viking["unassigned"] -= 1
    state["boards"][THULE][3][THULE] = state["boards"][VIKING][3][VIKING] = 0  # no attacks
    run(state, [{"do": "negotiation"}])
    play(state, THULE, {"type": "offer_to", "to": VIKING})
    item = {"kind": "daughter", "daughter": "peepeelee"}
    play(state, THULE, {"type": "offer_item", "to": VIKING, "side": "give", "item": item})
    play(state, THULE, {"type": "offer_send"})
    accept = {"type": "answer", "offer": 1, "accept": True, "groom": "alpha:walrus"}
    assert {**accept, "groom": "walrus"} in moves(state, VIKING) and accept in moves(state, VIKING)
    assert "the alpha" in presentation_for(RULES.id).describe_move(accept, "en")
    play(state, VIKING, accept)
    assert (viking["alpha"], viking["spouses"]) == ("spouse:peepeelee", ["peepeelee"])
    assert state["hunters"]["walrus"][VIKING] == 1  # the small hunter stays


def test_playouts_that_favour_the_alpha_in_every_role_keep_the_cubes_consistent():
    """Random games where the alpha's raids, defences, settlements and marriages are picked most
    of the time: the alpha reaches each role, a married alpha's daughter is among the spouses, the small cubes
    in play never exceed the 18 of A4, and every game ends."""
    from random import Random

    from games.rulesets.greenland.state import is_new_world, small_in_play, tableau_owner

    roles = set()
    for seed in range(8):
        for options in ({"game": "advanced"}, {"game": "advanced", "cooperative": True}):
            rng = Random(seed)
            state = None
            for event in RULES.setup(3, RULES.resolve_options(3, options), rng):
                state = RULES.evolve(state, event)
            while RULES.outcome(state) is None:
                seat = RULES.to_move(state)[0]
                choices = RULES.legal_moves(state, seat)
                favoured = [
                    m
                    for m in choices
                    if m["type"] == "marry"
                    and m.get("alpha")
                    or m["type"] == "place"
                    and m["alpha"]
                    and (tableau_owner(state, m["card"]) is not None or is_new_world(m["card"]))
                    or str(m.get("groom", "")).startswith("alpha:")
                ]
                move = rng.choice(favoured) if favoured and rng.random() < 0.7 else rng.choice(choices)
                for event in RULES.decide(state, seat, move, rng):
                    state = RULES.evolve(state, event)
                for tribe, player in enumerate(state["players"]):
                    assert 0 <= small_in_play(state, tribe) <= 18
                    place = player["alpha"]
                    if place.startswith("spouse:"):
                        roles.add("spouse")
                        assert place[7:] in player["spouses"]
                    elif place.startswith("hunt:") and is_new_world(place[5:]):
                        roles.add("settler")
                    elif place.startswith("hunt:") and tableau_owner(state, place[5:]) is not None:
                        roles.add("raider" if tableau_owner(state, place[5:]) != tribe else "defender")
    assert roles == {"spouse", "raider", "defender", "settler"}


def test_e6_the_sun_stone_moves_the_alpha_like_any_cube():
    """E6 re-assigns "three of your cubes", E7 treats the alpha like any other: the alpha hunting
    the walrus becomes a defender of the Musk Ox; it counts against the three; old events without
    ``"alpha"`` still move a small cube."""
    state = advanced(north=["walrus", "arctic_char"], south=["harp_seal"])
    thule = state["players"][THULE]
    thule["tableau"] += ["musk_ox", "import:sun_stone"]
    thule["alpha"] = "hunt:walrus"
    thule["unassigned"] -= 1
    state["hunters"]["walrus"] = [0, 0, 0]
    state["hunters"]["arctic_char"] = [1, 0, 0]
    run(state, [{"do": "reassign", "seat": None}])
    assert state["step"]["ask"] == "reassign" and state["step"]["seat"] == THULE
    offered = moves(state, THULE)
    alpha_move = {"type": "reassign", "from": "walrus", "to": "musk_ox", "alpha": True}
    assert alpha_move in offered
    assert {"type": "reassign", "from": "walrus", "to": "musk_ox", "alpha": False} not in offered
    assert {"type": "reassign", "from": "arctic_char", "to": "walrus", "alpha": False} in offered
    assert "the alpha" in presentation_for(RULES.id).describe_move(alpha_move, "en")
    assert "l'Alpha" in presentation_for(RULES.id).describe_move(alpha_move, "fr")
    play(state, THULE, alpha_move)
    assert thule["alpha"] == "hunt:musk_ox" and "musk_ox" in state["tableau_cubes"]
    assert state["assign"]["reassign_left"] == 2
    # back to a biome one still hunts (the char), then an old-style event: a small cube
    play(state, THULE, {"type": "reassign", "from": "musk_ox", "to": "arctic_char", "alpha": True})
    assert thule["alpha"] == "hunt:arctic_char"
    tables.evolve(state, make_event("reassign", THULE, **{"from": "arctic_char", "to": "musk_ox"}))
    assert thule["alpha"] == "hunt:arctic_char" and state["tableau_cubes"]["musk_ox"][THULE] == 1
    assert state["hunters"]["arctic_char"][THULE] == 0 and state["assign"] is None  # three used


def test_e6_the_sun_stone_never_moves_an_alpha_settler_or_elder():
    state = advanced(north=["walrus"], south=["harp_seal"])
    thule = state["players"][THULE]
    thule["tableau"] += ["import:sun_stone"]
    state["hunters"]["walrus"] = [1, 0, 0]
    thule["unassigned"] -= 1
    thule["alpha"] = "elder:0:2"
    run(state, [{"do": "reassign", "seat": None}, {"do": "negotiation"}])
    assert not [m for m in moves(state, THULE) if m.get("alpha")]


# ---------------------------------------------------------------- the alpha as a settler (E2)


def alpha_settler(**kwargs):
    """The Viking alpha settling Markland with two small settlers; the other tribes elsewhere."""
    state = advanced(north=["markland", "walrus"], south=["vinland", "harp_seal"], **kwargs)
    viking = state["players"][VIKING]
    viking["alpha"] = "hunt:markland"
    state["new_world"]["markland"]["settlers"][VIKING] = 2
    viking["unassigned"] -= 2
    return state, viking


def test_the_alpha_settles_once_no_small_cube_is_left_and_loads_a_mariner():
    state = advanced(north=["markland", "walrus"], south=["vinland", "harp_seal"])
    viking = state["players"][VIKING]
    state["order"] = [VIKING, THULE, TUNIT]
    run(state, [{"do": "assign", "seat": VIKING}])
    assert {"type": "place", "card": "markland", "alpha": True} not in moves(state, VIKING)  # small first
    viking["unassigned"] = 4
    for _ in range(3):
        play(state, VIKING, {"type": "place", "card": "markland", "alpha": False})
    play(state, VIKING, {"type": "place", "card": "harp_seal", "alpha": False})  # homeland
    # one Mariner carries 4 to the New World: the alpha is the fourth
    assert {"type": "place", "card": "markland", "alpha": True} in moves(state, VIKING)
    play(state, VIKING, {"type": "place", "card": "markland", "alpha": True})
    assert viking["alpha"] == "hunt:markland" and state["placed"]["markland"][VIKING] == 4
    assert state["assign"] is None  # nothing left to assign


def test_an_alpha_settler_rolls_without_its_automatic_die_stays_and_its_babies_settle():
    state, viking = alpha_settler()
    assert flow.hunted_cards(state) == ["markland"]
    run(state, [{"do": "hunting"}])
    assert state["step"]["kind"] == "chance"  # Markland is a raid biome: no automatic 1 (E7)
    # 2 successes needed (peaceful Markland): the alpha's die (first) and a small one succeed
    tables.evolve(state, make_event("dice_rolled", VIKING, dice=[1, 2, 6], purpose="hunt"))
    while state["step"]["kind"] == "decision":  # trophies, the iron rule: decline
        choices = moves(state, state["step"]["seat"])
        play(state, state["step"]["seat"], choices[-1])
    assert viking["alpha"] == "hunt:markland"  # a settler does not go home (E2)
    assert state["new_world"]["markland"]["settlers"][VIKING] == 4  # 2 babies settle


def test_the_alpha_in_valhalla_is_the_first_new_world_baby_back_as_a_settler():
    state, viking = alpha_settler()
    viking["alpha"] = "valhalla"
    state["new_world"]["markland"]["settlers"][VIKING] = 2
    run(state, [{"do": "hunting"}])
    tables.evolve(state, make_event("dice_rolled", VIKING, dice=[1, 2], purpose="hunt"))
    while state["step"]["kind"] == "decision":
        play(state, state["step"]["seat"], moves(state, state["step"]["seat"])[-1])
    # 2 babies: the alpha comes back first (A4), as a settler (E2), then one small cube
    assert viking["alpha"] == "hunt:markland"
    assert state["new_world"]["markland"]["settlers"][VIKING] == 3


def test_f3_the_alpha_settler_counts_for_crowding_and_may_pacify():
    state, viking = alpha_settler()
    state["new_world"]["markland"]["settlers"] = [0, 4, 2]  # 6 small cubes + the alpha = 7
    run(state, [{"do": "settle"}])
    assert state["new_world"]["markland"]["side"] == "hostile"
    state["new_world"]["markland"]["settlers"] = [0, 4, 0]
    assert negotiation.pacify_cards(state, VIKING) == ["markland"]  # the alpha alone may pay


def test_j_population_and_k_survival_count_the_alpha_settler():
    state, viking = alpha_settler()
    viking["unassigned"] = 0
    state["new_world"]["markland"]["settlers"][VIKING] = 0
    for owner, rank in [(o, r) for o in range(3) for r in range(1, 7)]:
        state["boards"][owner][rank - 1][VIKING] = 0
    assert scoring.breakdown(state, VIKING)["population"] == 1
    state["rows"]["north"]["cold"].append(state["rows"]["north"]["warm"].pop(0))  # Markland cold
    assert scoring.breakdown(state, VIKING)["population"] == 2  # settlers on the cold side double
    assert scoring.survives(state, VIKING)  # K: a settler, even the alpha, keeps the culture alive


def test_e4_recall_and_evacuation_bring_the_alpha_settler_home():
    state, viking = alpha_settler()
    viking["unassigned"] = 1  # E4: the phase starts with one unassigned cube
    run(state, [{"do": "assign", "seat": VIKING}])
    recall = {"type": "recall_settler", "card": "markland", "alpha": True}
    assert recall in moves(state, VIKING)
    assert {"type": "recall_settler", "card": "markland"} in moves(state, VIKING)
    assert assignment.evacuation_mariners(state, VIKING) == 1  # 3 settlers, the alpha among them
    play(state, VIKING, recall)
    assert viking["alpha"] == "unassigned" and viking["unassigned"] == 1

    state, viking = alpha_settler()
    state["new_world"]["markland"]["settlers"][VIKING] = 3  # 4 settlers: still one Mariner
    run(state, [{"do": "assign", "seat": VIKING}])
    assert assignment.evacuation_mariners(state, VIKING) == 1
    play(state, VIKING, {"type": "abandon_colonies"})
    assert viking["alpha"] == "unassigned" and state["new_world"]["markland"]["settlers"][VIKING] == 0
    state["new_world"]["markland"]["settlers"][VIKING] = 4  # with 5 settlers one Mariner is short
    viking["alpha"] = "hunt:markland"
    assert assignment.evacuation_mariners(state, VIKING) == 2


def test_d9_a_closed_markland_keeps_the_alpha_settler():
    state, viking = alpha_settler()
    state["flags"]["markland_forbidden"] = True
    viking["unassigned"] = 1
    run(state, [{"do": "assign", "seat": VIKING}])
    assert not [m for m in moves(state, VIKING) if m["type"] in ("recall_settler", "abandon_colonies")]


def test_d1_the_alpha_settler_goes_to_valhalla_with_a_migrated_card():
    state, viking = alpha_settler()
    flow.migrate(state, "north", "polar_bear")  # Markland (7) is replaced before the walrus (9)
    assert "markland" not in state["rows"]["north"]["warm"] and viking["alpha"] == "valhalla"
    assert valhalla_small(state, VIKING) == 18 - viking["unassigned"] - 6  # 6 elders, settlers gone


def test_a_lone_alpha_settler_may_leave_its_colony_in_negotiation():
    state, viking = alpha_settler()
    state["new_world"]["markland"]["settlers"][VIKING] = 0
    assert negotiation.lone_colonies(state, VIKING) == ["markland"]
    negotiation.withdraw(state, VIKING, "markland")  # one Mariner carries it home
    assert viking["alpha"] == "unassigned"


def test_an_alpha_settler_can_be_the_casualty_of_an_attack_on_the_colony():
    state, viking = alpha_settler()
    assert negotiation.casualty_options(state, "markland", VIKING) == ["small", "alpha"]
