"""Bulk loading on PostgreSQL: the statements with which ``games.management.fill`` writes a
database of production size without the services (``manage.py fill_games``, ``bench/scale.py``).

Not for the services: nothing here goes through the event store's contract (no outbox, no
notices, no row versions). Each function runs on the default database's connection, inside the
caller's transaction if there is one.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator
from typing import Any

from django.db import connection

#: NULL in ``COPY``'s text format.
COPY_NULL = "\\N"


def copy_text(value: str) -> str:
    """``value`` escaped for ``COPY``'s text format (a column of a tab-separated line)."""
    return value.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def reserve_ids(model: Any, count: int) -> list[int]:
    """``count`` fresh ids from ``model``'s id sequence, in the order drawn: one statement, and
    safe beside other writers (a sequence never gives an id twice)."""
    table = model._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT nextval(pg_get_serial_sequence('{table}', 'id')) FROM generate_series(1, %s)",
                       [count])
        return [row[0] for row in cursor.fetchall()]


def copy_rows(model: Any, columns: list[str], text: str) -> None:
    """``COPY`` the lines ``text`` (``COPY``'s text format: tab-separated, ``COPY_NULL`` for NULL,
    values escaped with ``copy_text``, each line ending in a newline) into the ``columns`` of
    ``model``'s table. Nothing for an empty ``text``."""
    if not text:
        return
    names = ", ".join(connection.ops.quote_name(name) for name in columns)
    with connection.cursor() as cursor, cursor.copy(f"COPY {model._meta.db_table} ({names}) FROM STDIN") as copy:
        copy.write(text.encode())


def analyze(models: Iterable[Any]) -> None:
    """``ANALYZE`` each model's table: fresh statistics, so that the planner sees the sizes a bulk
    load left (autovacuum would only get there later)."""
    with connection.cursor() as cursor:
        for model in models:
            cursor.execute(f"ANALYZE {model._meta.db_table}")


@contextlib.contextmanager
def restore_mode(model: Any) -> Iterator[None]:
    """Load as ``pg_restore --disable-triggers`` does, for a fill that writes every row it points
    to itself: inside, this connection fires no trigger (``session_replication_role = replica``:
    the foreign keys' checks, deferred to each commit, were a third of a fill's time; the
    append-only trigger only refuses UPDATE and DELETE, which a fill never runs), and ``model``'s
    table has no plain (non-unique) index: each is dropped on entry and built again, whole, on
    exit (the event table's ``actor_id`` index takes one random insert per event otherwise). On
    exit the table has the very indexes it had, under the same names (a partitioned table's are
    built on every partition, as its migration did). Needs a superuser (the fill's databases are
    local). The unique indexes stay: they check what they check during the load."""
    table = model._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT i.relname, pg_get_indexdef(i.oid) FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid "
            "WHERE x.indrelid = %s::regclass AND NOT x.indisunique ORDER BY i.relname", [table])
        plain = cursor.fetchall()
        cursor.execute("SET session_replication_role = replica")
        for name, _definition in plain:
            cursor.execute(f"DROP INDEX {connection.ops.quote_name(name)}")
    try:
        yield
    finally:
        with connection.cursor() as cursor:
            cursor.execute("SET session_replication_role = DEFAULT")
            cursor.execute("SELECT current_setting('maintenance_work_mem')")
            (memory,) = cursor.fetchone()
            cursor.execute("SET maintenance_work_mem = '512MB'")  # one sort in memory instead of runs on disk
            for _name, definition in plain:
                # A partitioned table's definition reads ``ON ONLY``: that would build the parent's
                # index alone, invalid until each partition's is attached.
                cursor.execute(definition.replace(" ON ONLY ", " ON "))
            cursor.execute("SELECT set_config('maintenance_work_mem', %s, false)", [memory])
