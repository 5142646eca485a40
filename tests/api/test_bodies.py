"""The hot endpoints build their bodies with the functions ``games.api.bodies.body_builder``
compiles from the serializers. Each must give, byte for byte once rendered, what DRF's own
serializer gives for the same instance: games waiting with invited, open, link and bot seats,
active and finished games of every rule set (null and set deadlines, outcomes), lobby games,
events with and without a seat, a move's answer, in UTC and in another time zone. The compiler's
own rules (sources, fallbacks to DRF, lists and nested serializers) are checked on small
serializers first."""

from __future__ import annotations

import enum
import zoneinfo
from datetime import UTC, datetime, timedelta
from random import Random
from types import SimpleNamespace

import pytest
from django.utils import timezone
from rest_framework import serializers
from rest_framework.renderers import JSONRenderer

from games import services
from games.api import serializers as s
from games.api.bodies import body_builder
from games.describe import BOT_NAMES
from games.models import Game
from games.rulesets import registry
from games.services.lobby import open_games
from tests.playing import play_random_move, play_to_end, seat_players

PARIS = zoneinfo.ZoneInfo("Europe/Paris")


def rendered(data) -> bytes:
    return JSONRenderer().render(data)


def assert_same(serializer_class, instance) -> dict:
    """The compiled body of ``instance`` is DRF's, in UTC and in Paris; returns it."""
    for zone in (UTC, PARIS):
        with timezone.override(zone):
            fast, reference = body_builder(serializer_class)(instance), serializer_class(instance).data
            assert fast == reference
            assert rendered(fast) == rendered(reference)  # same types too (an int is not a bool or a float)
    return fast


# --- the compiler's rules, on small serializers (no database) ------------------------------------

class Colour(enum.Enum):
    RED = "r"


class Inner(serializers.Serializer):
    n = serializers.IntegerField()
    label = serializers.SerializerMethodField()

    def get_label(self, obj) -> str:
        return f"#{obj['n']}" if isinstance(obj, dict) else f"#{obj.n}"


class Everything(serializers.Serializer):
    number = serializers.IntegerField()
    text = serializers.CharField()
    choice = serializers.ChoiceField(choices=["a", "b", ("r", "red")])
    when = serializers.DateTimeField(allow_null=True)
    blob = serializers.JSONField()
    numbers = serializers.ListField(child=serializers.IntegerField())
    scores = serializers.DictField(child=serializers.IntegerField())
    inner = Inner(allow_null=True)
    inners = Inner(many=True)
    deep = serializers.CharField(source="inner.label_text", allow_null=True)
    whole = serializers.SerializerMethodField()
    secret = serializers.CharField(write_only=True)

    def get_whole(self, obj) -> str:
        return type(obj).__name__


def everything(**changes) -> dict:
    value = {"number": "7", "text": 12, "choice": "a", "when": datetime(2026, 11, 25, 23, 30, tzinfo=UTC),
             "blob": {"k": [1, None]}, "numbers": [1, None, "3"], "scores": {0: "5", 1: None},
             "inner": {"n": 1, "label_text": "one"}, "inners": [{"n": 2}, {"n": 3}], "secret": "x"}
    return {**value, **changes}


def test_a_mapping_and_an_object_give_the_serializer_s_body():
    assert_same(Everything, everything())
    assert_same(Everything, SimpleNamespace(**{**everything(), "inner": SimpleNamespace(n=1, label_text="one"),
                                               "inners": [SimpleNamespace(n=2)]}))


@pytest.mark.parametrize("changes", [
    {"when": None, "inner": None},  # None is null, never converted
    {"choice": Colour.RED},  # an enum goes through the field itself
    {"choice": "c"},  # not a choice: passed through, as DRF does
    {"numbers": [], "scores": {}, "inners": []},
])
def test_values_are_represented_as_the_fields_represent_them(changes):
    assert_same(Everything, everything(**changes))


def test_a_missing_source_is_left_to_drf():
    class Lenient(serializers.Serializer):
        given = serializers.IntegerField()
        defaulted = serializers.IntegerField(default=5)
        nullable = serializers.IntegerField(allow_null=True)
        optional = serializers.IntegerField(required=False)

    body = assert_same(Lenient, {"given": 1})
    assert body == {"given": 1, "defaulted": 5, "nullable": None}
    with pytest.raises(KeyError):
        body_builder(Lenient)({})  # DRF's own error for a required field


