"""The event store and its projections.

- ``Event`` is the source of truth: an append-only log per game, ``seq`` 1, 2, 3, … without gaps.
  A database trigger (see migration 0002) refuses UPDATE and DELETE on it.
- ``Snapshot`` is a cache of folded state at some seq, valid only for the rules version it names.
- ``Game`` and ``Seat`` hold projections for queries (status, who is to move, deadline, last seq),
  updated in the same transaction as each append by ``games.services``; nothing else writes them.
- ``ChatMessage`` is table talk: not an event, outside the log and its seq, so posting one never
  touches a move (``games.services.chat``).
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _


def new_seed() -> str:
    return secrets.token_hex(32)


class Game(models.Model):
    class Status(models.TextChoices):
        WAITING = "waiting", _("waiting for players")
        ACTIVE = "active", _("active")
        FINISHED = "finished", _("finished")
        ABORTED = "aborted", _("aborted")

    class Seating(models.TextChoices):
        LISTED = "listed", _("as listed")
        RANDOM = "random", _("drawn at random when the game starts")

    ruleset = models.CharField(max_length=32)
    options = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.WAITING)
    seq = models.PositiveIntegerField(default=0, help_text="The seq of the last event (0 = none yet).")
    to_move = models.JSONField(default=list, blank=True, help_text="Seats that must act now.")
    deadline = models.DateTimeField(null=True, blank=True, help_text="The earliest deadline of the seats to move.")
    move_time_limit = models.DurationField(null=True, blank=True)
    outcome = models.JSONField(null=True, blank=True)
    # The secret from which every random draw of this game derives; never shown to players.
    seed = models.CharField(max_length=64, default=new_seed, editable=False)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # How the seat order is decided: as the creator listed the seats, or drawn from the seed
    # when the game starts (games.services.joining).
    seating = models.CharField(max_length=8, choices=Seating.choices, default=Seating.LISTED,
                               db_default=Seating.LISTED)
    # A waiting game that has not filled by then is aborted (``expire_waiting_games``).
    join_by = models.DateTimeField(null=True, blank=True, help_text="A waiting game not full by then expires.")
    rematch_of = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="rematches",
        help_text="The finished game this one is a rematch of.",
    )
    # The creator chose a rated game: once finished, it counts for its players' ratings (the
    # ``ratings`` app, above the services, reads it; nothing here depends on it). A game with a
    # bot seat is never rated (``games.services.commands.create_game`` refuses it).
    rated = models.BooleanField(default=False, db_default=False,
                                help_text="Counts for the players' ratings once finished.")

    class Meta:
        indexes = [
            models.Index(fields=["status", "deadline"], name="game_deadline_idx", condition=Q(deadline__isnull=False)),
            models.Index(fields=["ruleset", "status"], name="game_ruleset_status_idx"),
            # The lobby and the expiry scan read only waiting games.
            models.Index(fields=["join_by"], name="game_waiting_join_by_idx", condition=Q(status="waiting")),
            # The ratings' scan for finished rated games still to rate, in the order they finished.
            models.Index(fields=["ruleset", "finished_at"], name="game_rated_finished_idx",
                         condition=Q(rated=True, status="finished")),
        ]

    def __str__(self) -> str:
        return f"{self.ruleset} #{self.pk}"


class Seat(models.Model):
    class Kind(models.TextChoices):
        # A person: seated at creation, or invited (no player until they accept).
        PLAYER = "player", _("player")
        # Anyone may take it from the lobby.
        OPEN = "open", _("open seat")
        # Only people holding the game's invite link may take it.
        LINK = "link", _("invite link")
        # Played by a bot (``games.bots``) at its ``bot_level`` from the first move; never has a player.
        BOT = "bot", _("bot")

    class BotLevel(models.TextChoices):
        # games.bots.LEVELS: "easy" plays at once (one ply, or the rule set's policy), "normal" and
        # "strong" search, on the "bots" queue (games.tasks.play_bot_move).
        EASY = "easy", _("easy")
        NORMAL = "normal", _("normal")
        STRONG = "strong", _("strong")

    # No single-column indexes on the two foreign keys: the unique (game, seat) and the
    # (player, is_to_move) indexes below start with them and serve the same lookups, and every
    # move updates seat rows, paying for each index they have.
    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="seats", db_index=False)
    seat = models.PositiveSmallIntegerField()
    player = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="seats",
        db_index=False,
        help_text="Empty while the seat's invitation has not been accepted.",
    )
    # db_default too: rows inserted by SQL (bulk tools, tests) are people's seats, as before kinds existed.
    kind = models.CharField(max_length=8, choices=Kind.choices, default=Kind.PLAYER, db_default=Kind.PLAYER)
    # How a bot seat plays (empty for every other kind). Bot seats made before levels existed
    # played the rule set's timeout move; migration 0012 made them "easy", the nearest level.
    bot_level = models.CharField(max_length=8, choices=BotLevel.choices, blank=True, default="", db_default="")
    is_to_move = models.BooleanField(default=False)
    # When this seat's time to act runs out (while it is to move), and the deadline a reminder
    # was last sent for, so that each deadline gets at most one reminder.
    deadline = models.DateTimeField(null=True, blank=True)
    reminded_for = models.DateTimeField(null=True, blank=True)
    turn_started_at = models.DateTimeField(null=True, blank=True)
    # The id of the newest chat message this seat's player has been shown (page or API); the
    # "your turn" email lists the messages of others after it. Only ever moves forward.
    chat_read_up_to = models.PositiveBigIntegerField(
        default=0, help_text="Id of the newest chat message the player has seen (0 = none).")
    # Presence (games.services.presence): when this seat's player last looked at the game (its
    # page, the view or the log through the API, a long poll or a stream) and the newest seq they
    # were shown. The turn email policy (notifications.turn_policy) holds back an email while its
    # reader is at the table, and drops it once they have seen the turn it announces.
    last_seen_at = models.DateTimeField(null=True, blank=True)
    seen_seq = models.PositiveIntegerField(default=0, db_default=0, help_text="The newest seq the player was shown (0 = none).")
    # How many reminders went out for the deadline ``reminded_for`` (a new deadline starts again
    # from none): the deadline scan sends up to two, as the player chose.
    reminders_sent = models.PositiveSmallIntegerField(default=0, db_default=0)
    # The player muted this game's emails (the unsubscribe page's "mute this game"): its turn,
    # game-started, timeout and game-over emails are skipped when they would leave. Deadline
    # reminders still come, so that nobody times out unwarned (``notifications.muting``).
    emails_muted = models.BooleanField(default=False, db_default=False,
                                       help_text="No emails about this game but deadline reminders.")
    # The seat's player has conditional moves waiting (``games.services.conditional``): a move of
    # the other seat must then take the row lock, so that the answer is played in its transaction.
    # Never shown to anyone (no serializer, page or email names it): even its existence is secret.
    has_conditionals = models.BooleanField(default=False, db_default=False)

    class Meta:
        ordering = ["game", "seat"]
        constraints = [
            models.UniqueConstraint(fields=["game", "seat"], name="seat_unique_per_game"),
            models.UniqueConstraint(fields=["game", "player"], name="player_once_per_game"),
        ]
        indexes = [
            models.Index(fields=["player", "is_to_move"], name="seat_player_to_move_idx"),
            models.Index(fields=["deadline"], name="seat_deadline_idx", condition=Q(deadline__isnull=False)),
        ]

    def __str__(self) -> str:
        return f"seat {self.seat} of {self.game}"


class Event(models.Model):
    """One thing that happened in a game. Never updated, never deleted."""

    # No index of its own: the unique (game, seq) index serves every lookup by game, and each
    # appended event pays for every index of this table.
    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="events", db_index=False)
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=64)
    version = models.PositiveSmallIntegerField(default=1, help_text="Schema version of this event type's data.")
    seat = models.SmallIntegerField(null=True, blank=True, help_text="The seat that caused it, if any.")
    data = models.JSONField(default=dict)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+",
        help_text="Who caused it: the player, an admin, or nobody for the system.",
    )
    # All events produced by one move share the seq of the first of them.
    batch = models.PositiveIntegerField()
    # Set on the first event of a move posted with an Idempotency-Key.
    idempotency_key = models.CharField(max_length=128, null=True, blank=True)
    request_hash = models.CharField(max_length=64, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="event_seq_unique_per_game"),
            models.UniqueConstraint(
                fields=["game", "idempotency_key"],
                name="event_idempotency_key_unique_per_game",
                condition=Q(idempotency_key__isnull=False),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.game} #{self.seq} {self.type}"

    def as_engine_event(self) -> dict:
        return {"type": self.type, "seat": self.seat, "data": self.data}


class Snapshot(models.Model):
    """Folded state of a game after event ``seq``, for ``rules_version``. A cache: safe to drop."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="snapshots")
    seq = models.PositiveIntegerField()
    rules_version = models.PositiveIntegerField()
    state = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "seq", "rules_version"], name="snapshot_unique"),
        ]

    def __str__(self) -> str:
        return f"snapshot of {self.game} at {self.seq}"


