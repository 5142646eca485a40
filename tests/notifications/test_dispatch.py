"""The background publisher (``outbox.dispatch``): the ids that requests schedule are
published from a thread, one ``deliver_batch`` task per gathering window; a broker failure never
reaches the caller; a forked child gets its own thread; the queue is flushed at exit. In eager mode
(tests, development) nothing changes: one task per id, run in the caller."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from games import services
from outbox import dispatch
from outbox.models import Notification
from tests.notifications.conftest import MEMORY_BROKER, use_broker
from tests.ops.support import clean_env, closed_port, load_settings

ROOT = Path(__file__).resolve().parents[2]
BATCH = "notifications.tasks.deliver_batch"
DELIVER = "notifications.tasks.deliver"


def test_ids_scheduled_within_the_window_go_out_as_one_task(broker, settings):
    settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS = 1.0  # long enough for a loaded machine to start two threads
    dispatch.schedule([1, 2])
    others = [threading.Thread(target=dispatch.schedule, args=([n],)) for n in (3, 4)]  # other request threads
    for thread in others:
        thread.start()
    for thread in others:
        thread.join()
    [(task, [ids])] = broker.wait_for(1)
    assert task == BATCH and ids[:2] == [1, 2] and sorted(ids) == [1, 2, 3, 4]
    time.sleep(0.2)
    assert len(broker.receive()) == 1


def test_the_batch_leaves_after_the_window_and_the_caller_does_not_wait(broker, settings):
    settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS = 1.0
    started = time.monotonic()
    dispatch.schedule([7])
    dispatch.schedule([8])
    assert broker.receive() == []  # nothing published in the caller
    assert broker.wait_for(1) == [(BATCH, [[7, 8]])]
    assert time.monotonic() - started >= 1.0
    dispatch.schedule([9])  # the next window starts with the next id
    assert broker.wait_for(2)[1] == (BATCH, [[9]])


def test_a_big_batch_is_split_into_tasks_of_batch_size(broker, settings, monkeypatch):

    monkeypatch.setattr(dispatch, "BATCH_SIZE", 3)
    settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS = 0.2
    dispatch.schedule(list(range(1, 8)))
    assert broker.wait_for(3) == [(BATCH, [[1, 2, 3]]), (BATCH, [[4, 5, 6]]), (BATCH, [[7]])]


def test_a_broker_failure_is_logged_not_raised_and_the_thread_goes_on(broker, settings, caplog):
    from config.celery import app

    settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS = 0.05
    use_broker(app, f"redis://127.0.0.1:{closed_port()}/0")  # nothing listens there: connection refused
    with caplog.at_level(logging.WARNING, logger="outbox.dispatch"):
        dispatch.schedule([11, 12])  # does not raise
        assert dispatch.publisher.flush(30)
    assert "could not publish (all of) 2 notification(s)" in caplog.text
    assert "outbox sweep" in caplog.text
    use_broker(app, MEMORY_BROKER)  # the broker is back
    dispatch.schedule([13])
    assert broker.wait_for(1) == [(BATCH, [[13]])]  # 11 and 12 are the sweep's now


@pytest.mark.parametrize("reset_at_fork", [True, False], ids=["register_at_fork", "pid-check"])
def test_a_forked_child_gets_its_own_thread_and_queue(broker, settings, reset_at_fork):
    """A gunicorn or Celery pool process is forked from a parent that may have published already:
    the parent's thread does not exist in the child. The module's publisher is reset right after
    the fork (``os.register_at_fork``); failing that, ``submit`` notices the new pid."""
    settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS = 0.05
    publisher = dispatch.publisher
    if reset_at_fork:
        os.register_at_fork(after_in_child=publisher._reset)
    dispatch.schedule([21])
    assert broker.wait_for(1) == [(BATCH, [[21]])]
    parent_thread = publisher._thread
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report through the pipe, and never return into pytest
        try:
            parent_thread_here = parent_thread.is_alive()
            dispatch.schedule([22])
            flushed = publisher.flush(20)
            report = {"parent_thread_here": parent_thread_here, "flushed": flushed,
                      "new_thread": publisher._thread is not parent_thread and publisher._thread.is_alive(),
                      "messages": broker.receive()}
            os.write(write_end, json.dumps(report).encode())
        finally:
            os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        report = json.loads(pipe.read() or "{}")
    os.waitpid(pid, 0)
    assert report == {"parent_thread_here": False, "flushed": True, "new_thread": True,
                      "messages": [[BATCH, [[21]]], [BATCH, [[22]]]]}
    assert publisher._thread is parent_thread and parent_thread.is_alive()
    dispatch.schedule([23])  # the parent's publisher is untouched
    assert broker.wait_for(2)[1] == (BATCH, [[23]])


EXITING_PROCESS = """
import atexit, json, sys
import django

