"""The scans, lists and a move on a database of many games (a hundred thousand games).

    .venv/bin/python bench/scale.py                      # 100,000 games in ravenpost_scale, 1,000 in ravenpost_scale_small
    .venv/bin/python bench/scale.py --games 10000 --runs 30
    .venv/bin/python bench/scale.py --compare-moves --runs 45       # only the move on both databases

Each database is created, migrated and filled (``manage.py fill_games``) when it holds no game;
a filled one is reused as it is (drop it to fill again). On the large one, each of these is run
``--runs`` times and printed with its p50 and p99 (milliseconds):

- ``deadline scan: select`` and ``reminder scan: select``: the two selections of
  ``notifications.deadlines.scan`` (the seats whose deadline passed; those due within
  ``REMINDER_BEFORE_HOURS`` not yet reminded), as it builds them;
- ``deadline + reminder scan``: the whole ``scan()``, timeouts applied and reminders written,
  in a transaction rolled back after each run (so each run finds the same work; its counts are
  printed);
- ``digest``: ``send_due_digests`` at 23:00 UTC (every player's hour has come), rolled back;
- ``GET /api/games/``: a player's game list through the API (the player with the most games,
  and a player with a median number), and ``GET /api/games/open/`` (the lobby);
- ``admin game list``: Django admin's game changelist as a superuser, unfiltered and with each
  filter (status, rule set, stuck);
- ``move``: ``submit_move`` of a legal move on ``--runs`` different active games not moved since
  the fill, as many of each rule set, after five
  untimed ones (committed: each run leaves one more move in the bench database).

Then the move is measured again on each database in child processes (Django has one default
database per process), alternated over three rounds so both see the same machine, and the ratio
of the p50s printed per rule set and as their geometric mean: a move's cost must not depend on
how many games the database holds.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BASE_URL = "postgres://postgres@127.0.0.1:5432/"
LARGE_GAMES = 0  # the games in the large database, as counted


def percentiles(samples: list[float]) -> tuple[float, float]:
    """p50 and p99 in milliseconds (p99: the nearest rank, the largest sample under 100 runs)."""
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return statistics.median(ordered) * 1000, p99 * 1000


def timed(runs: int, action: Callable[[int], object]) -> tuple[list[float], object]:
    samples, result = [], None
    for index in range(runs):
        start = time.perf_counter()
        result = action(index)
        samples.append(time.perf_counter() - start)
    return samples, result


def report(name: str, samples: list[float], note: str = "") -> dict:
    p50, p99 = percentiles(samples)
    print(f"{name:<44} p50 {p50:9.1f} ms   p99 {p99:9.1f} ms   ({len(samples)} runs){note}", flush=True)
    return {"name": name, "p50_ms": round(p50, 2), "p99_ms": round(p99, 2), "runs": len(samples)}


def set_up(database: str, games: int) -> None:
    """Create, migrate and (if it has no game) fill ``database``, and set Django up on it."""
    os.environ["DATABASE_URL"] = BASE_URL + database
    from bench._db import prepare

    prepare()
    from django.core.management import call_command

    from games.models import Game

    if not Game.objects.exists():
        print(f"filling {database} with {games} games …", flush=True)
        call_command("fill_games", games=games)
        from bench._db import vacuum_if_no_autovacuum

        vacuum_if_no_autovacuum(os.environ["DATABASE_URL"])
    from django.conf import settings

    # One client makes all the requests here: the per-token rate limits would stop it.
    settings.API_RATE_MOVES = settings.API_RATE_WRITES = settings.API_RATE_READS = 0
    settings.API_RATE_PER_ADDRESS = 0
    # The test clients' host; and pages name their static files without a collectstatic manifest.
    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, "testserver"]
    settings.STORAGES = {**settings.STORAGES,
                         "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}


def rolled_back(action: Callable[[], object]) -> object:
    from django.db import transaction

    with transaction.atomic():
        result = action()
        transaction.set_rollback(True)
    return result


def measure_moves(runs: int) -> list[tuple[str, float]]:
    """``submit_move`` of one legal move on each of ``runs`` active games, timed alone: (rule set,
    seconds) of each."""
    from django.db.models import Exists, OuterRef

    from games import services
    from games.models import Game, Seat, Snapshot
    from games.rulesets import registry
    from games.services.queries import legal_moves

    # The first moves of a process pay for what it sets up once (statements prepared per
    # connection, the rule sets' caches): a few untimed moves first, so both databases are
    # measured warm.
    warm_up = 5  # one game of each rule set
    # The same number of games of each rule set (a move's cost differs by rule set far more than
    # by database size: a few dozen games drawn at random would compare mixes, not databases),
    # taken in turns, and only games as the fill left them (a snapshot at their last seq): one
    # that an earlier run moved folds its events since the snapshot.
    at_snapshot = Snapshot.objects.filter(game=OuterRef("pk"), seq=OuterRef("seq"))
    rulesets = registry().ids()
    each = -(-(runs + warm_up) // len(rulesets))
    drawn = [list(Game.objects.filter(Exists(at_snapshot), status=Game.Status.ACTIVE, ruleset=ruleset)
                  .order_by("?")[:each]) for ruleset in rulesets]
    games = [game for turn in itertools.zip_longest(*drawn) for game in turn if game is not None][:runs + warm_up]
    if len(games) < runs + warm_up:
        from django.db import connection

        raise SystemExit(f"{connection.settings_dict['NAME']} has only {len(games)} active games left as the fill "
                         f"left them ({runs + warm_up} wanted: each run moves some): drop it to fill it again, "
                         "or ask for fewer --runs")
    plans = []
    for game in games:
        seat = Seat.objects.select_related("player").get(game=game, seat=game.to_move[0])
        plans.append((game.ruleset, game.pk, seat.player, legal_moves(game, seat.seat)[0], game.seq))
    samples = []
    before = block_counts()  # closes the connection: before the warm-up, which opens it again
    for ruleset, game_id, player, move, seq in plans:
        start = time.perf_counter()
        services.submit_move(game_id=game_id, player=player, move=move, expected_seq=seq)
        samples.append((ruleset, time.perf_counter() - start))
    after = block_counts()
    MOVE_BLOCKS.update({kind: after[kind] - before.get(kind, 0) for kind in after}, moves=len(plans))
    return samples[warm_up:]


MOVE_BLOCKS: dict[str, int] = {}  # the blocks all moves of ``measure_moves`` (warm-up too) read and hit


def block_counts() -> dict[str, int]:
    """The database's blocks found in PostgreSQL's shared buffers (``hit``) and read from outside
    them (``read``: the OS cache or the disk), this connection's own counts flushed first: its
    session closed (a backend flushes its statistics when it exits) and read from a fresh one.
    Nothing else writes to a bench database while it is measured (autovacuum is off here)."""
    import psycopg
    from django.db import connection

    connection.close()
    url = os.environ["DATABASE_URL"]
    with psycopg.connect(url, autocommit=True) as conn:
        time.sleep(0.5)  # the closed backend's exit flushes its counts shortly after
        conn.execute("SELECT pg_stat_clear_snapshot()")
        read, hit = conn.execute(
            "SELECT blks_read, blks_hit FROM pg_stat_database WHERE datname = current_database()").fetchone()
        counts = {"read": read, "hit": hit}
        # Per table and index (partitions under their own names), to say where a difference goes.
        for name, read, hit in conn.execute(
                "SELECT relname, heap_blks_read, heap_blks_hit FROM pg_statio_user_tables "
                "UNION ALL SELECT indexrelname, idx_blks_read, idx_blks_hit FROM pg_statio_user_indexes"):
            counts[f"{name}:read"], counts[f"{name}:hit"] = read or 0, hit or 0
    return counts


def measure_all(runs: int) -> list[dict]:
    from django.db.models import Count
    from django.test import Client
    from django.utils import timezone
    from rest_framework.test import APIClient

    from games.models import Event, Game, Seat
    from notifications import deadlines
    from notifications.digests import send_due_digests
    from players.models import Player
    from players.services import get_or_create_player, issue_token

    results = []
    global LARGE_GAMES
    LARGE_GAMES = Game.objects.count()
    print(f"{LARGE_GAMES} games, {Event.objects.count()} events, {Player.objects.count()} players, "
          f"{Seat.objects.filter(is_to_move=True).count()} seats to move", flush=True)

    now = timezone.now()
    # The two selections of deadlines.scan (notifications/deadlines.py).
    samples, found = timed(runs, lambda _: len(list(deadlines.past_deadline(now))))
    results.append(report("deadline scan: select", samples, f"  {found} seats due"))
    samples, found = timed(runs, lambda _: len(list(deadlines.reminder_candidates(now))))
    results.append(report("reminder scan: select", samples, f"  {found} seats to remind"))
    scan_runs = max(3, runs // 10)
    samples, counts = timed(scan_runs, lambda _: rolled_back(lambda: deadlines.scan(now=now)))
    results.append(report("deadline + reminder scan (rolled back)", samples, f"  {counts}"))

    # The steady state: the scan of the next minute, once this one's reminders and timeouts are
    # written (in a transaction rolled back after, as above).
    def next_minute() -> tuple[list[float], tuple[int, int]]:
        deadlines.scan(now=now)
        later = now + timedelta(minutes=1)
        samples, candidates = timed(runs, lambda _: len(list(deadlines.reminder_candidates(later))))
        return samples, (candidates, deadlines.scan(now=later)["reminders"])

    samples, (candidates, sent) = rolled_back(next_minute)
    results.append(report("reminder scan: select, a minute later", samples,
                          f"  {candidates} seats looked at, {sent} reminded"))

    evening = now.replace(hour=23, minute=0)
    samples, sent = timed(scan_runs, lambda _: rolled_back(lambda: send_due_digests(now=evening)))
    results.append(report("digest (rolled back)", samples, f"  {sent} digests"))

    by_games = list(Seat.objects.filter(player__isnull=False).values("player").annotate(n=Count("id")).order_by("-n"))
    for label, row in (("most games", by_games[0]), ("median", by_games[len(by_games) // 2])):
        player = Player.objects.get(pk=row["player"])
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {issue_token(player)}")
        assert client.get("/api/games/").status_code == 200
        samples, _ = timed(runs, lambda _, c=client: c.get("/api/games/"))
        results.append(report(f"GET /api/games/ ({label}: {row['n']} games)", samples))
        samples, _ = timed(runs, lambda _, c=client: c.get("/api/games/?status=active"))
        results.append(report(f"GET /api/games/?status=active ({label})", samples))
    samples, _ = timed(runs, lambda _: client.get("/api/games/open/"))
    results.append(report("GET /api/games/open/ (lobby)", samples))

    admin, _created = get_or_create_player("scale-admin@example.org")
    Player.objects.filter(pk=admin.pk).update(is_staff=True, is_superuser=True)
    browser = Client()
    browser.force_login(Player.objects.get(pk=admin.pk))
    for query in ("", "?status__exact=active", "?ruleset=graenaland", "?stuck=deadline", "?stuck=idle7",
                  "?q=player1"):
        response = browser.get(f"/admin/games/game/{query}")
        assert response.status_code == 200, (query, response.status_code)
        samples, _ = timed(runs, lambda _, q=query: browser.get(f"/admin/games/game/{q}"))
        results.append(report(f"admin game list {query or '(all)'}", samples))

    results.append(report("move (submit_move)", [seconds for _ruleset, seconds in measure_moves(runs)]))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--database", default="ravenpost_scale")
    parser.add_argument("--small-games", type=int, default=1_000)
    parser.add_argument("--small-database", default="ravenpost_scale_small")
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--compare-moves", action="store_true",
                        help="only the move on each database, alternated (skip the scans and lists)")
    parser.add_argument("--moves-only", action="store_true", help=argparse.SUPPRESS)  # child processes
    parser.add_argument("--prepare-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.prepare_only:
        set_up(args.database, args.games)
        return
    if args.moves_only:  # the database is ready: set Django up on it, nothing more
        os.environ["DATABASE_URL"] = BASE_URL + args.database
        from bench._db import production_env

        production_env()
        import django

        django.setup()
        print(json.dumps({"moves": measure_moves(args.runs), "blocks": MOVE_BLOCKS}))
        return
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}", flush=True)
    set_up(args.database, args.games)
    global LARGE_GAMES
    if args.compare_moves:
        from games.models import Game

        LARGE_GAMES = Game.objects.count()
    else:
        measure_all(args.runs)
    # The move on each database in child processes, alternated round by round, so that both
    # see the same machine (other work on a shared machine comes and goes).
    subprocess.run([sys.executable, __file__, "--prepare-only", "--database", args.small_database, "--games",
                    str(args.small_games)], check=True)
    samples: dict[str, list[float]] = {args.database: [], args.small_database: []}
    blocks = {database: {"read": 0, "hit": 0, "moves": 0} for database in samples}
    rounds = 3
    for _round in range(rounds):
        for database in samples:
            child = subprocess.run(
                [sys.executable, __file__, "--moves-only", "--database", database,
                 "--runs", str(max(1, args.runs // rounds))],
                check=True, capture_output=True, text=True)
            answer = json.loads(child.stdout.strip().splitlines()[-1])
            samples[database] += answer["moves"]
            for kind, count in answer["blocks"].items():
                blocks[database][kind] = blocks[database].get(kind, 0) + count
    large, small = samples[args.database], samples[args.small_database]
    report(f"move, alternated: {LARGE_GAMES} games", [seconds for _ruleset, seconds in large])
    report(f"move, alternated: {args.small_games} games", [seconds for _ruleset, seconds in small])
    # Where the difference goes: a move's blocks found in shared buffers and read from outside
    # them (the OS cache, or the disk), per move on each database.
    for database, games in ((args.database, LARGE_GAMES), (args.small_database, args.small_games)):
        moves = blocks[database]["moves"]
        print(f"  blocks per move with {games} games: {blocks[database]['hit'] / moves:.1f} in shared buffers, "
              f"{blocks[database]['read'] / moves:.1f} read from outside them", flush=True)
    per_move = {database: {kind: count / blocks[database]["moves"] for kind, count in blocks[database].items()
                           if ":" in kind} for database in blocks}
    differences = sorted(((per_move[args.database].get(kind, 0) - per_move[args.small_database].get(kind, 0), kind)
                          for kind in per_move[args.database].keys() | per_move[args.small_database].keys()),
                         key=lambda pair: -abs(pair[0]))
    print("  the largest differences per move (large − small), by table or index:", ", ".join(
        f"{kind} {difference:+.1f}" for difference, kind in differences[:8] if abs(difference) >= 0.5), flush=True)
    # Per rule set (the p50 of a mix jumps between the rule sets' clusters), then their geometric mean.
    ratios = []
    for ruleset in sorted({ruleset for ruleset, _seconds in large + small}):
        on_large = [seconds for name, seconds in large if name == ruleset]
        on_small = [seconds for name, seconds in small if name == ruleset]
        if on_large and on_small:
            ratios.append(statistics.median(on_large) / statistics.median(on_small))
            print(f"  {ruleset:<12} p50 {statistics.median(on_large) * 1000:7.1f} ms / "
                  f"{statistics.median(on_small) * 1000:7.1f} ms = {ratios[-1]:.2f}")
    print(f"move p50 with {LARGE_GAMES} games / with {args.small_games} games, geometric mean over the rule "
          f"sets: {statistics.geometric_mean(ratios):.2f}")

if __name__ == "__main__":
    main()
