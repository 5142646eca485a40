"""Moves per second through the service layer against PostgreSQL, beside raw INSERTs.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/ravenpost_bench .venv/bin/python bench/service_moves.py

W writers each play their own 2-player UIGO games, in two loops:

- ``moves``: the moves only. Before the timed window each writer creates its games and plans
  every move of them in pure Python with the rule set (the same seed, so the same deals as the
  service will make); in the window it only calls ``submit_move``, one move after the other,
  as a client replaying recorded moves would. This is the service path a move takes.
- ``client``: what a client does for each move: read the game and its legal moves
  (``fetch_game`` + ``load_state`` + ``legal_moves``, what GET legal-moves does), then
  ``submit_move``; the share of the time inside ``submit_move`` is printed too.

The writers are ``W / T`` processes of ``T`` threads each (``--threads``; a production server is
laid out the same way, gthread workers), each thread with its own connection. The raw baseline is
W writers laid out the same way doing single-row INSERT transactions (BEGIN, INSERT, COMMIT)
into a table of the same shape as ``games_event`` (same columns, same unique index), with no
service logic at all. Everything is timed over the same window for all writers, after each has
started and set up. Each run prints the CPU each operation cost in the writer processes (app)
and in their PostgreSQL backends (db): on a shared machine those are steadier than rates. It
also prints how many of the machine's cores were busy over the window: a run that leaves cores
idle is bound by something else than CPU (the raw baseline, by the disk's flush of each commit).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import sys
import threading
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


def idle_core_seconds() -> float:
    """Seconds the machine's cores have spent idle (or waiting for the disk) since boot, all
    together; 0 where ``/proc/stat`` cannot be read."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    except OSError:
        return 0.0
    return (int(fields[3]) + int(fields[4])) / os.sysconf("SC_CLK_TCK")  # idle + iowait


# More moves than one writer makes in a second on any machine this runs on (about 700 here).
MAX_MOVES_PER_WRITER_SECOND = 2_000


def planned_moves(game, chooser: Random) -> list[tuple[int, dict, int]]:
    """Every move of a random playout of ``game`` from its current state, as (seat, move,
    expected seq), computed with the rule set alone: ``submit_move`` will draw the same cards
    (``rng_for(game.seed, seq)``) and so accept each of them in turn."""
    from games import services
    from games.engine import rng_for

    ruleset = services.ruleset_for(game)
    state, seq, plan = services.load_state(game), game.seq, []
    while ruleset.outcome(state) is None:
        seat = chooser.choice(ruleset.to_move(state))
        move = chooser.choice(ruleset.legal_moves(state, seat))
        plan.append((seat, move, seq))
        for event in json.loads(json.dumps(ruleset.decide(state, seat, move, rng_for(game.seed, seq)))):
            state = ruleset.evolve(state, event)
            seq += 1
    return plan


def service_thread(name: str, seconds: float, ruleset_id: str, loop: str, window: Window, totals: list) -> None:
    """One writer: sets up, then plays its own games until the window closes; appends (moves,
    seconds inside submit_move, its backend's CPU seconds) to ``totals``."""
    from django.db import connection, connections

    from bench._db import bench_player
    from games import services
    from games.models import Game

    players = [bench_player(f"bench{name}-{n}@example.org") for n in range(2)]
    chooser = Random(name)

    def new_game():
        return services.create_game(creator=players[0], ruleset_id=ruleset_id, seats=[p.pk for p in players])

    plans: list = []
    while loop == "moves" and sum(len(plan) for _game_id, plan in plans) < seconds * MAX_MOVES_PER_WRITER_SECOND:
        game = new_game()
        plans.append((game.pk, planned_moves(game, chooser)))
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        backend = cursor.fetchone()[0]
    moves, in_submit = 0, 0.0
    window.wait()
    backend_cpu = backend_cpu_seconds(backend)
    deadline = time.perf_counter() + seconds
    if loop == "moves":
        for game_id, plan in plans:
            for seat, move, expected_seq in plan:
                services.submit_move(game_id=game_id, player=players[seat], move=move, expected_seq=expected_seq)
                moves += 1
                if time.perf_counter() >= deadline:
                    break
            else:
                continue
            break
        else:
            raise RuntimeError("the writer ran out of planned games: plan more")
        in_submit = seconds
    else:
        game = None
        while time.perf_counter() < deadline:
            if game is None or game.status != Game.Status.ACTIVE:
                game = new_game()
            ruleset = services.ruleset_for(game)
            state = services.load_state(game)
            seat = chooser.choice(ruleset.to_move(state))
            move = chooser.choice(ruleset.legal_moves(state, seat))
            start = time.perf_counter()
            services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq)
            in_submit += time.perf_counter() - start
            moves += 1
            game = services.fetch_game(game.pk)  # what GET game and GET legal-moves start with
    totals.append((moves, in_submit, backend_cpu_seconds(backend) - backend_cpu))
    connections.close_all()


