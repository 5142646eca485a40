"""The island: territory positions, neighbours, hero movement on the compass, village costs.

Coast tiles C1..Cn run west to east; inland tile Ik lies behind the seam of Ck and Ck+1
(components/graenaland.md, "Board"). Positions are kept in the state as ``positions[tid] = [row, k]``.
"""

from __future__ import annotations

from typing import Any

from games.rulesets.graenaland.components import TILES, VILLAGE_COSTS


def positions_for(coast: list[str], inland: list[str]) -> dict[str, list[Any]]:
    positions: dict[str, list[Any]] = {}
    for index, tid in enumerate(coast, start=1):
        positions[tid] = ["coast", index]
    for index, tid in enumerate(inland, start=1):
        positions[tid] = ["inland", index]
    return positions


def _at(state: dict[str, Any], row: str, index: int) -> str | None:
    for tid, (tile_row, tile_index) in state["positions"].items():
        if tile_row == row and tile_index == index:
            return tid
    return None


def step(state: dict[str, Any], tid: str, direction: str) -> str | None:
    """Where a hero on ``tid`` moving ``direction`` lands, or None when the move is not allowed."""
    row, k = state["positions"][tid]
    if row == "coast":
        targets = {
            "W": ("coast", k - 1),
            "E": ("coast", k + 1),
            "NW": ("inland", k - 1),
            "NE": ("inland", k),
            "WW": ("coast", k - 2),
            "EE": ("coast", k + 2),
        }
    else:
        targets = {"W": ("inland", k - 1), "E": ("inland", k + 1), "SW": ("coast", k), "SE": ("coast", k + 1)}
    if direction not in targets:
        return None
    return _at(state, *targets[direction])


def neighbours(state: dict[str, Any], tid: str) -> list[str]:
    """Territories sharing a border with ``tid`` (the coast double move is not a border)."""
    found = [step(state, tid, direction) for direction in ("W", "E", "NW", "NE", "SW", "SE")]
    return [other for other in found if other is not None]


def terrain(tid: str) -> str:
    return TILES[tid]["terrain"]


def is_coast(state: dict[str, Any], tid: str) -> bool:
    return state["positions"][tid][0] == "coast"


def village_cost(state: dict[str, Any], tid: str) -> dict[str, int]:
    if terrain(tid) == "mountains":
        return dict(VILLAGE_COSTS["mountains"])
    return dict(VILLAGE_COSTS["coast" if is_coast(state, tid) else "inland"])


def territory_order(state: dict[str, Any]) -> list[str]:
    """Coast west to east, then inland west to east (the order of production and of lists)."""
    return sorted(
        state["positions"],
        key=lambda tid: (state["positions"][tid][0] != "coast", state["positions"][tid][1]),
    )
