"""The Sami expansion (L), the four-player game: options, set-up, the shared southern homeland, no
alpha, Gealá's skis, Sunnan-Ánni's drums (the L example), the first-player declaration, hidden
information with four seats, and random playouts of four-player games."""

import json
from random import Random

import pytest

from games.engine import InvalidSetup, fold
from games.engine.playout import random_playout
from games.rulesets import presentation_for
from games.rulesets.greenland import GreenlandRuleset, elders, flow
from games.rulesets.greenland import components as C
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.state import (
    add_babies,
    cubes_in_play,
    in_homeland,
    unassigned_total,
    valhalla_small,
)

from .helpers import make_state, play, run

THULE, TUNIT, VIKING, SAMI = 0, 1, 2, 3
TRIBES = ["thule", "tunit", "viking", "sami"]
RULES = GreenlandRuleset()


def moves(state, seat):
    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def sami_state(game="advanced", **kwargs):
    """A four-player Sami state at turn 1 (the rows as given, warm side)."""
    state = make_state(TRIBES, game=game, sami=True, **kwargs)
    if "markland" in state["new_world"]:
        state["new_world"]["markland"]["settlers"] = [0, 0, 0, 0]  # no Tunit colony in the way
    return state


def start(seed=1, **options):
    resolved = RULES.resolve_options(4, options)
    return fold(RULES, RULES.setup(4, resolved, Random(seed)))


# ---------------------------------------------------------------- options and set-up


def test_four_players_are_the_sami_game_and_only_it():
    assert RULES.max_players == 4
    schema = RULES.options_schema["properties"]["sami"]
    assert schema["type"] == "boolean" and schema["default"] is False and schema["description"]
    assert RULES.resolve_options(4, {})["sami"] is True  # implied for four, as K is for one
    assert RULES.resolve_options(4, {"game": "advanced"}) == {
        "game": "advanced",
        "survivor": False,
        "bloody_snow": False,
        "cooperative": False,
        "sami": True,
    }
    for players, options, words in (
        (4, {"sami": False}, "four only with the Sami"),
        (3, {"sami": True}, "exactly 4 players"),
        (2, {"sami": True}, "exactly 4 players"),
        (4, {"cooperative": True}, "competitive game only"),
        (4, {"sami": True, "cooperative": True}, "competitive game only"),
        (5, {"sami": True}, "1 to 4 players"),
    ):
        with pytest.raises(InvalidSetup) as error:
            RULES.resolve_options(players, options)
        assert words in error.value.message and error.value.message.endswith(".")
    assert RULES.resolve_options(3, {})["sami"] is False


def test_setup_of_a_four_player_advanced_game():
    for seed in range(6):
        state = start(seed, game="advanced")
        assert sorted(p["tribe"] for p in state["players"]) == sorted(TRIBES)
        sami = [p["tribe"] for p in state["players"]].index("sami")
        player = state["players"][sami]
        # L, C: two daughters and the caribou, taken out of the southern deck, domesticated
        assert player["tableau"] == ["geala", "sunnan_anni", "caribou"]
        everywhere = state["piles"]["south"] + [c for side in state["rows"]["south"].values() for c in side]
        assert "caribou" not in everywhere
        assert player["alpha"] == "none" and player["unassigned"] == 5  # E7: no alpha (L)
        assert [state["boards"][sami][rank][sami] for rank in range(6)] == [1] * 6
        assert cubes_in_play(state, sami) == 11 and valhalla_small(state, sami) == 7
        for row in ("north", "south"):
            assert len(state["rows"][row]["warm"]) == 7  # six cards (reconstructed) and the New World
        assert state["events_left"] + (1 if state["event"] else 0) == 10  # ten events, as for 2 or 3
        assert state["step"]["ask"] == "choose_animal"  # the Viking still chooses (C5); not the Sami
        viking = [p["tribe"] for p in state["players"]].index("viking")
        assert sorted(state["players"][viking]["tableau"])[:2] == ["birgitta", "gudrid"]
        # every other tribe is set up as in the base game
        for seat, other in enumerate(state["players"]):
            if seat != sami:
                assert other["alpha"] != "none"


