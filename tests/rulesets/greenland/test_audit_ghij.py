"""The third audit: sections G (G1-G8), H (H1, H2), I (I, I1, I4) and J (J, J1), sentence by
sentence. The rulebook's examples of these sections are reproduced in test_hunting.py (G2, G3,
G4 dogs and seal, G5 walrus, G8), test_advanced.py (G1, G4 New World, G6 Musk Ox, I4) and
test_elders_and_scoring.py (J); this file pins the rules they leave open, and the G7 fix
(rules version 7)."""

from games.rulesets.greenland import flow, scoring, tables
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.state import effects, elder_cubes

from .helpers import make_state, play, roll, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]


def moves(state, seat):
    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def advanced(**kwargs):
    state = make_state(TRIBES, game="advanced", **kwargs)
    state["new_world"]["markland"]["settlers"] = [0, 0, 0]  # tests put the settlers they need
    return state


def on_card(state, card, counts):
    """Small hunters on ``card`` (taken from the unassigned pools); every alpha in Valhalla."""
    state["hunters"][card] = list(counts)
    for seat, count in enumerate(counts):
        state["players"][seat]["unassigned"] -= count
        state["players"][seat]["alpha"] = "valhalla"


# ---------------------------------------------------------------- G7: the replacement card


def musk_ox_taken_by_a_failed_hunt(rules=None):
    """G6, G7: three Thule and four Tunit on a warm Musk Ox; the Thule (fewer) roll a triple of 3s:
    no success, but the card goes into the Thule hand and the Polar Bear replaces it."""
    state = advanced(north=["musk_ox", "walrus"])
    if rules is not None:
        state["rules"] = rules
    on_card(state, "musk_ox", [3, 4, 0])
    run(state, [{"do": "hunting"}])
    roll(state, [3, 3, 3], THULE)
    assert state["step"]["ask"] == "take_card"  # triples without a success (G6)
    return state


def test_g7_the_other_hunters_may_leave_the_replacement_card_alone():
    """G: "Chasse Obligatoire ... (exception, voir G7)"; G7: "les Chasseurs d'autres tribus qui
    étaient sur cette carte peuvent éventuellement tenter de Chasser la carte de remplacement"."""
    state = musk_ox_taken_by_a_failed_hunt()
    tunit = state["players"][TUNIT]
    home = tunit["unassigned"]
    events = play(state, THULE, {"type": "take_card", "take": True}, cards=["polar_bear"])
    assert not [e for e in events if e["type"] == "dice_rolled"]  # nobody rolls before choosing
    assert state["players"][THULE]["hand"] == ["musk_ox"]
    assert state["rows"]["north"]["warm"] == ["polar_bear", "walrus"]  # replaced in place
    assert state["step"]["ask"] == "replacement" and state["step"]["seat"] == TUNIT
    assert moves(state, TUNIT) == [
        {"type": "hunt", "alpha": False},
        {"type": "hunt", "alpha": False, "decline": True},
    ]
    events = play(state, TUNIT, {"type": "hunt", "alpha": False, "decline": True})
    assert not [e for e in events if e["type"] == "dice_rolled"]
    assert tunit["unassigned"] == home + 4  # the four Tunit went home unhurt
    assert state["step"] == {"kind": "stopped"} and state["hunters"] == {}
    assert state["rows"]["north"]["warm"] == ["polar_bear", "walrus"]


def test_g7_the_other_hunters_may_try_the_replacement_card():
    state = musk_ox_taken_by_a_failed_hunt()
    tunit = state["players"][TUNIT]
    ivory = tunit["ivory"]
    play(state, THULE, {"type": "take_card", "take": True}, cards=["polar_bear"])
    play(state, TUNIT, {"type": "hunt", "alpha": False}, dice=[1, 1, 3, 5])
    # the Polar Bear (2 successes, 4 babies and 1 ivory, kills on 2, trophy with doubles)
    assert state["hunt"]["card"] == "polar_bear" and state["step"]["ask"] == "trophy"
    assert tunit["ivory"] == ivory + 1 and tunit["alpha"] == "unassigned"  # the alpha is born first


