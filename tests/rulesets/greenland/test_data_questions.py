"""Five questions about the reconstructed card data and the rules that read it (README,
"Readings chosen for ambiguous rules", "Card data questions"): the caribou's antler (G5), raider
deaths on inventions (E5, G0), the Gyrfalcon's forage without babies (H1, H2), the bow and the
sword on "+o+" (F2, G2), the daughters' literacy (A2) and Saila against Bog Iron (D3, G4)."""

from games.rulesets.greenland import components as C
from games.rulesets.greenland.assignment import tableau_targets
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.scoring import breakdown
from games.rulesets.greenland.state import elder_cubes, hand_size, valhalla_small

from .helpers import make_state, play, roll, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]
D_CARDS = sorted(card for card, data in C.BIOMES.items() if data["kind"] == "biome" and data["mark"] == "D")
I_CARDS = sorted(card for card, data in C.BIOMES.items() if data["kind"] == "biome" and data["mark"] == "I")


def moves(state, seat):
    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def hunt(card, seat, hunters, *, row, game="beginner", tableau=()):
    """``seat`` alone on ``card`` (warm side of ``row``) with ``hunters`` small cubes, about to roll."""
    state = make_state(TRIBES, game=game)
    state["rows"][row]["warm"].append(card)
    if card in state["piles"][row]:
        state["piles"][row].remove(card)
    player = state["players"][seat]
    player["tableau"] += list(tableau)
    player["unassigned"] = 0
    player["alpha"] = "valhalla"
    state["hunters"][card] = [0, 0, 0]
    state["hunters"][card][seat] = hunters
    run(state, [{"do": "hunting"}])
    return state


# ---------------------------------------------------------------- 1. the caribou's antler (G5, G6, J)


def test_a_d_cards_antler_never_makes_a_trophy_and_its_hand_symbol_decides():
    """G5: "Les cartes Inventions «I» ou Animal Domestique «D» vont toujours dans votre Main (voir
    G6), jamais directement dans votre Tableau comme un Trophée". The caribou's reconstructed antler
    (2 dice) is never offered: doubles that meet it give nothing; triples meet its hand symbol (G6)
    and take it into the hand, never into the trophies, so its VP never count (J)."""
    assert C.BIOMES["caribou"]["mark"] == "D" and C.BIOMES["caribou"]["trophy"]["dice"] == 2
    assert C.hand_dice("caribou") == 3  # the hand symbol, not the antler
    state = hunt("caribou", VIKING, 2, row="south", game="advanced")
    roll(state, [3, 3], VIKING)  # doubles, and a failed hunt (a 3 is no success)
    assert state["step"] == {"kind": "stopped"}  # no trophy asked, no card into the hand
    assert "caribou" in state["rows"]["south"]["warm"] and not state["players"][VIKING]["trophies"]

    state = hunt("caribou", VIKING, 3, row="south", game="advanced")
    roll(state, [3, 3, 3], VIKING)  # triples: the hand symbol's count
    asked = moves(state, VIKING)
    assert {m["type"] for m in asked} == {"take_card"}, asked
    play(state, VIKING, {"type": "take_card", "take": True}, cards=["harp_seal"])
    assert "caribou" in state["players"][VIKING]["hand"] and not state["players"][VIKING]["trophies"]
    state["players"][VIKING]["tableau"].append("caribou")  # domesticated later (I1): no trophy VP
    assert breakdown(state, VIKING)["trophies"] == 0


# ---------------------------------------------------------------- 2. raider deaths on inventions (E5, G0)


def test_only_raidable_d_cards_carry_raider_deaths():
    """E5: "Les cartes Invention "I" ne peuvent pas être Pillées, et jamais des cubes n'y sont
    jamais placés". A raided D card kills raiders on its biome's victorious-death faces (G0); an I
    card's tableau data has no raider deaths at all, since nothing may read them."""
    for card in D_CARDS:
        assert C.tableau_card(card)["raid_deaths"] == C.BIOMES[card]["deaths"], card
    for card in I_CARDS:
        assert "raid_deaths" not in C.tableau_card(card), card
        assert "raid_faces" not in C.tableau_card(card), card


def test_no_cube_ever_goes_on_an_invention():
    """E5: neither raiders (with a Warchief) nor defenders (the owner) may go on an I card."""
    state = make_state(TRIBES, game="advanced")
    state["players"][THULE]["tableau"] += I_CARDS + ["musk_ox"]
    for seat in range(3):  # Thule the owner; the others with a Warchief (rank 4 at the start)
        targets = tableau_targets(state, seat)
        assert "musk_ox" in targets  # the D card: raided by others, defended by its owner
        assert not set(I_CARDS) & set(targets), (seat, targets)


# ---------------------------------------------------------------- 3. the Gyrfalcon (A3, H1, H2)


def test_gyrfalcon_is_fed_in_phase_5_and_gives_no_babies():
    """Reconstructed: the falcon's worth is ivory (A3, A4 "les disques blancs représentent ...
    des faucons"), not food: H1 asks its forage like any D card's, H2 gives its babies, which are
    none; not fed, it is slaughtered for its ivory (A3)."""
    state = make_state(TRIBES, game="advanced")
    thule = state["players"][THULE]
    thule["tableau"].append("gyrfalcon")
    run(state, [{"do": "husbandry"}])
    assert state["step"]["ask"] == "forage" and state["step"]["card"] == "gyrfalcon"
    babies_before = (thule["unassigned"], valhalla_small(state, THULE), thule["alpha"])
    play(state, THULE, {"type": "forage", "card": "gyrfalcon", "with": "energy"})
    assert thule["energy"] == C.START_ENERGY - 1
    assert (thule["unassigned"], valhalla_small(state, THULE), thule["alpha"]) == babies_before
    assert state["step"] == {"kind": "stopped"}

    run(state, [{"do": "husbandry"}])
    play(state, THULE, {"type": "forage", "card": "gyrfalcon", "with": "slaughter"})
    assert "gyrfalcon" not in thule["tableau"] and thule["ivory"] == C.START_IVORY + 1


