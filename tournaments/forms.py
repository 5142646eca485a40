"""The "New tournament" form of ``/tournaments/``: what ``services.create_tournament`` takes, as a
person fills it in without a script. The form checks the shapes (numbers, a date); the service
checks the rules (a table size the game allows, rounds only for Swiss and tables, …) and its
refusal is shown under the field it is about (``FIELD_OF_CODE``)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from games.rulesets import registry
from games.web.forms import MOVE_TIME_HOURS, default_move_hours, hours_label
from tournaments import services
from tournaments.models import Tournament

# The field a refusal of ``create_tournament`` is about (its code); others go above the form.
FIELD_OF_CODE = {
    "bad_name": "name", "unknown_ruleset": "ruleset", "bad_format": "format", "bad_table_size": "players_per_table",
    "not_two_player": "format", "bad_rounds": "rounds", "bad_max_players": "max_players",
    "signup_in_the_past": "signup_closes_at", "bad_move_time_limit": "move_hours",
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

    def create(self, organiser) -> Tournament:
        """Create the tournament (raises ``TournamentError``: see ``refuse``)."""
        data = self.cleaned_data
        two_player = data["format"] != Tournament.Format.TABLES
        return services.create_tournament(
            organiser=organiser, name=data["name"], ruleset_id=data["ruleset"], format=data["format"],
            players_per_table=None if two_player else data["players_per_table"],
            rounds=None if data["format"] == Tournament.Format.ROUND_ROBIN else data["rounds"],
            move_time_limit=timedelta(hours=data["move_hours"]), signup_closes_at=data["signup_closes_at"],
            max_players=data["max_players"], rated=data["rated"])

    def refuse(self, code: str, sentence: str) -> None:
        """Show the service's refusal under the field it is about."""
        self.add_error(FIELD_OF_CODE.get(code), sentence)
