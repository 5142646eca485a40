"""A newcomer invited by email, as she meets it: the invitation email (a real SMTP round trip
through the Celery worker), its link, and the pages after. Accepting asks her name, language and
time zone once, as signing up does, and leaves her with an account: My games, Settings and API
tokens open, and deadlines read in her zone. A later invitation does not ask again."""

from __future__ import annotations

import re

import pytest

from games import services
from games.models import Game
from players.models import Player
from players.services import get_or_create_player
from tests.e2e.mail import text_of

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
FITS = "() => document.documentElement.scrollWidth <= window.innerWidth"


def test_accepting_an_email_invitation_makes_an_account(live_server, smtp, celery_worker_process, browser):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, "dana@example.org"])
    [message] = smtp.wait_for(lambda m: m["To"] == "dana@example.org" and "/invitations/" in text_of(m))
    link = re.search(r"https?://\S+/invitations/\S+/(\?lang=\w+)?", text_of(message)).group(0)

    # Dana reads her email in New York, in a browser that speaks American English.
    context = browser.new_context(viewport=PHONE, locale="en-US", timezone_id="America/New_York",
                                  extra_http_headers={"Accept-Language": "en-US,en;q=0.9"})
    page = context.new_page()
    page.goto(link)
    assert page.get_by_label("Language").input_value() == "en"
    assert page.get_by_label("Time zone").input_value() == "America/New_York"
    page.get_by_label("Your name, as other players will see it").fill("Dana")
    assert page.evaluate(FITS)
    page.screenshot(path="/tmp/shots/invitation-newcomer-phone.png", full_page=True)
    page.get_by_role("button", name="Accept and join the game").click()
    page.wait_for_load_state()

    game.refresh_from_db()
    dana = Player.objects.get(email="dana@example.org")
    assert game.status == Game.Status.ACTIVE and page.url.endswith(f"/games/{game.pk}/")
    assert (dana.name, dana.locale, dana.time_zone, dana.locale_chosen) == ("Dana", "en", "America/New_York", True)
    if dana.pk in [s.player_id for s in game.seats.all() if s.seat in game.to_move]:
        assert "America/New_York" in page.locator("main").inner_text()  # the deadline, in her zone
    for path, heading in [("/games/", "My games"), ("/settings/", "Settings"), ("/account/tokens/", "API tokens")]:
        response = page.goto(live_server.url + path)
        assert response.status == 200, path
        assert "belongs to an account" not in page.locator("main").inner_text(), path
        assert heading in page.locator("h1").inner_text(), path

    # Invited again: one button, no questions asked twice.
    second = services.create_game(creator=alice, ruleset_id="fjords", seats=[alice.pk, "dana@example.org"])
    [again] = smtp.wait_for(lambda m: m["To"] == "dana@example.org" and "/invitations/" in text_of(m)
                            and m is not message)
    other = browser.new_context(viewport=DESKTOP).new_page()
    other.goto(re.search(r"https?://\S+/invitations/\S+/(\?lang=\w+)?", text_of(again)).group(0))
    assert other.get_by_label("Time zone").count() == 0 and other.get_by_label("Language").count() == 0
    other.screenshot(path="/tmp/shots/invitation-known-desktop.png", full_page=True)
    other.get_by_role("button", name="Accept and join the game").click()
    other.wait_for_load_state()
    second.refresh_from_db()
    assert second.status == Game.Status.ACTIVE
