"""Audit of phase 3, F (negotiation), F1 (marriages by agreement) and K's changes to it, against
the French rulebook; and of the offer machinery: nothing offered that cannot be carried out, no
offer or draft without end, no hand shown. README: "Rules audit", "Negotiation by mail"."""

import json
from random import Random

import pytest

from games.engine import fold
from games.rulesets.greenland import negotiation
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.state import cubes_in_play

from .helpers import RULES, make_state, play, run

THULE, TUNIT, VIKING = 0, 1, 2
TRIBES = ["thule", "tunit", "viking"]


def moves(state, seat):
    return [m for m in legal_moves(state, seat) if m["type"] != "cash_in"]


def items(state, seat, side=None, kind=None):
    return [
        m["item"]
        for m in moves(state, seat)
        if m["type"] == "offer_item" and side in (None, m["side"]) and kind in (None, m["item"]["kind"])
    ]


def advanced(**kwargs):
    state = make_state(TRIBES, game="advanced", **kwargs)
    state["new_world"]["markland"]["settlers"] = [0, 0, 0]
    for tribe in range(3):
        state["boards"][tribe][3][tribe] = 0  # no Warchief: no attack after the talks
    return state


def on_walrus(thule=2, viking=2, **kwargs):
    """The Thule (home) and the Vikings (abroad: one Mariner) share the Walrus; Vikings speak first."""
    state = advanced(north=["walrus"], south=["harp_seal"], **kwargs)
    state["hunters"]["walrus"] = [thule, 0, viking]
    state["players"][THULE]["unassigned"] -= thule
    state["players"][VIKING]["unassigned"] -= viking
    state["players"][VIKING]["iron"] = 2
    return state


def draft(state, seat, to, *entries):
    play(state, seat, {"type": "offer_to", "to": to})
    for side, item in entries:
        play(state, seat, {"type": "offer_item", "to": to, "side": side, "item": item})


# ---------------------------------------------------------------- what may be offered


def test_f1_a_groom_and_a_withdrawal_from_the_same_card_leave_no_negative_count():
    """The Vikings offer to leave the Walrus if a Thule daughter marries one of them there. The
    groom leaves the card first, then the others go home: no cube is made or lost."""
    state = on_walrus()
    before = cubes_in_play(state, VIKING)
    run(state, [{"do": "negotiation"}])
    draft(
        state,
        VIKING,
        THULE,
        ("give", {"kind": "withdraw", "card": "walrus"}),
        ("ask", {"kind": "daughter", "daughter": "peepeelee", "groom": "walrus"}),
    )
    play(state, VIKING, {"type": "offer_send"})
    play(state, THULE, {"type": "answer", "offer": 1, "accept": True})
    viking = state["players"][VIKING]
    assert state["hunters"]["walrus"][VIKING] == 0 and viking["spouses"] == ["peepeelee"]
    assert viking["unassigned"] == 4 and cubes_in_play(state, VIKING) == before


def test_f1_two_brides_cannot_share_one_groom():
    """One Viking cube on the Walrus can marry one daughter: a second daughter asked with a groom
    from the same card is not offered, and an offer that holds both lapses."""
    state = on_walrus(viking=1)
    run(state, [{"do": "negotiation"}])
    draft(state, VIKING, THULE, ("ask", {"kind": "daughter", "daughter": "peepeelee", "groom": "walrus"}))
    assert not items(state, VIKING, "ask", "daughter")
    offer = {"from": VIKING, "to": [THULE], "give": [], "ask": []}
    offer["ask"] = [{"kind": "daughter", "daughter": d, "groom": "walrus"} for d in ("peepeelee", "kirima")]
    assert not negotiation.offer_valid(state, offer)
    state["nego"]["offers"].append({**offer, "id": 9, "accepted": []})
    negotiation.conclude(state, state["nego"]["offers"][-1], None)
    assert state["hunters"]["walrus"][VIKING] == 1 and state["players"][VIKING]["spouses"] == []