def test_setup_of_a_four_player_beginner_game():
    state = start(3)
    sami = [p["tribe"] for p in state["players"]].index("sami")
    # C2 removes every daughter and D card: the Sami keep their homeland, board and cubes only
    assert state["players"][sami]["tableau"] == [] and state["players"][sami]["alpha"] == "none"
    assert "caribou" not in state["piles"]["south"]
    assert len(state["rows"]["south"]["warm"]) == 6 and not state["new_world"]


def test_sami_elder_board_is_the_plain_board():
    board = C.ELDER_BOARDS["sami"]
    assert board["poly"][1]["name"] == "Shaman" and "domesticate" in board["poly"][1]["actions"]
    assert board["poly"][0]["effects"] == [{"feud_protection": True}]  # no Tunit cold trait
    assert board["poly"][1]["effects"] == []  # no Tunit fishing re-roll
    assert board["poly"][2]["effects"] == [{"hand_size": 1}]  # no Thule metallurgy re-roll
    assert board["poly"][5]["effects"] == [{"transport": 4}]  # no Thule sea re-roll
    assert [rank["name"] for rank in board["mono"]][4] == "Acolyte"
    daughters = {d["id"]: d for d in C.SAMI_DAUGHTERS}
    assert daughters["geala"]["effects"] == [{"ski": True}] and daughters["geala"]["colour"] == "blue"
    assert daughters["sunnan_anni"]["effects"] == [{"drums": True}]
    assert not any("hand_size" in e for d in C.SAMI_DAUGHTERS for e in d["effects"])  # not literate (A2)
    assert C.card_name("sunnan_anni") == "Sunnan-Ánni" and C.card_name("geala", "fr") == "Gealá"
    assert C.TRIBES["sami"]["colour"] == "blue" and "blue" not in {e["first"] for e in C.EVENTS}


# ---------------------------------------------------------------- E1 homeland, E7 no alpha


def test_the_southern_row_is_the_sami_homeland_shared_with_the_vikings():
    state = sami_state(game="beginner", north=["ringed_seal"], south=["harp_seal", "atlantic_cod"])
    state["boards"][SAMI][5][SAMI] = 0  # no Mariner
    run(state, [{"do": "assign", "seat": SAMI}])
    places = {m["card"] for m in moves(state, SAMI) if m["type"] == "place"}
    assert places == {"harp_seal", "atlantic_cod"}  # the north needs a Mariner (E1)
    assert all(in_homeland(state, s, "harp_seal") for s in (SAMI, VIKING))
    assert not in_homeland(state, SAMI, "ringed_seal")
    # the tableaux of the tribes sharing a homeland are in it (E1: the Thule and Tunit in the north)
    advanced = sami_state()
    assert in_homeland(advanced, SAMI, "birgitta") and in_homeland(advanced, VIKING, "geala")
    assert not in_homeland(advanced, SAMI, "kirima") and not in_homeland(advanced, THULE, "geala")
    assert not in_homeland(advanced, SAMI, "vinland")  # E2: the New World is nobody's homeland
    # the caribou is a sled (its tableau data): one card of the north without a Mariner
    advanced["rows"]["north"]["warm"].append("ringed_seal")
    advanced["boards"][SAMI][5][SAMI] = 0
    run(advanced, [{"do": "assign", "seat": SAMI}])
    assert {"type": "place", "card": "ringed_seal", "alpha": False} in moves(advanced, SAMI)


def test_the_sami_have_no_alpha():
    state = sami_state(game="beginner", south=["harp_seal"])
    run(state, [{"do": "assign", "seat": SAMI}])
    assert not any(m.get("alpha") for m in moves(state, SAMI))
    sami = state["players"][SAMI]
    sami["unassigned"] = 0
    assert add_babies(state, SAMI, 3) == 3 and sami["alpha"] == "none"  # no alpha reborn first
    assert cubes_in_play(state, SAMI) == 3 + 6 and unassigned_total(state, SAMI) == 3
    choices = flow.decimation_choices(state, SAMI)
    assert choices and not any(choice["alpha_dies"] for choice in choices)
    # J1: with every small cube in Valhalla the Sami are extinct (no big cube keeps them alive)
    sami["unassigned"] = 0
    state["boards"][SAMI] = [[0] * 4 for _ in range(6)]
    assert cubes_in_play(state, SAMI) == 0
    flow.next_turn(state)
    assert sami["extinct"]


