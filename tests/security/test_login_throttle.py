"""Password sign-ins to the admin are throttled (players.login_throttle): after so many failures
an account is refused before its password is checked, from that address, and from every address
past a higher limit; the right password clears the address's count; game links never check a
password and are never throttled."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from games import services
from players import links

pytestmark = pytest.mark.django_db

PASSWORD = "correct horse battery staple"


@pytest.fixture(autouse=True)
def small_limits(settings):
    settings.LOGIN_FAILURES_PER_ADDRESS = 3
    settings.LOGIN_FAILURES_PER_ACCOUNT = 5
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def staff(make_player):
    player = make_player("Root")
    player.is_staff = player.is_superuser = True
    player.set_password(PASSWORD)
    player.save()
    return player


def sign_in(player, password, address="10.0.0.1") -> bool:
    """Post the admin's login form from ``address``; whether the session is then the player's."""
    client = Client(REMOTE_ADDR=address)
    client.post("/admin/login/", {"username": player.email, "password": password, "next": "/admin/"})
    return client.get("/admin/").status_code == 200


def test_too_many_failures_refuse_even_the_right_password_from_that_address(staff):
    assert sign_in(staff, PASSWORD)
    for _ in range(3):
        assert not sign_in(staff, "wrong")
    assert not sign_in(staff, PASSWORD)  # throttled: the password is not even checked
    assert sign_in(staff, PASSWORD, address="10.0.0.2")  # the staff member elsewhere is not locked out
    cache.clear()  # the window has passed
    assert sign_in(staff, PASSWORD)


def test_failures_from_many_addresses_throttle_the_account(staff):
    for number in range(5):
        assert not sign_in(staff, "wrong", address=f"10.0.1.{number}")
    assert not sign_in(staff, PASSWORD, address="10.0.2.1")


def test_the_right_password_clears_the_addresss_count(staff):
    for _ in range(2):
        assert not sign_in(staff, "wrong")
    assert sign_in(staff, PASSWORD)
    for _ in range(2):
        assert not sign_in(staff, "wrong")
    assert sign_in(staff, PASSWORD)  # 2 + 2 failures, but never 3 in a row from here


def test_game_links_are_never_throttled(staff, make_player):
    other = make_player("Other")
    game = services.create_game(creator=staff, ruleset_id="uigo", seats=[staff.pk, other.pk])
    for number in range(5):
        sign_in(staff, "wrong", address=f"10.0.3.{number}")
    client = Client(REMOTE_ADDR="10.0.0.1")
    token = links.game_link_token(staff.pk, game.pk)
    assert client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": token})).status_code == 302
    assert client.get(f"/games/{game.pk}/").status_code == 200


def test_following_a_game_link_does_not_clear_the_failures(staff, make_player):
    """Only the right password clears an address's count: a holder of the account's game link
    could otherwise guess, follow the link, and guess again."""
    other = make_player("Other")
    game = services.create_game(creator=staff, ruleset_id="uigo", seats=[staff.pk, other.pk])
    for _ in range(2):
        assert not sign_in(staff, "wrong")
    client = Client(REMOTE_ADDR="10.0.0.1")
    token = links.game_link_token(staff.pk, game.pk)
    assert client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": token})).status_code == 302
    assert not sign_in(staff, "wrong")  # the third failure from this address
    assert not sign_in(staff, PASSWORD)  # throttled
