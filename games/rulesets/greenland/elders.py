"""Phase 6 (I): the elder actions open to a tribe, and the victims a banishment may strike.

Questions asked of the state, nothing here changes it: the turn (``flow.task_elder_turn``) asks
them to know whether a tribe has an action to choose, and ``moves`` lists them as moves. Below
both, so that neither imports the other. The actions themselves are carried out in
``flow.decide_elder``.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.greenland import components as C
from games.rulesets.greenland.state import (
    State,
    alive,
    elder_cubes,
    elder_positions,
    energy_payments,
    n_seats,
    seats_in_order,
)


def available_elders(state: State, seat: int, rank: int) -> int:
    used = (state.get("actions") or {}).get("used", {})
    return elder_cubes(state, seat, rank, seat) - used.get(str(rank), 0)


def elder_moves(state: State, seat: int) -> list[dict[str, Any]]:
    player = state["players"][seat]
    board = C.ELDER_BOARDS[player["tribe"]][player["side"]]
    moves: list[dict[str, Any]] = []
    pays = energy_payments(state, seat)  # each of these actions costs one energy
    if pays and available_elders(state, seat, 2) > 0:
        actions = board[1]["actions"]
        if "witch_hunt" in actions:
            moves += [
                {"type": "witch_hunt", "rank": rank, **pay}
                for rank in range(1, 7)
                if elder_cubes(state, seat, rank, seat) > 0
                for pay in pays
            ]
        if "banish" in actions and banish_targets(state, seat):
            moves += [{"type": "banish", **pay} for pay in pays]
        if "proselytise" in actions:
            converts = state["actions"]["converts"] if state.get("actions") else []
            for target in state["start"]["missionaries"][seat]:
                if (
                    alive(state, target)
                    and state["players"][target]["side"] == "poly"
                    and elder_cubes(state, target, 1, seat) > 0
                    and target not in converts
                ):
                    moves += [{"type": "proselytise", "target": target, **pay} for pay in pays]
    hand_marks = {card: C.BIOMES[card]["mark"] for card in player["hand"] if card in C.BIOMES}
    if pays and available_elders(state, seat, 2) > 0 and "domesticate" in board[1]["actions"]:
        moves += [
            {"type": "domesticate", "card": c, **pay}
            for c, mark in hand_marks.items()
            if mark == "D"
            for pay in pays
        ]  # I1
    if available_elders(state, seat, 3) > 0 and "toolmaker" in board[2]["actions"]:
        tools = [disc for disc in ("iron", "ivory") if player[disc] >= 1]
        if player["tribe"] != "tunit":
            tools = [disc for disc in tools if disc == "iron"]  # I4: only the Tunit may carve ivory
        moves += [
            {"type": "toolmaker", "card": c, "pay": pay}
            for c, mark in hand_marks.items()
            if mark == "I"
            for pay in tools
        ]
    if pays and "emissary" in board[4]["actions"] and available_elders(state, seat, 5) > 0:
        moves += [
            {"type": "emissary", "target": t, **pay}
            for t in seats_in_order(state)
            if t != seat
            for pay in pays
        ]
    if player["side"] == "poly" and not elder_positions(state, seat):
        moves.append({"type": "baptism"})
    moves.append({"type": "end_actions"})
    return moves


def banish_targets(state: State, seat: int) -> list[dict[str, Any]]:
    """I3: foreign missionaries/emissaries on one's board, spouses on one's daughters (Viking
    spouses are immune in the three-player game)."""
    targets: list[dict[str, Any]] = []
    for other in range(n_seats(state)):
        if other != seat and elder_cubes(state, seat, 1, other) > 0:
            targets.append({"kind": "elder", "seat": other})
    # I3's "special rule for the three-player game"; the four-player Sami game (L) is that game
    # with the Sami added, and L leaves I3 alone, so it holds there too (README)
    three = n_seats(state) >= 3
    for other, player in enumerate(state["players"]):
        if other == seat or (three and player["tribe"] == "viking"):
            continue
        for daughter in player["spouses"]:
            if daughter in state["players"][seat]["tableau"]:
                targets.append({"kind": "spouse", "seat": other, "daughter": daughter})
    return targets
