"""The event store on PostgreSQL: every hand-written statement of the hot paths, in one place.

A move reads its game and writes its batch in two round trips, each one statement planned once
per connection (``games.store.prepared``):

- **Read** (``read_game``): the game row, its seats and their players joined, with the row's
  ``xmin`` (its version), optionally ``FOR NO KEY UPDATE`` of the game row. Instances are made
  with the same field converters the ORM applies (JSON decoding, time zones), so they are
  ordinary models. With the ORM that was two queries (three with the row version) and most of
  their CPU went into building them.
- **Fold** (``state_after``): the newest usable snapshot and the rule set's events after it.
- **Write** (``append``): the events, the seat clocks that change, the game row, a snapshot when
  one is due and the outbox rows, as one statement::

    WITH g AS (UPDATE game … WHERE id = … [AND xmin = …] RETURNING xmin),
         e AS (INSERT INTO event … SELECT … FROM jsonb_populate_recordset(NULL::event, $rows)
               WHERE EXISTS (SELECT 1 FROM g) RETURNING id, seq),
         w AS (UPDATE seat … FROM jsonb_populate_recordset(NULL::seat, $rows) … AND seat.game = …
               AND EXISTS (SELECT 1 FROM g)), …
    SELECT (SELECT xmin FROM g), (SELECT array_agg(id ORDER BY seq) FROM e), …

  Each table's rows travel as one JSON parameter (see ``_records``). Every other part happens only
  if the game row was updated. That is what makes the guarded form safe: with
  ``expected_version`` (the ``xmin`` of the game row the caller read, without a lock), the update
  matches only if the row is still that version, and PostgreSQL re-checks this after waiting for
  any writer that holds the row (READ COMMITTED re-evaluates an UPDATE's condition on the newest
  version of its row). Every service action that changes a game or its seats also updates the
  game row, so an unchanged row version means that the game, its seats and its events are as
  read. When the row has moved on, nothing at all is written and ``Superseded`` is raised. All
  parts run in one snapshot, each to completion, and a unique violation in any of them fails the
  whole statement (``SeqTaken``).

Behind PgBouncer in transaction mode, the prepared statements need PgBouncer 1.21 or newer with
``max_prepared_statements`` set (see docs/operations.md).
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
from dataclasses import dataclass
from typing import Any

from django.db import DEFAULT_DB_ALIAS, DatabaseError, IntegrityError, connection, connections, transaction
from django.db.models.base import ModelState

from games.meta_events import META_PREFIX, TAKEBACK
from games.models import Event, Game, Seat, Snapshot
from games.store import common
from games.store.interface import CLOCK_FIELDS, Appended, AppendWrite, EventStore, SeqTaken, Superseded
from games.store.partitions import NoEventPartition, is_no_partition
from games.store.prepared import prepared_cursor
from games.store.records import has_init_signals
from games.store.routing import read_alias
from outbox.models import Notification
from players.models import Player

logger = logging.getLogger(__name__)


class PostgresEventStore(EventStore):
    """See ``games.store.interface``; the default database only (its prepared cursors are), and
    its reads of a game's state on ``read_alias()`` (a replica, where one is configured).

    Complete on its own: a sibling of ``games.store.orm.OrmEventStore``, not a subclass. The two
    reads off the hot path are the ORM's (``games.store.common``), as on every database."""

    guarded_writes = True

    def read_game(self, game_id: int, *, lock: bool) -> tuple[Game, list[Seat], str | None] | None:
        """The lock is ``FOR NO KEY UPDATE``, the one an ``UPDATE`` of the row takes: it excludes
        every other service writer, but not the ``KEY SHARE`` lock with which PostgreSQL checks a
        foreign key to the game. With ``FOR UPDATE``, a transaction that had updated a seat (a
        reminder's claim) and then inserted a row pointing at the game (its notification) waited
        for the game's lock while this one waited for the seat: a deadlock. The seats are not
        locked: only the services write them, and always after locking their game."""
        return _read_joined(game_id, lock)

    def row_version(self, game: Game) -> str | None:
        table = connection.ops.quote_name(Game._meta.db_table)
        # A replica's row has the primary's xmin (a physical copy): either answers the same.
        with connections[read_alias()].cursor() as cursor:
            cursor.execute(f"SELECT xmin::text FROM {table} WHERE id = %s AND seq = %s", [game.pk, game.seq])
            row = cursor.fetchone()
        return row[0] if row else None

    def state_after(self, game_id: int, rules_version: int, seq: int) -> tuple[Any, list[tuple]]:
        """One statement instead of the ORM's two: a game page, its legal moves and a move read them
        whenever the process's state cache does not hold the game's state, which is most of the
        time when several web processes share the games (two ORM queries cost a fifth of a web
        process's CPU under load). JSON is decoded here, as ``JSONField`` would (the columns are
        cast to text: the connection's loader for ``jsonb`` is then irrelevant)."""
        with prepared_cursor(read_alias()) as cursor:
            cursor.execute(_SNAPSHOT_AND_EVENTS, [game_id, rules_version, seq, game_id, seq])
            rows = cursor.fetchall()
        state = None
        events = []
        for part, _seq, event_type, seat, data in rows:
            if part == 0:
                state = json.loads(data)
            else:
                events.append((event_type, seat, json.loads(data)))
        return state, events

    def events(self, game_id: int, *, after: int = 0, limit: int | None = None) -> list[Event]:
        return common.events_after(DEFAULT_DB_ALIAS, game_id, after=after, limit=limit)

    def batch_of_key(self, game_id: int, idempotency_key: str) -> list[Event]:
        return common.batch_of_key(DEFAULT_DB_ALIAS, game_id, idempotency_key)

    def lock_idempotency_key(self, game_id: int, idempotency_key: str) -> bool:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_try_advisory_xact_lock(%s)", [idempotency_lock_id(game_id, idempotency_key)])
            (acquired,) = cursor.fetchone()
        return acquired

    def append(self, write: AppendWrite, *, expected_version: str | None = None) -> Appended:
        try:
            version, ids, pending = _write_in_one_statement(write, write.notifications, expected_version)
        except IntegrityError as error:
            # No savepoint (it costs two round trips per move): the transaction is unusable now,
            # so mark it for rollback; the caller's error leaves the atomic block and undoes
            # everything of its request. Outside one, the statement undid itself.
            if connection.in_atomic_block:
                transaction.set_rollback(True)
            if is_no_partition(error):  # also a check violation, but no race: an operator's matter
                raise NoEventPartition(f"no partition of {Event._meta.db_table} holds game {write.game.pk}: "
                                       "run manage.py add_event_partitions (docs/operations.md)") from error
            raise SeqTaken(f"game {write.game.pk}: seq {write.rows[0].seq if write.rows else '?'} is taken") from None
        for row, pk in zip(write.rows, ids or [], strict=True):
            row.pk = pk
            row._state.adding = False
        if write.snapshot is not None:
            write.snapshot._state.adding = False
        return Appended(version, pending)

    channel = "ravenpost_games"

    def announce(self, game_id: int, seq: int) -> None:
        """A ``NOTIFY`` of its own after the commit, not inside the move's transaction: a
        transaction that notified takes PostgreSQL's notification-queue lock at its commit, which
        would serialise the commits of every game.

        One per game and transaction: a move and the autopilot's answers in the same transaction
        announce the game once, with its last seq (a listener reads the game's id only, then every
        event after its cursor). The pending notice is found among the connection's commit hooks, so a savepoint
        rolled back with its hooks leaves no notice counted that will not be sent."""
        db = connections[DEFAULT_DB_ALIAS]
        if db.in_atomic_block:
            for _savepoints, hook, _robust in db.run_on_commit:
                if isinstance(hook, _Notice) and hook.game_id == game_id:
                    hook.seq = max(hook.seq, seq)  # the payload names the game's newest seq
                    return
        transaction.on_commit(_Notice(self.channel, game_id, seq))

    def announce_player(self, player_id: int) -> None:
        """A ``NOTIFY`` of its own after the commit, as ``announce``."""
        channel = self.channel
        transaction.on_commit(lambda: _notify(channel, f"player:{player_id}"))

    def add_to_outbox(self, rows: list[Notification]) -> list[int]:
        """One statement (``INSERT … ON CONFLICT (key) DO NOTHING RETURNING``): it runs inside
        every action that notifies somebody outside a move (a move writes its outbox rows in
        its own statement)."""
        if not rows:
            return []
        sql = _insert_records_text(Notification, NOTIFICATION_COLUMNS, "", 'ON CONFLICT ("key") DO NOTHING RETURNING id, status')
        with prepared_cursor() as cursor:  # planned once per connection
            cursor.execute(sql, [_records(Notification, rows, NOTIFICATION_COLUMNS, add=True)])
            return sorted(pk for pk, status in cursor.fetchall() if status == Notification.Status.PENDING)


