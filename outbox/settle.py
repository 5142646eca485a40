"""Claiming, settling and retrying outbox rows: the one place that sets the status of an email
(``Notification``) or a webhook ``Delivery``, and the one retry policy.

A worker sends a row after claiming it: compare-and-set ``pending`` (or ``sending`` past its
lease: its worker died) → ``sending``, counting the attempt, committed before anything leaves
(``claim_email``, ``claim_delivery``). It then settles the row, only while it is still
``sending``: sent or delivered, dropped, skipped, cancelled, deferred (back to pending, the
attempt not counted), or released after a failed attempt (``fail_email``, ``fail_delivery``):
back to pending for a retry after the policy's delay, or failed for good after its last attempt.
Rows that have not left are dropped or skipped in bulk by the services and the digests
(``drop_emails``, ``skip_emails``), in the caller's transaction.

The retry policy is one, with settings per kind of row (``policy``): how many attempts a row gets,
the wait after the first failed one, doubling up to a cap, and the lease of a claim. Emails:
``NOTIFICATIONS_MAX_ATTEMPTS`` (8), ``NOTIFICATIONS_RETRY_FIRST_SECONDS`` (60),
``NOTIFICATIONS_RETRY_MAX_SECONDS`` (3600), ``NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS`` (300).
Webhooks: ``WEBHOOKS_MAX_ATTEMPTS`` (12), ``WEBHOOKS_RETRY_FIRST_SECONDS`` (60),
``WEBHOOKS_RETRY_MAX_SECONDS`` (21600), a lease of twice ``WEBHOOKS_TIMEOUT_SECONDS`` plus a
minute; a webhook endpoint's own back-off follows the same delays. Settings are read at each use.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import F, Q, QuerySet
from django.utils import timezone

from outbox.models import Delivery, Notification

EMAILS = "emails"
WEBHOOKS = "webhooks"
EmailStatus = Notification.Status
DeliveryStatus = Delivery.Status


@dataclass(frozen=True)
class RetryPolicy:
    """How a kind of row is retried: ``max_attempts`` at one row, a wait of ``first_seconds``
    after the first failed attempt, doubling, at most ``max_seconds``; a claim older than
    ``lease`` belongs to a worker that died, and the row may be claimed again."""

    max_attempts: int
    first_seconds: int
    max_seconds: int
    lease: timedelta

    def delay(self, failures: int) -> int:
        """Seconds to wait after the ``failures``-th failure in a row (at least the first)."""
        return min(self.first_seconds * 2 ** (max(failures, 1) - 1), self.max_seconds)

    def is_last(self, attempts: int) -> bool:
        """Whether a row tried ``attempts`` times has had all its attempts."""
        return attempts >= self.max_attempts


def policy(kind: str) -> RetryPolicy:
    """The retry policy of ``EMAILS`` or ``WEBHOOKS``, from the settings as they are now."""
    if kind == EMAILS:
        return RetryPolicy(settings.NOTIFICATIONS_MAX_ATTEMPTS, settings.NOTIFICATIONS_RETRY_FIRST_SECONDS,
                           settings.NOTIFICATIONS_RETRY_MAX_SECONDS,
                           timedelta(seconds=settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS))
    if kind == WEBHOOKS:
        return RetryPolicy(settings.WEBHOOKS_MAX_ATTEMPTS, settings.WEBHOOKS_RETRY_FIRST_SECONDS,
                           settings.WEBHOOKS_RETRY_MAX_SECONDS,
                           timedelta(seconds=2 * settings.WEBHOOKS_TIMEOUT_SECONDS + 60))
    raise ValueError(f"no retry policy for {kind!r}")


# Emails -------------------------------------------------------------------------------------


def claim_email(notification_id: int) -> Notification | None:
    """Claim one email to send it now (``sending``, one more attempt); the row, with its player and
    game, or ``None`` if it is not ours to send now (another's, sent, or not due: ``not_before``)."""
    now = timezone.now()
    stale = now - policy(EMAILS).lease
    claimed = Notification.objects.filter(
        Q(status=EmailStatus.PENDING) | Q(status=EmailStatus.SENDING, claimed_at__lt=stale), pk=notification_id,
    ).filter(
        Q(not_before__isnull=True) | Q(not_before__lte=now),  # a turn email in its grace period is not due
    ).update(status=EmailStatus.SENDING, claimed_at=now, attempts=F("attempts") + 1)
    if not claimed:
        return None
    return Notification.objects.select_related("player", "game").get(pk=notification_id)


def _settle_email(notification_id: int, status: str, **fields) -> int:
    return Notification.objects.filter(pk=notification_id, status=EmailStatus.SENDING).update(status=status, **fields)


def mark_email_sent(notification_id: int) -> None:
    """Mark a row sent: its email has left, whoever claimed it since (the mark always wins)."""
    Notification.objects.filter(pk=notification_id).update(status=EmailStatus.SENT, sent_at=timezone.now())


def drop_email(notification_id: int, note: str) -> None:
    """A claimed email that would not help now (``note`` says why, for the admin): never sent."""
    _settle_email(notification_id, EmailStatus.DROPPED, note=note[:200])


def skip_email(notification_id: int) -> None:
    """A claimed email with nothing to send, or muted by its reader: never sent."""
    _settle_email(notification_id, EmailStatus.SKIPPED)


def defer_email(notification_id: int, until: datetime, note: str) -> None:
    """Give a claimed email back, to be claimed again from ``until``; the attempt is not counted."""
    _settle_email(notification_id, EmailStatus.PENDING, not_before=until, note=note[:200],
                  attempts=F("attempts") - 1)


def retry_email(notification: Notification, error: str) -> int:
    """Give a claimed email back after an attempt that could not send it (``error``), to be tried
    again however many attempts it had; returns the seconds to wait before that."""
    _settle_email(notification.pk, EmailStatus.PENDING, last_error=error[:2000])
    return policy(EMAILS).delay(notification.attempts)


def fail_email(notification: Notification, error: str) -> int | None:
    """Release a claimed email whose attempt failed (``error``): back to pending, to be tried again
    after the returned seconds, or failed for good (``None``) after the policy's last attempt."""
    rules = policy(EMAILS)
    final = rules.is_last(notification.attempts)
    _settle_email(notification.pk, EmailStatus.FAILED if final else EmailStatus.PENDING, last_error=error[:2000])
    return None if final else rules.delay(notification.attempts)


def drop_emails(rows: QuerySet[Notification], note: str) -> int:
    """Drop the emails of ``rows`` that have not left (pending, or held for a digest), in the
    caller's transaction; ``note`` says why. Returns how many."""
    return rows.filter(status__in=[EmailStatus.PENDING, EmailStatus.HELD]).update(
        status=EmailStatus.DROPPED, note=note[:200])


def skip_emails(rows: QuerySet[Notification]) -> int:
    """Never send the emails of ``rows`` that have not left (their reader muted what they tell of)."""
    return rows.filter(status__in=[EmailStatus.PENDING, EmailStatus.HELD]).update(status=EmailStatus.SKIPPED)


def sent_in_digest(rows: QuerySet[Notification], digest_id: int, at: datetime) -> int:
    """Mark the held ``rows`` sent in the digest ``digest_id`` (in the transaction that inserts it)."""
    return rows.filter(status=EmailStatus.HELD).update(status=EmailStatus.SENT, digest_id=digest_id, sent_at=at)


# Webhook deliveries ---------------------------------------------------------------------------


def claimable_deliveries(now: datetime | None = None) -> Q:
    """The deliveries a worker may claim now: pending and due, or sending past the lease."""
    now = now or timezone.now()
    return (Q(status=DeliveryStatus.PENDING, next_attempt_at__lte=now)
            | Q(status=DeliveryStatus.SENDING, claimed_at__lt=now - policy(WEBHOOKS).lease))


def claim_delivery(delivery_id: int) -> Delivery | None:
    """Claim one due delivery to send it now (``sending``, one more attempt); the row, with its
    game and invitation, or ``None`` if it is not ours to send now."""
    now = timezone.now()
    claimed = Delivery.objects.filter(claimable_deliveries(now), pk=delivery_id).update(
        status=DeliveryStatus.SENDING, claimed_at=now, attempts=F("attempts") + 1)
    if not claimed:
        return None
    return Delivery.objects.select_related("game", "invitation__invited_by").get(pk=delivery_id)


def _settle_delivery(delivery: Delivery, status: str, **fields) -> None:
    Delivery.objects.filter(pk=delivery.pk, status=DeliveryStatus.SENDING).update(status=status, **fields)


def delivered(delivery: Delivery, at: datetime) -> None:
    _settle_delivery(delivery, DeliveryStatus.DELIVERED, delivered_at=at, last_error="")


def cancel_delivery(delivery: Delivery, reason: str) -> None:
    """A claimed delivery that is not to be sent (its endpoint is gone, or it shows nothing)."""
    _settle_delivery(delivery, DeliveryStatus.CANCELLED, last_error=reason)


def defer_delivery(delivery: Delivery, until: datetime) -> None:
    """Give a claimed delivery back, due at ``until``; the attempt is not counted."""
    _settle_delivery(delivery, DeliveryStatus.PENDING, attempts=F("attempts") - 1, next_attempt_at=until)


def fail_delivery(delivery: Delivery, error: str, *, now: datetime | None = None,
                  not_before: datetime | None = None) -> str:
    """Release a claimed delivery whose attempt failed (``error``, at ``now``): "failed" for good
    after the policy's last attempt, else "retry", due the policy's delay after ``now`` and not
    before ``not_before`` (its endpoint's back-off, counted from the same ``now``: the rows that
    wait for the endpoint are then due with this one, in the order they were owed)."""
    rules = policy(WEBHOOKS)
    if rules.is_last(delivery.attempts):
        _settle_delivery(delivery, DeliveryStatus.FAILED, last_error=error)
        return "failed"
    now = now or timezone.now()
    next_at = max(now + timedelta(seconds=rules.delay(delivery.attempts)), not_before or now)
    _settle_delivery(delivery, DeliveryStatus.PENDING, last_error=error, next_attempt_at=next_at)
    return "retry"
