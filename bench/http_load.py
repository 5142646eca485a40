"""HTTP load on loopback: gunicorn serving Ravenpost, locust playing UIGO games through the API.

    .venv/bin/python bench/http_load.py [--users 16] [--seconds 30] [--rate 500 ...]

Runs flat out first (every user moves as fast as it can), then at each fixed rate of moves per
second given with ``--rate`` (default: the 500 moves/s of the target, and half the rate reached
flat out, a load this machine can sustain). Prints moves/s and the p50/p99 latency of POST move
from locust's stats. The server runs in production mode (``DJANGO_DEBUG=false``) with sync
workers and no access log; its emails are queued in a Redis database of the bench's own
(``bench._db.BENCH_REDIS_URL``), emptied at the end, and never sent.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._db import BENCH_REDIS_URL, ROOT, flush_bench_queue, prepare  # noqa: E402

PORT = 8765


def make_players(pairs: int) -> list[dict]:
    from players.services import get_or_create_player, issue_token

    out = []
    for index in range(pairs):
        players = [get_or_create_player(f"load{index}-{n}@example.org")[0] for n in range(2)]
        out.append({"ids": [p.pk for p in players], "tokens": [issue_token(p) for p in players]})
    return out


def wait_until_up(url: str, seconds: float = 30) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except OSError as error:
            if getattr(error, "code", None):  # any HTTP answer means the server is up
                return
            time.sleep(0.3)
    raise SystemExit("gunicorn did not start")


def run_locust(env: dict, users: int, seconds: int, prefix: str) -> dict[str, dict]:
    subprocess.run(
        [str(ROOT / ".venv/bin/locust"), "-f", str(ROOT / "bench/locustfile.py"), "--headless",
         "-u", str(users), "-r", str(users), "-t", f"{seconds}s", "--host", f"http://127.0.0.1:{PORT}",
         "--csv", prefix, "--only-summary", "--loglevel", "ERROR"],
        env=env, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    with open(f"{prefix}_stats.csv") as handle:
        return {row["Name"]: row for row in csv.DictReader(handle)}


def report(label: str, stats: dict[str, dict]) -> float:
    """Print one run's figures; return its moves per second."""
    post = stats["POST move"]
    total = stats["Aggregated"]
    rate = float(post["Requests/s"])
    print(f"{label}: {rate:,.0f} moves/s "
          f"(POST move p50 {post['50%']} ms, p99 {post['99%']} ms, {post['Failure Count']} failures); "
          f"all requests {float(total['Requests/s']):,.0f}/s, p50 {total['50%']} ms, p99 {total['99%']} ms")
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--users", type=int, default=16)
    parser.add_argument("--seconds", type=int, default=30)
    parser.add_argument("--rate", type=float, action="append",
                        help="a fixed rate of moves/s to run at after the flat-out run (repeatable; default: "
                             "500, and half the flat-out rate)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() * 2 + 1)
    parser.add_argument("--threads", type=int, default=4,
                        help="threads per gunicorn worker (gthread, as docker/gunicorn.conf.py); 1 = sync workers")
    args = parser.parse_args()

    url = prepare()
    workdir = Path(tempfile.mkdtemp(prefix="ravenpost-load-"))
    players_file = workdir / "players.json"
    players_file.write_text(json.dumps(make_players(args.users)))
    env = {**os.environ, "DATABASE_URL": url, "DJANGO_DEBUG": "false", "SECRET_KEY": "bench-" + "x" * 50,
           "ALLOWED_HOSTS": "127.0.0.1", "LOG_LEVEL": "WARNING",
           # Production mode wants every service named; mail stays in memory (no emails leave).
           "SITE_URL": f"http://127.0.0.1:{PORT}", "REDIS_URL": os.environ.get("REDIS_URL", BENCH_REDIS_URL),
           "EMAIL_URL": "locmem://", "RAVENPOST_BENCH_PLAYERS": str(players_file),
           # WhiteNoise warns once per worker that no static files were collected; none are served here.
           "PYTHONWARNINGS": "ignore::UserWarning"}
    server = subprocess.Popen(
        [str(ROOT / ".venv/bin/gunicorn"), "config.wsgi", "-w", str(args.workers), "-b", f"127.0.0.1:{PORT}",
         *(["-k", "gthread", "--threads", str(args.threads)] if args.threads > 1 else []), "--log-level", "warning"],
        cwd=ROOT, env=env, start_new_session=True,
    )
    try:
        wait_until_up(f"http://127.0.0.1:{PORT}/healthz")
        kind = f"gthread workers x {args.threads} threads" if args.threads > 1 else "sync workers"
        print(f"machine: {os.cpu_count()} cores; gunicorn {args.workers} {kind}; locust {args.users} users "
              f"(load generator on the same machine); {args.seconds} s per run")
        best = report("flat out", run_locust(env, args.users, args.seconds, str(workdir / "max")))
        for index, rate in enumerate(args.rate or [500, round(best / 2)]):
            paced = {**env, "RAVENPOST_MOVE_RATE_PER_USER": str(rate / args.users)}
            report(f"paced at {rate:.0f} moves/s", run_locust(paced, args.users, args.seconds, str(workdir / f"paced{index}")))
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=20)
        flush_bench_queue()


if __name__ == "__main__":
    main()
