"""The island the game is played on: the standard layout, or one the players built ("Choix du plateau").

The advanced rules let the players lay the tiles in another order and, with fewer than five players,
use other tiles than the suggested ones, keeping the island's size and shape. Agreement happens
outside the rules: the creator proposes the island in the ``island`` option and every invited player
accepts it by joining the game (no island given: the standard layout).

Reading (see README.md): the option is a list of tile ids in board order, the coast west to east,
then the inland row west to east (I1 behind the seam of C1 and C2). Keeping the shape means a coast
tile stays on the coast and an inland tile inland; the box holds each of the nine tiles once.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.engine.errors import InvalidSetup
from games.rulesets.graenaland.components import LAYOUTS, TILES


def layout_for(players: int, options: dict[str, Any]) -> dict[str, list[str]]:
    """``{"coast": [...], "inland": [...]}`` for this game; raises ``InvalidSetup`` with a sentence
    for a person when the ``island`` option is not an island of the right shape."""
    island = options.get("island")
    if island is None:
        return {row: list(tiles) for row, tiles in LAYOUTS[players].items()}
    if not options.get("advanced_setup"):
        raise InvalidSetup(
            "invalid_island",
            "Building your own island is part of the advanced setup: turn on advanced_setup, "
            "or leave out the island option to play on the standard island.",
        )
    if not isinstance(island, list) or not all(isinstance(tile, str) for tile in island):
        raise InvalidSetup("invalid_island", 'The island must be a list of tile ids such as "T1".')
    size = 2 * players - 1
    if len(island) != size:
        raise InvalidSetup(
            "invalid_island",
            f"With {players} players the island has {size} tiles ({players} on the coast, "
            f"{players - 1} inland), not {len(island)}.",
        )
    unknown = [tile for tile in island if tile not in TILES]
    if unknown:
        raise InvalidSetup(
            "invalid_island",
            f"Unknown tile {unknown[0]}: the tiles are {', '.join(TILES)}.",
        )
    repeated = [tile for tile, count in Counter(island).items() if count > 1]
    if repeated:
        raise InvalidSetup(
            "invalid_island",
            f"Tile {repeated[0]} is used more than once: the box holds each tile only once.",
        )
    coast, inland = island[:players], island[players:]
    for row, tiles in (("coast", coast), ("inland", inland)):
        misplaced = [tile for tile in tiles if TILES[tile]["row"] != row]
        if misplaced:
            where = "on the coast" if row == "coast" else "inland"
            home = "an inland" if row == "coast" else "a coast"
            raise InvalidSetup(
                "invalid_island",
                f"Tile {misplaced[0]} is {home} tile and cannot lie {where}: list the {players} coast "
                f"tiles first (west to east), then the {players - 1} inland tiles.",
            )
    return {"coast": coast, "inland": inland}
