"""Every move open to a seat, by what the game waits for (``state["step"]["ask"]``), and the
checks that turn any other input into an ``IllegalMove`` with a sentence a player understands.

A move is accepted if and only if it is, field for field and type for type, one of the moves
listed here: the lists are the rules.
"""

from __future__ import annotations

import itertools
import json
import math
from typing import Any

from games.engine import IllegalMove
from games.rulesets.greenland import components as C
from games.rulesets.greenland import flow
from games.rulesets.greenland.state import (
    State,
    alive,
    card_value,
    elder_cubes,
    elder_positions,
    has_effect,
    hunters_on_card,
    in_homeland,
    n_seats,
    row_cards,
    seats_in_order,
)

MOVE_TYPES = {
    "war_council",
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
}


def foreign_cubes(state: State, seat: int) -> dict[str, int]:
    """Cards in the rows outside ``seat``'s homeland, with the seat's cubes on each."""
    return {
        card: hunters_on_card(state, card, seat)
        for card in row_cards(state)
        if not in_homeland(state, seat, card)
    }


def transport_ok(
    state: State, seat: int, card: str, sled: bool | None = None, foreign: dict[str, int] | None = None
) -> bool:
    """E1: each card outside the homeland needs a Mariner per 4 cubes; a sled covers one card."""
    mariners = elder_cubes(state, seat, 6, seat)
    if sled is None:
        sled = has_effect(state, seat, "sled")
    if not mariners and not sled:
        return False
    if foreign is None:
        foreign = foreign_cubes(state, seat)
    needs = []
    for other, cubes in foreign.items():
        cubes += 1 if other == card else 0
        if cubes:
            needs.append((math.ceil(cubes / 4), C.BIOMES[other]["kind"] == "new_world"))
    total = sum(need for need, _ in needs)
    if sled:
        total -= max((need for need, new_world in needs if not new_world), default=0)
    return total <= mariners


def assignment_moves(state: State, seat: int) -> list[dict[str, Any]]:
    player = state["players"][seat]
    cubes = ([False] if player["unassigned"] > 0 else []) + (
        [True] if player["alpha"] == "unassigned" else []
    )
    moves: list[dict[str, Any]] = []
    targets: list[str] = []
    if cubes:
        sled = has_effect(state, seat, "sled")
        foreign = foreign_cubes(state, seat)
        for card in row_cards(state):
            if C.BIOMES[card]["kind"] == "new_world" and state["beginner"]:
                continue
            if state["flags"].get("no_sea_hunt") and C.BIOMES[card]["type"] == "sea":
                continue  # D7
            if card not in foreign or transport_ok(state, seat, card, sled, foreign):
                targets.append(card)
    for alpha in cubes:
        moves += [{"type": "place", "card": card, "alpha": alpha} for card in targets]
        if player["energy"] >= 1:
            moves += [{"type": "promote", "rank": rank, "alpha": alpha} for rank in range(1, 7)]
    if recall_open(state, seat):
        for rank in range(1, 7):  # E4 exception: bring back one elder
            if state["boards"][seat][rank - 1][seat] > 0:
                moves.append({"type": "recall_elder", "rank": rank, "alpha": False})
            if player["alpha"] == f"elder:{seat}:{rank}":
                moves.append({"type": "recall_elder", "rank": rank, "alpha": True})
    moves.append({"type": "end_assignment"})
    return moves


def recall_open(state: State, seat: int) -> bool:
    """E4 exception: the phase began with 0 or 1 unassigned cube and no elder was recalled yet."""
    assign = state.get("assign") or {}
    return assign.get("started_with", 2) <= 1 and not assign.get("recalled")


def assignment_over(state: State, seat: int) -> bool:
    """True when finishing is the only move left (a cheaper test than the list, for ``evolve``)."""
    player = state["players"][seat]
    if recall_open(state, seat) and (
        any(state["boards"][seat][rank][seat] for rank in range(6))
        or player["alpha"].startswith(f"elder:{seat}:")
    ):
        return False
    if player["unassigned"] == 0 and player["alpha"] != "unassigned":
        return True
    if player["energy"] >= 1:
        return False
    return [m["type"] for m in assignment_moves(state, seat)] == ["end_assignment"]


def available_elders(state: State, seat: int, rank: int) -> int:
    used = (state.get("actions") or {}).get("used", {})
    return elder_cubes(state, seat, rank, seat) - used.get(str(rank), 0)


