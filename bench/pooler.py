"""Moves per second directly and through PgBouncer in transaction pooling.

    .venv/bin/python bench/pooler.py [--seconds 8] [--workers 1 4] [--rounds 2]

Runs ``bench/service_moves.py --loop moves`` (W writers, one process each) against the bench
database (``bench/_db.py``) in three set-ups, alternated round after round so that a change of
load on a shared machine falls on all three alike:

- ``direct, prepared``: straight to PostgreSQL, the hot statements prepared once per session
  (production without a pooler);
- ``direct, unprepared``: straight to PostgreSQL with ``DB_TRANSACTION_POOLING=true``: what giving
  up prepared statements costs, alone;
- ``PgBouncer``: through a private PgBouncer (Debian's, transaction mode, a pool of
  ``--pool`` server sessions) with ``DB_TRANSACTION_POOLING=true``: the pooler's hop added.

Through PgBouncer a writer's server session changes from one transaction to the next, so its
PostgreSQL CPU cannot be read per writer: the ``db`` column is left out there and the CPU column
is the writers' own (``app``).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._db import ROOT, prepare  # noqa: E402

LINE = re.compile(r"moves loop: ([\d,]+) moves/s.*CPU per move ([\d.]+) ms \(app ([\d.]+) \+ db ([\d.]+)\)")


def service_moves(env: dict[str, str], writers: int, seconds: float) -> tuple[float, float, float]:
    """(moves/s, app CPU ms per move, db CPU ms per move) of one ``service_moves`` run."""
    command = [sys.executable, str(ROOT / "bench/service_moves.py"), "--loop", "moves", "--workers", str(writers),
               "--threads", "1", "--seconds", str(seconds)]
    out = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=1800)
    found = LINE.search(out.stdout)
    if out.returncode != 0 or not found:
        raise SystemExit(f"service_moves failed:\n{out.stdout}\n{out.stderr[-3000:]}")
    return float(found[1].replace(",", "")), float(found[3]), float(found[4])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 4])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--pool", type=int, default=4, help="PgBouncer's server sessions")
    args = parser.parse_args()

    from tests.pooler.pgbouncer import PrivatePgBouncer

    url = prepare()  # migrated, straight to PostgreSQL
    host_port, database = url.rsplit("@", 1)[1].rsplit("/", 1)
    port = int(host_port.rsplit(":", 1)[1]) if ":" in host_port else 5432
    directory = Path(tempfile.mkdtemp(prefix="ravenpost-bench-pooler-"))
    if os.geteuid() == 0:
        shutil.chown(directory, user="postgres", group="postgres")
    pooler = PrivatePgBouncer(directory, port, database=database, pool_size=args.pool)
    pooler.start()
    setups = {
        "direct, prepared": {"DATABASE_URL": url, "DB_TRANSACTION_POOLING": "false"},
        "direct, unprepared": {"DATABASE_URL": url, "DB_TRANSACTION_POOLING": "true"},
        f"PgBouncer ({args.pool} sessions)": {"DATABASE_URL": pooler.url, "DB_TRANSACTION_POOLING": "true"},
    }
    try:
        print(f"machine: {os.cpu_count()} cores; PostgreSQL at {url}; PgBouncer 1.18 at {pooler.url}; "
              f"{args.seconds:.0f} s per run, {args.rounds} rounds")
        for writers in args.workers:
            results: dict[str, list[tuple[float, float, float]]] = {name: [] for name in setups}
            for _round in range(args.rounds):
                for name, extra in setups.items():
                    results[name].append(service_moves({**os.environ, **extra}, writers, args.seconds))
            base = sum(r[0] for r in results["direct, prepared"]) / args.rounds
            for name, runs in results.items():
                rates = ", ".join(f"{r[0]:,.0f}" for r in runs)
                ratio = sum(r[0] for r in runs) / args.rounds / base
                cpu = ", ".join(f"{r[1]:.2f}" + ("" if name.startswith("PgBouncer") else f" + {r[2]:.2f}") for r in runs)
                print(f"{writers} writer(s), {name:<24} moves/s {rates} ({ratio:.2f} of direct, prepared); "
                      f"CPU per move, ms (app{'' if name.startswith('PgBouncer') else ' + db'}): {cpu}")
    finally:
        pooler.stop()
        shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
