"""A tournament in the browser (Debian's Chromium via Playwright), in English and French: the
organiser creates it with the form on /tournaments/, two players join it from the list, the
organiser starts it, a player's round-start email links to their game (the signed link opens the
game page), the game is played (through the services, to keep the test short), and the standings
show on the tournament's page. Every page fits a phone (390 px); screenshots at 390 and 1280 px
are kept in /tmp (``/tmp/tournament-<lang>-<page>-<width>.png``) for a person to look at."""

from __future__ import annotations

import re

import pytest
from django.conf import settings as django_settings
from django.test import Client

from games import services
from games.models import Game
from tests.e2e.people import FITS, PHONE
from tests.ratings.race import race_registered
from tournaments.models import Tournament, TournamentGame

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

DESK = {"width": 1280, "height": 900}
WORDS = {
    "en": {"accept_language": "en-GB,en;q=0.9", "title": "Tournaments", "joined": "You joined the tournament.",
           "started": "The tournament has started", "standings": "Standings", "over": "The tournament is over",
           "subject": "Round 1 of Spring Cup has started: your game against "},
    "fr": {"accept_language": "fr-FR,fr;q=0.9", "title": "Tournois", "joined": "Vous êtes inscrit au tournoi.",
           "started": "Le tournoi a commencé", "standings": "Classement", "over": "Le tournoi est terminé",
           "subject": "La ronde 1 de Spring Cup a commencé\u00a0: votre partie contre "},
}


def signed_in(browser, live_server, player, lang: str, viewport=PHONE):
    client = Client()
    client.force_login(player)
    context = browser.new_context(viewport=viewport, device_scale_factor=1,
                                  extra_http_headers={"Accept-Language": WORDS[lang]["accept_language"]})
    context.add_cookies([{"name": django_settings.SESSION_COOKIE_NAME, "url": live_server.url,
                          "value": client.cookies[django_settings.SESSION_COOKIE_NAME].value}])
    return context.new_page()


