"""The games' periodic maintenance, run by Celery beat (``CELERY_BEAT_SCHEDULE``)."""

from __future__ import annotations

import logging

from celery import shared_task
from django.db import connection

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
