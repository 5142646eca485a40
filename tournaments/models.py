"""A tournament, its entries, its games and byes, and its append-only log of events.

``Tournament`` and ``Entry`` hold the current state for queries; every change to them is also a
``TournamentEvent`` (who did what, when), written in the same transaction by
``tournaments.services``, the one write path. ``TournamentGame.seats`` records who the tournament
seated where: a seat later handed to the autopilot (its player left) still counts for that player.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from games.models import new_seed


class Tournament(models.Model):
    class Format(models.TextChoices):
        ROUND_ROBIN = "round_robin", _("round robin")
        SWISS = "swiss", _("Swiss")
        TABLES = "tables", _("rounds of tables")

    class Status(models.TextChoices):
        SIGNUP = "signup", pgettext_lazy("tournament", "open for sign-up")
        RUNNING = "running", pgettext_lazy("tournament", "running")
        PAUSED = "paused", pgettext_lazy("tournament", "paused")
        FINISHED = "finished", pgettext_lazy("tournament", "finished")

    organiser = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    name = models.CharField(max_length=100)
    ruleset = models.CharField(max_length=32)
    options = models.JSONField(default=dict, blank=True)
    format = models.CharField(max_length=16, choices=Format.choices)
    players_per_table = models.PositiveSmallIntegerField(help_text="2 for round robin and Swiss.")
    rounds = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Swiss and tables: the organiser's number, or the default at the start.")
    move_time_limit = models.DurationField()
    rated = models.BooleanField(default=False)
    signup_closes_at = models.DateTimeField()
    max_players = models.PositiveSmallIntegerField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.SIGNUP)
    current_round = models.PositiveSmallIntegerField(default=0)
    seed = models.CharField(max_length=64, default=new_seed, editable=False,
                            help_text="Secret: each game's seed derives from it (never shown).")
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["status", "signup_closes_at"], name="tournament_status_idx")]

    def __str__(self) -> str:
        return f"{self.name} ({self.ruleset}, {self.format})"


class Entry(models.Model):
    """A player in a tournament. ``withdrawn_at`` (by themselves, or ``removed`` by the organiser):
    no longer paired; the points they scored stay."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="entries")
    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    joined_at = models.DateTimeField(auto_now_add=True)
    withdrawn_at = models.DateTimeField(null=True, blank=True)
    removed = models.BooleanField(default=False)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["tournament", "player"], name="entry_once_per_tournament")]

    @property
    def active(self) -> bool:
        return self.withdrawn_at is None


class TournamentGame(models.Model):
    """A game of a round at a table; ``seats``: the player ids the tournament seated, in seat order."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="games")
    round = models.PositiveSmallIntegerField()
    table = models.PositiveSmallIntegerField()
    game = models.OneToOneField("games.Game", on_delete=models.PROTECT, related_name="+")
    seats = models.JSONField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["tournament", "round", "table"], name="tournament_table_once")]


class Bye(models.Model):
    """A player who sits out a round (an odd number, a table split, a withdrawn opponent)."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="byes")
    round = models.PositiveSmallIntegerField()
    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["tournament", "round", "player"], name="bye_once_per_round")]


class TournamentEvent(models.Model):
    """What happened to a tournament, in order; never changed (a trigger refuses UPDATE and
    DELETE). ``actor``: who did it (``None``: the system, e.g. a round started by the sweep)."""

    class Type(models.TextChoices):
        CREATED = "created"
        JOINED = "joined"
        WITHDREW = "withdrew"
        STARTED = "started"
        PAUSED = "paused"
        RESUMED = "resumed"
        PLAYER_REMOVED = "player_removed"
        ROUND_STARTED = "round_started"
        FINISHED = "finished"

    tournament = models.ForeignKey(Tournament, on_delete=models.PROTECT, related_name="events")
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=32, choices=Type.choices)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT,
                              related_name="+")
    data = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["tournament", "seq"], name="tournament_event_seq")]
        ordering = ["tournament", "seq"]
