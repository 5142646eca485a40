"""The games' tasks: bot moves, on the "bots" queue (``CELERY_TASK_ROUTES``), and the periodic
maintenance, run by Celery beat (``CELERY_BEAT_SCHEDULE``)."""

from __future__ import annotations

import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.db import connection

from games import services
from games.services import bot_moves
from games.store import partitions

logger = logging.getLogger(__name__)


@shared_task
def add_event_partitions() -> list[str]:
    """``manage.py add_event_partitions`` with the settings' lead; the names of the partitions made."""
    if connection.vendor != "postgresql" or not partitions.is_partitioned():
        return []
    made = partitions.add_ahead()
    for part in made:
        logger.info("made event partition %s for game ids %s to %s", part.name, part.lower, part.upper - 1)
    return [part.name for part in made]


# Acknowledged late (the settings' default): a worker that dies mid-search leaves the task to
# another, which finds the move played (a stale seq) or plays it.
@shared_task(name="games.tasks.play_bot_move")
def play_bot_move(game_id: int, seat: int, seq: int) -> int | None:
    """The move of bot seat ``seat`` of game ``game_id`` at ``seq`` (``services.play_bot_move``);
    the seq after it, or ``None`` when the game had moved on. Safe to run twice."""
    result = services.play_bot_move(game_id=game_id, seat=seat, expected_seq=seq)
    return result.seq if result is not None else None


@shared_task(name="games.tasks.request_overdue_bot_moves")
def request_overdue_bot_moves() -> int:
    """Bot moves whose task was lost, asked for again (``bot_moves.request_overdue``)."""
    return bot_moves.request_overdue(timedelta(seconds=settings.BOTS_OVERDUE_SECONDS))
