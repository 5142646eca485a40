"""The solitaire and cooperative game (K): one to three players share the three cultures and win
together if all three survive; 12 events, the sunspot rule, shared sleds and Mariners, spouses by
assignment, one exchange of a disc or an I card a turn, black and white discs spent as orange."""

import json
from random import Random

import pytest

from games.engine import InvalidSetup, fold
from games.engine.playout import random_playout
from games.rulesets import presentation_for
from games.rulesets.greenland import GreenlandRuleset
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.scoring import survivors
from games.rulesets.greenland.state import elder_cubes

from .helpers import make_state, play, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]
RULES = GreenlandRuleset()
SEEDS = 25


def moves(state, tribe):
    return [m for m in legal_moves(state, tribe) if m["type"] != "cash_in"]


def coop(players=1, **kwargs):
    """A cooperative state at turn 1; ``players`` seats share the three tribes as in setup."""
    state = make_state(TRIBES, game=kwargs.pop("game", "advanced"), cooperative=True, **kwargs)
    state["controllers"] = [tribe % players for tribe in range(3)]
    if "markland" in state["new_world"]:
        state["new_world"]["markland"]["settlers"] = [0, 0, 0]
    return state


# ---------------------------------------------------------------- options and setup


def test_one_player_is_the_solitaire_game_and_the_three_cultures_are_in_play():
    assert RULES.min_players == 1
    assert RULES.resolve_options(1, {})["cooperative"] is True
    with pytest.raises(InvalidSetup) as error:
        RULES.resolve_options(1, {"cooperative": False})
    assert "solitaire" in error.value.message
    assert RULES.resolve_options(2, {})["cooperative"] is False
    for players in (1, 2, 3):
        options = RULES.resolve_options(players, {"cooperative": True, "game": "advanced"})
        state = fold(RULES, RULES.setup(players, options, Random(players)))
        assert sorted(p["tribe"] for p in state["players"]) == TRIBES  # K: as for three players
        assert state["controllers"] == [tribe % players for tribe in range(3)]
        assert state["events_left"] + (1 if state["event"] else 0) == 12  # 12 events (K)
        for row in ("north", "south"):
            assert len(state["rows"][row]["warm"]) == 7  # six cards and the New World card
        assert RULES.to_move(state) and set(RULES.to_move(state)) <= set(range(players))


def test_the_solitaire_player_sees_every_hand_a_cooperative_player_only_its_own():
    state = coop(players=1)
    state["players"][VIKING]["hand"] = ["musk_ox"]
    assert RULES.view(state, 0)["players"][VIKING]["hand"] == ["musk_ox"]
    state = coop(players=3)
    state["players"][VIKING]["hand"] = ["musk_ox"]
    assert RULES.view(state, THULE)["players"][VIKING]["hand"] == 1
    assert RULES.view(state, VIKING)["players"][VIKING]["hand"] == ["musk_ox"]
    assert "musk_ox" not in json.dumps(RULES.view(state, None))


# ---------------------------------------------------------------- the sunspot rule


def test_sunspots_no_cooling_in_the_first_turn_then_cooling_decimates_all_three_once_a_turn():
    state = coop(north=["walrus", "narwhal"], south=["shark", "salmon"], event="sun_stone")
    for tribe in range(3):
        state["boards"][tribe] = [[0, 0, 0] for _ in range(6)]  # no elders: no choice to make
        state["players"][tribe]["alpha"] = "valhalla"
    state["players"][THULE]["unassigned"] = 4
    run(state, [{"do": "symbol", "index": 0}])
    assert state["rows"]["north"]["cold"] == [] and state["players"][THULE]["unassigned"] == 4  # turn 1
    state["turn"] = 2
    run(state, [{"do": "symbol", "index": 0}])
    assert state["rows"]["north"] == {"warm": ["walrus"], "cold": ["narwhal"]}
    assert state["rows"]["south"] == {"warm": ["shark"], "cold": ["salmon"]}
    # D2 on the three cultures: half the unassigned hunters, rounded up
    assert [p["unassigned"] for p in state["players"]] == [2, 2, 2]
    run(state, [{"do": "symbol", "index": 0}])  # a second cooling in the same turn: no effect
    assert state["rows"]["north"] == {"warm": ["walrus"], "cold": ["narwhal"]}
    assert [p["unassigned"] for p in state["players"]] == [2, 2, 2]