# ---------------------------------------------------------------- L: Gealá's skis


def hunt_state(card, seat, hunters, *, row="south", cold=False, game="advanced", more=None, **options):
    """``seat`` alone with ``hunters`` small cubes on ``card`` (and on the cards of ``more``, warm
    side of the south row); nobody has an alpha in play; the hunting phase begins."""
    state = sami_state(game=game, **options)
    for player in state["players"]:
        player["unassigned"] = 0
        if player["alpha"] == "unassigned":
            player["alpha"] = "valhalla"
    for where, side, name, count in [(row, "cold" if cold else "warm", card, hunters)] + [
        ("south", "warm", other, n) for other, n in (more or {}).items()
    ]:
        state["rows"][where][side].append(name)
        if name in state["piles"][where]:
            state["piles"][where].remove(name)
        state["hunters"][name] = [0, 0, 0, 0]
        state["hunters"][name][seat] = count
    run(state, [{"do": "hunting"}])
    return state


def test_ski_three_hunters_act_as_one_alpha_without_rolling():
    state = hunt_state("atlantic_cod", SAMI, 3)  # fishing, one success needed (as E7's example)
    assert state["step"]["ask"] == "ski" and state["step"]["seat"] == SAMI
    assert moves(state, SAMI) == [
        {"type": "hunt", "alpha": False, "ski": True},
        {"type": "hunt", "alpha": False, "ski": False},
    ]
    energy = state["players"][SAMI]["energy"]
    events = play(state, SAMI, {"type": "hunt", "alpha": False, "ski": True})
    assert not any(e["type"] == "dice_rolled" for e in events)  # instead of rolling dice
    assert state["last_roll"]["faces"] == [1] and state["last_roll"]["success"] is True
    assert state["players"][SAMI]["unassigned"] == 3 + 1  # the three home, and the baby
    assert state["players"][SAMI]["energy"] == energy + 1


def test_ski_with_more_hunters_rolls_the_others():
    state = hunt_state("salmon", SAMI, 4)  # two successes: the skis give one, a die must give one
    assert state["step"]["ask"] == "ski"
    play(state, SAMI, {"type": "hunt", "alpha": False, "ski": True}, dice=[2])
    assert state["last_roll"]["faces"] == [1, 2] and state["last_roll"]["success"] is True
    assert state["players"][SAMI]["unassigned"] == 4 + 2  # the four home, two babies


def test_ski_once_per_phase_4_across_cards():
    state = hunt_state("atlantic_cod", SAMI, 3, more={"harp_seal": 3})
    assert state["step"]["ask"] == "hunt_next"
    play(state, THULE, {"type": "hunt_card", "card": "atlantic_cod"})  # the first player picks (B4)
    # the harp seal is hunted next, without a question: the skis are spent, three dice are rolled
    events = play(state, SAMI, {"type": "hunt", "alpha": False, "ski": True}, dice=[5, 5, 5])
    assert state["flags"]["ski"] == [SAMI]
    assert [e["data"]["dice"] for e in events if e["type"] == "dice_rolled"] == [[5, 5, 5]]
    assert state["step"] == {"kind": "stopped"}
    assert state["last_roll"]["card"] == "harp_seal" and len(state["last_roll"]["faces"]) == 3
    flow.next_turn(state)  # a new turn gives the skis back (flags are per turn)
    assert "ski" not in state["flags"]


def test_ski_not_offered_without_three_hunters_gealá_or_an_alpha_s_ability():
    assert hunt_state("atlantic_cod", SAMI, 2)["step"]["kind"] == "chance"  # two hunters only
    assert hunt_state("bog_iron", SAMI, 3)["step"]["kind"] == "chance"  # metallurgy (E7)
    assert hunt_state("skraeling_camp", SAMI, 3)["step"]["kind"] == "chance"  # raid (E7)
    # survivor (C3): the alpha's ability does not work on the cold side, nor do the skis
    assert hunt_state("atlantic_cod", SAMI, 3, cold=True, survivor=True)["step"]["kind"] == "chance"
    assert hunt_state("atlantic_cod", SAMI, 3, cold=True)["step"]["ask"] == "ski"
    assert hunt_state("atlantic_cod", SAMI, 3, game="beginner")["step"]["kind"] == "chance"  # C2
    state = sami_state()
    state["players"][SAMI]["tableau"].remove("geala")  # Gealá given away in marriage or lost
    state["players"][SAMI]["unassigned"] = 0
    state["rows"]["south"]["warm"].append("atlantic_cod")
    state["hunters"]["atlantic_cod"] = [0, 0, 0, 3]
    run(state, [{"do": "hunting"}])
    assert state["step"]["kind"] == "chance"
    # other tribes have no skis
    assert hunt_state("atlantic_cod", VIKING, 3)["step"]["kind"] == "chance"


