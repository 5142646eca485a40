"""The store's statements for the stream listener (``games.store.listen``) and for bulk loading
(``games.store.bulk``): the hub and the fill send these, and hold no SQL of their own."""

from __future__ import annotations

import pytest
from django.db import connection

from games import services
from games.models import Game
from games.store import event_store
from games.store.bulk import COPY_NULL, copy_text, reserve_ids
from games.store.listen import listen_statement, seated_statement

postgres_only = pytest.mark.skipif("connection.vendor != 'postgresql'")


def test_listen_names_the_channel_bare():
    assert listen_statement("ravenpost_games") == "LISTEN ravenpost_games"


@pytest.mark.parametrize("channel", ["", "two words", "a;NOTIFY b", '"quoted"', "kanał"])
def test_listen_refuses_a_channel_that_would_need_quoting(channel):
    with pytest.raises(ValueError):
        listen_statement(channel)


@pytest.mark.django_db
def test_the_stores_channel_can_be_listened_to():
    channel = event_store().channel
    if channel is not None:
        assert listen_statement(channel) == f"LISTEN {channel}"


@pytest.mark.django_db
def test_seated_gives_the_players_at_the_game_and_leaves_open_seats_out(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, {"kind": "open"}])
    sql, params = seated_statement(game.pk)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        assert [row[0] for row in cursor.fetchall()] == [players[0].pk]


def test_copy_text_escapes_what_copy_reads_as_syntax():
    assert copy_text("a\\b\tc\nd\re") == "a\\\\b\\tc\\nd\\re"
    assert COPY_NULL == "\\N"


@postgres_only
@pytest.mark.django_db
def test_reserved_ids_are_fresh_and_distinct():
    ids = reserve_ids(Game, 5)
    assert len(set(ids)) == 5 and ids == sorted(ids)
    assert reserve_ids(Game, 1)[0] > ids[-1]