def test_sunspot_decimation_takes_an_elder_of_each_culture():
    state = coop(north=["walrus"], south=["shark"], event="sun_stone")
    state["turn"] = 3
    run(state, [{"do": "symbol", "index": 0}])
    # each tribe has six elders and its alpha: it chooses which elder dies
    assert state["step"]["ask"] == "decimation" and RULES.to_move(state) == [0]
    for tribe in state["order"]:
        assert state["step"]["seat"] == tribe
        play(state, 0, {"type": "decimation", "elder": [tribe, 6], "alpha_dies": False})
        assert elder_cubes(state, tribe, 6, tribe) == 0
    assert [p["unassigned"] for p in state["players"]] == [2, 2, 2]


# ---------------------------------------------------------------- victory and defeat


def test_victory_only_if_all_three_survive_with_unassigned_hunters_or_settlers():
    state = coop(players=3)
    state["over"] = True
    assert RULES.outcome(state)["winners"] == [0, 1, 2] and RULES.outcome(state)["scores"]["0"] == 3
    # the Tunit keep only elders: they do not count as surviving (K)
    tunit = state["players"][TUNIT]
    tunit["unassigned"], tunit["alpha"] = 0, "elder:1:6"
    assert survivors(state) == [True, False, True]
    outcome = RULES.outcome(state)
    assert outcome["winners"] == [] and outcome["scores"] == {"0": 2, "1": 2, "2": 2}
    state["new_world"]["vinland"]["settlers"][TUNIT] = 1  # a settler is enough
    assert RULES.outcome(state)["winners"] == [0, 1, 2]


def test_a_culture_extinct_ends_the_cooperative_game_lost_at_once():
    state = coop(players=1, north=["walrus"], south=["shark"])
    viking = state["players"][VIKING]
    viking["unassigned"], viking["alpha"], viking["tableau"] = 0, "valhalla", []
    state["boards"][VIKING] = [[0, 0, 0] for _ in range(6)]
    state["tasks"], state["step"] = [], None
    from games.rulesets.greenland import tables

    tables.advance(state)  # the end of the turn
    assert state["over"] and state["turn"] == 1 and state["events_left"] > 0
    assert RULES.outcome(state) == {
        "scores": {"0": 2},
        "ranking": [{"seat": 0, "rank": 1, "score": 2}],
        "winners": [],
    }


# ---------------------------------------------------------------- shared abilities, spouses, discs


def test_tribes_share_mariners_and_sleds():
    state = coop(north=["walrus"], south=["shark"])
    for tribe in (THULE, TUNIT):
        state["boards"][tribe][5][tribe] = 0  # only the Vikings have a Mariner
    state["players"][TUNIT]["tableau"].remove("arnakuk")  # and nobody a sled
    state["order"] = [THULE, TUNIT, VIKING]
    run(state, [{"do": "assign", "seat": THULE}])
    assert {"type": "place", "card": "shark", "alpha": False} in moves(state, THULE)  # the Viking Mariner
    for _ in range(4):
        play(state, 0, {"type": "place", "card": "shark", "alpha": False})
    assert {"type": "place", "card": "shark", "alpha": False} not in moves(state, THULE)  # 4 per Mariner
    state["players"][VIKING]["tableau"].append("dogs")  # a sled of another tribe serves too
    assert {"type": "place", "card": "shark", "alpha": False} in moves(state, THULE)


