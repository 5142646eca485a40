"""The ``stream`` role through its real entrypoint (``docker/entrypoint.sh stream``: gunicorn's
``asgi`` worker with the image's settings): a worker that stops, recycled after ``--max-requests``
or told to stop with SIGTERM, ends its open streams at once (their clients resume elsewhere with
``Last-Event-ID``) instead of holding them, and every other request, ``/healthz`` included, for
gunicorn's whole graceful timeout."""

from __future__ import annotations

import os
import runpy
import signal
import subprocess
import time
from pathlib import Path

import httpx
import pytest
from django.db import connection

from players.services import issue_token
from tests.streams.server import ROOT, Stream, database_url, free_port
from tests.streams.test_stream import wait_for_other_sessions_to_end

pytestmark = pytest.mark.django_db(transaction=True)
#: Far below gunicorn's graceful timeout (30 s): what "at once" means here, on a busy machine.
PROMPT_SECONDS = 8


class StreamRole:
    """``sh docker/entrypoint.sh stream ARGS`` on a loopback port, one worker, against the test database."""

    def __init__(self, run_dir: Path, *args: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {**os.environ, "DATABASE_URL": database_url(connection.settings_dict), "DJANGO_DEBUG": "true",
               "DB_CONN_MAX_AGE": "0", "LOG_LEVEL": "WARNING", "WEB_CONCURRENCY": "1", "RUN_DIR": str(run_dir),
               "DJANGO_SETTINGS_MODULE": "config.settings", "PYTHON": os.sys.executable,
               "PATH": f"{Path(os.sys.executable).parent}:{os.environ['PATH']}"}
        self.process = subprocess.Popen(
            ["sh", str(ROOT / "docker" / "entrypoint.sh"), "stream", "--bind", f"127.0.0.1:{self.port}", *args],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.wait_healthy(60)

    def wait_healthy(self, seconds: float) -> float:
        """How long ``/healthz`` took to answer 200 (fails past ``seconds``)."""
        start = time.monotonic()
        while time.monotonic() - start < seconds:
            try:
                if httpx.get(f"{self.url}/healthz", timeout=seconds).status_code == 200:
                    return time.monotonic() - start
            except httpx.HTTPError:
                pass
            if self.process.poll() is not None:
                raise AssertionError(f"the stream role stopped: {self.process.stderr.read().decode()[-3000:]}")
            time.sleep(0.2)
        raise AssertionError(f"/healthz did not answer within {seconds} s")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def role(tmp_path, django_db_blocker):
    started: list[StreamRole] = []
    yield lambda *args: started.append(StreamRole(tmp_path, *args)) or started[-1]
    for one in started:
        one.stop()
    with django_db_blocker.unblock():
        wait_for_other_sessions_to_end()


def test_the_stream_role_does_not_recycle_its_workers(monkeypatch):
    monkeypatch.setenv("GUNICORN_ASGI", "true")
    assert runpy.run_path(str(ROOT / "docker" / "gunicorn.conf.py"))["max_requests"] == 0
    monkeypatch.setenv("GUNICORN_ASGI", "false")
    assert runpy.run_path(str(ROOT / "docker" / "gunicorn.conf.py"))["max_requests"] > 0  # the web role does


def test_a_recycled_worker_ends_its_streams_at_once_and_health_stays_fast(role, make_player):
    server = role("--max-requests", "20")
    stream = Stream(server.url, issue_token(make_player()))
    assert stream.status == 200
    stream.take(lambda message: message[0] == "hello")
    slowest = 0.0
    for _ in range(22):  # the 20th request (the stream was the 1st) recycles the worker
        started = time.monotonic()
        assert httpx.get(f"{server.url}/healthz", timeout=60).status_code == 200
        slowest = max(slowest, time.monotonic() - started)
    assert stream.ended.wait(PROMPT_SECONDS), "the recycled worker kept its stream open"
    assert slowest < PROMPT_SECONDS, f"/healthz took {slowest:.1f} s while a worker restarted"
    # And the new worker serves streams.
    again = Stream(server.url, issue_token(make_player()))
    again.take(lambda message: message[0] == "hello")
    again.close()


def test_sigterm_ends_open_streams_and_the_server_at_once(role, make_player):
    server = role()
    streams = [Stream(server.url, issue_token(make_player())) for _ in range(3)]
    for stream in streams:
        stream.take(lambda message: message[0] == "hello")
    started = time.monotonic()
    server.process.send_signal(signal.SIGTERM)
    server.process.wait(PROMPT_SECONDS)
    assert time.monotonic() - started < PROMPT_SECONDS
    assert all(stream.ended.wait(1) for stream in streams)
