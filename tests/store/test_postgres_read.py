"""The one-query read of a game with its seats and players (``PostgresEventStore.read_game``): it gives the
same models the ORM gives, in one query, and stays correct when an init signal listens."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.models.signals import post_init
from django.test.utils import CaptureQueriesContext

from games import services
from games.models import Game, Seat
from games.store import event_store
from players.models import Player

pytestmark = pytest.mark.django_db


def fields_of(instance) -> dict:
    return {field.attname: getattr(instance, field.attname) for field in type(instance)._meta.concrete_fields}


@pytest.fixture
def game(players):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:3]])


def test_fetch_game_equals_the_orm_and_costs_one_query(game):
    with CaptureQueriesContext(connection) as queries:
        fetched = services.fetch_game(game.pk)
        seats = list(fetched.seats.all())
        players = [seat.player for seat in seats]
        games = [seat.game for seat in seats]
        services.load_state(fetched)  # the cached state needs the row version: no query either
    assert len(queries) == 1, [q["sql"][:80] for q in queries]

    assert fields_of(fetched) == fields_of(Game.objects.get(pk=game.pk))
    expected_seats = list(Seat.objects.filter(game=game).order_by("seat"))
    assert [fields_of(seat) for seat in seats] == [fields_of(seat) for seat in expected_seats]
    assert all(found is fetched for found in games)
    assert [player.pk for player in players] == [seat.player_id for seat in expected_seats]
    assert not fetched._state.adding and fetched._state.db == "default"
    assert all(not seat._state.adding for seat in seats)


def test_fetched_models_save_like_orm_ones(game):
    fetched = services.fetch_game(game.pk)
    fetched.move_time_limit = fetched.move_time_limit * 2
    fetched.save(update_fields=["move_time_limit"])
    assert Game.objects.get(pk=game.pk).move_time_limit == game.move_time_limit * 2


def test_account_fields_are_deferred_and_load_on_access(game, players):
    player = services.fetch_game(game.pk).seats.all()[0].player
    assert player.get_deferred_fields() >= {"password", "date_joined"}
    with CaptureQueriesContext(connection) as queries:
        assert player.date_joined == Player.objects.get(pk=player.pk).date_joined
    assert len(queries) == 2  # the deferred field, then the comparison's own query


def test_an_init_signal_receiver_gets_orm_instances(game):
    seen = []

    def receiver(sender, instance, **kwargs):
        seen.append(type(instance))

    post_init.connect(receiver, sender=Game)
    try:
        found = event_store().read_game(game.pk, lock=False)
    finally:
        post_init.disconnect(receiver, sender=Game)
    assert found is not None
    assert seen == [Game]  # built through Model.__init__, so the receiver saw it
    assert fields_of(found[0]) == fields_of(Game.objects.get(pk=game.pk))


def test_missing_game():
    assert services.fetch_game(987654) is None
