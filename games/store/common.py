"""Reads that every store makes the same way, with the portable ORM: one function each, imported
by ``games.store.orm`` and ``games.store.postgres`` alike (neither store calls into the other).

They are off the hot path of a move (a replay of an ``Idempotency-Key``, the event list of a game
page or a stream), where the ORM's query is as good as a hand-written one on every database.
"""

from __future__ import annotations

from games.models import Event


def events_after(using: str, game_id: int, *, after: int = 0, limit: int | None = None) -> list[Event]:
    """``EventStore.events`` on database ``using``: the game's events after seq ``after``, in
    order, at most ``limit``; one query."""
    rows = Event.objects.using(using).filter(game_id=game_id, seq__gt=after).order_by("seq")
    return list(rows[:limit] if limit is not None else rows)


def batch_of_key(using: str, game_id: int, idempotency_key: str) -> list[Event]:
    """``EventStore.batch_of_key`` on database ``using``: the events of the batch whose first event
    carries ``idempotency_key``, in order, or empty (one query if there is none, else two)."""
    events = Event.objects.using(using).filter(game_id=game_id)
    first = events.filter(idempotency_key=idempotency_key).first()
    if first is None:
        return []
    return list(events.filter(batch=first.batch).order_by("seq"))
