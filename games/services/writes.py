"""The one write of an append: its events, the seat clocks that change, the game row, a snapshot
when one is due, and the notifications the append causes.

On PostgreSQL these go as one statement, so an append costs one round trip:

    WITH g AS (UPDATE game … WHERE id = … [AND xmin = …] RETURNING xmin),
         e AS (INSERT INTO event … SELECT … FROM jsonb_populate_recordset(NULL::event, $rows)
               WHERE EXISTS (SELECT 1 FROM g) RETURNING id, seq),
         w AS (UPDATE seat … FROM jsonb_populate_recordset(NULL::seat, $rows) … AND seat.game = …
               AND EXISTS (SELECT 1 FROM g)), …
    SELECT (SELECT xmin FROM g), (SELECT array_agg(id ORDER BY seq) FROM e), …

Each table's rows travel as one JSON parameter (see ``_records``).

Every other part happens only if the game row was updated. That is what makes the guarded form
safe: with ``expected_version`` (the ``xmin`` of the game row the caller read, without a lock), the
update matches only if the row is still that version, and PostgreSQL re-checks this after waiting
for any writer that holds the row (READ COMMITTED re-evaluates an UPDATE's condition on the newest
version of its row). Every service action that changes a game or its seats also updates the game
row, so an unchanged row version means that the game, its seats and its events are as read. When
the row has moved on, nothing at all is written and ``Superseded`` is raised; the caller starts
again under the row lock. All parts run in one snapshot, each to completion, and a unique
violation in any of them fails the whole statement (a ``Conflict``).

Elsewhere (the SQLite development server) the parts run one by one, and only unguarded.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from typing import Any

from django.db import DEFAULT_DB_ALIAS, IntegrityError, connection, connections, transaction

from games.models import Event, Game, Seat, Snapshot
from games.services.errors import Conflict
from games.services.prepared import on_postgresql, prepared_cursor
from notifications import services as notify
from notifications.models import Notification

EVENT_COLUMNS = ("game", "seq", "type", "version", "seat", "data", "actor", "batch", "idempotency_key",
                 "request_hash", "created_at")
SNAPSHOT_COLUMNS = ("game", "seq", "rules_version", "state", "created_at")
CLOCK_FIELDS = ("is_to_move", "deadline", "turn_started_at")
NOTIFICATION_COLUMNS = ("key", "kind", "status", "player", "email", "game", "context", "attempts", "last_error",
                        "created_at")

# Field types whose database value is the attribute itself (``pre_save`` and ``get_db_prep_save``
# return it unchanged for the values the service layer puts there): asking each field costs more
# than the rest of building a move's statement, so these are read directly.
_PLAIN_TYPES = frozenset({"AutoField", "BigAutoField", "BigIntegerField", "BooleanField", "CharField", "ForeignKey",
                          "IntegerField", "PositiveIntegerField", "PositiveSmallIntegerField", "SmallIntegerField",
                          "TextField"})
# Cast to ``text`` rather than to the column's ``varchar(n)``: an explicit cast to varchar(n)
# truncates silently, while assigning a longer text to the column fails, as an ordinary INSERT does.
_TEXT_TYPES = frozenset({"CharField", "EmailField", "SlugField", "TextField", "URLField"})


class Superseded(Exception):
    """The game row is no longer the version the caller read: nothing was written."""


@dataclass
class AppendWrite:
    """Everything one append writes. ``fields``: the columns of the game row to save."""

    game: Game
    rows: list[Event]
    fields: list[str]
    seats: list[Seat] = field(default_factory=list)
    snapshot: Snapshot | None = None
    notifications: list[Notification] = field(default_factory=list)


@functools.cache
def _columns(model: Any, names: tuple[str, ...]) -> tuple[tuple[Any, bool], ...]:
    """The fields ``names`` of ``model``, each with whether its value is plain (see ``_PLAIN_TYPES``)."""
    fields = [model._meta.get_field(name) for name in names]
    return tuple((model_field, model_field.get_internal_type() in _PLAIN_TYPES) for model_field in fields)


def _values(obj: Any, columns: tuple[tuple[Any, bool], ...], add: bool, db: Any) -> list[Any]:
    """What ``save`` would send for these columns of ``obj`` (``pre_save`` included: ``auto_now``
    fields move)."""
    return [getattr(obj, column.attname) if plain else column.get_db_prep_save(column.pre_save(obj, add), db)
            for column, plain in columns]


def _insert_sql(model: Any, objects: list[Any], names: tuple[str, ...], *, suffix: str = "") -> tuple[str, list]:
    """``INSERT`` of ``objects`` (with their ``pre_save`` values, as ``save`` would), without the
    ORM's query building. ``suffix``: what follows the rows (``RETURNING …``)."""
    db = connections[DEFAULT_DB_ALIAS]
    columns = _columns(model, names)
    params: list[Any] = []
    for obj in objects:
        params += _values(obj, columns, True, db)
    return _insert_text(model, names, len(objects), suffix), params


