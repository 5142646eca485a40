"""Cursors whose statements PostgreSQL plans once per connection instead of once per execution.

Django's psycopg backend binds parameters on the client by default: every statement reaches the
server as new text, which PostgreSQL parses and plans again. For the few statements every move
and every API request runs (the joined read of a game, the write of a move), planning cost more
server CPU than running them (0.2 to 0.3 ms of a 0.35 ms read, measured with
``log_statement_stats``). These cursors bind on the server and ask psycopg to prepare each
statement, so after the first execution on a connection only its parameters travel.

Only fixed statement texts with a handful of shapes belong here: psycopg keeps a bounded number
of prepared statements per connection (``prepared_max``, 100 by default), evicting the least
recently used. Statements go through Django's cursor wrapper as usual (errors become Django's
exceptions, ``CaptureQueriesContext`` sees them). PostgreSQL only: ``games.store.postgres`` uses it.

Behind a pooler in transaction mode that cannot keep prepared statements (PgBouncer before 1.21,
or without ``max_prepared_statements``), ``DB_TRANSACTION_POOLING`` turns the preparing off: the
statements are still bound on the server, as unnamed statements that live within one message
exchange, and planned at each execution (docs/operations.md says what that costs).
"""

from __future__ import annotations

from datetime import UTC
from typing import Any

import psycopg
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections


def prepared_cursor(using: str = DEFAULT_DB_ALIAS) -> Any:
    """A cursor (use it as a context manager) on the connection ``using`` (the default one, or
    the replica: ``games.store.routing``), a PostgreSQL one, whose ``execute`` prepares the
    statement on the server.

    On PostgreSQL the psycopg cursor underneath is made once per connection and kept: leaving the
    ``with`` block does not close it (making one cost as much as a small query's client side).
    Django's wrapper is made afresh each time, so query logging follows ``queries_logged`` as
    for any other cursor."""
    db = connections[using]
    # What BaseDatabaseWrapper._cursor and the backend's create_cursor do, with our cursor class.
    db.close_if_health_check_failed()
    db.ensure_connection()
    kept = getattr(db, "_ravenpost_prepared", None)
    if kept is None or kept[0] is not db.connection or kept[1].closed:
        with db.wrap_database_errors:
            kept = (db.connection, _new_cursor(db))
        db._ravenpost_prepared = kept
    return _Kept(db._prepare_cursor(kept[1]))


def _new_cursor(db: Any) -> Any:
    from django.db.backends.postgresql.base import TIMESTAMPTZ_OID, Format, register_tzloader

    if db.connection.prepare_threshold is None:
        # None turns preparing off altogether, explicit requests included; a threshold no
        # statement reaches keeps psycopg from preparing anything on its own, as before.
        db.connection.prepare_threshold = 2**31 - 1
    cursor = _cursor_class()(db.connection)
    if db.timezone is UTC and db.connection.info.timezone is UTC:
        # Django loads timestamps with a Python subclass of psycopg's loader, only to set the
        # time zone psycopg's own C loader already sets when the session is in UTC (Django puts
        # it there): a tenth of a move's client time went into those Python loaders.
        cursor.adapters.register_loader(TIMESTAMPTZ_OID, psycopg.adapters.get_loader(TIMESTAMPTZ_OID, Format.TEXT))
    elif db.timezone != db.connection.adapters.get_loader(TIMESTAMPTZ_OID, Format.TEXT).timezone:
        register_tzloader(db.timezone, cursor)
    return cursor


class _Kept:
    """A Django cursor wrapper whose ``with`` block leaves the psycopg cursor open."""

    def __init__(self, wrapper: Any) -> None:
        self.wrapper = wrapper

    def __enter__(self) -> Any:
        return self.wrapper

    def __exit__(self, *exc: object) -> None:
        return None


_CURSOR_CLASS: Any = None


class _Executed:
    """What Django reads of psycopg's note of the last query (``cursor._query.query``)."""

    def __init__(self, query: bytes) -> None:
        self.query = query


def _cursor_class() -> Any:
    global _CURSOR_CLASS
    if _CURSOR_CLASS is None:
        from django.db.backends.postgresql.base import ServerBindingCursor

        class PreparingCursor(ServerBindingCursor):
            """Server-side binding, and every statement prepared unless ``DB_TRANSACTION_POOLING``
            (Django turns psycopg's automatic preparation off with ``prepare_threshold=None``; an
            explicit ``prepare=True`` still works)."""

            def execute(self, query, params=None, *, prepare=None, binary=None):  # type: ignore[override]
                # Not behind a transaction pooler: a statement prepared on one server session is
                # unknown to the next transaction's, which may run on another.
                prepare = not settings.DB_TRANSACTION_POOLING
                result = super().execute(query, params, prepare=prepare, binary=binary)
                if self._query is None:
                    # psycopg notes the query it ran only when it sends its text, not when it runs
                    # a prepared one, and Django's query log reads that note (``last_executed_query``):
                    # without this, DEBUG's ``connection.queries`` would show these statements as None.
                    self._query = _Executed(query.encode() if isinstance(query, str) else query)
                return result

        _CURSOR_CLASS = PreparingCursor
    return _CURSOR_CLASS
