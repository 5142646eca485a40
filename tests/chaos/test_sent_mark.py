"""An email that left while PostgreSQL restarted is not sent again (found by the chaos test).

Delivery claims a row, sends the email, then marks the row sent. When the database failed at that
last step (PostgreSQL restarting, the worker's connection cut), the error propagated and left the
row "sending"; once its claim timed out, the outbox sweep sent the email a second time. The mark
is now retried until the database is back (within half the claim timeout, before the sweep may
take the row).
"""

from __future__ import annotations

import pytest
from django.db import OperationalError
from django.db.models import QuerySet

from games import services
from notifications import dispatch, tasks
from notifications.models import Notification
from notifications.outbox import send_sign_in_link

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


def test_a_database_that_stays_down_leaves_the_row_to_the_sweep(pending_id, mailoutbox, monkeypatch, settings):
    """The wait is bounded: past half the claim timeout the error propagates as before (the row
    stays "sending"; the email is sent again after the claim times out, at least once rather than
    never)."""
    settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS = 1
    fail_marks(monkeypatch, times=1000)
    assert tasks.deliver_batch([pending_id]) == {"error": 1}
    assert len(mailoutbox) == 1
    assert Notification.objects.get(pk=pending_id).status == Notification.Status.SENDING
