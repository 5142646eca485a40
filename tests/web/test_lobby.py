"""The lobby (/games/open/), joining from it, the invite-link page (/games/join/<token>/), and the
game page's additions: a waiting game's seats and invite link, "next game where it is my turn",
and the rematch of a finished game."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from games import services
from games.models import Game, Seat
from players import links
from tests.playing import play_to_end

pytestmark = pytest.mark.django_db


def knarr(creator, *others, **options):
    """A waiting Knarr game: the creator, then ``others`` (dicts of seat kinds, or ids)."""
    return services.create_game(creator=creator, ruleset_id="knarr", seats=[creator.pk, *others], options=options)


def test_anyone_sees_the_lobby_with_options_time_and_seats_left(client, person):
    alice = person("Alice")
    game = knarr(alice, {"kind": "open"}, {"kind": "open"}, ship_side="advanced")
    hidden = knarr(alice, {"kind": "link"})  # no open seat: not in the lobby
    html = client.get(reverse("game-lobby")).content.decode()
    assert f"game {game.pk}" in html and f"game {hidden.pk}" not in html
    assert "Side of the ship sheets" in html and "Advanced side" in html
    assert "3 days" in html and "Alice" in html  # the default time per move, who has joined
    assert reverse("game-join", args=[game.pk]) in html


def test_an_anonymous_join_goes_to_sign_in_and_comes_back_to_the_game(client, person):
    alice = person("Alice")
    game = knarr(alice, {"kind": "open"})
    response = client.post(reverse("game-join", args=[game.pk]))
    assert response.status_code == 302 and response["Location"].startswith(reverse("signin"))
    assert f"next=/games/{game.pk}/join/" in response["Location"]
    assert Seat.objects.get(game=game, seat=1).player is None


def test_joining_the_last_seat_starts_the_game(person, account_client):
    alice, carole = person("Alice"), person("Carole")
    game = knarr(alice, {"kind": "open"})
    client = account_client(carole)
    assert b"Join" in client.get(reverse("game-join", args=[game.pk])).content  # where sign-in brings one back
    response = client.post(reverse("game-join", args=[game.pk]), follow=True)
    assert response.redirect_chain[-1][0] == reverse("game-page", args=[game.pk])
    assert "You joined the game, and it has started." in response.content.decode()
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE and Seat.objects.get(game=game, seat=1).player == carole


@pytest.mark.parametrize("language", ["en", "fr"])
def test_joining_a_full_game_says_so(person, account_client, language):
    alice, carole, dan = person("Alice"), person("Carole"), person("Dan", locale=language)
    game = knarr(alice, {"kind": "open"})
    account_client(carole).post(reverse("game-join", args=[game.pk]))
    response = account_client(dan).post(reverse("game-join", args=[game.pk]), follow=True)
    html = response.content.decode()
    assert response.redirect_chain[-1][0] == reverse("game-lobby")
    # The last seat taken started the game: the service's own refusal, in the reader's language
    # (games.services.refusals).
    assert ("Cette partie a déjà commencé\u00a0: trouvez une autre partie dans le salon." in html) \
        if language == "fr" else ("This game has already started: find another game in the lobby." in html)
    assert not Seat.objects.filter(game=game, player=dan).exists()


def test_a_game_link_session_may_not_join(client, person):
    alice, bob = person("Alice"), person("Bob")
    started = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    client.get(reverse("game-enter", kwargs={"game_id": started.pk,
                                             "token": links.game_link_token(bob.pk, started.pk)}))
    game = knarr(alice, {"kind": "open"})
    assert client.post(reverse("game-join", args=[game.pk])).status_code == 403
    assert Seat.objects.get(game=game, seat=1).player is None


def test_the_invite_link_page_shows_the_game_and_joins_on_post(client, person, account_client):
    alice, carole = person("Alice"), person("Carole")
    game = knarr(alice, {"kind": "link"}, {"kind": "bot"})
    # Alice's page of the waiting game offers the link to share, and names every seat.
    html = account_client(alice).get(reverse("game-page", args=[game.pk])).content.decode()
    assert "(invite link)" in html and "Bot" in html
    token = re.search(r'value="https?://[^"]*/games/join/([^"/]+)/"', html).group(1)
    assert services.read_invite_token(token) == game.pk
    url = reverse("game-join-link", kwargs={"token": token})
    # Anyone holding the link sees the game; joining needs an account.
    page = client.get(url)
    assert page.status_code == 200 and f"game {game.pk}" in page.content.decode()
    response = client.post(url)
    assert response.status_code == 302 and response["Location"].startswith(reverse("signin"))
    response = account_client(carole).post(url)
    assert response["Location"] == reverse("game-page", args=[game.pk])
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE and Seat.objects.get(game=game, seat=1).player == carole


def test_a_bad_invite_link_is_a_clear_404(client):
    response = client.get(reverse("game-join-link", kwargs={"token": "not-a-token"}))
    assert response.status_code == 404
    assert "This invite link is not valid" in response.content.decode()


def test_next_game_where_it_is_my_turn(person, account_client):
    alice, bob = person("Alice"), person("Bob")
    here = services.create_game(creator=alice, ruleset_id="uigo", seats=[bob.pk, alice.pk])   # Alice to play
    there = services.create_game(creator=alice, ruleset_id="uigo", seats=[bob.pk, alice.pk])  # Alice to play
    waiting = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])  # Bob to play
    client = account_client(alice)
    html = client.get(reverse("game-page", args=[here.pk])).content.decode()
    assert f'href="/games/{there.pk}/">Next game where it is your turn' in html
    html = client.get(reverse("game-page", args=[waiting.pk])).content.decode()
    assert "Next game where it is your turn" in html
    bob_html = account_client(bob).get(reverse("game-page", args=[here.pk])).content.decode()
    assert f'href="/games/{waiting.pk}/">Next game' in bob_html


def test_a_finished_game_offers_a_rematch(person, account_client):
    alice, bob = person("Alice"), person("Bob")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    client = account_client(alice)
    assert "game-rematch" not in client.get(reverse("game-page", args=[game.pk])).content.decode()
    play_to_end(game, seed=5)
    html = client.get(reverse("game-page", args=[game.pk])).content.decode()
    assert reverse("game-rematch", args=[game.pk]) in html
    response = client.post(reverse("game-rematch", args=[game.pk]))
    rematch = Game.objects.get(rematch_of=game)
    assert response["Location"] == reverse("game-page", args=[rematch.pk])
    assert rematch.ruleset == "uigo" and rematch.options == game.options


def test_a_rematch_of_a_running_game_is_refused_with_a_sentence(person, account_client):
    alice, bob = person("Alice"), person("Bob")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    response = account_client(alice).post(reverse("game-rematch", args=[game.pk]), follow=True)
    assert response.redirect_chain[-1][0] == reverse("game-page", args=[game.pk])
    assert b"messages" in response.content
    assert not Game.objects.filter(rematch_of=game).exists()


def test_waiting_games_have_their_own_section_in_my_games(person, account_client):
    alice, carole = person("Alice"), person("Carole")
    game = knarr(alice, {"kind": "open"}, {"kind": "bot"})
    html = account_client(alice).get(reverse("game-list")).content.decode()
    waiting = re.search(r'<section aria-labelledby="waiting-heading">(.*?)</section>', html, re.S).group(1)
    assert f"/games/{game.pk}/" in waiting and "(open seat)" in waiting and "Bot" in waiting
    account_client(carole).post(reverse("game-join", args=[game.pk]))
    html = account_client(alice).get(reverse("game-list")).content.decode()
    assert 'aria-labelledby="waiting-heading"' not in html  # it started: now among the running games


def test_the_join_page_of_an_expired_game_says_so(person, account_client):
    from datetime import timedelta

    from django.utils import timezone

    alice, carole = person("Alice"), person("Carole")
    game = knarr(alice, {"kind": "open"})
    services.expire_waiting_games(now=timezone.now() + timedelta(days=60))
    client = account_client(carole)
    assert "expired" in client.get(reverse("game-join", args=[game.pk])).content.decode()
    response = client.post(reverse("game-join", args=[game.pk]), follow=True)
    assert "expired" in response.content.decode()
    assert not Seat.objects.filter(game=game, player=carole).exists()
