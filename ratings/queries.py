"""What the leaderboards and a player's ratings show: one set of reads for the pages and the API.

A leaderboard is a ladder's: a rule set and one of its variants (``ratings.variants``), the
standard one unless the caller names another; the callers check that the variant exists.

The leaderboard's order is the rating shown, best first, then the player's id (so that equal
ratings keep one order and keyset pages never skip or repeat anyone); equal ratings share a rank
(standard competition ranking: 1, 2, 2, 4). Each read is an index scan of
``rating_ladder_idx`` or ``rating_change_ladder_idx`` (rule set and variant first), whatever the number of games.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from django.db import connection
from django.db.models import Count, F, Q, Window
from django.db.models.functions import RowNumber

from players.models import Player
from ratings import scale
from ratings.models import RatedGame, Rating, RatingChange
from ratings.variants import STANDARD

# The results a leaderboard row shows: the player's last few rated games.
FORM_GAMES = 5


@dataclass(frozen=True)
class Result:
    """One rated game of a player: their rank among ``players`` and the change of their rating."""

    game_id: int
    rank: int
    players: int
    before: int
    after: int
    finished_at: datetime
    ruleset: str = ""
    variant: str = STANDARD

    @property
    def won(self) -> bool:
        return self.rank == 1

    @property
    def change(self) -> int:
        return self.after - self.before


@dataclass
class Row:
    rank: int
    player_id: int
    name: str
    rating: int
    games: int
    wins: int
    form: list[Result] = field(default_factory=list)

    @property
    def provisional(self) -> bool:
        return scale.provisional(self.games)


def ordered(ruleset: str, variant: str = STANDARD):
    return Rating.objects.filter(ruleset=ruleset, variant=variant).order_by("-shown", "player_id")


def player_count(ruleset: str, variant: str = STANDARD) -> int:
    return Rating.objects.filter(ruleset=ruleset, variant=variant).count()


def player_counts(ruleset: str) -> dict[str, int]:
    """How many players each variant of ``ruleset`` that has any rates: ``{variant: count}``."""
    return dict(Rating.objects.filter(ruleset=ruleset).order_by().values("variant").annotate(n=Count("pk"))
                .values_list("variant", "n"))


def position(ruleset: str, shown: int, player_id: int, variant: str = STANDARD) -> tuple[int, int]:
    """(rank, position from 0 in the order) of a rating ``shown`` held by ``player_id``."""
    counts = Rating.objects.filter(ruleset=ruleset, variant=variant, shown__gte=shown).aggregate(
        higher=Count("pk", filter=Q(shown__gt=shown)),
        equal_before=Count("pk", filter=Q(shown=shown, player_id__lt=player_id)))
    return counts["higher"] + 1, counts["higher"] + counts["equal_before"]


def rows(ruleset: str, ratings: list[Rating], variant: str = STANDARD) -> list[Row]:
    """Leaderboard rows for ``ratings``, consecutive in the order of ``variant``'s ladder (a page),
    with their ranks, names and recent form."""
    if not ratings:
        return []
    first_rank, first_position = position(ruleset, ratings[0].shown, ratings[0].player_id, variant)
    names = {player.pk: player.display_name for player in
             Player.objects.filter(pk__in=[r.player_id for r in ratings]).only("pk", "name")}
    form = recent_form(ruleset, [r.player_id for r in ratings], variant=variant)
    found: list[Row] = []
    for index, rating in enumerate(ratings):
        if index == 0:
            rank = first_rank
        elif rating.shown == ratings[index - 1].shown:
            rank = found[-1].rank
        else:  # everyone before it in the order is rated higher
            rank = first_position + index + 1
        found.append(Row(rank, rating.player_id, names.get(rating.player_id, ""), rating.shown, rating.games,
                         rating.wins, form.get(rating.player_id, [])))
    return found


def after(ruleset: str, shown: int, player_id: int, variant: str = STANDARD):
    """The ratings after (``shown``, ``player_id``) in the leaderboard's order: the next page."""
    return ordered(ruleset, variant).filter(Q(shown__lt=shown) | Q(shown=shown, player_id__gt=player_id))


def _result(change: RatingChange) -> Result:
    return Result(change.game_id, change.rank, change.players, change.shown_before, change.shown_after,
                  change.finished_at, change.ruleset, change.variant)


