"""The standings of a tournament from its results: pure (no Django, no clock).

Points, the same rule for every table size: a player scores one point per player of the table
ranked below them, plus half a point per other player sharing their rank. At a two-player game
that is a win 1, a draw ½, a loss 0; at a table of four, first 3, second 2, third 1, last 0, and
two players sharing first place score 2½ each (the points of places 1 and 2, shared). A bye scores
``BYE_POINTS_TWO_PLAYER`` (1, a win) in a two-player tournament, and half the points of a table of
the tournament's size at tables (``bye_points``: 1 at tables of 3). A game without an outcome
(aborted) scores 0 for every seat. The ranks come from the game's outcome as it stands: a game lost
by a timeout is lost (the rule set's timeout move played it); the caller places a player who left
a game last (``GameResult.ranks``).

Tie-breaks, in this order, then the seed order (who joined first):

- two-player games: **Buchholz** (the sum of the points of every opponent met, as they stand now;
  a bye adds nothing), then **Sonneborn-Berger** (for each game, the points scored in it times the
  opponent's points now: a win over a strong player counts more than a win over a weak one).
- tables: **the game's score** (the sum of the player's scores in the outcomes of their games).

Players who withdrew keep the points they scored and stay in the standings (marked by the caller);
they are not paired any more.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

BYE_POINTS_TWO_PLAYER = 1.0


def bye_points(table_size: int) -> float:
    """The points of a bye: a win (1) at two-player games, half the points of a table of
    ``table_size`` otherwise (the points of its middle place)."""
    return BYE_POINTS_TWO_PLAYER if table_size == 2 else (table_size - 1) / 2


def points_by_rank(ranks: Sequence[int]) -> list[float]:
    """The points of each seat of a table from its ranks (1 = best; equal ranks share):
    the number ranked below, plus half the number of others of the same rank."""
    return [sum(1 for other in ranks if other > rank) + (ranks.count(rank) - 1) / 2 for rank in ranks]


@dataclass(frozen=True)
class GameResult:
    """One finished tournament game: ``players`` in seat order, and for each seat its ``ranks``
    (1 = best, equal ranks tie) and ``scores`` (the game's own score). ``ranks`` ``None``: the
    game ended without an outcome (aborted)."""

    players: tuple
    ranks: tuple[int, ...] | None
    scores: tuple[float, ...] = ()


@dataclass
class Line:
    """A player's line in the standings."""

    player: Hashable
    points: float = 0.0
    played: int = 0
    byes: int = 0
    tiebreaks: dict[str, float] = field(default_factory=dict)
    rank: int = 0


TWO_PLAYER_TIEBREAKS = ("buchholz", "sonneborn_berger")
TABLE_TIEBREAKS = ("game_score",)


def standings(players: Sequence[Hashable], results: Iterable[GameResult], byes: Iterable[Hashable],
              table_size: int) -> list[Line]:
    """The standings of ``players`` (seed order), best first, from the finished ``results`` and the
    ``byes`` given (one entry per bye). ``table_size`` 2 uses the two-player tie-breaks, otherwise
    the tables'. Players equal on points and every tie-break share a rank (1, 2, 2, 4)."""
    results = list(results)
    lines = {player: Line(player) for player in players}
    points_in: list[list[float]] = []
    for result in results:
        points = points_by_rank(result.ranks) if result.ranks is not None else [0.0] * len(result.players)
        points_in.append(points)
        for player, scored in zip(result.players, points, strict=True):
            lines[player].points += scored
            lines[player].played += 1
    for player in byes:
        lines[player].points += bye_points(table_size)
        lines[player].byes += 1
    names = TWO_PLAYER_TIEBREAKS if table_size == 2 else TABLE_TIEBREAKS
    for line in lines.values():
        line.tiebreaks = dict.fromkeys(names, 0.0)
    for result, points in zip(results, points_in, strict=True):
        for seat, player in enumerate(result.players):
            breaks = lines[player].tiebreaks
            if table_size == 2:
                for other_seat, opponent in enumerate(result.players):
                    if other_seat != seat:
                        breaks["buchholz"] += lines[opponent].points
                        breaks["sonneborn_berger"] += points[seat] * lines[opponent].points
            elif result.ranks is not None and result.scores:
                breaks["game_score"] += result.scores[seat]
    seed = {player: index for index, player in enumerate(players)}

    def merit(line: Line) -> tuple:
        return (line.points, *(line.tiebreaks[name] for name in names))

    ordered = sorted(lines.values(), key=lambda line: (tuple(-x for x in merit(line)), seed[line.player]))
    for position, line in enumerate(ordered):
        previous = ordered[position - 1] if position else None
        line.rank = previous.rank if previous is not None and merit(previous) == merit(line) else position + 1
    return ordered
