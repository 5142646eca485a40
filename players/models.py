"""The player account and its API tokens."""

from __future__ import annotations

import hashlib
import secrets

from django.contrib.auth.models import AbstractBaseUser, BaseUserManager, PermissionsMixin
from django.db import models
from django.db.models.functions import Lower
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _


class PlayerManager(BaseUserManager["Player"]):
    def normalize_email(self, email: str | None) -> str:  # type: ignore[override]
        """Emails are compared without case: store them lower-cased and stripped."""
        return (email or "").strip().lower()

    def create_user(self, email: str, password: str | None = None, **fields: object) -> Player:
        if not email:
            raise ValueError("A player needs an email address.")
        player = self.model(email=self.normalize_email(email), **fields)
        if password:
            player.set_password(password)
        else:
            player.set_unusable_password()
        player.save(using=self._db)
        return player

    def create_superuser(self, email: str, password: str | None = None, **fields: object) -> Player:
        fields.setdefault("is_staff", True)
        fields.setdefault("is_superuser", True)
        return self.create_user(email, password, **fields)

    def get_by_natural_key(self, email: str) -> Player:  # type: ignore[override]
        return self.get(email=self.normalize_email(email))


class Player(AbstractBaseUser, PermissionsMixin):
    """A person who plays. Signs in with an email address (unique, case-insensitive)."""

    class Notify(models.TextChoices):
        EACH_TURN = "each_turn", _("an email each time it is my turn")
        DAILY_DIGEST = "daily_digest", _("one email a day listing my turns")
        NONE = "none", _("no email")

    class TurnEmails(models.TextChoices):
        WHEN_AWAY = "when_away", _("only when I am away from the game (not while I am on its page or just moved)")
        ALWAYS = "always", _("every time, at once")

    class Reminders(models.TextChoices):
        NONE = "none", _("no reminder")
        ONE = "one", _("one reminder, when about a third of my time is left")
        TWO = "two", _("two reminders: a third of my time left, then a tenth")

    email = models.EmailField(_("email"), max_length=254, unique=True)
    name = models.CharField(_("display name"), max_length=80, blank=True)
    locale = models.CharField(_("language"), max_length=8, choices=[("en", "English"), ("fr", "Français")],
                              default="en")
    time_zone = models.CharField(_("time zone"), max_length=64, default="UTC")
    notify = models.CharField(_("notifications"), max_length=16, choices=Notify.choices, default=Notify.EACH_TURN)
    turn_emails = models.CharField(_("turn emails"), max_length=12, choices=TurnEmails.choices,
                                   default=TurnEmails.WHEN_AWAY, db_default=TurnEmails.WHEN_AWAY)
    reminders = models.CharField(_("deadline reminders"), max_length=8, choices=Reminders.choices,
                                 default=Reminders.ONE, db_default=Reminders.ONE)
    # Play my forced moves for me (games.services.forced): only when exactly one move is legal and
    # every player can see that it is the only one (the rule set's ``forced_move_is_public``).
    play_forced_moves = models.BooleanField(
        _("play my forced moves for me"), default=False, db_default=False,
        help_text=_("When you have exactly one legal move and everyone can see it is the only one, "
                    "Ravenpost plays it for you at once, without an email."))
    vacation_from = models.DateTimeField(_("on vacation from"), null=True, blank=True)
    vacation_until = models.DateTimeField(_("on vacation until"), null=True, blank=True)
    # Consent: nobody is seated in a game without having accepted. A player who opts in (bot
    # accounts do) may be seated directly by id; everyone else gets an invitation to accept.
    seat_directly = models.BooleanField(
        _("others may seat me in their games without asking"), default=False,
        help_text=_("For bot accounts: games that seat you start at once, without an invitation to accept."))
    # A move is one tap, and cannot be undone: a player may ask for a page that shows it again first.
    confirm_moves = models.BooleanField(
        _("ask me to confirm each move"), default=False, db_default=False,
        help_text=_("A tap on a move shows it again, with its effect, before it is played: for a phone, "
                    "where a slip of the thumb would play the wrong move."))
    # Until the player picks a language in the settings, pages follow the invitation's or the
    # browser's language; ``locale`` is then only the default guessed at sign-up.
    locale_chosen = models.BooleanField(default=False)
    is_active = models.BooleanField(default=True)
    is_staff = models.BooleanField(default=False)
    date_joined = models.DateTimeField(default=timezone.now)

    objects = PlayerManager()

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS: list[str] = []

    class Meta:
        constraints = [models.UniqueConstraint(Lower("email"), name="player_email_unique_ci")]

    def __str__(self) -> str:
        return self.display_name

    @property
    def display_name(self) -> str:
        """The name others see: the chosen one, else "Player <id>" (never the email's local part:
        the address is private, and most people's is their full name)."""
        return self.name or gettext("Player %(number)s") % {"number": self.pk}

    def on_vacation(self, at) -> bool:
        """Whether the player's clocks are frozen at ``at``."""
        return bool(self.vacation_from and self.vacation_until and self.vacation_from <= at < self.vacation_until)

    def save(self, *args: object, **kwargs: object) -> None:
        self.email = Player.objects.normalize_email(self.email)
        super().save(*args, **kwargs)  # type: ignore[arg-type]


class Vacation(models.Model):
    """One vacation of a player, past, in progress or planned: the record the yearly allowance
    (``VACATION_DAYS_PER_YEAR``) is counted from. The player's current or next vacation is also
    on the player (``vacation_from``, ``vacation_until``), which is what the clocks read; only
    ``games.services.vacations`` writes either."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="vacations")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["player", "ends_at"], name="vacation_player_end_idx")]

    def __str__(self) -> str:
        return f"vacation of {self.player_id}: {self.starts_at:%Y-%m-%d} to {self.ends_at:%Y-%m-%d}"


def hash_token(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


class ApiToken(models.Model):
    """A bearer token for third-party clients. Only its SHA-256 is stored; the raw token is shown once."""

    PREFIX = "rp_"

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=80, blank=True)
    key_hash = models.CharField(max_length=64, unique=True)
    hint = models.CharField(max_length=12, help_text="The first characters of the token, to recognise it.")
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    # The token whose holder minted this one through the API (none when made on the tokens page or
    # by an admin command): revoking a token revokes what was minted with it (players.services).
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="children",
                               help_text="The token this one was created with, through the API.")

    def __str__(self) -> str:
        return f"{self.hint}… ({self.name or 'token'})"

    @classmethod
    def issue(cls, player: Player, name: str = "", parent: ApiToken | None = None) -> tuple[ApiToken, str]:
        """Create a token; return it with the raw secret, which is not stored anywhere."""
        raw = cls.PREFIX + secrets.token_urlsafe(32)
        token = cls.objects.create(player=player, name=name, key_hash=hash_token(raw), hint=raw[:10], parent=parent)
        return token, raw


class AccountLink(models.Model):
    """One sign-up or sign-in link sent by email (``players.account_links``).

    The email carries a signed token naming this row; the row is what makes the link single-use
    (``used_at`` is set once, by a compare-and-set) and short-lived (``created_at``). Whether the
    link signs up or signs in is decided when it is used, by whether the address has a player then.
    """

    email = models.EmailField(max_length=254)
    # The language of the page that asked for it: the sign-up form's default language.
    lang = models.CharField(max_length=8, blank=True)
    # Where to go once signed in (a local path, checked when it was asked for).
    next_path = models.CharField(max_length=500, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["created_at"], name="account_link_created_idx")]

    def __str__(self) -> str:
        return f"account link to {self.email} ({'used' if self.used_at else 'unused'})"
