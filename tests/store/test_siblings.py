"""The stores are siblings behind an abstract base (``games.store.interface.EventStore``): each
implements every operation itself, and the PostgreSQL store never runs the ORM store's code."""

from __future__ import annotations

import ast
import inspect

import pytest

from games.store import interface, postgres
from games.store.interface import EventStore
from games.store.orm import OrmEventStore
from games.store.postgres import PostgresEventStore

STORES = [OrmEventStore, PostgresEventStore]


def test_the_base_is_abstract_over_every_operation():
    assert {"read_game", "row_version", "state_after", "events", "batch_of_key", "lock_idempotency_key",
            "append", "announce", "announce_player", "add_to_outbox"} <= EventStore.__abstractmethods__
    with pytest.raises(TypeError):
        EventStore()


def test_postgres_store_is_not_an_orm_store():
    assert not issubclass(PostgresEventStore, OrmEventStore)
    assert not issubclass(OrmEventStore, PostgresEventStore)
    assert PostgresEventStore.__bases__ == (EventStore,)
    assert OrmEventStore.__bases__ == (EventStore,)


@pytest.mark.parametrize("store", STORES, ids=lambda store: store.__name__)
def test_each_store_implements_every_abstract_method(store):
    assert not store.__abstractmethods__
    for name in EventStore.__abstractmethods__:
        method = inspect.getattr_static(store, name)
        assert method is not inspect.getattr_static(EventStore, name), f"{store.__name__}.{name} is the base's"
        assert not getattr(method, "__isabstractmethod__", False), f"{store.__name__}.{name}"
    store()  # can be made


def test_the_postgres_module_does_not_import_the_orm_store():
    imported = set()
    for node in ast.walk(ast.parse(inspect.getsource(postgres))):
        if isinstance(node, ast.ImportFrom):
            imported.add(node.module)
        elif isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
    assert "games.store.orm" not in imported
    assert interface.__name__ in imported
