"""One-request moves and 304 reads through the real HTTP stack, beside the naive DRF anchor.

    .venv/bin/python bench/one_request.py [--users 8] [--seconds 20] [--workers 5] [--threads 4]

In one run, on this machine, with the same load generator (locust, ``bench/locust_one_request.py``)
and the same gunicorn settings for both servers:

1. Ravenpost's one-request move (``POST …/moves/?return=view,legal-moves``, a bot against the
   autopilot) beside the naive DRF move of ``/work/shared/anchors/naive_drf_move/`` (its README
   says what it is and how it runs; its code stays there and is only started from there);
2. Ravenpost's ``GET …/view/`` with a current ``If-None-Match`` (a 304) beside the anchor's bare
   DRF ``GET /api/ping``.

Prints each rate, its p50/p99, and the ratio Ravenpost / anchor (targets: at least 0.8). The
anchor's database, ``naive_drf``, is created from its ``schema.sql`` when missing. Rate limits are
raised out of the way (every user comes from one address). Figures, not assertions.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._db import BENCH_REDIS_URL, ROOT, flush_bench_queue, prepare  # noqa: E402
from bench.http_load import wait_until_up  # noqa: E402

ANCHOR_DIR = Path(os.environ.get("RAVENPOST_ANCHOR_DIR", "/work/shared/anchors/naive_drf_move"))
PORT, ANCHOR_PORT = 8765, 8766
# The load generator: the project's (pip install -e '.[bench]') unless RAVENPOST_LOCUST names another.
LOCUST = os.environ.get("RAVENPOST_LOCUST", str(ROOT / ".venv/bin/locust"))


def anchor_database(url: str) -> str:
    """The anchor's database next to the bench's (same server), created from its schema if missing."""
    import psycopg

    base = url.rsplit("/", 1)[0]
    with psycopg.connect(base + "/postgres", autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = 'naive_drf'").fetchone():
            conn.execute("CREATE DATABASE naive_drf")
            with psycopg.connect(base + "/naive_drf", autocommit=True) as anchor:
                anchor.execute((ANCHOR_DIR / "schema.sql").read_text())
    return base + "/naive_drf"


def moves_made(url: str, start: float, end: float) -> tuple[int, int]:
    """The moves (event batches of the rule set, not ``meta:`` nor a game's set-up) appended between ``start`` and
    ``end`` (epoch seconds): by players (the bots' requests) and by the autopilot (no actor)."""
    import psycopg

    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT actor_id IS NULL, count(DISTINCT (game_id, batch)) FROM games_event"
            " WHERE created_at BETWEEN to_timestamp(%s) AND to_timestamp(%s) AND type NOT LIKE 'meta:%%' AND batch > 1"
            " GROUP BY 1", [start, end]).fetchall()
    counts = dict(rows)
    return counts.get(False, 0), counts.get(True, 0)


def make_players(count: int) -> list[dict]:
    from bench._db import bench_player
    from players.services import issue_token

    out = []
    for index in range(count):
        player = bench_player(f"one{index}@example.org")
        out.append({"id": player.pk, "token": issue_token(player)})
    return out


def gunicorn(app: str, port: int, cwd: Path, env: dict, args) -> subprocess.Popen:
    return subprocess.Popen(
        [str(ROOT / ".venv/bin/gunicorn"), app, "-w", str(args.workers), "-b", f"127.0.0.1:{port}",
         *(["-k", "gthread", "--threads", str(args.threads)] if args.threads > 1 else []),
         "--keep-alive", "5", "--log-level", "warning"],
        cwd=cwd, env=env, start_new_session=True,
    )


def locust(user: str, host: str, env: dict, args, prefix: str, seconds: int) -> dict:
    import csv

    subprocess.run(
        [LOCUST, "-f", str(ROOT / "bench/locust_one_request.py"), "--headless",
         "-u", str(args.users), "-r", str(args.users), "-t", f"{seconds}s", "--host", host,
         "--csv", prefix, "--only-summary", "--loglevel", "ERROR", user],
        env=env, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    with open(f"{prefix}_stats.csv") as handle:
        return {row["Name"]: row for row in csv.DictReader(handle)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--users", type=int, default=8)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--workers", type=int, default=os.cpu_count() * 2 + 1)
    parser.add_argument("--threads", type=int, default=4)
    args = parser.parse_args()

    url = prepare()
    anchor_url = anchor_database(url)
    workdir = Path(tempfile.mkdtemp(prefix="ravenpost-one-"))
    players_file = workdir / "players.json"
    players_file.write_text(json.dumps(make_players(args.users)))
    env = {**os.environ, "DATABASE_URL": url, "DJANGO_DEBUG": "false", "SECRET_KEY": "bench-" + "x" * 50,
           "ALLOWED_HOSTS": "127.0.0.1", "LOG_LEVEL": "WARNING", "SITE_URL": f"http://127.0.0.1:{PORT}",
           "REDIS_URL": os.environ.get("REDIS_URL", BENCH_REDIS_URL), "EMAIL_URL": "locmem://",
           "RAVENPOST_BENCH_PLAYERS": str(players_file), "PYTHONWARNINGS": "ignore::UserWarning",
           # One address, a few tokens flat out: far above any sane client, still counted (the cost stays in).
           "API_RATE_MOVES": "10000000", "API_RATE_READS": "10000000", "API_RATE_WRITES": "10000000",
           "API_RATE_PER_ADDRESS": "10000000",
           "RAVENPOST_ANCHOR_HOST": f"http://127.0.0.1:{ANCHOR_PORT}"}
    anchor_env = {**{k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"},
                  "DATABASE_URL": anchor_url, "PYTHONPATH": str(ANCHOR_DIR)}
    servers = [gunicorn("config.wsgi", PORT, ROOT, env, args), gunicorn("wsgi:application", ANCHOR_PORT, ANCHOR_DIR,
                                                                        anchor_env, args)]
    try:
        wait_until_up(f"http://127.0.0.1:{PORT}/healthz")
        wait_until_up(f"http://127.0.0.1:{ANCHOR_PORT}/api/ping")
        kind = f"gthread x {args.threads} threads" if args.threads > 1 else "sync"
        print(f"machine: {os.cpu_count()} cores; each server: gunicorn {args.workers} workers ({kind}); "
              f"locust {args.users} users on the same machine; {args.seconds} s per run")
        ravenpost, anchor = f"http://127.0.0.1:{PORT}", f"http://127.0.0.1:{ANCHOR_PORT}"
        for user, host in [("OneRequestMove", ravenpost), ("AnchorMove", anchor)]:  # warm-up, not reported
            locust(user, host, env, args, str(workdir / f"warm-{user}"), 4)
        pairs = [("moves", "POST move", "OneRequestMove", "AnchorMove"),
                 ("reads", "GET view 304", "ConditionalRead", "AnchorPing")]
        for what, name, ours, theirs in pairs:
            rates = {}
            for label, user, host in [("Ravenpost", ours, ravenpost), ("anchor", theirs, anchor)]:
                started = time.time()
                stats = locust(user, host, env, args, str(workdir / user), args.seconds)[name]
                rates[label] = float(stats["Requests/s"])
                print(f"{what:5} {label:9} {user:15} {rates[label]:8,.0f}/s  p50 {stats['50%']} ms  "
                      f"p99 {stats['99%']} ms  failures {stats['Failure Count']}")
                if user == "OneRequestMove":
                    bots, autopilot = moves_made(url, started, time.time())
                    print(f"{'':5} {'':9} {'':15} moves made: {bots:,} by the bots (one per request) and "
                          f"{autopilot:,} by the autopilot in the same requests: "
                          f"{(bots + autopilot) / args.seconds:,.0f} moves/s")
            print(f"{what:5} ratio Ravenpost / anchor: {rates['Ravenpost'] / rates['anchor']:.2f} (target 0.8)")
    finally:
        for server in servers:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=20)
        flush_bench_queue()


if __name__ == "__main__":
    main()
