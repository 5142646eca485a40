"""The new-game form: a rule set's options, the time per move, the other seats, the seating order,
rated or not.

The page allows no script, so the form is drawn in two steps: the person first picks the game and
the number of players (links), then this form has exactly one row per other seat. The creator
holds the first seat of the listed order. Everything is checked here, in the person's language,
before ``games.services.create_game`` is called; the service checks it all again (it is the
authority, and the API's path), and the view turns any refusal it still makes into a form error.
"""

from __future__ import annotations

from datetime import timedelta
from functools import cache
from random import Random
from typing import Any

from django import forms
from django.conf import settings
from django.utils.translation import get_language, gettext, ngettext
from django.utils.translation import gettext_lazy as _

from games.engine import InvalidSetup, Ruleset, fold
from games.rulesets import registry
from games.web import options as option_words

# The time per move a person may choose, in hours: one hour to fourteen days.
MOVE_TIME_HOURS = (1, 3, 6, 12, 24, 48, 72, 120, 168, 240, 336)

SEAT_KINDS = (
    ("email", _("Invite by email")),
    ("open", _("Open seat in the lobby")),
    ("link", _("Seat for holders of the invite link")),
    # A bot at each level (games.bots): the kind and the level in one choice, so that the row
    # needs no second field shown or hidden by a script.
    ("bot_easy", _("Bot (easy)")),
    ("bot_normal", _("Bot (normal)")),
    ("bot_strong", _("Bot (strong)")),
)
BOT_PREFIX = "bot_"


def hours_label(hours: int) -> str:
    """A time per move in words, in days when it is whole days ("3 days", "12 hours"): the
    new-game and new-tournament forms and the tournament page say it alike."""
    if hours % 24 == 0:
        days = hours // 24
        return ngettext("%(count)d day", "%(count)d days", days) % {"count": days}
    return ngettext("%(count)d hour", "%(count)d hours", hours) % {"count": hours}


def default_move_hours() -> int:
    """The site's default time per move if it is one of the choices, else the nearest choice."""
    wanted = settings.GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS
    return min(MOVE_TIME_HOURS, key=lambda hours: abs(hours - wanted))


