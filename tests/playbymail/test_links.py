"""Signed links: scoped to one player and one game, expiring, tamper-proof, and GET never moves."""

from __future__ import annotations

import pytest
from django.core import signing
from django.test import Client
from django.urls import reverse

from games import services
from games.models import Event
from players import links

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_games(players):
    a = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    b = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[2].pk])
    return a, b


def enter(client, player, game, token=None):
    token = token or links.game_link_token(player.pk, game.pk)
    return client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": token}))


def test_link_signs_in_for_its_game_only(client, players, two_games):
    a, b = two_games
    response = enter(client, players[0], a)
    assert response.status_code == 302 and response.url == f"/games/{a.pk}/"
    assert client.get(f"/games/{a.pk}/").status_code == 200
    assert client.get(f"/games/{b.pk}/").status_code == 403  # same player, other game: needs its own link


def test_link_for_game_a_cannot_open_game_b(client, players, two_games):
    a, b = two_games
    token = links.game_link_token(players[0].pk, a.pk)
    response = client.get(reverse("game-enter", kwargs={"game_id": b.pk, "token": token}))
    assert response.status_code == 400
    assert client.get(f"/games/{b.pk}/").status_code == 403


def test_link_for_game_a_cannot_post_moves_in_game_b(client, players, two_games):
    a, b = two_games
    enter(client, players[0], a)
    b.refresh_from_db()
    before = Event.objects.filter(game=b).count()
    response = client.post(f"/games/{b.pk}/move/", {"move": '{"type": "x"}', "expected_seq": b.seq})
    assert response.status_code == 403
    assert Event.objects.filter(game=b).count() == before


def test_a_scoped_session_cannot_use_the_api(client, players, two_games):
    a, _b = two_games
    enter(client, players[0], a)
    assert client.get(f"/api/games/{a.pk}/").status_code == 401


def test_tampered_link_is_refused_and_offers_a_fresh_one(client, players, two_games):
    a, _b = two_games
    token = links.game_link_token(players[0].pk, a.pk)
    forged = token[:-3] + ("aaa" if not token.endswith("aaa") else "bbb")
    response = enter(client, players[0], a, token=forged)
    assert response.status_code == 400
    assert b'name="email"' in response.content
    assert client.get(f"/games/{a.pk}/").status_code == 403


def test_expired_link_offers_to_email_a_fresh_one(client, players, two_games, settings, mailoutbox,
                                                  django_capture_on_commit_callbacks):
    a, _b = two_games
    settings.GAME_LINK_MAX_AGE_DAYS = 1
    token = signing.dumps({"p": players[0].pk, "g": a.pk}, salt=links.GAME_LINK_SALT, compress=True)
    old = signing.TimestampSigner(salt=links.GAME_LINK_SALT)
    # Re-sign the same payload two days in the past.
    payload = token.rsplit(":", 2)[0]
    old.timestamp = lambda: signing.b62_encode(int(signing.time.time() - 2 * 86400))
    expired = old.sign(payload)
    response = enter(client, players[0], a, token=expired)
    assert response.status_code == 410
    assert client.get(f"/games/{a.pk}/").status_code == 403
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("game-link", kwargs={"game_id": a.pk}), {"token": expired})
    assert response.status_code == 200
    assert [m.to for m in mailoutbox] == [[players[0].email]]
    fresh = next(line for line in mailoutbox[0].body.splitlines() if "/enter/" in line).split()[-1]
    assert "/games/" in fresh


def test_get_on_any_link_never_changes_the_game(client, players, two_games):
    a, _b = two_games
    a.refresh_from_db()
    seq = a.seq
    enter(client, players[0], a)
    client.get(f"/games/{a.pk}/")
    client.get(f"/games/{a.pk}/move/")
    client.get(reverse("unsubscribe", kwargs={"token": links.unsubscribe_token(players[0].pk)}))
    a.refresh_from_db()
    players[0].refresh_from_db()
    assert a.seq == seq and Event.objects.filter(game=a).count() == seq
    assert players[0].notify == "each_turn"



def test_a_link_for_another_player_asks_before_switching(client, players, two_games):
    """A page elsewhere could send a signed-in visitor to its author's own link: the visitor is
    asked, and only a POST (with the CSRF token of this site) switches."""
    a, _b = two_games
    assert enter(client, players[0], a).status_code == 302
    asked = enter(client, players[1], a)
    assert asked.status_code == 200
    page = asked.content.decode()
    assert players[0].display_name in page and players[1].display_name in page and 'method="post"' in page
    assert client.get(f"/games/{a.pk}/").wsgi_request.user == players[0]  # nothing switched yet
    token = links.game_link_token(players[1].pk, a.pk)
    switched = client.post(reverse("game-enter", kwargs={"game_id": a.pk, "token": token}))
    assert switched.status_code == 302 and switched.url == f"/games/{a.pk}/"
    assert client.get(f"/games/{a.pk}/").wsgi_request.user == players[1]


def test_switching_needs_this_sites_csrf_token(players, two_games):
    a, _b = two_games
    client = Client(enforce_csrf_checks=True)
    enter(client, players[0], a)
    token = links.game_link_token(players[1].pk, a.pk)
    assert client.post(reverse("game-enter", kwargs={"game_id": a.pk, "token": token})).status_code == 403
    assert client.get(f"/games/{a.pk}/").wsgi_request.user == players[0]