def fits(page, name: str, lang: str) -> None:
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == lang, page.url
    assert page.evaluate(FITS), f"{page.url} is wider than the window"
    width = page.viewport_size["width"]
    page.screenshot(path=f"/tmp/tournament-{lang}-{name}-{width}.png", full_page=True)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tournament_in_the_browser(live_server, browser, make_player, mailoutbox, settings, lang):
    words = WORDS[lang]
    settings.SITE_URL = live_server.url  # the emails' links
    olga, ann, ben = (make_player(name) for name in ("Olga", "Ann", "Ben"))
    for person in (olga, ann, ben):
        person.locale, person.locale_chosen = lang, True
        person.save()
    with race_registered():
        organiser = signed_in(browser, live_server, olga, lang)
        organiser.goto(f"{live_server.url}/tournaments/")
        assert organiser.locator("h1").inner_text() == words["title"]
        assert organiser.locator("header nav a[href='/tournaments/']").is_visible()
        # The phone's menu keeps within its width (checked by FITS) and to at most three lines.
        nav = organiser.locator("header.top nav").bounding_box()
        assert nav["height"] < 3.5 * 44, nav
        fits(organiser, "list-empty", lang)
        organiser.fill("#id_name", "Spring Cup")
        organiser.select_option("#id_ruleset", "race")
        organiser.select_option("#id_format", "round_robin")
        organiser.fill("#id_max_players", "8")
        organiser.locator("#new button[type=submit]").click()
        organiser.wait_for_load_state()
        assert re.search(r"/tournaments/\d+/#tournament$", organiser.url), organiser.locator("p.error").all_inner_texts()
        tournament = Tournament.objects.get(name="Spring Cup")
        assert tournament.organiser == olga and tournament.format == "round_robin"
        fits(organiser, "created", lang)

        for player in (ann, ben):
            page = signed_in(browser, live_server, player, lang)
            page.goto(f"{live_server.url}/tournaments/")
            fits(page, f"list-{player.display_name}", lang)
            page.get_by_role("link", name="Spring Cup").click()
            page.locator(f"form[action='/tournaments/{tournament.pk}/join/'] button").click()
            page.wait_for_load_state()
            assert words["joined"] in page.locator(".messages").inner_text()
            page.context.close()

        organiser.reload()
        organiser.locator(f"form[action='/tournaments/{tournament.pk}/start/'] button").click()
        organiser.wait_for_load_state()
        assert words["started"] in organiser.locator(".messages").inner_text()
        fits(organiser, "started", lang)

        # Ann's round email: one, with her game's signed link, which opens the game page.
        row = TournamentGame.objects.get(tournament=tournament, round=1)
        [email] = [m for m in mailoutbox if m.to == [ann.email] and "Spring Cup" in m.subject]
        assert email.subject.startswith(words["subject"]) and "Ben" in email.subject
        link = re.search(r"https?://\S+/games/\d+/enter/\S+/", email.body).group(0)
        visitor = browser.new_context(viewport=PHONE, extra_http_headers={
            "Accept-Language": words["accept_language"]}).new_page()
        visitor.goto(link)
        visitor.wait_for_url(re.compile(rf"/games/{row.game_id}/"))
        visitor.context.close()

        # The game, played through the services: the first seat names 7, the second 3.
        game = Game.objects.get(pk=row.game_id)
        players = {p.pk: p for p in (ann, ben)}
        for seat, score in enumerate((7, 3)):
            game.refresh_from_db()
            services.submit_move(game_id=game.pk, player=players[row.seats[seat]],
                                 move={"type": "score", "score": score}, expected_seq=game.seq)
        tournament.refresh_from_db()
        assert tournament.status == Tournament.Status.FINISHED

        winner = players[row.seats[0]].display_name
        for viewport in (PHONE, DESK):
            page = signed_in(browser, live_server, olga, lang, viewport)
            page.goto(f"{live_server.url}/tournaments/{tournament.pk}/")
            assert page.locator("#standings").inner_text() == words["standings"]
            first = page.locator("table.standings tbody tr").first.inner_text()
            assert first.split()[0] == "1" and winner in first
            assert words["over"] in page.locator("ul.log").inner_text()
            fits(page, "finished", lang)
            page.context.close()
        organiser.context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_games_options_in_the_new_tournament_form(live_server, browser, make_player, lang):
    """Choosing a game opens its options' fold (tournaments/static/tournaments/options.js; without
    the script the fold is opened by hand), the organiser picks a pair the game refuses, reads why
    under the option, and corrects it; at 390 px."""
    olga = make_player("Olga")
    olga.locale, olga.locale_chosen = lang, True
    olga.save()
    page = signed_in(browser, live_server, olga, lang)
    page.goto(f"{live_server.url}/tournaments/")
    page.fill("#id_name", "Ice Cup")
    bloody_snow = page.locator("#id_greenland__option_bloody_snow")
    assert not bloody_snow.is_visible()  # folded under "Greenland" until the game is chosen
    page.select_option("#id_ruleset", "knarr")
    assert page.locator("#options-knarr").get_attribute("open") is not None
    page.select_option("#id_ruleset", "greenland")
    page.select_option("#id_format", "round_robin")
    assert bloody_snow.is_visible()
    assert page.locator("#options-knarr").get_attribute("open") is None
    page.select_option("#id_greenland__option_game", "beginner")
    bloody_snow.check()
    fits(page, "options", lang)
    page.locator("#new button[type=submit]").click()
    page.wait_for_load_state()
    # Refused under the option, the game's options still open, the choices kept.
    error = page.locator("#id_greenland__option_bloody_snow ~ p.error, p.check:has(#id_greenland__option_bloody_snow)"
                         " ~ p.error").first
    assert error.is_visible()
    assert error.inner_text() == ("Bloody Snow (F2) is played in the advanced game only: choose the advanced game, "
                                  "or leave Bloody Snow off." if lang == "en" else
                                  "Ces options ne peuvent pas être jouées ensemble. Vérifiez-les, s'il vous plaît.")
    assert page.locator("#id_greenland__option_game").input_value() == "beginner"
    fits(page, "options-refused", lang)
    assert not Tournament.objects.exists()
    page.select_option("#id_greenland__option_game", "advanced")
    page.locator("#new button[type=submit]").click()
    page.wait_for_load_state()
    assert re.search(r"/tournaments/\d+/#tournament$", page.url), page.locator("p.error").all_inner_texts()
    tournament = Tournament.objects.get()
    assert (tournament.options["game"], tournament.options["bloody_snow"]) == ("advanced", True)
    page.context.close()