def test_f_retreat_a_groom_leaving_a_card_needs_the_leave_of_everyone_on_it():
    """F: "Si un Chasseur bat en retraite, soit le retourner ..., ou bien le marier à une Fille
    étrangère": a marriage takes the groom off his card, which needs the leave of every other
    tribe there. The Vikings share the Narwhal with the Tunit, who are not party to the offer."""
    state = advanced(north=["walrus", "narwhal"], south=["harp_seal"])
    state["hunters"]["walrus"] = [1, 0, 1]
    state["hunters"]["narwhal"] = [0, 1, 1]
    for tribe, cubes in ((THULE, 1), (TUNIT, 1), (VIKING, 2)):
        state["players"][tribe]["unassigned"] -= cubes
    state["players"][THULE]["iron"] = 3
    run(state, [{"do": "negotiation"}])
    play(state, THULE, {"type": "nego_card", "card": "walrus"})
    draft(state, THULE, VIKING, ("give", {"kind": "daughter", "daughter": "peepeelee"}))
    play(state, THULE, {"type": "offer_send"})
    assert moves(state, VIKING) == [
        {"type": "answer", "offer": 1, "accept": True, "groom": "walrus"},
        {"type": "answer", "offer": 1, "accept": False},
    ]
    assert negotiation.groom_cards(state, VIKING, TUNIT) == ["narwhal"]  # with the Tunit's own leave


def test_f1_one_daughter_given_per_offer_and_only_to_a_tribe_that_has_a_groom():
    state = on_walrus()
    run(state, [{"do": "negotiation"}])
    play(state, VIKING, {"type": "nego_done"})
    draft(state, THULE, VIKING, ("give", {"kind": "daughter", "daughter": "peepeelee"}))
    assert not items(state, THULE, "give", "daughter")  # the answer names one groom: one bride
    state = on_walrus(viking=0)
    state["players"][VIKING]["alpha"] = "hunt:walrus"  # the alpha alone may wed (E7)
    run(state, [{"do": "negotiation"}])
    play(state, VIKING, {"type": "nego_done"})
    play(state, THULE, {"type": "offer_to", "to": VIKING})
    assert {"kind": "daughter", "daughter": "peepeelee"} in items(state, THULE, "give")
    state["players"][VIKING]["alpha"] = "unassigned"  # (as if) the alpha had gone home
    assert not items(state, THULE, "give", "daughter")  # no Viking cube may become a spouse


def test_d9_the_alpha_does_not_leave_a_closed_markland_to_marry():
    state = advanced(north=["markland", "walrus"], south=["harp_seal"])
    state["players"][VIKING]["alpha"] = "hunt:markland"
    state["new_world"]["markland"]["settlers"] = [0, 2, 0]  # the Tunit share it: a card to negotiate
    state["flags"]["markland_forbidden"] = True
    assert "alpha:markland" not in negotiation.groom_cards(state, VIKING, TUNIT)
    state["flags"]["markland_forbidden"] = False
    assert "alpha:markland" in negotiation.groom_cards(state, VIKING, TUNIT)


def test_f_transport_no_retreat_nor_withdrawal_that_moves_nobody():
    """F "Transport": leaving a card outside one's homeland takes 4 cubes per Mariner (a sled off
    the New World: any). Without either, no retreat is offered and no withdrawal promised."""
    state = on_walrus()
    state["boards"][VIKING][5][VIKING] = 0  # the Vikings lose their Mariner
    run(state, [{"do": "negotiation"}])
    assert moves(state, VIKING) == [{"type": "offer_to", "to": THULE}, {"type": "nego_done"}]
    play(state, VIKING, {"type": "offer_to", "to": THULE})
    assert {"kind": "withdraw", "card": "walrus"} not in items(state, VIKING, "give")
    assert {"kind": "withdraw", "card": "walrus"} in items(state, VIKING, "ask")  # the Thule are home
    state["players"][VIKING]["tableau"].append("dogs")  # a sled brings them all home
    assert {"kind": "withdraw", "card": "walrus"} in items(state, VIKING, "give")


def test_f_transport_the_groom_counts_among_the_four_a_mariner_carries():
    state = on_walrus(viking=6)
    state["players"][VIKING]["unassigned"] = 0
    run(state, [{"do": "negotiation"}])
    draft(
        state,
        VIKING,
        THULE,
        ("give", {"kind": "withdraw", "card": "walrus"}),
        ("ask", {"kind": "daughter", "daughter": "kirima", "groom": "walrus"}),
    )
    play(state, VIKING, {"type": "offer_send"})
    play(state, THULE, {"type": "answer", "offer": 1, "accept": True})
    assert state["hunters"]["walrus"][VIKING] == 2  # one married, three home, two stay


