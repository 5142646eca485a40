"""Hex geometry: pointy-top hexes in axial coordinates (q, r), terrain on the six corners.

Corner 0 is the top vertex, then clockwise (1 upper-right, 2 lower-right, 3 bottom, 4 lower-left,
5 upper-left). Edge i runs from corner i to corner i+1 and faces ``DIRECTIONS[i]``
(0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW). Every vertex of the grid gets an integer id
``(2q + r + dx, 3r + dy)`` (x scaled by 2/sqrt(3), y by 2), so tiles meeting at a vertex agree
on its id and matching terrain is a dictionary look-up.
"""

from __future__ import annotations

DIRECTIONS: tuple[tuple[int, int], ...] = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
CORNER_OFFSETS: tuple[tuple[int, int], ...] = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))

Vertex = tuple[int, int]


def neighbour(q: int, r: int, edge: int) -> tuple[int, int]:
    dq, dr = DIRECTIONS[edge]
    return q + dq, r + dr


def neighbours(q: int, r: int) -> list[tuple[int, int]]:
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def vertex(q: int, r: int, corner: int) -> Vertex:
    dx, dy = CORNER_OFFSETS[corner]
    return 2 * q + r + dx, 3 * r + dy


def edge_corners(edge: int) -> tuple[int, int]:
    """The two corners of a tile on its edge ``edge`` (shared with the neighbour that way)."""
    return edge, (edge + 1) % 6


def rotate(corners: str, rotation: int) -> str:
    """The corners after turning the tile ``rotation`` sixths of a turn clockwise."""
    rotation %= 6
    return "".join(corners[(index - rotation) % 6] for index in range(6))


def distinct_rotations(corners: str) -> list[tuple[int, str]]:
    """``(rotation, rotated corners)`` for each rotation giving a different tile, smallest first."""
    seen: dict[str, int] = {}
    for rotation in range(6):
        seen.setdefault(rotate(corners, rotation), rotation)
    return [(rotation, rotated) for rotated, rotation in seen.items()]