def test_ski_for_a_spouse_of_gealá_alongside_the_alpha():
    state = sami_state()
    viking = state["players"][VIKING]
    viking["spouses"] = ["geala"]  # a Viking cube married to Gealá shares her ability (L, F1)
    viking["unassigned"] = 0
    state["rows"]["south"]["warm"].append("salmon")
    state["piles"]["south"].remove("salmon")
    state["hunters"]["salmon"] = [0, 0, 3, 0]
    viking["alpha"] = "hunt:salmon"
    run(state, [{"do": "hunting"}])
    assert state["step"]["ask"] == "alpha"
    assert moves(state, VIKING) == [
        {"type": "hunt", "alpha": True, "ski": True},
        {"type": "hunt", "alpha": True, "ski": False},
        {"type": "hunt", "alpha": False, "ski": True},
        {"type": "hunt", "alpha": False, "ski": False},
    ]
    events = play(state, VIKING, {"type": "hunt", "alpha": True, "ski": True})
    assert not any(e["type"] == "dice_rolled" for e in events)
    assert state["last_roll"]["faces"] == [1, 1] and state["last_roll"]["success"] is True


def test_ski_in_the_survivor_game_counts_two_and_one_of_the_three_can_die():
    state = hunt_state("polar_bear", SAMI, 3, row="north", survivor=True)  # dies on a 2 (C3 example)
    play(state, SAMI, {"type": "hunt", "alpha": False, "ski": True})
    assert state["last_roll"]["faces"] == [2] and state["last_roll"]["success"] is False  # needs 2
    assert state["players"][SAMI]["unassigned"] == 2  # one die, one fate: one skier died


def test_ski_texts():
    for move in (
        {"type": "hunt", "alpha": False, "ski": True},
        {"type": "hunt", "alpha": True, "ski": True},
    ):
        assert "ski" in presentation_for(RULES.id).describe_move(move, "en") and "ski" in presentation_for(RULES.id).describe_move(move, "fr")
    assert presentation_for(RULES.id).describe_move({"type": "hunt", "alpha": False, "ski": False}) == "Hunt rolling every die"


# ---------------------------------------------------------------- L: Sunnan-Ánni's drums


def test_drums_l_example_ten_unassigned_married_to_sunnan_anni():
    """L: "the event '10+ decimation' occurs. You have 10 unassigned hunters, but they are not
    affected because you are married to Sunnan-Ánni"."""
    state = sami_state(event="black_death")  # its first symbol: decimation 10+
    assert C.EVENT_CARDS["black_death"]["symbols"][0] == {"kind": "epidemic", "threshold": 10}
    viking, thule = state["players"][VIKING], state["players"][THULE]
    viking["unassigned"], viking["spouses"] = 9, ["sunnan_anni"]  # and the alpha: 10
    thule["unassigned"] = 9  # 10 too, and no drums
    state["players"][SAMI]["unassigned"] = 10  # Sunnan-Ánni in the Sami tableau
    assert unassigned_total(state, VIKING) == unassigned_total(state, THULE) == 10
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"]["ask"] == "decimation" and state["step"]["seat"] == THULE
    play(state, THULE, {"type": "decimation", "elder": [THULE, 1], "alpha_dies": False})
    assert state["step"] == {"kind": "stopped"}  # nobody else is decimated
    assert unassigned_total(state, THULE) == 5
    assert unassigned_total(state, VIKING) == 10 and unassigned_total(state, SAMI) == 10