def test_g7_games_set_up_before_rules_version_7_keep_their_mandatory_roll():
    """Recorded games fold as they did: their hunters rolled the replacement at once."""
    state = musk_ox_taken_by_a_failed_hunt(rules=6)
    events = play(state, THULE, {"type": "take_card", "take": True}, cards=["polar_bear"], dice=[3, 5, 6, 1])
    rolled = [e for e in events if e["type"] == "dice_rolled"]
    assert [(e["seat"], e["data"]["dice"]) for e in rolled] == [(TUNIT, [3, 5, 6, 1])]
    assert state["step"] == {"kind": "stopped"}  # resolved: no choice was asked


def test_g7_after_a_successful_hunt_the_card_taken_leaves_the_others_nothing():
    """G4: the first success takes all; G7's second chance is for a hunt that failed."""
    state = advanced(north=["musk_ox", "walrus"])
    on_card(state, "musk_ox", [3, 4, 0])
    run(state, [{"do": "hunting"}])
    roll(state, [1, 1, 1], THULE)  # a success and a triple
    home = state["players"][TUNIT]["unassigned"]
    events = play(state, THULE, {"type": "take_card", "take": True}, cards=["polar_bear"])
    assert not [e for e in events if e["type"] == "dice_rolled"]
    assert state["step"] == {"kind": "stopped"} and state["players"][TUNIT]["unassigned"] == home + 4


# ---------------------------------------------------------------- G4, G5, G6: multiples


def hunt(card, seat, hunters, *, tableau=(), row="north", game="advanced"):
    state = make_state(TRIBES, game=game)
    state["rows"][row]["warm"].append(card)
    if card in state["piles"][row]:
        state["piles"][row].remove(card)
    state["players"][seat]["tableau"] += list(tableau)
    counts = [0, 0, 0]
    counts[seat] = hunters
    on_card(state, card, counts)
    run(state, [{"do": "hunting"}])
    return state


def test_g5_any_doubles_claim_a_trophy_not_only_ones():
    """G5: "n'importe quels doubles (pas seulement deux "1") vous permet d'acquérir le Trophée",
    and "Une chasse fructueuse n'est pas nécessaire"; G7: the trophy is not replaced."""
    state = hunt("polar_bear", THULE, 2)
    roll(state, [5, 5], THULE)
    assert state["step"]["ask"] == "trophy"
    play(state, THULE, {"type": "trophy", "claim": True})
    assert state["players"][THULE]["trophies"] == ["polar_bear"]
    assert "polar_bear" not in flow.row_cards(state) and state["last_roll"]["success"] is False
    assert scoring.breakdown(state, THULE)["trophies"] == 3


def test_g4_converted_dice_count_as_ones_for_triples_and_save_the_hunter():
    """G4 "Chasse du Côté Chaud": converted dice "sont considérés comme des 1", which matters for
    doubles and triples (G5, G6); G8: the harpoon's 1 saves the hunter who rolled the 3."""
    state = hunt("walrus", VIKING, 3, tableau=["toggle_harpoon"])
    roll(state, [1, 3, 3], VIKING)
    play(state, VIKING, {"type": "convert", "faces": [3]})
    assert state["hunt"]["roll"]["faces"] == [1, 1, 1] and state["hunt"]["roll"]["success"]
    assert state["step"]["ask"] == "trophy"  # the walrus's antler asks for triples
    assert state["hunters"]["walrus"][VIKING] == 3  # nobody died

    state = hunt("walrus", VIKING, 3, tableau=["toggle_harpoon"])
    roll(state, [1, 3, 3], VIKING)
    play(state, VIKING, {"type": "convert", "faces": []})  # the 3s stay 3s: two die, a pair only
    assert state["hunters"]["walrus"][VIKING] == 1
    play(state, VIKING, {"type": "iron_rule", "spend": False})  # F4, declined: no trophy asked
    assert state["step"] == {"kind": "stopped"} and state["last_roll"]["success"] is False
    assert "walrus" in flow.row_cards(state)


def test_g6_a_hand_symbol_without_dice_needs_a_successful_hunt():
    """G6: "Si aucun dé n'est présent, vous pouvez la prendre dans votre Main lors d'une Chasse
    Fructueuse" (the Toggle-head Harpoon: 2 successes, hand symbol without dice)."""
    state = hunt("toggle_harpoon", THULE, 2)
    roll(state, [3, 3], THULE)  # doubles, no success: nothing to take
    assert state["step"] == {"kind": "stopped"} and state["players"][THULE]["hand"] == []
    state = hunt("toggle_harpoon", THULE, 2)
    roll(state, [1, 2], THULE)
    assert moves(state, THULE) == [{"type": "take_card", "take": True}, {"type": "take_card", "take": False}]
    play(state, THULE, {"type": "take_card", "take": False})  # "vous pouvez": it may stay
    assert "toggle_harpoon" in flow.row_cards(state) and state["players"][THULE]["hand"] == []


