"""HTTP load on loopback: gunicorn serving Ravenpost, locust playing UIGO games through the API.

    .venv/bin/python bench/http_load.py [--users 16] [--seconds 30] [--rate 500 ...]

Runs flat out first (every user moves as fast as it can), then at each fixed rate of moves per
second given with ``--rate`` (default: the 500 moves/s of the target, and half the rate reached
flat out, a load this machine can sustain). Prints moves/s and the p50/p99 latency of POST move
from locust's stats. The server runs in production mode (``DJANGO_DEBUG=false``) as
``docker/gunicorn.conf.py`` runs it (gthread workers; ``--threads 1`` gives sync workers) but with
no access log; its emails are queued in a Redis database of the bench's own
(``bench._db.BENCH_REDIS_URL``), emptied at the end, and never sent.

A short warm-up run, not reported, comes first. Each run also prints the CPU time spent per move
by the web server (gunicorn's processes), by PostgreSQL (the backends connected to the bench
database) and by locust, read from ``/proc``, and how busy the machine's cores were in all. On a
machine shared with other work the rates move a lot from run to run; the CPU per move moves much
less, so compare that before and after a change.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import resource
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
WARM_UP_SECONDS = 5


def make_players(pairs: int) -> list[dict]:
    from bench._db import bench_player
    from players.services import issue_token

    out = []
    for index in range(pairs):
        players = [bench_player(f"load{index}-{n}@example.org") for n in range(2)]
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


# --- CPU accounting from /proc (Linux) ----------------------------------------------------------

TICKS = os.sysconf("SC_CLK_TCK")


def _stat_fields(pid: int) -> list[str] | None:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            text = handle.read()
    except OSError:  # the process ended meanwhile
        return None
    return text[text.rindex(")") + 2:].split()  # the fields after "pid (name) "


def process_cpu(pids: list[int]) -> dict[int, float]:
    """CPU seconds (user + system) used so far by each process still alive."""
    out = {}
    for pid in pids:
        fields = _stat_fields(pid)
        if fields is not None:
            out[pid] = (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime
    return out


def group_pids(pgid: int) -> list[int]:
    """The processes of a process group (gunicorn's master and workers)."""
    pids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (fields := _stat_fields(int(entry))) is not None and int(fields[2]) == pgid:
            pids.append(int(entry))
    return pids


def backend_pids(url: str) -> list[int]:
    """The PostgreSQL backends connected to the bench database (the server is on this machine)."""
    import psycopg

    base, name = url.rsplit("/", 1)
    with psycopg.connect(base + "/postgres", autocommit=True) as conn:
        rows = conn.execute("SELECT pid FROM pg_stat_activity WHERE datname = %s", (name,)).fetchall()
    return [pid for (pid,) in rows]


def machine_cpu() -> float:
    """CPU seconds used by everything on the machine so far (all cores, idle and iowait excluded)."""
    with open("/proc/stat") as handle:
        fields = [int(value) for value in handle.readline().split()[1:]]
    return (sum(fields[:8]) - fields[3] - fields[4]) / TICKS


class CpuMeter:
    """CPU used during one run by gunicorn, the bench database's backends, locust, and the machine."""

    def __init__(self, server_pgid: int, url: str) -> None:
        self.server_pgid, self.url = server_pgid, url

    def __enter__(self) -> CpuMeter:
        self.server = process_cpu(group_pids(self.server_pgid))
        self.database = process_cpu(backend_pids(self.url))
        self.locust = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.machine, self.wall = machine_cpu(), time.monotonic()
        return self

    def __exit__(self, *exc_info) -> None:
        def used(before: dict[int, float], after: dict[int, float]) -> float:
            return sum(seconds - before.get(pid, 0.0) for pid, seconds in after.items())

        locust = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.used = {
            "web": used(self.server, process_cpu(group_pids(self.server_pgid))),
            "PostgreSQL": used(self.database, process_cpu(backend_pids(self.url))),
            "locust": (locust.ru_utime + locust.ru_stime) - (self.locust.ru_utime + self.locust.ru_stime),
        }
        self.machine = machine_cpu() - self.machine
        self.wall = time.monotonic() - self.wall


def run_locust(env: dict, users: int, seconds: int, prefix: str, processes: int = 1) -> dict[str, dict]:
    subprocess.run(
        [str(ROOT / ".venv/bin/locust"), "-f", str(ROOT / "bench/locustfile.py"), "--headless",
         "-u", str(users), "-r", str(users), "-t", f"{seconds}s", "--host", f"http://127.0.0.1:{PORT}",
         "--csv", prefix, "--only-summary", "--loglevel", "ERROR",
         *(["--processes", str(processes)] if processes > 1 else [])],
        env=env, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    with open(f"{prefix}_stats.csv") as handle:
        return {row["Name"]: row for row in csv.DictReader(handle)}


def report(label: str, stats: dict[str, dict], meter: CpuMeter) -> float:
    """Print one run's figures; return its moves per second."""
    post = stats["POST move"]
    total = stats["Aggregated"]
    rate = float(post["Requests/s"])
    print(f"{label}: {rate:,.0f} moves/s "
          f"(POST move p50 {post['50%']} ms, p99 {post['99%']} ms, {post['Failure Count']} failures); "
          f"all requests {float(total['Requests/s']):,.0f}/s, p50 {total['50%']} ms, p99 {total['99%']} ms")
    moves = int(post["Request Count"])
    if moves:
        parts = ", ".join(f"{name} {1000 * seconds / moves:.2f}" for name, seconds in meter.used.items())
        others = meter.machine - sum(meter.used.values())
        print(f"    CPU ms per move: {parts}; cores busy {meter.machine / meter.wall:.2f} of {os.cpu_count()} "
              f"(other work on the machine: {others / meter.wall:.2f})")
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
    parser.add_argument("--keepalive", type=int, default=5,
                        help="seconds gthread workers keep an idle connection open (docker/gunicorn.conf.py: 5)")
    parser.add_argument("--locust-processes", type=int, default=1,
                        help="locust processes sharing the users (locust --processes)")
    args = parser.parse_args()
    if not (ROOT / ".venv/bin/locust").exists():
        raise SystemExit("locust is not installed: .venv/bin/pip install -e '.[bench]' (the load generator)")

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
         *(["-k", "gthread", "--threads", str(args.threads)] if args.threads > 1 else []),
         "--keep-alive", str(args.keepalive), "--log-level", "warning"],
        cwd=ROOT, env=env, start_new_session=True,
    )
    try:
        wait_until_up(f"http://127.0.0.1:{PORT}/healthz")
        kind = f"gthread workers x {args.threads} threads" if args.threads > 1 else "sync workers"
        print(f"machine: {os.cpu_count()} cores; gunicorn {args.workers} {kind}; locust {args.users} users "
              f"in {args.locust_processes} process(es) (load generator on the same machine); "
              f"{args.seconds} s per run")

        # Not measured: every worker boots and loads the whole API (imports, first queries) here.
        run_locust(env, args.users, WARM_UP_SECONDS, str(workdir / "warm-up"), args.locust_processes)

        def run(label: str, run_env: dict, prefix: str) -> float:
            with CpuMeter(server.pid, url) as meter:
                stats = run_locust(run_env, args.users, args.seconds, str(workdir / prefix), args.locust_processes)
            return report(label, stats, meter)

        best = run("flat out", env, "max")
        for index, rate in enumerate(args.rate or [500, round(best / 2)]):
            run(f"paced at {rate:.0f} moves/s", {**env, "RAVENPOST_MOVE_RATE_PER_USER": str(rate / args.users)},
                f"paced{index}")
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=20)
        flush_bench_queue()


if __name__ == "__main__":
    main()
