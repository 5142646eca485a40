"""A real Celery publisher on kombu's in-memory transport, and a fresh background publisher per test."""

from __future__ import annotations

import time

import pytest

from tests.celery_support import use_broker

MEMORY_BROKER = "memory://localhost/"


class Broker:
    """What this process published to the in-memory broker, as (task name, positional args)."""

    def __init__(self, app) -> None:
        self.app = app
        self.messages: list[tuple[str, list]] = []

    def receive(self) -> list[tuple[str, list]]:
        """Take every message waiting in the default queue, and return all received so far."""
        with self.app.connection_for_read() as connection:
            channel = connection.default_channel
            while (message := channel.basic_get(self.app.conf.task_default_queue, no_ack=True)) is not None:
                args, _kwargs, _embed = message.decode()
                self.messages.append((message.headers["task"], args))
        return self.messages

    def wait_for(self, count: int, seconds: float = 20) -> list[tuple[str, list]]:
        """Wait until ``count`` messages in all arrived (generous: the machine may be loaded)."""
        deadline = time.monotonic() + seconds
        while len(self.receive()) < count:
            assert time.monotonic() < deadline, f"only {self.messages} after {seconds} s"
            time.sleep(0.01)
        return self.messages


@pytest.fixture
def broker(settings, monkeypatch):
    """Tasks are published (not run eagerly) to an in-memory broker, through a publisher of this
    test's own; restores eager mode and the broker afterwards."""
    from config.celery import app
    from outbox import dispatch

    previous = (app.conf.task_always_eager, app.conf.broker_url)
    app.conf.task_always_eager = False
    use_broker(app, MEMORY_BROKER)
    monkeypatch.setattr(dispatch, "publisher", dispatch.Publisher())
    received = Broker(app)
    received.receive()  # whatever an earlier test left in the (process-wide) in-memory queue
    received.messages.clear()
    try:
        yield received
    finally:
        dispatch.publisher.close(5)  # publishes what is left, and ends this test's thread
        app.conf.task_always_eager = previous[0]
        use_broker(app, previous[1])