def test_hunters_become_spouses_by_assignment_with_automatic_success():
    state = coop(north=["walrus"], south=["shark"])
    state["order"] = [THULE, TUNIT, VIKING]
    state["boards"][THULE][3][THULE] = 0  # no Warchief needed
    state["players"][TUNIT]["tableau"].remove("arnakuk")  # no sled
    state["boards"][TUNIT][5][TUNIT] = state["boards"][VIKING][5][VIKING] = 0  # one Mariner in all
    run(state, [{"do": "assign", "seat": THULE}])
    options = {m["daughter"] for m in moves(state, THULE) if m["type"] == "marry"}
    assert options == {"meeka", "saila", "birgitta", "gudrid"}  # not their own daughters
    play(state, 0, {"type": "marry", "daughter": "birgitta"})  # the Viking tableau, by Mariner
    assert state["players"][THULE]["spouses"] == ["birgitta"] and state["players"][THULE]["unassigned"] == 4
    assert not any(m.get("daughter") == "birgitta" for m in moves(state, THULE))  # monogamy
    assert not any(m.get("daughter") == "gudrid" for m in moves(state, THULE))  # the Mariner is used
    play(state, 0, {"type": "marry", "daughter": "meeka"})  # the Tunit share the north: no ship
    assert state["players"][THULE]["spouses"] == ["birgitta", "meeka"]


def test_black_and_white_discs_are_spent_as_orange():
    state = coop(north=["walrus"], south=["shark"])
    state["order"] = [THULE, TUNIT, VIKING]
    thule = state["players"][THULE]
    thule["energy"], thule["ivory"], thule["iron"] = 0, 1, 1
    run(state, [{"do": "assign", "seat": THULE}])
    promotions = [
        m for m in moves(state, THULE) if m["type"] == "promote" and m["rank"] == 3 and not m["alpha"]
    ]
    assert promotions == [
        {"type": "promote", "rank": 3, "alpha": False, "pay": "ivory"},
        {"type": "promote", "rank": 3, "alpha": False, "pay": "iron"},
    ]
    play(state, 0, promotions[0])
    assert (thule["ivory"], elder_cubes(state, THULE, 3, THULE)) == (0, 2)
    state = coop(north=["walrus"], south=["shark"], event="hard_winter")
    state["players"][VIKING]["energy"] = 0
    run(state, [{"do": "energy_loss", "seat": VIKING, "left": 1}])
    assert {"type": "pay_loss", "with": "iron"} in moves(state, VIKING)
    play(state, 0, {"type": "pay_loss", "with": "ivory"})
    assert state["players"][VIKING]["ivory"] == 0


def test_one_exchange_of_a_disc_or_an_invention_a_turn():
    state = coop(players=1, north=["walrus"], south=["shark"])
    state["players"][VIKING]["tableau"] += ["toggle_harpoon", "dogs"]  # an I card and a D card
    state["players"][VIKING]["hand"] = ["fish_weir"]
    state["players"][THULE]["iron"] = 3  # the Thule speak first
    run(state, [{"do": "negotiation"}])
    play(state, 0, {"type": "offer_to", "to": VIKING, "tribes": TRIBES})  # a K move naming a tribe
    items = [m["item"] for m in moves(state, THULE) if m["type"] == "offer_item"]
    assert {"kind": "card", "card": "toggle_harpoon"} in items
    # no D card, no hand card, no daughter, no withdrawal: discs and I cards only (K)
    assert {item["kind"] for item in items} == {"energy", "ivory", "iron", "card"}
    assert [item["card"] for item in items if item["kind"] == "card"] == ["toggle_harpoon"]
    # the Thule give an iron for the Viking harpoon; one seat plays both: no answer is needed
    play(state, 0, {"type": "offer_item", "to": VIKING, "side": "give", "item": {"kind": "iron"}})
    assert {"type": "offer_send"} not in moves(state, THULE)  # an exchange: one item each way
    play(
        state,
        0,
        {
            "type": "offer_item",
            "to": VIKING,
            "side": "ask",
            "item": {"kind": "card", "card": "toggle_harpoon"},
        },
    )
    assert not any(m["type"] == "offer_item" for m in moves(state, THULE))
    play(state, 0, {"type": "offer_send"})
    assert "toggle_harpoon" in state["players"][THULE]["tableau"] and state["players"][VIKING]["iron"] == 2
    assert moves(state, THULE) == [{"type": "nego_done"}]  # one exchange a turn
    play(state, 0, {"type": "nego_done"})
    assert state["step"] == {"kind": "stopped"}  # nobody else has anything to do


