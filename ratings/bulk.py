"""Rating a rule set's pending games in bulk, for benchmarks on a database filled by
``manage.py fill_games`` (``bench/leaderboard.py``); never the live path.

``rate_pending_bulk(ruleset)`` writes the rows ``ratings.services.rate_pending(ruleset)`` would
write, the same games in the same order with the same model, but in one pass: the games, their
seats and the rule set's ratings are read in three statements, the ratings are computed in
memory, and the rows are written with ``COPY`` (new ratings, changes, markers) and one ``UPDATE``
(ratings that existed before). What it does not do, and why it is not the live path:

- it reads each game's outcome from ``Game.outcome`` (what the services projected from the same
  fold when the game ended) instead of folding the game's events again: the fold is what makes
  the live rater slow (15 to 53 ms a game), and the live rater must not trust a projection;
- it handles only games whose every seat holds a player (all a fill makes); a game with a bot
  seat or an empty seat raises ``NotBulkRateable``: rate those with ``rate_pending``;
- it holds the ladder's lock for the whole rule set, in one transaction.

Each game counts on its variant's ladder (``ratings.variants.of`` of its options), as live.
``tests/ratings/test_bulk.py`` checks that on the same games it writes the same ``Rating``,
``RatingChange`` and ``RatedGame`` rows as ``rate_pending`` (ids and timestamps aside).
"""

from __future__ import annotations

from django.db import connection, transaction
from django.utils import timezone

from games.models import Seat
from games.store.bulk import COPY_NULL, copy_rows
from outbox import emails as outbox
from ratings import scale, variants
from ratings.models import RatedGame, Rating, RatingChange
from ratings.services import MODEL, _lock_ladder, pending_games


class NotBulkRateable(Exception):
    """A pending game the bulk path does not handle (a seat without a player): use ``rate_pending``."""


def _ranks(game_id: int, outcome: dict | None, seats: list[tuple[int, int]]) -> dict[int, int] | str:
    """Each seat's rank from ``outcome``, as ``services.placings`` reads it for seats that all hold
    players; or the reason the game is skipped."""
    if len(seats) < 2:
        return "alone"
    if outcome is None:
        return "no_outcome"
    ranks = {int(entry["seat"]): int(entry["rank"]) for entry in outcome["ranking"]}
    if set(ranks) != {seat for seat, _player in seats}:
        return "outcome_without_every_seat"
    return ranks


