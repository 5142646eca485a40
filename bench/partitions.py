"""The event table partitioned by game id against the plain table it replaced.

    .venv/bin/python bench/partitions.py                   # 1,000 games in each database, 30 moves a round
    .venv/bin/python bench/partitions.py --games 3000 --runs 45 --rounds 3

Two databases filled alike (``manage.py fill_games``, same seed): ``ravenpost_partitions_on``
at the newest migration (``games_event`` partitioned, migration 0009) and
``ravenpost_partitions_off`` held at 0008 (the plain table). Each is made and filled when it
holds no game, and reused otherwise. Then, round by round, alternating the two databases in
child processes (a shared machine's load comes and goes: both see the same; each goes first
every other round), it times with
p50/p99 in milliseconds:

- ``move``: ``submit_move`` of a legal move on active games not moved since the fill
  (``bench/scale.py``'s ``measure_moves``: as many games of each rule set), then, once those run
  out (the databases are reused), on any active game;
- ``joined read``: ``read_game`` (the game, its seats and players, one statement);
- ``fold read``: ``state_after`` up to the game's seq (its newest snapshot and the events after
  it: a finished game of the fill has none, so every event of it is read);
- ``event page``: ``events(game, limit=100)``, what ``GET /api/games/{id}/events/`` reads.

Last, the conversion itself: a copy of the plain database (``CREATE DATABASE … TEMPLATE``) is
migrated to 0009 and the time printed, with the number of events converted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.scale import BASE_URL, measure_moves, percentiles  # noqa: E402

ON, OFF = "ravenpost_partitions_on", "ravenpost_partitions_off"
BEFORE = "0008_seat_emails_muted"
READS = 200


def set_up(database: str, games: int, partitioned: bool) -> None:
    os.environ["DATABASE_URL"] = BASE_URL + database
    if partitioned:
        from bench._db import prepare

        prepare()  # every migration
    else:  # every migration but games 0009, made before any game (its table is empty then)
        import psycopg

        from bench._db import production_env

        production_env()
        with psycopg.connect(BASE_URL + "postgres", autocommit=True) as conn:
            if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (database,)).fetchone():
                conn.execute(f'CREATE DATABASE "{database}"')
        import django

        django.setup()
    from django.core.management import call_command

    from games.models import Game
    from games.store import partitions

    if not partitioned and (partitions.newest_game_id() == 0 if "games_game" in _tables() else True):
        call_command("migrate", verbosity=0)
        call_command("migrate", "games", BEFORE, verbosity=0)
    if not Game.objects.exists():
        print(f"filling {database} with {games} games …", flush=True)
        call_command("fill_games", games=games, seed=22)
        from bench._db import vacuum_if_no_autovacuum

        vacuum_if_no_autovacuum(os.environ["DATABASE_URL"])
    assert partitions.is_partitioned() == partitioned


def _tables() -> list[str]:
    from django.db import connection

    return connection.introspection.table_names()


def timed_reads(runs: int) -> dict[str, list[float]]:
    from games.models import Game
    from games.rulesets import registry
    from games.store import event_store

    store = event_store()
    games = list(Game.objects.exclude(status=Game.Status.WAITING).order_by("?")[:runs])
    samples: dict[str, list[float]] = {"joined read": [], "fold read": [], "event page": []}
    for game in games[:5]:  # statements prepared on this connection first
        store.read_game(game.pk, lock=False)
        store.state_after(game.pk, registry().get(game.ruleset).rules_version, game.seq)
        store.events(game.pk, limit=100)
    for game in games:
        version = registry().get(game.ruleset).rules_version
        for name, action in (("joined read", lambda: store.read_game(game.pk, lock=False)),  # noqa: B023
                             ("fold read", lambda: store.state_after(game.pk, version, game.seq)),  # noqa: B023
                             ("event page", lambda: store.events(game.pk, limit=100))):  # noqa: B023
            start = time.perf_counter()
            action()
            samples[name].append(time.perf_counter() - start)
    return samples


def moves(runs: int) -> list[tuple[str, float]]:
    """``bench/scale.py``'s ``measure_moves`` while it finds enough games as the fill left them;
    then a move on any active game (one an earlier run moved folds the few events after its
    snapshot: the same work on both databases, which are filled and moved alike)."""
    fresh = measure_moves(runs)
    if len(fresh) >= runs:
        return fresh
    import random

    from games import services
    from games.models import Game, Seat
    from games.services.queries import legal_moves

    games = list(Game.objects.filter(status=Game.Status.ACTIVE))
    random.shuffle(games)
    samples = []
    for game in games[:runs - len(fresh) + 5]:
        seat = Seat.objects.select_related("player").get(game=game, seat=game.to_move[0])
        move = legal_moves(game, seat.seat)[0]
        start = time.perf_counter()
        services.submit_move(game_id=game.pk, player=seat.player, move=move, expected_seq=game.seq)
        samples.append((game.ruleset, time.perf_counter() - start))
    return fresh + samples[5:]


def child(database: str, runs: int) -> None:
    os.environ["DATABASE_URL"] = BASE_URL + database
    from bench._db import production_env

    production_env()
    import django

    django.setup()
    samples = timed_reads(READS)
    samples["move"] = [seconds for _ruleset, seconds in moves(runs)]
    print(json.dumps(samples))


def conversion(games: int) -> None:
    import psycopg

    copy = "ravenpost_partitions_convert"
    with psycopg.connect(BASE_URL + "postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{copy}"')
        conn.execute(f'CREATE DATABASE "{copy}" TEMPLATE "{OFF}"')
    try:
        with psycopg.connect(BASE_URL + copy) as conn:
            events = conn.execute("SELECT count(*) FROM games_event").fetchone()[0]
        env = {**os.environ, "DATABASE_URL": BASE_URL + copy}
        start = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "manage.py"), "migrate", "games", "0009", "-v0"], env=env, check=True)
        print(f"conversion (migration 0009) of {events} events of {games} games: "
              f"{time.perf_counter() - start:.1f} s (manage.py migrate, process start included)", flush=True)
    finally:
        with psycopg.connect(BASE_URL + "postgres", autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{copy}"')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1_000)
    parser.add_argument("--runs", type=int, default=30, help="moves per database and round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--prepare", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.runs)
        return
    if args.prepare:
        set_up(args.prepare, args.games, partitioned=args.prepare == ON)
        return
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}", flush=True)
    for database in (ON, OFF):  # one process each: Django has one default database per process
        subprocess.run([sys.executable, __file__, "--prepare", database, "--games", str(args.games)], check=True)
    samples: dict[str, dict[str, list[float]]] = {ON: {}, OFF: {}}
    for number in range(args.rounds):
        for database in (ON, OFF) if number % 2 == 0 else (OFF, ON):  # neither always first
            out = subprocess.run([sys.executable, __file__, "--child", database, "--runs", str(args.runs)],
                                 check=True, capture_output=True, text=True).stdout
            for name, values in json.loads(out.strip().splitlines()[-1]).items():
                samples[database].setdefault(name, []).extend(values)
    for name in samples[ON]:
        on, off = samples[ON][name], samples[OFF][name]
        (on50, on99), (off50, off99) = percentiles(on), percentiles(off)
        print(f"{name:<12} partitioned p50 {on50:7.2f} ms p99 {on99:7.2f} ms | plain p50 {off50:7.2f} ms "
              f"p99 {off99:7.2f} ms | p50 ratio {statistics.median(on) / statistics.median(off):.2f}"
              f"  ({len(on)}/{len(off)} runs)", flush=True)
    conversion(args.games)


if __name__ == "__main__":
    main()
