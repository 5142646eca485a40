"""Small things a newcomer met on the pages, each as she met it in the browser: the rules index's
player counts, the favicon, revoking a token, whom a waiting game waits for, and bots that can be
told apart."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game
from players.models import ApiToken
from players.services import get_or_create_player, issue_token
from tests.e2e.test_new_game_page import PHONE, signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}


def test_the_rules_index_counts_players_as_people_say_it(live_server, browser):
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(f"{live_server.url}/rules/")
    fjords = page.locator("li", has_text="Fjords").inner_text()
    assert "2 to 2" not in fjords and "2 players." in fjords
    assert "2 to 4 players." in page.locator("li", has_text="Knarr").inner_text()
    page.screenshot(path="/tmp/shots/rules-index-phone.png", full_page=True)


def test_every_page_has_a_favicon(live_server, browser):
    page = browser.new_context(viewport=DESKTOP).new_page()
    missing = []
    page.on("response", lambda response: missing.append(response.url) if response.status == 404 else None)
    page.goto(f"{live_server.url}/")
    icon = page.locator("link[rel=icon]").get_attribute("href")
    assert page.request.get(live_server.url + icon).status == 200
    assert page.request.get(f"{live_server.url}/favicon.ico").status == 200
    assert missing == []


@pytest.mark.parametrize(("viewport", "shot"), [(PHONE, "phone"), (DESKTOP, "desktop")])
def test_revoking_a_token_asks_first(live_server, browser, viewport, shot):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    issue_token(alice, name="my bot")
    page = signed_in_page(browser, live_server, alice)
    page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/account/tokens/")
    revoke = page.get_by_role("button", name="Revoke this token")
    assert not revoke.is_visible()  # one tap is not enough
    page.get_by_text("Revoke…").click()
    assert "stop working" in page.locator(".tokens").inner_text()
    page.screenshot(path=f"/tmp/shots/token-revoke-{shot}.png", full_page=True)
    assert ApiToken.objects.get().revoked_at is None
    revoke.click()
    page.wait_for_load_state()
    assert ApiToken.objects.get().revoked_at is not None


def test_the_waiting_page_says_whom_it_waits_for(live_server, browser):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    bob, _ = get_or_create_player("bob@example.org", name="Bob")
    carole, _ = get_or_create_player("carole@example.org", name="Carole")
    carole.seat_directly = True
    carole.save()
    game = services.create_game(creator=alice, ruleset_id="knarr",
                                seats=[alice.pk, bob.pk, "dana@example.org", carole.pk])
    assert game.status == Game.Status.WAITING
    page = signed_in_page(browser, live_server, alice)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    seats = page.locator("table.seats").inner_text()
    assert "Bob (invited)" in seats and "dana@example.org (invited)" in seats
    assert "Bob (invited)" in page.locator("main p.status").first.inner_text()
    page.screenshot(path="/tmp/shots/waiting-phone.png", full_page=True)
    # Carole, seated directly, sees whom too, but no stranger's address.
    other = signed_in_page(browser, live_server, carole)
    other.goto(f"{live_server.url}/games/{game.pk}/")
    seats = other.locator("table.seats").inner_text()
    assert "Bob (invited)" in seats and "dana@example.org" not in seats and "(invited by email)" in seats


def test_bots_have_names_of_their_own(live_server, browser):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    game = services.create_game(creator=alice, ruleset_id="knarr",
                                seats=[alice.pk, {"kind": "bot"}, {"kind": "bot"}])
    page = signed_in_page(browser, live_server, alice)
    page.set_viewport_size(DESKTOP)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    seats = page.locator("main p.status").first.inner_text()
    assert "Bot Bjørn (normal)" in seats and "Bot Sigrid (normal)" in seats
