"""A game against a "normal" bot, as a person plays it in Chromium: after their move the page says
"Bot Bjørn (normal) is thinking…" while the bot's move is asked of the "bots" queue, and when the
move arrives the open page redraws in place (``live.js``): the words go, the bot's move is in the
log under its name, never as "the autopilot". Without JavaScript the page says the same, and a
reload shows the move.

The queue is followed as tests/services/test_bot_moves.py does: ``BOTS_ON_QUEUE`` on in the live
server (this process), the task's requests recorded instead of sent, and the task run here when
the test has seen the bot thinking (in a real deployment the "bots" worker runs it a second or
so after the request)."""

from __future__ import annotations

import pytest

from games import services, tasks
from games.models import Game
from players.services import get_or_create_player
from tests.e2e.test_new_game_page import signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

THINKING = "Bot Bjørn (normal) is thinking…"
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture
def asked(settings, monkeypatch):
    """The bot moves the live server asked of the "bots" queue, as (game id, seat, seq)."""
    settings.BOTS_ON_QUEUE = True
    calls: list[tuple[int, int, int]] = []
    monkeypatch.setattr(tasks.play_bot_move, "apply_async", lambda args, **_options: calls.append(tuple(args)))
    return calls


def play_the_asked_bot_moves(game: Game, asked: list) -> None:
    """Run the queue's task for the bot while it is to move (as the "bots" worker would)."""
    for _ in range(10):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or game.to_move != [1]:
            return
        assert asked and asked[-1] == (game.pk, 1, game.seq), asked
        assert tasks.play_bot_move(*asked[-1]) is not None


def play_until_the_bot_is_to_move(page, game: Game) -> None:
    """Touch the first of the player's moves on ``page`` until the bot is to move (in UIGO! the
    winner of a trick leads the next one: a move may give the turn back to the player)."""
    for _ in range(6):
        page.locator("ul.moves li button").first.click()
        page.get_by_text("Your move was played.").wait_for()
        game.refresh_from_db()
        if game.to_move != [0]:
            return
    raise AssertionError("the bot was never to move")


def test_the_page_says_the_bot_is_thinking_then_shows_its_move_in_place(live_server, browser, asked):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, {"kind": "bot", "level": "normal"}])
    play_the_asked_bot_moves(game, asked)  # the bot may lead
    game.refresh_from_db()
    assert game.to_move == [0]

    page = signed_in_page(browser, live_server, alice)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    assert page.locator(".thinking").count() == 0
    play_until_the_bot_is_to_move(page, game)
    assert game.to_move == [1] and asked[-1] == (game.pk, 1, game.seq)  # asked of the queue, not played
    thinking = page.locator("p.thinking")
    assert thinking.inner_text() == THINKING and thinking.is_visible()
    assert page.locator("ul.moves").count() == 0
    page.screenshot(path="/tmp/shots/bot-thinking-390.png", full_page=False)
    page.evaluate("window.notReloaded = true")  # gone if the page were loaded again

    play_the_asked_bot_moves(game, asked)
    thinking.wait_for(state="detached", timeout=20_000)  # the live page redrew without it
    assert page.evaluate("window.notReloaded === true"), "the page was reloaded instead of redrawn"
    page.locator("ul.moves li button").first.wait_for()
    log = page.locator("ol.log").first.inner_text()
    assert "Bot Bjørn (normal) plays" in log and "autopilot" not in log.lower()
    page.screenshot(path="/tmp/shots/bot-moved-390.png", full_page=True)

    # On a desktop, and without JavaScript: the server-drawn page says the same.
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False, storage_state=page.context.storage_state())
    desk = context.new_page()
    desk.goto(f"{live_server.url}/games/{game.pk}/")
    play_until_the_bot_is_to_move(desk, game)
    assert desk.locator("p.thinking").inner_text() == THINKING
    desk.screenshot(path="/tmp/shots/bot-thinking-1280.png", full_page=False)
    play_the_asked_bot_moves(game, asked)
    desk.reload()
    assert desk.locator("p.thinking").count() == 0 and desk.locator("ul.moves li button").count() > 0
    context.close()