def rate_pending_bulk(ruleset: str) -> int:
    """Deal with every pending game of ``ruleset`` as ``rate_pending`` would; how many."""
    now = timezone.now()
    with transaction.atomic():
        ladder = _lock_ladder(ruleset)
        games = list(pending_games(ruleset).values_list("pk", "finished_at", "outcome", "options"))
        if not games:
            return 0
        seats: dict[int, list[tuple[int, int]]] = {}
        pending = pending_games(ruleset).values("pk")
        for game_id, seat, player_id, kind in (Seat.objects.filter(game__in=pending).order_by("game_id", "seat")
                                               .values_list("game_id", "seat", "player_id", "kind")):
            if player_id is None or kind != Seat.Kind.PLAYER:
                raise NotBulkRateable(f"game {game_id}: seat {seat} holds no player")
            seats.setdefault(game_id, []).append((seat, player_id))
        # Keyed by (player, variant): each variant is a ladder of its own.
        ratings = {(rating.player_id, rating.variant): rating for rating in Rating.objects.filter(ruleset=ruleset)}
        existed = set(ratings)
        changes, markers = [], []
        for game_id, finished_at, outcome, options in games:
            ladder.dealt_with += 1
            variant = variants.of(ruleset, options)
            found = seats.get(game_id, [])
            ranks = _ranks(game_id, outcome, found)
            if isinstance(ranks, str):
                markers.append((game_id, variant, ladder.dealt_with, RatedGame.Result.SKIPPED, ranks))
                continue
            estimates = [(ratings[player, variant].mu, ratings[player, variant].sigma) if (player, variant) in ratings
                         else (MODEL.mu, MODEL.sigma) for _seat, player in found]
            after = MODEL.rate([[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in estimates],
                               ranks=[ranks[seat] for seat, _player in found])
            for (seat, player), (mu, sigma), (new,) in zip(found, estimates, after, strict=True):
                rating = ratings.get((player, variant)) or Rating(player_id=player, ruleset=ruleset, variant=variant,
                                                                  games=0, wins=0)
                ratings[player, variant] = rating
                rating.mu, rating.sigma = new.mu, new.sigma
                rating.shown = scale.shown(new.mu, new.sigma)
                rating.games += 1
                rating.wins += ranks[seat] == 1
                rating.last_game_id = game_id
                changes.append((game_id, player, variant, seat, ranks[seat], len(found), mu, sigma, new.mu, new.sigma,
                                scale.shown(mu, sigma), rating.shown, rating.games, finished_at))
            markers.append((game_id, variant, ladder.dealt_with, RatedGame.Result.COUNTED, ""))
        _write(ruleset, now, ratings, existed, changes, markers)
        ladder.save(update_fields=["dealt_with"])
        ids = [game_id for game_id, _finished, _outcome, _options in games]
        for start in range(0, len(ids), 10_000):  # their game-over emails waited for the ratings
            outbox.release_game_over(ids[start:start + 10_000])
    return len(games)


def _write(ruleset: str, now, ratings: dict[tuple[int, str], Rating], existed: set[tuple[int, str]],
           changes: list[tuple], markers: list[tuple]) -> None:
    stamp = now.isoformat()
    # New ratings get their ids in the order the live rater would have saved them first: by the
    # first change that names them.
    first_seen: dict[tuple[int, str], int] = {}
    for index, change in enumerate(changes):
        first_seen.setdefault((change[1], change[2]), index)
    new = sorted((ladder for ladder in ratings if ladder not in existed), key=first_seen.__getitem__)
    copy_rows(Rating, ["player_id", "ruleset", "variant", "mu", "sigma", "shown", "games", "wins", "last_game_id",
                       "updated_at"],
              "".join(f"{r.player_id}\t{ruleset}\t{r.variant}\t{r.mu!r}\t{r.sigma!r}\t{r.shown}\t{r.games}\t{r.wins}\t"
                      f"{COPY_NULL if r.last_game_id is None else r.last_game_id}\t{stamp}\n"
                      for r in (ratings[ladder] for ladder in new)))
    moved = [ratings[ladder] for ladder in existed if ladder in first_seen]  # rated before, and again now
    for rating in moved:
        rating.updated_at = now
    Rating.objects.bulk_update(moved, ["mu", "sigma", "shown", "games", "wins", "last_game", "updated_at"],
                               batch_size=1000)
    copy_rows(RatingChange, ["game_id", "player_id", "ruleset", "variant", "seat", "rank", "players", "mu_before",
                             "sigma_before", "mu_after", "sigma_after", "shown_before", "shown_after", "games_after",
                             "finished_at"],
              "".join(f"{g}\t{p}\t{ruleset}\t{v}\t{s}\t{rk}\t{n}\t{mb!r}\t{sb!r}\t{ma!r}\t{sa!r}\t{hb}\t{ha}\t{ga}\t"
                      f"{fin.isoformat()}\n" for g, p, v, s, rk, n, mb, sb, ma, sa, hb, ha, ga, fin in changes))
    copy_rows(RatedGame, ["game_id", "ruleset", "variant", "position", "result", "reason", "rated_at"],
              "".join(f"{g}\t{ruleset}\t{v}\t{pos}\t{result}\t{reason}\t{stamp}\n"
                      for g, v, pos, result, reason in markers))
    with connection.cursor() as cursor:  # what the rows just written look like, as autovacuum would tell the planner
        cursor.execute("ANALYZE ratings_rating, ratings_ratingchange, ratings_ratedgame")
