"""1,000 idle event-stream clients on one ASGI worker: memory per client, threads, and the delay
from a move's commit to its push.

It starts gunicorn's ``asgi`` worker (one process, as ``docker/entrypoint.sh stream`` runs it) on a
loopback port against the bench database, opens ``--clients`` streams (``GET /api/stream/``, each a
different player, two players per UIGO! game) from one asyncio loop in this process, and reads the
worker's resident memory and thread count from ``/proc`` before and after. Then it makes
``--moves`` moves through ``submit_move`` in this process, one every ``--interval`` seconds in
turn over the games, and times each from the return of ``submit_move`` (its commit, and the
NOTIFY after it, are done) to the arrival of the event at each of the game's two streams (the same
clock: both ends are in this process). It also counts the worker's PostgreSQL connections.

    .venv/bin/python bench/stream_idle.py [--clients 1000] [--moves 300] [--interval 0.05]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._db import ROOT, flush_bench_queue, prepare  # noqa: E402


def proc_status(pid: int) -> dict[str, int]:
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in {"VmRSS", "Threads"}:
            out[key] = int(value.split()[0])
    return out


def worker_pid(arbiter: int) -> int:
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        children = Path(f"/proc/{arbiter}/task/{arbiter}/children").read_text().split()
        if children:
            return int(children[0])
        time.sleep(0.1)
    raise SystemExit("no gunicorn worker came up")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


class NotifyListener:
    """When this process hears each game's NOTIFY (``games.streams.publish``): the part of the delay
    that is PostgreSQL's, before the stream server does anything."""

    def __init__(self, url: str) -> None:
        import psycopg

        self.heard: dict[int, list[float]] = {}
        self.conn = psycopg.connect(url, autocommit=True)
        self.conn.execute("LISTEN ravenpost_games")
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self) -> None:
        for notify in self.conn.notifies():
            game = int(notify.payload.split(":")[0])
            self.heard.setdefault(game, []).append(time.perf_counter())


