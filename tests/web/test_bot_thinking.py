"""A bot to move is "thinking", on the game page as the server draws it (no script needed): "Bot
Bjørn (normal) is thinking…", « Robot Bjørn (normal) réfléchit… », instead of "Waiting for"
it; the words go once its move arrived (the live page redraws then: tests/e2e/test_bot_thinking.py).

The "bots" queue is followed as in tests/services/test_bot_moves.py: ``BOTS_ON_QUEUE`` on, the
task's requests recorded instead of run, and run by the test when it chooses.
"""

from __future__ import annotations

import html

import pytest
from django.utils import translation

from games import services, tasks
from games.describe import seat_names, thinking
from games.models import Game, Seat

pytestmark = pytest.mark.django_db

THINKING = {"en": "Bot Bjørn (normal) is thinking…", "fr": "Robot Bjørn (normal) réfléchit…"}


@pytest.fixture
def asked(settings, monkeypatch):
    """The bot moves asked of the "bots" queue, as (game id, seat, seq), left for the test to run."""
    settings.BOTS_ON_QUEUE = True
    calls: list[tuple[int, int, int]] = []
    monkeypatch.setattr(tasks.play_bot_move, "apply_async", lambda args, **_options: calls.append(tuple(args)))
    return calls


def the_bot_to_move(player, capture) -> Game:
    """A UIGO! game of ``player`` (seat 0) against a "normal" bot (seat 1), played until the bot is
    to move, its move asked of the queue and not yet played."""
    with capture(execute=True):
        game = services.create_game(creator=player, ruleset_id="uigo",
                                    seats=[player.pk, {"kind": "bot", "level": "normal"}])
    for _ in range(20):
        game.refresh_from_db()
        if game.to_move == [1]:
            return game
        ruleset, state = services.ruleset_for(game), services.load_state(game)
        with capture(execute=True):
            services.submit_move(game_id=game.pk, player=player, move=ruleset.legal_moves(state, 0)[0],
                                 expected_seq=game.seq)
    raise AssertionError("the bot was never to move")


def page_text(client, game: Game) -> str:
    answer = client.get(f"/games/{game.pk}/")
    assert answer.status_code == 200
    return html.unescape(answer.content.decode())


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_the_page_says_the_bot_is_thinking_until_its_move_arrives(
        person, account_client, asked, django_capture_on_commit_callbacks, locale):
    alice = person("Alice", locale)
    game = the_bot_to_move(alice, django_capture_on_commit_callbacks)
    assert asked[-1] == (game.pk, 1, game.seq)
    client = account_client(alice, locale)
    page = page_text(client, game)
    assert f'<p class="status thinking">{THINKING[locale]}</p>' in page
    assert "Waiting for" not in page and "En attente de" not in page  # the bot is at work, nobody is waited for

    with django_capture_on_commit_callbacks(execute=True):
        assert tasks.play_bot_move(*asked[-1]) is not None
    game.refresh_from_db()
    page = page_text(client, game)
    assert THINKING[locale] not in page and "thinking" not in page
    assert game.to_move == [0] or game.status == Game.Status.FINISHED


def test_a_person_to_move_is_waited_for_and_a_bot_beside_them_is_thinking(make_player):
    """A simultaneous decision (Grænaland's): each seat to move is said as what it is."""
    alice, bob = make_player("Alice"), make_player("Bob")
    game = Game(ruleset="graenaland", seq=12, status=Game.Status.ACTIVE, to_move=[1, 2, 3])
    seats = [Seat(seat=0, kind="player", player=alice), Seat(seat=1, kind="player", player=bob),
             Seat(seat=2, kind="bot", bot_level="strong"), Seat(seat=3, kind="bot", bot_level="easy")]
    with translation.override("en"):
        names = seat_names(game, seats)
        assert thinking(game, seats, names) == (
            ["Bob"], ["Bot Sigrid (strong) is thinking…", "Bot Leif (easy) is thinking…"])
    with translation.override("fr"):
        names = seat_names(game, seats)
        assert thinking(game, seats, names) == (
            ["Bob"], ["Robot Sigrid (fort) réfléchit…", "Robot Leif (facile) réfléchit…"])
    # A bot seat an admin gave a player is that player's; a finished game waits for nobody.
    seats[2].player = alice
    with translation.override("en"):
        assert thinking(game, seats, seat_names(game, seats)) == (["Bob", "Alice"], ["Bot Leif (easy) is thinking…"])
    assert thinking(Game(ruleset="graenaland", seq=99, status=Game.Status.FINISHED, to_move=[]), seats, names) == ([], [])


def test_a_page_without_a_bot_to_move_still_waits_for_the_player(person, account_client):
    alice, bob = person("Alice"), person("Bob")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    game.refresh_from_db()
    watcher = (alice, bob)[1 - game.to_move[0]]
    page = page_text(account_client(watcher), game)
    mover = (alice, bob)[game.to_move[0]]
    assert f"Waiting for {mover.display_name}." in page and "thinking" not in page
