"""Celery tasks: deliver outbox rows, scan deadlines (reminders and timeouts), daily digests,
invitation expiry. Every task takes ids, re-reads the database and is safe to run twice."""

from __future__ import annotations

import logging
import time
from collections import Counter
from dataclasses import dataclass
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.core.cache import cache
from django.db import InterfaceError, OperationalError, connection
from django.db.models import Q
from django.utils import timezone

from accounts import account_emails, fresh_links
from config.logging import bind_log_context, log_context, log_scope
from games import services as game_services
from games.models import Event, Game, Seat
from games.services.takebacks import email_unneeded
from notifications import turn_policy
from notifications.muting import is_muted
from outbox import settle
from outbox.dispatch import batches
from outbox.models import Notification

logger = logging.getLogger(__name__)
Status = Notification.Status
# How long the cache keeps the note that a row was sent though its mark failed (``note_sent``):
# longer than any database outage the row's next attempt could follow.
SENT_NOTE_SECONDS = 7 * 24 * 3600
# An attempt at a row tried before, which cannot ask the cache whether that earlier attempt sent it
# (Redis down or restarting), waits for the cache (the backoff of a failed send: 2, then 4 minutes)
# until this attempt; from then on it sends (at least once, under the same Message-ID), so that a
# cache lost for good never holds an email back for long.
CACHE_WAIT_ATTEMPTS = 4


@dataclass(frozen=True)
class Outcome:
    """What one delivery attempt came to: ``result`` is "sent", "not claimed" (another's, or not
    due yet), "skipped" (nothing to send: ``prepare``), "dropped" or "deferred" (a turn email the
    policy held back: ``turn_decision``), "failed" (for good, after the retry policy's last attempt:
    ``outbox.settle``) or "retry",
    with the error and the seconds to wait before the next try."""

    result: str
    error: Exception | None = None
    retry_in: int | None = None


@log_scope()  # its own scope for the game it binds: it is also called outside a task (tests, the sweep)
def send_notification(notification_id: int) -> Outcome:
    """Claim one notification, send it and mark it sent: the work of ``deliver`` and ``deliver_batch``.

    At least once, and at most once but for one window. The claim (``pending`` → ``sending``) is
    committed before the email is built, so a row found ``sending`` past its lease may have been
    sent. Its next attempt first asks the cache whether the last one noted it sent
    (``note_sent``: the mark failed for good, PostgreSQL down); if so the row is marked, not sent.
    If the cache cannot answer (Redis restarting), the row waits for it, released as after a
    failed send, up to ``CACHE_WAIT_ATTEMPTS``. Otherwise it is sent again, with the same ``Message-ID`` (``Notification.message_id``): the one
    repeat left is the worker killed between the SMTP server's OK and the mark's commit, and mail
    clients and many servers show that copy once.

    A row its player muted (``notifications.muting``) is skipped, as one ``prepare`` drops. An
    email asking for an answer to a takeback request is dropped or deferred as ``takeback_decision`` says.
    A failed send releases the claim (back to pending, or failed for good after the retry policy's
    last attempt: ``outbox.settle``, which sets every status here) and returns a "retry" outcome;
    scheduling that retry is the caller's job. Database errors
    propagate: the row is then left pending or sending, which the outbox sweep picks up.
    """
    from notifications.emails import build_message

    notification = settle.claim_email(notification_id)
    if notification is None:
        return Outcome("not claimed")
    bind_log_context(game_id=notification.game_id, seq=notification.context.get("seq"))
    if notification.attempts > 1:
        sent = was_sent(notification)
        if sent:
            logger.warning("notification %s was sent by an earlier attempt that could not mark it; marked now",
                           notification_id)
            mark_sent(notification)
            return Outcome("sent")
        if sent is None and notification.attempts < CACHE_WAIT_ATTEMPTS:
            # The cache cannot say now (Redis restarting): its note may well be there a moment
            # later. Wait for it, as for a failed send, rather than send what may have left.
            delay = settle.retry_email(notification, "the cache could not say whether an earlier attempt sent it")
            return Outcome("retry", ConnectionError("the cache is unreachable"), delay)
    decision = None
    if notification.kind == Notification.Kind.YOUR_TURN and notification.not_before is not None:
        decision = turn_decision(notification)
    elif notification.kind == Notification.Kind.TAKEBACK_REQUESTED:
        decision = takeback_decision(notification)
    if decision is not None:
        if decision.action == turn_policy.DROP:
            settle.drop_email(notification_id, decision.reason)
            return Outcome("dropped")
        if decision.action == turn_policy.DEFER:  # asked again by ``deliver_due`` once ``until`` comes
            settle.defer_email(notification_id, decision.until, decision.reason)
            return Outcome("deferred")
    try:
        if not prepare(notification) or is_muted(notification):
            settle.skip_email(notification_id)
            return Outcome("skipped")
        message = build_message(notification)
        message.extra_headers["Message-ID"] = notification.message_id()
        message.send()
    except Exception as error:  # any SMTP or rendering failure: release the claim and retry later
        retry_in = settle.fail_email(notification, repr(error))
        logger.warning("notification %s failed (attempt %s): %r", notification_id, notification.attempts, error)
        if retry_in is None:
            return Outcome("failed", error)
        return Outcome("retry", error, retry_in)
    mark_sent(notification)
    return Outcome("sent")