messages = []

def report():  # registered before the publisher's own flush, so atexit runs it after that flush
    from config.celery import app
    with app.connection_for_read() as connection:
        while (message := connection.default_channel.basic_get("celery", no_ack=True)) is not None:
            messages.append([message.headers["task"], message.decode()[0]])
    print(json.dumps(messages), flush=True)

atexit.register(report)
django.setup()
from config.celery import app
app.conf.broker_url = "memory://localhost/"
from outbox import dispatch
dispatch.schedule([31, 32])
dispatch.schedule([33])
sys.exit(0)  # long before the 10 s window is over
"""


def test_what_is_queued_is_published_at_interpreter_exit():
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", "REDIS_URL": "", "EMAIL_URL": "locmem://",
           "CELERY_TASK_ALWAYS_EAGER": "false", "NOTIFICATIONS_PUBLISH_BATCH_SECONDS": "10",
           "LOG_LEVEL": "ERROR"}
    done = subprocess.run([sys.executable, "-c", EXITING_PROCESS], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [[BATCH, [[31, 32, 33]]]]


def test_flush_with_nothing_queued_returns_at_once(broker):
    assert dispatch.publisher.flush(5)  # no thread yet
    dispatch.schedule([41])
    assert dispatch.publisher.flush(20)
    assert broker.receive() == [(BATCH, [[41]])]
    assert dispatch.publisher.flush(5)



def test_close_publishes_what_is_queued_then_ends_the_thread(broker, settings):
    settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS = 10.0  # only close can make it publish in time
    dispatch.schedule([51, 52])
    thread = dispatch.publisher._thread
    assert thread is not None and thread.is_alive()
    dispatch.publisher.close(20)
    assert not thread.is_alive()
    assert broker.receive() == [(BATCH, [[51, 52]])]
    dispatch.schedule([53])  # a later submit starts a new thread
    assert dispatch.publisher._thread is not thread and dispatch.publisher._thread.is_alive()
    assert dispatch.publisher.flush(20)
    assert broker.receive()[-1] == (BATCH, [[53]])

@pytest.mark.django_db
def test_a_move_committed_without_eager_celery_publishes_a_batch(broker, players, settings,
                                                                  django_capture_on_commit_callbacks):
    settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS = 0.05
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    pending = list(Notification.objects.filter(game=game, kind="your_turn").values_list("id", flat=True))
    assert pending and broker.wait_for(1) == [(BATCH, [pending])]
    assert Notification.objects.get(pk=pending[0]).status == "pending"  # the worker's job now


def test_a_window_of_zero_publishes_one_task_per_id_in_the_caller(broker, settings):
    settings.NOTIFICATIONS_PUBLISH_BATCH_SECONDS = 0
    dispatch.schedule([51, 52])
    assert broker.receive() == [(DELIVER, [51]), (DELIVER, [52])]  # already there: no thread involved
    assert dispatch.publisher._thread is None


@pytest.mark.django_db
def test_eager_celery_still_sends_during_the_commit(players, mailoutbox, django_capture_on_commit_callbacks,
                                                    monkeypatch):
    monkeypatch.setattr(dispatch, "publisher", dispatch.Publisher())
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    assert len(mailoutbox) == 1  # sent in the caller, right at the commit
    assert Notification.objects.get(game=game, kind="your_turn").status == "sent"
    assert dispatch.publisher._thread is None  # no background thread in eager mode


@pytest.mark.parametrize(("value", "seconds"), [(None, 0.05), ("0", 0.0), ("0.2", 0.2), (" 1 ", 1.0)])
def test_the_window_comes_from_the_environment(value, seconds):
    result, values = load_settings(clean_env(NOTIFICATIONS_PUBLISH_BATCH_SECONDS=value),
                                   "NOTIFICATIONS_PUBLISH_BATCH_SECONDS")
    assert result.returncode == 0, result.stderr
    assert values == {"NOTIFICATIONS_PUBLISH_BATCH_SECONDS": seconds}


@pytest.mark.parametrize("value", ["fast", "-0.1", "nan", "60"])
def test_a_bad_window_stops_the_start_with_a_message(value):
    result, _ = load_settings(clean_env(NOTIFICATIONS_PUBLISH_BATCH_SECONDS=value))
    assert result.returncode != 0
    assert "NOTIFICATIONS_PUBLISH_BATCH_SECONDS must be a number of seconds from 0 to 10" in result.stderr