def test_a_field_with_its_own_representation_keeps_it():
    class Shouting(serializers.CharField):
        def to_representation(self, value):
            return str(value).upper()

    class Loud(serializers.Serializer):
        word = Shouting()
        hours = s.HoursField(source="limit", allow_null=True)

    assert assert_same(Loud, {"word": "hej", "limit": timedelta(days=2, minutes=59)}) == {"word": "HEJ", "hours": 48}
    assert_same(Loud, {"word": "hej", "limit": None})


def test_the_builder_is_made_once_per_class():
    assert body_builder(s.GameSerializer) is body_builder(s.GameSerializer)
    assert body_builder(s.GameSerializer) is not body_builder(s.OpenGameSerializer)


# --- the hot bodies, on real games -----------------------------------------------------------------

def check_game(game_id: int) -> dict:
    return assert_same(s.GameSerializer, services.get_game(game_id))


def check_events(game, seat) -> None:
    events = services.events_for_seat(game, seat)
    assert events
    for event in events:
        assert_same(s.EventSerializer, event)
    assert_same(s.MoveResponseSerializer, {"seq": game.seq, "events": events[-3:]})
    assert_same(s.MoveResponseSerializer, services.MoveResult(seq=game.seq, events=events[-3:]))


@pytest.mark.django_db
@pytest.mark.parametrize("ruleset_id", registry().ids())
def test_game_and_event_bodies_equal_the_serializers(ruleset_id, players):
    ruleset = registry().get(ruleset_id)
    seated = players[: ruleset.min_players]
    game = services.create_game(creator=seated[0], ruleset_id=ruleset_id, seats=[p.pk for p in seated])
    assert check_game(game.pk)["deadline"] is not None
    chooser, by_seat = Random(7), seat_players(game)
    for _ in range(12):
        play_random_move(game, chooser, by_seat)
    game.refresh_from_db()
    check_game(game.pk)
    check_events(game, 0)
    check_events(game, None)


@pytest.mark.django_db
def test_a_finished_game_with_its_outcome(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:3]])
    play_to_end(game, seed=3)
    game.refresh_from_db()
    assert game.outcome is not None
    body = check_game(game.pk)
    assert body["deadline"] is None and body["outcome"]["ranking"] and body["to_move"] == []
    check_events(game, 1)


@pytest.mark.django_db
def test_a_waiting_game_with_an_invited_seat(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "guest@example.org"])
    body = check_game(game.pk)
    assert body["status"] == "waiting" and body["outcome"] is None and body["deadline"] is None
    assert body["seats"][1] == {"seat": 1, "player": None, "name": None, "kind": "player",
                                 "level": None}


@pytest.mark.django_db
def test_games_with_open_link_and_bot_seats_and_a_rematch(players):
    waiting = services.create_game(creator=players[0], ruleset_id="knarr", seating="random",
                                   seats=[players[0].pk, {"kind": "open"}, {"kind": "link"}, {"kind": "bot"}])
    body = check_game(waiting.pk)
    assert [seat["kind"] for seat in body["seats"]] == ["player", "open", "link", "bot"]
    bot = next(seat for seat in body["seats"] if seat["kind"] == "bot")  # wherever the seating put it
    assert bot["player"] is None and bot["level"] == "normal"
    assert bot["name"] == f"Bot {BOT_NAMES[bot['seat']]} (normal)"
    assert body["seating"] == "random" and body["join_by"] is not None and body["rematch_of"] is None
    ended = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    play_to_end(ended, seed=3)
    again = services.rematch(game_id=ended.pk, player=players[1])
    assert check_game(again.pk)["rematch_of"] == ended.pk
    with_bot = services.create_game(creator=players[0], ruleset_id="uigo",
                                    seats=[players[0].pk, {"kind": "bot", "level": "strong"}])
    body = check_game(with_bot.pk)
    assert body["status"] == "active" and body["seats"][1]["level"] == "strong"
    assert body["seats"][1]["name"] == "Bot Bjørn (strong)"


@pytest.mark.django_db
def test_lobby_games(players):
    services.create_game(creator=players[0], ruleset_id="knarr", seats=[players[0].pk, {"kind": "open"},
                                                                        {"kind": "open"}, {"kind": "bot"}])
    unlimited = services.create_game(creator=players[1], ruleset_id="uigo", seats=[players[1].pk, {"kind": "open"}])
    Game.objects.filter(pk=unlimited.pk).update(move_time_limit=None)  # an old game, from before the default
    services.create_game(creator=players[2], ruleset_id="uigo", seats=[players[2].pk, {"kind": "open"}],
                         move_time_limit=timedelta(hours=5, minutes=30))
    bodies = [assert_same(s.OpenGameSerializer, game) for game in open_games()]
    assert [(body["seats_left"], body["move_time_limit_hours"]) for body in bodies] == [(1, 5), (1, None), (2, 72)]
