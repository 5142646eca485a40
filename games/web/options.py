"""The rule sets' options as a person reads them: labels, choice labels, and which options a
given player count offers; and the Django form fields built from each rule set's
``options_schema``.

The rule sets describe their options once, in English, for the API (``options_schema``). The
pages need words in both languages and must not ask about an option that cannot apply: a
five-player rule at a table of three, the Sami expansion without four players. This table is the
one place that says so. An option missing from it still gets a field (labelled by its key), so a
new option of a rule set never disappears from the new-game page; ``tests/web`` checks that every
option of the five rule sets has its label here.

Field types follow the schema: ``enum`` -> a select, ``boolean`` -> a checkbox, ``integer`` -> a
number with the schema's minimum and maximum, an array of strings -> a text field whose values
are separated by commas. The rule set still checks the whole set of options when the game is
created (``resolve_options``): the form is a convenience, never the authority.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django import forms
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from games.engine import Ruleset


def _always(players: int) -> bool:
    return True


@dataclass(frozen=True)
class OptionText:
    """How one option reads on a page. ``applies(players)`` says whether a table of that many
    players may choose it; an option that does not apply is left to the rule set's default (or to
    what the rule set implies for that count)."""

    label: Promise
    help: Promise | str = ""
    choices: dict[str, Promise] = field(default_factory=dict)
    applies: Callable[[int], bool] = _always


# (rule set id, option key) -> its words. Values of enums in ``choices``.
OPTION_TEXTS: dict[tuple[str, str], OptionText] = {
    ("knarr", "ship_side"): OptionText(
        label=_("Side of the ship sheets"),
        help=_("The same side for everyone. The normal side is recommended for a first game."),
        choices={"normal": _("Normal side"), "advanced": _("Advanced side")},
    ),
    ("knarr", "artifacts"): OptionText(
        label=_("Artifacts variant"),
        help=_("One artifact drawn at random applies to everyone (with two players, the Mead Cup is added)."),
    ),
    ("graenaland", "advanced_setup"): OptionText(
        label=_("Advanced setup"),
        help=_("Players choose their start territories in snake order."),
    ),
    ("graenaland", "victory_point_cards"): OptionText(
        label=_("Victory-point cards"),
        help=_("Each player keeps one secret victory-point card out of three; 6 points win."),
    ),
    ("graenaland", "five_player_favour"): OptionText(
        label=_("Favour (five players)"),
        help=_("The main player may let another player build once instead of a joint public work."),
        applies=lambda players: players == 5,
    ),
    ("graenaland", "three_player_modifications"): OptionText(
        label=_("Three-player adjustments"),
        help=_("Heroes get one more vote, the palisade costs every hero one, the first building is not "
               "counted (the rulebook suggests them)."),
        applies=lambda players: players == 3,
    ),
    ("graenaland", "island"): OptionText(
        label=_("Your own island (advanced setup)"),
        help=_("Tile ids separated by commas: the coast from west to east, then the inland row from west to "
               "east. Leave empty for the standard island."),
    ),
    ("greenland", "game"): OptionText(
        label=_("Game"),
        choices={"beginner": _("Beginner game"), "advanced": _("Advanced game (every rule)")},
    ),
    ("greenland", "survivor"): OptionText(
        label=_("Survivor variant"),
        help=_("The alpha counts as a 2, and nothing taken is replaced."),
    ),
    ("greenland", "bloody_snow"): OptionText(
        label=_("Bloody Snow"),
        help=_("Advanced game only: attack rolls also hit on a 2 in tableaux and on warm cards."),
    ),
    ("greenland", "cooperative"): OptionText(
        label=_("Cooperative game"),
        help=_("The three tribes are shared by the players, who win together if all three survive."),
        # Alone it is always the solitaire game; four players play the Sami expansion, never this.
        applies=lambda players: 2 <= players <= 3,
    ),
    ("greenland", "sami"): OptionText(
        label=_("Sami expansion"),
        # The only four-player game, and implied at four: nothing to choose.
        applies=lambda players: False,
    ),
}


def option_text(ruleset_id: str, key: str) -> OptionText:
    return OPTION_TEXTS.get((ruleset_id, key)) or OptionText(label=key.replace("_", " "))  # type: ignore[arg-type]


def option_fields(ruleset: Ruleset, players: int) -> dict[str, forms.Field]:
    """The form fields of ``ruleset``'s options that a table of ``players`` may choose, named
    ``option_<key>``, with the schema's defaults as initial values."""
    fields: dict[str, forms.Field] = {}
    for key, schema in ruleset.options_schema.get("properties", {}).items():
        text = option_text(ruleset.id, key)
        if not text.applies(players):
            continue
        common = {"label": text.label, "help_text": text.help, "initial": schema.get("default")}
        if "enum" in schema:
            choices = [(value, text.choices.get(value, str(value))) for value in schema["enum"]]
            fields[f"option_{key}"] = forms.ChoiceField(choices=choices, **common)
        elif schema.get("type") == "boolean":
            fields[f"option_{key}"] = forms.BooleanField(required=False, **common)
        elif schema.get("type") == "integer":
            fields[f"option_{key}"] = forms.IntegerField(
                min_value=schema.get("minimum"), max_value=schema.get("maximum"), **common)
        elif schema.get("type") == "array" and schema.get("items", {}).get("type") == "string":
            fields[f"option_{key}"] = forms.CharField(required=False, max_length=500, **common)
        # Any other shape has no field: the rule set's default applies.
    return fields


def options_from(ruleset: Ruleset, cleaned: dict[str, Any]) -> dict[str, Any]:
    """The options to create the game with, from a valid form's ``cleaned_data``: only what the
    form asked (an empty list field is left out, so the rule set's default applies)."""
    options: dict[str, Any] = {}
    for key, schema in ruleset.options_schema.get("properties", {}).items():
        name = f"option_{key}"
        if name not in cleaned:
            continue
        value = cleaned[name]
        if schema.get("type") == "array":
            items = [item.strip() for item in (value or "").split(",") if item.strip()]
            if items:
                options[key] = items
        elif value is not None:
            options[key] = value
    return options


def describe_options(ruleset: Ruleset, options: dict[str, Any], players: int) -> list[tuple[str, str]]:
    """A game's options as (label, value) pairs in the active language, for the lobby and the
    waiting game's page: the options a table of that size could choose, in the schema's order."""
    lines = []
    for key, schema in ruleset.options_schema.get("properties", {}).items():
        text = option_text(ruleset.id, key)
        if key not in options or not text.applies(players):
            continue
        value = options[key]
        if isinstance(value, bool):
            shown = str(_("yes") if value else _("no"))
        elif isinstance(value, list):
            if not value:
                continue
            shown = ", ".join(str(item) for item in value)
        else:
            shown = str(text.choices.get(value, value)) if "enum" in schema else str(value)
        lines.append((str(text.label), shown))
    return lines
