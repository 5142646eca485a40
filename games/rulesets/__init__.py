"""The rule sets shipped with Ravenpost, one package per game, and their presentations. Pure
Python: no Django.

Each package holds its rules (everything but ``presentation``, ``text``, ``render`` and ``svg``,
which never import the presentation) and its presentation (those modules: how the rules read to
people). ``registry()`` finds the rules by id, ``presentation_for(id)`` their presentation.
"""

from __future__ import annotations

from functools import cache

from games.engine.presentation import BasePresentation, Presentation
from games.engine.registry import Registry


@cache
def registry() -> Registry:
    """Every shipped rule set, by id."""
    from games.rulesets.fjords import FjordsRuleset
    from games.rulesets.graenaland import GraenalandRuleset
    from games.rulesets.greenland import GreenlandRuleset
    from games.rulesets.knarr import KnarrRuleset
    from games.rulesets.uigo import UigoRuleset

    return Registry([UigoRuleset(), FjordsRuleset(), KnarrRuleset(), GraenalandRuleset(), GreenlandRuleset()])


@cache
def presentations() -> dict[str, Presentation]:
    """Every shipped rule set's presentation, by the rule set's id."""
    from games.rulesets.fjords.presentation import FjordsPresentation
    from games.rulesets.graenaland.presentation import GraenalandPresentation
    from games.rulesets.greenland.presentation import GreenlandPresentation
    from games.rulesets.knarr.presentation import KnarrPresentation
    from games.rulesets.uigo.presentation import UigoPresentation

    shipped = [UigoPresentation(), FjordsPresentation(), KnarrPresentation(), GraenalandPresentation(),
               GreenlandPresentation()]
    return {presentation.id: presentation for presentation in shipped}


_GENERIC = BasePresentation()


def presentation_for(ruleset_id: str) -> Presentation:
    """How the rule set ``ruleset_id`` reads to people; the generic presentation (moves and events
    by their fields, no picture) for a rule set without one of its own."""
    return presentations().get(ruleset_id, _GENERIC)