def test_g6_a_card_taken_into_a_hand_of_size_zero_is_discarded_at_once():
    """G6: "même si votre main est pleine. Mais vous devez immédiatement défausser" (A2). The
    Tunit without an Artisan and without a literate daughter have a hand of zero (A2 tip)."""
    state = hunt("musk_ox", TUNIT, 3)
    state["boards"][TUNIT][2][TUNIT] = 0  # no Artisan
    roll(state, [3, 3, 3], TUNIT)
    play(state, TUNIT, {"type": "take_card", "take": True}, cards=["walrus"])
    assert state["step"]["ask"] == "discard_hand"
    assert moves(state, TUNIT) == [{"type": "discard_hand", "card": "musk_ox"}]


# ---------------------------------------------------------------- H1, H2


def test_h1_forage_paid_with_an_elder_of_ones_choice_or_the_animal_is_slaughtered():
    """H1: "vous devez dépenser soit un disque d'énergie soit sacrifier un Ancien de votre choix";
    "si vous ne pouvez pas payer, défausser la carte"."""
    state = advanced()
    viking = state["players"][VIKING]
    viking["tableau"].append("animal:cow")  # forage 2, 3 babies
    viking["energy"] = 0
    run(state, [{"do": "husbandry"}])
    offered = moves(state, VIKING)
    assert {m["with"] for m in offered} == {"elder", "slaughter"}
    assert {(m["board"], m["rank"]) for m in offered if m["with"] == "elder"} == {
        (VIKING, rank) for rank in range(1, 7)
    }
    play(state, VIKING, {"type": "forage", "card": "animal:cow", "with": "elder", "board": VIKING, "rank": 5})
    assert elder_cubes(state, VIKING, 5, VIKING) == 0 and state["step"]["ask"] == "forage"
    unassigned = viking["unassigned"]
    play(state, VIKING, {"type": "forage", "card": "animal:cow", "with": "elder", "board": VIKING, "rank": 4})
    assert viking["unassigned"] == unassigned + 3  # fed: its babies (H2)

    state = advanced()
    viking = state["players"][VIKING]
    viking["tableau"].append("animal:cow")
    viking["energy"] = 0
    for rank in range(6):
        state["boards"][VIKING][rank][VIKING] = 0
    run(state, [{"do": "husbandry"}])
    assert moves(state, VIKING) == [{"type": "forage", "card": "animal:cow", "with": "slaughter"}]


def test_h_the_beginner_game_has_no_husbandry():
    """C2 sets H1 and H2 aside: the imported pony of a beginner neither eats nor breeds."""
    state = make_state(TRIBES)
    state["players"][VIKING]["tableau"].append("import:icelandic_trading_ship")
    flow.chance_event(state, {}, {"card": "pack_ice"})
    assert {"do": "husbandry"} not in state["tasks"]


# ---------------------------------------------------------------- I, I1, I4


def test_i_polytheists_act_first_then_those_who_began_the_turn_monotheist():
    """I "Séquence" (B5): polytheists in play order, then the players who began the turn
    monotheist, even when a monotheist plays first."""
    state = advanced()
    state["players"][THULE]["side"] = "mono"
    flow.record_start(state)
    assert state["order"][0] == THULE
    run(state, [{"do": "elder_phase"}])
    assert state["step"]["seat"] == TUNIT
    play(state, TUNIT, {"type": "end_actions"})
    assert state["step"]["seat"] == VIKING
    play(state, VIKING, {"type": "end_actions"})
    assert state["step"]["seat"] == THULE


def test_i1_no_domestication_once_monotheist():
    """I1: "Une fois converti au Monothéisme, vous ne pouvez plus Domestiquer!"."""
    state = advanced()
    thule = state["players"][THULE]
    thule["hand"] = ["musk_ox"]
    run(state, [{"do": "elder_phase"}])
    assert [m["card"] for m in moves(state, THULE) if m["type"] == "domesticate"] == ["musk_ox"]
    state = advanced()
    state["players"][THULE].update(side="mono", hand=["musk_ox"])
    run(state, [{"do": "elder_phase"}])
    assert not [m for m in moves(state, THULE) if m["type"] == "domesticate"]


