"""What the ratings answer to the games' signals (``games.signals``).

``game_finished``: a rated game that finishes has its rule set's pending games rated once the
game's transaction commits (``ratings.tasks.rate_ruleset``).

Publishing the task may fail (the broker is away): the move that finished the game stands, and
the periodic sweep (``ratings.tasks.rate_all``, Celery beat) rates the game later. The rater is
idempotent, so a task published twice, or a sweep meeting a task, rates each game once.

``result_notes``: a finished rated game's page shows each seat's new rating and its change.
"""

from __future__ import annotations

import logging

from django.db import transaction
from django.dispatch import receiver

from games.models import Game
from games.signals import game_finished, result_notes
from ratings import queries, tasks

logger = logging.getLogger(__name__)


@receiver(game_finished, dispatch_uid="ratings.game_finished")
def rate_after_commit(sender, *, game: Game, **kwargs) -> None:
    if not game.rated:
        return
    ruleset = game.ruleset
    transaction.on_commit(lambda: _publish(ruleset))


def _publish(ruleset: str) -> None:
    try:
        tasks.rate_ruleset.delay(ruleset)
    except Exception as error:  # the broker: the sweep rates the game later
        logger.warning("could not publish the rating of %s's games: %r; the sweep will", ruleset, error)


@receiver(result_notes, dispatch_uid="ratings.result_notes")
def rating_changes(sender, *, game: Game, **kwargs) -> dict[int, str]:
    """``{seat: "1523 (+23)"}`` of a rated game once rated; nothing otherwise."""
    if not game.rated:
        return {}
    return {change.seat: f"{change.after} ({change.change:+d})" for change in queries.game_changes(game.pk)}
