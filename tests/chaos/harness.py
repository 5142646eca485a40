"""A chaos run: racing API clients against a production-like stack while faults are injected,
then the checks. Shared by the chaos test (``tests/chaos/test_chaos.py``, one cycle of faults) and
``bench/soak.py`` (as long as asked).

    result = run(cycles=1)          # or seconds=600, or moves=1_000_000
    print(result.table())
    assert not result.failures()

The stack is ``tests.chaos.stack`` (private PostgreSQL, Redis and SMTP; gunicorn, a Celery worker
and beat), the clients ``tests.chaos.clients`` (two racing tokens per seat, with and without an
Idempotency-Key), the checks ``tests.chaos.checks``. The faults come one every ``fault_every``
seconds, in the order of ``FAULTS``, over and over: a gunicorn worker killed (SIGKILL),
PostgreSQL restarted (a crash and recovery, then a clean restart), the Celery worker killed
(SIGKILL) and started again.

After the clients stop (each finishes the move in hand, retrying a keyed move until it learns its
outcome), the run waits until the outbox is empty (the sweep resends what the killed worker left),
then checks everything. Emails are counted at the SMTP server by notification key (the same
content) and, within a key, by Message-ID (the same message to a mail client): "emails
duplicated" is a notification received under two Message-IDs; copies that repeat the first
Message-ID are reported apart, and allowed only right after a kill -9 of the Celery worker. Nothing here asserts a time: waits are generous and fail with what they
were waiting for.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass

from tests.chaos.clients import REQUEST_SECONDS, RESOLVE_SECONDS, Client, Ledger, Table
from tests.chaos.stack import ROOT, Stack, StackError

FAULTS = ("web", "postgres-immediate", "celery", "web", "postgres-fast")
# Two UIGO! tables and a Knarr one: short games of two players, so that games also end and new
# ones start through the API during the run.
TABLES = ("uigo", "knarr", "uigo")
# "emails duplicated" counts the emails a reader gets twice: a notification received under more
# than one Message-ID. A copy sent again with the Message-ID of the first is one message to mail
# clients (and to many servers, which drop it); those copies are counted apart (``Result.table``).
COLUMNS = ("attempted", "acknowledged", "found", "lost", "duplicated", "emails sent", "emails duplicated")
# An email whose first copy the SMTP server accepted at most this long before the Celery worker
# was killed may have been sent by the killed worker after the server's OK and before the row was
# marked sent (a few milliseconds); the outbox sweep then sends it again, with the same Message-ID
# (``notifications.tasks.send_notification``). Generous, for a loaded machine: nothing else
# explains a second copy.
KILL_WINDOW_SECONDS = 2.0


@dataclass
class Result:
    """What a run counted and found. ``counts`` holds the ``COLUMNS``; the rest explains them."""

    counts: dict[str, int]
    checks: dict[str, int]
    problems: dict[str, list]
    faults: list[str]
    outages: dict[str, int]
    rejected: dict[str, int]
    unknown: dict[str, int]
    unresolved: int
    unexpected: list
    seconds: float
    # Copies of an email received more than once (the same notification key: the same content),
    # and, of those, the ones with the Message-ID of the first copy, and of these the ones whose
    # first copy left within ``KILL_WINDOW_SECONDS`` before a kill -9 of the Celery worker.
    emails_copies: int = 0
    emails_resent_same_id: int = 0
    emails_resent_in_kill_window: int = 0

    def failures(self) -> list[str]:
        """Every way the run fell short, in words; empty when everything held.

        An email sent again with the same Message-ID because the Celery worker was killed between
        the SMTP server's OK and the mark (``KILL_WINDOW_SECONDS``) is the policy, not a failure:
        at-least-once delivery cannot close that window, and the reader sees one message. Any
        other copy fails: under another Message-ID ("emails duplicated"), or outside the window
        (a database outage must not send an email again)."""
        out = []
        for column in ("lost", "duplicated", "emails duplicated"):
            if self.counts[column]:
                out.append(f"{self.counts[column]} {column}")
        outside = self.emails_resent_same_id - self.emails_resent_in_kill_window
        if outside:
            out.append(f"{outside} emails sent again (same Message-ID) though no worker was killed just after sending")
        for name, what in (("phantoms", "keyed moves refused yet written"),
                           ("log", "games whose log or projections are wrong"),
                           ("emails_missing", "emails marked sent but never received"),
                           ("emails_unknown", "emails received that the outbox does not know"),
                           ("emails_unsent", "emails still unsent after the wait"),
                           ("emails_wrong_id", "emails received with another Message-ID than their row's"),
                           ("emails_without_key", "emails without a notification header")):
            if self.checks.get(name):
                out.append(f"{self.checks[name]} {what}")
        if self.unresolved:
            out.append(f"{self.unresolved} moves whose outcome no client could learn in {RESOLVE_SECONDS} s")
        if self.unexpected:
            out.append(f"{len(self.unexpected)} unexpected answers")
        details = {name: sample for name, sample in self.problems.items() if sample}
        if self.unexpected:
            details["unexpected"] = self.unexpected[:10]
        if out and details:
            out.append("details: " + json.dumps(details, default=str)[:4000])
        return out

    def table(self) -> str:
        widths = [max(len(column), len(f"{self.counts[column]:,}")) for column in COLUMNS]
        lines = ["  ".join(column.rjust(width) for column, width in zip(COLUMNS, widths, strict=True)),
                 "  ".join(f"{self.counts[column]:,}".rjust(width) for column, width in zip(COLUMNS, widths, strict=True))]
        lines.append(f"in {self.seconds:,.0f} s: {self.checks.get('games', 0):,} games, "
                     f"{self.checks.get('events', 0):,} events replayed, "
                     f"{self.checks.get('notifications', 0):,} outbox rows")
        kinds = Counter(fault.rstrip("0123456789 ") for fault in self.faults)  # without the pids
        lines.append(f"faults ({len(self.faults):,}): " + ", ".join(f"{kind} × {n:,}" for kind, n in kinds.items()))
        lines.append("answers without an outcome (retried with the key, or read from the log): "
                     + (", ".join(f"{what} × {n:,}" for what, n in sorted(self.outages.items())) or "none"))
        lines.append("refused (the other client of the seat moved first, or the game had ended): "
                     + (", ".join(f"{status} × {n:,}" for status, n in sorted(self.rejected.items())) or "none"))
        lines.append("moves without a key and without an answer, from the log: "
                     + (", ".join(f"{what} × {n:,}" for what, n in sorted(self.unknown.items())) or "none"))
        lines.append(f"copies of an email received more than once (by content): {self.emails_copies:,}; "
                     f"with the Message-ID of the first copy: {self.emails_resent_same_id:,}, of which "
                     f"{self.emails_resent_in_kill_window:,} left less than {KILL_WINDOW_SECONDS:.0f} s before a "
                     f"kill -9 of the Celery worker (sent, then killed before marked sent)")
        failures = self.failures()
        lines.append("problems: " + ("; ".join(failures) if failures else "none"))
        return "\n".join(lines)


@dataclass
class Copies:
    """Emails the SMTP server received more than once, counted three ways (``email_copies``)."""

    by_content: int  # copies beyond the first of a notification (its key: the same content)
    other_ids: int  # Message-IDs beyond the first of a notification: what a reader sees twice
    same_id: int  # copies repeating a Message-ID already received: one message to a mail client
    same_id_in_kill_window: int  # of those, copies whose first left just before a kill -9 of the worker
    samples: list[dict]  # at most 20 notifications received more than once, for the report


def email_copies(message_ids: dict[str, dict[str, int]], first_at: dict[str, float],
                 worker_kills: list[float]) -> Copies:
    """Count what the SMTP server received more than once. ``message_ids``: per notification key,
    the copies received of each Message-ID; ``first_at``: when each key's first copy arrived, and
    ``worker_kills``: when the Celery worker was killed (both monotonic). A key's copies are in the
    kill window when its first copy left at most ``KILL_WINDOW_SECONDS`` before a kill."""
    twice = sorted(key for key, ids in message_ids.items() if sum(ids.values()) > 1)
    in_window = {key for key in twice
                 if any(0 <= killed - first_at[key] <= KILL_WINDOW_SECONDS for killed in worker_kills)}
    same_id = {key: sum(message_ids[key].values()) - len(message_ids[key]) for key in twice}
    return Copies(
        by_content=sum(sum(message_ids[key].values()) - 1 for key in twice),
        other_ids=sum(len(message_ids[key]) - 1 for key in twice),
        same_id=sum(same_id.values()),
        same_id_in_kill_window=sum(same_id[key] for key in in_window),
        samples=[{"key": key, "message_ids": message_ids[key], "in the kill window": key in in_window}
                 for key in twice[:20]])


def child(stack: Stack, *args: str) -> object:
    """Run ``tests.chaos.checks`` in a child interpreter on the stack's database; its JSON answer."""
    result = subprocess.run([sys.executable, "-m", "tests.chaos.checks", *args], cwd=ROOT, env=stack.env(),
                            capture_output=True, text=True, timeout=3600)
    if result.returncode != 0:
        raise StackError(f"tests.chaos.checks {' '.join(args)} failed: {result.stdout[-2000:]}{result.stderr[-4000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def outbox_left(stack: Stack) -> int:
    """Outbox rows still to send (pending, or claimed by a worker that may have died)."""
    import psycopg

    with psycopg.connect(stack.postgres.url, connect_timeout=10) as conn:
        return conn.execute(
            "SELECT count(*) FROM notifications_notification WHERE status IN ('pending', 'sending')").fetchone()[0]


def wait_for_outbox(stack: Stack, seconds: float) -> None:
    """Wait until every email has left (the sweep sends pending rows older than 30 s and rows
    whose claim timed out); the checks report what is still unsent after ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if outbox_left(stack) == 0:
                return
        except Exception:  # noqa: BLE001 - the database may still be recovering: try again
            pass
        time.sleep(1)


def run(*, cycles: int | None = None, seconds: float | None = None, moves: int | None = None,
        fault_every: float = 6.0, tables: tuple[str, ...] = TABLES, drain_seconds: float = 240,
        progress: Callable[[str], None] | None = None, progress_every: float = 30,
        faults: tuple[str, ...] = FAULTS, pooled: bool = False) -> Result:
    """One chaos run until ``cycles`` rounds of ``faults`` (plus ``fault_every`` seconds of play
    after the last), or ``seconds``, or ``moves`` attempted, whichever comes first. No ``faults``:
    a run of play alone. ``pooled``: through PgBouncer in transaction mode (``Stack``)."""
    if cycles is None and seconds is None and moves is None:
        raise ValueError("say how long: cycles, seconds or moves")
    say = progress or (lambda line: None)
    started = time.monotonic()
    with Stack(pooled=pooled) as stack:
        say(f"stack up in {time.monotonic() - started:.0f} s ({stack.directory})")
        accounts = child(stack, "players", str(2 * len(tables)))
        ledger, stop = Ledger(), threading.Event()
        clients: list[Client] = []
        for number, ruleset in enumerate(tables):
            table = Table("127.0.0.1", stack.web_port, ruleset, accounts[2 * number:2 * number + 2], ledger, stop)
            clients += [Client(table, seat, keyed, "127.0.0.1", stack.web_port, seed=len(clients))
                        for seat in (0, 1) for keyed in (True, False)]
        for client in clients:
            client.start()
        began = time.monotonic()
        next_fault, next_report, injected = began + fault_every, began + progress_every, 0
        try:
            while True:
                now = time.monotonic()
                if seconds is not None and now - began >= seconds:
                    break
                if moves is not None and ledger.attempted >= moves:
                    break
                if cycles is not None and injected >= cycles * len(faults) and now >= next_fault:
                    break
                if not any(client.is_alive() for client in clients):
                    break
                if now >= next_fault and faults and (cycles is None or injected < cycles * len(faults)):
                    stack.inject(faults[injected % len(faults)])
                    injected += 1
                    next_fault = time.monotonic() + fault_every
                elif now >= next_fault:
                    next_fault = now + fault_every  # the last cycle's play after its last fault
                if now >= next_report:
                    say(f"{now - began:,.0f} s: {ledger.attempted:,} moves attempted, {len(ledger.acks):,} "
                        f"acknowledged, {sum(stack.mail.counts()[0].values()):,} emails, {injected} faults")
                    next_report = now + progress_every
                time.sleep(0.1)
        finally:
            stop.set()
            for client in clients:
                client.join(RESOLVE_SECONDS + REQUEST_SECONDS + 30)
        stuck = [client.name for client in clients if client.is_alive()]
        if stuck:
            raise StackError(f"clients still running after the stop: {stuck}")
        say(f"clients stopped after {time.monotonic() - began:,.0f} s; waiting for the outbox")
        wait_for_outbox(stack, drain_seconds)
        received, without_key = stack.mail.counts()
        message_ids = stack.mail.message_ids()
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, dir=stack.directory) as handle:
            json.dump({"acks": [asdict(ack) for ack in ledger.acks], "refused_keys": sorted(ledger.refused_keys),
                       "emails": dict(received), "message_ids": message_ids}, handle)
        say("checking the log, the projections and the emails")
        verified = child(stack, "verify", handle.name)
        checks = Counter(verified["counts"])
        checks["emails_without_key"] = without_key
        copies = email_copies(message_ids, stack.mail.first_at, stack.worker_kills)
        verified["problems"]["emails_duplicated"] = copies.samples
        counts = {
            "attempted": ledger.attempted,
            "acknowledged": len(ledger.acks),
            "found": checks["found"],
            "lost": checks["lost"],
            "duplicated": checks["duplicated"],
            "emails sent": sum(received.values()) + without_key,
            "emails duplicated": copies.other_ids,
        }
        return Result(counts=counts, checks=dict(checks), problems=verified["problems"], faults=list(stack.faults),
                      outages=dict(ledger.outages), rejected=dict(ledger.rejected),
                      unknown=dict(ledger.unknown), unresolved=ledger.unresolved, unexpected=list(ledger.unexpected),
                      seconds=time.monotonic() - started,
                      emails_copies=copies.by_content, emails_resent_same_id=copies.same_id,
                      emails_resent_in_kill_window=copies.same_id_in_kill_window)
