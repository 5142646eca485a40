"""The rule sets shipped with Ravenpost, one package per game. Pure Python: no Django."""

from __future__ import annotations

from functools import cache

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