def turn_decision(notification: Notification) -> turn_policy.Decision:
    """The turn email policy's word on a due "your turn" row (``notifications.turn_policy``), from
    the facts as they are now: the seat, its player's presence and newest move, and the newest
    turn email of the game that already went to them."""

    now = timezone.now()
    game, seat_number, player_id = notification.game, notification.context.get("seat"), notification.player_id
    seat = Seat.objects.filter(game_id=notification.game_id, seat=seat_number).first()
    still = bool(seat and game and seat.player_id == player_id and seat.is_to_move
                 and game.status == Game.Status.ACTIVE)
    last_move = (Event.objects.filter(game_id=notification.game_id, actor_id=player_id)
                 .order_by("-seq").values_list("seq", "created_at").first()) if player_id else None
    last_seen_at = seat.last_seen_at if seat else None
    earlier = (Notification.objects.filter(kind=Notification.Kind.YOUR_TURN, status=Status.SENT,
                                           game_id=notification.game_id, player_id=player_id)
               .exclude(pk=notification.pk).order_by("-sent_at").values_list("sent_at", flat=True).first())
    answered = [at for at in (last_seen_at, last_move[1] if last_move else None) if at is not None]
    unanswered = earlier if earlier is not None and all(at < earlier for at in answered) else None
    facts = turn_policy.TurnFacts(
        now=now, turn_seq=notification.context.get("seq", 0), still_to_move=still,
        seen_seq=seat.seen_seq if seat else 0, last_seen_at=last_seen_at,
        last_move_seq=last_move[0] if last_move else None, last_moved_at=last_move[1] if last_move else None,
        unanswered_sent_at=unanswered,
    )
    return turn_policy.decide_turn(facts, _windows())


def _windows() -> turn_policy.Windows:
    return turn_policy.Windows(presence=timedelta(seconds=settings.NOTIFICATIONS_PRESENCE_SECONDS),
                               after_move=timedelta(seconds=settings.NOTIFICATIONS_TURN_AFTER_MOVE_SECONDS))


def takeback_decision(notification: Notification) -> turn_policy.Decision:
    """Whether a due email asking its reader to answer a takeback request leaves now. Dropped when
    it would come too late (``games.services.takebacks.email_unneeded``: the request ended, or
    its reader answered). For a reader who wants emails only when away (the row waited a grace
    period: ``not_before``), the turn email policy then decides as for their turn, the request's
    seq standing for the turn's: dropped if they were shown the game since it was made, deferred
    while they are at the table. Not merged into an unanswered turn email: it asks another thing."""

    if reason := email_unneeded(notification):
        return turn_policy.Decision(turn_policy.DROP, reason)
    if notification.not_before is None:
        return turn_policy.Decision(turn_policy.SEND)
    seat = Seat.objects.filter(game_id=notification.game_id, seat=notification.context.get("seat")).first()
    facts = turn_policy.TurnFacts(now=timezone.now(), turn_seq=notification.context.get("seq", 0),
                                  still_to_move=True, seen_seq=seat.seen_seq if seat else 0,
                                  last_seen_at=seat.last_seen_at if seat else None)
    return turn_policy.decide_turn(facts, _windows())


def prepare(notification: Notification) -> bool:
    """Decide, at delivery, what a row whose content the request left open says; ``False`` when
    nothing is to be sent. The sign-up and sign-in pages, and the fresh-link form of a game, only
    name an address, so that they do the same work whether or not it has an account, or plays
    that game (``accounts.account_emails.prepare_email``, ``accounts.fresh_links.prepare_email``)."""
    if notification.kind == Notification.Kind.ACCOUNT_LINK:
        return account_emails.prepare_email(notification)
    if notification.kind == Notification.Kind.SIGN_IN_LINK and notification.player_id is None:
        return fresh_links.prepare_email(notification)
    return True


def _sent_note_key(notification: Notification) -> str:
    return f"notifications:sent:{notification.pk}"


def note_sent(notification: Notification, *, log_failure: bool = True) -> bool:
    """Note in the cache (Redis in production: every worker shares it, and it does not go down
    with PostgreSQL) that ``notification`` was sent; whether the note was taken. For a row sent
    whose mark cannot be written: its next attempt reads the note (``was_sent``) and marks the row
    instead of sending it again. The note holds the row's Message-ID, so it never speaks for
    another row that reuses the id (a database restored or reset)."""
    try:
        cache.set(_sent_note_key(notification), notification.message_id(), SENT_NOTE_SECONDS)
    except Exception as error:  # noqa: BLE001 - the cache is down too: the next attempt sends it again
        if log_failure:
            logger.error("notification %s was sent, and neither the database nor the cache can note it yet: "
                         "unless one of them comes back while the mark is retried, it will be sent again, "
                         "with the same Message-ID: %r", notification.pk, error)
        return False
    return True