def test_e4_a_colony_no_mariner_can_leave_is_not_offered_for_abandon():
    """Settlers alone on Vinland with no Mariner: nothing to ask (since rules version 6). Games
    set up before were asked, and their retreat moved nobody: they still are, to replay."""
    state = advanced(north=["walrus"], south=["vinland", "harp_seal"])
    state["new_world"]["vinland"]["settlers"] = [0, 2, 0]
    state["boards"][TUNIT][5][TUNIT] = 0
    run(state, [{"do": "negotiation"}])
    assert state["step"] == {"kind": "stopped"}
    state = advanced(north=["walrus"], south=["vinland", "harp_seal"])
    state["new_world"]["vinland"]["settlers"] = [0, 2, 0]
    state["boards"][TUNIT][5][TUNIT] = 0
    state["rules"] = 5
    run(state, [{"do": "negotiation"}])
    assert state["step"]["ask"] == "nego_free" and moves(state, TUNIT) == [{"type": "nego_done"}]


def test_f_a_spouse_is_no_cube_to_withdraw_from_a_raided_daughter():
    """The Vikings' spouse makes them a party on Peepeelee, raided by the Tunit; but a spouse
    leaves only by divorce (F), so a Viking withdrawal from her is not offered: it would be empty."""
    state = advanced(north=["walrus"], south=["harp_seal"])
    state["players"][VIKING]["spouses"] = ["peepeelee"]
    state["players"][VIKING]["unassigned"] -= 1
    state["tableau_cubes"]["peepeelee"] = [0, 2, 0]
    state["players"][TUNIT]["unassigned"] -= 2
    state["players"][TUNIT]["iron"] = 3
    run(state, [{"do": "negotiation"}])
    while state["step"]["ask"] == "nego_free":
        play(state, state["step"]["seat"], {"type": "nego_done"})
    assert state["nego"]["card"] == "peepeelee" and state["step"]["seat"] == TUNIT
    play(state, TUNIT, {"type": "offer_to", "to": VIKING})
    assert not items(state, TUNIT, "ask", "withdraw")
    assert {"kind": "withdraw", "card": "peepeelee"} in items(state, TUNIT, "give")


def test_an_offer_whose_card_was_cashed_in_cannot_be_sent():
    """A3 lets a seat cash a tableau card in at any time, a card of its own draft too: the draft
    can then only be dropped (nothing is promised that the giver no longer has)."""
    state = on_walrus()
    state["players"][VIKING]["tableau"].append("dogs")
    run(state, [{"do": "negotiation"}])
    draft(state, VIKING, THULE, ("give", {"kind": "card", "card": "dogs"}))
    assert {"type": "offer_send"} in moves(state, VIKING)
    play(state, VIKING, {"type": "cash_in", "card": "dogs"})
    assert moves(state, VIKING) == [{"type": "offer_drop"}]


# ---------------------------------------------------------------- the phase ends, nobody stalls it


def test_dropped_drafts_count_among_the_offers_so_the_talks_end():
    state = on_walrus()
    run(state, [{"do": "negotiation"}])
    for _ in range(negotiation.MAX_OFFERS):
        play(state, VIKING, {"type": "offer_to", "to": THULE})
        play(state, VIKING, {"type": "offer_drop"})
    assert moves(state, VIKING) == [{"type": "nego_done"}]


def test_k_dropped_exchange_drafts_count_too():
    state = make_state(TRIBES, game="advanced", cooperative=True, north=["walrus"], south=["shark"])
    state["controllers"] = [0, 0, 0]
    state["new_world"]["markland"]["settlers"] = [0, 0, 0]
    state["players"][THULE]["iron"] = 3  # the Thule are asked first
    run(state, [{"do": "negotiation"}])
    for _ in range(negotiation.MAX_OFFERS):
        play(state, 0, {"type": "offer_to", "to": VIKING, "tribes": TRIBES})
        play(state, 0, {"type": "offer_drop"})
    assert moves(state, THULE) == [{"type": "nego_done"}]


@pytest.mark.parametrize("players", [2, 3])
def test_random_negotiations_keep_every_cube_and_end(players):
    """Random advanced games: every cube count stays between 0 and 18 after every move of phase
    3, and every game ends (offers, drafts and retreats are finite)."""
    for seed in range(6):
        chooser = Random(seed)
        state = fold(
            RULES, RULES.setup(players, RULES.resolve_options(players, {"game": "advanced"}), Random(seed))
        )
        steps = 0
        while RULES.outcome(state) is None:
            seat = chooser.choice(RULES.to_move(state))
            move = chooser.choice(RULES.legal_moves(state, seat))
            for event in RULES.decide(state, seat, move, Random(chooser.getrandbits(64))):
                state = RULES.evolve(state, event)
            counts = [
                n for table in ("hunters", "tableau_cubes") for row in state[table].values() for n in row
            ]
            counts += [n for place in state["new_world"].values() for n in place["settlers"]]
            assert min(counts, default=0) >= 0, move
            assert all(0 <= cubes_in_play(state, s) <= 19 for s in range(players))
            steps += 1
            assert steps < 5000


