"""A finished rated game's page and its leaderboard on a phone (390 × 844 px, Debian's Chromium
via Playwright), in English and French: the result table gives every seat's rating change
("1500 → 1565? (+65)") and a bot's fixed rating, the leaderboard shows the bots as reference
lines among the players and a note, and neither page is wider than the phone; a game of a variant
names its ladder, and the leaderboard's variant selector, links that work without JavaScript, fits
the phone too. Screenshots are kept in /tmp for a person to look at
(``/tmp/ratings-<lang>-<page>.png``)."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.test import Client

from games import services
from ratings.models import RatingChange
from tests.e2e.people import FITS, PHONE
from tests.ratings.race import race_registered

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WORDS = {
    "en": {"accept_language": "en-GB,en;q=0.9", "fixed": "1880, fixed", "bot": "Bot (normal)",
           "note": "only the people's ratings do", "standard": "Standard game", "ladder": "Double ladder",
           "title": "Leaderboard of Race"},
    "fr": {"accept_language": "fr-FR,fr;q=0.9", "fixed": "1880, fixe", "bot": "Robot (normal)",
           "note": "seuls les classements des personnes changent", "standard": "Jeu standard",
           "ladder": "Classement Double", "title": "Classement de Race"},
}


def play(players, scores, options=None):
    """A rated Race game: ``players`` (a bot level for a bot seat), each naming its score."""
    seats = [{"kind": "bot", "level": p} if isinstance(p, str) else p.pk for p in players]
    game = services.create_game(creator=players[0], ruleset_id="race", seats=seats, rated=True, options=options)
    for seat, score in enumerate(scores):
        if isinstance(players[seat], str):
            continue
        game.refresh_from_db()
        services.submit_move(game_id=game.pk, player=players[seat], move={"type": "score", "score": score},
                             expected_seq=game.seq)
    game.refresh_from_db()
    return game


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rating_pages_on_a_phone(live_server, browser, make_player, lang):
    words = WORDS[lang]
    with race_registered():
        people = [make_player(name) for name in ("Alice", "Bob", "Carole", "Dmitri", "Élodie")]
        for _ in range(3):
            play([people[0], people[1]], [9, 2])
        play([people[2], people[3], people[4]], [5, 7, 1])
        game = play([people[0], people[1], "normal"], [9, 3, None])
        changes = list(RatingChange.objects.filter(game=game))
        assert len(changes) == 2

        client = Client()
        client.force_login(people[0])
        context = browser.new_context(viewport=PHONE, device_scale_factor=1,
                                      extra_http_headers={"Accept-Language": words["accept_language"]})
        context.add_cookies([{"name": settings.SESSION_COOKIE_NAME,
                              "value": client.cookies[settings.SESSION_COOKIE_NAME].value, "url": live_server.url}])
        page = context.new_page()

        page.goto(f"{live_server.url}/games/{game.pk}/")
        result = page.locator("table").first.inner_text().replace("\u00a0", " ")
        for change in changes:
            assert f"{change.shown_before} → {change.shown_after}" in result
            assert f"({change.shown_after - change.shown_before:+d})" in result
        assert words["fixed"] in result
        assert page.evaluate(FITS), "the game page is wider than the phone"
        page.screenshot(path=f"/tmp/ratings-{lang}-game.png", full_page=True)

        page.goto(f"{live_server.url}/ratings/race/")
        board = page.locator("table.board")
        assert board.locator("tr.bot").count() == 3
        assert words["bot"] in board.inner_text()
        assert words["note"] in page.locator("p.bots").inner_text()
        assert page.evaluate(FITS), "the leaderboard is wider than the phone"
        page.screenshot(path=f"/tmp/ratings-{lang}-leaderboard.png", full_page=True)
        context.close()

        # A game of the variant "double": its page names the ladder; the selector leads to it
        # without JavaScript, and both fit the phone.
        double = play([people[0], people[3]], [2, 8], options={"double": True})
        context = browser.new_context(viewport=PHONE, device_scale_factor=1, java_script_enabled=False,
                                      extra_http_headers={"Accept-Language": words["accept_language"]})
        context.add_cookies([{"name": settings.SESSION_COOKIE_NAME,
                              "value": client.cookies[settings.SESSION_COOKIE_NAME].value, "url": live_server.url}])
        page = context.new_page()
        page.goto(f"{live_server.url}/games/{double.pk}/")
        assert words["ladder"] in page.locator("table").first.inner_text()
        assert page.evaluate(FITS), "the game page of a variant is wider than the phone"
        page.screenshot(path=f"/tmp/ratings-{lang}-game-variant.png", full_page=True)
        page.goto(f"{live_server.url}/ratings/race/")
        selector = page.locator("nav.variants")
        assert words["standard"] in selector.inner_text()
        selector.get_by_role("link", name="Double").click()
        page.wait_for_url("**/ratings/race/?variant=double")
        assert "Double" in page.locator("h1").inner_text() and words["title"] in page.locator("h1").inner_text()
        assert page.locator("table.board tbody tr:not(.bot)").count() == 2
        assert page.evaluate(FITS), "the leaderboard of a variant is wider than the phone"
        page.screenshot(path=f"/tmp/ratings-{lang}-leaderboard-variant.png", full_page=True)
        context.close()