class _Notice:
    """The commit hook of ``announce``: one ``NOTIFY`` of a game (its payload ``game:seq``)."""

    __slots__ = ("channel", "game_id", "seq")

    def __init__(self, channel: str, game_id: int, seq: int) -> None:
        self.channel, self.game_id, self.seq = channel, game_id, seq

    def __call__(self) -> None:
        _notify(self.channel, f"{self.game_id}:{self.seq}")


def _notify(channel: str, payload: str) -> None:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_notify(%s, %s)", [channel, payload])
    except DatabaseError:  # the write is committed; a stream finds it at its next re-read
        logger.warning("could not notify %s of %s", channel, payload, exc_info=True)


def idempotency_lock_id(game_id: int, key: str) -> int:
    """The advisory lock id that guards one (game, Idempotency-Key) pair."""
    return int.from_bytes(hashlib.sha256(f"{game_id}:{key}".encode()).digest()[:8], "big", signed=True)


# The newest usable snapshot (part 0, at most one row) and the rule set's events after it (part 1).
_SNAPSHOT_AND_EVENTS = f"""
WITH s AS (
    SELECT seq, state FROM {Snapshot._meta.db_table}
    WHERE game_id = %s AND rules_version = %s AND seq <= %s ORDER BY seq DESC LIMIT 1
)
SELECT 0 AS part, seq, NULL::varchar, NULL::smallint, state::text FROM s
UNION ALL
SELECT 1, e.seq, e.type, e.seat, e.data::text FROM {Event._meta.db_table} e
WHERE e.game_id = %s AND e.seq > COALESCE((SELECT seq FROM s), 0) AND e.seq <= %s
  AND (e.type NOT LIKE '{META_PREFIX}%%' OR e.type = '{TAKEBACK}')
ORDER BY part, seq"""