@functools.cache
def _insert_text(model: Any, names: tuple[str, ...], count: int, suffix: str) -> str:
    """The text of ``_insert_sql``: a few shapes per process, each built once."""
    quote = connection.ops.quote_name
    columns = _columns(model, names)
    into = f"INSERT INTO {quote(model._meta.db_table)} ({', '.join(quote(f.column) for f, _plain in columns)})"
    one = "(" + ", ".join(["%s"] * len(columns)) + ")"
    sql = f"{into} VALUES {', '.join([one] * count)}"
    return f"{sql} {suffix}" if suffix else sql


def _update_sql(obj: Any, names: tuple[str, ...] | list[str], *, where: str = "", suffix: str = "") -> tuple[str, list]:
    """``obj.save(update_fields=names)`` as SQL (``pre_save`` included: ``auto_now`` fields move).
    ``where``: more conditions (with their own parameters appended by the caller)."""
    names = tuple(names)
    db = connections[DEFAULT_DB_ALIAS]
    return (_update_text(type(obj), names, where, suffix),
            [*_values(obj, _columns(type(obj), names), False, db), obj.pk])


@functools.cache
def _update_text(model: Any, names: tuple[str, ...], where: str, suffix: str) -> str:
    """The text of ``_update_sql``: a few shapes per process, each built once."""
    quote = connection.ops.quote_name
    columns = _columns(model, names)
    sql = (f"UPDATE {quote(model._meta.db_table)} SET {', '.join(f'{quote(f.column)} = %s' for f, _plain in columns)} "
           f"WHERE {quote(model._meta.pk.column)} = %s{where}")
    return f"{sql} {suffix}" if suffix else sql


def write_append(write: AppendWrite, *, expected_version: str | None = None) -> str | None:
    """Write ``write`` (see the module docstring); return the game row's new version (``xmin``) on
    PostgreSQL, else ``None``. The event rows get their ids; the notifications inserted as pending
    are scheduled for delivery after the commit.

    ``expected_version``: write only if the game row is still at this version, else raise
    ``Superseded`` having written nothing (PostgreSQL only). Without it, the caller must hold the
    game row's lock. A unique violation (a concurrent writer got there first) becomes a
    ``Conflict``; inside an atomic block the transaction is then marked for rollback.
    """
    notifications = notify.outbox_rows(write.notifications)
    try:
        if on_postgresql():
            version, ids, scheduled = _write_in_one_statement(write, notifications, expected_version)
        else:
            if expected_version is not None:
                raise ValueError("a guarded write needs PostgreSQL (the row version is its xmin)")
            version, ids, scheduled = _write_one_by_one(write, notifications)
    except IntegrityError:
        # The unique (game, seq) settled a race. No savepoint (it costs two round trips per move):
        # the transaction is unusable now, so mark it for rollback; the Conflict leaves the atomic
        # block and undoes everything of this request. Outside one, the statement undid itself.
        if connection.in_atomic_block:
            transaction.set_rollback(True)
        raise Conflict("stale_seq", "The game moved on while your move was being applied. Reload and choose again.") from None
    for row, pk in zip(write.rows, ids, strict=True):
        row.pk = pk
        row._state.adding = False
    if write.snapshot is not None:
        write.snapshot._state.adding = False
    notify.schedule_after_commit(scheduled)
    return version