def test_i4_example_promote_an_artisan_then_play_the_invention_and_its_vp_count():
    """I4 example: promote a hunter to rank 3 (one energy), then in the elder actions play the
    Slit Goggles from the hand (one iron): "Sa valeur en Points de Victoire est maintenant
    validée" (a card in the hand scores nothing, A2)."""
    state = advanced(north=["walrus"])
    thule = state["players"][THULE]
    thule["hand"] = ["slit_goggles"]
    state["boards"][THULE][2][THULE] = 0  # no Sage yet: no toolmaker
    run(state, [{"do": "elder_phase"}])
    assert not [m for m in moves(state, THULE) if m["type"] == "toolmaker"]
    assert scoring.breakdown(state, THULE)["cards"] == 0
    state = advanced(north=["walrus"])
    thule = state["players"][THULE]
    thule["hand"] = ["slit_goggles"]
    state["boards"][THULE][2][THULE] = 0
    energy, iron = thule["energy"], thule["iron"]
    run(state, [{"do": "assign", "seat": THULE}])
    play(state, THULE, {"type": "promote", "rank": 3, "alpha": False})
    assert thule["energy"] == energy - 1 and elder_cubes(state, THULE, 3, THULE) == 1
    run(state, [{"do": "elder_phase"}])
    play(state, THULE, {"type": "toolmaker", "card": "slit_goggles", "pay": "iron"})
    assert thule["iron"] == iron - 1 and "slit_goggles" in thule["tableau"]
    assert scoring.breakdown(state, THULE)["cards"] == 2


# ---------------------------------------------------------------- J, J1


def test_j_rows_are_empty_only_without_any_card_new_world_included():
    """J: the game ends after a turn "où aucune carte ne restent dans aucune Rangée, ni du côté
    chaud ni du côté froid": Markland and Vinland are cards of their rows (C3)."""
    state = advanced()
    state["rows"]["south"]["warm"] = []
    state["rows"]["north"]["warm"] = ["markland"]
    state["tasks"], state["events_left"] = [], 5
    tables.advance(state)
    assert not state["over"]
    state["rows"]["north"]["warm"] = []
    state["tasks"], state["step"] = [], None
    flow.next_turn(state)
    assert state["over"]


def test_j_settlers_count_double_on_the_cold_side_only_and_emissaries_only_on_monotheist_boards():
    """J: "Si une carte du Nouveau Monde termine le jeu du Côté Froid, chaque cube Colon sur cette
    carte compte comme 2 PV"; "PV démocratique": an Émissaire (I5: on a monotheist board), not a
    Missionnaire on a polytheist one."""
    state = advanced(north=["markland"])
    state["new_world"]["markland"]["settlers"] = [0, 2, 0]
    state["players"][TUNIT]["unassigned"] -= 2
    population = scoring.breakdown(state, TUNIT)["population"]
    state["rows"]["north"]["warm"].remove("markland")
    state["rows"]["north"]["cold"].append("markland")
    assert scoring.breakdown(state, TUNIT)["population"] == population + 2
    state["boards"][TUNIT][0][THULE] = 1  # a Thule missionary on the polytheist Tunit board
    state["players"][THULE]["unassigned"] -= 1
    assert scoring.breakdown(state, THULE)["democratic"] == 0
    state["players"][TUNIT]["side"] = "mono"  # now an emissary
    assert scoring.breakdown(state, THULE)["democratic"] == 4


def test_j1_an_extinct_tribes_married_daughter_stays_with_her_abilities():
    """J1: "vous êtes hors jeu ... Cependant, vos cartes Fille mariées restent en place"."""
    state = advanced()
    tunit = state["players"][TUNIT]
    state["players"][VIKING]["spouses"] = ["meeka"]
    state["players"][VIKING]["unassigned"] -= 1
    tunit.update(unassigned=0, alpha="valhalla")
    for rank in range(6):
        state["boards"][TUNIT][rank][TUNIT] = 0
    state["tasks"], state["events_left"] = [], 5
    tables.advance(state)
    assert tunit["extinct"] and TUNIT not in flow.seats_in_order(state)
    assert "meeka" in tunit["tableau"]
    assert {"reroll": 4, "on": "fishing"} in effects(state, VIKING)
    assert scoring.scores(state)[TUNIT] == 0
