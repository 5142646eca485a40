"""The play-by-mail flow, end to end, with nothing faked:

PostgreSQL (the test database), a Redis server as broker, a real Celery worker with an embedded
beat in its own process, a real SMTP server on loopback (aiosmtpd) that receives the emails, the
site served by a live server, and Debian's Chromium driven by Playwright. Two players play a whole
2-player game of UIGO! by following the links in the emails they receive, and nothing else.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import threading
import time
from email import message_from_bytes, policy
from pathlib import Path

import pytest

from games import services
from games.models import Game
from tests.celery_support import use_broker
from tests.playbymail.processes import stop_process_group, wait_until_alone

ROOT = Path(__file__).resolve().parents[2]
# The worker's database sessions carry this name, so teardown can wait for exactly those: the live
# server's threads, in this process, still hold theirs until their own fixture ends.
WORKER_DB_NAME = "ravenpost-e2e-worker"
pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


class Inbox:
    """An SMTP handler for aiosmtpd that keeps every message, for the test to wait on."""

    def __init__(self) -> None:
        self.messages: list = []
        self.lock = threading.Condition()

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        message = message_from_bytes(envelope.content, policy=policy.default)
        with self.lock:
            self.messages.append(message)
            self.lock.notify_all()
        return "250 OK"

    def wait_for(self, predicate, seconds: float = 60):
        deadline = time.monotonic() + seconds
        with self.lock:
            while True:
                found = [m for m in self.messages if predicate(m)]
                if found:
                    return found
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(f"no such email after {seconds} s; got {[m['Subject'] for m in self.messages]}")
                self.lock.wait(remaining)


def text_of(message) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def link_in(message) -> str:
    match = re.search(r"https?://\S+/games/\d+/enter/\S+/", text_of(message))
    assert match, text_of(message)
    return match.group(0)


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


def test_two_players_play_a_whole_game_by_email(live_server, smtp, celery_worker_process, browser, make_player):
    alice, bob = make_player("Alice"), make_player("Bob")
    bob.locale, bob.locale_chosen = "fr", True  # chosen: the browser (English) does not override it
    bob.save()
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    pages = {alice.email: browser.new_context().new_page(), bob.email: browser.new_context().new_page()}
    seen: set[str] = set()

    def next_turn_email():
        """The newest unseen "your turn" email (one arrives each time the turn passes to a player)."""
        found = smtp.wait_for(lambda m: m["X-Ravenpost-Notification"].startswith(f"turn:{game.pk}:")
                              and m["X-Ravenpost-Notification"] not in seen)
        message = found[0]
        seen.add(message["X-Ravenpost-Notification"])
        return message

    moves = 0
    while True:
        message = next_turn_email()
        page = pages[message["To"]]
        page.goto(link_in(message))  # GET: signs in for this game only, changes nothing
        assert page.locator("html").get_attribute("lang") == ("fr" if message["To"] == bob.email else "en")
        # Play until the turn passes to the other player (UIGO has placement steps in a row).
        while page.locator("ul.moves button").count():
            page.locator("ul.moves button").first.click()
            page.wait_for_load_state()
            moves += 1
        game.refresh_from_db()
        if game.status == Game.Status.FINISHED:
            break
        assert moves < 2000

    assert game.outcome and set(game.outcome["scores"]) == {"0", "1"}
    over = smtp.wait_for(lambda m: m["X-Ravenpost-Notification"].startswith(f"over:{game.pk}:"), seconds=60)
    deadline = time.monotonic() + 30
    while len({m["To"] for m in over}) < 2 and time.monotonic() < deadline:
        over = smtp.wait_for(lambda m: m["X-Ravenpost-Notification"].startswith(f"over:{game.pk}:"))
        time.sleep(0.2)
    assert {m["To"] for m in over} == {alice.email, bob.email}
    keys = [m["X-Ravenpost-Notification"] for m in smtp.messages]
    assert len(keys) == len(set(keys)), "an email was sent twice"
    page = pages[alice.email]
    page.goto(f"{live_server.url}/games/{game.pk}/")
    assert page.locator("h2", has_text="Result").count() == 1
