"""Phase 2 (E): where a tribe may put its cubes, and when it has nothing left to choose.

The move list of the assignment (``assignment_moves``) with what it rests on: the cards outside
the homeland and the Mariners and sleds they need (E1, E2: ``foreign_cubes``, ``mariners_needed``,
``transport_ok``), the tableau cards one may raid or defend (E5: ``tableau_targets``), the
daughters one may marry by assignment (K: ``brides``), the E4 exception (``recall_open``) and
abandoning the colonies (E4: ``evacuation_mariners``, ``can_abandon_colonies``).

These are questions asked of the state, nothing here changes it: the turn (``flow.task_assign``)
asks them to know whether a tribe has a choice to make, and ``moves`` lists them as moves. Below
both, so that neither imports the other.
"""

from __future__ import annotations

import math
from typing import Any

from games.rulesets.greenland import components as C
from games.rulesets.greenland.state import (
    State,
    alive,
    cooperative,
    d_cards,
    energy_discs,
    energy_payments,
    has_sled,
    has_warchief,
    hunters_on_card,
    in_homeland,
    is_new_world,
    mariner_count,
    markland_closed,
    n_seats,
    raidable,
    row_cards,
    settlers_on,
    spouse_of,
    tableau_owner,
)

# ---------------------------------------------------------------- E1, E5, K: where cubes may go


def foreign_cubes(state: State, seat: int) -> dict[str, int]:
    """Cards outside ``seat``'s homeland, with the cubes the seat put there this turn (settlers
    who stayed from earlier turns need no ship this turn)."""
    found = {}
    for card in row_cards(state):
        if in_homeland(state, seat, card):
            continue
        if is_new_world(card):
            found[card] = state.get("placed", {}).get(card, [0] * n_seats(state))[seat]
        else:
            found[card] = hunters_on_card(state, card, seat)
    for card in state.get("tableau_cubes", {}):
        cubes = hunters_on_card(state, card, seat)  # the alpha raids and defends too (E7)
        if cubes and tableau_owner(state, card) is not None and not in_homeland(state, seat, card):
            found[card] = cubes
    for key, counts in state.get("placed", {}).items():  # K: spouses assigned this turn
        daughter = key.removeprefix("wed:")
        if key.startswith("wed:") and counts[seat] and not in_homeland(state, seat, daughter):
            found[daughter] = found.get(daughter, 0) + counts[seat]
    return found


def brides(state: State, seat: int) -> list[str]:
    """K: "hunters may be assigned as spouses, with automatic success": the unmarried daughters of
    the other tribes' tableaux (an abduction is still the way to a married one)."""
    if not cooperative(state) or state["beginner"]:
        return []
    return [
        daughter
        for owner, player in enumerate(state["players"])
        if owner != seat and alive(state, owner)
        for daughter in player["tableau"]
        if daughter in C.DAUGHTER_CARDS and spouse_of(state, daughter) is None
    ]


def tableau_targets(state: State, seat: int) -> list[str]:
    """E5: tableau cards a seat may put raiders on (with a Warchief) or defenders on."""
    targets = []
    warchief = has_warchief(state, seat)
    for owner, player in enumerate(state["players"]):
        for card in player["tableau"]:
            if owner == seat:
                if card in C.DAUGHTER_CARDS or card in d_cards(state, seat):
                    targets.append(card)  # defence of one's own daughters and animals
            elif card in C.DAUGHTER_CARDS and card in state["players"][seat]["spouses"]:
                targets.append(card)  # defence of one's spouse
            elif warchief and alive(state, owner) and raidable(card):
                targets.append(card)  # cattle rustling or abduction
    return targets


def mariners_needed(state: State, seat: int, foreign: dict[str, int], sled: bool) -> int:
    """E1: a Mariner per 4 cubes on each card outside the homeland; a sled covers one card of
    Greenland (not the New World); Mariners used to evacuate colonies this turn count (E4)."""
    needs = [(math.ceil(cubes / 4), is_new_world(card)) for card, cubes in foreign.items() if cubes]
    total = sum(need for need, _ in needs) + ((state.get("assign") or {}).get("evacuated") or 0)
    if sled:
        total -= max((need for need, new_world in needs if not new_world), default=0)
    return total


def mariners_in_use(state: State, seat: int) -> int:
    return mariners_needed(state, seat, foreign_cubes(state, seat), has_sled(state, seat))


def transport_ok(
    state: State, seat: int, card: str, sled: bool | None = None, foreign: dict[str, int] | None = None
) -> bool:
    """E1: can one more cube go on ``card``, outside the homeland?"""
    mariners = mariner_count(state, seat)
    if sled is None:
        sled = has_sled(state, seat)
    if not mariners and not sled:
        return False
    if foreign is None:
        foreign = foreign_cubes(state, seat)
    foreign = dict(foreign)
    foreign[card] = foreign.get(card, 0) + 1
    return mariners_needed(state, seat, foreign, sled) <= mariners


# ---------------------------------------------------------------- E4: abandoning the colonies