def test_drums_protect_from_venereal_decimation_but_not_from_a_feud():
    state = sami_state(event="syphilis")  # venereal: spouses on yellow or green daughters
    viking = state["players"][VIKING]
    viking["spouses"] = ["kirima"]
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"]["ask"] == "decimation" and state["step"]["seat"] == VIKING
    state = sami_state(event="syphilis")
    state["players"][VIKING]["spouses"] = ["kirima", "sunnan_anni"]
    state["players"][SAMI]["spouses"] = ["meeka"]  # Sunnan-Ánni is in the Sami tableau
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"] == {"kind": "stopped"}
    state = sami_state(event="kings_mirror")  # feud: no rank-1 elder
    state["boards"][SAMI][0][SAMI] = 0
    run(state, [{"do": "symbol", "index": 0}])
    assert state["step"]["seat"] == SAMI  # the drums do not stop a feud (D2's third cause)


# ---------------------------------------------------------------- L (B2): the first player


def test_the_sami_shaman_may_declare_first_cancelling_a_war_council():
    state = sami_state(event="crossbow")  # green first: the Tunit, who have a Warchief
    run(state, [{"do": "first_player"}])
    assert state["step"]["ask"] == "war_council" and state["step"]["seat"] == TUNIT
    play(state, TUNIT, {"type": "war_council", "first": VIKING})
    assert state["order"] == [VIKING, SAMI, THULE, TUNIT]  # clockwise from the first player
    assert state["step"]["ask"] == "declare_first" and state["step"]["seat"] == SAMI
    assert moves(state, SAMI) == [
        {"type": "declare_first", "declare": True},
        {"type": "declare_first", "declare": False},
    ]
    play(state, SAMI, {"type": "declare_first", "declare": True})
    assert state["first"] == SAMI and state["order"] == [SAMI, THULE, TUNIT, VIKING]
    assert state["step"] == {"kind": "stopped"}
    assert presentation_for(RULES.id).describe_move({"type": "declare_first", "declare": True}, "fr").startswith("Se déclarer")


def test_the_sami_may_keep_the_order_and_are_asked_only_with_a_polytheist_shaman():
    state = sami_state(event="crossbow")
    state["boards"][TUNIT][3][TUNIT] = 0
    flow.record_start(state)
    run(state, [{"do": "first_player"}])
    assert state["step"]["ask"] == "declare_first"
    play(state, SAMI, {"type": "declare_first", "declare": False})
    assert state["order"] == [TUNIT, VIKING, SAMI, THULE]
    for change in ("no shaman", "monotheist"):
        state = sami_state(event="crossbow")
        state["boards"][TUNIT][3][TUNIT] = 0
        if change == "no shaman":
            state["boards"][SAMI][1][SAMI] = 0
            state["boards"][SAMI][1][THULE] = 1  # a foreign cube there is not a Sami elder
        else:
            state["players"][SAMI]["side"] = "mono"  # a Bishop, not a Shaman
        flow.record_start(state)
        run(state, [{"do": "first_player"}])
        assert state["step"] == {"kind": "stopped"} and state["first"] == TUNIT


def test_no_event_card_makes_the_sami_first_player():
    for card in C.EVENT_CARDS:
        state = sami_state(event=card)
        state["boards"][SAMI][1][SAMI] = 0
        for seat in range(3):
            state["boards"][seat][3][seat] = 0  # no war council
        flow.record_start(state)
        run(state, [{"do": "first_player"}])
        assert state["step"] == {"kind": "stopped"} and state["first"] != SAMI
        # a war council may still name the Sami (B2: "another player")
    state = sami_state(event="crossbow")
    run(state, [{"do": "first_player"}])
    play(state, TUNIT, {"type": "war_council", "first": SAMI})
    assert state["first"] == SAMI and state["step"] == {"kind": "stopped"}  # nothing to declare


def test_banish_the_three_player_viking_rule_holds_with_four():
    state = sami_state()
    state["players"][VIKING]["spouses"] = ["geala"]
    state["players"][THULE]["spouses"] = ["sunnan_anni"]
    targets = elders.banish_targets(state, SAMI)
    assert targets == [{"kind": "spouse", "seat": THULE, "daughter": "sunnan_anni"}]


# ---------------------------------------------------------------- whole games


