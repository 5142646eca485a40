"""The sign-in page (/signin/): one email with a single-use account link (tests/players) and a
fresh link to each of the player's active games, at most one every 10 minutes per address, the
same answer for any address, in the player's language; each game link opens its game. What the
email says is decided when it is delivered (``accounts.account_emails.prepare_email``)."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from accounts.account_emails import prepare_email
from games import services
from games.models import Game
from outbox.models import Notification
from tests.html import without_csrf

pytestmark = pytest.mark.django_db


def at(monkeypatch, hour, minute):
    moment = datetime(2030, 5, 6, hour, minute, 30, tzinfo=UTC)
    monkeypatch.setattr("accounts.account_emails.timezone.now", lambda: moment)


@pytest.fixture
def games(players):
    made = [
        services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[n].pk])
        for n in (1, 2, 3)
    ]
    Game.objects.filter(pk=made[2].pk).update(status=Game.Status.FINISHED)  # not listed: nothing to play
    return made


def test_one_email_links_every_active_game_and_each_link_opens_it(client, players, games, mailoutbox,
                                                                 django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/signin/", {"email": players[0].email})
    assert response.status_code == 200
    [email] = mailoutbox
    assert email.to == [players[0].email] and "sign in" in email.subject
    urls = re.findall(r"https?://\S+/games/(\d+)/enter/(\S+)/", email.body)
    assert sorted(int(game_id) for game_id, _token in urls) == [games[0].pk, games[1].pk]
    html = email.alternatives[0][0]
    assert all(f"/games/{game.pk}/enter/" in html for game in games[:2]) and f"/games/{games[2].pk}/" not in html
    for game_id, token in urls:
        opened = client.get(f"/games/{game_id}/enter/{token}/")
        assert opened.status_code == 302 and client.get(f"/games/{game_id}/").status_code == 200


def test_at_most_one_email_every_ten_minutes(client, players, games, monkeypatch):
    sent = Notification.objects.filter(kind=Notification.Kind.ACCOUNT_LINK, email=players[0].email)
    at(monkeypatch, 12, 1)
    for _ in range(5):
        client.post("/signin/", {"email": players[0].email})
    at(monkeypatch, 12, 9)
    client.post("/signin/", {"email": players[0].email})
    assert sent.count() == 1
    at(monkeypatch, 12, 11)
    client.post("/signin/", {"email": players[0].email})
    assert sent.count() == 2


def test_the_answer_is_the_same_for_anyone_and_each_address_hears_what_concerns_it(
        client, players, games, make_player, mailoutbox, django_capture_on_commit_callbacks):
    idle = make_player("Idle")  # a player with no game still gets their account link
    with django_capture_on_commit_callbacks(execute=True):
        known = client.post("/signin/", {"email": players[0].email})
        unknown = client.post("/signin/", {"email": "stranger@example.org"})
        idling = client.post("/signin/", {"email": idle.email})
    assert len({without_csrf(answer.content) for answer in (known, unknown, idling)}) == 1
    sent = Notification.objects.filter(kind=Notification.Kind.ACCOUNT_LINK).order_by("pk")
    assert list(sent.values_list("player", "context__why")) == [(players[0].pk, "sign_in"), (None, "no_account"),
                                                                 (idle.pk, "sign_in")]
    assert [(email.to, email.subject) for email in mailoutbox] == [
        ([players[0].email], "Your link to sign in to Ravenpost"),
        (["stranger@example.org"], "No Ravenpost account uses this address"),
        ([idle.email], "Your link to sign in to Ravenpost")]


def test_the_email_speaks_the_players_language(client, players, games, mailoutbox,
                                               django_capture_on_commit_callbacks):
    players[0].locale = "fr"
    players[0].save()
    with django_capture_on_commit_callbacks(execute=True):
        client.post("/signin/", {"email": players[0].email})
    [email] = mailoutbox
    assert email.subject == "Votre lien pour vous connecter à Ravenpost"
    assert "Ouvrez ce lien pour vous connecter" in email.body and "Vos parties en cours" in email.body
    assert f"partie {games[0].pk}" in email.body and "Here are" not in email.body


def test_a_game_finished_since_the_request_is_left_out(client, players, games):
    client.post("/signin/", {"email": players[0].email})  # queued
    row = Notification.objects.get(kind=Notification.Kind.ACCOUNT_LINK)
    assert prepare_email(row) and len(row.context["games"]) == 2  # decided at delivery; its send then failed
    Game.objects.filter(pk=games[0].pk).update(status=Game.Status.FINISHED)
    from notifications.emails import build_message

    message = build_message(row)  # the retry, later
    assert f"/games/{games[1].pk}/enter/" in message.body and f"/games/{games[0].pk}/enter/" not in message.body
