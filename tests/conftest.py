"""Shared fixtures: players with API tokens, an authenticated API client, game helpers."""

from __future__ import annotations

import itertools

import pytest
from rest_framework.test import APIClient

_emails = itertools.count(1)


@pytest.fixture
def make_player(db):
    """``make_player(name=None, seat_directly=True)``: a new player. Test players opt in to being
    seated directly (``Player.seat_directly``), so that tests which are not about consent can seat
    each other by id in games that start at once; tests of consent pass ``seat_directly=False``."""
    from players.services import get_or_create_player

    def make(name: str | None = None, seat_directly: bool = True):
        number = next(_emails)
        player, _ = get_or_create_player(f"player{number}@example.org", name=name or f"Player {number}")
        if player.seat_directly != seat_directly:
            player.seat_directly = seat_directly
            player.save(update_fields=["seat_directly"])
        return player

    return make


@pytest.fixture
def client_for():
    """``client_for(player)``: an APIClient authenticated with a fresh token of that player."""
    from players.services import issue_token

    def make(player) -> APIClient:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {issue_token(player)}")
        return client

    return make


@pytest.fixture
def players(make_player):
    return [make_player(name) for name in ("Théo", "Sonia", "Gabriel", "Carole")]


@pytest.fixture(autouse=True)
def _no_api_rate_limits(settings):
    """The API's rate limits (games/api/throttles.py) are off in tests, which play whole games
    from one token in seconds; tests/api/test_rate_limits.py turns them on."""
    settings.API_RATE_MOVES = settings.API_RATE_WRITES = settings.API_RATE_READS = 0
    settings.API_RATE_PER_ADDRESS = 0


@pytest.fixture(autouse=True)
def _turn_emails_at_once(settings):
    """Turn emails leave at once in tests, as they did before the turn email policy
    (notifications.turn_policy): most tests play several seats in a second and read the outbox
    right after a move. tests/notifications/test_turn_timelines.py turns the policy back on."""
    settings.NOTIFICATIONS_TURN_GRACE_SECONDS = 0


@pytest.fixture(autouse=True)
def _quick_bots(settings):
    """Bots think for 10 ms a decision in tests (a "normal" bot plays 2 playouts when it searches in
    the move's transaction, as it does with tasks run eagerly: ``games.services.bot_moves``), so
    that a game against bots plays through in seconds, the same way every run."""
    settings.BOTS_MOVE_BUDGET_MS = 10


@pytest.fixture
def smtp_inbox(settings):
    """A real SMTP server on loopback (aiosmtpd) that keeps every message, and Django sending to it:
    the headers a test reads are those a mail client would get, after Django's own encoding."""
    import socket

    from aiosmtpd.controller import Controller

    from tests.e2e.mail import Inbox

    inbox = Inbox()
    with socket.socket() as probe:  # a free port on loopback
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", port
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    try:
        yield inbox
    finally:
        controller.stop()


@pytest.fixture(scope="session")
def private_redis(tmp_path_factory):
    """A Redis server of this test run alone, one per test worker: ``redis-server`` on a free
    loopback port, its files in a temporary folder, stopped at the end. Tests that need Redis use
    it rather than the machine's shared one (127.0.0.1:6379), whose databases other work may be
    using at the same moment. Yields its URL, without a database number."""
    import shutil
    import socket
    import subprocess
    import time

    import redis

    if shutil.which("redis-server") is None:
        pytest.fail("These tests start their own Redis: install redis-server (bin/test's setup does).")
    folder = tmp_path_factory.mktemp("redis")
    for _attempt in range(3):  # a free port may be taken between the probe and the bind
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        process = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(folder), "--logfile", str(folder / "redis.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis(host="127.0.0.1", port=port)
        deadline = time.monotonic() + 10
        while process.poll() is None and time.monotonic() < deadline:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                time.sleep(0.05)
        else:
            process.kill()
            process.wait()
            continue
        try:
            yield f"redis://127.0.0.1:{port}"
        finally:
            client.close()
            process.terminate()
            process.wait(10)
        return
    pytest.fail(f"redis-server did not start: {(folder / 'redis.log').read_text()[-2000:]}")


@pytest.fixture
def redis_counters(settings, private_redis):
    """The shared cache (the rate counters: production's path, one Lua script counts both
    budgets) in this run's own Redis (``private_redis``), emptied before and after."""
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache",
                                   "LOCATION": f"{private_redis}/0"}}
    from django.core.cache import caches

    caches["default"].clear()
    yield caches["default"]
    caches["default"].clear()
