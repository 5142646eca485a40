"""The ratings at scale: rate a database of games filled by ``manage.py fill_games``, then time
the leaderboards.

    .venv/bin/python bench/leaderboard.py                    # 10,000 games in ravenpost_leaderboard
    .venv/bin/python bench/leaderboard.py --games 100000 --runs 50 [--rater bulk] [--live-sample 300]

The database (``ravenpost_leaderboard``, or ``DATABASE_URL``) is filled when it holds no game
(``fill_games --restore-mode``: triggers off and the event table's actor index built at the end,
the same tables and indexes as a live database) and reused otherwise. Every finished game of the
fill is marked rated (the fill's seats all hold players), then rated rule set by rule set:

- ``--rater live`` (the default): by ``ratings.services.rate_pending``, each game's outcome folded
  from its events, as live (the fill writes no snapshot of a finished game, so every event is
  read): 80,093 games of a 100,000-game fill in 840 s (95 a second, Grænaland's 44) on this
  machine, shared and at nice 19;
- ``--rater bulk``: first the ``--live-sample`` oldest pending games of each rule set by
  ``rate_pending`` (timed: the live rater's speed at this size), then the rest by
  ``ratings.bulk.rate_pending_bulk``, which writes the same rows (``tests/ratings/test_bulk.py``)
  from ``Game.outcome`` instead of a fold; before it, the fold of a sample of games is checked to
  give their ``Game.outcome``.

Printed: the rating's time and games per second; then p50/p99 in milliseconds of

- ``api first page``: ``GET /api/ratings/{ruleset}/?limit=50``;
- ``api deep page``: the same after a cursor near the end of the order;
- ``page``: ``GET /ratings/{ruleset}/`` signed in (the reader's rank counted), and its last page;
- ``player``: ``GET /api/players/{id}/ratings/`` of the busiest player;
- ``index``: ``GET /ratings/``;

and last, ``manage.py recompute_ratings`` of the biggest rule set (``--recompute`` names another,
``none`` skips it), timed once: it is the live rater, folding every game.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/ravenpost_leaderboard")

from bench._db import prepare, vacuum_if_no_autovacuum  # noqa: E402

# What the measured reads and the rater read (the event table only through the fold, by game id):
# vacuumed after the rating, as autovacuum would after so many inserts (visibility map included).
READ_TABLES = ("ratings_rating", "ratings_ratingchange", "ratings_ratedgame", "ratings_ladder", "games_game",
               "games_seat", "players_player")


def percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return f"p50 {statistics.median(ordered):7.1f} ms   p99 {p99:7.1f} ms   ({len(ordered)} runs)"


def timed(runs: int, call) -> list[float]:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        call()
        samples.append((time.perf_counter() - started) * 1000)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10_000, help="games to fill when the database is empty")
    parser.add_argument("--runs", type=int, default=30, help="requests timed per measure")
    parser.add_argument("--rater", choices=["live", "bulk"], default="live",
                        help="rate the filled games with rate_pending (live) or ratings.bulk (bulk)")
    parser.add_argument("--live-sample", type=int, default=300,
                        help="with --rater bulk: games per rule set rated live first, timed")
    parser.add_argument("--recompute", default="", help="the rule set recomputed (default: the biggest; none: skip)")
    args = parser.parse_args()
    url = prepare(vacuum=False)

    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection
    from django.db.models import Count
    from django.test import Client

    from games.api import pagination
    from games.models import Game
    from ratings import services
    from ratings.models import Rating, RatingChange
    from ratings.variants import STANDARD

    # The pages name their style sheets; production's manifest storage needs collectstatic, which
    # a bench need not run: the plain storage gives the same addresses, unhashed.
    settings.STORAGES["staticfiles"]["BACKEND"] = "django.contrib.staticfiles.storage.StaticFilesStorage"
    if not Game.objects.exists():
        started = time.monotonic()
        call_command("fill_games", games=args.games, restore_mode=True)
        print(f"fill: {time.monotonic() - started:.0f} s")
    marked = Game.objects.filter(status=Game.Status.FINISHED, rated=False).update(rated=True)
    print(f"games: {Game.objects.count()}, finished and rated: {Game.objects.filter(rated=True).count()} "
          f"({marked} newly marked)")

    if args.rater == "live":
        started = time.monotonic()
        dealt = sum(services.rate_pending(ruleset) for ruleset in services.rulesets_pending())
        seconds = time.monotonic() - started
        if dealt:
            print(f"rating (live): {dealt} games in {seconds:.1f} s ({dealt / seconds:.1f} games/s)")
    else:
        rate_in_bulk(args.live_sample)
    with connection.cursor() as cursor:  # the planner's statistics of the tables just written, as autovacuum would
        cursor.execute("ANALYZE ratings_rating, ratings_ratingchange")
    vacuum_if_no_autovacuum(url, READ_TABLES)
    # The standard ladders, which the addresses without ?variant= read (a fill plays default options).
    standard = Rating.objects.filter(variant=STANDARD)
    counts = dict(standard.values_list("ruleset").annotate(n=Count("pk")).values_list("ruleset", "n"))
    print(f"ratings: {counts}, changes: {RatingChange.objects.count()}")

    ruleset = max(counts, key=counts.get)
    busiest = (RatingChange.objects.filter(ruleset=ruleset, variant=STANDARD).values("player_id")
               .annotate(n=Count("pk")).order_by("-n").first()["player_id"])
    middle = standard.filter(ruleset=ruleset).order_by("-shown", "player_id")[counts[ruleset] // 2]
    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(middle.player)
    near_end = standard.filter(ruleset=ruleset).order_by("-shown", "player_id")[max(0, counts[ruleset] - 60)]
    cursor = pagination.encode_cursor(near_end.shown, near_end.player_id)
    last_page = (counts[ruleset] + 49) // 50

    def get(url: str):
        def call():
            response = client.get(url)
            assert response.status_code == 200, (url, response.status_code)
        return call

    print(f"\n{ruleset}: {counts[ruleset]} rated players; signed in as the median player")
    for name, url in [
        ("api first page", f"/api/ratings/{ruleset}/?limit=50"),
        ("api deep page", f"/api/ratings/{ruleset}/?limit=50&cursor={cursor}"),
        ("page (signed in)", f"/ratings/{ruleset}/"),
        ("page, last", f"/ratings/{ruleset}/?page={last_page}"),
        ("player (busiest)", f"/api/players/{busiest}/ratings/"),
        ("index", "/ratings/"),
    ]:
        get(url)()  # warm
        print(f"{name:18} {percentiles(timed(args.runs, get(url)))}")

    recomputed = args.recompute or ruleset
    if recomputed != "none":
        started = time.monotonic()
        count = services.recompute(recomputed)
        seconds = time.monotonic() - started
        print(f"\nrecompute_ratings {recomputed}: {count} games in {seconds:.1f} s ({count / seconds:.1f} games/s)")


def rate_in_bulk(sample: int) -> None:
    """The ``--live-sample`` oldest pending games of each rule set by the live rater, timed; then
    the rest by the bulk rater, after checking on a sample that a game's fold gives its outcome."""
    from games.models import Game
    from games.services.reads import load_state, ruleset_for
    from ratings import bulk, services

    pending = services.pending_games()
    checked = list(pending.order_by("?")[:100])
    wrong = [game.pk for game in checked if ruleset_for(game).outcome(load_state(game)) != game.outcome]
    assert not wrong, f"Game.outcome is not the fold's outcome in games {wrong}: rate them live"
    print(f"checked: the fold of {len(checked)} random pending games gives their Game.outcome")
    live_dealt, live_seconds = 0, 0.0
    for ruleset in services.rulesets_pending():
        later = list(services.pending_games(ruleset)[sample:].values_list("pk", flat=True))
        Game.objects.filter(pk__in=later).update(rated=False)  # hidden from the live rater for a moment
        started = time.monotonic()
        dealt = services.rate_pending(ruleset)
        seconds = time.monotonic() - started
        Game.objects.filter(pk__in=later).update(rated=True)
        print(f"rating (live) {ruleset}: {dealt} games in {seconds:.1f} s ({dealt / seconds:.1f} games/s)")
        live_dealt, live_seconds = live_dealt + dealt, live_seconds + seconds
    started = time.monotonic()
    dealt = sum(bulk.rate_pending_bulk(ruleset) for ruleset in services.rulesets_pending())
    seconds = time.monotonic() - started
    print(f"rating (bulk): {dealt} games in {seconds:.1f} s ({dealt / seconds:.0f} games/s); "
          f"the live rater at its rate would take {dealt * live_seconds / max(1, live_dealt) / 60:.0f} min")


if __name__ == "__main__":
    main()
