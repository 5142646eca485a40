"""The account forms: asking for a link, creating the account, settings, API tokens."""

from __future__ import annotations

import zoneinfo

from django import forms
from django.conf import settings
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.services.errors import ServiceError
from games.services.vacations import check_vacation, set_vacation
from players.models import Player
from players.names import clean_name


def zone_choices() -> list[tuple[str, str]]:
    """Every named zone of the form Area/City, and UTC: the select of the sign-up and settings pages."""
    return [(zone, zone) for zone in sorted(zoneinfo.available_timezones()) if "/" in zone or zone == "UTC"]


class EmailForm(forms.Form):
    """The sign-up and sign-in pages: an address, and nothing else."""

    email = forms.EmailField(label=gettext_lazy("Your email address"), max_length=254,
                             widget=forms.EmailInput(attrs={"autocomplete": "email"}),
                             error_messages={"invalid": gettext_lazy("Enter a valid email address, "
                                                                     "like name@example.org.")})
    # Where to go once signed in: an account page that sent the visitor here (checked by the view).
    next = forms.CharField(required=False, widget=forms.HiddenInput, max_length=500)


class NewAccountForm(forms.Form):
    """The page an account link opens for a new address: the player is created on submit."""

    name = forms.CharField(label=gettext_lazy("Your name, as other players will see it"), max_length=80,
                           widget=forms.TextInput(attrs={"autocomplete": "nickname"}))
    locale = forms.ChoiceField(label=gettext_lazy("Language"), choices=settings.LANGUAGES)
    time_zone = forms.ChoiceField(label=gettext_lazy("Time zone"), choices=zone_choices,
                                  help_text=gettext_lazy("Deadlines and times are shown in this zone."))

    def clean_name(self) -> str:
        return clean_name(self.cleaned_data["name"])


class SettingsForm(forms.ModelForm):
    """The account's settings. The vacation is not a plain field of the player: it is checked
    against the vacation rules and recorded by ``games.services.vacations``, which tells the games
    it touches (so it is saved only when it changed)."""

    time_zone = forms.ChoiceField(label=gettext_lazy("Time zone"), choices=zone_choices)
    vacation_from = forms.DateTimeField(label=gettext_lazy("On vacation from"), required=False,
                                        widget=forms.DateTimeInput(attrs={"type": "datetime-local"}))
    vacation_until = forms.DateTimeField(label=gettext_lazy("On vacation until"), required=False,
                                         widget=forms.DateTimeInput(attrs={"type": "datetime-local"}))

    class Meta:
        model = Player
        fields = ["name", "locale", "time_zone", "notify", "turn_emails", "reminders", "play_forced_moves",
                  "confirm_moves", "seat_directly"]
        # Radio buttons, not drop-downs: their choices are sentences, which a select cuts at a
        # phone's width (and at its own on a desktop); a radio's label wraps.
        widgets = {name: forms.RadioSelect for name in ("notify", "turn_emails", "reminders")}
        help_texts = {
            "turn_emails": gettext_lazy("With the first choice, a turn email waits a few minutes and is not sent "
                                        "if you have played or looked at the game meanwhile; and while one is "
                                        "unanswered, the game sends no other."),
            "reminders": gettext_lazy("Before your time to move runs out. Reminders come even with the daily "
                                      "digest, but not with “no email”: your deadlines are then on your pages."),
        }

    field_order = ["name", "locale", "time_zone", "notify", "turn_emails", "reminders", "play_forced_moves",
                   "vacation_from", "vacation_until", "confirm_moves", "seat_directly"]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["vacation_until"].help_text = _(
            "A vacation pauses your clocks, and your opponents are told. It starts now or later and lasts at "
            "most %(max)d days; %(year)d days a year in all.") % {
            "max": settings.VACATION_MAX_DAYS, "year": settings.VACATION_DAYS_PER_YEAR}
        if self.instance.pk and not self.is_bound:
            self.initial.update(vacation_from=self.instance.vacation_from, vacation_until=self.instance.vacation_until)
        # Not required: a form sent without them (an older page, a script) keeps what was chosen.
        for name in ("turn_emails", "reminders"):
            self.fields[name].required = False

    def clean_name(self) -> str:
        """A name as ``players.names`` wants it; left empty, the player shows as "Player <id>"."""
        text = self.cleaned_data.get("name") or ""
        return clean_name(text, player=self.instance) if text.strip() else ""

    def clean_turn_emails(self) -> str:
        return self.cleaned_data.get("turn_emails") or self.instance.turn_emails

    def clean_reminders(self) -> str:
        return self.cleaned_data.get("reminders") or self.instance.reminders

    def clean(self):
        data = super().clean()
        start, end = data.get("vacation_from"), data.get("vacation_until")
        try:
            data["vacation_from"], data["vacation_until"] = check_vacation(self.instance, start, end)
        except ServiceError as refusal:
            raise forms.ValidationError(refusal.message, code=refusal.code) from None
        return data

    def save(self, commit: bool = True) -> Player:
        # The language was on the form the player sent: from now on it is theirs, whatever the
        # browser or an invitation says (players.languages).
        self.instance.locale_chosen = True
        player = super().save(commit)
        if commit:
            set_vacation(player=player, start=self.cleaned_data["vacation_from"],
                         end=self.cleaned_data["vacation_until"], checked=True)
        return player


class TokenForm(forms.Form):
    name = forms.CharField(label=gettext_lazy("Name (what the token is for, e.g. the bot's name)"),
                           max_length=80, required=False)
