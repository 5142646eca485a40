"""The outbox's tables: what is owed to somebody, written in the transaction of what caused it.

``Notification``: one row per email. A Celery task sends each row after commit. ``key`` is unique,
so a notification is recorded at most once whatever retries or duplicate schedulers do; a row is
claimed (``pending`` → ``sending``) with compare-and-set, committed before sending, and a row left
``sending`` by a worker that died (possibly after its email left) is claimed again after
``NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS`` and sent with the same ``Message-ID`` (``message_id``; see
``notifications.tasks``).

``Endpoint``, ``Delivery``, ``Attempt``: a player's webhook endpoints, the deliveries owed to them,
and every attempt at one. A ``Delivery`` row is written in the transaction of the append that
causes it (``outbox.webhooks``), so a rolled-back move owes nobody a request; its body is built
when it is sent (``webhooks.tasks``), from the events as the row's seat may see them. Every attempt
leaves an ``Attempt`` row, which the endpoint's owner reads through the API and admins in the admin.

The tables keep the names they had in the apps that deliver them (``notifications_notification``,
``webhooks_endpoint``, ``webhooks_delivery``, ``webhooks_attempt``).
"""

from __future__ import annotations

import hashlib
from datetime import UTC
from urllib.parse import urlsplit

from django.conf import settings
from django.db import models
from django.db.models import Q


class Notification(models.Model):
    class Kind(models.TextChoices):
        YOUR_TURN = "your_turn", "your turn"
        REMINDER = "reminder", "deadline reminder"
        TIMEOUT = "timeout", "a deadline passed"
        GAME_OVER = "game_over", "game over"
        INVITATION = "invitation", "invitation"
        GAME_STARTED = "game_started", "game started"
        GAME_ABORTED = "game_aborted", "game aborted"
        DEADLINE_EXTENDED = "deadline_extended", "an admin extended a deadline"
        SEAT_REPLACED = "seat_replaced", "an admin handed a seat to someone else"
        SIGN_IN_LINK = "sign_in_link", "fresh sign-in link"
        ACCOUNT_LINK = "account_link", "sign-up or sign-in link to the account"
        DIGEST = "digest", "daily digest"
        WEBHOOK_DISABLED = "webhook_disabled", "a webhook endpoint was disabled"
        TAKEBACK_REQUESTED = "takeback_requested", "another player asks to take back a move"
        # A tournament's news (``context["event"]``: round_started, paused, resumed, removed,
        # finished), written by ``tournaments.mail``; about a game (a round's) or none.
        TOURNAMENT = "tournament", "tournament news"

    class Status(models.TextChoices):
        PENDING = "pending", "waiting to be sent"
        HELD = "held", "held for the daily digest"
        SENDING = "sending", "being sent"
        SENT = "sent", "sent"
        SKIPPED = "skipped", "not sent (preference)"
        FAILED = "failed", "failed after retries"
        # A turn email that would not have helped (its reader moved or looked at the game during
        # its grace period, or an earlier one is still unanswered), or a takeback request that
        # ended before its email left (answered, declined, voided by a move): ``note`` says why.
        DROPPED = "dropped", "dropped (not needed)"

    key = models.CharField(max_length=200, unique=True)
    kind = models.CharField(max_length=20, choices=Kind.choices)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    player = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE,
                               related_name="notifications")
    email = models.EmailField(help_text="The address it goes to.")
    game = models.ForeignKey("games.Game", null=True, blank=True, on_delete=models.CASCADE,
                             related_name="notifications")
    context = models.JSONField(default=dict, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    last_error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    claimed_at = models.DateTimeField(null=True, blank=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    # Not to be sent before then: a turn email waits out a grace period (notifications.turn_policy).
    not_before = models.DateTimeField(null=True, blank=True)
    # Why a row was dropped or held back, for the admin.
    note = models.CharField(max_length=200, blank=True, db_default="")  # db_default: the store inserts by SQL
    digest = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="items",
                               help_text="The digest email that carried this held notification.")

    class Meta:
        db_table = "notifications_notification"
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["status", "created_at"], name="notification_status_idx",
                         condition=Q(status__in=["pending", "sending", "held"])),
        ]

    def __str__(self) -> str:
        return f"{self.kind} to {self.email} ({self.status})"

    def message_id(self) -> str:
        """The ``Message-ID`` of this row's email: the same for every attempt to send it, so that
        the copy a second attempt sends (its worker died after the SMTP server accepted the first,
        before the row was marked sent) is known for the same message by mail clients and the
        servers that de-duplicate. Made of the row's id and a digest of its key and creation time
        (unique even across databases that reuse ids), on the site's domain."""
        made = self.created_at.astimezone(UTC).strftime("%Y%m%d%H%M%S%f")
        digest = hashlib.sha256(f"{self.key}\n{made}".encode()).hexdigest()[:20]
        return f"<ravenpost.{self.pk}.{digest}@{site_domain()}>"

    def thread_id(self) -> str | None:
        """The id every email about this row's game refers to (``In-Reply-To`` and ``References``),
        so that mail clients group one game's emails in one thread; ``None`` for an email about no
        game. No email carries it as its own Message-ID: clients thread on the reference alone
        (Thunderbird, Apple Mail, Gmail with the same subject prefix). Made, like ``message_id``,
        of the game's id and a digest of its creation time: the same for the game's whole life,
        and not another game's in a database that reuses ids."""
        game = self.game
        if game is None:
            return None
        made = game.created_at.astimezone(UTC).strftime("%Y%m%d%H%M%S%f")
        digest = hashlib.sha256(f"game:{game.pk}\n{made}".encode()).hexdigest()[:12]
        return f"<ravenpost.game.{game.pk}.{digest}@{site_domain()}>"