SEEDS = 30
OPTION_SETS = [{}, {"game": "advanced"}, {"game": "advanced", "bloody_snow": True, "survivor": True}]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "+".join(f"{k}={v}" for k, v in o.items()) or "beginner")
def test_random_four_player_playouts_end_with_an_outcome_for_every_seat(options):
    seen: set[str] = set()
    for seed in range(SEEDS):
        result = random_playout(RULES, 4, seed, options)
        outcome = result.outcome
        assert outcome is not None and set(outcome["scores"]) == {"0", "1", "2", "3"}
        assert {entry["seat"] for entry in outcome["ranking"]} == {0, 1, 2, 3} and outcome["winners"]
        assert RULES.to_move(result.state) == [] and result.state["turn"] <= 10
        for seat in range(4):
            assert RULES.legal_moves(result.state, seat) == []
        sami = [p["tribe"] for p in result.state["players"]].index("sami")
        assert result.state["players"][sami]["alpha"] == "none"  # never an alpha, whatever happens
        seen |= {event["type"] for event in result.events}
    assert {"declare_first", "hunt", "place"} <= seen


def test_biased_four_player_playouts_use_skis_and_replay():
    """Playouts where the Sami crowd the southern cards, so that the skis come up."""
    used = {"ski": 0, "declare": 0}
    for seed in range(6):
        chooser = Random(seed)
        events = RULES.setup(4, RULES.resolve_options(4, {"game": "advanced"}), Random(seed))
        state = fold(RULES, events)
        while not RULES.outcome(state):
            seat = RULES.to_move(state)[0]
            options = RULES.legal_moves(state, seat)
            tribe = state["players"][state["step"]["seat"]]["tribe"]

            def weight(move, tribe=tribe):
                if tribe == "sami" and move["type"] == "place" and C.BIOMES.get(move["card"], {}).get("deck") == "south":
                    return 20
                return 0.05 if move["type"] == "cash_in" else 1

            move = chooser.choices(options, [weight(m) for m in options])[0]
            used["ski"] += bool(move["type"] == "hunt" and move.get("ski"))
            used["declare"] += bool(move["type"] == "declare_first" and move["declare"])
            for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
                events.append(event)
                state = RULES.evolve(state, event)
        assert fold(RULES, events) == state
    assert used["ski"] and used["declare"]


def test_four_player_replay_timeouts_texts_and_hidden_hands():
    result = random_playout(RULES, 4, 7, {"game": "advanced"})
    assert fold(RULES, result.events) == result.state
    names = ["Ann", "Bob", "Cy", "Di"]
    state = None
    for index, event in enumerate(result.events):
        state = RULES.evolve(state, event)
        assert presentation_for(RULES.id).describe_event(event, names, "en") and presentation_for(RULES.id).describe_event(event, names, "fr")
        for seat in RULES.to_move(state):
            assert RULES.timeout_move(state, seat) in RULES.legal_moves(state, seat)
            assert len(RULES.legal_moves(state, seat)) <= 80
            if index % 5 == 0:
                for move in RULES.legal_moves(state, seat):
                    assert presentation_for(RULES.id).describe_move(move, "fr") and presentation_for(RULES.id).describe_move(move, "en")
    state = fold(RULES, result.events[: len(result.events) // 2])
    for seat in range(4):
        state["players"][seat]["hand"] = [["musk_ox"], ["dogs"], ["fish_weir"], ["gyrfalcon"]][seat]
    for seat in (0, 1, 2, 3, None):
        shown = RULES.view(state, seat)
        for other in range(4):
            if other == seat:
                assert shown["players"][other]["hand"] == state["players"][other]["hand"]
            else:
                assert shown["players"][other]["hand"] == 1
                assert state["players"][other]["hand"][0] not in json.dumps(shown["players"])
        assert all(isinstance(count, int) for count in shown["piles"].values())
    for event in result.events:
        for seat in (0, 1, 2, 3, None):
            assert RULES.redact(event, seat) == event or event["type"] == "offer_item"


def test_timeouts_alone_finish_a_four_player_game():
    for seed in range(3):
        events = RULES.setup(4, RULES.resolve_options(4, {"game": "advanced"}), Random(seed))
        state = fold(RULES, events)
        for _ in range(6000):
            if RULES.outcome(state):
                break
            seat = RULES.to_move(state)[0]
            move = RULES.timeout_move(state, seat)
            assert not move.get("ski") and not (move["type"] == "declare_first" and move["declare"])
            for event in RULES.decide(state, seat, move, Random(seed)):
                state = RULES.evolve(state, event)
        assert RULES.outcome(state) is not None