def evacuation_mariners(state: State, seat: int) -> int:
    """Mariners needed to bring every settler of ``seat`` home: 4 cubes per Mariner per card."""
    return sum(math.ceil(settlers_on(state, card, seat) / 4) for card in state["new_world"])


def can_abandon_colonies(state: State, seat: int) -> bool:
    """E4: with enough unused Mariners, all settlers may come home and be assigned again."""
    assign = state.get("assign") or {}
    if assign.get("seat") != seat or assign.get("evacuated") is not None or "started_with" not in assign:
        return False
    need = evacuation_mariners(state, seat)
    if need == 0:
        return False
    if markland_closed(state, "markland") and settlers_on(state, "markland", seat):
        return False  # D9
    return need + mariners_in_use(state, seat) <= mariner_count(state, seat)


# ---------------------------------------------------------------- the assignment's moves


def assignment_moves(state: State, seat: int) -> list[dict[str, Any]]:
    player = state["players"][seat]
    cubes = ([False] if player["unassigned"] > 0 else []) + (
        [True] if player["alpha"] == "unassigned" else []
    )
    moves: list[dict[str, Any]] = []
    targets: list[str] = []
    if cubes:
        sled = has_sled(state, seat)
        foreign = foreign_cubes(state, seat)
        for card in row_cards(state):
            if is_new_world(card) and (state["beginner"] or markland_closed(state, card)):
                continue  # D9
            if state["flags"].get("no_sea_hunt") and C.BIOMES[card]["type"] == "sea":
                continue  # D7
            if card not in foreign or transport_ok(state, seat, card, sled, foreign):
                targets.append(card)
        if not state["beginner"]:
            for card in tableau_targets(state, seat):
                if in_homeland(state, seat, card) or transport_ok(state, seat, card, sled, foreign):
                    targets.append(card)
        # K: spouses by assignment; the alpha too (E7), once no small cube is left (as above)
        wed = [
            daughter
            for daughter in brides(state, seat)
            if in_homeland(state, seat, daughter) or transport_ok(state, seat, daughter, sled, foreign)
        ]
        if player["unassigned"] > 0:
            moves += [{"type": "marry", "daughter": daughter} for daughter in wed]
        else:
            moves += [{"type": "marry", "daughter": daughter, "alpha": True} for daughter in wed]
    for alpha in cubes:
        # E7: the alpha goes where any cube goes, raiding and defending included (its automatic die
        # is off there) and settling the New World (E2), once no small cube is left to send
        # instead: any placement stays reachable (small cubes first) and the list stays short
        moves += [
            {"type": "place", "card": card, "alpha": alpha}
            for card in targets
            if not alpha
            or player["unassigned"] == 0
            or (tableau_owner(state, card) is None and not is_new_world(card))
        ]
        moves += [
            {"type": "promote", "rank": rank, "alpha": alpha, **pay}
            for rank in range(1, 7)
            for pay in energy_payments(state, seat)
        ]
    if recall_open(state, seat):
        for rank in range(1, 7):  # E4 exception: bring back one elder
            if state["boards"][seat][rank - 1][seat] > 0:
                moves.append({"type": "recall_elder", "rank": rank, "alpha": False})
            if player["alpha"] == f"elder:{seat}:{rank}":
                moves.append({"type": "recall_elder", "rank": rank, "alpha": True})
        if not state["beginner"]:  # ... or a settler or a spouse, with the transport it needs
            mariner = mariner_count(state, seat) > 0
            for card, place in sorted(state["new_world"].items()):  # JSONB reorders keys
                if not mariner or markland_closed(state, card):
                    continue
                if place["settlers"][seat]:
                    moves.append({"type": "recall_settler", "card": card})
                if player["alpha"] == "hunt:" + card:  # E7: the alpha settler may come home
                    moves.append({"type": "recall_settler", "card": card, "alpha": True})
            for daughter in player["spouses"]:
                if in_homeland(state, seat, daughter) or mariner or has_sled(state, seat):
                    moves.append({"type": "recall_spouse", "daughter": daughter})
    if not state["beginner"] and can_abandon_colonies(state, seat):
        moves.append({"type": "abandon_colonies"})
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
        or (not state["beginner"] and player["spouses"])
        or (not state["beginner"] and any(settlers_on(state, card, seat) for card in state["new_world"]))
    ):
        return False
    if not state["beginner"] and can_abandon_colonies(state, seat):
        return False
    if player["unassigned"] == 0 and player["alpha"] != "unassigned":
        return True
    if energy_discs(state, seat):
        return False
    if player["unassigned"] > 0 or player["alpha"] == "unassigned":
        # the usual case, found without listing every move: a card of the homeland to hunt on
        for card in row_cards(state):
            if (
                not is_new_world(card)
                and not (state["flags"].get("no_sea_hunt") and C.BIOMES[card]["type"] == "sea")
                and in_homeland(state, seat, card)
            ):
                return False
    return [m["type"] for m in assignment_moves(state, seat)] == ["end_assignment"]
