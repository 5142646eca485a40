"""The one statement of API token authentication (``players.authentication``): the live token of a
hash and its active player, joined, read with a raw cursor (building the same query with the ORM
cost about five times its execution, on every API request).

This module sits with the player models, below the games (it imports nothing of ``games``): the
event store's SQL is ``games.store``'s, this is the only hand-written statement of ``players``.

Contract of ``read_token``: one query on the default database, by the token's hash (a unique
index); ``None`` unless the token exists, is not revoked and its player is active. Otherwise the
values of every concrete field of the token (``TOKEN_FIELDS``, in that order) and of its player
(``PLAYER_FIELDS``), as ``Model.from_db`` takes them, with every timestamp aware (UTC).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
from django.utils import timezone

from players.models import ApiToken, Player

# Every column of both rows: a model built from all its fields is cheaper than one with deferred ones.
TOKEN_FIELDS = [field.attname for field in ApiToken._meta.concrete_fields]
PLAYER_FIELDS = [field.attname for field in Player._meta.concrete_fields]

_sql: str | None = None


def lookup_sql() -> str:
    """The statement's text (one ``%s``: the token's hash), built once per process."""
    global _sql
    if _sql is None:
        quote = connections[DEFAULT_DB_ALIAS].ops.quote_name
        token, player = ApiToken._meta, Player._meta
        columns = ", ".join([*(f"t.{quote(field.column)}" for field in token.concrete_fields),
                             *(f"p.{quote(field.column)}" for field in player.concrete_fields)])
        _sql = (
            f"SELECT {columns} "
            f"FROM {quote(token.db_table)} t JOIN {quote(player.db_table)} p "
            f"ON p.{quote(player.pk.column)} = t.{quote(token.get_field('player').column)} "
            f"WHERE t.{quote(token.get_field('key_hash').column)} = %s "
            f"AND t.{quote(token.get_field('revoked_at').column)} IS NULL "
            f"AND p.{quote(player.get_field('is_active').column)}"
        )
    return _sql


def read_token(key_hash: str) -> tuple[tuple[Any, ...], tuple[Any, ...]] | None:
    """(the token's values, its player's values) for ``key_hash``, or ``None``; see the module
    docstring."""
    with connections[DEFAULT_DB_ALIAS].cursor() as cursor:
        cursor.execute(lookup_sql(), [key_hash])
        row = cursor.fetchone()
    if row is None:
        return None
    # A raw cursor skips the ORM's converters: SQLite (the development server's database) gives
    # its timestamps naive, in UTC; PostgreSQL gives them aware already.
    row = tuple(
        timezone.make_aware(value, UTC) if isinstance(value, datetime) and timezone.is_naive(value) else value
        for value in row
    )
    split = len(TOKEN_FIELDS)
    return row[:split], row[split:]
