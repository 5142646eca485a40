"""The hot endpoints build their bodies as plain dicts (games.api.serializers.game_body and
friends) instead of through DRF serializers; the serializers stay as the schema. Each function
must give, byte for byte once rendered, what its serializer gives: waiting games with an invited
seat, active and finished games of every rule set, events with and without a seat, in UTC and
in another time zone."""

from __future__ import annotations

import zoneinfo
from random import Random

import pytest
from django.utils import timezone
from rest_framework.renderers import JSONRenderer

from games import services
from games.api import serializers as s
from games.api.views import _game_or_404
from games.rulesets import registry
from tests.playing import play_random_move, play_to_end, seat_players

pytestmark = pytest.mark.django_db

PARIS = zoneinfo.ZoneInfo("Europe/Paris")


def rendered(data) -> bytes:
    return JSONRenderer().render(data)


def assert_same(fast, reference) -> None:
    assert fast == reference
    assert rendered(fast) == rendered(reference)  # same types too (an int is not a bool or a float)


def check_game(game_id: int) -> None:
    game = _game_or_404(game_id)
    assert_same(s.game_body(game), s.GameSerializer(game).data)
    with timezone.override(PARIS):
        assert_same(s.game_body(game), s.GameSerializer(game).data)


def check_events(game, seat) -> None:
    events = services.events_for_seat(game, seat)
    assert events
    assert_same([s.event_body(event) for event in events], s.EventSerializer(events, many=True).data)
    assert_same(s.move_response_body(game.seq, events[-3:]),
                s.MoveResponseSerializer({"seq": game.seq, "events": events[-3:]}).data)


@pytest.mark.parametrize("ruleset_id", registry().ids())
def test_game_and_event_bodies_equal_the_serializers(ruleset_id, players):
    ruleset = registry().get(ruleset_id)
    seated = players[: ruleset.min_players]
    game = services.create_game(creator=seated[0], ruleset_id=ruleset_id, seats=[p.pk for p in seated])
    check_game(game.pk)
    chooser, by_seat = Random(7), seat_players(game)
    for _ in range(12):
        play_random_move(game, chooser, by_seat)
    game.refresh_from_db()
    check_game(game.pk)
    with timezone.override(PARIS):
        check_events(game, 0)
    check_events(game, None)


def test_a_finished_game_with_its_outcome(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:3]])
    play_to_end(game, seed=3)
    game.refresh_from_db()
    assert game.outcome is not None
    check_game(game.pk)
    check_events(game, 1)


def test_a_waiting_game_with_an_invited_seat(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "guest@example.org"])
    body = s.game_body(_game_or_404(game.pk))
    assert body["status"] == "waiting"
    assert body["seats"][1] == {"seat": 1, "player": None, "name": None, "kind": "player"}
    check_game(game.pk)


def test_games_with_open_link_and_bot_seats_and_a_rematch(players):
    waiting = services.create_game(creator=players[0], ruleset_id="knarr", seating="random",
                                   seats=[players[0].pk, {"kind": "open"}, {"kind": "link"}, {"kind": "bot"}])
    body = s.game_body(_game_or_404(waiting.pk))
    assert [seat["kind"] for seat in body["seats"]] == ["player", "open", "link", "bot"]
    assert body["seating"] == "random" and body["join_by"] is not None and body["rematch_of"] is None
    check_game(waiting.pk)
    ended = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    play_to_end(ended, seed=3)
    again = services.rematch(game_id=ended.pk, player=players[1])
    assert s.game_body(_game_or_404(again.pk))["rematch_of"] == ended.pk
    check_game(again.pk)
