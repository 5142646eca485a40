"""A rematch against a bot as a person meets it on the finished game's page: the message says
what happened (the new game has started: nobody is invited), the finished game then links to its
rematch instead of offering the button again, and an old page's second click leads to the
rematch rather than to "already proposed"."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game
from players.services import get_or_create_player
from tests.e2e.test_new_game_page import PHONE, signed_in_page
from tests.playing import play_to_end

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}


@pytest.mark.parametrize(("viewport", "shot"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_a_rematch_against_a_bot(live_server, browser, viewport, shot):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, {"kind": "bot"}])
    play_to_end(game, seed=3)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED

    page = signed_in_page(browser, live_server, alice)
    page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    stale = page.context.new_page()  # the same finished page, open in another tab
    stale.goto(f"{live_server.url}/games/{game.pk}/")
    assert "invited" not in page.locator("form.rematch").inner_text()
    page.get_by_role("button", name="Rematch").click()
    page.wait_for_load_state()

    rematch = Game.objects.get(rematch_of=game)
    assert rematch.status == Game.Status.ACTIVE
    assert page.url.endswith(f"/games/{rematch.pk}/")
    text = page.locator("main").inner_text()
    assert "invited" not in text and "has started" in text
    page.screenshot(path=f"/tmp/shots/rematch-started-{shot}.png", full_page=True)

    page.goto(f"{live_server.url}/games/{game.pk}/")
    assert page.get_by_role("button", name="Rematch").count() == 0
    page.get_by_role("link", name=f"game {rematch.pk}").click()
    assert page.url.endswith(f"/games/{rematch.pk}/")
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.screenshot(path=f"/tmp/shots/rematch-finished-{shot}.png", full_page=True)

    stale.get_by_role("button", name="Rematch").click()
    stale.wait_for_load_state()
    assert stale.url.endswith(f"/games/{rematch.pk}/")
    assert "already proposed" not in stale.locator("main").inner_text()
    assert Game.objects.filter(rematch_of=game).count() == 1
