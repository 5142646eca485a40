"""A bot's move as people read it: the log, the emails and the API name the bot ("Bot Bjørn
(normal)"), never "the autopilot", while a seat handed to the autopilot (its player left) still
says so, and markers written before bots were named (``{}``) still read as they did.

The marker before a move played for a seat (``meta:autopilot``) carries the bot's level for a bot
seat's own move (``games.services.bot_moves.marker``); ``games.describe`` gives it no line, and
the move's own events, in the rule set's words, name the bot as they name a player.
"""

from __future__ import annotations

import html

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation
from jsonschema import Draft202012Validator

from games import services, tasks
from games.describe import describe_events, seat_names
from games.meta_events import AUTOPILOT, DATA_SCHEMAS
from games.models import Event, Game
from notifications.emails import build_message
from outbox.models import Notification

pytestmark = pytest.mark.django_db

AUTOPILOT_WORDS = ("autopilot", "pilote automatique")
BOT_NAME = {"en": "Bot Bjørn (normal)", "fr": "Robot Bjørn (normal)"}


@pytest.fixture
def on_queue(settings):
    settings.BOTS_ON_QUEUE = True


def first_legal(game: Game, player) -> None:
    game.refresh_from_db()
    ruleset, state = services.ruleset_for(game), services.load_state(game)
    services.submit_move(game_id=game.pk, player=player, move=ruleset.legal_moves(state, 0)[0], expected_seq=game.seq)


def a_game_where_the_bot_moved(player, capture, level="normal", ruleset="knarr") -> Game:
    """``player`` (seat 0) against a bot (seat 1) until the bot played at least twice, its moves
    through the "bots" queue (run eagerly by the commit hooks) unless it is "easy"."""
    with capture(execute=True):
        game = services.create_game(creator=player, ruleset_id=ruleset, seats=[player.pk, {"kind": "bot", "level": level}])
    for _ in range(60):
        game.refresh_from_db()
        if Event.objects.filter(game=game, type=AUTOPILOT, seat=1).count() >= 2 and game.to_move == [0]:
            return game
        assert game.status == Game.Status.ACTIVE and game.to_move == [0]
        with capture(execute=True):
            first_legal(game, player)
    raise AssertionError("the bot never moved twice")


def log_texts(game: Game, seat: int | None, locale: str) -> list[str]:
    rows = list(Event.objects.filter(game=game).order_by("seq"))
    with translation.override(locale):
        return [line["text"] for line in describe_events(services.ruleset_for(game), rows, seat, seat_names(game), locale)]


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_marker_of_a_bot_move_names_its_level(on_queue, players, django_capture_on_commit_callbacks, level):
    game = a_game_where_the_bot_moved(players[0], django_capture_on_commit_callbacks, level=level)
    markers = list(Event.objects.filter(game=game, type=AUTOPILOT).values_list("seat", "data", "actor"))
    assert markers and set(map(str, markers)) == {str((1, {"bot": level}, None))}
    for _seat, data, _actor in markers:  # as the API publishes its schema (MetaAutopilotEventData)
        assert list(Draft202012Validator(DATA_SCHEMAS[AUTOPILOT]).iter_errors(data)) == []


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_the_log_names_the_bot_and_says_nothing_of_an_autopilot(
        on_queue, players, django_capture_on_commit_callbacks, locale):
    game = a_game_where_the_bot_moved(players[0], django_capture_on_commit_callbacks)
    for seat in (0, None):  # the player's log and a spectator's
        texts = log_texts(game, seat, locale)
        assert not [text for text in texts if any(word in text.lower() for word in AUTOPILOT_WORDS)], texts
        # The bot's moves read as a player's do, named by the bot: Knarr's "… takes the blue Viking …".
        bot_lines = [text for text in texts if text.startswith(BOT_NAME[locale])]
        assert len(bot_lines) >= 2, texts


def test_a_seat_handed_to_the_autopilot_still_says_so(players):
    alice, bob = players[0], players[1]
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    services.leave_game(game_id=game.pk, player=bob)
    for _ in range(6):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or 0 not in game.to_move:
            break
        first_legal(game, alice)
    markers = list(Event.objects.filter(game=game, type=AUTOPILOT).values_list("data", flat=True))
    assert markers and all(data == {} for data in markers)
    assert "The autopilot played the following move." in log_texts(game, 0, "en")
    assert "Le pilote automatique a joué le coup suivant." in log_texts(game, 0, "fr")