class Clients:
    """The streams, in an asyncio loop of their own thread; ``arrivals[(game, seq)]`` lists the
    ``perf_counter`` of each arrival of that event."""

    def __init__(self, port: int, tokens: list[str]) -> None:
        self.port, self.tokens = port, tokens
        self.hello = 0
        self.arrivals: dict[tuple[int, int], list[float]] = {}
        self.errors: list[str] = []
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.tasks = [asyncio.run_coroutine_threadsafe(self.client(token), self.loop) for token in tokens]

    async def client(self, token: str) -> None:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", self.port, limit=2**20)
            writer.write(f"GET /api/stream/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n"
                         "Accept: text/event-stream\r\n\r\n".encode())
            await writer.drain()
            event = None
            while True:
                line = await reader.readline()
                if not line:
                    return
                now = time.perf_counter()
                text = line.decode().rstrip("\r\n")
                if text.startswith("event: "):
                    event = text[7:]
                elif text.startswith("data: ") and event == "hello":
                    self.hello += 1
                elif text.startswith("data: ") and event == "event":
                    data = json.loads(text[6:])
                    self.arrivals.setdefault((data["game"], data["seq"]), []).append(now)
        except Exception as error:  # noqa: BLE001 — counted and printed
            self.errors.append(repr(error))

    def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        self.loop.call_soon_threadsafe(self.loop.stop)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--interval", type=float, default=0.05)
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4 * args.clients + 100)), hard))

    url = prepare()
    from random import Random

    from games import services
    from games.models import Game
    from players.services import get_or_create_player, issue_token
    from tests.playing import seat_players

    run = int(time.time())
    print(f"setting up {args.clients} players and {args.clients // 2} games ...", flush=True)
    players = []
    for number in range(args.clients):
        player, _ = get_or_create_player(f"stream-{run}-{number}@bench.invalid", name=f"S{number}")
        player.seat_directly = True
        player.save(update_fields=["seat_directly"])
        players.append(player)
    games = [services.create_game(creator=players[i], ruleset_id="uigo", seats=[players[i].pk, players[i + 1].pk])
             for i in range(0, args.clients - 1, 2)]
    tokens = [issue_token(player) for player in players]

    env = {**os.environ, "DATABASE_URL": url, "PYTHONPATH": str(ROOT), "WEB_CONCURRENCY": "1"}
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "config.asgi:application", "--worker-class", "asgi", "--workers", "1",
         "--worker-connections", str(4 * args.clients), "--bind", f"127.0.0.1:{args.port}", "--log-level", "warning",
         "--control-socket", f"/tmp/rp-stream-bench-{args.port}.ctl"],
        cwd=ROOT, env=env)
    try:
        worker = worker_pid(server.pid)
        import httpx

        for _ in range(100):
            try:
                httpx.get(f"http://127.0.0.1:{args.port}/healthz", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.2)
        # One stream first, so the worker has imported and connected what a stream needs.
        warm = Clients(args.port, tokens[:1])
        while warm.hello < 1:
            time.sleep(0.05)
        warm.stop()
        time.sleep(1)
        before = proc_status(worker)
        started = time.monotonic()
        clients = Clients(args.port, tokens)
        while clients.hello < args.clients and time.monotonic() - started < 300 and not clients.errors:
            time.sleep(0.2)
        opened = time.monotonic() - started
        time.sleep(2)
        held = proc_status(worker)
        import psycopg

        with psycopg.connect(url) as conn:
            pg_sessions = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
            ).fetchone()[0]
        print(f"streams open: {clients.hello} of {args.clients} in {opened:.1f} s; errors: {len(clients.errors)} "
              f"{clients.errors[:3]}")
        per_client = (held["VmRSS"] - before["VmRSS"]) / max(clients.hello, 1)
        print(f"worker RSS: {before['VmRSS'] / 1024:.1f} MiB with 0 streams, {held['VmRSS'] / 1024:.1f} MiB with "
              f"{clients.hello}: {per_client:.1f} KiB per client")
        print(f"worker threads: {before['Threads']} with 0 streams, {held['Threads']} with {clients.hello}; "
              f"PostgreSQL sessions of the bench database (the server's, and none of this script's): {pg_sessions}")

        listener = NotifyListener(url)
        chooser = Random(1)
        delays: list[float] = []
        moved: list[tuple[int, int, float]] = []
        for step in range(args.moves):
            game = games[step % len(games)]
            game.refresh_from_db()
            if game.status != Game.Status.ACTIVE:
                continue
            state = services.load_state(game)
            ruleset = services.ruleset_for(game)
            seat = chooser.choice(sorted(ruleset.to_move(state)))
            move = chooser.choice(ruleset.legal_moves(state, seat))
            result = services.submit_move(game_id=game.pk, player=seat_players(game)[seat], move=move,
                                          expected_seq=game.seq)
            committed = time.perf_counter()
            moved.append((game.pk, result.events[0]["seq"], committed))
            time.sleep(args.interval)
        time.sleep(1)
        missing = 0
        notify_delays = []
        for game_id, _seq, committed in moved:
            heard = [at for at in listener.heard.get(game_id, []) if at >= committed - 0.5]
            if heard:
                notify_delays.append((min(heard) - committed) * 1000)
        for game_id, seq, committed in moved:
            arrivals = clients.arrivals.get((game_id, seq), [])
            missing += 2 - len(arrivals)
            delays += [(at - committed) * 1000 for at in arrivals]
        after = proc_status(worker)
        print(f"moves: {len(moved)}, pushes timed: {len(delays)}, pushes missing: {missing}")
        if delays:
            print(f"commit to push, ms: p50 {statistics.median(delays):.1f}, p90 {percentile(delays, 90):.1f}, "
                  f"p99 {percentile(delays, 99):.1f}, max {max(delays):.1f}")
        if notify_delays:
            print(f"commit to NOTIFY heard by another process, ms: p50 {statistics.median(notify_delays):.1f}, "
                  f"p99 {percentile(notify_delays, 99):.1f}")
        print(f"load average (1, 5, 15 min): {os.getloadavg()}")
        print(f"worker threads after the moves: {after['Threads']}; RSS {after['VmRSS'] / 1024:.1f} MiB")
        print(f"machine: {os.cpu_count()} CPUs, {platform.processor() or platform.machine()}, "
              f"Python {platform.python_version()}")
        clients.stop()
    finally:
        server.terminate()  # open streams keep gunicorn up to its graceful timeout (30 s)
        try:
            server.wait(45)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        flush_bench_queue()


if __name__ == "__main__":
    main()
