"""The board without page loads (``games/static/games/board.js``), as a player meets it in
Chromium on a UIGO! game: a touch shows the move's preview in place, Cancel and the browser's Back
return to the board in place, the address follows each step (so a reload shows the same), the
history is stepped through in place, and a preview left open while the game moves on gives way to
the game page. "In place" is checked with a mark left in the page's window, gone on a load."""

from __future__ import annotations

import pytest

from games import services
from games.services.chat import post_message
from tests.e2e.test_live_page import _two_players_game
from tests.e2e.test_new_game_page import signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def _touch_a_card(page) -> None:
    board = page.get_by_role("region", name="Board")
    board.locator("button.touch").first.click()
    board.locator(".move-to-confirm").wait_for()


def _in_place(page) -> bool:
    return page.evaluate("window.notReloaded === true")


def test_a_touch_shows_its_preview_in_place_and_cancel_and_back_return(live_server, browser):
    game, mover, _ = _two_players_game()
    page = signed_in_page(browser, live_server, mover)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.evaluate("window.notReloaded = true")
    page.get_by_role("link", name="Touch your move on the board").click()  # a jump within the page
    assert "#touch-" in page.url and _in_place(page)

    _touch_a_card(page)
    assert _in_place(page), "the preview was loaded as a new page"
    assert "/move/?" in page.url and page.title().startswith("Play this move?")
    preview_url = page.url

    page.get_by_role("region", name="Board").get_by_role("link", name="Cancel").click()
    page.get_by_role("region", name="Board").locator("button.touch").first.wait_for()
    assert page.locator(".move-to-confirm").count() == 0
    assert page.url.endswith(f"/games/{game.pk}/#board") and _in_place(page)

    page.go_back()  # the browser's Back: the preview again, then the board
    page.locator(".move-to-confirm").wait_for()
    assert page.url == preview_url and _in_place(page)
    page.go_back()
    page.get_by_role("region", name="Board").locator("button.touch").first.wait_for()
    assert page.locator(".move-to-confirm").count() == 0 and _in_place(page)

    # A reload of a preview's address shows the same preview (the address is a real page).
    _touch_a_card(page)
    page.reload()
    assert page.locator(".move-to-confirm").count() == 1

    page.get_by_role("button", name="Play it").click()  # playing is an ordinary submission
    page.get_by_text("Your move was played.").wait_for()
    game.refresh_from_db()
    assert game.seq > 1


def test_the_history_is_stepped_through_in_place(live_server, browser):
    game, mover, other = _two_players_game()
    state = services.load_state(game)
    move = services.ruleset_for(game).legal_moves(state, game.to_move[0])[0]
    services.submit_move(game_id=game.pk, player=mover, move=move, expected_seq=game.seq)
    page = signed_in_page(browser, live_server, other)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.evaluate("window.notReloaded = true")
    board = page.get_by_role("region", name="Board")
    board.get_by_role("link", name="Step back through the game").click()
    board.get_by_text("The board after step").wait_for()
    assert "?at=" in page.url and _in_place(page)
    board.get_by_role("link", name="Now").click()
    board.get_by_role("link", name="Step back through the game").wait_for()
    assert "?at=" not in page.url and _in_place(page)


def test_a_preview_left_open_gives_way_to_the_game_page_when_the_game_moves_on(live_server, browser):
    game, mover, other = _two_players_game()
    page = signed_in_page(browser, live_server, mover)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.evaluate("window.notReloaded = true")
    _touch_a_card(page)
    post_message(game_id=game.pk, player=other, body="Take your time.")  # anything that changes the page
    page.get_by_text("Take your time.").wait_for(timeout=10_000)
    assert page.locator(".move-to-confirm").count() == 0
    assert page.url.endswith(f"/games/{game.pk}/") and _in_place(page)