# ---------------------------------------------------------------- 4. the bow and the sword (F2, G2)


def test_bow_and_sword_both_reroll_sixes_on_raids_once():
    """The sword's 6 is sourced (F2 example), the bow's reconstructed: with both, the 6s of a
    "+o+" roll are re-rolled once, as with either (G2: "le résultat est définitif")."""
    for tableau in (["recurve_bow"], ["import:ulfberht_sword"], ["recurve_bow", "import:ulfberht_sword"]):
        state = hunt("nordrsetur_camp", THULE, 2, row="north", tableau=tableau)
        roll(state, [6, 4], THULE)
        assert moves(state, THULE) == [{"type": "reroll", "face": 6}, {"type": "keep_dice"}], tableau
        play(state, THULE, {"type": "reroll", "face": 6}, dice=[6])
        assert state["step"] == {"kind": "stopped"}  # the new 6 is final: it dies (5/6 kill here)
        assert state["last_roll"]["faces"] == [6, 4]


# ---------------------------------------------------------------- 5. literacy (A2) and Saila (D3, G4)


def test_literacy_is_the_hand_size_bonus():
    """A2 tip: a literate daughter is one "disposant du bonus de Taille de Main": the bonus itself
    says it (Peepeelee +1, Birgitta +2), so no separate flag can disagree with it."""
    literate = {d["id"] for d in C.DAUGHTER_CARDS.values() if any("hand_size" in e for e in d["effects"])}
    assert literate == {"peepeelee", "birgitta"}
    assert all("literate" not in card for card in C.DAUGHTER_CARDS.values())
    state = make_state(TRIBES, game="advanced")
    assert hand_size(state, TUNIT) == 1  # the Artisan only: no literate Tunit daughter (A2 tip)
    state["players"][TUNIT]["spouses"] = ["birgitta"]
    assert hand_size(state, TUNIT) == 1 + 2  # marrying a literate daughter (A2 tip)


def without_tunit_chief(state):
    state["boards"][TUNIT][0][TUNIT] = 0  # the Tunit Chief reduces energy losses too (reconstructed)
    return state


def test_saila_reduces_bog_irons_energy_loss_as_an_event():
    """G4: a Bog Iron success makes you "souffrez d'un Événement Déperdition (D3)": an energy-loss
    event, which D3's reduction makes smaller for whoever has Saila (in the tableau or married to
    her). Its loss of 1 is then nothing: the iron comes free. Without her, the loss is asked."""
    for tableau, married, asked in ((["saila"], False, False), ([], True, False), ([], False, True)):
        state = without_tunit_chief(make_state(TRIBES, game="advanced"))
        tunit = state["players"][TUNIT]
        tunit["tableau"] = [card for card in tunit["tableau"] if card != "saila"] + tableau
        if married:
            tunit["spouses"] = ["saila"]  # as if a Tunit cube had wed her in another tableau (F1)
        state["rows"]["south"]["warm"].append("bog_iron")
        tunit["unassigned"] = 0
        tunit["alpha"] = "valhalla"
        state["hunters"]["bog_iron"] = [0, 1, 0]
        run(state, [{"do": "hunting"}])
        roll(state, [1], TUNIT)
        if asked:
            assert state["step"]["ask"] == "bog_iron" and state["step"]["left"] == 1
            play(state, TUNIT, {"type": "pay_loss", "with": "energy"})
        else:
            assert state["step"] == {"kind": "stopped"}, state["step"]
        loss = 1 if asked else 0
        assert (tunit["iron"], tunit["energy"]) == (C.START_IRON + 1, C.START_ENERGY - loss), tableau


def test_saila_reduces_event_losses_but_never_a_forage():
    """The same Saila: an Event card's loss is one smaller (D3), but a D card's forage, counted
    "pour chaque symbole Déperdition" (H1), is not an event: it is paid in full."""
    state = without_tunit_chief(make_state(TRIBES, game="advanced", event="little_ice_age"))
    assert "saila" in state["players"][TUNIT]["tableau"]
    state["players"][TUNIT]["tableau"].append("musk_ox")
    for rank in range(1, 6):
        state["boards"][TUNIT][rank][TUNIT] = 0  # energy only, so the losses pay themselves
    for seat in (THULE, VIKING):  # nothing to lose: no effect for the others (D3)
        state["players"][seat]["energy"] = 0
        state["boards"][seat] = [[0, 0, 0] for _ in range(6)]
    run(state, [{"do": "symbol", "index": 1}])  # Little Ice Age: energy loss 2
    assert state["players"][TUNIT]["energy"] == C.START_ENERGY - 1
    run(state, [{"do": "husbandry"}])
    assert state["step"]["ask"] == "forage" and state["step"]["seat"] == TUNIT and state["step"]["left"] == 1
    assert elder_cubes(state, TUNIT, 1, TUNIT) == 0
