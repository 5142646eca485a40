"""The fourth audit: sections A (A1-A4), B (B1-B5), C (C, C1, C2, C3), D (D1-D10) and E (E1-E7),
sentence by sentence. The rulebook's examples of these sections are reproduced in
test_elders_and_scoring.py (A2 hand size and tip, A3 discard), test_hunting.py (C3 polar bear, E7
fishing alpha), test_phase1.py (D1, D2, D10), test_audit.py (D3), test_advanced.py (D2 with
daughters, E6); this file adds the A3 example's hunt, pins the set-up numbers of C and C1, the
readings written down by this audit (D3 per symbol, D6 by value), and the C2 fix (rules version 8:
the beginner game keeps E6, the Sun Stone)."""

from random import Random

from games.engine import make_event
from games.rulesets.greenland import GreenlandRuleset, flow, tables
from games.rulesets.greenland import components as C
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.state import elder_cubes, valhalla_small

from .helpers import make_state, play, roll, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]
RULES = GreenlandRuleset()


def moves(state, seat):
    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def setup_state(players, options):
    """The state right after the setup event (C), before the first event card is revealed."""
    events = RULES.setup(players, RULES.resolve_options(players, options), Random(11))
    return tables.evolve(None, events[0])


# ---------------------------------------------------------------- A3: the Falconer's Ransom example


def gyrfalcon_hunt(ransom):
    """One Thule hunter alone on a warm Gyrfalcon (1 success, 1 ivory), rolling a 1."""
    state = make_state(TRIBES, game="advanced", north=["gyrfalcon"], event="falconers_ransom")
    state["new_world"]["markland"]["settlers"] = [0, 0, 0]
    if ransom:
        run(state, [{"do": "symbol", "index": 0}])  # the event's first symbol: the ransom
        assert state["flags"]["falconers_ransom"] is True
    thule = state["players"][THULE]
    thule["unassigned"], thule["alpha"] = 4, "valhalla"
    state["hunters"]["gyrfalcon"] = [1, 0, 0]
    run(state, [{"do": "hunting"}])
    roll(state, [1], THULE)
    return state


def test_a3_example_a_gyrfalcon_hunted_during_falconers_ransom_gives_three_ivory():
    # A3: "Si vous chassez avec succès la carte Gyrfalcon (ou défaussez celle que vous avez
    # Domestiquée) pour les disques, vous obtenez 3 disques blancs" (the discard: test_elders_and_scoring)
    for ransom, ivory in ((True, 3), (False, 1)):
        state = gyrfalcon_hunt(ransom)
        assert state["last_roll"]["success"] is True
        assert state["players"][THULE]["ivory"] == C.START_IVORY + ivory
        assert state["players"][THULE]["unassigned"] == 5  # the hunter is home, no baby


def test_a3_the_ransom_lasts_the_turn_only():
    state = gyrfalcon_hunt(True)
    state["players"][THULE]["tableau"].append("gyrfalcon")  # say, domesticated since
    state["tasks"] = []
    state["step"] = None
    flow.next_turn(state)  # "pour le tour en cours"
    assert "falconers_ransom" not in state["flags"]
    value = flow.card_value(state, "gyrfalcon")
    assert value == {"ivory": 1}


# ---------------------------------------------------------------- C, C1, C2: set-up numbers


def test_c_setup_numbers_three_players_advanced():
    state = setup_state(3, {"game": "advanced"})
    assert sorted(p["tribe"] for p in state["players"]) == sorted(TRIBES)
    assert state["events_left"] == 10 and len(state["piles"]["events"]) == 16  # C1: 10 of the 16
    for row in ("north", "south"):
        assert len(state["rows"][row]["warm"]) == 1 + 6 and state["rows"][row]["cold"] == []  # C3, C4
    tunit = [p["tribe"] for p in state["players"]].index("tunit")
    for seat, player in enumerate(state["players"]):
        assert (player["energy"], player["ivory"], player["iron"]) == (5, 1, 1)  # C8
        assert (player["unassigned"], player["alpha"]) == (5, "unassigned")  # C6: big cube + 5
        assert [elder_cubes(state, seat, rank, seat) for rank in range(1, 7)] == [1] * 6
        settlers = 5 if seat == tunit else 0  # C7: taken from the Tunit Valhalla
        assert valhalla_small(state, seat) == 18 - 5 - 6 - settlers
        assert state["new_world"]["markland"]["settlers"][seat] == settlers
        assert player["side"] == "poly" and player["hand"] == []


