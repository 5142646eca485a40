"""All Fjords component data: terrains, the three start tiles, the 37 draw tiles, the pieces.

Source: ``shared/components/fjords.md``. A tile is written as the terrain of its six corners,
corner 0 at the top of a pointy-top hex, then clockwise: ``P`` arable land, ``M`` mountain,
``S`` sea. Tile ids index ``TILES``: 0-2 are the start tiles, 3-39 the draw tiles.
"""

from __future__ import annotations

ARABLE = "P"
MOUNTAIN = "M"
SEA = "S"
TERRAINS = (ARABLE, MOUNTAIN, SEA)

PLAYERS = 2
ROUNDS = 3
HUTS_PER_PLAYER = 4
FIELDS_PER_PLAYER = 20

# Sourced: the start tiles (dark back) and their axial positions (pointy-top). The printed
# picture is said to be mirrored; mirroring everything gives the same game.
START_TILES: tuple[tuple[str, int, int], ...] = (
    ("PSPPMM", 0, 0),  # top
    ("MPPPPP", -1, 1),  # bottom-left
    ("PPPPPP", 0, 1),  # bottom-right
)

# RECONSTRUCTED: no source lists the 37 draw tiles. The 19 tile types (up to rotation) are
# attested by the artwork of the cabaf-lehavre/fjorde implementation; the counts are a stand-in:
# the all-mountain tile once, every other type twice (1 + 2 x 18 = 37). Correct them here.
DRAW_TILE_COUNTS: tuple[tuple[str, int], ...] = (
    ("MMMMMM", 1),  # the all-mountain tile (sourced: exactly one)
    ("MMMMPP", 2),
    ("MMMPPP", 2),
    ("MMMPSP", 2),
    ("MMPMMP", 2),
    ("MMPMPP", 2),
    ("MMPPPP", 2),
    ("MMPPSP", 2),
    ("MMPSPP", 2),
    ("MMPSSP", 2),
    ("MPMPPP", 2),
    ("MPPPPP", 2),
    ("MPSSPP", 2),
    ("MPSSSP", 2),
    ("PPPPPP", 2),
    ("PPPPPS", 2),
    ("PPPSSS", 2),
    ("PPSSSS", 2),
    ("PSSSSS", 2),
)

ALL_MOUNTAIN = "MMMMMM"

# Tile id -> corners (unrotated). Ids 0-2: start tiles; 3-39: draw tiles.
TILES: tuple[str, ...] = tuple(corners for corners, _q, _r in START_TILES) + tuple(
    corners for corners, count in DRAW_TILE_COUNTS for _ in range(count)
)
START_IDS: tuple[int, ...] = tuple(range(len(START_TILES)))
DRAW_IDS: tuple[int, ...] = tuple(range(len(START_TILES), len(TILES)))

assert len(TILES) == 40 and len(DRAW_IDS) == 37
assert all(len(corners) == 6 and set(corners) <= set(TERRAINS) for corners in TILES)