def site_domain() -> str:
    """The host of ``SITE_URL``, as the right-hand side of a Message-ID or a List-Id."""
    host = urlsplit(settings.SITE_URL).hostname or "localhost"
    if ":" in host:  # an IPv6 address: a domain literal
        host = f"[{host}]"
    return host



class Endpoint(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="webhook_endpoints")
    url = models.URLField(max_length=2000, help_text="Where deliveries are POSTed (https).")
    description = models.CharField(max_length=200, blank=True)
    secret = models.CharField(max_length=100, help_text="Signs every delivery; shown to the owner once.")
    enabled = models.BooleanField(default=True)
    disabled_at = models.DateTimeField(null=True, blank=True)
    disabled_reason = models.CharField(max_length=300, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # The endpoint's health: failed attempts in a row, since when, and before when nothing is tried
    # again (the back-off: while it fails, one attempt per period, whatever is owed to it).
    consecutive_failures = models.PositiveIntegerField(default=0)
    failing_since = models.DateTimeField(null=True, blank=True)
    retry_at = models.DateTimeField(null=True, blank=True)
    last_success_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "webhooks_endpoint"
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["owner"], name="webhook_endpoint_enabled_idx", condition=Q(enabled=True))]

    def __str__(self) -> str:
        return f"{self.url} ({self.owner_id}{'' if self.enabled else ', disabled'})"


class Delivery(models.Model):
    class Kind(models.TextChoices):
        EVENTS = "events", "new events"
        YOUR_TURN = "your_turn", "your turn"
        GAME_STARTED = "game_started", "game started"
        GAME_ENDED = "game_ended", "game ended"
        INVITATION = "invitation", "invitation to a game"

    class Status(models.TextChoices):
        PENDING = "pending", "waiting to be sent"
        SENDING = "sending", "being sent"
        DELIVERED = "delivered", "delivered (a 2xx answer)"
        FAILED = "failed", "failed after retries"
        CANCELLED = "cancelled", "not sent (endpoint disabled or removed, or nothing to show)"

    # No database constraint: an append that read the endpoints a few seconds ago (each process
    # caches them) must never fail because one was deleted meanwhile; the task drops such a row.
    endpoint = models.ForeignKey(Endpoint, on_delete=models.CASCADE, db_constraint=False, related_name="deliveries")
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="webhook_deliveries")
    seat = models.PositiveSmallIntegerField(help_text="The owner's seat: what it may see is what is sent "
                                                      "(an invitation: the seat offered).")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    # An ``invitation`` delivery: the invitation it tells of (its seqs are the game's, 0 while it waits).
    invitation = models.ForeignKey("games.Invitation", null=True, blank=True, on_delete=models.CASCADE,
                                   db_constraint=False, related_name="+")
    first_seq = models.PositiveIntegerField()
    last_seq = models.PositiveIntegerField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    next_attempt_at = models.DateTimeField()
    claimed_at = models.DateTimeField(null=True, blank=True)
    delivered_at = models.DateTimeField(null=True, blank=True)
    last_error = models.TextField(blank=True)

    class Meta:
        db_table = "webhooks_delivery"
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "deliveries"
        indexes = [
            models.Index(fields=["next_attempt_at"], name="webhook_delivery_due_idx",
                         condition=Q(status__in=["pending", "sending"])),
            models.Index(fields=["endpoint", "-id"], name="webhook_delivery_endpoint_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} of game {self.game_id} at {self.last_seq} ({self.status})"


class Attempt(models.Model):
    delivery = models.ForeignKey(Delivery, on_delete=models.CASCADE, related_name="attempt_log")
    endpoint = models.ForeignKey(Endpoint, on_delete=models.CASCADE, related_name="attempts")
    number = models.PositiveSmallIntegerField()
    started_at = models.DateTimeField()
    duration_ms = models.PositiveIntegerField()
    address = models.CharField(max_length=64, blank=True, help_text="The IP address connected to, if any.")
    status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    error = models.TextField(blank=True)
    succeeded = models.BooleanField()

    class Meta:
        db_table = "webhooks_attempt"
        ordering = ["-started_at", "-id"]
        indexes = [models.Index(fields=["endpoint", "-started_at"], name="webhook_attempt_endpoint_idx")]

    def __str__(self) -> str:
        return f"attempt {self.number} of delivery {self.delivery_id}: {self.status_code or self.error[:40]}"
