"""A game with its seats and their players, in one round trip.

Every API request about a game and every move starts by reading the game row, its seats and
their players. With the ORM that is two queries (three with the row version the state cache
needs, see ``reads.StateCache``) and most of their CPU goes into building them; here it is one
``SELECT`` written out once, joined, with the row's ``xmin``, optionally ``FOR NO KEY UPDATE`` of the
game row (a move locks it; a read does not). Instances are made with ``Model.from_db`` after the
same field converters the ORM applies (JSON decoding, time zones), so they are ordinary models.

PostgreSQL only (``xmin``); elsewhere (the SQLite development server) the ORM reads them.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connection, connections
from django.db.models.base import ModelState
from django.db.models.signals import post_init, pre_init

from games.models import Game, Seat
from games.services.prepared import on_postgresql, prepared_cursor
from players.models import Player


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
        init signal listens to this model (see ``_has_init_signals``)."""
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


def _has_init_signals(model: Any) -> bool:
    return pre_init.has_listeners(model) or post_init.has_listeners(model)


@functools.cache
def _concrete(model: Any) -> tuple[tuple[str, Any], ...]:
    return tuple((field.attname, field) for field in model._meta.concrete_fields)


def new_unsaved(model: Any, related: dict[str, Any] | None = None, **values: Any) -> Any:
    """``model(**values)``, an unsaved instance, for the rows a move writes, without
    ``Model.__init__``'s per-field dispatch (which cost more than the rest of making a move's
    rows). ``values`` are by attname (``game_id``, not ``game``); a field not given gets its
    default, as in ``__init__``. ``related``: objects to cache on foreign keys (``{"game": game}``),
    so reading ``row.game`` asks nothing. The ordinary constructor runs when an init signal
    listens to the model (it must see its instances made)."""
    unknown = values.keys() - {attname for attname, _field in _concrete(model)}
    if unknown:
        raise TypeError(f"{model.__name__} has no field {sorted(unknown)[0]!r}")
    if _has_init_signals(model):
        instance = model(**values)
    else:
        instance = model.__new__(model)
        fields = instance.__dict__
        for attname, model_field in _concrete(model):
            fields[attname] = values[attname] if attname in values else model_field.get_default()
        instance._state = ModelState()
    for name, obj in (related or {}).items():
        model._meta.get_field(name).set_cached_value(instance, obj)
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


def read_game_and_seats(game_id: int, *, lock: bool) -> tuple[Game, list[Seat], str | None] | None:
    """The game, its seats in seat order (each with ``game`` and ``player`` set) and the game row's
    version (``xmin``, ``None`` off PostgreSQL); ``None`` if there is no such game.

    ``lock``: lock the game row until the end of the transaction (the seats are not locked: only
    the service layer writes them, and always after locking their game). The lock is ``FOR NO KEY
    UPDATE``, the one an ``UPDATE`` of the row takes: it excludes every other service writer, but
    not the ``KEY SHARE`` lock with which PostgreSQL checks a foreign key to the game. With ``FOR
    UPDATE``, a transaction that had updated a seat (a reminder's claim) and then inserted a row
    pointing at the game (its notification) waited for the game's lock while this one waited for
    the seat: a deadlock.
    """
    if not on_postgresql():
        games = Game.objects.select_for_update(of=("self",), no_key=True) if lock else Game.objects
        game = games.filter(pk=game_id).first()
        if game is None:
            return None
        seats = list(Seat.objects.filter(game_id=game.pk).select_related("player").order_by("seat"))
        for seat in seats:
            seat.game = game
        return game, seats, None
    query = _query()
    db = connections[DEFAULT_DB_ALIAS]
    with prepared_cursor() as cursor:
        cursor.execute(query.sql + (" FOR NO KEY UPDATE OF g" if lock else ""), [game_id])
        rows = cursor.fetchall()
    if not rows:
        return None
    game = query.game.read(rows[0], db, _has_init_signals(Game))
    seats = []
    seat_signals, player_signals = _has_init_signals(Seat), _has_init_signals(Player)
    for row in rows:
        if row[query.seat.start] is None:
            continue  # a game without seats (never made by create_game)
        seat = query.seat.read(row, db, seat_signals)
        _SEAT_GAME.set_cached_value(seat, game)
        player = query.player.read(row, db, player_signals) if row[query.player.start] is not None else None
        _SEAT_PLAYER.set_cached_value(seat, player)
        seats.append(seat)
    return game, seats, rows[0][-1]


def prefetched(game: Game, seats: list[Seat]) -> Game:
    """``game`` with ``seats`` as its prefetched ``game.seats.all()`` (what
    ``prefetch_related(Prefetch("seats", …select_related("player")))`` would have left), so
    ``game.seats.all()`` asks nothing more of the database."""
    queryset = game.seats.all()
    queryset._result_cache = seats
    queryset._prefetch_done = True
    game._prefetched_objects_cache = {"seats": queryset}
    return game
