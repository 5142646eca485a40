"""Password sign-ins to the admin are throttled (players.login_throttle): after so many failures
an account is refused before its password is checked from that address; an address failing on
many accounts is refused for all of them; an account guessed from many addresses backs off (a
minute at most) instead of locking; the right password clears the address's count; addresses
come through trusted proxies only; game links never check a password and are never throttled."""

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
    settings.LOGIN_FAILURES_PER_ADDRESS_ALL_ACCOUNTS = 6
    settings.LOGIN_BACKOFF_MAX_SECONDS = 60
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


@pytest.fixture
def clock(monkeypatch):
    """The back-off's clock, moved by hand."""
    from players import login_throttle

    clock = {"now": 1_000_000.0}
    monkeypatch.setattr(login_throttle, "now", lambda: clock["now"])
    return clock


def sign_in(player, password, address="10.0.0.1", **headers) -> bool:
    """Post the admin's login form from ``address``; whether the session is then the player's."""
    client = Client(REMOTE_ADDR=address, **headers)
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


def test_failures_from_many_addresses_make_the_account_back_off_not_lock(staff, clock):
    for number in range(4):
        assert not sign_in(staff, "wrong", address=f"10.0.1.{number}")
    assert sign_in(staff, PASSWORD, address="10.0.2.1")  # under the limit: no delay yet
    assert not sign_in(staff, "wrong", address="10.0.1.9")  # the 5th: 1 s back-off
    assert not sign_in(staff, PASSWORD, address="10.0.2.1")  # refused, password unchecked
    clock["now"] += 1.01
    assert not sign_in(staff, "wrong", address="10.0.1.10")  # the 6th: 2 s
    clock["now"] += 1
    assert not sign_in(staff, PASSWORD, address="10.0.2.1")
    clock["now"] += 1.01
    assert sign_in(staff, PASSWORD, address="10.0.2.1")


def test_the_back_off_is_capped_and_refused_attempts_do_not_lengthen_it(staff, clock):
    for number in range(40):  # far past the limit: 2**35 s uncapped
        clock["now"] += 61
        assert not sign_in(staff, "wrong", address=f"10.0.{number}.1")
    for number in range(20):  # hammering during the back-off changes nothing
        clock["now"] += 2
        assert not sign_in(staff, "wrong", address=f"10.1.{number}.1")
    clock["now"] += 61 - 40 + 0.01
    assert sign_in(staff, PASSWORD, address="10.2.0.1")  # the owner waited a minute at most


def test_one_address_failing_on_many_accounts_is_refused_for_all_of_them(staff, make_player):
    others = []
    for number in range(3):
        other = make_player(f"Admin {number}")
        other.set_password(PASSWORD)
        other.is_staff = True
        other.save()
        others.append(other)
    for other in others:
        for _ in range(2):
            assert not sign_in(other, "wrong", address="10.0.0.66")
    assert not sign_in(staff, PASSWORD, address="10.0.0.66")  # the flood: refused for every account
    assert sign_in(staff, PASSWORD, address="10.0.0.1")  # everyone else is untouched
    assert all(sign_in(other, PASSWORD, address="10.0.0.1") for other in others)


def test_behind_a_proxy_one_outsider_cannot_lock_the_admins_out(staff, settings):
    """Through a trusted proxy, each client counts as itself: counted as the proxy's address,
    anyone's failures would lock every admin out."""
    from config.client_address import parse_trusted_proxies

    settings.TRUSTED_PROXIES = parse_trusted_proxies("TRUSTED_PROXIES", "172.18.0.0/16")
    for _ in range(10):
        assert not sign_in(staff, "wrong", address="172.18.0.2", HTTP_X_FORWARDED_FOR="198.51.100.66")
    assert sign_in(staff, PASSWORD, address="172.18.0.2", HTTP_X_FORWARDED_FOR="203.0.113.5")
    # The outsider cannot pose as the admin: the proxy appends the address it saw.
    assert not sign_in(staff, PASSWORD, address="172.18.0.2",
                       HTTP_X_FORWARDED_FOR="203.0.113.5, 198.51.100.66")
    # And an X-Forwarded-For sent straight to the server (not through the proxy) is ignored.
    assert not sign_in(staff, PASSWORD, address="198.51.100.66", HTTP_X_FORWARDED_FOR="203.0.113.7")


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
