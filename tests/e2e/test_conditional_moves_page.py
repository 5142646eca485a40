"""A player leaves a conditional move on a Fjords game page in Chromium, as a person would (open
the folded section, pick the opponent's move, type the answer, send), sees it waiting, and cancels
it; the opponent's page never shows it."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from games import services
from games.models import ConditionalMove
from players import links
from tests.e2e.people import PHONE

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def _signed_in(browser, live_server, player, game):
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(live_server.url + reverse("game-enter", kwargs={"game_id": game.pk,
                                                              "token": links.game_link_token(player.pk, game.pk)}))
    return page


def test_leave_and_cancel_a_conditional_move_in_the_browser(live_server, browser, make_player):
    alice, bob = make_player("Alice"), make_player("Bob")
    game = services.create_game(creator=alice, ruleset_id="fjords", seats=[alice.pk, bob.pk])
    game.refresh_from_db()
    mover, waiting = (alice, bob) if game.to_move == [0] else (bob, alice)
    page = _signed_in(browser, live_server, waiting, game)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.locator("#conditional summary").click()
    choice = page.locator("#if-move option").first
    condition = json.loads(choice.get_attribute("value"))
    page.select_option("#if-move", index=0)
    page.get_by_role("button", name="Choose my answer").click()
    page.wait_for_load_state()
    if page.locator("select#then-move").count():  # the answers of the position after it
        page.select_option("#then-move", index=0)
    else:  # that position cannot be told yet: the answer as JSON
        page.fill("#then-move", json.dumps({"type": "draw"}))
    page.get_by_role("button", name="Leave this conditional move").click()
    assert "nobody else can see it" in page.content()
    row = ConditionalMove.objects.get(game=game)
    assert (row.player_id, row.if_move, row.then_move) == (waiting.pk, condition, {"type": "draw"})
    assert page.locator("ul.conditionals li").count() == 1 and "waiting" in page.locator("ul.conditionals").inner_text()

    other = _signed_in(browser, live_server, mover, game)
    other.goto(f"{live_server.url}/games/{game.pk}/")
    assert other.locator("ul.conditionals").count() == 0  # nothing of Bob's, not even that there is one
    assert other.locator("#if-move").count() == 0  # and the player to move moves rather than leaves one

    page.get_by_role("button", name="Cancel").click()
    assert "Your conditional move was cancelled." in page.content()
    row.refresh_from_db()
    assert row.status == "cancelled"
