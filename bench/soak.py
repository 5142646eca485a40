"""Soak: the chaos test for as long as you like, printing what was lost or done twice.

    .venv/bin/python bench/soak.py --seconds 600
    .venv/bin/python bench/soak.py --moves 1000000      # a day or so on a 2-core machine

The harness of ``tests/chaos/test_chaos.py`` (``tests.chaos.harness``): a private PostgreSQL,
Redis and SMTP server, gunicorn in production mode, a Celery worker and beat; racing API clients
(two tokens per seat, one with an Idempotency-Key on every move, one without) playing UIGO! and
Knarr, one game after another; and every ``--fault-every`` seconds one fault, in turn: a gunicorn
worker killed, PostgreSQL crashed and restarted, the Celery worker killed and started again, a
gunicorn worker killed, PostgreSQL restarted cleanly. It stops after ``--moves`` moves attempted
or ``--seconds`` seconds (whichever comes first), waits for the outbox to empty, checks everything
and prints the counts:

    attempted  acknowledged  found  lost  duplicated  emails sent  emails duplicated

``lost``, ``duplicated`` and ``emails duplicated`` must be 0. Emails are counted at the SMTP
server by Message-ID: ``emails duplicated`` is a notification received under more than one
Message-ID (a reader would see it twice). Copies received again with the Message-ID of the first
are counted on a line of their own, with those explained by a kill -9 of the Celery worker just
after the SMTP server's OK (the one window at-least-once delivery leaves: see
``tests/chaos/test_chaos.py``); any other copy fails the run. The lines below the table say what
else was checked (seqs without gaps, replays equal to the projections, emails marked sent that
never arrived, each email under its row's Message-ID) and what the clients met (answers lost to
the faults, moves refused because the other client of the seat moved first). Exits 1 when
anything did not hold. Needs the PostgreSQL
server programs and redis-server installed (``initdb`` runs as the ``postgres`` user when run as
root); touches no other database or Redis.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.chaos.harness import TABLES, run  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, help="stop after this many moves attempted")
    parser.add_argument("--seconds", type=float, help="stop after this many seconds of play")
    parser.add_argument("--fault-every", type=float, default=10.0, help="seconds between two faults (default 10)")
    parser.add_argument("--tables", nargs="+", default=list(TABLES), choices=["uigo", "knarr"],
                        help=f"the rule set of each table of two players (default: {' '.join(TABLES)})")
    args = parser.parse_args()
    if args.moves is None and args.seconds is None:
        parser.error("say how long: --moves N and/or --seconds S")
    if any(value is not None and value <= 0 for value in (args.moves, args.seconds)) or args.fault_every <= 0:
        parser.error("--moves, --seconds and --fault-every must be positive")

    def progress(line: str) -> None:
        print(f"{time.strftime('%H:%M:%S')} {line}", flush=True)

    result = run(moves=args.moves, seconds=args.seconds, fault_every=args.fault_every, tables=tuple(args.tables),
                 progress=progress)
    print(result.table())
    return 1 if result.failures() else 0


if __name__ == "__main__":
    sys.exit(main())
