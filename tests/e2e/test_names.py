"""Names as a newcomer types them in the browser and as everyone then sees them: the account page
refuses line breaks, text-direction overrides and zero-width characters, and a name another player
already has (whatever its case), each with a sentence that says why; what is kept is normalised.
A player who has no name (invited by email, never asked) shows in the lobby as "Player <id>",
never as the local part of their address."""

from __future__ import annotations

import unicodedata

import pytest

from games import services
from players import links
from players.models import AccountLink, Player

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def open_sign_up(browser, live_server, email: str):
    link = AccountLink.objects.create(email=email, lang="en")
    page = browser.new_context(locale="en-GB").new_page()
    page.goto(live_server.url + f"/account/link/{links.account_link_token(link.pk)}/")
    assert page.locator("h1").inner_text() == "Create your account"
    return page


def submit_name(page, name: str) -> None:
    page.get_by_label("Your name, as other players will see it").fill(name)
    page.get_by_role("button", name="Create my account").click()
    page.wait_for_load_state()


@pytest.mark.parametrize(("typed", "code"), [("Ali\u202ece", "U+202E"), ("Bob\u200b", "U+200B"),
                                             ("Carol\tAdmin", "U+0009"), ("Dan\u2066x", "U+2066")])
def test_a_name_with_invisible_or_control_characters_is_refused_with_a_reason(live_server, browser, typed, code):
    page = open_sign_up(browser, live_server, "newcomer@example.org")
    submit_name(page, typed)
    error = page.locator(".errorlist").inner_text()
    assert "invisible or control characters" in error and code in error
    assert not Player.objects.filter(email="newcomer@example.org").exists()
    submit_name(page, "  Ali  ce ")  # typed again, plainly: accepted, spaces tidied
    assert Player.objects.get(email="newcomer@example.org").name == "Ali ce"


def test_a_name_is_stored_in_nfc_and_duplicates_are_refused_whatever_the_case(live_server, browser, make_player):
    make_player("Élodie")
    page = open_sign_up(browser, live_server, "second@example.org")
    submit_name(page, "ÉLODIE")
    assert "Another player is already called ÉLODIE" in page.locator(".errorlist").inner_text()
    submit_name(page, unicodedata.normalize("NFD", "élodie"))  # "e" + combining accent: the same name
    assert "Another player is already called élodie" in page.locator(".errorlist").inner_text()
    assert not Player.objects.filter(email="second@example.org").exists()
    submit_name(page, unicodedata.normalize("NFD", "Zoé"))
    assert Player.objects.get(email="second@example.org").name == unicodedata.normalize("NFC", "Zoé")


def test_a_player_without_a_name_is_shown_by_number_in_the_lobby(live_server, browser, make_player):
    creator = make_player("Alice")
    nameless = Player.objects.create_user("jean.dupont.secret@example.org")
    nameless.seat_directly = True
    nameless.save()
    game = services.create_game(creator=creator, ruleset_id="knarr", seats=[creator.pk, nameless.pk, {"kind": "open"}])
    page = browser.new_context(locale="en-GB").new_page()
    page.goto(live_server.url + "/games/open/")
    row = page.locator("body").inner_text()
    assert f"game {game.pk}" in row
    assert f"Player {nameless.pk}" in row and "jean.dupont.secret" not in page.content()
