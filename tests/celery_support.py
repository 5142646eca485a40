"""Pointing this test process's Celery producer at another broker."""

from __future__ import annotations


def use_broker(app, url: str) -> None:
    """Point this process's Celery producer at ``url``, for the tasks it publishes from now on.

    Setting ``broker_url`` alone is not enough once an earlier test in the same process has
    published a task: the app keeps that broker's connection pools, so the tasks would go to the
    old broker (for the e2e test, only the outbox sweep 30 s later would then send the emails).
    The old pool is dropped, not closed: kombu keeps pools in a process-wide registry keyed by URL,
    so a closed pool would be handed out again, and fail ("Acquire on closed pool"), when a later
    test returns to the same URL.
    """
    app.conf.broker_url = url
    app._pool = None
    app.amqp._producer_pool = None
