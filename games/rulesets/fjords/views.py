"""What each seat may see: ``view`` of the state and ``redact`` of events.

Hidden information in Fjords: only the order of the face-down draw pile, from everyone (both
seats and spectators see how many tiles are left in it). Everything else is public: the tile
just drawn (face up, seen by both), the open display, the board, huts, fields and scores.
The ``round_started`` event carries the shuffled pile; ``redact`` replaces it with its size.
"""

from __future__ import annotations

from typing import Any

from games.engine.types import Event, State
from games.rulesets.fjords import components as C
from games.rulesets.fjords.hexes import rotate


def tile(tile_id: int | None) -> dict[str, Any] | None:
    if tile_id is None:
        return None
    corners = C.TILES[tile_id]
    return {"id": tile_id, "corners": corners}


def view(state: State, seat: int | None) -> dict[str, Any]:
    board = [
        {
            "tile": entry["tile"],
            "q": entry["q"],
            "r": entry["r"],
            "rotation": entry["rotation"],
            "corners": entry["corners"],
            "base_corners": rotate(entry["corners"], -entry["rotation"]),
            "start": entry["start"],
            "hut": entry["hut"],
            "field": entry["field"],
        }
        for entry in state["board"]
    ]
    return {
        "seat": seat,
        "round": state["round"],
        "rounds": C.ROUNDS,
        "phase": state["phase"],
        "step": state["step"],
        "current": state["current"],
        "round_first": state["round_first"],
        "colonisation_first": state["colonisation_first"],
        "pile_size": len(state["pile"]),
        "open": [tile(t) for t in state["open"]],
        "hand": tile(state["hand"]),
        "last_placed": state["last_placed"],
        "board": board,
        "huts_left": list(state["huts_left"]),
        "fields_left": list(state["fields_left"]),
        "fields_placed": [C.FIELDS_PER_PLAYER - left for left in state["fields_left"]],
        "stuck": list(state["stuck"]),
        "round_fields": [list(fields) for fields in state["round_fields"]],
        "round_winners": list(state["round_winners"]),
        "totals": list(state["totals"]),
        "corner_order": "corner 0 is the top vertex of a pointy-top hex, then clockwise",
        "terrains": {"P": "arable", "M": "mountain", "S": "sea"},
    }


def redact(event: Event, seat: int | None) -> Event | None:
    if event["type"] == "round_started":
        data = {key: value for key, value in event["data"].items() if key != "pile"}
        data["pile_size"] = len(event["data"].get("pile", []))
        return {"type": event["type"], "seat": event["seat"], "data": data}
    return event