def recent_form(ruleset: str, player_ids: list[int], games: int = FORM_GAMES,
                variant: str = STANDARD) -> dict[int, list[Result]]:
    """Each player's last ``games`` rated results on ``ruleset``'s ``variant`` ladder, newest first
    (ties of ``finished_at``: the newer row first).

    On PostgreSQL, ``games`` rows per player read along ``rating_change_ladder_idx`` (a ``LATERAL``
    join): a page's 50 players cost 250 index entries however long their histories are. At
    100,000 games the first page's players, the busiest, have 6,488 changes, which numbering them
    all (``_recent_form_numbered``, the other databases' way) read in 17 ms against about 1 ms.
    The two give the same results (``tests/ratings/test_pages_and_api.py``)."""
    changes = (_recent_form_lateral(ruleset, player_ids, games, variant) if connection.vendor == "postgresql"
               else _recent_form_numbered(ruleset, player_ids, games, variant))
    form: dict[int, list[Result]] = {}
    for change in changes:
        form.setdefault(change.player_id, []).append(_result(change))
    return form


def _recent_form_numbered(ruleset: str, player_ids: list[int], games: int, variant: str) -> list[RatingChange]:
    newest_first = [F("finished_at").desc(), F("id").desc()]
    numbered = RatingChange.objects.filter(ruleset=ruleset, variant=variant, player_id__in=player_ids).annotate(
        number=Window(RowNumber(), partition_by=[F("player_id")], order_by=newest_first))
    return list(numbered.filter(number__lte=games).order_by("player_id", "number"))


def _recent_form_lateral(ruleset: str, player_ids: list[int], games: int, variant: str) -> list[RatingChange]:
    table = connection.ops.quote_name(RatingChange._meta.db_table)
    return list(RatingChange.objects.raw(
        f"SELECT change.* FROM unnest(%s::bigint[]) AS player(id) CROSS JOIN LATERAL ("
        f" SELECT * FROM {table} WHERE player_id = player.id AND ruleset = %s AND variant = %s"
        f" ORDER BY finished_at DESC, id DESC LIMIT %s) AS change"
        f" ORDER BY change.player_id, change.finished_at DESC, change.id DESC",
        [sorted(set(player_ids)), ruleset, variant, games]))


@dataclass
class PlayerRating:
    ruleset: str
    rating: int
    rank: int
    games: int
    wins: int
    history: list[Result]
    variant: str = STANDARD

    @property
    def provisional(self) -> bool:
        return scale.provisional(self.games)


def player_ratings(player_id: int, history: int = 20, variant: str | None = STANDARD) -> list[PlayerRating]:
    """``player_id``'s rating on each ladder they have played rated, with their rank and their
    last ``history`` results (newest first): in each rule set, that of ``variant`` (the standard
    one by default), or every variant's for ``variant=None`` (by rule set, the standard first)."""
    ratings = Rating.objects.filter(player_id=player_id)
    if variant is not None:
        ratings = ratings.filter(variant=variant)
    found = []
    for rating in sorted(ratings, key=lambda r: (r.ruleset, r.variant != STANDARD, r.variant)):
        rank, _position = position(rating.ruleset, rating.shown, player_id, rating.variant)
        changes = (RatingChange.objects.filter(player_id=player_id, ruleset=rating.ruleset, variant=rating.variant)
                   .order_by("-finished_at")[:history])
        found.append(PlayerRating(rating.ruleset, rating.shown, rank, rating.games, rating.wins,
                                  [_result(change) for change in changes], rating.variant))
    return found


@dataclass(frozen=True)
class GameChange:
    seat: int
    player_id: int
    before: int
    after: int
    games_after: int = 0  # the player's rated games on the ladder, this one included
    variant: str = STANDARD  # the ladder: the game's variant

    @property
    def change(self) -> int:
        return self.after - self.before

    @property
    def provisional(self) -> bool:
        """Whether the rating after this game is still provisional."""
        return scale.provisional(self.games_after)


def game_changes(game_id: int) -> list[GameChange]:
    """What a rated game did to each seat's rating (empty while it is not rated)."""
    return [GameChange(*values) for values in
            RatingChange.objects.filter(game_id=game_id).order_by("seat")
            .values_list("seat", "player_id", "shown_before", "shown_after", "games_after", "variant")]


def is_dealt_with(game_id: int) -> bool:
    """Whether the rater has dealt with a rated game (rated it, or skipped it)."""
    return RatedGame.objects.filter(game_id=game_id).exists()
