"""Playing a move by touching the board, as a person does it in Chromium: shared by the browser
tests that play games (``test_play_on_the_board``, ``test_tournament_rounds``)."""

from __future__ import annotations

from random import Random

# The board's region and its "play it" button, in each language.
BOARD = {"en": ("Board", "Play it"), "fr": ("Plateau", "Le jouer")}


def touch_a_move(page, lang: str, pick: Random, what: str = ""):
    """Touch an element inside the region "Board" (a card, a tile, a ship… or the board's row of
    actions), picked by ``pick``, and pick among its moves when it stands for several: the move's
    preview is shown; return the board region, whose "play it" button plays it (``play_it``).
    ``what`` names the game in the failure messages."""
    region = BOARD[lang][0]
    board = page.get_by_role("region", name=region)
    touchable = board.locator("button.touch, .board-actions button")
    assert touchable.count() > 0, f"{what}: nothing to touch on the board"
    touchable.nth(pick.randrange(touchable.count())).click()
    page.get_by_role("region", name=region).locator(".board-choices, .move-to-confirm").first.wait_for()
    choices = page.get_by_role("region", name=region).locator(".board-choices button")
    if choices.count():  # an element of several moves: pick one of them
        choices.nth(pick.randrange(choices.count())).click()
    preview = page.get_by_role("region", name=region)
    preview.locator(".move-to-confirm").wait_for()
    assert preview.locator(".move-to-confirm").count() == 1, f"{what}: no preview"
    return preview


def play_it(preview, lang: str) -> None:
    """Play the move previewed on the board (``touch_a_move``'s answer)."""
    preview.get_by_role("button", name=BOARD[lang][1]).click()