def elder_moves(state: State, seat: int) -> list[dict[str, Any]]:
    player = state["players"][seat]
    board = C.ELDER_BOARDS[player["tribe"]][player["side"]]
    moves: list[dict[str, Any]] = []
    if player["energy"] >= 1 and available_elders(state, seat, 2) > 0:
        actions = board[1]["actions"]
        if "witch_hunt" in actions:
            moves += [
                {"type": "witch_hunt", "rank": rank}
                for rank in range(1, 7)
                if elder_cubes(state, seat, rank, seat) > 0
            ]
        if "banish" in actions and flow.banish_targets(state, seat):
            moves.append({"type": "banish"})
        if "proselytise" in actions:
            converts = state["actions"]["converts"] if state.get("actions") else []
            for target in state["start"]["missionaries"][seat]:
                if (
                    alive(state, target)
                    and state["players"][target]["side"] == "poly"
                    and elder_cubes(state, target, 1, seat) > 0
                    and target not in converts
                ):
                    moves.append({"type": "proselytise", "target": target})
    if player["energy"] >= 1 and "emissary" in board[4]["actions"] and available_elders(state, seat, 5) > 0:
        moves += [{"type": "emissary", "target": t} for t in seats_in_order(state) if t != seat]
    if player["side"] == "poly" and not elder_positions(state, seat):
        moves.append({"type": "baptism"})
    moves.append({"type": "end_actions"})
    return moves


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
    if ask == "decimation":
        return [{"type": "decimation", **choice} for choice in flow.decimation_choices(state, seat)]
    if ask == "energy_loss":
        return [{"type": "pay_loss", **option} for option in flow.loss_options(state, seat)]
    if ask == "bog_iron":
        return [{"type": "pay_loss", **option} for option in flow.loss_options(state, seat, optional=True)]
    if ask == "elder_death":
        return [{"type": "sacrifice", "board": board} for board in step["boards"]]
    if ask == "degrade":
        return [{"type": "degrade", "card": card} for card in flow.steel_cards(state, seat)]
    if ask == "auction":
        return auction_moves(state, seat)
    if ask == "assign":
        return assignment_moves(state, seat)
    if ask == "hunt_next":
        return [{"type": "hunt_card", "card": card} for card in step["cards"]]
    if ask == "alpha":
        return [{"type": "hunt", "alpha": True}, {"type": "hunt", "alpha": False}]
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
        return elder_moves(state, seat)
    if ask == "banish_target":
        return [{"type": "banish_target", "target": t} for t in flow.banish_targets(state, seat)]
    if ask == "discard_hand":
        return [{"type": "discard_hand", "card": card} for card in state["players"][seat]["hand"]]
    raise ValueError(f"unknown step {ask}")


def cash_in_moves(state: State, seat: int) -> list[dict[str, Any]]:
    """A3: any time, a tableau card showing a disc value may be discarded for it."""
    if state["step"]["ask"] == "degrade":
        return []
    return [
        {"type": "cash_in", "card": card}
        for card in state["players"][seat]["tableau"]
        if any(card_value(state, card).values())
    ]


def to_move(state: State) -> list[int]:
    step = state.get("step")
    if state["over"] or not step or step["kind"] != "decision":
        return []
    return [step["seat"]]


def legal_moves(state: State, seat: int) -> list[dict[str, Any]]:
    if seat not in to_move(state):
        return []
    return step_moves(state, seat) + cash_in_moves(state, seat)


AWAITING = {
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
    "reroll": "re-rolls to be chosen",
    "convert": "die conversions to be chosen",
    "trophy": "a trophy to be claimed or left",
    "elder": "elder actions",
    "banish_target": "the victim of a banishment to be chosen",
    "discard_hand": "a hand card to be discarded (your hand is over its size)",
}


def check(state: State, seat: int, move: Any) -> None:
    """Raise ``IllegalMove`` unless ``move`` is one of ``legal_moves(state, seat)``."""
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise IllegalMove("malformed_move", 'A move must be a JSON object with a string field "type".')
    if move["type"] not in MOVE_TYPES:
        raise IllegalMove(
            "unknown_move_type", f'There is no move called "{move["type"]}" in Greenland.', type=move["type"]
        )
    if state["over"]:
        raise IllegalMove("game_over", "The game is over.")
    if not isinstance(seat, int) or not 0 <= seat < n_seats(state) or seat not in to_move(state):
        raise IllegalMove("not_your_turn", "It is not your turn to move.")
    legal = legal_moves(state, seat)
    wanted = json.dumps(move, sort_keys=True)
    if any(json.dumps(option, sort_keys=True) == wanted for option in legal):
        return
    awaited = AWAITING[state["step"]["ask"]]
    if move["type"] not in {option["type"] for option in legal}:
        raise IllegalMove(
            "wrong_step",
            f"You cannot do that now: the game is waiting for {awaited}.",
            awaited=state["step"]["ask"],
        )
    if move["type"] == "bid":
        amounts = [option["amount"] for option in legal if option["type"] == "bid"]
        raise IllegalMove(
            "bad_bid",
            f"You may bid from {min(amounts)} to {max(amounts)} ivory, or pass.",
            low=min(amounts),
            high=max(amounts),
        )
    if move["type"] == "place":
        raise IllegalMove(
            "cannot_place",
            "You cannot place a hunter there: the card is not in a row, sea hunts "
            "are forbidden this turn, or you lack a Mariner (4 cubes per Mariner outside your "
            "homeland).",
        )
    if move["type"] == "promote":
        raise IllegalMove(
            "cannot_promote",
            "A promotion costs one energy and needs an unassigned hunter; ranks go from 1 to 6.",
        )
    raise IllegalMove(
        "illegal_choice",
        f"That choice is not open to you: the game is waiting for {awaited}; pick one of the listed moves.",
        awaited=state["step"]["ask"],
    )