class Invitation(models.Model):
    """A seat offered to an email address, or to a player by id (``player`` set: only that player
    may accept it). The game starts when every seat but the bots' has a player.

    An invitation to an id that names no active player is stored too, with neither a player nor
    an email: it can never be accepted and expires, so the creator's answer does not tell which
    ids exist."""

    class Status(models.TextChoices):
        PENDING = "pending", "waiting for an answer"
        ACCEPTED = "accepted", "accepted"
        DECLINED = "declined", "declined"
        EXPIRED = "expired", "expired"
        CANCELLED = "cancelled", "cancelled (the game was aborted)"

    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="invitations")
    seat = models.PositiveSmallIntegerField()
    email = models.EmailField(blank=True)
    player = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="invitations",
        help_text="For an invitation to a player id: the only player who may accept it.",
    )
    invited_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    expires_at = models.DateTimeField()
    answered_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "seat"], name="invitation_unique_per_seat")]
        indexes = [
            models.Index(fields=["status", "expires_at"], name="invitation_expiry_idx"),
            # The invitation cap counts an inviter's invitations of the last 24 hours.
            models.Index(fields=["invited_by", "created_at"], name="invitation_inviter_idx"),
        ]

    def __str__(self) -> str:
        return f"invitation of {self.email or self.player_id or 'nobody'} to {self.game}"


