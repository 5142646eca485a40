"""A real ASGI server for the stream tests: gunicorn's ``asgi`` worker serving ``config.asgi`` on a
loopback port, against the test database; and a Server-Sent Events reader for it."""

from __future__ import annotations

import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def database_url(settings_dict: dict) -> str:
    user = settings_dict.get("USER") or ""
    password = f":{settings_dict['PASSWORD']}" if settings_dict.get("PASSWORD") else ""
    host = settings_dict.get("HOST") or "127.0.0.1"
    port = settings_dict.get("PORT") or 5432
    return f"postgres://{user}{password}@{host}:{port}/{settings_dict['NAME']}"


class AsgiServer:
    def __init__(self, settings_dict: dict, **environment: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {**os.environ, "PYTHONPATH": str(ROOT), "DATABASE_URL": database_url(settings_dict),
               "DJANGO_DEBUG": "true", "DB_CONN_MAX_AGE": "0", "LOG_LEVEL": "WARNING", **environment}
        env.pop("DJANGO_SETTINGS_MODULE", None)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "config.asgi:application", "--worker-class", "asgi",
             "--workers", "1", "--bind", f"127.0.0.1:{self.port}", "--graceful-timeout", "2",
             "--control-socket", f"/tmp/rp-stream-test-{self.port}.ctl"],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{self.url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the ASGI server did not start: {self.process.stderr.read().decode()[-3000:]}")
            time.sleep(0.2)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


class Stream:
    """``GET /api/stream/`` read in a thread: parsed messages land on ``messages``."""

    def __init__(self, base: str, token: str, last_event_id: str | None = None) -> None:
        headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
        if last_event_id:
            headers["Last-Event-ID"] = last_event_id
        self.messages: queue.Queue = queue.Queue()
        self.status: int | None = None
        self.ended = threading.Event()  # the server ended the response (or ``close`` did)
        self._client = httpx.Client(timeout=httpx.Timeout(30, read=None))
        self._response = self._client.send(self._client.build_request("GET", f"{base}/api/stream/", headers=headers),
                                           stream=True)
        self.status = self._response.status_code
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        fields: dict[str, str] = {}
        try:
            for line in self._response.iter_lines():
                if line == "":
                    if "data" in fields:
                        self.messages.put((fields.get("event", "message"), json.loads(fields["data"]),
                                           fields.get("id")))
                    fields = {}
                elif not line.startswith(":"):
                    name, _, value = line.partition(":")
                    fields[name] = value.removeprefix(" ")
        except httpx.HTTPError:
            pass  # closed by ``close``, or cut by the server
        finally:
            self.ended.set()

    def take(self, until, timeout: float = 30) -> list[tuple[str, dict, str | None]]:
        """Messages until ``until(message)`` is true for one (included); fails after ``timeout``."""
        taken = []
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"the stream did not say what was expected; it said {taken}")
            try:
                message = self.messages.get(timeout=left)
            except queue.Empty:
                continue
            taken.append(message)
            if until(message):
                return taken

    def close(self) -> None:
        self._response.close()
        self._client.close()