def service_worker(index: int, threads: int, seconds: float, ruleset_id: str, loop: str, ready, result) -> None:
    django_setup()
    run_threads(index, threads, ready, result,
                lambda name, window, totals: service_thread(name, seconds, ruleset_id, loop, window, totals))


@dataclass
class Window:
    """The timed window of one process's writer threads: each ``wait`` returns when every thread
    of every process is set up."""

    set_up: threading.Barrier  # the threads of this process and its main thread
    opened: threading.Event

    def wait(self) -> None:
        self.set_up.wait()
        self.opened.wait()


def run_threads(index: int, threads: int, ready, result, target) -> None:
    """Run ``threads`` writers (``target(name, window, totals)``) in this process, open their
    window once every process is set up (``ready``), then put on ``result``: operations, seconds
    inside submit_move, this process's CPU seconds, its writers' backends' CPU seconds, and the
    machine's idle core-seconds and wall seconds, over the window. Each writer appends
    (operations, seconds inside submit_move, backend CPU seconds) to ``totals``."""
    totals: list = []
    window = Window(threading.Barrier(threads + 1), threading.Event())
    workers = [threading.Thread(target=target, args=(f"{index}-{n}", window, totals)) for n in range(threads)]
    for worker in workers:
        worker.start()
    window.set_up.wait()  # every thread of this process is set up
    ready.wait()  # and every other process: the window opens for all at once
    cpu, idle, wall = time.process_time(), idle_core_seconds(), time.perf_counter()
    window.opened.set()
    for worker in workers:
        worker.join()
    used = time.process_time() - cpu
    result.put((sum(t[0] for t in totals), sum(t[1] for t in totals), used, sum(t[2] for t in totals),
                idle_core_seconds() - idle, time.perf_counter() - wall))


RAW_TABLE = """
CREATE TABLE IF NOT EXISTS bench_raw_event (
    id bigserial PRIMARY KEY, game_id bigint NOT NULL, seq integer NOT NULL, type varchar(64) NOT NULL,
    version smallint NOT NULL, seat smallint, data jsonb NOT NULL, actor_id bigint, batch integer NOT NULL,
    idempotency_key varchar(128), request_hash varchar(64), created_at timestamptz NOT NULL,
    UNIQUE (game_id, seq)
)"""


def raw_thread(name: str, seconds: float, run_id: int, window: Window, totals: list) -> None:
    """One raw writer: INSERT transactions of one event-shaped row until the window closes."""
    import psycopg

    with psycopg.connect(os.environ["DATABASE_URL"], autocommit=True) as conn:
        seq, count = 0, 0
        payload = json.dumps({"card": "red-3", "trick": 4})
        game_id = 1_000_000 * run_id + sum(ord(c) * 1_000 ** i for i, c in enumerate(name))
        backend = conn.info.backend_pid
        window.wait()
        backend_cpu = backend_cpu_seconds(backend)
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            seq += 1
            with conn.transaction():
                conn.execute(
                    "INSERT INTO bench_raw_event (game_id, seq, type, version, seat, data, actor_id, batch,"
                    " created_at) VALUES (%s, %s, 'card_played', 1, 0, %s, 1, %s, now())",
                    (game_id, seq, payload, seq),
                )
            count += 1
        totals.append((count, 0.0, backend_cpu_seconds(backend) - backend_cpu))


