"""The game page, live, as two players at their desks meet it: when one moves, the other's open
page shows the move without a reload and its tab's title says it is their turn; a page that lost
its connection says so and recovers. Played on a UIGO! game in Chromium, each on their own
browser context, against the live server (WSGI: the page asks every second and a half)."""

from __future__ import annotations

import time

import pytest

from games import services
from games.models import Game
from players.services import get_or_create_player
from tests.e2e.test_new_game_page import signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def wait_for_title(page, your_turn: bool, seconds: float = 10) -> None:
    """Until the tab's title says (or no longer says) it is the reader's turn. Polled from here:
    the page's policy forbids the evaluated strings ``wait_for_function`` would run."""
    deadline = time.monotonic() + seconds
    while page.title().startswith("Your turn · ") != your_turn:
        assert time.monotonic() < deadline, f"the title is still {page.title()!r}"
        page.wait_for_timeout(200)


def _two_players_game():
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    bob, _ = get_or_create_player("bob@example.org", name="Bob")
    for player in (alice, bob):
        player.seat_directly = True
        player.save()
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
    players = [alice, bob]
    return game, players[game.to_move[0]], players[1 - game.to_move[0]]


def test_a_move_shows_on_the_other_players_open_page_without_a_reload(live_server, browser):
    game, mover, other = _two_players_game()
    mine = signed_in_page(browser, live_server, mover)
    theirs = signed_in_page(browser, live_server, other)
    mine.goto(f"{live_server.url}/games/{game.pk}/")
    theirs.goto(f"{live_server.url}/games/{game.pk}/")
    assert mine.title().startswith("Your turn · ")
    assert not theirs.title().startswith("Your turn")
    theirs.evaluate("window.notReloaded = true")  # gone if the page were loaded again

    mine.locator("ul.moves li button").first.click()
    mine.wait_for_load_state()

    wait_for_title(theirs, True)
    assert theirs.evaluate("window.notReloaded === true"), "the page was reloaded instead of redrawn"
    assert theirs.locator("ul.moves li button").count() > 0
    assert f"{mover.display_name} plays" in theirs.locator("ol.log").first.inner_text()
    theirs.screenshot(path="/tmp/shots/live-after-move.png", full_page=True)
    # The mover's own page follows too: it is no longer their turn.
    wait_for_title(mine, False)


def test_a_page_that_lost_its_connection_says_so_and_recovers(live_server, browser):
    game, mover, other = _two_players_game()
    theirs = signed_in_page(browser, live_server, other)
    theirs.goto(f"{live_server.url}/games/{game.pk}/")
    notice = theirs.locator("#live")
    theirs.context.set_offline(True)
    notice.get_by_text("Connection lost").wait_for(timeout=20_000)
    theirs.screenshot(path="/tmp/shots/live-lost.png")
    theirs.context.set_offline(False)
    notice.get_by_text("Connected again.").wait_for(timeout=30_000)
    # What happened meanwhile shows once it is back.
    state = services.load_state(game)
    move = services.ruleset_for(game).legal_moves(state, game.to_move[0])[0]
    services.submit_move(game_id=game.pk, player=mover, move=move, expected_seq=game.seq)
    wait_for_title(theirs, True)


def test_a_player_writing_to_the_table_is_not_interrupted(live_server, browser):
    """A redraw would wipe what they are typing: the page offers to show the new position instead."""
    game, mover, other = _two_players_game()
    theirs = signed_in_page(browser, live_server, other)
    theirs.goto(f"{live_server.url}/games/{game.pk}/")
    theirs.fill("#chat-body", "Good luck!")
    state = services.load_state(game)
    move = services.ruleset_for(game).legal_moves(state, game.to_move[0])[0]
    services.submit_move(game_id=game.pk, player=mover, move=move, expected_seq=game.seq)
    theirs.locator("#live").get_by_text("The game has moved on.").wait_for(timeout=10_000)
    assert theirs.input_value("#chat-body") == "Good luck!"
    theirs.locator("#live").get_by_role("button", name="Show it").click()
    theirs.wait_for_load_state()
    assert theirs.locator("ul.moves li button").count() > 0
