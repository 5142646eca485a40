"""Webhook tables: a player's endpoints, the deliveries owed to them, and every attempt at one.

A ``Delivery`` row is written in the transaction of the append that causes it
(``webhooks.outbox``), so a rolled-back move owes nobody a request; its body is built when it is
sent (``webhooks.tasks``), from the events as the row's seat may see them. Every attempt leaves an
``Attempt`` row, which the endpoint's owner reads through the API and admins in the admin."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q


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
        ordering = ["-started_at", "-id"]
        indexes = [models.Index(fields=["endpoint", "-started_at"], name="webhook_attempt_endpoint_idx")]

    def __str__(self) -> str:
        return f"attempt {self.number} of delivery {self.delivery_id}: {self.status_code or self.error[:40]}"
