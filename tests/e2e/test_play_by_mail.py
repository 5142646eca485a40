"""The play-by-mail flow, end to end, with nothing faked:

PostgreSQL (the test database), a Redis server as broker, a real Celery worker with an embedded
beat in its own process, a real SMTP server on loopback (aiosmtpd) that receives the emails, the
site served by a live server, and Debian's Chromium driven by Playwright. Two players play a whole
2-player game of UIGO! by following the links in the emails they receive, and nothing else.
"""

from __future__ import annotations

import time

import pytest

from games import services
from games.models import Game
from tests.e2e.mail import link_in

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_two_players_play_a_whole_game_by_email(live_server, smtp, celery_worker_process, browser, make_player):
    alice, bob = make_player("Alice"), make_player("Bob")
    bob.locale, bob.locale_chosen = "fr", True  # chosen: the browser (English) does not override it
    bob.save()
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    pages = {alice.email: browser.new_context().new_page(), bob.email: browser.new_context().new_page()}
    seen: set[str] = set()

    def next_turn_email():
        """The newest unseen "your turn" email (one arrives each time the turn passes to a player)."""
        found = smtp.wait_for(lambda m: m["X-Ravenpost-Notification"].startswith(f"turn:{game.pk}:")
                              and m["X-Ravenpost-Notification"] not in seen)
        message = found[0]
        seen.add(message["X-Ravenpost-Notification"])
        return message

    moves = 0
    while True:
        message = next_turn_email()
        page = pages[message["To"]]
        page.goto(link_in(message))  # GET: signs in for this game only, changes nothing
        assert page.locator("html").get_attribute("lang") == ("fr" if message["To"] == bob.email else "en")
        # Play until the turn passes to the other player (UIGO has placement steps in a row).
        while page.locator("ul.moves button").count():
            page.locator("ul.moves button").first.click()
            page.wait_for_load_state()
            moves += 1
        game.refresh_from_db()
        if game.status == Game.Status.FINISHED:
            break
        assert moves < 2000

    assert game.outcome and set(game.outcome["scores"]) == {"0", "1"}
    over = smtp.wait_for(lambda m: m["X-Ravenpost-Notification"].startswith(f"over:{game.pk}:"), seconds=60)
    deadline = time.monotonic() + 30
    while len({m["To"] for m in over}) < 2 and time.monotonic() < deadline:
        over = smtp.wait_for(lambda m: m["X-Ravenpost-Notification"].startswith(f"over:{game.pk}:"))
        time.sleep(0.2)
    assert {m["To"] for m in over} == {alice.email, bob.email}
    keys = [m["X-Ravenpost-Notification"] for m in smtp.messages]
    assert len(keys) == len(set(keys)), "an email was sent twice"
    page = pages[alice.email]
    page.goto(f"{live_server.url}/games/{game.pk}/")
    assert page.locator("h2", has_text="Result").count() == 1
