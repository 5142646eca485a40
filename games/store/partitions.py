"""The event table's partitions: one per range of game ids (PostgreSQL only).

``games_event`` is range-partitioned on ``game_id`` (migration
``0009_event_partitioned_by_game``). A partition is named after the first game id it holds,
``games_event_p<lower>``, and holds the game ids ``[lower, upper)``; the first one starts at
``MINVALUE``. Each partition has the unique ``(game_id, seq)``, the unique idempotency key, the
primary key ``(id, game_id)`` and the append-only trigger, all inherited from the parent.

Contracts:

- The ranges are read from the catalog, never recomputed from the width: a change of
  ``EVENT_PARTITION_GAMES`` applies to the partitions made after it, the older ones keep theirs.
- ``add_ahead`` makes partitions, contiguous after the highest one, until at least ``ahead``
  partitions lie wholly beyond the newest game id (the game id sequence's last value, or the
  highest game row if higher). It is idempotent: a second call makes nothing.
- A game whose id no partition covers cannot have events: its append fails with
  ``NoEventPartition`` (the store translates PostgreSQL's "no partition of relation found",
  SQLSTATE 23514) and writes nothing. ``add_ahead``, run daily, keeps that from happening.
- ``detach`` detaches the partitions wholly below a game id, only if every game of their ranges
  is over (finished or aborted) and no new game can fall in them; the detached table keeps its
  rows, indexes and constraints, and gets the append-only trigger of its own (PostgreSQL drops
  the parent's clone on detach). Its events are then invisible through ``games_event``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.conf import settings
from django.db import connection, transaction

from games.models import Event, Game

TABLE = Event._meta.db_table
TRIGGER = "games_event_append_only"
TRIGGER_FUNCTION = "games_event_refuse_change"
# SQLSTATE check_violation, which PostgreSQL raises (with this message) for a row no partition takes.
NO_PARTITION_SQLSTATE = "23514"
NO_PARTITION_MESSAGE = "no partition of relation"
# A partition must not wait long for the parent's lock (taken by CREATE TABLE … PARTITION OF and
# DETACH): while it waits, every move queues behind it.
LOCK_TIMEOUT = "5s"

_BOUND = re.compile(r"FOR VALUES FROM \((MINVALUE|'?-?\d+'?)\) TO \((MAXVALUE|'?-?\d+'?)\)")


class NoEventPartition(Exception):
    """An event's game id lies in no partition of the event table: nothing was written."""


class PartitionError(Exception):
    """A partition command refused: its message says why."""


@dataclass(frozen=True)
class Partition:
    name: str
    lower: int | None  # None: MINVALUE
    upper: int | None  # None: MAXVALUE


def partition_name(lower: int) -> str:
    return f"{TABLE}_p{lower}"


def is_partitioned() -> bool:
    """Whether the default database's event table is partitioned (PostgreSQL after 0009)."""
    if connection.vendor != "postgresql":
        return False
    with connection.cursor() as cursor:
        cursor.execute("SELECT EXISTS (SELECT 1 FROM pg_partitioned_table WHERE partrelid = to_regclass(%s))", [TABLE])
        return cursor.fetchone()[0]


