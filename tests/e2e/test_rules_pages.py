"""The rules pages on a phone (390 px wide), in Debian's Chromium: each of the five summaries, in
English and in French (the browser's language), fits the screen with no horizontal scroll, its
readings folded and unfolded, and a player's game marks its variants. Screenshots go to /tmp/web-rules-*.png for a person to look at.
"""

from __future__ import annotations

import pytest
from django.conf import settings
from django.test import Client

from games import services
from games.rulesets import registry
from players.services import get_or_create_player

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
FITS = "() => document.documentElement.scrollWidth <= window.innerWidth"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_rules_page_fits_a_phone(live_server, browser, language):
    context = browser.new_context(viewport=PHONE, device_scale_factor=1, locale=language)
    page = context.new_page()
    for ruleset_id in registry().ids():
        page.goto(f"{live_server.url}/rules/{ruleset_id}/")
        assert page.evaluate("() => document.documentElement.lang") == language
        assert page.locator("h1").count() == 1 and page.locator("h2#readings").is_visible()
        assert page.evaluate(FITS), f"the {ruleset_id} rules page ({language}) is wider than the phone"
        # The readings are folded (no script: <details>); opened, they must fit as well.
        readings = page.locator("ul.readings li").first
        assert not readings.is_visible()
        page.locator("details summary").click()
        assert readings.is_visible() and page.evaluate(FITS)
        page.screenshot(path=f"/tmp/web-rules-{ruleset_id}-{language}.png", full_page=True)
    context.close()


def test_a_players_rules_link_marks_the_variants_in_play(live_server, browser):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    bob, _ = get_or_create_player("bob@example.org", name="Bob")
    bob.seat_directly = True
    bob.save()
    game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, bob.pk],
                                options={"artifacts": True})
    client = Client()
    client.force_login(alice)
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
                          "url": live_server.url}])
    page = context.new_page()
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.get_by_role("link", name="Rules of this game").click()
    assert page.url.endswith(f"/rules/knarr/?game={game.pk}")
    page.screenshot(path="/tmp/web-rules-knarr-game-top.png", full_page=False)
    page.get_by_role("link", name="Artifacts variant").click()
    assert page.locator("#variant-artifacts mark").inner_text() == "in play in your game"
    assert page.locator("#variant-ship_side mark").count() == 0
    assert page.evaluate(FITS)
    page.screenshot(path="/tmp/web-rules-knarr-game.png", full_page=False)
    context.close()
