"""The move path's statements are prepared on the server (``games.store.prepared``) and still
behave like Django's own cursors: errors are Django's, query capture sees them, time zones hold."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from games import services
from games.store.prepared import prepared_cursor

pytestmark = pytest.mark.django_db


def server_prepared() -> set[str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        return {row[0] for row in cursor.fetchall()}


def test_the_game_read_is_prepared_once_per_connection(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]])
    services.fetch_game(game.pk)
    services.fetch_game(game.pk)
    reads = [sql for sql in server_prepared() if 'FROM "games_game" g LEFT JOIN' in sql]
    assert len(reads) == 1


def test_errors_are_djangos_and_queries_are_captured():
    with CaptureQueriesContext(connection) as queries, pytest.raises(IntegrityError), prepared_cursor() as cursor:
        cursor.execute("INSERT INTO games_event (id) VALUES (NULL)")
    assert len(queries) == 1


def test_the_query_log_shows_prepared_statements():
    with CaptureQueriesContext(connection) as queries:
        for _ in range(2):  # prepared on the first run, executed by name on the second
            with prepared_cursor() as cursor:
                cursor.execute("SELECT %s::int + 1", [41])
                assert cursor.fetchone() == (42,)
    assert [query["sql"] for query in queries.captured_queries] == ["SELECT %s::int + 1"] * 2


def test_times_come_back_aware(players):
    with prepared_cursor() as cursor:
        cursor.execute("SELECT date_joined FROM players_player WHERE id = %s", [players[0].pk])
        (joined,) = cursor.fetchone()
    assert timezone.is_aware(joined)
    assert joined == players[0].date_joined