def test_between_two_players_the_exchange_is_answered():
    state = coop(players=3, north=["walrus"], south=["shark"])
    state["players"][THULE]["iron"] = 3
    run(state, [{"do": "negotiation"}])
    play(state, THULE, {"type": "offer_to", "to": TUNIT, "tribes": TRIBES})
    play(state, THULE, {"type": "offer_item", "to": TUNIT, "side": "give", "item": {"kind": "iron"}})
    play(state, THULE, {"type": "offer_item", "to": TUNIT, "side": "ask", "item": {"kind": "energy"}})
    play(state, THULE, {"type": "offer_send"})
    assert RULES.to_move(state) == [TUNIT] and state["step"]["ask"] == "answer"
    play(state, TUNIT, {"type": "answer", "offer": 1, "accept": True})
    assert state["players"][TUNIT]["iron"] == 2 and state["nego"]["exchanged"]


def test_a_solitaire_retreat_needs_nobody_s_leave():
    state = coop(players=1, north=["walrus"], south=["shark"])
    state["hunters"]["walrus"] = [2, 1, 0]
    state["players"][THULE]["unassigned"] -= 2
    state["players"][TUNIT]["unassigned"] -= 1
    state["nego"] = {"exchanged": True}  # keep to the card
    run(state, [{"do": "negotiation"}])
    while state["step"]["ask"] == "nego_free":
        play(state, 0, {"type": "nego_done"})
    assert state["nego"]["card"] == "walrus"
    tribe = state["step"]["seat"]
    play(state, 0, {"type": "retreat", "card": "walrus"})
    assert state["hunters"]["walrus"][tribe] == 0  # carried out at once


# ---------------------------------------------------------------- random playouts


@pytest.mark.parametrize("players", [1, 2, 3])
@pytest.mark.parametrize("options", [{"game": "advanced"}, {"game": "advanced", "survivor": True}, {}])
def test_cooperative_random_playouts_end_with_a_shared_result(players, options):
    seen: set[str] = set()
    for seed in range(SEEDS):
        result = random_playout(RULES, players, seed, {"cooperative": True, **options})
        state, outcome = result.state, result.outcome
        assert state["turn"] <= 12 and RULES.to_move(state) == []
        alive = sum(survivors(state))
        assert outcome["scores"] == {str(s): alive for s in range(players)}
        assert outcome["winners"] == (list(range(players)) if alive == 3 else [])
        for event in result.events:
            seen.add(event["type"])
            assert event["seat"] is None or 0 <= event["seat"] < players
            if event["type"] == "dice_rolled":
                seen.add("roll:" + event["data"]["purpose"])
            if event["type"] == "decimation":
                seen.add("decimation")
        for seat in range(players):
            assert RULES.legal_moves(state, seat) == []
    if options.get("game") == "advanced":
        assert {"marry", "offer_send", "nego_done", "place", "promote"} <= seen
        if players > 1:
            assert "answer" in seen  # a tribe of another seat answered an exchange or a retreat


def test_cooperative_replay_timeouts_and_texts():
    for players in (1, 3):
        result = random_playout(RULES, players, 5, {"cooperative": True, "game": "advanced"})
        assert fold(RULES, result.events) == result.state
        state = None
        for index, event in enumerate(result.events):
            state = RULES.evolve(state, event)
            assert presentation_for(RULES.id).describe_event(event, ["Ann", "Bob", "Cy"][:players], "fr")
            text = presentation_for(RULES.id).describe_event(event, ["Ann", "Bob", "Cy"][:players], "en")
            if event["type"] == "place":
                assert "(" in text  # the tribe that acted is named
            for seat in RULES.to_move(state):
                assert RULES.timeout_move(state, seat) in RULES.legal_moves(state, seat)
                assert len(RULES.legal_moves(state, seat)) <= 80
                if index % 9 == 0:
                    view = RULES.view(state, seat)
                    presentation_for(RULES.id).summarize_for_seat(view, seat, ["Ann", "Bob", "Cy"][:players], "en")


