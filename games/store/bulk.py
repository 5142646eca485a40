"""Bulk loading on PostgreSQL: the statements with which ``games.management.fill`` writes a
database of production size without the services (``manage.py fill_games``, ``bench/scale.py``).

Not for the services: nothing here goes through the event store's contract (no outbox, no
notices, no row versions). Each function runs on the default database's connection, inside the
caller's transaction if there is one.
"""

from __future__ import annotations

from collections.abc import Iterable
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
