"""Starting a game from the web at a phone's width (390 px), in Debian's Chromium: Alice creates a
Knarr game for three from /games/new/ (one open seat, one invitation by email), Carole finds it in
the lobby and joins, Bob accepts his invitation from My games, and the game starts. The form, the
lobby and My games are screenshotted to /tmp/web-*.png for a person to look at; no page may be
wider than the phone's screen.
"""

from __future__ import annotations

import pytest
from django.conf import settings
from django.test import Client

from games.models import Game, Seat
from players.services import get_or_create_player

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
FITS = "() => document.documentElement.scrollWidth <= window.innerWidth"


def signed_in_page(browser, live_server, player):
    """A phone-sized page of a browser holding an account session of ``player`` (what following
    an account link gives)."""
    client = Client()
    client.force_login(player)
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
                          "url": live_server.url}])
    return context.new_page()


def test_a_knarr_game_from_the_new_game_page_on_a_phone(live_server, browser):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    bob, _ = get_or_create_player("bob@example.org", name="Bob")
    carole, _ = get_or_create_player("carole@example.org", name="Carole")

    page = signed_in_page(browser, live_server, alice)
    page.goto(f"{live_server.url}/games/new/")
    assert page.evaluate(FITS)
    page.get_by_role("link", name="3 players").and_(page.locator('[href="/games/new/knarr/3/"]')).click()
    page.select_option("#id_option_ship_side", "advanced")
    page.check("#id_option_artifacts")
    page.select_option("#id_move_hours", "48")
    page.select_option("#id_seat_1_kind", "open")
    page.select_option("#id_seat_2_kind", "email")
    page.fill("#id_seat_2_email", "bob@example.org")
    assert page.evaluate(FITS), "the new-game form is wider than the phone"
    page.screenshot(path="/tmp/web-new-game.png", full_page=True)
    page.get_by_role("button", name="Create the game").click()

    game = Game.objects.get()
    assert page.url.endswith(f"/games/{game.pk}/")
    assert game.status == Game.Status.WAITING and game.options == {"ship_side": "advanced", "artifacts": True}
    assert [seat.kind for seat in Seat.objects.filter(game=game).order_by("seat")] == ["player", "open", "player"]
    assert "(open seat)" in page.content() and "(invited)" in page.content()

    other = signed_in_page(browser, live_server, carole)
    other.goto(f"{live_server.url}/games/open/")
    assert other.evaluate(FITS), "the lobby is wider than the phone"
    lobby = other.locator(".lobby li").filter(has_text=f"game {game.pk}")
    assert "Advanced side" in lobby.inner_text() and "2 days" in lobby.inner_text()
    other.screenshot(path="/tmp/web-lobby.png", full_page=True)
    lobby.get_by_role("button", name="Join").click()
    assert other.url.endswith(f"/games/{game.pk}/")
    assert Seat.objects.get(game=game, seat=1).player == carole

    invited = signed_in_page(browser, live_server, bob)
    invited.goto(f"{live_server.url}/games/")
    invited.get_by_role("button", name="Accept").click()
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE

    page.goto(f"{live_server.url}/games/")
    assert page.evaluate(FITS), "My games is wider than the phone"
    to_move = ["Alice", "Carole", "Bob"][game.to_move[0]]
    assert ("Your turn" if to_move == "Alice" else f"{to_move} to play") in page.locator("main").inner_text()
    page.screenshot(path="/tmp/web-my-games.png", full_page=True)