def _write_in_one_statement(write: AppendWrite, notifications: list[Notification],
                            expected_version: str | None) -> tuple[str, list[int], list[int]]:
    guard, guard_params = (" AND xmin = %s::xid", [expected_version]) if expected_version is not None else ("", [])
    game_sql, game_params = _update_sql(write.game, write.fields, where=guard, suffix="RETURNING xmin::text AS version")
    parts = [("g", game_sql, [*game_params, *guard_params])]
    parts.append(("e", _insert_records_text(Event, EVENT_COLUMNS, "g", "RETURNING id, seq"),
                  [_records(Event, write.rows, EVENT_COLUMNS, add=True)]))
    if write.seats:
        parts.append(("w", _update_records_text(Seat, CLOCK_FIELDS, "g", within="game_id"),
                      [_records(Seat, write.seats, ("id", *CLOCK_FIELDS), add=False), write.game.pk]))
    if write.snapshot is not None:
        parts.append(("s", _insert_records_text(Snapshot, SNAPSHOT_COLUMNS, "g", ""),
                      [_records(Snapshot, [write.snapshot], SNAPSHOT_COLUMNS, add=True)]))
    outbox = "NULL::bigint[]"
    if notifications:
        parts.append(("o", _insert_records_text(Notification, NOTIFICATION_COLUMNS, "g",
                                                'ON CONFLICT ("key") DO NOTHING RETURNING id, status'),
                      [_records(Notification, notifications, NOTIFICATION_COLUMNS, add=True)]))
        outbox = f"(SELECT array_agg(id ORDER BY id) FROM o WHERE status = '{Notification.Status.PENDING.value}')"
    sql = (f"WITH {', '.join(f'{name} AS ({text})' for name, text, _params in parts)} "
           f"SELECT (SELECT version FROM g), (SELECT array_agg(id ORDER BY seq) FROM e), {outbox}")
    params = [param for _name, _text, values in parts for param in values]
    with prepared_cursor() as cursor:  # one plan per connection and statement shape
        cursor.execute(sql, params)
        version, ids, scheduled = cursor.fetchone()
    if version is None:
        raise Superseded(f"game {write.game.pk} changed after it was read (row version {expected_version})")
    return version, ids, scheduled or []


# --- rows as one JSON parameter ----------------------------------------------------------------
#
# The parts of the one statement take their rows as a single JSON array, which PostgreSQL turns
# into rows of the table's own type (``jsonb_populate_recordset(NULL::table, …)``), instead of
# one bound parameter per column and row. Binding forty parameters one by one cost more client
# CPU than everything else in the statement, and every different row count was another statement
# to prepare; now the text depends only on which parts a write has. Each column's value is
# checked by its type's input function, as a bound parameter is (a too-long varchar fails).

_RECORD_KINDS = {"DateTimeField": "datetime", "JSONField": "json"}


@functools.cache
def _record_columns(model: Any, names: tuple[str, ...]) -> tuple[tuple[str, str, Any, str], ...]:
    """(attname, column, field, kind) of each of ``names``: kind is ``plain`` (the attribute is the
    value), ``datetime`` (``pre_save`` value, ISO text) or ``json`` (the attribute, nested)."""
    columns = []
    for model_field, plain in _columns(model, names):
        kind = "plain" if plain or model_field.get_internal_type() in _TEXT_TYPES else _RECORD_KINDS.get(
            model_field.get_internal_type())
        if kind is None:
            raise TypeError(f"{model.__name__}.{model_field.name} ({model_field.get_internal_type()}) cannot be "
                            "written as a JSON record; add its conversion to writes._record_columns")
        columns.append((model_field.attname, model_field.column, model_field, kind))
    return tuple(columns)