# ---------------------------------------------------------------- the beginner game (C2) and emissaries


def beginner_on_walrus(rules=6):
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], event="pack_ice")
    state["rules"] = rules
    state["hunters"]["walrus"] = [2, 2]
    for tribe in (0, 1):
        state["players"][tribe]["unassigned"] -= 2
    return state


def test_c2_the_beginner_game_negotiates_but_never_attacks():
    """C2 sets aside "D9, E2, E5, F1, F2, F3, F4, G1, G6, H1, H2, I1 et I4": F stays. Two tribes on
    the Walrus may trade discs and ask each other to withdraw (fewer hunters hunt first, the first
    success takes all, G0); their Warchiefs do not attack (F2)."""
    state = beginner_on_walrus()
    state["players"][1]["iron"] = 2
    state["tasks"] = []
    state["step"] = None
    from games.rulesets.greenland import flow

    flow.chance_event(state, {}, {"card": "pack_ice"})
    assert {"do": "negotiation"} in state["tasks"] and {"do": "reassign", "seat": None} not in state["tasks"]
    state = beginner_on_walrus()
    state["players"][1]["iron"] = 2
    run(state, [{"do": "negotiation"}])
    assert state["step"]["ask"] == "negotiate" and state["step"]["seat"] == 1
    draft(state, 1, 0, ("give", {"kind": "iron"}), ("ask", {"kind": "withdraw", "card": "walrus"}))
    assert not items(state, 1, kind="daughter")
    play(state, 1, {"type": "offer_send"})
    events = play(state, 0, {"type": "answer", "offer": 1, "accept": True})
    assert state["hunters"]["walrus"] == [0, 2] and state["players"][0]["iron"] == 2
    assert not [e for e in events if e["type"] == "dice_rolled"] and state["step"] == {"kind": "stopped"}


def test_c2_games_set_up_before_rules_version_6_keep_their_beginner_turn():
    from games.rulesets.greenland import flow

    state = beginner_on_walrus(rules=5)
    flow.chance_event(state, {}, {"card": "pack_ice"})
    assert {"do": "negotiation"} not in state["tasks"]
    events = RULES.setup(2, RULES.resolve_options(2, {}), Random(1))
    assert events[0]["data"]["rules"] == RULES.rules_version == fold(RULES, events)["rules"]
    assert RULES.rules_version >= 6  # 7 since the G7 audit (test_audit_ghij.py)


def test_an_emissary_on_a_foreign_elder_board_opens_no_negotiation():
    """F opens talks to "cubes ... sur une des cartes du Tableau d'un adversaire". The elder board
    is a board, not a card; an emissary, like a spouse, is permanently assigned (E4), and E5 forbids
    attacking elders: no card to negotiate, nothing to withdraw (only I3's martyr roll removes him)."""
    state = advanced(north=["walrus"], south=["harp_seal"])
    state["boards"][THULE][0][VIKING] = 1  # a Viking emissary on the Thule board, rank 1
    state["players"][VIKING]["side"] = "mono"
    run(state, [{"do": "negotiation"}])
    assert negotiation.negotiation_cards(state) == [] and state["step"] == {"kind": "stopped"}


# ---------------------------------------------------------------- hidden hands


def test_a_card_taken_into_a_hand_is_not_named_by_the_last_roll_to_others():
    """A2: hands are secret. The page's "last roll" named the card a roll took into a hand, where a
    later trade could move it unseen; the view blanks it for everyone but the holder."""
    state = make_state(["thule", "viking"], north=["walrus"], south=["harp_seal"], game="advanced")
    state["players"][1]["hand"] = ["dogs"]  # doubles on the Dogs took the card into the hand (G6)
    state["last_roll"] = {
        "purpose": "hunt_result",
        "seat": 1,
        "card": "dogs",
        "faces": [6, 6],
        "success": False,
    }
    assert RULES.view(state, 1)["last_roll"]["card"] == "dogs"
    for seat in (0, None):
        view = RULES.view(state, seat)
        assert view["last_roll"]["card"] is None and "dogs" not in json.dumps(view["players"])