def partitions() -> list[Partition]:
    """The attached partitions, by range."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT c.relname, pg_get_expr(c.relpartbound, c.oid) FROM pg_inherits i"
            " JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = to_regclass(%s)", [TABLE])
        rows = cursor.fetchall()
    found = []
    for name, bound in rows:
        match = _BOUND.fullmatch(bound)
        if match is None:
            raise PartitionError(f"partition {name} has a bound this code does not know: {bound}")
        found.append(Partition(name, _bound_value(match.group(1)), _bound_value(match.group(2))))
    return sorted(found, key=lambda part: -2**63 if part.lower is None else part.lower)


def _bound_value(text: str) -> int | None:
    return None if text in {"MINVALUE", "MAXVALUE"} else int(text.strip("'"))


def newest_game_id() -> int:
    """The highest game id handed out so far (the sequence's, or a higher explicit one)."""
    table = Game._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT pg_get_serial_sequence('{table}', 'id')")
        (sequence,) = cursor.fetchone()
        cursor.execute(f"SELECT GREATEST((SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END"
                       f" FROM {sequence}), (SELECT max(id) FROM {table}), 0)")
        return cursor.fetchone()[0]


def add_ahead(ahead: int | None = None, width: int | None = None, *, through: int | None = None) -> list[Partition]:
    """Make partitions after the highest one until ``ahead`` of them lie wholly beyond the newest
    game id (and, with ``through``, until that game id is covered too); the ones made, in order.
    ``width``: game ids per new partition (``EVENT_PARTITION_GAMES``)."""
    ahead = settings.EVENT_PARTITIONS_AHEAD if ahead is None else ahead
    width = settings.EVENT_PARTITION_GAMES if width is None else width
    if ahead < 0 or width < 1:
        raise PartitionError("ahead must be 0 or more and width 1 or more")
    with transaction.atomic():
        # One maker at a time (a beat task and an operator's command): the second sees the first's.
        with connection.cursor() as cursor:
            cursor.execute("SELECT current_setting('lock_timeout')")
            (previous,) = cursor.fetchone()
            cursor.execute(f"SET LOCAL lock_timeout = '{LOCK_TIMEOUT}'")
            cursor.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", [f"{TABLE} partitions"])
        made = _make_ahead(ahead, width, through)
        # Back for the rest of a caller's transaction (fill_games); an error undoes the SET anyway.
        with connection.cursor() as cursor:
            cursor.execute("SELECT set_config('lock_timeout', %s, true)", [previous])
    return made


def _make_ahead(ahead: int, width: int, through: int | None) -> list[Partition]:
    made: list[Partition] = []
    existing = partitions()
    if not existing:
        raise PartitionError(f"{TABLE} has no partitions: is it partitioned (migration 0009)?")
    upper = existing[-1].upper
    if upper is None:
        return made  # a partition up to MAXVALUE: nothing can lie beyond it
    newest = newest_game_id()
    need = max(newest + 1, through + 1 if through is not None else 0)
    beyond = sum(1 for part in existing if part.lower is not None and part.lower > newest)
    while upper < need or beyond < ahead:
        part = Partition(partition_name(upper), upper, upper + width)
        with connection.cursor() as cursor:
            cursor.execute(f'CREATE TABLE "{part.name}" PARTITION OF "{TABLE}"'
                           f" FOR VALUES FROM ({part.lower}) TO ({part.upper})")
        made.append(part)
        if part.lower > newest:
            beyond += 1
        upper = part.upper
    return made


def detach(before_game_id: int, *, concurrently: bool = False) -> list[Partition]:
    """Detach every partition whose range lies wholly below ``before_game_id``; the ones detached.
    Refuses (``PartitionError``, nothing detached) if a game of those ranges is not over, or if a
    range reaches the newest game id (a new game could still fall in it).

    ``concurrently``: ``DETACH … CONCURRENTLY``, which does not block moves but cannot run inside
    a transaction (the caller must not be in one); each partition is then detached in its own
    statement, after all of them were checked."""
    chosen = [part for part in partitions() if part.upper is not None and part.upper <= before_game_id]
    if not chosen:
        return []
    newest = newest_game_id()
    if chosen[-1].upper - 1 > newest:
        raise PartitionError(f"{chosen[-1].name} holds game ids up to {chosen[-1].upper - 1}, beyond the newest "
                             f"game ({newest}): a new game could still fall in it")
    over = [Game.Status.FINISHED.value, Game.Status.ABORTED.value]
    lowest = chosen[0].lower
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT id, status FROM {Game._meta.db_table} WHERE id < %s AND (%s::bigint IS NULL OR id >= %s)"
            f" AND NOT status = ANY(%s) ORDER BY id LIMIT 5", [chosen[-1].upper, lowest, lowest, over])
        live = cursor.fetchall()
    if live:
        listed = ", ".join(f"{pk} ({status})" for pk, status in live)
        raise PartitionError(f"games below {chosen[-1].upper} are not over, e.g. {listed}: nothing was detached")
    if concurrently:
        if connection.in_atomic_block:
            raise PartitionError("DETACH … CONCURRENTLY cannot run inside a transaction")
        for part in chosen:
            with connection.cursor() as cursor:
                cursor.execute(f"SET lock_timeout = '{LOCK_TIMEOUT}'")
                try:
                    cursor.execute(f'ALTER TABLE "{TABLE}" DETACH PARTITION "{part.name}" CONCURRENTLY')
                finally:
                    cursor.execute("RESET lock_timeout")
                _keep_append_only(cursor, part)
        return chosen
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(f"SET LOCAL lock_timeout = '{LOCK_TIMEOUT}'")
        for part in chosen:
            cursor.execute(f'ALTER TABLE "{TABLE}" DETACH PARTITION "{part.name}"')
            _keep_append_only(cursor, part)
    return chosen


def _keep_append_only(cursor, part: Partition) -> None:
    """The detached table is an archive: as append-only as it was, now with a trigger of its own."""
    cursor.execute(f'CREATE TRIGGER {TRIGGER} BEFORE UPDATE OR DELETE ON "{part.name}"'
                   f" FOR EACH ROW EXECUTE FUNCTION {TRIGGER_FUNCTION}()")


def is_no_partition(error: BaseException) -> bool:
    """Whether a database error is PostgreSQL's "no partition of relation … found for row"."""
    cause = error.__cause__
    return getattr(cause, "sqlstate", None) == NO_PARTITION_SQLSTATE and NO_PARTITION_MESSAGE in str(cause)
