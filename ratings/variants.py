"""A game's *variant*: which ladder of its rule set a rated game counts on. The one place that
derives it from a game's options.

A rule set's ladder is split by the options that change what a player must be good at: the rules
played or how a game is won (Greenland's advanced game, Knarr's artifacts, Grænaland's
victory-point cards). Options that only adjust a game for its player count, ease a first game, or
shift a number the same for everyone do not split it: a ladder of few players is worth less than
one that mixes games very alike. Each rule set's table below names the options that split
(``splits``) and those that do not (``ignored``); ``tests/ratings/test_variants.py`` checks that
every option of every rule set's ``options_schema`` is in one of them, so that a new option
cannot go unnoticed. ratings/README.md, *Variants*, gives the tables and the reasons.

A variant's key is short and stable, since it is stored and appears in addresses: ``standard``
for the game without any splitting option (every rule set has it; what the ladders were before
variants), else the keys of the splitting options that are on, in the table's order, joined by
``-`` (``advanced-artifacts``). The rule sets stay pure and know nothing of the ratings; this
module reads a game's resolved options (``Game.options``, defaults filled by
``resolve_options``) and treats a missing option as its default.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

STANDARD = "standard"
# The most characters a key may have (the column's width); every key the tables make is shorter.
KEY_LENGTH = 32


@dataclass(frozen=True)
class Split:
    """One option that splits the ladder: ``key`` joins the variant's key when the game's
    ``option`` is ``value`` (on, for a yes/no option)."""

    key: str
    option: str
    label: Promise
    value: Any = True

    def on(self, options: Mapping[str, Any]) -> bool:
        return options.get(self.option) == self.value


@dataclass(frozen=True)
class Rules:
    """How one rule set's options map to variants."""

    splits: tuple[Split, ...] = ()
    # Options that never split the ladder (each with its reason in ratings/README.md).
    ignored: frozenset[str] = frozenset()
    # What the standard variant is called, when the rule set gives it a name of its own.
    standard_label: Promise = field(default_factory=lambda: _("Standard game"))


# Per rule set. A rule set absent from this table (UIGO!, Fjords: no options; a test's throwaway
# rule set) has the standard variant only.
RULES: dict[str, Rules] = {
    "knarr": Rules(
        splits=(Split("advanced", "ship_side", _("advanced ship side"), "advanced"),
                Split("artifacts", "artifacts", _("artifacts"))),
    ),
    "graenaland": Rules(
        splits=(Split("advanced", "advanced_setup", _("advanced setup")),
                Split("vp-cards", "victory_point_cards", _("victory-point cards"))),
        ignored=frozenset({"five_player_favour", "three_player_modifications", "island"}),
    ),
    "greenland": Rules(
        splits=(Split("advanced", "game", _("advanced game"), "advanced"),
                Split("cooperative", "cooperative", _("cooperative game"))),
        ignored=frozenset({"survivor", "bloody_snow", "sami"}),
        standard_label=_("Beginner game"),
    ),
}


@dataclass(frozen=True)
class Variant:
    key: str
    label: str | Promise | _Joined

    @property
    def standard(self) -> bool:
        return self.key == STANDARD


def rules_of(ruleset: str) -> Rules:
    return RULES.get(ruleset, Rules())


def of(ruleset: str, options: Mapping[str, Any] | None) -> str:
    """The variant key of a game of ``ruleset`` with ``options``: ``standard`` unless a splitting
    option is on."""
    options = options or {}
    keys = [split.key for split in rules_of(ruleset).splits if split.on(options)]
    return "-".join(keys) if keys else STANDARD


def variants(ruleset: str) -> list[Variant]:
    """Every variant of ``ruleset``, the standard one first, then in the order of the table's
    splits (each alone, then the combinations). Each is one a game can have
    (``tests/ratings/test_variants.py`` creates one of each)."""
    rules = rules_of(ruleset)
    found = [Variant(STANDARD, rules.standard_label)]
    combos = [tuple(split for split, on in zip(rules.splits, flags, strict=True) if on)
              for flags in product((False, True), repeat=len(rules.splits))]
    combos.sort(key=lambda combo: (len(combo), [rules.splits.index(split) for split in combo]))
    for combo in combos:
        if not combo:
            continue
        found.append(Variant("-".join(split.key for split in combo), _Joined([split.label for split in combo])))
    return found


def all_keys() -> list[str]:
    """Every variant key of any rule set, the standard one first: what the API accepts at all."""
    found = [STANDARD]
    for ruleset in RULES:
        found += [v.key for v in variants(ruleset) if v.key not in found]
    return found


def variant(ruleset: str, key: str) -> Variant | None:
    """``ruleset``'s variant ``key``, or ``None`` when it has no such variant."""
    return next((found for found in variants(ruleset) if found.key == key), None)


def label(ruleset: str, key: str) -> str:
    """What the variant ``key`` of ``ruleset`` is called, in the active language (the key itself
    for one the tables no longer make: its rows stay readable)."""
    found = variant(ruleset, key)
    return str(found.label) if found is not None else key


class _Joined:
    """Labels joined in the active language when shown ("advanced setup, victory-point cards"),
    the first letter up."""

    def __init__(self, parts: list[Promise]) -> None:
        self.parts = parts

    def __str__(self) -> str:
        text = ", ".join(str(part) for part in self.parts)
        return text[:1].upper() + text[1:]

    def __eq__(self, other: object) -> bool:
        return str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))
