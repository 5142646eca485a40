"""A real local HTTP server that records what it receives, and webhooks allowed on loopback."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from outbox.webhooks import forget_owners


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Receiver:
    """What a local server got; ``answer`` (status, extra headers) is what it answers next."""

    url: str
    received: list[Received] = field(default_factory=list)
    answer: tuple[int, dict[str, str]] = (200, {})


@pytest.fixture
def receiver():
    """A local HTTP server on 127.0.0.1 (closed after the test)."""
    state = Receiver(url="")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 - the standard library's name
            length = int(self.headers.get("Content-Length", 0))
            state.received.append(Received(self.path, dict(self.headers), self.rfile.read(length)))
            status, headers = state.answer
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}/hook"
    yield state
    server.shutdown()
    server.server_close()


@pytest.fixture
def allow_loopback(settings):
    settings.WEBHOOKS_ALLOW_LOOPBACK = True
    return settings


@pytest.fixture(autouse=True)
def _fresh_owners():
    """Each process caches who has an endpoint; a test's rows are gone after it."""
    forget_owners()
    yield
    forget_owners()
