"""Who plays whom, and in which seat: the pure core of the tournaments (no Django, no clock, no
randomness: the same input always gives the same rounds).

Players are opaque, hashable ids given in *seed order* (the order they joined): every tie this
module must break is broken by that order. A table is a tuple of players in seat order: the first
seat starts (for a two-player game, "who moves first").

Formats (``tournaments/README.md`` says the same for people):

- ``round_robin``: everyone meets everyone once, by the circle method (Berger tables); with an odd
  number of players one sits out each round (a bye). Who starts follows the tables' rule
  (``round_robin``): each player starts half of their games, give or take one.
- ``swiss_round``: one round of a Swiss tournament of two-player games. Players are ranked by the
  standings so far; with an odd number the bye goes to the lowest-ranked player who has not had
  one yet (and whose sitting out leaves the others pairable); the bye counts as a win (1 point,
  ``standings``). The others are paired from the top: the highest unpaired player meets, in order
  of preference, a player of their own score group's other half (Dutch: 1 meets the first of the
  bottom half), then the rest of their score group, then the highest players below — never someone
  they already met. Backtracking finds a pairing whenever one without a rematch exists;
  ``NoPairing`` when none does.
- ``table_sizes`` / ``tables_round``: games of three to five players. The players are split into
  as few tables as the organiser's table size allows, as equal as possible and each within the
  game's minimum and maximum (9 players at tables of 3: 3, 3, 3; 10 at tables of 4: 4, 3, 3;
  10 at tables of 3: 4, 3, 3 when the game takes 4, else the lowest-ranked player sits out).
  Round 1 seats them in seed order; later rounds by the standings (the first table is the top of
  the standings, like a Swiss score group). ``seat_order`` then rotates the seats.
- ``seat_order``: the first seat goes to a player of the table who has had it least so far; the
  other seats so that each player sits where they sat least often; ties by the order given.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import permutations
from math import ceil, log2
from typing import TypeVar

P = TypeVar("P", bound=Hashable)


class NoPairing(Exception):  # noqa: N818 (a condition, not a bug)
    """No pairing exists under the rules (every pairing would repeat a game already played)."""


@dataclass(frozen=True)
class Round:
    """One round: its tables (each a tuple of players in seat order) and who sits out (byes)."""

    tables: tuple[tuple, ...]
    byes: tuple = ()

    @property
    def players(self) -> list:
        return [player for table in self.tables for player in table] + list(self.byes)


@dataclass
class SeatHistory:
    """How often each player sat at each seat position (0 = the first seat, who starts), and the
    position of their last game: what the seat rotation reads."""

    counts: dict = field(default_factory=dict)  # player -> Counter(position -> games)
    last: dict = field(default_factory=dict)  # player -> position in their last game

    @classmethod
    def of(cls, tables: Iterable[Sequence]) -> SeatHistory:
        """The history of ``tables`` (tables already played, in the order they were played)."""
        history = cls()
        for table in tables:
            history.add(table)
        return history

    def add(self, table: Sequence) -> None:
        for position, player in enumerate(table):
            self.counts.setdefault(player, Counter())[position] += 1
            self.last[player] = position

    def times(self, player, position: int) -> int:
        return self.counts.get(player, Counter())[position]

    def games(self, player) -> int:
        return sum(self.counts.get(player, Counter()).values())


# --- two-player games: who starts --------------------------------------------------------------

def who_starts(pair: tuple, history: SeatHistory) -> tuple:
    """``pair`` ordered so that its first player starts: the one who started fewer of their games
    (relative to the games they played), then the one who did not start their last game, then
    the pair's own order."""

    def key(indexed: tuple[int, object]) -> tuple:
        index, player = indexed
        started = history.times(player, 0)
        balance = 2 * started - history.games(player)  # started minus not started
        return (balance, 1 if history.last.get(player) == 0 else 0, index)

    return tuple(player for _index, player in sorted(enumerate(pair), key=key))


# --- round robin -------------------------------------------------------------------------------

