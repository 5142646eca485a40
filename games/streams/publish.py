"""After a game's write commits, say so on a PostgreSQL channel: ``NOTIFY ravenpost_games, 'GAME:SEQ'``.

The notification is only a hint that wakes the stream and long-poll clients of that game
(``games.streams.hub``); they read what changed from the database, which stays the only source of
truth. So a notification that is lost (no listener, a listener reconnecting) loses no event: each
stream reads again when its listener reconnects, and every ``STREAM_RECHECK_SECONDS`` anyway.

It is sent after the commit (``on_commit``), as its own statement: a ``NOTIFY`` inside the move's
transaction would take PostgreSQL's notification-queue lock at every commit, and add a round trip
inside the transaction. Where the database is not PostgreSQL (the SQLite development server) nothing
is sent, and streams fall back to reading every ``STREAM_RECHECK_SECONDS``.
"""

from __future__ import annotations

import logging

from django.db import DatabaseError, connection, transaction

logger = logging.getLogger(__name__)

#: The PostgreSQL channel. Payload: ``"<game id>:<seq>"``.
CHANNEL = "ravenpost_games"


def enabled() -> bool:
    return connection.vendor == "postgresql"


def game_changed(game_id: int, seq: int) -> None:
    """Have ``game_id``'s listeners woken once the current transaction commits (at once outside one)."""
    if enabled():
        transaction.on_commit(lambda: _notify(game_id, seq))


def _notify(game_id: int, seq: int) -> None:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_notify(%s, %s)", [CHANNEL, f"{game_id}:{seq}"])
    except DatabaseError:  # the move is committed; a stream finds it at its next recheck
        logger.warning("could not notify the streams of game %s", game_id, exc_info=True)
