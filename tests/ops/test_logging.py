"""Structured logs: one JSON object per line, and the game id and seq on every line of a move."""

from __future__ import annotations

import io
import json
import logging
import threading
from random import Random

import pytest

from config.logging import (
    ContextFilter,
    JsonFormatter,
    PlainFormatter,
    current_log_context,
    log_context,
    log_scope,
)
from games import services
from tests.playing import seat_players


@pytest.fixture
def json_lines():
    """Capture every record that reaches the root logger as the production handler writes it."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(ContextFilter())
    root = logging.getLogger()
    previous_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)

    def read() -> list[dict]:
        text = stream.getvalue()
        return [json.loads(line) for line in text.splitlines()]  # fails unless every line is JSON

    try:
        yield read
    finally:
        root.removeHandler(handler)
        root.setLevel(previous_level)


def test_a_line_is_one_json_object_with_time_level_logger_message(json_lines):
    logger = logging.getLogger("ravenpost.test")
    logger.info("hello %s", "world")
    try:
        raise ValueError("boom\nsecond line")
    except ValueError:
        logger.exception("it failed")
    first, second = json_lines()
    assert first["level"] == "INFO" and first["logger"] == "ravenpost.test" and first["message"] == "hello world"
    assert first["time"].endswith("+00:00") and "T" in first["time"]
    assert "game_id" not in first and "seq" not in first
    assert second["level"] == "ERROR" and second["message"] == "it failed"
    assert second["exception"].startswith("Traceback") and "ValueError: boom" in second["exception"]


def test_the_context_is_added_then_restored(json_lines):
    logger = logging.getLogger("ravenpost.test")
    with log_context(game_id=7, seq=12):
        logger.info("inside")
        with log_context(seq=13):
            logger.info("nested")
        assert current_log_context() == {"game_id": 7, "seq": 12}
    logger.info("outside")
    inside, nested, outside = json_lines()
    assert (inside["game_id"], inside["seq"]) == (7, 12)
    assert (nested["game_id"], nested["seq"]) == (7, 13)
    assert "game_id" not in outside
    assert current_log_context() == {}


def test_each_thread_has_its_own_context(json_lines):
    """Two requests on two gunicorn threads never see each other's game."""
    ready, done = threading.Event(), threading.Event()

    def other_request():
        with log_context(game_id=2, seq=5):
            ready.set()
            done.wait(5)
            logging.getLogger("ravenpost.test").info("other")

    thread = threading.Thread(target=other_request)
    thread.start()
    ready.wait(5)
    with log_context(game_id=1, seq=9):
        logging.getLogger("ravenpost.test").info("mine")
    done.set()
    thread.join(5)
    lines = {line["message"]: line for line in json_lines()}
    assert (lines["mine"]["game_id"], lines["mine"]["seq"]) == (1, 9)
    assert (lines["other"]["game_id"], lines["other"]["seq"]) == (2, 5)


def test_log_scope_reads_keyword_arguments_and_keeps_the_signature():
    import inspect

    @log_scope(game_id="game_id", seq="expected_seq")
    def move(*, game_id, expected_seq, other=None):
        return current_log_context()

    assert move(game_id=3, expected_seq=8) == {"game_id": 3, "seq": 8}
    assert current_log_context() == {}
    assert list(inspect.signature(move).parameters) == ["game_id", "expected_seq", "other"]


def test_the_plain_format_shows_the_game_too():
    record = logging.LogRecord("ravenpost.test", logging.INFO, __file__, 1, "moved", None, None)
    with log_context(game_id=4, seq=2):
        ContextFilter().filter(record)
    assert PlainFormatter().format(record).endswith("ravenpost.test moved [game=4 seq=2]")


def _start_game(players):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]])


@pytest.mark.django_db
def test_every_log_line_of_a_move_carries_the_game_and_seq(players, json_lines, monkeypatch):
    game = _start_game(players)
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    seat = sorted(ruleset.to_move(state))[0]
    move = Random(1).choice(ruleset.legal_moves(state, seat))

    # A line logged deep inside the move (by another module) must carry the context too.
    from games.services import commands

    real_load_state = commands.load_state

    def load_state_and_log(game_row, **kwargs):
        logging.getLogger("games.services.reads").info("folding the events")
        return real_load_state(game_row, **kwargs)

    monkeypatch.setattr(commands, "load_state", load_state_and_log)
    expected_seq = game.seq
    services.submit_move(game_id=game.pk, player=seat_players(game)[seat], move=move, expected_seq=expected_seq)
    logging.getLogger("ravenpost.test").info("after the move")

    lines = json_lines()
    during = [line for line in lines if line["message"] != "after the move"]
    assert {line["logger"] for line in during} >= {"games.services.reads", "games.services.commands"}
    for line in during:
        assert (line["game_id"], line["seq"]) == (game.pk, expected_seq), line
    played = next(line for line in during if line["logger"] == "games.services.commands")
    assert played["message"].startswith(f"seat {seat} played {move['type']}")
    after = lines[-1]
    assert after["message"] == "after the move" and "game_id" not in after


@pytest.mark.django_db
def test_the_notification_task_logs_with_its_game(players, json_lines, monkeypatch):
    from notifications import emails, tasks
    from outbox.models import Notification

    game = _start_game(players)
    notification = Notification.objects.filter(game=game, kind=Notification.Kind.YOUR_TURN).first()
    assert notification is not None and notification.context.get("seq")

    def broken_message(_notification):
        raise ConnectionRefusedError("the SMTP server is down")

    monkeypatch.setattr(emails, "build_message", broken_message)
    with pytest.raises(ConnectionRefusedError):
        tasks.deliver(notification.pk)  # called directly, Celery re-raises instead of retrying
    warning = next(line for line in json_lines() if line["logger"] == "notifications.tasks")
    assert warning["level"] == "WARNING" and f"notification {notification.pk} failed" in warning["message"]
    assert (warning["game_id"], warning["seq"]) == (game.pk, notification.context["seq"])
    assert current_log_context() == {}