# --- the joined read of a game ------------------------------------------------------------------

@dataclass(frozen=True)
class _ModelPart:
    """The columns of one model within a joined row, and how to make an instance of them."""

    model: Any
    start: int
    attnames: list[str]
    converters: list[list[Any]]
    columns: list[Any]

    def read(self, row: tuple, db: Any, signals: bool) -> Any:
        """An instance from ``row``; ``db`` is the connection itself (not the ``connection``
        proxy, whose every attribute access is a context-local lookup); ``signals``: whether an
        init signal listens to this model (see ``has_init_signals``)."""
        values = row[self.start:self.start + len(self.attnames)]
        if any(self.converters):
            values = list(values)
            for index, functions in enumerate(self.converters):
                for function in functions:
                    values[index] = function(values[index], self.columns[index], db)
        if signals:
            return self.model.from_db(db.alias, self.attnames, values)
        # What Model.__init__ ends up with when given every field, without its per-field setattr
        # dispatch (a third of a move's read here): the field values in the instance dict and a
        # ModelState saying "from this database". Only valid when no init signal has receivers.
        instance = self.model.__new__(self.model)
        instance.__dict__.update(zip(self.attnames, values, strict=True))
        instance._state = ModelState()
        instance._state.adding = False
        instance._state.db = db.alias
        return instance


@dataclass(frozen=True)
class _JoinedQuery:
    game: _ModelPart
    seat: _ModelPart
    player: _ModelPart
    sql: str  # without the locking clause


_QUERY: _JoinedQuery | None = None
# Account fields no game page, email or move needs: left deferred (Django loads one on first access).
_PLAYER_DEFERRED = frozenset({"password", "last_login", "is_superuser", "is_staff", "date_joined"})
_SEAT_GAME = Seat._meta.get_field("game")
_SEAT_PLAYER = Seat._meta.get_field("player")


