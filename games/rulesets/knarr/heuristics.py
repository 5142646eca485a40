"""What a bot (``games.bots``) may use besides the rules: an evaluation of unfinished games.

``evaluate(state)``: per seat, its victory points, plus what its fame is worth, plus a little
for the Vikings in its crew and hand (what it will trade and explore with), the bracelets and the
recruits. ``SCALE``: the lead that is a clear lead. ``PLAYOUT_MOVES``: how far a bot's random
playout goes before it is scored (a few turns).
"""

from __future__ import annotations

from games.engine.types import State
from games.rulesets.knarr.state import crew_size, fame_vp

SCALE = 3.0
PLAYOUT_MOVES = 30


def evaluate(state: State) -> list[float]:
    return [
        player["score"] + fame_vp(player["reputation"]) + 0.3 * crew_size(player) + 0.2 * len(player["hand"])
        + 0.3 * player["bracelets"] + 0.2 * player["recruits"]
        for player in state["players"]
    ]