def test_c1_two_players_rows_of_five_and_c2_beginner_removals():
    state = setup_state(2, {})
    tribes = [p["tribe"] for p in state["players"]]
    assert len(set(tribes)) == 2 and set(tribes) <= set(TRIBES)  # two cultures at random
    for row in ("north", "south"):
        cards = state["rows"][row]["warm"]
        assert len(cards) == 5  # C1: five biome cards, and no New World card (C2)
        for card in cards + state["piles"][row]:
            assert C.BIOMES[card]["kind"] != "new_world" and not C.BIOMES[card]["mark"]  # C2: no D, no I
    assert state["new_world"] == {}
    for player in state["players"]:
        assert player["tableau"] == [] and player["spouses"] == []  # C2: no daughter, no animal
    assert state["step"]["kind"] == "chance" and state["step"]["draw"] == "event"  # no animal asked


# ---------------------------------------------------------------- C2: the beginner game keeps E6


def test_c2_a_beginner_holding_the_sun_stone_reassigns_among_the_biomes_he_hunts():
    # C2 sets aside "D9, E2, E5, F1, F2, F3, F4, G1, G6, H1, H2, I1 et I4": not E6. The Sun Stone
    # is an import, auctioned in the beginner game too; without E5 there are no defenders, so
    # the cubes go only to "d'autres cartes Biome où vous avez des Chasseurs".
    state = make_state(TRIBES, north=["walrus", "arctic_char", "ringed_seal"])
    thule = state["players"][THULE]
    thule["tableau"] += ["import:sun_stone", "import:icelandic_trading_ship"]  # a pony: no defence
    state["hunters"]["walrus"] = [2, 0, 0]
    state["hunters"]["arctic_char"] = [1, 0, 0]
    thule["unassigned"] -= 3
    run(state, [{"do": "reassign", "seat": None}])
    assert state["step"]["ask"] == "reassign" and state["step"]["seat"] == THULE
    assert moves(state, THULE) == [
        {"type": "reassign", "from": "walrus", "to": "arctic_char", "alpha": False},
        {"type": "reassign", "from": "arctic_char", "to": "walrus", "alpha": False},
        {"type": "end_reassign"},
    ]
    play(state, THULE, {"type": "reassign", "from": "walrus", "to": "arctic_char", "alpha": False})
    assert state["hunters"]["walrus"] == [1, 0, 0] and state["hunters"]["arctic_char"] == [2, 0, 0]
    play(state, THULE, {"type": "end_reassign"})
    assert state["step"] == {"kind": "stopped"}


def beginner_turn_tasks(rules):
    state = make_state(TRIBES, event=None)
    state["rules"] = rules
    state["step"] = {"kind": "chance", "draw": "event"}
    state["tasks"] = []
    tables.evolve(state, make_event("event_revealed", None, card="ulfberht_sword"))
    return [task["do"] for task in state["tasks"]]


def test_c2_the_beginner_turn_reassigns_from_rules_version_8_on():
    assert RULES.rules_version >= 8
    tasks = beginner_turn_tasks(8)
    assert tasks.index("assign") < tasks.index("reassign") < tasks.index("negotiation")
    assert "reassign" not in beginner_turn_tasks(7)  # older games fold as they did (and replay)


# ---------------------------------------------------------------- D3, D6: readings written down


def test_d3_each_snowflake_symbol_is_one_loss_reduced_by_one():
    # Hard Winter (reconstructed): "1 per D card" then "1". The Tunit Chief (like Saila) takes one
    # off each symbol, so with one D card the Tunit lose nothing; the others lose the plain 1.
    state = make_state(TRIBES, event="hard_winter")
    state["players"][TUNIT]["tableau"].append("import:icelandic_trading_ship")  # a D card (the pony)
    for seat in (THULE, TUNIT, VIKING):
        for rank in range(6):
            state["boards"][seat][rank][seat] = 1 if (seat, rank) == (TUNIT, 0) else 0
    run(state, [{"do": "symbol", "index": 0}, {"do": "symbol", "index": 1}])
    assert [p["energy"] for p in state["players"]] == [4, 5, 4]
    assert elder_cubes(state, TUNIT, 1, TUNIT) == 1


def test_d6_steel_degradation_gives_the_cards_iron_value():
    # D6 "pour la convertir en un disque de fer", A3 "les disques spécifiés": the card's value;
    # every sourced steel import is worth 1 iron, the reconstructed Iron Cauldron 2.
    state = make_state(TRIBES, event="bog_rust")
    state["players"][VIKING]["tableau"].append("import:bog_rust")
    run(state, [{"do": "symbol", "index": 0}])
    assert state["players"][VIKING]["iron"] == C.START_IRON + 2
    assert "import:bog_rust" in state["removed"]