def raw_worker(index: int, threads: int, seconds: float, run_id: int, ready, result) -> None:
    production_env()
    run_threads(index, threads, ready, result,
                lambda name, window, totals: raw_thread(name, seconds, run_id, window, totals))


@dataclass
class Run:
    rate: float  # operations (moves, or raw transactions) per second, all workers together
    submit_share: float  # share of the window spent inside submit_move (service runs only)
    app_ms: float  # CPU of the worker processes per operation (Python: Django, rules, drivers)
    db_ms: float  # CPU of their PostgreSQL backends per operation
    busy_cores: float  # cores of the machine busy (with anything) over the window, on average

    @property
    def cpu_ms(self) -> float:
        return self.app_ms + self.db_ms


def run(target, writers: int, threads: int, seconds: float, *args) -> Run:
    """Start ``writers / threads`` processes of ``threads`` writers each, let them all set up
    (Django, connections, planned games), then time ``seconds`` of work for all of them at once:
    the rate excludes start-up.

    Besides the rate, each process measures its own CPU time and each writer its PostgreSQL
    backend's in the window: CPU per operation is far steadier than the rate on a shared
    machine, where other work takes the cores but not this run's CPU seconds."""
    if writers % threads:
        raise SystemExit(f"{writers} writers cannot be split into processes of {threads} threads")
    processes = writers // threads
    # Spawned, not forked: a forked child would share the parent's open database connection.
    context = mp.get_context("spawn")
    queue = context.Queue()
    ready = context.Barrier(processes)
    procs = [context.Process(target=target, args=(i, threads, seconds, *args, ready, queue)) for i in range(processes)]
    for proc in procs:
        proc.start()
    results = [queue.get() for _ in procs]
    for proc in procs:
        proc.join()
    total = sum(r[0] for r in results) or 1
    return Run(
        rate=total / seconds,
        submit_share=sum(r[1] for r in results) / (writers * seconds),
        app_ms=1000 * sum(r[2] for r in results) / total,
        db_ms=1000 * sum(r[3] for r in results) / total,
        # Every process saw about the same window; the first one's reading stands for the machine.
        busy_cores=(os.cpu_count() or 1) - results[0][4] / results[0][5] if results[0][5] else 0.0,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 8], help="writers, all together")
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 4],
                        help="writer threads per process (each layout that divides the writers is run)")
    parser.add_argument("--loop", choices=["moves", "client"], nargs="+", default=["moves", "client"])
    parser.add_argument("--ruleset", default="uigo")
    args = parser.parse_args()

    import psycopg

    url = prepare()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DROP TABLE IF EXISTS bench_raw_event")
        conn.execute(RAW_TABLE)

    print(f"machine: {os.cpu_count()} cores; PostgreSQL at {url}; {args.seconds:.0f} s per run")
    for run_id, writers in enumerate(args.workers):
        for threads in [t for t in args.threads if t <= writers and writers % t == 0]:
            layout = f"{writers} writer(s) = {writers // threads} process(es) x {threads} thread(s)"
            raw = run(raw_worker, writers, threads, args.seconds, run_id * 10 + threads)
            print(f"{layout}: raw INSERT {raw.rate:,.0f} tx/s, CPU per transaction {raw.cpu_ms:.2f} ms "
                  f"(app {raw.app_ms:.2f} + db {raw.db_ms:.2f}); cores busy {raw.busy_cores:.2f}")
            for loop in args.loop:
                service = run(service_worker, writers, threads, args.seconds, args.ruleset, loop)
                flush_bench_queue()
                inside = f", {service.submit_share:.0%} of it inside submit_move" if loop == "client" else ""
                print(f"    {loop:>6} loop: {service.rate:,.0f} moves/s{inside}; service/raw = "
                      f"{service.rate / raw.rate:.2f}; CPU per move {service.cpu_ms:.2f} ms "
                      f"(app {service.app_ms:.2f} + db {service.db_ms:.2f}); cores busy {service.busy_cores:.2f}")


if __name__ == "__main__":
    main()