def _records(model: Any, objects: list[Any], names: tuple[str, ...], *, add: bool) -> str:
    """``objects`` as a JSON array of records keyed by column, with the values ``save`` would write
    (``pre_save`` included: ``auto_now`` fields move)."""
    columns = _record_columns(model, names)
    records = []
    for obj in objects:
        record = {}
        for attname, column, model_field, kind in columns:
            if kind == "datetime":
                value = model_field.pre_save(obj, add)
                record[column] = None if value is None else value.isoformat()
            else:
                record[column] = getattr(obj, attname)
        records.append(record)
    return json.dumps(records, separators=(",", ":"))


@functools.cache
def _insert_records_text(model: Any, names: tuple[str, ...], only_if: str, suffix: str) -> str:
    """``INSERT`` of the records of one JSON parameter (see ``_records``), only if the CTE
    ``only_if`` returned a row; ``suffix`` follows (``ON CONFLICT …``, ``RETURNING …``)."""
    quote = connection.ops.quote_name
    table = quote(model._meta.db_table)
    columns = ", ".join(quote(column) for _attname, column, _field, _kind in _record_columns(model, names))
    sql = (f"INSERT INTO {table} ({columns}) SELECT {columns} FROM jsonb_populate_recordset(NULL::{table}, %s::jsonb)"
           f" WHERE EXISTS (SELECT 1 FROM {only_if})")
    return f"{sql} {suffix}" if suffix else sql


@functools.cache
def _update_records_text(model: Any, names: tuple[str, ...], only_if: str, *, within: str) -> str:
    """``UPDATE`` of the columns ``names`` of the rows whose primary keys the records of one JSON
    parameter give (see ``_records``), only if the CTE ``only_if`` returned a row.

    ``within``: an indexed column whose value (a second parameter) every such row has, such as
    the game of the seats. It is what keeps the plan on an index: PostgreSQL guesses that a
    function returns 100 rows, and for 100 keys it prefers hashing a whole table of a few
    thousand to some 35,000 rows to looking each key up, so without it every move read every
    seat of every game (``tests/services/test_move_write.py`` checks the plan)."""
    quote = connection.ops.quote_name
    table, pk = quote(model._meta.db_table), quote(model._meta.pk.column)
    sets = ", ".join(f"{quote(column)} = r.{quote(column)}"
                     for _attname, column, _field, _kind in _record_columns(model, names))
    return (f"UPDATE {table} AS t SET {sets} FROM jsonb_populate_recordset(NULL::{table}, %s::jsonb) AS r"
            f" WHERE t.{pk} = r.{pk} AND t.{quote(within)} = %s AND EXISTS (SELECT 1 FROM {only_if})")


def _write_one_by_one(write: AppendWrite, notifications: list[Notification]) -> tuple[None, list[int], list[int]]:
    with connection.cursor() as cursor:
        sql, params = _insert_sql(Event, write.rows, EVENT_COLUMNS, suffix="RETURNING id, seq")
        cursor.execute(sql, params)
        ids = [pk for pk, _seq in sorted(cursor.fetchall(), key=lambda pair: pair[1])]
        side = [_update_sql(seat, CLOCK_FIELDS) for seat in write.seats]
        if write.snapshot is not None:
            side.append(_insert_sql(Snapshot, [write.snapshot], SNAPSHOT_COLUMNS))
        for sql, params in [*side, _update_sql(write.game, write.fields)]:
            cursor.execute(sql, params)
    return None, ids, notify.insert_new(notifications) if notifications else []
