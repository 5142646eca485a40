"""UIGO!'s moves seen before they are played (issue 32): a card touched on the board shows what
it does and the board once it is played, before "Play it"; a card played shows its mover nothing
hidden (it is their own), though it is never taken back (the others saw it)."""

from __future__ import annotations

import pytest

from games.models import Event
from tests.e2e.test_live_page import _two_players_game
from tests.e2e.test_new_game_page import PHONE, signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.parametrize(("viewport", "shot"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_a_card_touched_on_the_board_shows_the_board_once_played(live_server, browser, viewport, shot):
    game, mover, other = _two_players_game()
    page = signed_in_page(browser, live_server, mover)
    page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    board = page.get_by_role("region", name="Board")
    card = board.locator("button.touch").first
    card.click()
    board.locator(".move-to-confirm").wait_for()

    effect = board.locator(".move-effect").inner_text()
    assert "known once it is played" not in effect
    assert "What it does:" in effect and f"{mover.name} plays" in effect, effect
    assert board.get_by_role("heading", name="The board once it is played").is_visible()
    after = board.locator(".preview").inner_text()
    assert f"{other.name} to play." in after, "the preview draws the board as it is now"
    page.screenshot(path=f"/tmp/board2-shots/uigo-preview-{shot}.png", full_page=True)
    assert Event.objects.filter(game=game, type="card_played").count() == 0  # nothing played yet

    board.get_by_role("button", name="Play it").click()
    page.get_by_text("Your move was played.").wait_for()
    assert Event.objects.filter(game=game, type="card_played", actor=mover).count() == 1
