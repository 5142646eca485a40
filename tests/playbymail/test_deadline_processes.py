"""A passed deadline gives exactly one timeout event and one set of emails, with real processes:
two schedulers scanning at once, and a worker killed (SIGKILL) in the middle of applying the
timeout, whose work another scheduler then does, once.

Each scheduler is a separate Python process running the deadline scan against the test database,
as a Celery beat task would; the killed one is stopped inside the transaction, after it wrote the
events and the outbox rows and before it committed.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
from django.db import connection
from django.utils import timezone

from games import services
from games.models import Event, Seat
from notifications.deadlines import scan
from outbox.models import Notification
from tests.playbymail.processes import wait_until_alone

ROOT = Path(__file__).resolve().parents[2]
# The schedulers' database sessions carry this name, so the tests wait for exactly those to end:
# other sessions on the test database may belong to this process (the session-wide live server
# of the browser tests keeps its connection until the end of the run).
SCHEDULER_DB_NAME = "ravenpost-test-scheduler"
pytestmark = pytest.mark.django_db(transaction=True)

SCHEDULER = """
import json, os, sys, time
import django
django.setup()
from datetime import datetime
mode, now, marker = sys.argv[1], datetime.fromisoformat(sys.argv[2]), sys.argv[3]
if mode == "die-inside":
    import outbox.emails as outbox
    write = outbox.notify_everyone
    def write_then_hang(*args, **kwargs):
        write(*args, **kwargs)               # the timeout's events and outbox rows are written...
        open(marker, "w").write("inside")
        time.sleep(600)                      # ...and the worker is killed here, before the commit
    outbox.notify_everyone = write_then_hang
from notifications.deadlines import scan
print(json.dumps(scan(now=now)))
"""


def scheduler(mode: str, now, marker: Path) -> subprocess.Popen:
    db = connection.settings_dict
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
                        f"?application_name={SCHEDULER_DB_NAME}",
        "EMAIL_URL": "locmem://",
        "REDIS_URL": "",
        "CELERY_TASK_ALWAYS_EAGER": "true",
        "LOG_LEVEL": "WARNING",
    }
    return subprocess.Popen([sys.executable, "-c", SCHEDULER, mode, now.isoformat(), str(marker)], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, text=True)


def timeouts_of(process: subprocess.Popen) -> int:
    out, _ = process.communicate(timeout=120)
    assert process.returncode == 0, out
    return json.loads(out.strip().splitlines()[-1])["timeouts"]


@pytest.fixture
def due_game(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk],
                                move_time_limit=timedelta(hours=1))
    game.refresh_from_db()
    return game


def assert_exactly_one_timeout(game, seq_before: int, seat: int) -> None:
    """One timeout for ``seat`` (appended right after ``seq_before``, by the system), one email each."""
    markers = list(Event.objects.filter(game=game, type="meta:timeout", seat=seat))
    assert len(markers) == 1 and markers[0].seq == seq_before + 1 and markers[0].actor_id is None
    seqs = list(Event.objects.filter(game=game).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))
    batch = list(Event.objects.filter(game=game, batch=seq_before + 1).order_by("seq"))
    assert len(batch) >= 2 and batch[0] == markers[0]
    # One email each: the timeout email, or the "your turn" of the player it made next to move.
    sent = Notification.objects.filter(game=game, kind__in=["timeout", "your_turn"], context__seq__gt=seq_before,
                                       context__seq__lte=batch[-1].seq)
    assert sorted(sent.values_list("player_id", flat=True)) == sorted(
        game.seats.values_list("player_id", flat=True))


def test_two_scheduler_processes_give_one_timeout(due_game, tmp_path):
    # Exactly when the seat to move is due: the next seat's clock starts at the timeout, an hour
    # before it is due, so a scheduler that lists the seats after the other committed finds
    # nothing (two hours later, it would find that next seat due: a second, legitimate timeout).
    (later,) = Seat.objects.filter(game=due_game, is_to_move=True).values_list("deadline", flat=True)
    processes = [scheduler("scan", later, tmp_path / "unused") for _ in range(2)]
    assert sorted(timeouts_of(p) for p in processes) == [0, 1]
    wait_until_alone(application_name=SCHEDULER_DB_NAME)
    assert_exactly_one_timeout(due_game, due_game.seq, due_game.to_move[0])


def test_a_worker_killed_mid_timeout_leaves_nothing_and_the_next_scan_does_it_once(due_game, tmp_path):
    later = timezone.now() + timedelta(hours=2)
    marker = tmp_path / "inside"
    doomed = scheduler("die-inside", later, marker)
    try:
        deadline = time.monotonic() + 90
        while not marker.exists():
            assert doomed.poll() is None, "the scheduler ended before reaching the timeout"
            assert time.monotonic() < deadline, "the scheduler never reached the timeout"
            time.sleep(0.1)
        # A second scheduler starts while the first holds the game: it waits for the row lock.
        other = scheduler("scan", later, tmp_path / "unused")
        time.sleep(1)
        assert Event.objects.filter(game=due_game, seq__gt=due_game.seq).count() == 0  # nothing committed yet
    finally:
        os.kill(doomed.pid, signal.SIGKILL)
        doomed.communicate(timeout=30)
    assert timeouts_of(other) == 1  # the retry, by whichever scheduler comes next
    # The killed scheduler's session is gone too: its transaction was rolled back.
    wait_until_alone(application_name=SCHEDULER_DB_NAME)
    assert_exactly_one_timeout(due_game, due_game.seq, due_game.to_move[0])
    # A later scan (a redelivered task) does nothing more for that seat. (The next seat's own clock
    # started when its turn began and may be due at ``later`` too: that would be another timeout.)
    scan(now=later)
    assert_exactly_one_timeout(due_game, due_game.seq, due_game.to_move[0])
