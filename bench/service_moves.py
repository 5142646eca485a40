"""Moves per second through the service layer against PostgreSQL, beside raw INSERTs.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/ravenpost_bench .venv/bin/python bench/service_moves.py

Each of W worker processes plays its own 2-player UIGO games as a client would: read the game
and its legal moves (``fetch_game`` + ``load_state`` + ``legal_moves``, what GET legal-moves
does), then ``submit_move``. Moves per second counts the whole loop; the share spent inside
``submit_move`` is printed too, and the CPU each operation cost, in the worker processes (app)
and in their PostgreSQL backends (db): on a shared machine those are steadier than rates.
The raw baseline is W processes doing single-row INSERT transactions into a table of the
same shape as ``games_event`` (same columns, same unique index), with no service logic at all.
Both are timed over the same window for all W processes, after each has started and set up.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._db import flush_bench_queue, prepare, production_env  # noqa: E402


def django_setup() -> None:
    production_env()
    import django

    django.setup()


def backend_cpu_seconds(pid: int | None) -> float:
    """CPU time used so far by the PostgreSQL backend process ``pid`` (same machine only), or 0."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, TypeError, IndexError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def service_worker(index: int, seconds: float, ruleset_id: str, ready, result: mp.Queue) -> None:
    django_setup()
    from django.db import connection

    from games import services
    from games.models import Game
    from players.services import get_or_create_player

    players = [get_or_create_player(f"bench{index}-{n}@example.org")[0] for n in range(2)]
    chooser = Random(index)
    moves, in_submit = 0, 0.0
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        backend = cursor.fetchone()[0]
    ready.wait()  # every worker is set up: the timed window starts for all at once
    cpu = (time.process_time(), backend_cpu_seconds(backend))
    deadline = time.perf_counter() + seconds
    game = None
    while time.perf_counter() < deadline:
        if game is None or game.status != Game.Status.ACTIVE:
            game = services.create_game(creator=players[0], ruleset_id=ruleset_id,
                                        seats=[p.pk for p in players])
        ruleset = services.ruleset_for(game)
        state = services.load_state(game)
        seat = chooser.choice(ruleset.to_move(state))
        move = chooser.choice(ruleset.legal_moves(state, seat))
        start = time.perf_counter()
        services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq)
        in_submit += time.perf_counter() - start
        moves += 1
        game = services.fetch_game(game.pk)  # what GET game and GET legal-moves start with
    result.put((moves, in_submit, time.process_time() - cpu[0], backend_cpu_seconds(backend) - cpu[1]))


RAW_TABLE = """
CREATE TABLE IF NOT EXISTS bench_raw_event (
    id bigserial PRIMARY KEY, game_id bigint NOT NULL, seq integer NOT NULL, type varchar(64) NOT NULL,
    version smallint NOT NULL, seat smallint, data jsonb NOT NULL, actor_id bigint, batch integer NOT NULL,
    idempotency_key varchar(128), request_hash varchar(64), created_at timestamptz NOT NULL,
    UNIQUE (game_id, seq)
)"""


def raw_worker(index: int, seconds: float, run: int, ready, result: mp.Queue) -> None:
    import json

    import psycopg

    url = production_env()
    with psycopg.connect(url, autocommit=True) as conn:
        seq, count = 0, 0
        payload = json.dumps({"card": "red-3", "trick": 4})
        backend = conn.info.backend_pid
        ready.wait()
        cpu = (time.process_time(), backend_cpu_seconds(backend))
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            seq += 1
            with conn.transaction():
                conn.execute(
                    "INSERT INTO bench_raw_event (game_id, seq, type, version, seat, data, actor_id, batch,"
                    " created_at) VALUES (%s, %s, 'card_played', 1, 0, %s, 1, %s, now())",
                    (1_000_000 * run + index, seq, payload, seq),
                )
            count += 1
    result.put((count, 0.0, time.process_time() - cpu[0], backend_cpu_seconds(backend) - cpu[1]))


@dataclass
class Run:
    rate: float  # operations (moves, or raw transactions) per second, all workers together
    submit_share: float  # share of the window spent inside submit_move (service runs only)
    app_ms: float  # CPU of the worker processes per operation (Python: Django, rules, drivers)
    db_ms: float  # CPU of their PostgreSQL backends per operation

    @property
    def cpu_ms(self) -> float:
        return self.app_ms + self.db_ms


def run(target, workers: int, seconds: float, *args) -> Run:
    """Start ``workers`` processes, let them all set up (Django, connections), then time
    ``seconds`` of work for all of them at once: the rate excludes start-up.

    Besides the rate, each worker measures the CPU time its own process and its own PostgreSQL
    backend spent in the window: CPU per operation is far steadier than the rate on a shared
    machine, where other work takes the cores but not this run's CPU seconds."""
    # Spawned, not forked: a forked child would share the parent's open database connection.
    context = mp.get_context("spawn")
    queue = context.Queue()
    ready = context.Barrier(workers)
    procs = [context.Process(target=target, args=(i, seconds, *args, ready, queue)) for i in range(workers)]
    for proc in procs:
        proc.start()
    results = [queue.get() for _ in procs]
    for proc in procs:
        proc.join()
    total = sum(r[0] for r in results) or 1
    return Run(
        rate=total / seconds,
        submit_share=sum(r[1] for r in results) / (workers * seconds),
        app_ms=1000 * sum(r[2] for r in results) / total,
        db_ms=1000 * sum(r[3] for r in results) / total,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 8])
    parser.add_argument("--ruleset", default="uigo")
    args = parser.parse_args()

    import psycopg

    url = prepare()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DROP TABLE IF EXISTS bench_raw_event")
        conn.execute(RAW_TABLE)

    print(f"machine: {os.cpu_count()} cores; PostgreSQL at {url}; {args.seconds:.0f} s per run")
    for workers in args.workers:
        raw = run(raw_worker, workers, args.seconds, workers)
        service = run(service_worker, workers, args.seconds, args.ruleset)
        flush_bench_queue()
        print(f"{workers} writer(s): raw INSERT {raw.rate:,.0f} tx/s; service {service.rate:,.0f} moves/s "
              f"({service.submit_share:.0%} of the time inside submit_move); "
              f"service/raw = {service.rate / raw.rate:.2f}")
        print(f"    CPU per operation: raw {raw.cpu_ms:.2f} ms (app {raw.app_ms:.2f} + db {raw.db_ms:.2f}); "
              f"service {service.cpu_ms:.2f} ms (app {service.app_ms:.2f} + db {service.db_ms:.2f}); "
              f"raw/service CPU = {raw.cpu_ms / service.cpu_ms:.2f}")


if __name__ == "__main__":
    main()