def was_sent(notification: Notification) -> bool | None:
    """Whether an earlier attempt noted ``notification`` sent (``note_sent``); ``None`` when the
    cache cannot say (it is down or restarting: ``send_notification`` waits for it a while)."""
    try:
        return cache.get(_sent_note_key(notification)) == notification.message_id()
    except Exception as error:  # noqa: BLE001 - the cache is down
        logger.warning("could not ask the cache whether notification %s was sent: %r", notification.pk, error)
        return None


def mark_sent(notification: Notification) -> None:
    """Mark a row sent once its email has left.

    The email is gone whatever happens next, so a database error here (PostgreSQL restarting, the
    connection cut) must not let it be sent again. At the first error the fact is noted in the
    cache (``note_sent``, again at every failure), which the row's next attempt reads before
    sending; then the update is retried on a fresh connection, with back-off, for at most half
    ``NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS`` (the row's lease). After that, or inside a transaction
    (which a new connection cannot continue), the error propagates and the row stays "sending":
    once its lease is over, the sweep's attempt finds the note and marks it. Only when the cache
    is down too is it sent again, with the same Message-ID.
    """
    deadline = time.monotonic() + settings.NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS / 2
    delay = 0.1
    first = True
    while True:
        try:
            settle.mark_email_sent(notification.pk)
            return
        except (OperationalError, InterfaceError) as error:
            # Noted again at every failure, not only the first: a cache that restarted meanwhile
            # (Redis without persistence, or crashed within its last second of writes) lost it.
            note_sent(notification, log_failure=first)
            first = False
            if connection.in_atomic_block or time.monotonic() + delay > deadline:
                raise
            logger.warning("notification %s was sent but not yet marked sent, retrying: %r", notification.pk, error)
        connection.close()  # the next query opens a new connection
        time.sleep(delay)
        delay = min(delay * 2, 2.0)


@shared_task(bind=True, max_retries=None, acks_late=True)  # the row's attempts bound them (outbox.settle)
@log_scope()  # a fresh log context per run: a worker thread runs many tasks
def deliver(self, notification_id: int) -> str:
    """Send one notification, at most once per key; retried with exponential backoff."""
    outcome = send_notification(notification_id)
    if outcome.result == "retry":
        raise self.retry(exc=outcome.error, countdown=outcome.retry_in) from None
    return outcome.result


@shared_task(acks_late=True)
@log_scope()
def deliver_batch(notification_ids: list[int]) -> dict[str, int]:
    """Send several notifications in one task (what ``outbox.dispatch`` and the sweep publish).

    Each id is delivered as ``deliver`` would, on its own: one whose send fails gets its own
    ``deliver`` task after the same backoff, and neither that nor an unexpected error (the
    database) stops the others; a row such an error leaves pending (or sending, after the claim
    timeout) is the outbox sweep's.
    Returns how many ids came to each result.
    """
    results: Counter[str] = Counter()
    for notification_id in notification_ids:
        with log_context():  # each notification binds its own game
            try:
                outcome = send_notification(notification_id)
            except Exception:
                logger.exception("notification %s was not delivered; the outbox sweep will retry it",
                                 notification_id)
                results["error"] += 1
                continue
            if outcome.result == "retry":
                try:
                    deliver.apply_async((notification_id,), countdown=outcome.retry_in)
                except Exception as error:  # the broker is down: the sweep will retry it
                    logger.warning("could not schedule the retry of notification %s: %r", notification_id, error)
            results[outcome.result] += 1
    return dict(results)


@shared_task
def deliver_pending() -> int:
    """The outbox sweep: send rows whose scheduling was lost (broker down) or whose worker died,
    ``BATCH_SIZE`` to a task."""
    now = timezone.now()
    ids = list(
        Notification.objects.filter(
            Q(status=Status.PENDING, created_at__lt=now - timedelta(seconds=30))
            | Q(status=Status.SENDING, claimed_at__lt=now - settle.policy(settle.EMAILS).lease)
        ).exclude(not_before__gt=now).values_list("id", flat=True)[:500]
    )
    for batch in batches(ids):
        deliver_batch.delay(batch)
    return len(ids)


@shared_task
def deliver_due() -> int:
    """Send the turn emails whose grace period (``Notification.not_before``) is over: each is then
    sent, dropped or deferred again by the turn email policy (``turn_decision``); and the game-over
    emails of rated games whose wait for the rater is over (``outbox.emails.game_over_rows``). Run by beat every
    ``TURN_EMAIL_SWEEP_SECONDS``, ``BATCH_SIZE`` to a task."""
    ids = list(Notification.objects.filter(status=Status.PENDING, not_before__lte=timezone.now())
               .order_by("not_before").values_list("id", flat=True)[:500])
    for batch in batches(ids):
        deliver_batch.delay(batch)
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
    return game_services.expire_invitations()


@shared_task
def expire_waiting_games() -> int:
    """Abort the waiting games that did not fill by their ``join_by``; everyone who joined is told."""
    return game_services.expire_waiting_games()
