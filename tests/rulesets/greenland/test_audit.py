"""Rules audit against the French rulebook: departures found and fixed, and readings pinned."""

from games.rulesets.greenland import flow, moves, tables
from games.rulesets.greenland.state import card_value

from .helpers import make_state, play, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]


def _no_elders(state, *seats):
    for seat in seats:
        for rank in range(6):
            state["boards"][seat][rank][seat] = 0


def test_d3_example_a_d_card_that_cannot_be_fed_is_discarded_even_without_energy_value():
    """D3: "Un ❄ étiqueté 'for EA D in Tableau' apparaît. Vous avez une carte D, mais aucun Ancien
    ni aucun disque d'énergie, de sorte que vous devez défausser la carte D. Si elle a une valeur
    en ressource (A3), vous obtenez ces disques." The sheep is worth an ivory, not energy."""
    state = make_state(TRIBES, event="hard_winter", game="advanced")  # 1 per D card, then 1
    state["players"][VIKING]["tableau"].append("animal:sheep")
    assert card_value(state, "animal:sheep") == {"ivory": 1}
    _no_elders(state, THULE, TUNIT, VIKING)
    state["players"][VIKING]["energy"] = 0
    run(state, [{"do": "symbol", "index": 0}, {"do": "symbol", "index": 1}])
    viking = state["players"][VIKING]
    assert "animal:sheep" not in viking["tableau"] and "animal:sheep" in state["removed"]
    assert viking["ivory"] == 2 and viking["energy"] == 0  # its ivory, and the plain loss: no effect
    assert state["step"] == {"kind": "stopped"}


def test_d3_a_plain_loss_leaves_a_d_card_without_energy_value_alone():
    """D3: "Si vous n'avez pas d'Anciens ou de cartes D à convertir en disques d'énergie, alors il
    n'y a aucun effet": a plain loss (not per D card) cannot take a card worth no energy."""
    state = make_state(TRIBES, event="little_ice_age", game="advanced")  # energy loss 2
    state["players"][VIKING]["tableau"].append("animal:sheep")
    _no_elders(state, VIKING)
    state["players"][VIKING]["energy"] = 0
    state["players"][THULE]["energy"] = state["players"][TUNIT]["energy"] = 0
    _no_elders(state, THULE, TUNIT)
    run(state, [{"do": "symbol", "index": 1}])
    assert "animal:sheep" in state["players"][VIKING]["tableau"]
    assert state["step"] == {"kind": "stopped"}


def test_d3_upkeep_of_two_unfed_d_cards_asks_which_goes_and_each_settles_a_unit():
    state = make_state(TRIBES, event="hard_winter", game="advanced")
    viking = state["players"][VIKING]
    viking["tableau"] += ["animal:sheep", "gyrfalcon"]
    _no_elders(state, THULE, TUNIT, VIKING)
    viking["energy"] = 0
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"]["ask"] == "energy_loss" and state["step"]["seat"] == VIKING
    options = [m for m in moves.legal_moves(state, VIKING) if m["type"] == "pay_loss"]
    assert options == [
        {"type": "pay_loss", "with": "card", "card": "animal:sheep"},
        {"type": "pay_loss", "with": "card", "card": "gyrfalcon"},
    ]
    play(state, VIKING, {"type": "pay_loss", "with": "card", "card": "gyrfalcon"})
    # the second unit: only the sheep is left, so it goes without a question
    assert viking["tableau"] == ["birgitta", "gudrid"] and viking["ivory"] == 3
    assert state["step"] == {"kind": "stopped"}


def test_d3_an_energy_valued_d_card_still_turns_into_the_energy_that_pays():
    """Unchanged: a pony (2 energy) is converted and one of its energies pays the unit."""
    state = make_state(TRIBES, event="hard_winter", game="advanced")
    state["players"][VIKING]["tableau"].append("animal:pony")
    _no_elders(state, THULE, TUNIT, VIKING)
    state["players"][VIKING]["energy"] = 0
    run(state, [{"do": "symbol", "index": 0}])
    assert "animal:pony" not in state["players"][VIKING]["tableau"]
    assert state["players"][VIKING]["energy"] == 1


def test_bog_iron_is_not_paid_by_slaughtering_a_d_card_worth_no_energy():
    """G4's Bog Iron loss may be refused (the hunt fails): it is no upkeep of a D card, so a card
    worth no energy is not offered to pay it."""
    state = make_state(TRIBES, game="advanced")
    state["players"][VIKING]["tableau"].append("animal:sheep")
    _no_elders(state, VIKING)
    state["players"][VIKING]["energy"] = 0
    assert flow.loss_options(state, VIKING, optional=True) == [{"with": "none"}]


def test_g1_abduction_kills_the_former_spouse_rather_than_sending_it_home():
    """G1 ("tuant le Conjoint précédent le cas échéant") is followed over F1's last sentence ("Le
    Conjoint devient un Chasseur Non Assigné si le Pillage réussit"): README, "Rules audit"."""
    from games.engine import make_event
    from games.rulesets.greenland.state import cubes_in_play

    state = make_state(TRIBES, game="advanced")
    state["new_world"]["markland"]["settlers"] = [0, 0, 0]
    tunit, viking = state["players"][TUNIT], state["players"][VIKING]
    tunit["spouses"] = ["kirima"]
    state["tableau_cubes"]["kirima"] = [0, 0, 1]
    viking["unassigned"] -= 1
    before = cubes_in_play(state, TUNIT), tunit["unassigned"]
    run(state, [{"do": "hunting"}])
    tables.evolve(state, make_event("dice_rolled", VIKING, dice=[1], purpose="hunt"))
    assert viking["spouses"] == ["kirima"] and tunit["spouses"] == []
    assert (cubes_in_play(state, TUNIT), tunit["unassigned"]) == (before[0] - 1, before[1])
