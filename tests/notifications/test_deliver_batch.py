"""``deliver_batch`` delivers each id as ``deliver`` does (claim, send, mark), on its own: a failed
send is retried by itself with the usual backoff, and nothing one id does stops the others. The
outbox sweep publishes its rows in batches too."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.conf import settings
from django.utils import timezone

from games import services
from notifications import tasks
from outbox import dispatch, settle
from outbox.emails import send_sign_in_link
from outbox.models import Notification

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(players):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players])


@pytest.fixture
def pending(game, players, mailoutbox):
    """Four pending sign-in link emails, one per player (their commit callbacks never ran)."""
    for player in players:
        assert send_sign_in_link(player, game)
    ids = list(Notification.objects.filter(kind="sign_in_link").order_by("id").values_list("id", flat=True))
    assert len(ids) == 4 and not mailoutbox
    return ids


class Retries:
    """Stands in for the ``deliver`` task: records the retries ``deliver_batch`` schedules."""

    def __init__(self) -> None:
        self.calls: list[tuple[tuple, dict]] = []

    def apply_async(self, args, **options) -> None:
        self.calls.append((args, options))


def fail_for(monkeypatch, failing_id: int, error: Exception) -> None:
    from notifications import emails

    build = emails.build_message

    def build_or_fail(notification):
        if notification.pk == failing_id:
            raise error
        return build(notification)

    monkeypatch.setattr(emails, "build_message", build_or_fail)


def statuses(ids) -> list[str]:
    by_id = dict(Notification.objects.filter(pk__in=ids).values_list("id", "status"))
    return [by_id[pk] for pk in ids]


def test_each_notification_of_a_batch_is_sent_once(pending, mailoutbox, players):
    assert tasks.deliver_batch(pending) == {"sent": 4}
    assert sorted(m.to[0] for m in mailoutbox) == sorted(p.email for p in players)
    assert statuses(pending) == ["sent"] * 4
    assert tasks.deliver_batch(pending) == {"not claimed": 4}  # a redelivered batch sends nothing twice
    assert len(mailoutbox) == 4


def test_only_the_failing_notification_is_retried(pending, mailoutbox, monkeypatch):
    retries = Retries()
    monkeypatch.setattr(tasks, "deliver", retries)
    fail_for(monkeypatch, pending[1], ConnectionRefusedError("SMTP is down"))
    assert tasks.deliver_batch(pending) == {"sent": 3, "retry": 1}
    assert len(mailoutbox) == 3
    assert statuses(pending) == ["sent", "pending", "sent", "sent"]
    failed = Notification.objects.get(pk=pending[1])
    assert failed.attempts == 1 and "SMTP is down" in failed.last_error
    # Its own deliver task, after the same backoff as deliver's own retries (1 min, then doubling).
    assert retries.calls == [((pending[1],), {"countdown": settle.policy(settle.EMAILS).delay(1)})] and settle.policy(settle.EMAILS).delay(1) == 60


def test_the_last_attempt_fails_for_good_without_a_retry(pending, mailoutbox, monkeypatch):
    retries = Retries()
    monkeypatch.setattr(tasks, "deliver", retries)
    Notification.objects.filter(pk=pending[0]).update(attempts=settings.NOTIFICATIONS_MAX_ATTEMPTS - 1)
    fail_for(monkeypatch, pending[0], ConnectionRefusedError("SMTP is down"))
    assert tasks.deliver_batch(pending) == {"failed": 1, "sent": 3}
    assert statuses(pending) == ["failed", "sent", "sent", "sent"]
    assert retries.calls == []


def test_an_unexpected_error_on_one_id_does_not_stop_the_others(pending, mailoutbox, monkeypatch, caplog):
    claim = settle.claim_email

    def claim_or_break(notification_id):
        if notification_id == pending[0]:
            raise RuntimeError("the database went away")
        return claim(notification_id)

    monkeypatch.setattr(settle, "claim_email", claim_or_break)
    assert tasks.deliver_batch(pending) == {"error": 1, "sent": 3}
    assert statuses(pending) == ["pending", "sent", "sent", "sent"]  # left to the outbox sweep
    assert "the outbox sweep will retry it" in caplog.text


def test_a_retry_that_cannot_be_published_is_left_to_the_sweep(pending, monkeypatch):
    class BrokerDown:
        def apply_async(self, args, **options):
            raise ConnectionError("Redis is down")

    monkeypatch.setattr(tasks, "deliver", BrokerDown())
    fail_for(monkeypatch, pending[2], ConnectionRefusedError("SMTP is down"))
    assert tasks.deliver_batch(pending) == {"sent": 3, "retry": 1}
    assert statuses(pending) == ["sent", "sent", "pending", "sent"]


def test_the_single_deliver_task_still_retries_itself(pending, monkeypatch):
    from celery.exceptions import Retry

    fail_for(monkeypatch, pending[0], ConnectionRefusedError("SMTP is down"))
    monkeypatch.setattr(tasks.deliver, "retry", lambda exc, countdown: Retry(exc=exc, when=countdown))
    with pytest.raises(Retry) as raised:
        tasks.deliver(pending[0])
    assert raised.value.when == 60 and statuses(pending[:1]) == ["pending"]
    assert tasks.deliver(pending[1]) == "sent"


def test_the_outbox_sweep_publishes_batches(pending, monkeypatch):
    published: list[list[int]] = []

    class Batches:
        def delay(self, ids):
            published.append(ids)

    Notification.objects.filter(pk__in=pending).update(created_at=timezone.now() - timedelta(minutes=5))
    monkeypatch.setattr(tasks, "deliver_batch", Batches())
    monkeypatch.setattr(dispatch, "BATCH_SIZE", 3)
    assert tasks.deliver_pending() == 4
    assert published == [pending[:3], pending[3:]]


def test_the_outbox_sweep_sends_in_eager_mode(pending, mailoutbox):
    Notification.objects.filter(pk__in=pending).update(created_at=timezone.now() - timedelta(minutes=5))
    assert tasks.deliver_pending() == 4
    assert len(mailoutbox) == 4 and statuses(pending) == ["sent"] * 4
