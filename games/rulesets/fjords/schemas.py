"""Fjords: the JSON Schemas of its moves, its view and its events' data: ``DEFS``, ``MOVES``,
``VIEW``, ``EVENTS`` and ``EVENT_SEATS``, as ``games.engine.schemas`` says.

The closed sets are built from ``components`` and ``hexes`` (the tiles and their rotations), not
from what playouts happened to show, so they are complete by construction.
"""

from __future__ import annotations

from games.engine.schemas import Schema, array_of, boolean, enum_of, integer, obj, ref
from games.rulesets.fjords import components as C
from games.rulesets.fjords.hexes import rotate

DEFS: dict[str, Schema] = {
    # A tile's six corners as printed (terrain letters, corner 0 first, clockwise).
    "Tile": enum_of(sorted(C.TILES)),
    # A placed tile's corners: any tile turned any number of sixths.
    "Corners": enum_of(sorted({rotate(tile, turn) for tile in C.TILES for turn in range(6)})),
    # Every value ``state`` gives ``state["phase"]``.
    "Phase": enum_of(["discovery", "colonisation", "scored", "over"]),
}

def cell() -> Schema:
    """A hex of the board by its axial coordinates (``hexes``)."""
    return obj({"q": integer(), "r": integer()}, ["q", "r"])


def tile_in_hand(*, nullable: bool = False) -> Schema:
    """A tile not yet placed: its id and its corners as printed."""
    return obj({"id": integer(), "corners": ref("Tile")}, ["id", "corners"], nullable=nullable)


MOVES: dict[str, Schema] = {
    "draw": obj(),
    "field": cell(),
    "hut": obj(),
    "no_hut": obj(),
    "place": obj({"q": integer(), "r": integer(), "rotation": integer()}, ["q", "r", "rotation"]),
    "take_open": obj({"tile": integer()}, ["tile"]),
}

VIEW: Schema = obj({
    "seat": integer(nullable=True),
    "round": integer(),
    "rounds": integer(),
    "phase": ref("Phase"),
    "step": {"type": ["string", "null"], "enum": ["choose", "hut", "place", None]},
    "current": integer(nullable=True),
    "round_first": integer(),
    "colonisation_first": integer(nullable=True),
    "pile_size": integer(),
    "open": array_of(tile_in_hand()),
    "hand": tile_in_hand(nullable=True),
    "last_placed": array_of(integer(), exact=2, nullable=True),
    "board": array_of(obj({
        "tile": integer(),
        "q": integer(),
        "r": integer(),
        "rotation": integer(),
        "corners": ref("Corners"),
        "base_corners": ref("Tile"),
        "start": boolean(),
        "hut": integer(nullable=True),
        "field": integer(nullable=True),
    }, ["tile", "q", "r", "rotation", "corners", "base_corners", "start", "hut", "field"])),
    # Two players: one entry each.
    "huts_left": array_of(integer(), exact=2),
    "fields_left": array_of(integer(), exact=2),
    "fields_placed": array_of(integer(), exact=2),
    "stuck": array_of(boolean(), exact=2),
    "round_fields": array_of(array_of(integer(), exact=2)),
    "round_winners": array_of(integer(nullable=True)),
    "totals": array_of(integer(), exact=2),
    # Constants that tell a client how to read the corners.
    "corner_order": enum_of(["corner 0 is the top vertex of a pointy-top hex, then clockwise"]),
    "terrains": obj({
        "P": enum_of(["arable"]),
        "M": enum_of(["mountain"]),
        "S": enum_of(["sea"]),
    }, ["P", "M", "S"]),
}, [
    "seat", "round", "rounds", "phase", "step", "current", "round_first", "colonisation_first", "pile_size",
    "open", "hand", "last_placed", "board", "huts_left", "fields_left", "fields_placed", "stuck",
    "round_fields", "round_winners", "totals", "corner_order", "terrains",
])

EVENTS: dict[str, Schema] = {
    "discovery_ended": obj({"first": integer(), "discarded": array_of(integer())}, ["first", "discarded"]),
    "field_placed": cell(),
    "game_ended": obj(),
    "hut_built": cell(),
    "hut_declined": cell(),
    "round_scored": obj({
        "round": integer(),
        "fields": array_of(integer(), exact=2),
        "winner": integer(nullable=True),
    }, ["round", "fields", "winner"]),
    "round_started": obj({"round": integer(), "first": integer(), "pile_size": integer()},
                         ["round", "first", "pile_size"]),
    "tile_drawn": obj({"tile": integer()}, ["tile"]),
    "tile_placed": obj({
        "tile": integer(),
        "q": integer(),
        "r": integer(),
        "rotation": integer(),
    }, ["tile", "q", "r", "rotation"]),
    "tile_set_aside": obj({"tile": integer()}, ["tile"]),
    "tile_taken": obj({"tile": integer()}, ["tile"]),
    "turn_passed": obj(),
}

EVENT_SEATS: dict[str, str] = {'discovery_ended': 'none',
 'field_placed': 'seat',
 'game_ended': 'none',
 'hut_built': 'seat',
 'hut_declined': 'seat',
 'round_scored': 'none',
 'round_started': 'none',
 'tile_drawn': 'seat',
 'tile_placed': 'seat',
 'tile_set_aside': 'seat',
 'tile_taken': 'seat',
 'turn_passed': 'seat'}