class ChatMessage(models.Model):
    """A message a seated player posted to the table. Not a game event: it has no seq, never
    reaches a rule set, and never blocks or changes a move. Kept as posted; never edited."""

    MAX_LENGTH = 2000

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="chat_messages")
    seat = models.PositiveSmallIntegerField(help_text="The seat of the author when they posted.")
    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    body = models.CharField(max_length=MAX_LENGTH)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "id"]
        indexes = [models.Index(fields=["game", "created_at"], name="chat_game_created_idx")]

    def __str__(self) -> str:
        return f"chat #{self.pk} in {self.game}"


class ConditionalMove(models.Model):
    """"If my opponent plays ``if_move``, answer ``then_move``": left by the player of ``seat``
    of a two-player game while it is the opponent's turn (``games.services.conditional``).

    Not an event: it is secret until used. Only its owner sees it (API, page); nothing else reads
    it but the move path, which plays or drops it in the transaction of the opponent's move. A row
    is never deleted: its ``status`` says what became of it, so the owner can be told."""

    class Status(models.TextChoices):
        PENDING = "pending", _("waiting")
        PLAYED = "played", _("played")
        DROPPED = "dropped", _("dropped: the condition did not happen")
        INVALID = "invalid", _("dropped: the answer was not legal then")
        CANCELLED = "cancelled", _("cancelled")
        VOIDED = "voided", _("dropped: the game was repaired or a move taken back")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    player = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    made_at_seq = models.PositiveIntegerField(help_text="The game's seq when the player left it.")
    if_move = models.JSONField(help_text="The opponent's move that triggers it.")
    then_move = models.JSONField(help_text="The answer played for the player.")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    # The seq after the opponent's move that was ``if_move``: their turn may go on (the next step of
    # a decision), and the answer is played when the owner's turn begins.
    matched_at_seq = models.PositiveIntegerField(null=True, blank=True)
    resolved_at_seq = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "seat", "id"]
        indexes = [models.Index(fields=["game", "seat", "status"], name="conditional_game_seat_idx")]

    def __str__(self) -> str:
        return f"conditional #{self.pk} of seat {self.seat} in {self.game_id} ({self.status})"
