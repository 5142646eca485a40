"""The tournaments' Celery tasks: they take ids, re-read the database, and are safe to run twice
or at once (``tournaments.services.advance`` locks the tournament's row)."""

from __future__ import annotations

from celery import shared_task

from tournaments import services


@shared_task
def advance_tournament(tournament_id: int) -> int:
    """Pair the tournament's next round if its current one is over; the rounds started."""
    return services.advance(tournament_id)


@shared_task
def advance_all() -> int:
    """The sweep (Celery beat, every minute): tournaments whose sign-up closed start, rounds whose
    games are all over are followed by the next; the rounds started."""
    return services.advance_all()