def _query() -> _JoinedQuery:
    """Built on first use (the model fields and the connection's converters are known by then)."""
    global _QUERY
    if _QUERY is None:
        quote = connection.ops.quote_name
        parts, selects, start = [], [], 0
        for model, alias in ((Game, "g"), (Seat, "s"), (Player, "p")):
            fields = [field for field in model._meta.concrete_fields
                      if model is not Player or field.attname not in _PLAYER_DEFERRED]
            columns = [field.get_col(alias) for field in fields]
            converters = [connection.ops.get_db_converters(column) + field.get_db_converters(connection)
                          for field, column in zip(fields, columns, strict=True)]
            parts.append(_ModelPart(model, start, [field.attname for field in fields], converters, columns))
            selects += [f"{alias}.{quote(field.column)}" for field in fields]
            start += len(fields)
        sql = (
            f"SELECT {', '.join(selects)}, g.xmin::text FROM {quote(Game._meta.db_table)} g"
            f" LEFT JOIN {quote(Seat._meta.db_table)} s ON s.{quote('game_id')} = g.{quote('id')}"
            f" LEFT JOIN {quote(Player._meta.db_table)} p ON p.{quote('id')} = s.{quote('player_id')}"
            f" WHERE g.{quote('id')} = %s ORDER BY s.{quote('seat')}"
        )
        _QUERY = _JoinedQuery(parts[0], parts[1], parts[2], sql)
    return _QUERY


def _read_joined(game_id: int, lock: bool) -> tuple[Game, list[Seat], str | None] | None:
    """See ``PostgresEventStore.read_game``."""
    query = _query()
    db = connections[DEFAULT_DB_ALIAS if lock else read_alias()]
    with prepared_cursor(db.alias) as cursor:
        cursor.execute(query.sql + (" FOR NO KEY UPDATE OF g" if lock else ""), [game_id])
        rows = cursor.fetchall()
    if not rows:
        return None
    game = query.game.read(rows[0], db, has_init_signals(Game))
    seats = []
    seat_signals, player_signals = has_init_signals(Seat), has_init_signals(Player)
    for row in rows:
        if row[query.seat.start] is None:
            continue  # a game without seats (never made by create_game)
        seat = query.seat.read(row, db, seat_signals)
        _SEAT_GAME.set_cached_value(seat, game)
        player = query.player.read(row, db, player_signals) if row[query.player.start] is not None else None
        _SEAT_PLAYER.set_cached_value(seat, player)
        seats.append(seat)
    return game, seats, rows[0][-1]




# --- the write of an append --------------------------------------------------------------------

EVENT_COLUMNS = ("game", "seq", "type", "version", "seat", "data", "actor", "batch", "idempotency_key",
                 "request_hash", "created_at")
SNAPSHOT_COLUMNS = ("game", "seq", "rules_version", "state", "created_at")
NOTIFICATION_COLUMNS = ("key", "kind", "status", "player", "email", "game", "context", "attempts", "last_error",
                        "created_at", "not_before")

# Field types whose database value is the attribute itself (``pre_save`` and ``get_db_prep_save``
# return it unchanged for the values the service layer puts there): asking each field costs more
# than the rest of building a move's statement, so these are read directly.
_PLAIN_TYPES = frozenset({"AutoField", "BigAutoField", "BigIntegerField", "BooleanField", "CharField", "ForeignKey",
                          "IntegerField", "PositiveIntegerField", "PositiveSmallIntegerField", "SmallIntegerField",
                          "TextField"})
# Cast to ``text`` rather than to the column's ``varchar(n)``: an explicit cast to varchar(n)
# truncates silently, while assigning a longer text to the column fails, as an ordinary INSERT does.
_TEXT_TYPES = frozenset({"CharField", "EmailField", "SlugField", "TextField", "URLField"})


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
    ``only_if`` (if any) returned a row; ``suffix`` follows (``ON CONFLICT …``, ``RETURNING …``)."""
    quote = connection.ops.quote_name
    table = quote(model._meta.db_table)
    columns = ", ".join(quote(column) for _attname, column, _field, _kind in _record_columns(model, names))
    sql = f"INSERT INTO {table} ({columns}) SELECT {columns} FROM jsonb_populate_recordset(NULL::{table}, %s::jsonb)"
    if only_if:
        sql += f" WHERE EXISTS (SELECT 1 FROM {only_if})"
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
