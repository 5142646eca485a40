"""A newcomer names a tournament, or themselves, with one long word (a pasted address, a
keyboard held down): every page that shows it still fits a phone (390 px), nothing scrolls
sideways. Debian's Chromium via Playwright; screenshots in /tmp/tournament-long-*.png."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from tests.e2e.people import FITS, PHONE
from tests.e2e.test_tournament_pages import signed_in
from tournaments import services as tournaments
from tournaments.models import TournamentGame

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# The elements that reach past the window's right edge (the deepest of each branch), to say what to fix.
WIDE = """() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth
  && ![...e.children].some(c => c.getBoundingClientRect().right > window.innerWidth))
  .map(e => e.tagName.toLowerCase() + (e.className ? '.' + e.className : ''))"""
LONG_NAME = "W" * 100  # the longest name a tournament may have, without a space
LONG_PLAYER = "M" * 80  # the longest name a player may have


def test_long_names_fit_a_phone(live_server, browser, make_player):
    organiser, long_player, other = make_player("Olga"), make_player(LONG_PLAYER), make_player("Ann")
    cup = tournaments.create_tournament(organiser=organiser, name=LONG_NAME, ruleset_id="uigo", format="swiss",
                                        max_players=8, signup_closes_at=timezone.now() + timedelta(days=1))
    for player in (long_player, other):
        tournaments.join(tournament_id=cup.pk, player=player)
    page = signed_in(browser, live_server, other, "en", viewport=PHONE)
    failures = {}
    for path in ["/tournaments/", "/games/open/"]:
        page.goto(live_server.url + path)
        assert page.get_by_text(LONG_NAME).first.is_visible(), path
        page.screenshot(path=f"/tmp/tournament-long-{path.strip('/').replace('/', '-')}.png", full_page=True)
        if not page.evaluate(FITS):
            failures[path] = page.evaluate(WIDE)
    tournaments.start(tournament_id=cup.pk, actor=organiser)
    game = TournamentGame.objects.get(tournament=cup).game_id
    for path in (f"/tournaments/{cup.pk}/", f"/tournaments/{cup.pk}/withdraw/",
                 f"/tournaments/{cup.pk}/remove/{long_player.pk}/", f"/games/{game}/", "/tournaments/"):
        page.goto(live_server.url + path)
        page.screenshot(path=f"/tmp/tournament-long-{path.strip('/').replace('/', '-')}.png", full_page=True)
        if not page.evaluate(FITS):
            failures[path] = page.evaluate(WIDE)
    assert not failures, "\n".join(f"{k}: {v}" for k, v in failures.items())
