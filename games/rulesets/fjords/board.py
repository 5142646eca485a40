"""The landscape: where a tile may be placed, where a hut or a field may go.

The board is the state's list of placed tiles, each ``{"tile", "q", "r", "rotation", "corners",
"start", "hut", "field"}`` where ``corners`` is already rotated. Functions here read it; they
never change it (``state.evolve`` does).

Placement (rulebook, "Pioche et pose des tuiles"):
1. the terrain of every corner matches every tile already meeting at that vertex;
2. the new tile touches at least two placed tiles;
3. the land stays one mass: the new tile shares at least one non-sea vertex with a placed tile.
   Mountain counts as land, so mountain may separate arable land; sea may not (even if the two
   lands could be joined later). Since every tile has a non-sea corner and the three start tiles
   form one mass, this local test keeps the whole land one mass (``land_is_one_mass`` checks it
   globally, for the tests).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.rulesets.fjords import components as C
from games.rulesets.fjords.hexes import DIRECTIONS, Vertex, distinct_rotations, edge_corners, rotate, vertex

Board = list[dict[str, Any]]


def tile_at(board: Board, q: int, r: int) -> dict[str, Any] | None:
    for entry in board:
        if entry["q"] == q and entry["r"] == r:
            return entry
    return None


def positions(board: Board) -> dict[tuple[int, int], dict[str, Any]]:
    return {(entry["q"], entry["r"]): entry for entry in board}


def vertex_terrains(board: Board) -> dict[Vertex, str]:
    """The terrain of every vertex some placed tile touches."""
    terrains: dict[Vertex, str] = {}
    for entry in board:
        for corner, terrain in enumerate(entry["corners"]):
            terrains[vertex(entry["q"], entry["r"], corner)] = terrain
    return terrains


def candidate_cells(board: Board) -> list[tuple[int, int]]:
    """Empty cells touching at least two placed tiles (rule 2), in a stable order."""
    taken = positions(board)
    counts: dict[tuple[int, int], int] = {}
    for q, r in taken:
        for dq, dr in DIRECTIONS:
            cell = (q + dq, r + dr)
            if cell not in taken:
                counts[cell] = counts.get(cell, 0) + 1
    return sorted(cell for cell, count in counts.items() if count >= 2)


def placement_problem(
    board: Board, corners: str, q: int, r: int, terrains: dict[Vertex, str] | None = None
) -> str | None:
    """Why ``corners`` (already rotated) may not go at (q, r): a rule code, or None if it may."""
    taken = positions(board)
    if (q, r) in taken:
        return "cell_taken"
    touching = sum(1 for dq, dr in DIRECTIONS if (q + dq, r + dr) in taken)
    if touching < 2:
        return "too_few_neighbours"
    return _terrain_problem(vertex_terrains(board) if terrains is None else terrains, corners, q, r)


def _terrain_problem(terrains: dict[Vertex, str], corners: str, q: int, r: int) -> str | None:
    """Rules 1 and 3 for a cell already known to be empty and to touch two tiles."""
    linked = False
    for corner, terrain in enumerate(corners):
        placed = terrains.get(vertex(q, r, corner))
        if placed is None:
            continue
        if placed != terrain:
            return "terrain_mismatch"
        if terrain != C.SEA:
            linked = True
    return None if linked else "land_cut_by_sea"


def placements(board: Board, corners: str) -> list[tuple[int, int, int]]:
    """Every legal ``(q, r, rotation)`` for a tile; one rotation per distinct rotated tile."""
    terrains = vertex_terrains(board)
    rotations = distinct_rotations(corners)
    return [
        (q, r, rotation)
        for q, r in candidate_cells(board)
        for rotation, rotated in rotations
        if _terrain_problem(terrains, rotated, q, r) is None
    ]


def fits(board: Board, corners: str) -> bool:
    terrains = vertex_terrains(board)
    rotations = distinct_rotations(corners)
    return any(
        _terrain_problem(terrains, rotated, q, r) is None
        for q, r in candidate_cells(board)
        for _rotation, rotated in rotations
    )


def fitting_tiles(board: Board, tiles: Iterable[int]) -> list[int]:
    """The tiles among ``tiles`` that fit somewhere (each tile type is tested once)."""
    verdict: dict[str, bool] = {}
    found = []
    for tile in tiles:
        corners = C.TILES[tile]
        if corners not in verdict:
            verdict[corners] = fits(board, corners)
        if verdict[corners]:
            found.append(tile)
    return found


def hut_allowed(entry: dict[str, Any]) -> bool:
    """A hut may go only on a drawn tile with arable land (never a start tile or the all-mountain tile)."""
    return not entry["start"] and C.TILES[entry["tile"]] != C.ALL_MOUNTAIN and C.ARABLE in entry["corners"]


def arable_link(entry: dict[str, Any], edge: int) -> bool:
    """True if the tile's edge ``edge`` has an arable vertex: land connects across it."""
    first, second = edge_corners(edge)
    return entry["corners"][first] == C.ARABLE or entry["corners"][second] == C.ARABLE


def field_cells(board: Board, seat: int) -> list[tuple[int, int]]:
    """Empty tiles with arable land, adjacent through arable land to a hut or field of ``seat``."""
    taken = positions(board)
    found = set()
    for (q, r), entry in taken.items():
        if entry["hut"] != seat and entry["field"] != seat:
            continue
        for edge, (dq, dr) in enumerate(DIRECTIONS):
            other = taken.get((q + dq, r + dr))
            if (
                other is not None
                and other["hut"] is None
                and other["field"] is None
                and C.ARABLE in other["corners"]
                and arable_link(entry, edge)
            ):
                found.add((other["q"], other["r"]))
    return sorted(found)


def land_is_one_mass(board: Board) -> bool:
    """Global check of rule 3: tiles with land, linked across edges with a non-sea vertex, are connected."""
    taken = positions(board)
    land = [cell for cell, entry in taken.items() if set(entry["corners"]) != {C.SEA}]
    if not land:
        return True
    seen = {land[0]}
    stack = [land[0]]
    while stack:
        q, r = stack.pop()
        entry = taken[(q, r)]
        for edge, (dq, dr) in enumerate(DIRECTIONS):
            cell = (q + dq, r + dr)
            if cell in taken and cell not in seen:
                first, second = edge_corners(edge)
                if entry["corners"][first] != C.SEA or entry["corners"][second] != C.SEA:
                    seen.add(cell)
                    stack.append(cell)
    return len(seen) == len(land)


def corners_match(board: Board) -> bool:
    """Global check of rule 1: every vertex has one terrain for all the tiles meeting there."""
    terrains: dict[Vertex, str] = {}
    for entry in board:
        for corner, terrain in enumerate(entry["corners"]):
            if terrains.setdefault(vertex(entry["q"], entry["r"], corner), terrain) != terrain:
                return False
    return True


def start_board() -> Board:
    return [
        new_entry(tile, q, r, 0, start=True)
        for tile, (_corners, q, r) in zip(C.START_IDS, C.START_TILES, strict=True)
    ]


def new_entry(tile: int, q: int, r: int, rotation: int, *, start: bool = False) -> dict[str, Any]:
    return {
        "tile": tile,
        "q": q,
        "r": r,
        "rotation": rotation,
        "corners": rotate(C.TILES[tile], rotation),
        "start": start,
        "hut": None,
        "field": None,
    }