def test_timeouts_alone_finish_a_solitaire_game():
    events = RULES.setup(1, RULES.resolve_options(1, {"game": "advanced"}), Random(2))
    state = fold(RULES, events)
    for _ in range(5000):
        if RULES.outcome(state):
            break
        seat = RULES.to_move(state)[0]
        for event in RULES.decide(state, seat, RULES.timeout_move(state, seat), Random(2)):
            state = RULES.evolve(state, event)
    assert RULES.outcome(state) is not None


def test_texts_name_tribes_not_missing_players():
    """K: a seat field is a tribe. A move or event names it by its tribe ("the Vikings" / "les
    Vikings"), with or without the players' names (one player may play every tribe: names[2] is
    nobody's), not as "player 3" (who does not exist in a solitaire game)."""
    from games.rulesets.greenland.text import describe_move, describe_offer

    emissary = {"type": "emissary", "target": VIKING, "tribes": TRIBES}
    assert presentation_for(RULES.id).describe_move(emissary, "en") == "Send an emissary to the Vikings"
    assert presentation_for(RULES.id).describe_move(emissary, "fr") == "Envoyer un émissaire chez les Vikings"
    assert describe_move(emissary, "en", ["Ann"]) == "Send an emissary to the Vikings"
    assert presentation_for(RULES.id).describe_move(emissary, "en", names=["Ann", "Bob", "Cy"]) == (
        "Send an emissary to the Vikings"
    )
    assert presentation_for(RULES.id).describe_move({"type": "emissary", "target": VIKING}) == "Send an emissary to player 3"
    sacrifice = {"type": "sacrifice", "board": TUNIT, "tribes": TRIBES}
    assert presentation_for(RULES.id).describe_move(sacrifice, "fr") == "Sacrifier l'Ancien sur le plateau des Tunit"
    assert presentation_for(RULES.id).describe_move({"type": "sacrifice", "board": 0}, "fr") == (
        "Sacrifier l'Ancien sur le plateau de joueur 1"
    )
    offer = {"from": THULE, "to": [VIKING], "give": [{"kind": "iron"}], "ask": [{"kind": "energy"}]}
    assert describe_offer(offer, None, "fr", TRIBES) == "les Thulé proposent aux Vikings : un fer contre une énergie"
    assert describe_offer(offer, None, "en", TRIBES) == "the Thule offers the Vikings: an iron for an energy"
    assert describe_offer(offer, ["Ann", "Bob", "Cy"], "fr") == "Ann propose à Cy : un fer contre une énergie"
    # the log of a solitaire game: the player who acted, the tribe deciding, the tribes named
    event = {"type": "emissary", "seat": 0, "data": {"target": VIKING, "tribe": THULE, "tribes": TRIBES}}
    assert presentation_for(RULES.id).describe_event(event, ["Ann"], "en") == "Ann (Thule): Send an emissary to the Vikings"
    assert presentation_for(RULES.id).describe_event(event, ["Ann"], "fr") == "Ann (Thulé) : Envoyer un émissaire chez les Vikings"
    setup = RULES.setup(1, RULES.resolve_options(1, {}), Random(3))[0]
    assert presentation_for(RULES.id).describe_event(setup, ["Ann"], "en").startswith("Setup (Ann: ")
    assert presentation_for(RULES.id).describe_event(setup, ["Ann"], "fr").startswith("Mise en place (Ann : ")  # French colon


def test_cooperative_moves_naming_a_tribe_carry_the_tribes():
    state = coop(players=1, event="crossbow")  # green first: the Tunit, who have a Warchief
    run(state, [{"do": "first_player"}])
    councils = RULES.legal_moves(state, 0)
    assert councils and all(m["tribes"] == TRIBES for m in councils if m["type"] == "war_council")
    council = next(m for m in councils if m.get("first") == VIKING)
    assert presentation_for(RULES.id).describe_move(council, "en") == "First player: the Vikings"
    assert presentation_for(RULES.id).describe_move(council, "fr") == "Premier joueur : les Vikings"
    # the event is the one it was before: decide adds the tribes to every event of K anyway
    events = RULES.decide(state, 0, council, Random(0))
    assert events[0]["data"] == {"first": VIKING, "tribes": TRIBES, "tribe": TUNIT}
