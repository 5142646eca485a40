"""Signing in (/signin/): an existing account gets a fresh single-use account link (with links to
its active games); the page answers the same for an unknown address, whose owner is told by email
that it has no account (and given a link that would create one)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from accounts import account_emails
from games import services
from games.models import Game
from players import links
from players.access import is_account_session
from players.models import AccountLink, Player
from tests.html import without_csrf
from tests.players.conftest import account_link_path

pytestmark = pytest.mark.django_db


def test_a_player_signs_in_with_the_link_and_gets_an_account_session(client, ask_link, mailoutbox, players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    Game.objects.filter(pk=game.pk).update(status=Game.Status.ACTIVE)
    assert ask_link("signin", players[0].email.upper()).status_code == 200
    [email] = mailoutbox
    assert email.to == [players[0].email] and email.subject == "Your link to sign in to Ravenpost"
    assert f"/games/{game.pk}/enter/" in email.body  # the old sign-in email's game links stay
    path = account_link_path(email)
    shown = client.get(path)
    assert shown.status_code == 200 and f"Sign in as {players[0].name}" in shown.content.decode()
    assert not shown.wsgi_request.user.is_authenticated  # a GET (a mail scanner) signs nobody in
    signed_in = client.post(path)
    assert signed_in.status_code == 302 and signed_in["Location"] == "/"
    page = client.get("/settings/")
    assert page.status_code == 200 and is_account_session(page.wsgi_request)
    assert page.wsgi_request.user == players[0]
    client.post("/signout/")
    assert client.post(path).status_code == 410  # once only


def test_each_request_sends_a_fresh_link_and_each_works_once(client, ask_link, mailoutbox, players, monkeypatch):
    later = timezone.now() + timedelta(minutes=account_emails.EMAIL_EVERY_MINUTES)
    ask_link("signin", players[0].email)
    monkeypatch.setattr("accounts.account_emails.timezone.now", lambda: later)  # the next window
    ask_link("signin", players[0].email)
    monkeypatch.undo()
    first, second = (account_link_path(email) for email in mailoutbox)
    assert first != second and AccountLink.objects.count() == 2
    for path in (first, second):
        assert client.post(path).status_code == 302
        assert client.post(path).status_code == 302  # used, but by the same person, already in: home
        client.post("/signout/")
        assert client.post(path).status_code == 410


def test_an_unknown_address_gets_the_same_answer_and_an_email_that_says_it_has_no_account(
        client, ask_link, mailoutbox, players):
    known = ask_link("signin", players[0].email)
    unknown = ask_link("signin", "stranger@example.org")
    assert known.status_code == unknown.status_code == 200
    assert without_csrf(known.content) == without_csrf(unknown.content)
    assert [email.to for email in mailoutbox] == [[players[0].email], ["stranger@example.org"]]
    stranger = mailoutbox[1]
    assert stranger.subject == "No Ravenpost account uses this address"
    assert "no account uses it" in stranger.body and "Create my account" in stranger.alternatives[0][0]
    # Its link creates the account, as the sign-up page's does.
    path = account_link_path(stranger)
    assert client.post(path, {"name": "Stranger", "locale": "en", "time_zone": "UTC"}).status_code == 302
    assert Player.objects.filter(email="stranger@example.org", name="Stranger").exists()


def test_the_email_speaks_the_players_language(client, ask_link, mailoutbox, players):
    players[0].locale = "fr"
    players[0].save()
    ask_link("signin", players[0].email)
    [email] = mailoutbox
    assert email.subject == "Votre lien pour vous connecter à Ravenpost"
    assert "Ouvrez ce lien pour vous connecter" in email.body and "Open this link" not in email.body


def test_a_game_link_session_may_ask_for_its_accounts_link(client, mailoutbox, players,
                                                          django_capture_on_commit_callbacks):
    """The 403 page of an account page, for a game-link session, POSTs the address to /signin/."""
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    entered = client.get(f"/games/{game.pk}/enter/{links.game_link_token(players[0].pk, game.pk)}/")
    assert entered.status_code == 302 and client.get(f"/games/{game.pk}/").status_code == 200
    refused = client.get("/settings/")
    assert refused.status_code == 403 and b"Email me a link to my account" in refused.content
    assert f'value="{players[0].email}"' in refused.content.decode()
    assert 'name="next" value="/settings/"' in refused.content.decode()  # and back to the page wanted
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post("/signin/", {"email": players[0].email, "next": "/settings/"}).status_code == 200
    path = account_link_path(mailoutbox[0])
    assert client.post(path)["Location"] == "/settings/"
    assert client.get("/settings/").status_code == 200
