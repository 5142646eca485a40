"""Which database a read goes to: the primary, or a streaming replica for the reads that may lag.

With ``DATABASE_REPLICA_URL`` set, settings add a ``replica`` database. Reads go there only
inside ``replica_reads()`` (the API's read-only views: a game, its view, its legal moves, its
events, the game lists), and never inside a transaction: every write, and every read of a move
(which locks or guards its rows), goes to the primary. Without a replica everything reads the
primary, as before.

A replica lags behind its primary. A client that names a seq it has just made (``?after=``,
``?at=``, ``?min_seq=``: the seq of a move's answer) must never see an older state: the views
compare the replica's seq of the game with it and, when the replica is behind, ``use_primary()``
for the rest of the request (``games.api.views``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections

REPLICA = "replica"

_replica_allowed: ContextVar[bool] = ContextVar("replica_allowed", default=False)
_seen_seq: ContextVar[int] = ContextVar("seen_seq", default=0)


def has_replica() -> bool:
    return REPLICA in settings.DATABASES


@contextmanager
def replica_reads(seen_seq: int = 0) -> Iterator[None]:
    """Within the block, reads outside a transaction may go to the replica; ``seen_seq``: the
    newest seq of the game that the client says it has seen (0: none named)."""
    allowed, seen = _replica_allowed.set(has_replica()), _seen_seq.set(seen_seq)
    try:
        yield
    finally:
        _replica_allowed.reset(allowed)
        _seen_seq.reset(seen)


def seen_seq() -> int:
    """The seq the client named in the enclosing ``replica_reads`` block (0 when none)."""
    return _seen_seq.get()


def use_primary() -> None:
    """Read from the primary for the rest of the enclosing ``replica_reads`` block (the replica
    was found behind what the client has seen)."""
    _replica_allowed.set(False)


def read_alias() -> str:
    """The database a read made now goes to."""
    if _replica_allowed.get() and not connections[DEFAULT_DB_ALIAS].in_atomic_block:
        return REPLICA
    return DEFAULT_DB_ALIAS


class ReplicaRouter:
    """Django's router for the ORM: reads follow ``read_alias``; writes, relations and
    migrations belong to the primary (the replica is a physical copy of it)."""

    def db_for_read(self, model, **hints) -> str:
        return read_alias()

    def db_for_write(self, model, **hints) -> str:
        return DEFAULT_DB_ALIAS

    def allow_relation(self, obj1, obj2, **hints) -> bool:
        return True

    def allow_migrate(self, db, app_label, model_name=None, **hints) -> bool:
        return db == DEFAULT_DB_ALIAS
