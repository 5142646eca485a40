"""The sign-up and sign-in pages do the same work for an address that has an account as for one
that has none: the same answers are not enough if their time differs (about 30 against 22 ms
when only a known address is looked up, linked and has its games listed on the request path). The
request writes one outbox row keyed on the address, whatever it is, and the email's delivery
decides what it says (``accounts.account_emails``).

The check is on the statements the request sends to the database, compared with their parameters
left out: the same statements in the same order, for a player with games, a player without, a
deactivated player and a stranger. ``bench/sign_in_timing.py`` measures the times themselves.
"""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import services
from outbox.models import Notification
from players.models import AccountLink, Player

pytestmark = pytest.mark.django_db  # the commit callbacks (delivery) never run: the request path alone

# A quoted literal (with '' inside), a number, or a server-side placeholder ($1): a parameter.
PARAMETER = re.compile(r"'(?:[^']|'')*'|\b\d+(?:\.\d+)?\b|\$\d+")


def statements(client, page: str, address: str) -> list[str]:
    """The statements one POST of ``address`` to ``/{page}/`` sends, with every parameter as ``?``."""
    with CaptureQueriesContext(connection) as captured:
        response = client.post(f"/{page}/", {"email": address})
    assert response.status_code == 200 and b"Check your inbox" in response.content
    return [PARAMETER.sub("?", query["sql"]) for query in captured.captured_queries]


@pytest.fixture
def addresses(players, make_player) -> dict[str, str]:
    services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    gone = make_player("Gone")
    Player.objects.filter(pk=gone.pk).update(is_active=False)
    return {"player with a game": players[0].email, "player without a game": make_player("Idle").email,
            "deactivated player": gone.email, "stranger": "stranger@example.org"}


@pytest.mark.parametrize("page", ["signin", "signup"])
def test_every_address_costs_the_same_statements(client, addresses, page):
    first = {who: statements(client, page, address) for who, address in addresses.items()}
    again = {who: statements(client, page, address) for who, address in addresses.items()}  # in the same window
    stranger = first["stranger"]
    assert all(seen == stranger for seen in first.values()), first
    assert all(seen == again["stranger"] for seen in again.values()), again
    # One statement: the outbox row, inserted unless this window's is there already. No player read.
    assert len(stranger) == 1 and stranger[0].startswith('INSERT INTO "notifications_notification"'), stranger
    assert "ON CONFLICT" in stranger[0] and not any("players_player" in sql for sql in stranger)
    # Each address got one row, keyed on it alone, and nothing else was written: no link yet.
    rows = Notification.objects.filter(kind=Notification.Kind.ACCOUNT_LINK)
    assert sorted(rows.values_list("email", flat=True)) == sorted(addresses.values())
    assert not rows.exclude(player=None).exists() and not AccountLink.objects.exists()


def test_the_fresh_link_form_costs_the_same_whoever_plays_the_game(client, players, make_player):
    """The form on an expired game link's page takes an address: whether it belongs to a player of
    the game is decided when the email is delivered (``accounts.fresh_links``)."""
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    services.create_game(creator=players[2], ruleset_id="uigo", seats=[players[2].pk, players[3].pk])
    addresses = {"player of the game": players[1].email, "player of another game": players[2].email,
                 "stranger": "stranger@example.org"}

    def sent(game_id: int, address: str) -> list[str]:
        with CaptureQueriesContext(connection) as captured:
            response = client.post(f"/games/{game_id}/link/", {"email": address})
        assert response.status_code == 200
        return [PARAMETER.sub("?", query["sql"]) for query in captured.captured_queries]

    seen = {who: sent(game.pk, address) for who, address in addresses.items()}
    seen["no such game"] = sent(game.pk + 1000, players[1].email)
    assert all(statements == seen["stranger"] for statements in seen.values()), seen
    assert len(seen["stranger"]) == 1 and seen["stranger"][0].startswith('INSERT INTO "notifications_notification"')
    assert not Notification.objects.filter(kind=Notification.Kind.SIGN_IN_LINK).exclude(player=None).exists()


@pytest.mark.django_db(transaction=True)
def test_delivery_decides_who_gets_a_fresh_game_link(client, players, mailoutbox):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    services.create_game(creator=players[2], ruleset_id="uigo", seats=[players[2].pk, players[3].pk])
    mailoutbox.clear()
    for address in (players[1].email.upper(), players[2].email, "stranger@example.org", "not an address"):
        assert client.post(f"/games/{game.pk}/link/", {"email": address}).status_code == 200
    assert [email.to for email in mailoutbox] == [[players[1].email]]
    assert f"/games/{game.pk}/enter/" in mailoutbox[0].body
    rows = Notification.objects.filter(kind=Notification.Kind.SIGN_IN_LINK).order_by("pk")
    assert list(rows.values_list("email", "status", "player")) == [
        (players[1].email, "sent", players[1].pk), (players[2].email, "skipped", None),
        ("stranger@example.org", "skipped", None)]
