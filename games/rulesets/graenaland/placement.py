"""The advanced setup (rulebook "Position initiale"): villages placed in snake order on the coast,
overcrowding and moving away, the last village never forced to overcrowd."""

from __future__ import annotations

from random import Random

from games.engine.errors import IllegalMove
from games.rulesets.graenaland.board import territory_order
from games.rulesets.graenaland.common import Emitter, Move, State, field, require
from games.rulesets.graenaland.turn import start_first_turn


def placement_moves(state: State, seat: int) -> list[Move]:
    placement = state["placement"]
    coast = [tid for tid in territory_order(state) if state["positions"][tid][0] == "coast"]
    if placement["relocation"]:
        here = placement["relocation"]["territory"]
        other = [tid for tid, settlers in placement["settlers"].items() if seat in settlers and tid != here]
        targets = [tid for tid in coast if placement["cards"][tid] and tid != here and tid not in other]
        moves = [{"type": "relocate", "territory": tid} for tid in targets]
        moves = _keep_last_possible(state, seat, moves)
        return moves + [{"type": "stay"}]
    first = placement["first"][seat]
    second_round = placement["index"] >= state["players"]
    targets = [tid for tid in coast if not (second_round and tid == first)]
    return _keep_last_possible(state, seat, [{"type": "place_village", "territory": tid} for tid in targets])


def _keep_last_possible(state: State, seat: int, moves: list[Move]) -> list[Move]:
    """The last village must not be forced to overcrowd a territory (the next-to-last placer's duty)."""
    placement = state["placement"]
    remaining = len(placement["order"]) - placement["index"]
    # only the next-to-last placement (or a move away it caused: the index has moved on by then)
    # is bound: not earlier ones, not the last placement itself nor a move away caused by it
    if remaining != (1 if placement["relocation"] else 2):
        return moves
    last = placement["order"][-1]
    kept = []
    for move in moves:
        cards = {tid: len(drawn) for tid, drawn in placement["cards"].items()}
        target = move["territory"]
        if move["type"] == "relocate" or (move["type"] == "place_village" and cards[target]):
            cards[target] -= 1
        first = placement["first"][last]
        if move["type"] == "relocate" and seat == last and placement["relocation"]["territory"] == first:
            first = target  # the last player moves its own first village away
        if any(count for tid, count in cards.items() if tid != first):
            kept.append(move)
    return kept or moves


def move_place_village(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    tid = field(move, "territory", str)
    require(
        {"type": "place_village", "territory": tid},
        legal,
        IllegalMove(
            "bad_territory",
            "You may place your village only on a coast territory (not where your first village is).",
        ),
    )
    state = out.state
    assert state is not None
    placement = state["placement"]
    first_round = placement["index"] < state["players"]
    cards = placement["cards"][tid]
    out.emit("colony_placed", seat, territory=tid, warrior=first_round, crowded=not cards)
    if cards:
        out.emit("start_card_taken", seat, territory=tid, card=cards[0])
    _after_placement(out, rng)


def move_relocate(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    tid = field(move, "territory", str)
    require(
        {"type": "relocate", "territory": tid},
        legal,
        IllegalMove(
            "bad_territory",
            "You may move your village only to a coast territory that still has a card for you.",
        ),
    )
    state = out.state
    assert state is not None
    here = state["placement"]["relocation"]["territory"]
    out.emit("village_relocated", seat, **{"from": here, "to": tid})
    out.emit("start_card_taken", seat, territory=tid, card=out.state["placement"]["cards"][tid][0])
    _after_placement(out, rng)


def move_stay(out: Emitter, seat: int, move: Move, legal: list[Move], rng: Random) -> None:
    out.emit("relocation_declined", seat)
    _after_placement(out, rng)


def _after_placement(out: Emitter, rng: Random) -> None:
    state = out.state
    assert state is not None
    placement = state["placement"]
    if placement["relocation"] is None and placement["index"] >= len(placement["order"]):
        out.emit("placement_ended")
        start_first_turn(out, rng)
