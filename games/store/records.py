"""Model instances for the store's rows, made without the ORM's per-field overhead.

A move makes a handful of rows (its events, maybe a snapshot and outbox rows) and reads a game
with its seats; ``Model.__init__``'s per-field dispatch cost more than the rest of making them.
These helpers make ordinary model instances, as the ORM would, only faster. Database-neutral.
"""

from __future__ import annotations

import functools
from typing import Any

from django.db.models.base import ModelState
from django.db.models.signals import post_init, pre_init

from games.models import Game, Seat


def has_init_signals(model: Any) -> bool:
    """Whether an init signal listens to ``model``: then instances must be made the ordinary way
    (the listener must see them made)."""
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
    if has_init_signals(model):
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


def prefetched(game: Game, seats: list[Seat]) -> Game:
    """``game`` with ``seats`` as its prefetched ``game.seats.all()`` (what
    ``prefetch_related(Prefetch("seats", …select_related("player")))`` would have left), so
    ``game.seats.all()`` asks nothing more of the database."""
    queryset = game.seats.all()
    queryset._result_cache = seats
    queryset._prefetch_done = True
    game._prefetched_objects_cache = {"seats": queryset}
    return game
