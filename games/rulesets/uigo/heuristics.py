"""What a bot (``games.bots``) may use besides the rules: an evaluation of unfinished games.

``evaluate(state)``: per seat, the points it would have if the round were scored now (its total
plus its kingdom's points now). ``SCALE``: the lead in points that is a clear lead.
``PLAYOUT_MOVES``: how far a bot's random playout goes before it is scored (about a round).
"""

from __future__ import annotations

from games.engine.types import State
from games.rulesets.uigo import rules

SCALE = 4.0
PLAYOUT_MOVES = 30


def evaluate(state: State) -> list[float]:
    return [
        float(total + sum(rules.score_kingdom(kingdom)))
        for total, kingdom in zip(state["totals"], state["kingdoms"], strict=True)
    ]
