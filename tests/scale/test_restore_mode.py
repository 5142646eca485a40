"""``fill_games --restore-mode`` (``games.store.bulk.restore_mode``): the fill with triggers off
and the event table's plain index built at the end leaves the tables as they were (the same
indexes under the same names, valid, on every partition; triggers on again) and writes the same
events as the ordinary fill of the same seed."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.db import connection

from games.models import Event

pytestmark = pytest.mark.django_db


def indexes() -> list[tuple]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT c.relname, i.relname, pg_get_indexdef(i.oid), x.indisvalid FROM pg_index x "
                       "JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid "
                       "WHERE c.relname LIKE 'games_%' ORDER BY 1, 2")
        return cursor.fetchall()


def events_by_game() -> list[list[tuple]]:
    """Each game's events (without the actor: the two fills seat different new players), games in
    id order."""
    games: dict[int, list[tuple]] = {}
    for game_id, *event in Event.objects.order_by("game_id", "seq").values_list("game_id", "seq", "type", "seat",
                                                                                "data", "batch"):
        games.setdefault(game_id, []).append(tuple(event))
    return [games[game_id] for game_id in sorted(games)]


def test_the_restore_mode_leaves_the_indexes_and_writes_what_the_fill_writes():
    before = indexes()
    assert any("(actor_id)" in definition for _table, _name, definition, _valid in before)
    call_command("fill_games", games=40, playouts=1, seed=4, stdout=io.StringIO())
    with connection.cursor() as cursor:  # the foreign keys' checks, deferred to a commit the test never makes
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
    call_command("fill_games", games=40, playouts=1, seed=4, append=True, restore_mode=True, stdout=io.StringIO())
    assert indexes() == before  # the same indexes, valid, the partitions' included
    with connection.cursor() as cursor:
        cursor.execute("SELECT current_setting('session_replication_role')")
        assert cursor.fetchone()[0] == "origin"  # triggers fire again
    games = events_by_game()
    assert len(games) == 80 and sum(map(len, games)) > 80
    assert games[:40] == games[40:]  # the same seed, the same games, with and without the restore mode
