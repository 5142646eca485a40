"""Options a rule set cannot play together, met on the new-game page: a person who ticks
Greenland's Bloody Snow (advanced game only) with the beginner game gets the form back with a
clear error and no game; the API answers the same combination with a 400 that says why."""

from __future__ import annotations

import pytest

from games.models import Game
from players.services import get_or_create_player
from tests.e2e.test_new_game_page import PHONE, signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.parametrize(("viewport", "shot"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_bloody_snow_with_the_beginner_game_is_refused_on_the_form(live_server, browser, viewport, shot):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    page = signed_in_page(browser, live_server, alice)
    page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/games/new/greenland/3/")
    page.select_option("#id_option_game", "beginner")
    page.check("#id_option_bloody_snow")
    page.get_by_role("button", name="Create the game").click()
    page.wait_for_load_state()

    assert not Game.objects.exists()
    assert page.url.endswith("/games/new/greenland/3/")
    error = page.locator(".errorlist, [role=alert]").first
    assert "Bloody Snow" in error.inner_text() and "advanced game" in error.inner_text()
    page.screenshot(path=f"/tmp/shots/option-combination-{shot}.png", full_page=True)

    page.select_option("#id_option_game", "advanced")
    page.get_by_role("button", name="Create the game").click()
    page.wait_for_load_state()
    game = Game.objects.get()
    assert game.options["bloody_snow"] and game.options["game"] == "advanced"
