"""An email that left while PostgreSQL restarted is not sent again (found by the chaos test), and
one whose worker died before it was marked goes again with the same Message-ID.

Delivery claims a row (committed), sends the email, then marks the row sent. When the database
failed at that last step (PostgreSQL restarting, the worker's connection cut), the error
propagated and left the row "sending"; once its claim timed out, the outbox sweep sent the email a
second time. The mark is now retried until the database is back, within half the claim timeout;
and from its first failure the cache holds a note that the row was sent, which the row's next
attempt reads before sending: a database down for longer than the retries no longer sends the
email twice. Only a worker killed between the SMTP server's OK and the mark (or the cache down as
well as the database) repeats it, and then with the same Message-ID, which mail clients and many
servers show once.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.cache import cache
from django.db import OperationalError
from django.db.models import QuerySet
from django.utils import timezone

from games import services
from notifications import tasks
from outbox import dispatch
from outbox.emails import send_sign_in_link
from outbox.models import Notification

pytestmark = pytest.mark.django_db(transaction=True)  # the retry closes the broken connection


@pytest.fixture
def pending_id(players, mailoutbox, monkeypatch) -> int:
    """A pending sign-in link email whose delivery was never scheduled (the test delivers it)."""
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players])
    with monkeypatch.context() as patch:
        patch.setattr(dispatch, "schedule", lambda ids: None)
        assert send_sign_in_link(players[0], game)
    mailoutbox.clear()
    row = Notification.objects.get(kind="sign_in_link")
    assert row.status == Notification.Status.PENDING
    return row.pk


def fail_marks(monkeypatch, times: int) -> list[str]:
    """Make the next ``times`` updates that mark a row sent fail as a restarting database does;
    returns the list the failures are noted in."""
    update = QuerySet.update
    failures: list[str] = []

    def failing_update(queryset, **values):
        if values.get("status") == Notification.Status.SENT and len(failures) < times:
            failures.append("failed")
            raise OperationalError("terminating connection due to administrator command")
        return update(queryset, **values)

    monkeypatch.setattr(QuerySet, "update", failing_update)
    return failures


def test_a_failed_mark_is_retried_and_the_email_never_sent_again(pending_id, mailoutbox, monkeypatch, settings):
    settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS = 60
    failures = fail_marks(monkeypatch, times=2)
    assert tasks.deliver_batch([pending_id]) == {"sent": 1}
    assert failures == ["failed", "failed"]
    assert Notification.objects.get(pk=pending_id).status == Notification.Status.SENT
    # Whatever runs later (the sweep, a redelivered task) finds nothing to send.
    Notification.objects.filter(pk=pending_id).update(claimed_at=None)
    assert tasks.deliver_batch([pending_id]) == {"not claimed": 1}
    assert len(mailoutbox) == 1


def lease_over(notification_id: int) -> None:
    """Make the row's claim older than the claim timeout, as it is once the lease has run out."""
    Notification.objects.filter(pk=notification_id).update(claimed_at=timezone.now() - timedelta(hours=1))


def test_a_database_that_stays_down_past_the_retries_does_not_send_the_email_again(
        pending_id, mailoutbox, monkeypatch, settings):
    """The wait is bounded: past half the claim timeout the error propagates and the row stays
    "sending". The sweep's attempt, once the lease is over and the database back, finds the note
    the first attempt left in the cache, and marks the row instead of sending it again."""
    settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS = 1
    with monkeypatch.context() as patch:
        patch.setattr(QuerySet, "update", QuerySet.update)  # undone at the end of the block
        fail_marks(patch, times=1000)
        assert tasks.deliver_batch([pending_id]) == {"error": 1}
    assert len(mailoutbox) == 1
    assert Notification.objects.get(pk=pending_id).status == Notification.Status.SENDING
    lease_over(pending_id)
    assert tasks.deliver_pending() == 1  # the sweep takes it (eagerly, here)
    row = Notification.objects.get(pk=pending_id)
    assert (row.status, row.attempts) == (Notification.Status.SENT, 2)
    assert len(mailoutbox) == 1


def test_a_worker_killed_before_the_mark_has_its_email_sent_again_with_the_same_message_id(
        pending_id, mailoutbox, monkeypatch):
    """A worker killed -9 between the SMTP server's OK and the mark leaves the row "sending" and
    no note: nothing tells whether the email left. Once the lease is over it is sent again (at
    least once), with the same Message-ID, so that the two copies are one message to the reader."""
    killed = []

    def killed_after_sending(notification):
        killed.append(notification.pk)
        raise SystemExit("kill -9")  # nothing after the send runs: no mark, no note

    monkeypatch.setattr(tasks, "mark_sent", killed_after_sending)
    with pytest.raises(SystemExit):
        tasks.send_notification(pending_id)
    monkeypatch.undo()
    assert killed == [pending_id] and Notification.objects.get(pk=pending_id).status == Notification.Status.SENDING
    assert tasks.deliver_batch([pending_id]) == {"not claimed": 1}  # a redelivered task, within the lease
    lease_over(pending_id)
    assert tasks.deliver_batch([pending_id]) == {"sent": 1}
    first, again = mailoutbox
    assert first.message()["Message-ID"] == again.message()["Message-ID"]
    assert first.extra_headers["X-Ravenpost-Notification"] == again.extra_headers["X-Ravenpost-Notification"]
    assert Notification.objects.get(pk=pending_id).status == Notification.Status.SENT


def test_with_the_cache_down_too_the_email_goes_again_with_the_same_message_id(
        pending_id, mailoutbox, monkeypatch, settings):
    """At least once: when neither the database nor the cache can record the send, the next
    attempt cannot know, and sends it again, as one message (the same Message-ID)."""
    settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS = 1

    def cache_down(*args, **kwargs):
        raise ConnectionError("Redis is down")

    with monkeypatch.context() as patch:
        patch.setattr(QuerySet, "update", QuerySet.update)
        fail_marks(patch, times=1000)
        patch.setattr(cache, "set", cache_down)
        assert tasks.deliver_batch([pending_id]) == {"error": 1}
    lease_over(pending_id)
    assert tasks.deliver_batch([pending_id]) == {"sent": 1}
    first, again = mailoutbox
    assert first.message()["Message-ID"] == again.message()["Message-ID"]


def test_every_row_has_its_own_message_id_on_the_sites_domain(players, mailoutbox, settings):
    settings.SITE_URL = "https://play.ravenpost.example"
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players])
    mailoutbox.clear()
    for player in players:
        send_sign_in_link(player, game)
    ids = [email.message()["Message-ID"] for email in mailoutbox]
    assert len(ids) == len(set(ids)) == len(players)
    assert all(value.startswith("<") and value.endswith("@play.ravenpost.example>") for value in ids), ids
    rows = Notification.objects.filter(kind="sign_in_link").order_by("pk")
    assert [row.message_id() for row in rows] == ids
