"""What a bot (``games.bots``) may use besides the rules: an evaluation of unfinished games.

``evaluate(state)``: per seat, three per goal met (the victory-point levels reached with the
victory-point cards), plus its progress towards the goals not met yet and a little per card in
hand. ``SCALE``: the lead that is a clear lead. ``PLAYOUT_MOVES``: how far a bot's random playout
goes before it is scored.
"""

from __future__ import annotations

from games.engine.types import State
from games.rulesets.graenaland.components import BASIC_GOALS
from games.rulesets.graenaland.scoring import measures, points

SCALE = 1.5
PLAYOUT_MOVES = 40


def evaluate(state: State) -> list[float]:
    values = []
    for seat in range(state["players"]):
        reached = measures(state, seat)
        progress = sum(min(reached[goal] / target, 1.0) for goal, target in BASIC_GOALS.items())
        values.append(3.0 * points(state, seat) + progress + 0.05 * len(state["hands"][seat]))
    return values
