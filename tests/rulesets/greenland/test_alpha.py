"""E7: the alpha "is treated like any other cube" in the advanced game: it raids and defends
tableau cards (E5, G1, F2; its automatic die is off there), it may become a spouse (by
abduction, G1, or by assignment in the cooperative game, K) and it leaves a daughter as a
spouse does (divorce, E4 recall, killed). It is never a settler (see README, "Not done")."""

from games.engine import make_event
from games.rulesets.greenland import flow
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


def test_the_alpha_raids_once_no_small_cube_is_left_and_never_settles():
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
    assert not [m for m in moves(state, VIKING) if m.get("card") in ("markland", "vinland") and m["alpha"]]
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
    flow.evolve(state, make_event("dice_rolled", VIKING, dice=[5], purpose="hunt"))  # abduction
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
    flow.evolve(state, make_event("dice_rolled", VIKING, dice=[5, 6], purpose="hunt"))
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
    assert "the alpha" in RULES.describe_move(accept, "en")
    play(state, VIKING, accept)
    assert (viking["alpha"], viking["spouses"]) == ("spouse:peepeelee", ["peepeelee"])
    assert state["hunters"]["walrus"][VIKING] == 1  # the small hunter stays


def test_playouts_that_favour_the_alpha_in_every_role_keep_the_cubes_consistent():
    """Random games where the alpha's raids, defences and marriages are picked most of the time:
    the alpha reaches each role, a married alpha's daughter is among the spouses, the small cubes
    in play never exceed the 18 of A4, and every game ends."""
    from random import Random

    from games.rulesets.greenland.state import small_in_play, tableau_owner

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
                    and tableau_owner(state, m["card"]) is not None
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
                    elif place.startswith("hunt:") and tableau_owner(state, place[5:]) is not None:
                        roles.add("raider" if tableau_owner(state, place[5:]) != tribe else "defender")
    assert roles == {"spouse", "raider", "defender"}
