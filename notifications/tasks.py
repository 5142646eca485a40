"""Celery tasks: deliver outbox rows, scan deadlines (reminders and timeouts), daily digests,
invitation expiry. Every task takes ids, re-reads the database and is safe to run twice."""

from __future__ import annotations

import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.db.models import F, Q
from django.utils import timezone

from config.logging import bind_log_context, log_scope
from notifications.models import Notification

logger = logging.getLogger(__name__)
Status = Notification.Status
MAX_ATTEMPTS = 8


def claim(notification_id: int) -> Notification | None:
    """Compare-and-set a row to ``sending``; ``None`` if it is not ours to send now."""
    now = timezone.now()
    stale = now - timedelta(seconds=settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS)
    claimed = Notification.objects.filter(
        Q(status=Status.PENDING) | Q(status=Status.SENDING, claimed_at__lt=stale), pk=notification_id,
    ).update(status=Status.SENDING, claimed_at=now, attempts=F("attempts") + 1)
    if not claimed:
        return None
    return Notification.objects.select_related("player", "game").get(pk=notification_id)


@shared_task(bind=True, max_retries=MAX_ATTEMPTS, acks_late=True)
@log_scope()  # a fresh log context per run: a worker thread runs many tasks
def deliver(self, notification_id: int) -> str:
    """Send one notification, at most once per key; retried with exponential backoff."""
    from notifications.emails import build_message

    notification = claim(notification_id)
    if notification is None:
        return "not claimed"
    bind_log_context(game_id=notification.game_id, seq=notification.context.get("seq"))
    try:
        build_message(notification).send()
    except Exception as error:  # any SMTP or rendering failure: release the claim and retry later
        final = notification.attempts >= MAX_ATTEMPTS
        Notification.objects.filter(pk=notification_id, status=Status.SENDING).update(
            status=Status.FAILED if final else Status.PENDING, last_error=repr(error)[:2000])
        logger.warning("notification %s failed (attempt %s): %r", notification_id, notification.attempts, error)
        if final:
            return "failed"
        raise self.retry(exc=error, countdown=min(30 * 2 ** notification.attempts, 3600)) from None
    Notification.objects.filter(pk=notification_id).update(status=Status.SENT, sent_at=timezone.now())
    return "sent"


@shared_task
def deliver_pending() -> int:
    """The outbox sweep: send rows whose scheduling was lost (broker down) or whose worker died."""
    now = timezone.now()
    stale = now - timedelta(seconds=settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS)
    ids = list(
        Notification.objects.filter(
            Q(status=Status.PENDING, created_at__lt=now - timedelta(seconds=30))
            | Q(status=Status.SENDING, claimed_at__lt=stale)
        ).values_list("id", flat=True)[:500]
    )
    for notification_id in ids:
        deliver.delay(notification_id)
    return len(ids)


@shared_task
def scan_deadlines() -> dict[str, int]:
    """Send reminders before deadlines and apply timeouts after them (see ``notifications.deadlines``)."""
    from notifications.deadlines import scan

    return scan()


@shared_task
def send_digests() -> int:
    from notifications.digests import send_due_digests

    return send_due_digests()


@shared_task
def expire_invitations() -> int:
    from games.services import expire_invitations as expire

    return expire()
