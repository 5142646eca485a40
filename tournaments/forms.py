"""The "New tournament" form of ``/tournaments/``: what ``services.create_tournament`` takes, as a
person fills it in without a script. The form checks the shapes (numbers, a date); the service
checks the rules (a table size the game allows, rounds only for Swiss and tables, …) and its
refusal is shown under the field it is about (``FIELD_OF_CODE``).

The game's options are the new-game form's fields (``games.web.options.option_fields``), for every
game at once since the page has no script: each game's are grouped under its name (a ``<details>``
open for the game chosen), named ``<game>__option_<key>``; only the chosen game's are read, and a
set of options its rules refuse for the tournament's table size is refused under the option the
refusal names (else the game's first), in the reader's language (``setup_sentence``)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from games.engine import InvalidSetup, Ruleset
from games.rulesets import registry
from games.web import options as option_words
from games.web.forms import MOVE_TIME_HOURS, default_move_hours, hours_label, setup_sentence
from tournaments import services
from tournaments.models import Tournament

# The field a refusal of ``create_tournament`` is about (its code); others go above the form.
FIELD_OF_CODE = {
    "bad_name": "name", "unknown_ruleset": "ruleset", "bad_format": "format", "bad_table_size": "players_per_table",
    "not_two_player": "format", "bad_rounds": "rounds", "bad_max_players": "max_players",
    "signup_in_the_past": "signup_closes_at",
    "signup_too_late": "signup_closes_at", "bad_move_time_limit": "move_hours",
}


def ruleset_choices() -> list[tuple[str, str]]:
    """The games a tournament can be of (two players or more), with their player counts."""
    choices = []
    for ruleset_id in registry().ids():
        ruleset = registry().get(ruleset_id)
        if ruleset.max_players < 2:
            continue
        counts = (str(ruleset.min_players) if ruleset.min_players == ruleset.max_players
                  else f"{ruleset.min_players}–{ruleset.max_players}")
        choices.append((ruleset_id, f"{ruleset.name} ({counts})"))
    return choices


def table_sizes(ruleset: Ruleset) -> list[int]:
    """The table sizes a tournament of ``ruleset`` may have: 2 (round robin, Swiss), 3 to 5 (tables)."""
    return [n for n in (2, 3, 4, 5) if ruleset.min_players <= n <= ruleset.max_players]


def option_fields(ruleset: Ruleset) -> dict[str, forms.Field]:
    """The new-game form's option fields of ``ruleset``, for any table size a tournament may have,
    each named ``<ruleset>__option_<key>``."""
    fields: dict[str, forms.Field] = {}
    for players in table_sizes(ruleset):
        for name, field in option_words.option_fields(ruleset, players).items():
            fields.setdefault(f"{ruleset.id}__{name}", field)
    return fields


class NewTournamentForm(forms.Form):
    name = forms.CharField(label=_("Name"), max_length=services.NAME_MAX)
    ruleset = forms.ChoiceField(label=pgettext_lazy("the game a tournament is of", "Game"))
    format = forms.ChoiceField(label=_("Format"), choices=Tournament.Format.choices, initial="swiss",
                               help_text=_("Round robin and Swiss: two-player games. Rounds of tables: 3 to 5 "
                                           "players at each table."))
    players_per_table = forms.TypedChoiceField(
        label=_("Players per table (rounds of tables)"), coerce=int, required=False, empty_value=None,
        choices=[("", "—"), (3, "3"), (4, "4"), (5, "5")])
    rounds = forms.IntegerField(label=_("Rounds (Swiss and tables)"), required=False, min_value=1,
                                max_value=services.MAX_ROUNDS,
                                help_text=_("Leave it empty for the usual number for the players who join."))
    move_hours = forms.TypedChoiceField(label=_("Time per move"), coerce=int)
    signup_closes_at = forms.DateTimeField(
        label=_("Sign-up closes at"), widget=forms.DateTimeInput(attrs={"type": "datetime-local"}),
        help_text=_("In your time zone. The tournament starts then, if you have not started it before."))
    max_players = forms.IntegerField(label=_("Most players"), min_value=2, max_value=services.MAX_PLAYERS,
                                     initial=16)
    rated = forms.BooleanField(label=_("Rated: the games count for the players' ratings"), required=False)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].choices = ruleset_choices()
        self.fields["move_hours"].choices = [(hours, hours_label(hours)) for hours in MOVE_TIME_HOURS]
        self.fields["move_hours"].initial = default_move_hours()
        week = timezone.localtime() + timedelta(days=7)
        self.fields["signup_closes_at"].initial = week.replace(minute=0, second=0, microsecond=0).strftime(
            "%Y-%m-%dT%H:%M")
        for ruleset_id, _name in self.fields["ruleset"].choices:
            self.fields.update(option_fields(registry().get(ruleset_id)))

    def chosen_ruleset(self) -> str:
        """The game chosen (the form's data), or the one shown first."""
        chosen = self["ruleset"].value()
        return chosen if chosen in registry() else self.fields["ruleset"].choices[0][0]

    def option_groups(self) -> list[dict[str, Any]]:
        """Each game with options: its name, its fields, and whether it is shown open."""
        chosen = self.chosen_ruleset()
        groups = []
        for ruleset_id, _label in self.fields["ruleset"].choices:
            boxes = [self[name] for name in self.fields if name.startswith(f"{ruleset_id}__option_")]
            if boxes:
                groups.append({"id": ruleset_id, "name": registry().get(ruleset_id).name, "fields": boxes,
                               "open": ruleset_id == chosen or any(box.errors for box in boxes)})
        return groups

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        ruleset_id = cleaned.get("ruleset")
        # Another game's options are not read: a slip in them is not the chosen game's refusal.
        for name in list(self.errors):
            if "__option_" in name and not name.startswith(f"{ruleset_id}__"):
                del self.errors[name]
        if ruleset_id is None or self.errors:
            return cleaned
        ruleset = registry().get(ruleset_id)
        players = 2 if cleaned.get("format") != Tournament.Format.TABLES else cleaned.get("players_per_table")
        if players in table_sizes(ruleset):  # any other size is the service's refusal (bad_table_size, …)
            try:
                ruleset.resolve_options(players, self.game_options())
            except InvalidSetup as error:
                self.add_error(self._option_refused(ruleset, error), setup_sentence(error))
        return cleaned

    def _option_refused(self, ruleset: Ruleset, error: InvalidSetup) -> str:
        """The field of the option a refusal names (its key, or its key in words), else the first."""
        names = [name for name in self.fields if name.startswith(f"{ruleset.id}__option_")]
        message = error.message.lower()
        for name in sorted(names, key=len, reverse=True):  # "bloody_snow" before "game"
            key = name.removeprefix(f"{ruleset.id}__option_")
            if key in message or key.replace("_", " ") in message:
                return name
        return names[0] if names else "ruleset"

    def game_options(self) -> dict[str, Any]:
        """The chosen game's options, as the new-game form reads them (``options_from``)."""
        prefix = f"{self.cleaned_data['ruleset']}__"
        ruleset = registry().get(self.cleaned_data["ruleset"])
        return option_words.options_from(ruleset, {name.removeprefix(prefix): value
                                                   for name, value in self.cleaned_data.items()
                                                   if name.startswith(prefix)})

    def create(self, organiser) -> Tournament:
        """Create the tournament (raises ``TournamentError``: see ``refuse``)."""
        data = self.cleaned_data
        two_player = data["format"] != Tournament.Format.TABLES
        return services.create_tournament(
            organiser=organiser, name=data["name"], ruleset_id=data["ruleset"], format=data["format"],
            players_per_table=None if two_player else data["players_per_table"],
            rounds=None if data["format"] == Tournament.Format.ROUND_ROBIN else data["rounds"],
            move_time_limit=timedelta(hours=data["move_hours"]), signup_closes_at=data["signup_closes_at"],
            max_players=data["max_players"], rated=data["rated"], options=self.game_options())

    def refuse(self, code: str, sentence: str) -> None:
        """Show the service's refusal under the field it is about."""
        self.add_error(FIELD_OF_CODE.get(code), sentence)
