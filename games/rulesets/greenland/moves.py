"""Every move open to a seat, by what the game waits for (``state["step"]["ask"]``), and the
checks that turn any other input into an ``IllegalMove`` with a sentence a player understands.

A move is accepted if and only if it is, field for field and type for type, one of the moves
listed here: the lists are the rules. Most lists are built from the choices of the modules below
(the turn's own in ``flow``, phase 2's in ``assignment``, phase 6's in ``elders``, the advanced
game's in ``advanced``, phase 3's in ``negotiation``), which never import this module.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from games.engine import IllegalMove
from games.rulesets.greenland import advanced, assignment, elders, flow, negotiation
from games.rulesets.greenland.state import (
    State,
    card_value,
    cooperative,
    n_seats,
    seats_in_order,
)

MOVE_TYPES = {
    "war_council",
    "declare_first",  # the Sami expansion (L)
    "decimation",
    "pay_loss",
    "sacrifice",
    "degrade",
    "bid",
    "pass",
    "place",
    "promote",
    "recall_elder",
    "end_assignment",
    "hunt_card",
    "hunt",
    "reroll",
    "keep_dice",
    "convert",
    "trophy",
    "witch_hunt",
    "banish",
    "emissary",
    "proselytise",
    "baptism",
    "end_actions",
    "banish_target",
    "cash_in",
    "discard_hand",
    # advanced game
    "recall_settler",
    "marry",
    "recall_spouse",
    "abandon_colonies",
    "choose_animal",
    "take_card",
    "iron_rule",
    "reassign",
    "end_reassign",
    "forage",
    "wool",
    "domesticate",
    "toolmaker",
}


def auction_moves(state: State, seat: int) -> list[dict[str, Any]]:
    auction = state["auction"]
    ivory = state["players"][seat]["ivory"]
    if auction["leader"] is None:
        low = 1
    elif flow.auction_priority(state, seat) < flow.auction_priority(state, auction["leader"]):
        low = auction["high"]
    else:
        low = auction["high"] + 1
    return [{"type": "bid", "amount": amount} for amount in range(max(1, low), ivory + 1)] + [
        {"type": "pass"}
    ]


def step_moves(state: State, seat: int) -> list[dict[str, Any]]:
    step = state["step"]
    ask = step["ask"]
    if ask == "war_council":
        return [{"type": "war_council", "first": s} for s in seats_in_order(state)]
    if ask == "declare_first":
        return [{"type": "declare_first", "declare": True}, {"type": "declare_first", "declare": False}]
    if ask == "decimation":
        return [{"type": "decimation", **choice} for choice in flow.decimation_choices(state, seat)]
    if ask == "energy_loss":
        options = flow.loss_options(state, seat, upkeep=bool(step.get("upkeep")))
        return [{"type": "pay_loss", **option} for option in options]
    if ask == "bog_iron":
        return [{"type": "pay_loss", **option} for option in flow.loss_options(state, seat, optional=True)]
    if ask == "elder_death":
        return [{"type": "sacrifice", "board": board} for board in step["boards"]]
    if ask == "degrade":
        return [{"type": "degrade", "card": card} for card in flow.steel_cards(state, seat)]
    if ask == "auction":
        return auction_moves(state, seat)
    if ask == "assign":
        return assignment.assignment_moves(state, seat)
    if ask == "hunt_next":
        return [{"type": "hunt_card", "card": card} for card in step["cards"]]
    if ask in ("alpha", "ski", "replacement"):
        return flow.hunt_moves(state, seat)
    if ask == "reroll":
        return [{"type": "reroll", "face": face} for face in flow.reroll_faces(state)] + [
            {"type": "keep_dice"}
        ]
    if ask == "convert":
        faces = flow.convert_faces(state)
        subsets = [list(c) for k in range(len(faces), -1, -1) for c in itertools.combinations(faces, k)]
        return [{"type": "convert", "faces": subset} for subset in subsets]
    if ask == "trophy":
        return [{"type": "trophy", "claim": True}, {"type": "trophy", "claim": False}]
    if ask == "elder":
        return elders.elder_moves(state, seat)
    if ask == "banish_target":
        return [{"type": "banish_target", "target": t} for t in elders.banish_targets(state, seat)]
    if ask == "choose_animal":
        return [{"type": "choose_animal", "animal": animal} for animal in advanced.ANIMALS]
    if ask == "take_card":
        return [{"type": "take_card", "take": True}, {"type": "take_card", "take": False}]
    if ask == "iron_rule":
        return [{"type": "iron_rule", "spend": True}, {"type": "iron_rule", "spend": False}]
    if ask == "reassign":
        return advanced.reassign_moves(state, seat)
    if ask == "forage":
        return [{"type": "forage", **option} for option in advanced.forage_options(state, seat, step["card"])]
    if ask == "wool":
        return [{"type": "wool", "take": "babies"}, {"type": "wool", "take": "ivory"}]
    if ask in negotiation.ASKS:
        return negotiation.step_moves(state, seat)
    if ask == "discard_hand":
        return [{"type": "discard_hand", "card": card} for card in state["players"][seat]["hand"]]
    raise ValueError(f"unknown step {ask}")


def cash_in_moves(state: State, seat: int) -> list[dict[str, Any]]:
    """A3: any time, a tableau card showing a disc value may be discarded for it."""
    if state["step"]["ask"] == "degrade":
        return []
    raided = {
        card
        for card, counts in state.get("tableau_cubes", {}).items()
        if any(n and other != seat for other, n in enumerate(counts))
    }
    return [
        {"type": "cash_in", "card": card}
        for card in state["players"][seat]["tableau"]
        if any(card_value(state, card).values()) and card not in raided  # A3: not while rustled
    ]


def to_move(state: State) -> list[int]:
    step = state.get("step")
    if state["over"] or not step or step["kind"] != "decision":
        return []
    return [step["seat"]]


# Moves whose fields name another tribe (by its index): a board, a target, a victim...
NAMING_TRIBES = {"war_council", "sacrifice", "emissary", "proselytise", "banish_target", "offer_to", "hit"}


def legal_moves(state: State, seat: int) -> list[dict[str, Any]]:
    if seat not in to_move(state):
        return []
    moves = step_moves(state, seat) + cash_in_moves(state, seat)
    if "controllers" in state:
        # K: a move that names a tribe carries the tribes in play, as its event does (``decide``
        # adds them to every event of the cooperative game), so that a button can say "the Thule"
        # where a seat number would name a player who may not exist (one player plays all three)
        tribes = [player["tribe"] for player in state["players"]]
        moves = [{**move, "tribes": tribes} if move["type"] in NAMING_TRIBES else move for move in moves]
    return moves


# What each step of this module waits for, in English, as the ``IllegalMove`` messages say it ("the game
# is waiting for ..."); phase 3's steps are in ``negotiation.AWAITING``. The presentation words the same
# steps for the page and the turn emails in every language (``text.awaiting_texts``); the tests hold its
# English equal to these.
AWAITING: dict[str, str] = {
    "war_council": "the first player to choose who plays first (war council)",
    "decimation": "a decimation to be taken",
    "energy_loss": "an energy loss to be paid",
    "bog_iron": "the energy loss of the Bog Iron to be paid or refused",
    "elder_death": "an elder to be sacrificed",
    "degrade": "an import to be discarded for steel degradation",
    "auction": "a bid or a pass in the auction",
    "assign": "hunters to be assigned",
    "hunt_next": "the first player to choose the next card hunted",
    "alpha": "the choice of using the alpha",
    "ski": "the choice of hunting on skis (three hunters as one alpha)",
    "replacement": "the choice of hunting the card that replaced one taken into a hand, or going home",
    "declare_first": "the Sami to declare themselves first player, or not",
    "reroll": "re-rolls to be chosen",
    "convert": "die conversions to be chosen",
    "trophy": "a trophy to be claimed or left",
    "elder": "elder actions",
    "banish_target": "the victim of a banishment to be chosen",
    "discard_hand": "a hand card to be discarded (your hand is over its size)",
    "choose_animal": "the Vikings to choose a domestic animal",
    "take_card": "the choice of taking the card into the hand",
    "iron_rule": "the choice of spending an iron to cancel the losses (iron rule)",
    "reassign": "Sun Stone re-assignments",
    "forage": "the forage of a domestic animal to be paid, or the animal slaughtered",
    "wool": "the choice between a baby and an ivory (Icelandic wool)",
}


def check(state: State, seat: int, move: Any) -> None:
    """Raise ``IllegalMove`` unless ``move`` is one of ``legal_moves(state, seat)``."""
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise IllegalMove("malformed_move", 'A move must be a JSON object with a string field "type".')
    if move["type"] not in MOVE_TYPES | negotiation.MOVE_TYPES:
        raise IllegalMove("unknown_move_type", 'There is no move called "{type}" in Greenland.', type=move["type"])
    if state["over"]:
        raise IllegalMove("game_over", "The game is over.")
    if not isinstance(seat, int) or not 0 <= seat < n_seats(state) or seat not in to_move(state):
        raise IllegalMove("not_your_turn", "It is not your turn to move.")
    legal = legal_moves(state, seat)
    wanted = json.dumps(move, sort_keys=True)
    if any(json.dumps(option, sort_keys=True) == wanted for option in legal):
        return
    # ``awaited`` is the step's key (the API's), ``waiting`` its words (``text.refusal_words``
    # gives them in the reader's language).
    ask = state["step"]["ask"]
    awaited = {**AWAITING, **negotiation.AWAITING}[ask]
    if move["type"] not in {option["type"] for option in legal}:
        raise IllegalMove(
            "wrong_step", "You cannot do that now: the game is waiting for {waiting}.", awaited=ask, waiting=awaited
        )
    if move["type"] == "bid":
        amounts = [option["amount"] for option in legal if option["type"] == "bid"]
        raise IllegalMove(
            "bad_bid", "You may bid from {low} to {high} ivory, or pass.", low=min(amounts), high=max(amounts)
        )
    if move["type"] == "place":
        raise IllegalMove(
            "cannot_place",
            "You cannot place a hunter there: the card is not in a row, there is no sea hunt this turn, or you "
            "lack a Mariner (4 cubes per Mariner outside your homeland).",
        )
    if move["type"] == "promote":
        if cooperative(state):  # K: black and white discs pay as energy, and the move names the disc
            raise IllegalMove(
                "cannot_promote",
                "A promotion costs one energy, which an ivory or an iron may pay (the move names the disc in "
                '"pay"), and needs an unassigned hunter; ranks go from 1 to 6.',
            )
        raise IllegalMove(
            "cannot_promote", "A promotion costs one energy and needs an unassigned hunter; ranks go from 1 to 6."
        )
    raise IllegalMove(
        "illegal_choice",
        "That choice is not open to you: the game is waiting for {waiting}; pick one of the listed moves.",
        awaited=ask,
        waiting=awaited,
    )
