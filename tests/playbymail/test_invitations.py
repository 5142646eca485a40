"""Invitations by email: the game waits for every seat, starts on the last acceptance, and is
aborted (everyone told) when someone declines or lets the invitation expire."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from games import services
from games.models import Game, Invitation
from players import links
from players.models import Player

pytestmark = pytest.mark.django_db


def create(client_for, player, seats):
    return client_for(player).post("/api/games/", {"ruleset": "uigo", "players": seats}, format="json")


def accept_url(invitation):
    return links.invitation_url(invitation.pk).replace("http://localhost:8000", "")


def test_inviting_an_unknown_email_waits_then_starts_on_acceptance(client, players, client_for, mailoutbox,
                                                                     django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = create(client_for, players[0], [players[0].pk, "New.Friend@Example.org"])
    assert response.status_code == 201
    body = response.json()
    assert body["status"] == "waiting" and body["seq"] == 0 and body["seats"][1]["player"] is None
    invitation = Invitation.objects.get(game_id=body["id"])
    assert invitation.email == "new.friend@example.org"
    assert mailoutbox[-1].to == ["new.friend@example.org"]
    # The email's link opens this invitation (its signature carries the second it was made, so
    # it is compared by what it reads as, not as text).
    [token] = re.findall(r"/invitations/([^/\s]+)/", mailoutbox[-1].body)
    assert links.read_invitation(token) == invitation.pk

    page = client.get(accept_url(invitation))
    assert page.status_code == 200 and Game.objects.get(pk=body["id"]).status == "waiting"
    with django_capture_on_commit_callbacks(execute=True):
        # A newcomer answers what signing up asks: name, language, time zone.
        response = client.post(accept_url(invitation), {"name": "Friend", "locale": "en",
                                                        "time_zone": "America/New_York", "accept": "1"})
    assert response.status_code == 302 and response.url == f"/games/{body['id']}/"
    game = Game.objects.get(pk=body["id"])
    assert game.status == "active" and game.seq > 0
    friend = Player.objects.get(email="new.friend@example.org")
    assert (friend.name, friend.locale, friend.time_zone, friend.locale_chosen) == (
        "Friend", "en", "America/New_York", True)
    assert client.get(f"/games/{game.pk}/").status_code == 200
    assert client.get("/settings/").status_code == 200  # an account session, not one game's


def test_declining_aborts_and_tells_the_others(client, players, client_for, mailoutbox,
                                               django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        body = create(client_for, players[0], [players[0].pk, "a@example.org", "b@example.org"]).json()
    first, second = Invitation.objects.filter(game_id=body["id"]).order_by("seat")
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(accept_url(first), {"decline": "1"})
    assert response.status_code == 200
    assert Game.objects.get(pk=body["id"]).status == "aborted"
    second.refresh_from_db()
    assert second.status == "cancelled"
    assert sorted(m.to[0] for m in mailoutbox) == sorted([players[0].email, "b@example.org"])
    assert client.post(accept_url(second), {"accept": "1"}).status_code == 302  # back to the page with a message
    assert Game.objects.get(pk=body["id"]).status == "aborted"


def test_expiry_aborts(players, client_for):
    body = create(client_for, players[0], [players[0].pk, "late@example.org"]).json()
    assert services.expire_invitations(now=timezone.now() + timedelta(days=30)) == 1
    assert Game.objects.get(pk=body["id"]).status == "aborted"
    assert services.expire_invitations(now=timezone.now() + timedelta(days=30)) == 0


def test_bad_seats_are_refused(players, client_for):
    for seats, status, code in [([players[0].pk, "not-an-email"], 400, "bad_email"),
                                ([players[0].pk, "x@example.org", "X@example.org"], 422, "duplicate_player"),
                                ([players[0].pk, 3.5], 400, "invalid_request")]:
        response = create(client_for, players[0], seats)
        assert response.status_code == status and response.json()["code"] == code


def test_expiry_tells_the_others(players, client_for, mailoutbox, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        body = create(client_for, players[0], [players[0].pk, "late@example.org", "later@example.org"]).json()
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        assert services.expire_invitations(now=timezone.now() + timedelta(days=30)) == 1
    assert Game.objects.get(pk=body["id"]).status == "aborted"
    told = sorted(m.to[0] for m in mailoutbox)
    assert told == sorted([players[0].email, "later@example.org"])  # not the one whose invitation lapsed
    assert all("expired" in m.body for m in mailoutbox)
    statuses = dict(Invitation.objects.filter(game_id=body["id"]).values_list("email", "status"))
    assert statuses == {"late@example.org": "expired", "later@example.org": "cancelled"}


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [("en", "This invitation has expired."), ("fr", "Cette invitation a expiré.")],
)
def test_accepting_an_expired_invitation_says_so_in_the_readers_language(client, players, client_for, lang,
                                                                         sentence):
    body = create(client_for, players[0], [players[0].pk, "slow@example.org"]).json()
    invitation = Invitation.objects.get(game_id=body["id"])
    Invitation.objects.filter(pk=invitation.pk).update(expires_at=timezone.now() - timedelta(minutes=1))
    response = client.post(accept_url(invitation), {"name": "Slow", "accept": "1"}, follow=True,
                           HTTP_ACCEPT_LANGUAGE=lang)
    html = response.content.decode()
    assert response.status_code == 200 and sentence in html
    assert lang == "en" or "This invitation" not in html  # no English left on a French page
    assert Game.objects.get(pk=body["id"]).status == "waiting"


def test_a_player_may_send_only_so_many_invitations_a_day(players, client_for, settings, mailoutbox):
    settings.INVITATIONS_PER_DAY = 3
    first = create(client_for, players[0], [players[0].pk, "a@example.org", "b@example.org"])
    assert first.status_code == 201
    games, invitations = Game.objects.count(), Invitation.objects.count()
    over = create(client_for, players[0], [players[0].pk, "c@example.org", "d@example.org"])
    assert over.status_code == 429 and over["Content-Type"].startswith("application/problem+json")
    assert over.json()["code"] == "too_many_invitations" and "3 people a day" in over.json()["detail"]
    assert (Game.objects.count(), Invitation.objects.count()) == (games, invitations)  # nothing half made
    # One more fits; seating known players by id is never limited; and a day later the allowance is back.
    assert create(client_for, players[0], [players[0].pk, "c@example.org"]).status_code == 201
    assert create(client_for, players[0], [players[0].pk, players[1].pk]).status_code == 201
    Invitation.objects.update(created_at=timezone.now() - timedelta(hours=25))
    assert create(client_for, players[0], [players[0].pk, "e@example.org", "f@example.org"]).status_code == 201
    # The allowance is the inviter's own: another player is not counted against it.
    assert create(client_for, players[1], [players[1].pk, "g@example.org", "h@example.org"]).status_code == 201
