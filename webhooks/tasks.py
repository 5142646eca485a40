"""Celery tasks: send webhook deliveries, retry them with back-off, and disable endpoints that keep
failing. Every task takes ids, re-reads the database and is safe to run twice (a delivery is
claimed with compare-and-set before it is sent).

Back-off is the endpoint's, not each delivery's: a failed attempt sets the endpoint's
``retry_at`` (1 minute after the first failure, doubling, at most 6 hours: the webhooks' retry
policy, ``outbox.settle``, which also claims and settles every delivery), and
nothing else is sent to it before then, however much is owed to it; the attempt due then is the
probe. The failures counted are one per period, so ``WEBHOOKS_DISABLE_AFTER_FAILURES`` (10) in a
row take some 8 hours; an endpoint is disabled after that many, or after failing for
``WEBHOOKS_DISABLE_AFTER_HOURS`` (24) without a success, and its owner is emailed. One success
resets it. A delivery is given up after ``WEBHOOKS_MAX_ATTEMPTS`` attempts of its own. The sweep
(``deliver_due``, on the beat) sends what is due: retries, and rows whose publishing was lost."""

from __future__ import annotations

import json
import logging
import time
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db.models import Q
from django.utils import timezone

from config.logging import log_context, log_scope
from games.services.invitations import invitation_message
from games.services.reads import redacted, ruleset_for
from games.store import event_store
from outbox import settle
from outbox.models import Attempt, Delivery, Endpoint
from webhooks import signing, transport
from webhooks.services import disable_endpoint

logger = logging.getLogger(__name__)
Status = Delivery.Status
Kind = Delivery.Kind
USER_AGENT = "Ravenpost-Webhooks/1"
SWEEP_LIMIT = 500
BATCH_SIZE = 20


def body_of(delivery: Delivery) -> bytes | None:
    """The JSON body of ``delivery``, built from the events as its seat may see them (the same for
    every attempt: events never change); ``None`` when the seat may see none of them."""
    game = delivery.game
    payload: dict = {
        "id": delivery.pk,
        "type": delivery.kind,
        "created_at": delivery.created_at,
        "game": {"id": game.pk, "ruleset": game.ruleset, "seq": delivery.last_seq},
        "seat": delivery.seat,
    }
    if delivery.kind == Kind.EVENTS:
        rows = event_store().events(game.pk, after=delivery.first_seq - 1,
                                    limit=delivery.last_seq - delivery.first_seq + 1)
        events = redacted(ruleset_for(game), rows, delivery.seat)
        if not events:
            return None
        payload["events"] = events
    elif delivery.kind == Kind.GAME_ENDED:
        payload["game"].update(status=game.status, outcome=game.outcome)
    elif delivery.kind == Kind.INVITATION:
        if delivery.invitation is None:
            return None
        payload["invitation"] = invitation_message(delivery.invitation)
    return json.dumps(payload, cls=DjangoJSONEncoder, separators=(",", ":")).encode()


def send_delivery(delivery_id: int) -> str:
    """Claim one delivery, POST it once, log the attempt and settle the row and its endpoint's
    health. Returns "delivered", "retry", "failed", "deferred" (the endpoint is backing off),
    "cancelled" or "not claimed"."""
    delivery = settle.claim_delivery(delivery_id)
    if delivery is None:
        return "not claimed"
    endpoint = Endpoint.objects.select_related("owner").filter(pk=delivery.endpoint_id).first()
    if endpoint is None or not endpoint.enabled:
        settle.cancel_delivery(delivery, "the endpoint was removed or disabled")
        return "cancelled"
    now = timezone.now()
    if endpoint.retry_at is not None and endpoint.retry_at > now:
        # Not an attempt: the endpoint is failing, and its next try is not due yet.
        settle.defer_delivery(delivery, endpoint.retry_at)
        return "deferred"
    body = body_of(delivery)
    if body is None:
        settle.cancel_delivery(delivery, "nothing in it that the seat may see")
        return "cancelled"
    timestamp = int(time.time())
    headers = {
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
        "Ravenpost-Delivery": str(delivery.pk),
        "Ravenpost-Event": delivery.kind,
        signing.HEADER: signing.header(endpoint.secret, timestamp, body),
    }
    started_at = timezone.now()
    answer = transport.post(endpoint.url, body, headers)
    Attempt.objects.create(delivery=delivery, endpoint=endpoint, number=delivery.attempts, started_at=started_at,
                           duration_ms=round(answer.seconds * 1000), address=answer.address,
                           status_code=answer.status, error=answer.error, succeeded=answer.ok)
    if answer.ok:
        _succeeded(delivery, endpoint)
        return "delivered"
    logger.warning("webhook delivery %s to endpoint %s failed (attempt %s): %s", delivery.pk, endpoint.pk,
                   delivery.attempts, answer.error)
    return _failed(delivery, endpoint, answer.error)