class NewGameForm(forms.Form):
    """Options of ``ruleset`` for ``players`` players, time per move, seats ``1 .. players-1``
    (``seat_<n>_kind`` and ``seat_<n>_email``; a bot's kind names its level, ``bot_strong``), the
    seating order and ``rated`` (for two players or more; a bot seat counts at its level's fixed
    rating, ``ratings.anchors``)."""

    move_hours = forms.TypedChoiceField(
        label=_("Time per move"), coerce=int,
        error_messages={"invalid_choice": _("Choose a time per move between 1 hour and 14 days.")},
    )
    seating = forms.ChoiceField(
        label=_("Seating order"), widget=forms.RadioSelect, initial="listed",
        choices=(("listed", _("As listed: you in seat 1, the others in the order above")),
                 ("random", _("Drawn at random when the game starts"))),
    )

    rated = forms.BooleanField(
        label=_("Rated game: the result counts for the players' ratings"), required=False,
        help_text=_("A bot counts at its level's fixed rating, shown on the leaderboard: only the people's ratings change."),
    )

    def __init__(self, *args: Any, ruleset: Ruleset, players: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ruleset, self.players = ruleset, players
        self.fields["move_hours"].choices = [(hours, hours_label(hours)) for hours in MOVE_TIME_HOURS]
        self.fields["move_hours"].initial = default_move_hours()
        self.fields.update(option_words.option_fields(ruleset, players))
        for number in range(1, players):
            self.fields[f"seat_{number}_kind"] = forms.ChoiceField(
                label=_("Seat %(number)d") % {"number": number + 1}, choices=SEAT_KINDS, initial="open")
            self.fields[f"seat_{number}_email"] = forms.EmailField(
                label=_("Email address (for an invitation)"), required=False,
                error_messages={"invalid": _("Enter a valid email address.")})

    def who_plays_first(self) -> str:
        """Who moves first in this game, by seat, as the rules set it up (``first_seats``)."""
        return who_plays_first(self.ruleset, self.players)

    def option_boxes(self) -> list[forms.BoundField]:
        return [self[name] for name in self.fields if name.startswith("option_")]

    def seat_rows(self) -> list[tuple[int, forms.BoundField, forms.BoundField]]:
        return [(number + 1, self[f"seat_{number}_kind"], self[f"seat_{number}_email"])
                for number in range(1, self.players)]

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        emails: list[str] = []
        for number in range(1, self.players):
            kind, email = cleaned.get(f"seat_{number}_kind"), cleaned.get(f"seat_{number}_email")
            if kind == "email":
                if not email and f"seat_{number}_email" not in self.errors:
                    self.add_error(f"seat_{number}_email", _("Write the email address of the person to invite."))
                elif email:
                    if email.lower() in emails:
                        self.add_error(f"seat_{number}_email", _("This address is already invited to another seat."))
                    emails.append(email.lower())
        if not self.errors:
            try:
                self.ruleset.resolve_options(self.players, self.game_options())
            except InvalidSetup as error:
                raise forms.ValidationError(setup_sentence(error)) from None
        return cleaned

    def game_options(self) -> dict[str, Any]:
        return option_words.options_from(self.ruleset, self.cleaned_data)

    def move_time_limit(self) -> timedelta:
        return timedelta(hours=self.cleaned_data["move_hours"])

    def seats(self, creator_id: int) -> list[Any]:
        """The ``seats`` argument of ``create_game``: the creator, then each row."""
        seats: list[Any] = [creator_id]
        for number in range(1, self.players):
            kind = self.cleaned_data[f"seat_{number}_kind"]
            if kind == "email":
                seats.append(self.cleaned_data[f"seat_{number}_email"])
            elif kind.startswith(BOT_PREFIX):
                seats.append({"kind": "bot", "level": kind.removeprefix(BOT_PREFIX)})
            else:
                seats.append({"kind": kind})
        return seats


def setup_sentence(error: InvalidSetup) -> str:
    """A rule set refusing a set of options, for a person. The rule sets word their refusals in
    English only (for the API): an English reader gets that precise sentence, anyone else a
    sentence in their language."""
    if (get_language() or "en").startswith("en"):
        return error.message
    if error.code == "wrong_player_count":
        return gettext("These options cannot be played with this number of players.")
    return gettext("These options cannot be played together. Please check them.")


# Set-ups tried to learn who moves first: enough that a drawn first player shows as drawn.
FIRST_PLAYER_SEEDS = range(12)


@cache
def first_seats(ruleset_id: str, players: int) -> frozenset[tuple[int, ...]]:
    """The seats to move when a game of ``ruleset_id`` for ``players`` starts (default options),
    over a few set-ups: one tuple if the rules always start the same way, several if they draw.
    Read from the rules themselves (``setup`` then ``to_move``), so no rule set has to say it."""
    ruleset = registry().get(ruleset_id)
    options = ruleset.resolve_options(players, {})
    return frozenset(tuple(ruleset.to_move(fold(ruleset, ruleset.setup(players, options, Random(seed)))))
                     for seed in FIRST_PLAYER_SEEDS)


def who_plays_first(ruleset: Ruleset, players: int) -> str:
    """A sentence for the seating order: who moves first, by seat number (seat 1 is the
    creator's when seated as listed). Never "you" unless the rules always start with seat 1."""
    starts = first_seats(ruleset.id, players)
    if len(starts) > 1:
        return gettext("The rules draw who plays first.")
    [seats] = starts
    if len(seats) > 1:
        return gettext("Seats %(numbers)s move first, at the same time.") % {
            "numbers": ", ".join(str(seat + 1) for seat in seats)}
    if seats == (0,):
        return gettext("Seat 1 plays first.")
    return gettext("Seat %(number)d plays first.") % {"number": seats[0] + 1}
