"""Capturing the statements real code runs, filling tables so the planner sees them large, and
reading whole-table scans out of their plans (``tests/services/test_query_plans.py``).

How a captured statement is explained, so that the plan is the one production gets:

- Most statements go through Django's ordinary cursor, which binds on the client: the server
  receives the values inlined as literals and plans every execution afresh for them. ``EXPLAIN``
  of the same text through the same kind of cursor, with the same parameters, is that very plan
  (``custom_plan``).
- The statements of ``games.store.prepared`` are bound on the server and prepared once per
  connection; after five executions PostgreSQL may keep a *generic* plan, made without the
  values. ``EXPLAIN`` with bound parameters does not show it: PostgreSQL substitutes the values of
  the parameters of an ``EXPLAIN`` before planning, whatever ``plan_cache_mode`` says, so the plan
  shown is a custom one. ``generic_plan`` prepares the statement as psycopg does (same text, same
  parameter types, without running it), then runs ``EXPLAIN EXECUTE`` under
  ``plan_cache_mode = force_generic_plan``.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from django.db import connection
from psycopg.adapt import PyFormat, Transformer

# Statements whose plan means something; the rest (SAVEPOINT, SET, …) are left out.
_PLANNED = ("SELECT", "INSERT", "UPDATE", "DELETE", "WITH")


@dataclass(frozen=True)
class Statement:
    """One statement as the code ran it. ``prepared``: through ``games.store.prepared`` (bound
    on the server and kept per connection), so its generic plan matters too."""

    sql: str
    params: Any
    prepared: bool

    def short(self, width: int = 300) -> str:
        text = " ".join(self.sql.split())
        return text if len(text) <= width else text[:width] + " …"


@dataclass
class Recorder:
    """The statements of each path, in the order first run, each text once per path."""

    paths: dict[str, list[Statement]] = field(default_factory=dict)

    @contextlib.contextmanager
    def path(self, name: str) -> Iterator[None]:
        from games.store.prepared import _cursor_class  # the class of prepared_cursor's cursors

        statements = self.paths.setdefault(name, [])
        seen = {statement.sql for statement in statements}
        preparing = _cursor_class()

        def record(execute, sql, params, many, context):
            if sql.lstrip().split(None, 1)[0].upper() in _PLANNED and sql not in seen:
                seen.add(sql)
                first = params[0] if many and params else params
                statements.append(Statement(sql, first, isinstance(context["cursor"].cursor, preparing)))
            return execute(sql, params, many, context)

        with connection.execute_wrapper(record):
            yield


def custom_plan(statement: Statement) -> dict:
    """The plan PostgreSQL makes for this statement with its values (``EXPLAIN (FORMAT JSON)``)."""
    with connection.cursor() as cursor:
        if statement.params is None:
            cursor.execute("EXPLAIN (FORMAT JSON) " + statement.sql)
        else:
            cursor.execute("EXPLAIN (FORMAT JSON) " + statement.sql, statement.params)
        return _json(cursor.fetchone()[0])


_names = itertools.count()


def generic_plan(statement: Statement) -> dict:
    """The plan PostgreSQL keeps for this statement prepared, made without its values."""
    raw = connection.connection
    params = list(statement.params)
    # What psycopg sends when it prepares the statement: $1, $2, … for %s, and each parameter's type.
    numbers = itertools.count(1)
    text = re.sub(r"%%|%s", lambda match: "%" if match.group() == "%%" else f"${next(numbers)}", statement.sql)
    types = Transformer(raw)
    types.dump_sequence(params, [PyFormat.AUTO] * len(params))
    name = f"plan_probe_{next(_names)}"
    result = raw.pgconn.prepare(name.encode(), text.encode(), types.types)
    if result.error_message:
        raise AssertionError(f"could not prepare {statement.short()}: {result.error_message.decode()}")
    placeholders = ", ".join(["%s"] * len(params))
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL plan_cache_mode = force_generic_plan")
        try:
            cursor.execute(f"EXPLAIN (FORMAT JSON) EXECUTE {name}({placeholders})", params)
            return _json(cursor.fetchone()[0])
        finally:
            cursor.execute("SET LOCAL plan_cache_mode = auto")
            cursor.execute(f"DEALLOCATE {name}")


def _json(value: Any) -> dict:
    plans = json.loads(value) if isinstance(value, str) else value
    return plans[0]["Plan"]


def _nodes(plan: dict) -> Iterator[dict]:
    yield plan
    for child in plan.get("Plans", []):
        yield from _nodes(child)


@dataclass(frozen=True)
class Catalog:
    """What reading a plan needs to know of the database: each index's table and whether it is
    partial, and what a sequential scan of each table costs in the planner's units (its pages, and
    a little per row), as the last ``ANALYZE`` left them. A partition counts as its parent table
    (``games_event_p0`` is ``games_event``) for which tables a plan may not read whole; its own
    sequential scan cost is what an index scan of it is compared with."""

    indexes: dict[str, tuple[str, bool]]
    seq_scan_cost: dict[str, float]
    parents: dict[str, str] = field(default_factory=dict)

    def table(self, name: str | None) -> str | None:
        return self.parents.get(name, name) if name is not None else None

    @classmethod
    def read(cls) -> Catalog:
        with connection.cursor() as cursor:
            cursor.execute("SELECT indexrelid::regclass::text, indrelid::regclass::text, indpred IS NOT NULL"
                           " FROM pg_index JOIN pg_class ON pg_class.oid = indrelid"
                           " WHERE relnamespace = 'public'::regnamespace")
            indexes = {name: (table, partial) for name, table, partial in cursor.fetchall()}
            # A sequential scan's cost as the planner counts it, with one condition to check per row.
            cursor.execute("SELECT relname, relpages * current_setting('seq_page_cost')::float + reltuples"
                           " * (current_setting('cpu_tuple_cost')::float + current_setting('cpu_operator_cost')::float)"
                           " FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace")
            costs = dict(cursor.fetchall())
            cursor.execute("SELECT inhrelid::regclass::text, inhparent::regclass::text FROM pg_inherits")
            return cls(indexes, costs, dict(cursor.fetchall()))


def whole_table_scans(plan: dict, tables: set[str], catalog: Catalog) -> list[str]:
    """The nodes of ``plan`` that read all of one of ``tables``:

    - a sequential scan;
    - a scan of a whole (not partial) index with no condition on it, such as an ordered walk of
      the primary key that filters every row;
    - an index scan whose condition selects so much that running it to the end costs the planner
      more than a sequential scan of the table: ``id > 0`` walking the primary key in order and
      filtering the rows of one game, say, which a ``LIMIT`` makes look cheap (the planner hopes to
      stop early) but which reads the whole table when the game has fewer rows than the limit.
      (A bitmap scan cannot stop early, so the planner only takes one cheaper than reading it all.)
    """
    found = []
    for node in _nodes(plan):
        kind, table = node["Node Type"], node.get("Relation Name")
        if kind == "Seq Scan" and catalog.table(table) in tables:
            found.append(f"Seq Scan on {table}")
        elif kind in {"Index Scan", "Index Only Scan", "Bitmap Index Scan"} and "Index Cond" not in node:
            table, partial = catalog.indexes.get(node["Index Name"], (None, False))
            if catalog.table(table) in tables and not partial:
                found.append(f"{kind} using {node['Index Name']} without a condition (all of {table})")
        elif kind in {"Index Scan", "Index Only Scan"} and catalog.table(table) in tables:
            whole = catalog.seq_scan_cost.get(table, 0.0)
            if node["Total Cost"] >= whole:
                found.append(f"{kind} on {table} costing {node['Total Cost']:.0f}, more than reading it all "
                             f"({whole:.0f})")
    return found


@dataclass(frozen=True)
class Finding:
    """A plan of ``statement`` (``plan``: "custom" or "generic") that ``reads`` whole tables."""

    statement: Statement
    plan: str
    reads: list[str]
    text: str


def whole_table_reads(statement: Statement, tables: set[str], catalog: Catalog) -> list[Finding]:
    """The plans of ``statement`` that read all of one of ``tables``: its custom plan, and its
    generic plan too if it is kept prepared."""
    plans = [("custom", custom_plan(statement))]
    if statement.prepared:
        plans.append(("generic", generic_plan(statement)))
    return [Finding(statement, kind, reads, text_plan(plan)) for kind, plan in plans
            if (reads := whole_table_scans(plan, tables, catalog))]


def text_plan(plan: dict, depth: int = 0) -> str:
    """A short text rendering of a JSON plan, for failure messages."""
    what = plan["Node Type"]
    if "Relation Name" in plan:
        what += f" on {plan['Relation Name']}"
    if "Index Name" in plan:
        what += f" using {plan['Index Name']}"
    details = [f"{key}: {plan[key]}" for key in ("Index Cond", "Filter", "Hash Cond", "Join Filter", "Sort Key")
               if key in plan]
    line = "  " * depth + f"-> {what} (rows={plan.get('Plan Rows')})" + (f" [{'; '.join(map(str, details))}]"
                                                                         if details else "")
    return "\n".join([line, *(text_plan(child, depth + 1) for child in plan.get("Plans", []))])


def row_counts(tables: set[str]) -> dict[str, float]:
    """How many rows the planner takes each of ``tables`` to hold (as the last ``ANALYZE`` left it)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT relname, reltuples FROM pg_class WHERE relname = ANY(%s)"
                       " AND relnamespace = 'public'::regnamespace", [sorted(tables)])
        return dict(cursor.fetchall())