def round_robin(players: Sequence[P]) -> list[Round]:
    """Every round of a round robin of ``players`` (seed order), by the circle method (Berger
    tables): one place of the circle stays, the others turn one place a round. With an odd number
    the fixed place is empty: whoever faces it sits out. ``len(players) - 1`` rounds (``len`` if
    odd). Who starts: against the fixed place, its player in even rounds (0, 2, …) and the other in
    odd ones; in every other pair, the player of the circle's top half when the pair's place is
    odd, the other when it is even. Each player then starts half of their games, give or take one
    (checked for 2 to 16 players in the tests)."""
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")
    if len(players) < 2:
        raise ValueError("a round robin needs two players")
    circle: list = ([None] if len(players) % 2 else []) + list(players)
    n = len(circle)
    rounds = []
    for number in range(n - 1):
        pairs, byes = [], []
        for index in range(n // 2):
            top, bottom = circle[index], circle[n - 1 - index]
            if top is None or bottom is None:
                byes.append(bottom if top is None else top)
                continue
            top_starts = number % 2 == 0 if index == 0 else index % 2 == 1
            pairs.append((top, bottom) if top_starts else (bottom, top))
        rounds.append(Round(tuple(pairs), tuple(byes)))
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


# --- Swiss -------------------------------------------------------------------------------------

def swiss_rounds(players: int) -> int:
    """The default number of rounds of a Swiss tournament of ``players``: ceil(log2(n)), at least 1."""
    return max(1, ceil(log2(players))) if players > 1 else 1


def swiss_round(
    ranked: Sequence[P],
    points: Mapping[P, float],
    met: Iterable[tuple],
    had_bye: Iterable[P],
    history: SeatHistory,
) -> Round:
    """The next round of a Swiss tournament among ``ranked`` (the players still in, best first:
    the current standings, seed order in round 1). ``points``: each one's points so far (the score
    groups); ``met``: the pairs already played; ``had_bye``: who already sat out;
    ``history``: their seats so far (who starts). Raises ``NoPairing`` when every pairing would
    repeat a game."""
    if len(set(ranked)) != len(ranked):
        raise ValueError("a player is listed twice")
    if len(ranked) < 2:
        raise NoPairing("a round needs two players")
    played = {frozenset(pair) for pair in met}
    byed = set(had_bye)
    if len(ranked) % 2 == 0:
        pairs = _pair(list(ranked), points, played)
        if pairs is None:
            raise NoPairing("every pairing repeats a game already played")
        return Round(tuple(who_starts(pair, history) for pair in pairs))
    # The bye: the lowest-ranked player without one whose absence leaves the rest pairable; if
    # everyone had one, the lowest-ranked player again.
    candidates = [p for p in reversed(ranked) if p not in byed] or list(reversed(ranked))
    for bye in candidates:
        pairs = _pair([p for p in ranked if p != bye], points, played)
        if pairs is not None:
            return Round(tuple(who_starts(pair, history) for pair in pairs), (bye,))
    raise NoPairing("every pairing repeats a game already played")


def _pair(ranked: list, points: Mapping, played: set[frozenset]) -> list[tuple] | None:
    """Pairs of ``ranked`` (even length), none in ``played``, by the Swiss preferences; ``None``
    if there are none. Depth-first with backtracking: the first complete pairing found in the
    order of preference."""
    if not ranked:
        return []
    top, rest = ranked[0], ranked[1:]
    for partner in _preferences(top, rest, points):
        if frozenset((top, partner)) in played:
            continue
        paired = _pair([p for p in rest if p != partner], points, played)
        if paired is not None:
            return [(top, partner), *paired]
    return None


def _preferences(top, rest: list, points: Mapping) -> list:
    """Whom ``top`` (the highest unpaired player) should meet, best first: the bottom half of its
    score group (from its top), then the top half of its score group, then everyone below in rank
    order."""
    group = [p for p in rest if points.get(p, 0) == points.get(top, 0)]
    half = (len(group) + 1) // 2  # ``top`` is the group's first; the group has len(group) + 1
    bottom, upper = group[half - 1:], group[:half - 1]
    others = [p for p in rest if p not in group]
    return bottom + upper + others


# --- tables of three to five -------------------------------------------------------------------

def table_sizes(players: int, size: int, minimum: int, maximum: int) -> tuple[list[int], int]:
    """How ``players`` split into tables for a game of ``minimum``..``maximum`` players whose
    organiser asked for tables of ``size``: ``(sizes, sitting_out)``. The fewest tables with none
    above ``size`` where possible, as equal as possible (larger tables first); failing that, tables
    up to the game's ``maximum``; failing that, the fewest players sit out."""
    if not minimum <= size <= maximum:
        raise ValueError("the table size is outside the game's player counts")
    for out in range(players + 1):
        seated = players - out
        if seated < minimum:
            break
        for cap in range(size, maximum + 1):
            tables = ceil(seated / cap)
            low, extra = divmod(seated, tables)
            if low >= minimum:
                return [low + 1] * extra + [low] * (tables - extra), out
    return [], players


def tables_round(ranked: Sequence[P], size: int, minimum: int, maximum: int, had_bye: Iterable[P],
                 history: SeatHistory) -> Round:
    """The next round of tables among ``ranked`` (the players still in, best first: seed order in
    round 1, the standings later). Who sits out (when no split seats everyone): the lowest-ranked
    players without a bye so far. The tables are cut from the ranking in order (the first table
    holds the top players), and each table's seats follow ``seat_order``."""
    sizes, out = table_sizes(len(ranked), size, minimum, maximum)
    if not sizes:
        raise NoPairing("too few players for a table")
    byed = set(had_bye)
    order = list(ranked)
    byes: list = []
    for player in [p for p in reversed(order) if p not in byed] + list(reversed(order)):
        if len(byes) == out:
            break
        if player not in byes:
            byes.append(player)
    seated = [p for p in order if p not in byes]
    tables, start = [], 0
    for count in sizes:
        tables.append(seat_order(seated[start:start + count], history))
        start += count
    return Round(tuple(tables), tuple(byes))


def seat_order(table: Sequence[P], history: SeatHistory) -> tuple:
    """``table``'s players in seat order: the first seat goes to a player who sat there least so
    far; among such orders, the one whose players sat least often where they now sit (summed over
    the seats), so that every position turns round; then the order given. A table has at most
    five players: the 120 orders are simply tried."""
    players = list(table)

    def key(order: tuple) -> tuple:
        return (history.times(order[0], 0), sum(history.times(p, i) for i, p in enumerate(order)),
                [players.index(p) for p in order])

    return min(permutations(players), key=key)
