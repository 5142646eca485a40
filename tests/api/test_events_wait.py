"""``GET /api/games/{id}/events/?after=SEQ&wait=S``: a long poll that answers as soon as an event
the caller may see is appended, or with an empty list when the time is up."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connections

from games import services
from games.services import reads

pytestmark = pytest.mark.django_db


@pytest.fixture
def game(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    return game


def move_later(game, player, delay: float) -> threading.Thread:
    """Post the first legal move of ``player`` after ``delay`` seconds, from another thread."""

    def run() -> None:
        try:
            time.sleep(delay)
            state = services.load_state(game)
            seat = game.to_move[0]
            move = services.ruleset_for(game).legal_moves(state, seat)[0]
            services.submit_move(game_id=game.pk, player=player, move=move, expected_seq=game.seq)
        finally:
            connections.close_all()  # this thread's own connection must not outlive the test

    thread = threading.Thread(target=run)
    thread.start()
    return thread


@pytest.mark.django_db(transaction=True)
def test_the_wait_ends_when_a_move_is_made(players, client_for, game):
    waiter = client_for(players[1 - game.to_move[0]])
    thread = move_later(game, players[game.to_move[0]], delay=0.6)
    started = time.monotonic()
    response = waiter.get(f"/api/games/{game.pk}/events/?after={game.seq}&wait=20")
    elapsed = time.monotonic() - started
    thread.join()
    assert response.status_code == 200
    events = response.json()
    assert events and events[0]["seq"] == game.seq + 1
    assert elapsed < 15  # it answered when the move came, not at the end of the wait


def test_an_empty_answer_when_nothing_comes(players, client_for, game, monkeypatch):
    monkeypatch.setattr(reads, "WAIT_POLL_SECONDS", 0.05)
    client = client_for(players[0])
    assert client.get(f"/api/games/{game.pk}/events/?after={game.seq}&wait=1").json() == []


def test_no_wait_when_there_is_already_something(players, client_for, game, monkeypatch):
    def no_sleep(seconds):
        raise AssertionError("should not wait")

    monkeypatch.setattr(reads.time, "sleep", no_sleep)
    events = client_for(players[0]).get(f"/api/games/{game.pk}/events/?after=0&wait=30").json()
    assert [e["seq"] for e in events] == list(range(1, game.seq + 1))


def test_the_wait_is_capped(players, game, monkeypatch):
    clock = iter(range(0, 10_000, 5))
    monkeypatch.setattr(reads.time, "monotonic", lambda: next(clock))
    naps = []
    monkeypatch.setattr(reads.time, "sleep", naps.append)
    assert services.wait_for_events(game, 0, after=game.seq, wait=10_000) == []
    assert len(naps) <= reads.MAX_WAIT_SECONDS // 5 + 1


def test_events_hidden_from_the_caller_do_not_end_the_wait(players, game, monkeypatch):
    """A seat that may see none of the new events keeps waiting (it could not advance ``after``)."""
    ruleset = services.ruleset_for(game)
    monkeypatch.setattr(type(ruleset), "redact", lambda self, event, seat: None)
    monkeypatch.setattr(reads, "WAIT_POLL_SECONDS", 0.05)
    started = time.monotonic()
    assert services.wait_for_events(game, 0, after=0, wait=1) == []
    assert time.monotonic() - started >= 0.9


def test_no_wait_on_a_finished_game(players, game, monkeypatch):
    from tests.playing import play_to_end

    play_to_end(game, seed=2)
    game.refresh_from_db()
    monkeypatch.setattr(reads.time, "sleep", lambda seconds: pytest.fail("waited on a finished game"))
    assert services.wait_for_events(game, 0, after=game.seq, wait=30) == []
