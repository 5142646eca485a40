"""What the browser tests share: a headless Chromium driven by Playwright's sync API, a real SMTP
server on loopback (``smtp``), a Redis database of their own and a real Celery worker process."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import connections

from tests.celery_support import use_broker
from tests.e2e.mail import Inbox
from tests.playbymail.processes import stop_process_group, wait_until_alone

ROOT = Path(__file__).resolve().parents[2]
# The worker's database sessions carry this name, so teardown can wait for exactly those: the live
# server's threads, in this process, still hold theirs until their own fixture ends.
WORKER_DB_NAME = "ravenpost-e2e-worker"


@pytest.fixture
def browser(monkeypatch):
    """Debian's Chromium, launched for one test.

    Playwright's sync API runs an event loop in this thread; the test's own database calls are
    still plain synchronous calls, which Django would otherwise refuse next to a loop. Django keeps
    connections per context, and the test's run inside Playwright's: they are closed here, before
    the loop goes, or they would outlive the test and hold the test database open at teardown.
    """
    from playwright.sync_api import sync_playwright

    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    executable = shutil.which("chromium") or "/usr/bin/chromium"
    if not os.path.exists(executable):
        pytest.fail("The browser tests need Debian's Chromium (apt-get install chromium; bin/test installs it).")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable,
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        )
        yield browser
        connections.close_all()
        browser.close()


@pytest.fixture
def smtp():
    from aiosmtpd.controller import Controller

    inbox = Inbox()
    with socket.socket() as probe:  # a free port on loopback
        probe.bind(("127.0.0.1", 0))
        inbox.port = probe.getsockname()[1]
    controller = Controller(inbox, hostname="127.0.0.1", port=inbox.port)
    controller.start()
    yield inbox
    controller.stop()


@pytest.fixture
def redis_url():
    import redis

    # One Redis database per pytest-xdist worker (none when run without xdist).
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    index = int(worker.removeprefix("gw")) + 1 if worker else 0
    url = f"redis://127.0.0.1:6379/{10 + index}"
    try:
        redis.Redis.from_url(url).flushdb()
    except redis.ConnectionError:
        pytest.fail("The end-to-end test needs a Redis server on 127.0.0.1:6379 (bin/test starts one).")
    return url


@pytest.fixture
def celery_worker_process(live_server, smtp, redis_url, settings, tmp_path):
    """A real Celery worker with embedded beat, talking to the test database, Redis and the SMTP server."""
    from django.db import connection

    from config.celery import app

    db = connection.settings_dict
    env = {
        **os.environ,
        "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
                        f"?application_name={WORKER_DB_NAME}",
        "REDIS_URL": redis_url,
        "EMAIL_URL": f"smtp://127.0.0.1:{smtp.port}",
        "SITE_URL": live_server.url,
        "DEADLINE_SCAN_SECONDS": "2",
        "OUTBOX_SWEEP_SECONDS": "5",
        "CELERY_TASK_ALWAYS_EAGER": "false",
    }
    schedule = tmp_path / "celerybeat-schedule"
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "-B", "--pool=solo", "--loglevel=WARNING",
         f"--schedule={schedule}"],
        cwd=ROOT, env=env, start_new_session=True,
    )
    # The web side (this process) must queue tasks in the same Redis instead of running them eagerly.
    settings.SITE_URL = live_server.url
    previous = (app.conf.task_always_eager, app.conf.broker_url)
    app.conf.task_always_eager = False
    use_broker(app, redis_url)
    try:
        yield worker
    finally:
        app.conf.task_always_eager = previous[0]
        use_broker(app, previous[1])
        # The worker and its embedded beat, a forked child that may hold an inherited database
        # connection after the worker exits: stop the whole group, then wait until the test
        # database has no other session, or the runner's final DROP DATABASE would find one.
        stop_process_group(worker)
        wait_until_alone(application_name=WORKER_DB_NAME)