def test_a_marker_from_before_bots_were_named_reads_as_it_did(players):
    """Events are never rewritten: a bot seat's marker written as ``{}`` keeps its autopilot line."""
    alice = players[0]
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, {"kind": "bot", "level": "normal"}])
    old = Event(game=game, seq=game.seq + 1, batch=game.seq + 1, type=AUTOPILOT, seat=1, data={}, actor=None)
    ruleset, names = services.ruleset_for(game), seat_names(game)
    with translation.override("en"):
        assert [line["text"] for line in describe_events(ruleset, [old], 0, names, "en")] == [
            "The autopilot played the following move."]
    named = Event(game=game, seq=game.seq + 1, batch=game.seq + 1, type=AUTOPILOT, seat=1, data={"bot": "normal"})
    assert describe_events(ruleset, [named], 0, names, "en") == []
    assert list(Draft202012Validator(DATA_SCHEMAS[AUTOPILOT]).iter_errors({})) == []
    assert list(Draft202012Validator(DATA_SCHEMAS[AUTOPILOT]).iter_errors({"bot": "genius"}))


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_the_turn_email_after_a_bot_move_names_the_bot(on_queue, players, django_capture_on_commit_callbacks, locale):
    alice = players[0]
    alice.locale, alice.locale_chosen = locale, True
    alice.save(update_fields=["locale", "locale_chosen"])
    game = a_game_where_the_bot_moved(alice, django_capture_on_commit_callbacks)
    row = Notification.objects.filter(game=game, player=alice, kind="your_turn").exclude(status="dropped").latest("pk")
    marker = Event.objects.filter(game=game, type=AUTOPILOT, seat=1).latest("seq")
    assert row.context["seq"] > marker.seq  # the email of the turn the bot's move gave back
    body = build_message(row).body
    assert BOT_NAME[locale] in body
    assert not any(word in body.lower() for word in AUTOPILOT_WORDS), body


def test_the_api_log_tells_a_bot_move_from_the_autopilot(on_queue, players, client_for, django_capture_on_commit_callbacks):
    alice = players[0]
    game = a_game_where_the_bot_moved(alice, django_capture_on_commit_callbacks)
    body = client_for(alice).get(f"/api/games/{game.pk}/events/?limit=500").json()
    markers = [event for event in body if event["type"] == AUTOPILOT]
    assert markers and all(event["data"] == {"bot": "normal"} and event["seat"] == 1 for event in markers)
    game_body = client_for(alice).get(f"/api/games/{game.pk}/").json()
    assert game_body["seats"][1]["name"] == "Bot Bjørn (normal)" and game_body["seats"][1]["level"] == "normal"


def test_a_task_plays_with_the_marker_too(on_queue, players, monkeypatch, django_capture_on_commit_callbacks):
    """The queue's task (``services.play_bot_move``) writes the same marker as the in-transaction path."""
    asked: list[tuple] = []
    monkeypatch.setattr(tasks.play_bot_move, "apply_async", lambda args, **_options: asked.append(tuple(args)))
    alice = players[0]
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, {"kind": "bot", "level": "strong"}])
    for _ in range(20):
        game.refresh_from_db()
        if game.to_move == [1]:
            break
        with django_capture_on_commit_callbacks(execute=True):
            first_legal(game, alice)
    assert asked[-1] == (game.pk, 1, game.seq)
    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.play_bot_move(*asked[-1]) is not None
    marker = Event.objects.get(game=game, type=AUTOPILOT, seq=game.seq + 1)
    assert marker.data == {"bot": "strong"} and marker.seat == 1 and marker.actor_id is None


def test_the_admin_game_page_names_the_bot_seat_and_the_autopilot_apart(players, make_player):
    alice, bob = players[0], players[1]
    game = services.create_game(creator=alice, ruleset_id="uigo",
                                seats=[alice.pk, {"kind": "bot", "level": "strong"}, bob.pk])
    services.leave_game(game_id=game.pk, player=bob)  # seat 2: handed to the autopilot
    root = make_player("Root")
    root.is_staff = root.is_superuser = True
    root.save()
    client = Client(HTTP_ACCEPT_LANGUAGE="en")
    client.force_login(root)
    page = html.unescape(client.get(reverse("admin:games_game_change", args=[game.pk])).content.decode())
    assert "<strong>Bot Bjørn (strong)</strong>" in page and "<strong>Autopilot</strong>" in page
