"""What a bot (``games.bots``) may use besides the rules: an evaluation of unfinished games.

``evaluate(state)``: per seat, its points (fields of past rounds) plus the fields it placed this
round and, for the fields still to come, one and a half per hut it has on the board and a half
per free arable tile its fields can reach now (no more than its fields left).
``SCALE``: the lead that is a clear lead. ``PLAYOUT_MOVES``: how far a bot's random playout goes
before it is scored (placing a tile is the slow move: a few turns); ``PLAYOUTS_SCALE``: fewer
playouts than the level says, for the same reason.
"""

from __future__ import annotations

from games.engine.types import State
from games.rulesets.fjords import components as C
from games.rulesets.fjords.board import field_cells

SCALE = 3.0
PLAYOUT_MOVES = 8
PLAYOUTS_SCALE = 0.75  # placing a tile is slow: fewer, shorter playouts


def evaluate(state: State) -> list[float]:
    huts = [0] * C.PLAYERS
    for entry in state["board"]:
        if entry["hut"] is not None:
            huts[entry["hut"]] += 1
    return [
        float(state["totals"][seat] + C.FIELDS_PER_PLAYER - state["fields_left"][seat]) + 1.5 * huts[seat]
        + 0.5 * min(len(field_cells(state["board"], seat)), state["fields_left"][seat])
        for seat in range(C.PLAYERS)
    ]
