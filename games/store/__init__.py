"""The event store: every read and write of a game's rows, behind one interface.

``event_store()`` is the store of the default database; see ``games.store.interface`` for the
contract (the abstract ``EventStore``) and ``games.store.postgres`` / ``games.store.orm`` for its
two implementations, siblings that share only ``games.store.common``. Nothing above this package
asks which database it runs on.

The package also holds the statements that go around the contract on purpose, so that the SQL of
the games stays here: ``games.store.bulk`` (the fill's ``COPY`` and id reservation) and
``games.store.listen`` (the stream listener's ``LISTEN`` and seated-players read).
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
