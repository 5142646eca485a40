"""The rating a person is shown, from openskill's estimate: pure arithmetic, no Django.

openskill keeps two numbers per player: ``mu``, the estimated skill (25 for a newcomer), and
``sigma``, how unsure the estimate is (25/3 for a newcomer, shrinking with each game). The
leaderboard orders by the *ordinal* ``mu - 3·sigma``, a skill the player very likely has at least
(it starts at 0 and grows as the estimate firms up), and shows it on a familiar scale:

    shown = round(1500 + 20 × (mu − 3·sigma))

A newcomer is shown 1500; winning raises the number, losing lowers it; a rating is *provisional*
until ``PROVISIONAL_GAMES`` rated games (its sigma is still large, so it moves a lot).
ratings/README.md explains it for players.
"""

from __future__ import annotations

BASE = 1500
SCALE = 20
Z = 3  # sigmas below the mean: the ordinal
PROVISIONAL_GAMES = 5


def shown(mu: float, sigma: float) -> int:
    """The rating shown for openskill's ``mu`` and ``sigma`` (a whole number)."""
    return round(BASE + SCALE * (mu - Z * sigma))


def provisional(games: int) -> bool:
    """A rating that rests on fewer than ``PROVISIONAL_GAMES`` games is provisional."""
    return games < PROVISIONAL_GAMES