def _succeeded(delivery: Delivery, endpoint: Endpoint) -> None:
    now = timezone.now()
    settle.delivered(delivery, now)
    Endpoint.objects.filter(pk=endpoint.pk).update(consecutive_failures=0, failing_since=None, retry_at=None,
                                                   last_success_at=now)
    if endpoint.retry_at is not None:
        # It was failing: what waited for it is due now; send it without waiting for the sweep.
        due = list(Delivery.objects.filter(endpoint_id=endpoint.pk, status=Status.PENDING, next_attempt_at__lte=now)
                   .order_by("id").values_list("id", flat=True)[:SWEEP_LIMIT])
        _publish(due)


def _failed(delivery: Delivery, endpoint: Endpoint, error: str) -> str:
    now = timezone.now()
    # One failure per back-off period counts: the first attempt to fail after the endpoint's
    # health was read (compare-and-set on ``retry_at``); the others of that period only wait.
    failures = endpoint.consecutive_failures + 1
    counted = Endpoint.objects.filter(pk=endpoint.pk, enabled=True, retry_at=endpoint.retry_at).update(
        consecutive_failures=failures, failing_since=endpoint.failing_since or now,
        retry_at=now + timedelta(seconds=settle.policy(settle.WEBHOOKS).delay(failures)))
    endpoint.refresh_from_db()
    if counted and endpoint.enabled:
        failing_for = now - endpoint.failing_since
        if failures >= settings.WEBHOOKS_DISABLE_AFTER_FAILURES:
            disable_endpoint(endpoint, f"{failures} failed attempts in a row; the last: {error}")
        elif failing_for >= timedelta(hours=settings.WEBHOOKS_DISABLE_AFTER_HOURS):
            disable_endpoint(endpoint, f"no successful delivery for {failing_for}; the last error: {error}")
    return settle.fail_delivery(delivery, error, now=now, not_before=endpoint.retry_at)


def _publish(ids: list[int]) -> None:
    for start in range(0, len(ids), BATCH_SIZE):
        try:
            deliver_batch.apply_async((ids[start:start + BATCH_SIZE],))
        except Exception as error:  # the broker is down: the sweep will send them
            logger.warning("could not publish webhook deliveries: %r; the sweep will send them", error)
            return


@shared_task(acks_late=True)
@log_scope()
def deliver_batch(delivery_ids: list[int]) -> dict[str, int]:
    """Send each delivery of ``delivery_ids`` (``send_delivery``); one that raises does not stop the
    others, and stays due for the sweep. Returns how many came to each result."""
    results: dict[str, int] = {}
    for delivery_id in delivery_ids:
        with log_context():
            try:
                result = send_delivery(delivery_id)
            except Exception:
                logger.exception("webhook delivery %s raised; the sweep will retry it", delivery_id)
                result = "error"
        results[result] = results.get(result, 0) + 1
    return results


@shared_task
def deliver_due() -> int:
    """The sweep: publish the deliveries due now (retries, deferred rows, rows whose publishing was
    lost: pending for 30 s and never tried) and those whose worker died (``sending`` past the lease)."""
    now = timezone.now()
    ids = list(Delivery.objects.filter(
        Q(status=Status.PENDING, next_attempt_at__lte=now) & (Q(attempts__gt=0) | Q(created_at__lt=now - timedelta(seconds=30)))
        | Q(status=Status.SENDING, claimed_at__lt=now - settle.policy(settle.WEBHOOKS).lease)
    ).order_by("next_attempt_at").values_list("id", flat=True)[:SWEEP_LIMIT])
    _publish(ids)
    return len(ids)
