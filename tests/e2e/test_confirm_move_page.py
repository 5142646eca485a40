"""The confirm-move page as a player who asked for it meets it in the browser: a tapped Knarr
trade is shown again with what it does (the log's sentence for it, before it is played), the page
survives a reload (it was a blank 405), and its button plays the move once."""

from __future__ import annotations

import pytest

from games import services
from games.models import Event, Game
from players.services import get_or_create_player
from tests.e2e.test_new_game_page import PHONE, signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.parametrize(("viewport", "shot"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_the_move_to_confirm_shows_its_effect_and_survives_a_reload(live_server, browser, viewport, shot):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    bob, _ = get_or_create_player("bob@example.org", name="Bob")
    for player in (alice, bob):
        player.confirm_moves, player.seat_directly = True, True
        player.save()
    game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, bob.pk])
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
    mover = [alice, bob][game.to_move[0]]

    page = signed_in_page(browser, live_server, mover)
    page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    # The opening's trade gains nothing now: the weak move, listed last.
    page.locator("ul.moves li.weak button").filter(has_text="Trade").first.click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", name="Play this move?").is_visible()
    effect = page.locator(".move-effect").inner_text()
    assert f"{mover.name} trades 1 bracelet (column 1) and gains nothing." in effect
    page.screenshot(path=f"/tmp/shots/confirm-move-{shot}.png", full_page=True)

    response = page.reload()
    assert response.status == 200, f"a reload of the page answers {response.status}"
    assert page.get_by_role("heading", name="Play this move?").is_visible()
    assert Event.objects.filter(game=game, type="traded").count() == 0  # nothing played yet

    page.get_by_role("button", name="Play it").click()
    page.wait_for_load_state()
    assert page.url.endswith(f"/games/{game.pk}/")
    assert "Your move was played." in page.content()
    assert Event.objects.filter(game=game, type="traded", actor=mover).count() == 1
    assert page.goto(f"{live_server.url}/games/{game.pk}/move/").status == 200  # an old address: no 405


def test_a_move_whose_effect_shows_something_hidden_says_so(live_server, browser):
    """A recruit draws the next Viking from the deck: its effect is not told before it is played
    (that would show the deck's top card), and the page says why."""
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    bob, _ = get_or_create_player("bob@example.org", name="Bob")
    for player in (alice, bob):
        player.confirm_moves, player.seat_directly = True, True
        player.save()
    game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, bob.pk])
    game.refresh_from_db()
    page = signed_in_page(browser, live_server, [alice, bob][game.to_move[0]])
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.locator("ul.moves li button").filter(has_text="Recruit").first.click()
    page.wait_for_load_state()
    assert "known once it is played" in page.locator(".move-effect").inner_text()
