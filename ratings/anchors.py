"""The bots' fixed ratings ("anchors"): what a rated game against bots rates its people against.

A bot seat of a rated game is not a player with a rating of its own: its level ("easy", "normal",
"strong") has a FIXED openskill estimate per rule set, which games never change. A rated game
with bot seats rates its people as if each bot were a player with that estimate, and updates
only the people; so a bot's number is a reference anyone can read ("Bot (normal) ≈ 1880": beat
it as often as you lose to it and you will settle near it). ratings/README.md says how the values
were chosen (from the strengths measured in games/bots/README.md).

The values are constants of the code, like the model's: a recomputation (``recompute_ratings``)
rates each game against the anchors as they are then, so changing a value here changes every
rating on the next recomputation, and should be done with one. Pure arithmetic, no Django.
"""

from __future__ import annotations

from dataclasses import dataclass

from ratings import scale

# How sure the anchors are: about an established player's sigma (a player with an even record
# settles near 1.8 after some 200 games, ratings/README.md). A smaller sigma would claim more
# than eight to forty measured games tell of a bot's strength; a larger one would shift the
# number shown (mu − 3·sigma) far below the skill.
SIGMA = 2.0

# The skill (openskill's mu; a newcomer has 25) of each level, for every rule set unless
# ``BY_RULESET`` says otherwise.
#   normal 25: the skill of the average player (mu 25), and of a player with an even record on
#     the ladder: the level most people will meet, so its number is the middle of the ladder.
#   strong 29: "strong" beat "normal" in 10 of 12 games (UIGO! and Knarr, 0.83, interval 0.44
#     to 0.97); openskill gives 29 against 25 a 0.73 chance, inside that interval but below its
#     middle, as the interval is wide.
#   easy 18: one ply, or the timeout move: it beats random players but not "normal" (never
#     measured head to head); 25 against 18 gives "normal" a 0.86 chance.
LEVELS = {"easy": 18.0, "normal": 25.0, "strong": 29.0}

# Rule sets whose measurements set a level apart. Fjords' "easy" won only 0.25 of its games
# against random players (the other games' "easy" 0.62 to 1.00): lower.
BY_RULESET: dict[str, dict[str, float]] = {
    "fjords": {"easy": 14.0},
}


@dataclass(frozen=True)
class Anchor:
    level: str
    mu: float
    sigma: float

    @property
    def shown(self) -> int:
        """The number shown for this anchor, on the players' scale (ratings.scale)."""
        return scale.shown(self.mu, self.sigma)


def anchor(ruleset: str, level: str) -> Anchor | None:
    """The fixed rating of a bot of ``level`` in ``ruleset``; ``None`` for a level without one."""
    mu = BY_RULESET.get(ruleset, {}).get(level, LEVELS.get(level))
    return Anchor(level, mu, SIGMA) if mu is not None else None


def anchors(ruleset: str) -> list[Anchor]:
    """Every level's anchor in ``ruleset``, the strongest first (the leaderboard's order)."""
    found = [anchor(ruleset, level) for level in LEVELS]
    return sorted((a for a in found if a is not None), key=lambda a: -a.mu)
