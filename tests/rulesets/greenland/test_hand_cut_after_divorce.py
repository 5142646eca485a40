"""A2, a hand over its size after a divorce (F) is cut at once, not when the tribe ends its
negotiation step (README, A2 and "Readings").

Rulebook A2: « Si votre *Taille de Main* diminue (exemple : vous perdez une carte **Fille** ou un
**Ancien** de Rang 3), vous devez défausser des cartes de votre **Main** jusqu'à ce que votre
*Taille de Main* soit atteinte. » A spouse on a literate daughter carries her hand-size bonus
(Peepeelee +1): divorcing her lowers the hand size at once, and so the hand must be cut then, before
the tribe can offer the extra card in a trade. Games set up before rules version 9 keep the cut
where it was (after ``nego_done``) so that they replay as they were played.
"""

from random import Random

from games.engine import fold
from games.rulesets.greenland.moves import legal_moves
from games.rulesets.greenland.state import hand_size

from .helpers import RULES, make_state, play, run

THULE, TUNIT, VIKING = 0, 1, 2


HAND_CARDS = ["fish_weir", "soapstone_lamp", "recurve_bow", "toggle_harpoon", "musk_ox", "caribou"]


def _married_viking(over=1):
    """The Vikings in phase 3, married to Peepeelee (+1 hand size, A2 example), their hand full to
    its size, then ``over`` cards more or fewer than that after the divorce would allow."""
    state = make_state(["thule", "tunit", "viking"], game="advanced", north=["walrus"], south=["harp_seal"])
    for tribe in range(3):
        state["boards"][tribe][3][tribe] = 0  # no Warchief: no attack after the talks
    state["players"][VIKING]["spouses"] = ["peepeelee"]
    state["players"][VIKING]["unassigned"] -= 1
    size = hand_size(state, VIKING)
    state["players"][VIKING]["hand"] = HAND_CARDS[: size - 1 + over]
    run(state, [{"do": "negotiation"}])
    assert RULES.to_move(state) == [VIKING] and state["step"]["ask"] == "nego_free"
    return state


def test_the_hand_is_cut_as_soon_as_the_divorce_lowers_its_size():
    state = _married_viking(over=1)
    hand = list(state["players"][VIKING]["hand"])
    play(state, VIKING, {"type": "divorce", "daughter": "peepeelee"})
    assert len(hand) == hand_size(state, VIKING) + 1
    # the next decision is the cut: the extra card can no longer be offered or kept
    assert state["step"] == {"kind": "decision", "seat": VIKING, "ask": "discard_hand"}
    assert legal_moves(state, VIKING) == [{"type": "discard_hand", "card": card} for card in hand]
    play(state, VIKING, {"type": "discard_hand", "card": hand[0]})
    assert state["players"][VIKING]["hand"] == hand[1:] and hand[0] in state["removed"]
    # then the tribe negotiates on where it was
    assert state["step"] == {"kind": "decision", "seat": VIKING, "ask": "nego_free"}
    assert {"type": "nego_done"} in legal_moves(state, VIKING)


def test_a_hand_within_its_size_after_the_divorce_is_not_cut():
    state = _married_viking(over=0)
    play(state, VIKING, {"type": "divorce", "daughter": "peepeelee"})
    assert len(state["players"][VIKING]["hand"]) == hand_size(state, VIKING)
    assert state["step"] == {"kind": "decision", "seat": VIKING, "ask": "nego_free"}


def test_games_set_up_before_rules_version_9_cut_the_hand_after_nego_done():
    state = _married_viking(over=1)
    state["rules"] = 8
    hand = list(state["players"][VIKING]["hand"])
    play(state, VIKING, {"type": "divorce", "daughter": "peepeelee"})
    assert state["step"]["ask"] == "nego_free" and state["players"][VIKING]["hand"] == hand
    play(state, VIKING, {"type": "nego_done"})
    assert state["step"] == {"kind": "decision", "seat": VIKING, "ask": "discard_hand"}


def test_seed_5006_solitaire_no_tribe_keeps_a_card_over_its_hand_size():
    """The issue's game: the solitaire advanced game, chooser seed 5006 (as ``random_playout``).
    A tribe divorced Peepeelee with a card in hand and a hand size of 0 left (the issue names the
    Vikings; in this game it is the Tunit), and kept the card through two more negotiation moves.
    Now the very next decision is the cut, and no decision but a cut is ever asked while a hand is
    over its size."""
    seed = 5006
    options = RULES.resolve_options(1, {"game": "advanced"})
    chooser = Random(seed)
    events = RULES.setup(1, options, Random(seed * 7919 + 1))
    state = fold(RULES, events)
    divorces_over_size = 0
    while RULES.outcome(state) is None:
        seat = chooser.choice(RULES.to_move(state))
        move = chooser.choice(RULES.legal_moves(state, seat))
        new = RULES.decide(state, seat, move, Random(chooser.getrandbits(64)))
        events.extend(new)
        for event in new:
            state = RULES.evolve(state, event)
        over = [
            tribe
            for tribe, player in enumerate(state["players"])
            if len(player["hand"]) > hand_size(state, tribe)
        ]
        if over:
            assert state["step"]["ask"] == "discard_hand" and state["step"]["seat"] == over[0], (move, over)
            if move["type"] == "divorce":
                divorces_over_size += 1
    assert divorces_over_size >= 1  # the divorce happened, and was followed by the cut
    assert fold(RULES, events) == state
