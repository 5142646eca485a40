"""HTTP load on loopback: gunicorn serving Ravenpost, locust playing UIGO games through the API.

    .venv/bin/python bench/http_load.py [--users 16] [--seconds 30] [--rate 500]

Runs twice: flat out (every user moves as fast as it can), then at a fixed target rate of moves
per second (``--rate``). Prints moves/s and the p50/p99 latency of POST move from locust's stats.
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

from bench._db import ROOT, prepare  # noqa: E402

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


def report(label: str, stats: dict[str, dict]) -> None:
    post = stats["POST move"]
    total = stats["Aggregated"]
    print(f"{label}: {float(post['Requests/s']):,.0f} moves/s "
          f"(POST move p50 {post['50%']} ms, p99 {post['99%']} ms, {post['Failure Count']} failures); "
          f"all requests {float(total['Requests/s']):,.0f}/s, p50 {total['50%']} ms, p99 {total['99%']} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--users", type=int, default=16)
    parser.add_argument("--seconds", type=int, default=30)
    parser.add_argument("--rate", type=float, default=500, help="target moves/s for the second run")
    parser.add_argument("--workers", type=int, default=os.cpu_count() * 2 + 1)
    args = parser.parse_args()

    url = prepare()
    workdir = Path(tempfile.mkdtemp(prefix="ravenpost-load-"))
    players_file = workdir / "players.json"
    players_file.write_text(json.dumps(make_players(args.users)))
    env = {**os.environ, "DATABASE_URL": url, "DJANGO_DEBUG": "false", "SECRET_KEY": "bench-" + "x" * 50,
           "ALLOWED_HOSTS": "127.0.0.1", "LOG_LEVEL": "WARNING",
           # Production mode wants every service named; mail stays in memory (no emails leave).
           "SITE_URL": f"http://127.0.0.1:{PORT}", "REDIS_URL": "redis://127.0.0.1:6379/0", "EMAIL_URL": "locmem://", "RAVENPOST_BENCH_PLAYERS": str(players_file)}
    server = subprocess.Popen(
        [str(ROOT / ".venv/bin/gunicorn"), "config.wsgi", "-w", str(args.workers), "-b", f"127.0.0.1:{PORT}",
         "--log-level", "warning"],
        cwd=ROOT, env=env, start_new_session=True,
    )
    try:
        wait_until_up(f"http://127.0.0.1:{PORT}/api/rulesets/")
        print(f"machine: {os.cpu_count()} cores; gunicorn {args.workers} sync workers; locust {args.users} users "
              f"(load generator on the same machine); {args.seconds} s per run")
        report("flat out", run_locust(env, args.users, args.seconds, str(workdir / "max")))
        paced = {**env, "RAVENPOST_MOVE_RATE_PER_USER": str(args.rate / args.users)}
        report(f"target {args.rate:.0f} moves/s", run_locust(paced, args.users, args.seconds, str(workdir / "paced")))
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=20)


if __name__ == "__main__":
    main()