def analyze(tables: list[str]) -> None:
    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"ANALYZE {connection.ops.quote_name(table)}")


def vacuum_analyze(tables: list[str]) -> None:
    """Outside any transaction: drop the dead rows a rolled-back fill left, and give the planner the
    tables' real statistics again (``ANALYZE`` in a transaction writes row counts that its rollback
    does not undo)."""
    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"VACUUM ANALYZE {connection.ops.quote_name(table)}")


# --- large tables ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tables:
    """How many rows of games nobody plays ``fill`` adds: ``games`` games (70% finished, 25% active
    with one seat to move and a deadline within three days, 5% waiting for an invited player), 2
    to 4 seats each among ``players`` players (seat 1 taken by an accepted invitation), 2 to 6
    events each, a snapshot per finished game and per other active game, two notifications per
    game (nearly all sent long ago), an API token per player, and ``chat_messages`` chat messages
    in each of ``chatty_games`` games."""

    games: int
    players: int
    chatty_games: int
    chat_messages: int

    def __str__(self) -> str:
        return (f"{self.games} games, {self.players} players, {self.chatty_games} games with "
                f"{self.chat_messages} chat messages")


# Rows made in SQL, so that filling takes a fraction of a second. Every foreign key points at a
# real row, so the deferred constraints hold whatever the caller does with them.
FILL = [
    """INSERT INTO players_player (password, is_superuser, email, name, locale, time_zone, notify, is_active,
                                  is_staff, date_joined, seat_directly, locale_chosen)
       SELECT '!', false, 'load' || i || '@plans.invalid', 'Load ' || i, 'en', 'UTC',
              CASE WHEN i %% 20 = 0 THEN 'daily_digest' WHEN i %% 50 = 1 THEN 'none' ELSE 'each_turn' END,
              true, false, now() - i * interval '1 minute', false, false
       FROM generate_series(1, %(players)s) AS i""",
    """INSERT INTO games_game (ruleset, options, status, seq, to_move, deadline, move_time_limit, outcome, seed,
                              created_by_id, created_at, updated_at, finished_at, seating, join_by)
       SELECT (ARRAY['uigo', 'fjords', 'knarr', 'graenaland', 'greenland'])[1 + i %% 5], '{}',
              CASE WHEN i %% 20 < 14 THEN 'finished' WHEN i %% 20 < 19 THEN 'active' ELSE 'waiting' END,
              CASE WHEN i %% 20 = 19 THEN 0 ELSE 2 + i %% 5 END,
              CASE WHEN i %% 20 BETWEEN 14 AND 18 THEN '[0]'::jsonb ELSE '[]'::jsonb END,
              CASE WHEN i %% 20 BETWEEN 14 AND 18 THEN now() + ((i * 37) %% 72 - 1) * interval '1 hour' END,
              interval '72 hours', CASE WHEN i %% 20 < 14 THEN '{"winners": [0]}'::jsonb END, md5(i::text),
              %(pbase)s + i %% %(players)s, now() - (i %% 2000) * interval '1 hour',
              now() - (i %% 1000) * interval '1 hour',
              CASE WHEN i %% 20 < 14 THEN now() - (i %% 1000) * interval '1 hour' END,
              CASE WHEN i %% 40 = 39 THEN 'random' ELSE 'listed' END,
              CASE WHEN i %% 20 = 19 THEN now() + (i %% 168) * interval '1 hour' END
       FROM generate_series(1, %(games)s) AS i""",
    """INSERT INTO games_seat (game_id, seat, player_id, is_to_move, deadline, reminded_for, turn_started_at,
                              chat_read_up_to, kind)
       SELECT g.id, s,
              CASE WHEN g.status = 'waiting' AND s > 0 THEN NULL
                   ELSE %(pbase)s + ((g.id - %(gbase)s) * 31 + s * 7919) %% %(players)s END,
              g.status = 'active' AND s = 0, CASE WHEN g.status = 'active' AND s = 0 THEN g.deadline END,
              NULL, CASE WHEN g.status = 'active' AND s = 0 THEN g.deadline - interval '72 hours' END, 0,
              CASE WHEN g.status = 'waiting' AND s > 0 THEN (ARRAY['open', 'link', 'player'])[1 + (g.id + s) %% 3]
                   ELSE 'player' END
       FROM games_game AS g, generate_series(0, 1 + g.id %% 3) AS s WHERE g.id >= %(gbase)s""",
    """INSERT INTO games_event (game_id, seq, type, version, seat, data, actor_id, batch, idempotency_key,
                               request_hash, created_at)
       SELECT g.id, n, CASE WHEN n = 1 THEN 'dealt' WHEN n %% 7 = 0 THEN 'meta:timeout' ELSE 'card_played' END,
              1, n %% 2, '{"card": "red-3"}', NULL, n,
              CASE WHEN n %% 3 = 0 THEN 'key-' || g.id || '-' || n END,
              CASE WHEN n %% 3 = 0 THEN md5(g.id || '-' || n) END, g.created_at + n * interval '1 minute'
       FROM games_game AS g, generate_series(1, g.seq) AS n WHERE g.id >= %(gbase)s""",
    """INSERT INTO games_snapshot (game_id, seq, rules_version, state, created_at)
       SELECT g.id, g.seq, 1, '{"hands": [[], []]}', g.updated_at FROM games_game AS g
       WHERE g.id >= %(gbase)s AND (g.status = 'finished' OR (g.status = 'active' AND g.id %% 2 = 0))""",
    """INSERT INTO notifications_notification (key, kind, status, email, context, attempts, last_error, created_at,
                                              claimed_at, sent_at, game_id, player_id)
       SELECT 'load:' || g.id || ':' || k, 'your_turn',
              CASE WHEN (g.id + k) %% 200 = 0 THEN 'pending' WHEN (g.id + k) %% 200 = 1 THEN 'sending'
                   WHEN (g.id + k) %% 200 = 2 THEN 'failed' WHEN (g.id + k) %% 50 = 3 THEN 'held'
                   WHEN (g.id + k) %% 20 = 4 THEN 'skipped' ELSE 'sent' END,
              'load@plans.invalid', '{"seq": 1, "seat": 0}', 1, '', g.created_at + k * interval '1 hour',
              g.created_at + k * interval '1 hour', g.created_at + k * interval '1 hour', g.id,
              %(pbase)s + ((g.id - %(gbase)s) * 31) %% %(players)s
       FROM games_game AS g, generate_series(1, 2) AS k WHERE g.id >= %(gbase)s""",
    """INSERT INTO games_chatmessage (game_id, seat, player_id, body, created_at)
       SELECT s.game_id, s.seat, s.player_id, 'hello', now() - n * interval '1 minute'
       FROM games_seat AS s, generate_series(1, %(chat_messages)s) AS n
       WHERE s.game_id >= %(gbase)s AND s.game_id < %(gbase)s + %(chatty_games)s AND s.seat = 0""",
    """INSERT INTO games_invitation (game_id, seat, email, status, expires_at, answered_at, created_at)
       SELECT s.game_id, s.seat, 'invited' || s.id || '@plans.invalid',
              CASE WHEN s.player_id IS NULL THEN 'pending' ELSE 'accepted' END,
              CASE WHEN s.player_id IS NULL THEN now() + interval '3 days' ELSE now() - interval '3 days' END,
              CASE WHEN s.player_id IS NOT NULL THEN now() - interval '5 days' END, now() - interval '6 days'
       FROM games_seat AS s WHERE s.game_id >= %(gbase)s AND (s.player_id IS NULL OR s.seat = 1)""",
    """INSERT INTO players_apitoken (player_id, name, key_hash, hint, created_at)
       SELECT %(pbase)s + i, '', md5(i::text) || md5((-i)::text), 'rp_x', now()
       FROM generate_series(0, %(players)s - 1) AS i""",
]

FILLED_TABLES = ["players_player", "games_game", "games_seat", "games_event", "games_snapshot",
                 "notifications_notification", "games_chatmessage", "games_invitation", "players_apitoken"]


def fill(tables: Tables) -> None:
    """Add the rows ``tables`` describes and ``ANALYZE`` the tables they went into."""
    values = {"games": tables.games, "players": tables.players, "chatty_games": tables.chatty_games,
              "chat_messages": tables.chat_messages}
    with connection.cursor() as cursor:
        for sql in FILL:
            if sql.lstrip().startswith(("INSERT INTO players_player ", "INSERT INTO games_game ")):
                # The first id of the new rows: those of one INSERT are consecutive (nobody else inserts).
                cursor.execute(f"WITH new AS ({sql} RETURNING id) SELECT min(id), max(id), count(*) FROM new", values)
                first, last, count = cursor.fetchone()
                assert last - first + 1 == count, "the ids of the new rows are not consecutive"
                values["pbase" if "players_player" in sql else "gbase"] = first
            else:
                cursor.execute(sql, values)
    analyze(FILLED_TABLES)
