"""The event store: every read and write of a game's rows, behind one interface.

``event_store()`` is the store of the default database; see ``games.store.interface`` for the
contract and ``games.store.postgres`` / ``games.store.orm`` for the two implementations. Nothing
above this package asks which database it runs on.
"""

from __future__ import annotations

import functools

from django.db import DEFAULT_DB_ALIAS, connections

from games.store.interface import (
    CLOCK_FIELDS,
    Appended,
    AppendWrite,
    EventStore,
    SeqTaken,
    Superseded,
)
from games.store.records import new_unsaved, prefetched

__all__ = ["CLOCK_FIELDS", "Appended", "AppendWrite", "EventStore", "SeqTaken", "Superseded", "event_store",
           "new_unsaved", "prefetched"]


@functools.cache
def event_store() -> EventStore:
    """The store of the default database, made once per process (the database of a process does
    not change; asking the connection its vendor on every move would cost a context-local lookup
    each time)."""
    if connections[DEFAULT_DB_ALIAS].vendor == "postgresql":
        from games.store.postgres import PostgresEventStore

        return PostgresEventStore()
    from games.store.orm import OrmEventStore

    return OrmEventStore()
