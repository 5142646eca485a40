"""Which language pages speak: a chosen language first, then the visitor's switch, the
invitation's language, the browser's, and a player's guessed locale (players.languages); and the
defaults the sign-up form offers."""

from __future__ import annotations

import re

import pytest

from games import services
from games.models import Invitation
from players import links
from players.models import Player
from tests.players.conftest import account_link_path

pytestmark = pytest.mark.django_db


def lang_of(response) -> str:
    return re.search(r'<html lang="([a-z-]+)">', response.content.decode()).group(1)


def selected(response, field: str) -> str:
    """The value of the selected option of the select named ``field``."""
    html = response.content.decode()
    select = re.search(rf'<select name="{field}".*?</select>', html, re.S).group(0)
    return re.search(r'<option value="([^"]+)" selected>', select).group(1)


def test_a_visitor_gets_the_browsers_language_then_the_switch(client):
    assert lang_of(client.get("/")) == "en"
    french = client.get("/", HTTP_ACCEPT_LANGUAGE="fr-FR,fr;q=0.9,en;q=0.5")
    assert lang_of(french) == "fr" and "Des jeux de société par e-mail" in french.content.decode()
    assert lang_of(client.get("/", HTTP_ACCEPT_LANGUAGE="de-DE,fr;q=0.5")) == "fr"  # the first one we speak
    # The switch is a plain POST form (no script), shown to visitors.
    assert b'action="/i18n/setlang/"' in french.content and b'name="language" value="en"' in french.content
    switched = client.post("/i18n/setlang/", {"language": "en", "next": "/signup/"}, HTTP_ACCEPT_LANGUAGE="fr")
    assert switched.status_code == 302 and switched["Location"] == "/signup/"
    assert lang_of(client.get("/signup/", HTTP_ACCEPT_LANGUAGE="fr")) == "en"


def test_an_invitees_pages_follow_the_invitations_language_until_they_choose(
        client, players, mailoutbox, django_capture_on_commit_callbacks):
    players[0].locale, players[0].locale_chosen = "fr", True
    players[0].save()
    with django_capture_on_commit_callbacks(execute=True):
        services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, "ami@example.org"])
    # The French invitation's link says so; the invitee's browser says English.
    [path] = re.findall(r"https?://[^/\s]+(/invitations/[^/\s]+/\?lang=fr)", mailoutbox[-1].body)
    page = client.get(path, HTTP_ACCEPT_LANGUAGE="en-US,en")
    assert page.status_code == 200 and lang_of(page) == "fr"
    assert lang_of(client.get("/", HTTP_ACCEPT_LANGUAGE="en-US,en")) == "fr"  # kept for the visit
    invitation = Invitation.objects.get(email="ami@example.org")
    with django_capture_on_commit_callbacks(execute=True):
        accepted = client.post(links.invitation_url(invitation.pk).split("localhost:8000")[1] + "?lang=fr",
                               {"name": "Ami", "locale": "fr", "time_zone": "Europe/Paris", "accept": "1"},
                               HTTP_ACCEPT_LANGUAGE="en-US,en")
    assert accepted.status_code == 302
    invitee = Player.objects.get(email="ami@example.org")
    # Accepting asks the language, as signing up does, offering the invitation's first.
    assert '<option value="fr" selected>' in page.content.decode()
    assert (invitee.locale, invitee.locale_chosen) == ("fr", True)
    assert lang_of(client.get(accepted["Location"], HTTP_ACCEPT_LANGUAGE="en-US,en")) == "fr"


def test_a_player_who_has_not_chosen_follows_the_browser_else_their_guessed_locale(client, make_player):
    player = make_player("Guessed")
    player.locale = "fr"
    player.save()
    client.force_login(player)
    assert lang_of(client.get("/")) == "fr"  # no Accept-Language (a script): the guess
    assert lang_of(client.get("/", HTTP_ACCEPT_LANGUAGE="en-GB")) == "en"
    Player.objects.filter(pk=player.pk).update(locale_chosen=True)
    assert lang_of(client.get("/", HTTP_ACCEPT_LANGUAGE="en-GB")) == "fr"  # chosen: theirs, whatever the browser


@pytest.mark.parametrize(("accept", "language", "zone"), [
    ("fr-FR,fr;q=0.9", "fr", "Europe/Paris"),
    ("fr", "fr", "Europe/Paris"),
    ("fr-CA,fr;q=0.8", "fr", "America/Toronto"),
    ("en-GB,en;q=0.8", "en", "Europe/London"),
    ("en", "en", "UTC"),
    ("", "en", "UTC"),
])
def test_the_sign_up_form_defaults_from_the_browser(client, ask_link, mailoutbox, accept, language, zone):
    ask_link("signup", "newcomer@example.org", HTTP_ACCEPT_LANGUAGE=accept)
    form = client.get(account_link_path(mailoutbox[0]), HTTP_ACCEPT_LANGUAGE=accept)
    assert form.status_code == 200 and lang_of(form) == language
    assert (selected(form, "locale"), selected(form, "time_zone")) == (language, zone)
    assert 'name="time_zone"' in form.content.decode() and "<script" not in form.content.decode()
