"""The ratings at scale: rate a database of games filled by ``manage.py fill_games``, then time
the leaderboards.

    .venv/bin/python bench/leaderboard.py                    # 10,000 games in ravenpost_leaderboard
    .venv/bin/python bench/leaderboard.py --games 100000 --runs 50

The database (``ravenpost_leaderboard``, or ``DATABASE_URL``) is filled when it holds no game and
reused otherwise. Every finished game of the fill is marked rated (the fill's seats all hold
players), then rated by ``ratings.services.rate_pending``, rule set by rule set (each game's
outcome folded from its events, as live: the fill writes no snapshot of a finished game, so every
event is read). Printed: the rating's time and games per second; then p50/p99 in milliseconds of

- ``api first page``: ``GET /api/ratings/{ruleset}/?limit=50``;
- ``api deep page``: the same after a cursor near the end of the order;
- ``page``: ``GET /ratings/{ruleset}/`` signed in (the reader's rank counted), and its last page;
- ``player``: ``GET /api/players/{id}/ratings/`` of the busiest player;
- ``index``: ``GET /ratings/``;

and last, ``manage.py recompute_ratings`` of the biggest rule set, timed once.
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

from bench._db import prepare  # noqa: E402


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
    args = parser.parse_args()
    prepare()

    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection
    from django.db.models import Count
    from django.test import Client

    from games.api import pagination
    from games.models import Game
    from ratings import services
    from ratings.models import Rating, RatingChange

    # The pages name their style sheets; production's manifest storage needs collectstatic, which
    # a bench need not run: the plain storage gives the same addresses, unhashed.
    settings.STORAGES["staticfiles"]["BACKEND"] = "django.contrib.staticfiles.storage.StaticFilesStorage"
    if not Game.objects.exists():
        started = time.monotonic()
        call_command("fill_games", games=args.games)
        print(f"fill: {time.monotonic() - started:.0f} s")
    marked = Game.objects.filter(status=Game.Status.FINISHED, rated=False).update(rated=True)
    print(f"games: {Game.objects.count()}, finished and rated: {Game.objects.filter(rated=True).count()} "
          f"({marked} newly marked)")

    started = time.monotonic()
    dealt = sum(services.rate_pending(ruleset) for ruleset in services.rulesets_pending())
    seconds = time.monotonic() - started
    if dealt:
        print(f"rating: {dealt} games in {seconds:.1f} s ({dealt / seconds:.0f} games/s)")
    with connection.cursor() as cursor:  # the planner's statistics of the tables just written, as autovacuum would
        cursor.execute("ANALYZE ratings_rating, ratings_ratingchange")
    counts = dict(Rating.objects.values_list("ruleset").annotate(n=Count("pk")).values_list("ruleset", "n"))
    print(f"ratings: {counts}, changes: {RatingChange.objects.count()}")

    ruleset = max(counts, key=counts.get)
    busiest = (RatingChange.objects.filter(ruleset=ruleset).values("player_id").annotate(n=Count("pk"))
               .order_by("-n").first()["player_id"])
    middle = Rating.objects.filter(ruleset=ruleset).order_by("-shown", "player_id")[counts[ruleset] // 2]
    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(middle.player)
    near_end = Rating.objects.filter(ruleset=ruleset).order_by("-shown", "player_id")[max(0, counts[ruleset] - 60)]
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

    started = time.monotonic()
    count = services.recompute(ruleset)
    print(f"\nrecompute_ratings {ruleset}: {count} games in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
