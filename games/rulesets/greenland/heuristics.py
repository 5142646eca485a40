"""What a bot (``games.bots``) may use besides the rules: an evaluation of unfinished games.

``evaluate(state)``: per tribe, the score it would have if the game ended now (``scoring``).
``SCALE``: the lead that is a clear lead. ``PLAYOUT_MOVES``: how far a bot's random playout goes
before it is scored.
"""

from __future__ import annotations

from games.engine.types import State
from games.rulesets.greenland import scoring

SCALE = 3.0
PLAYOUT_MOVES = 25


def evaluate(state: State) -> list[float]:
    scores = scoring.scores(state)
    return [float(scores[tribe]) for tribe in sorted(scores)]
