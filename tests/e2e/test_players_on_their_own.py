"""Players on their own: three newcomers with nothing but a browser and an inbox.

Nothing is faked and nobody is helped: the test database, Redis, a real Celery worker, a real SMTP
server on loopback (aiosmtpd) and Debian's Chromium at a phone's width. No admin, no ``manage.py``,
no API token, no ``force_login``: every step is a click on a page or a link in an email.

Alice and Bob sign up from the home page. Alice starts a three-player Knarr game from the
new-game page with one seat for Bob (an invitation by email) and one open seat. Bob accepts from
the invitation email; Carole signs up, finds the game in the lobby and joins it, which starts it.
The player to move gets the "your turn" email and its link opens the game with moves to play; each
player's "My games" says whose turn it is. Once in English and once in French.
"""

from __future__ import annotations

import re

import pytest

from games.models import Game
from tests.e2e.mail import text_of
from tests.e2e.people import PEOPLE, WORDS, checked, sign_up

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

@pytest.mark.parametrize("lang", ["en", "fr"])
def test_three_newcomers_start_a_knarr_game_with_an_invitation_and_the_lobby(
        lang, live_server, smtp, celery_worker_process, browser):
    words = WORDS[lang]
    (alice_email, alice), (bob_email, bob), (carole_email, carole) = PEOPLE[lang]
    pages = {alice_email: sign_up(browser, live_server, smtp, lang, alice_email, alice),
             bob_email: sign_up(browser, live_server, smtp, lang, bob_email, bob)}

    # Alice starts a Knarr game for three: Bob by email, one seat open in the lobby.
    page = pages[alice_email]
    page.get_by_role("link", name=words["start"]).first.click()
    checked(page, lang, "1-choose-game")
    page.locator('[href="/games/new/knarr/3/"]').click()
    page.select_option("#id_seat_1_kind", "email")
    page.fill("#id_seat_1_email", bob_email)
    page.select_option("#id_seat_2_kind", "open")
    checked(page, lang, "2-new-game-form")
    page.get_by_role("button", name=words["create_game"]).click()
    checked(page, lang, "3-waiting-game")
    game = Game.objects.get()
    assert game.ruleset == "knarr" and game.status == Game.Status.WAITING
    assert page.url.endswith(f"/games/{game.pk}/")
    assert words["open_seat"] in page.locator("main").inner_text()

    # Bob accepts from the invitation email, in the browser where he signed up.
    [invitation] = smtp.wait_for(lambda m: m["To"] == bob_email and "/invitations/" in text_of(m))
    bob_page = pages[bob_email]
    bob_page.goto(re.search(r"https?://\S+/invitations/\S+/(\?lang=\w+)?", text_of(invitation)).group(0))
    checked(bob_page, lang, "4-invitation")
    bob_page.get_by_role("button", name=words["accept"]).click()
    bob_page.wait_for_load_state()
    game.refresh_from_db()
    assert game.status == Game.Status.WAITING, "the open seat is still free: the game must wait"

    # Carole signs up, finds the game in the lobby and takes the last seat: the game starts.
    pages[carole_email] = carole_page = sign_up(browser, live_server, smtp, lang, carole_email, carole)
    carole_page.get_by_role("link", name=words["lobby"]).first.click()
    checked(carole_page, lang, "5-lobby")
    listed = carole_page.locator(".lobby li").filter(has=carole_page.locator(f'form[action="/games/{game.pk}/join/"]'))
    assert alice in listed.inner_text() and bob in listed.inner_text()
    listed.get_by_role("button", name=words["join"]).click()
    checked(carole_page, lang, "6-joined")
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE
    names = {seat.player.email: seat.player.display_name for seat in game.seats.select_related("player")}
    assert set(names) == {alice_email, bob_email, carole_email}

    # The player to move gets the "your turn" email, and its link opens the game with moves to play.
    [to_move] = game.to_move
    mover = game.seats.get(seat=to_move).player
    [turn] = smtp.wait_for(lambda m: m["To"] == mover.email
                           and m["X-Ravenpost-Notification"].startswith(f"turn:{game.pk}:"))
    mover_page = pages[mover.email]
    mover_page.goto(re.search(r"https?://\S+/games/\d+/enter/\S+/", text_of(turn)).group(0))
    checked(mover_page, lang, "7-turn-email-link")
    assert mover_page.locator("ul.moves button").count() > 0

    # Each "My games" says whose turn it is.
    for email, player_page in pages.items():
        player_page.get_by_role("link", name=words["my_games"]).first.click()
        checked(player_page, lang, f"8-my-games-{names[email]}")
        text = player_page.locator("main").inner_text()
        expected = words["your_turn"] if email == mover.email else words["to_play"].format(name=mover.display_name)
        assert expected in text, (names[email], text)
