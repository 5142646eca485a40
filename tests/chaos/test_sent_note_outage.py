"""The note that an email left, kept in Redis while PostgreSQL cannot record it, survives a Redis
restart. Real servers on loopback: a Redis server of the test's own (the cache) and an
SMTP server that counts what it receives; PostgreSQL's failure at the mark is simulated as in
``test_sent_mark`` (the shared test database must not be restarted; ``test_outage_in_a_batch``
restarts a private one).

What a Redis restart loses, and what is done about it:

- the note itself, when Redis keeps nothing (no append-only file) or crashes within its last
  second of writes: the worker writes the note again at every failed try of the mark, so a note
  lost while the worker still retries is written back as soon as Redis answers;
- the answer, while Redis is down: a later attempt that cannot ask whether the email left waits
  for Redis (released and retried with backoff, ``CACHE_WAIT_ATTEMPTS``) instead of sending it
  again; once Redis answers, the persisted note is found and the row is marked, not resent.
"""

from __future__ import annotations

import tempfile
from datetime import timedelta
from pathlib import Path

import pytest
from django.db import OperationalError
from django.db.models import QuerySet
from django.utils import timezone

from games import services
from notifications import tasks
from outbox import dispatch, settle
from outbox.emails import send_sign_in_link
from outbox.models import Notification
from tests.chaos.stack import PrivateRedis

pytestmark = pytest.mark.django_db(transaction=True)  # the mark's retry closes the broken connection


@pytest.fixture
def private_redis(settings, request):
    """A Redis server of this test's own as Django's cache (``persistent`` by the test's param)."""
    persistent = getattr(request, "param", False)
    with tempfile.TemporaryDirectory(prefix="ravenpost-redis-") as directory:
        server = PrivateRedis(Path(directory), persistent=persistent)
        server.start()
        settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache",
                                       "LOCATION": server.url, "OPTIONS": {"socket_connect_timeout": 1}}}
        try:
            yield server
        finally:
            server.stop()


@pytest.fixture
def pending_id(players, monkeypatch) -> int:
    """A pending sign-in link email whose delivery was never scheduled (the test delivers it)."""
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players])
    with monkeypatch.context() as patch:
        patch.setattr(dispatch, "schedule", lambda ids: None)
        assert send_sign_in_link(players[0], game)
    Notification.objects.exclude(kind="sign_in_link").delete()
    return Notification.objects.get(kind="sign_in_link").pk


def database_down_at_the_mark(monkeypatch, during=lambda failures: None) -> list[int]:
    """Every update that marks a row sent fails as a restarting PostgreSQL does; ``during(n)`` runs
    at the n-th failure (a fault of the test's choosing)."""
    update = QuerySet.update
    failures: list[int] = []

    def failing_update(queryset, **values):
        if values.get("status") == Notification.Status.SENT:
            failures.append(len(failures) + 1)
            during(len(failures))
            raise OperationalError("the database system is starting up")
        return update(queryset, **values)

    monkeypatch.setattr(QuerySet, "update", failing_update)
    return failures


def lease_over(notification_id: int) -> None:
    Notification.objects.filter(pk=notification_id).update(claimed_at=timezone.now() - timedelta(hours=1))


def received(inbox, row: Notification) -> list[str]:
    return [str(m["Message-ID"]) for m in inbox.messages if m["X-Ravenpost-Notification"] == row.key]


def test_a_redis_restart_while_the_mark_is_retried_does_not_lose_the_note(
        pending_id, private_redis, smtp_inbox, monkeypatch, settings):
    """Redis (keeping nothing) restarts while PostgreSQL is down at the mark; PostgreSQL stays down
    past the retries. The note written before the restart is gone, but the next failed try
    writes it again: the sweep's attempt, once the lease is over, marks the row, sends nothing."""
    settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS = 8  # the mark is retried for 4 s
    restarted = []

    def restart_redis_at_the_second_failure(failures: int) -> None:
        if failures == 2:
            private_redis.restart()
            restarted.append(failures)

    with monkeypatch.context() as patch:
        database_down_at_the_mark(patch, during=restart_redis_at_the_second_failure)
        assert tasks.deliver_batch([pending_id]) == {"error": 1}
    assert restarted == [2]
    row = Notification.objects.get(pk=pending_id)
    assert row.status == Notification.Status.SENDING and len(received(smtp_inbox, row)) == 1
    lease_over(pending_id)
    assert tasks.deliver_pending() == 1  # the sweep (eagerly, here)
    assert Notification.objects.get(pk=pending_id).status == Notification.Status.SENT
    assert received(smtp_inbox, row) == [row.message_id()]


@pytest.mark.parametrize("private_redis", [True], indirect=True)
def test_an_attempt_that_cannot_reach_redis_waits_for_it_instead_of_sending_again(
        pending_id, private_redis, smtp_inbox, monkeypatch, settings):
    """The note is in Redis (persisted, as in production); Redis is down when the sweep's attempt
    comes. That attempt cannot tell whether the email left: it waits (the row goes back to
    pending, with backoff), and the attempt after Redis's restart finds the note."""
    settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS = 1
    with monkeypatch.context() as patch:
        database_down_at_the_mark(patch)
        assert tasks.deliver_batch([pending_id]) == {"error": 1}
    row = Notification.objects.get(pk=pending_id)
    private_redis.stop()
    lease_over(pending_id)
    scheduled = []
    monkeypatch.setattr(tasks.deliver, "apply_async", lambda *args, **kwargs: scheduled.append(kwargs))
    assert tasks.deliver_batch([pending_id]) == {"retry": 1}
    assert scheduled == [{"countdown": settle.policy(settle.EMAILS).delay(2)}]
    assert Notification.objects.get(pk=pending_id).status == Notification.Status.PENDING
    private_redis.start()  # the same port, the same append-only file
    assert tasks.deliver_batch([pending_id]) == {"sent": 1}
    assert Notification.objects.get(pk=pending_id).status == Notification.Status.SENT
    assert received(smtp_inbox, row) == [row.message_id()]


def test_with_redis_lost_for_good_the_wait_is_bounded_and_the_repeat_has_the_same_message_id(
        pending_id, private_redis, smtp_inbox, monkeypatch, settings):
    """At least once: a cache that never comes back holds the email only ``CACHE_WAIT_ATTEMPTS``
    attempts; then it goes again, under its one Message-ID."""
    settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS = 1
    with monkeypatch.context() as patch:
        database_down_at_the_mark(patch)
        assert tasks.deliver_batch([pending_id]) == {"error": 1}
    row = Notification.objects.get(pk=pending_id)
    private_redis.stop()
    monkeypatch.setattr(tasks.deliver, "apply_async", lambda *args, **kwargs: None)
    lease_over(pending_id)
    outcomes = [tasks.deliver_batch([pending_id]) for _ in range(2, tasks.CACHE_WAIT_ATTEMPTS)]
    assert outcomes == [{"retry": 1}] * (tasks.CACHE_WAIT_ATTEMPTS - 2)
    assert tasks.deliver_batch([pending_id]) == {"sent": 1}
    assert received(smtp_inbox, row) == [row.message_id(), row.message_id()]

