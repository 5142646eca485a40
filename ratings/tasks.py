"""The rater's Celery tasks: they take a rule set's id and rate what is pending; safe to run twice
or at once (``ratings.services.rate_pending`` locks the rule set's ladder)."""

from __future__ import annotations

from celery import shared_task

from ratings import services


@shared_task
def rate_ruleset(ruleset: str) -> int:
    """Rate ``ruleset``'s finished rated games not dealt with yet; how many were dealt with."""
    return services.rate_pending(ruleset)


@shared_task
def rate_all() -> int:
    """The sweep (Celery beat): every rule set's pending games, for those whose task was lost."""
    return sum(services.rate_pending(ruleset) for ruleset in services.rulesets_pending())
