"""The outbox: one row per notification, written in the same transaction as what caused it.

A Celery task sends each row after commit. ``key`` is unique, so a notification is recorded at
most once whatever retries or duplicate schedulers do; a row is claimed (``pending`` → ``sending``)
with compare-and-set, committed before sending, and a row left ``sending`` by a worker that died
(possibly after its email left) is claimed again after ``NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS`` and
sent with the same ``Message-ID`` (``message_id``; see ``notifications.tasks``).
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
