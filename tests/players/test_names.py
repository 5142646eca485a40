"""Names outside the sign-up page (which tests/e2e/test_names.py drives in a browser): the settings
page and ``manage.py issue_token --name`` refuse what sign-up refuses, and a player without a
name is "Player <id>" (in French "Joueur <id>") wherever others see them: game pages, the API's
seats, the lobby's "who has joined", chat, never the local part of their address."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command
from django.test import Client

from games import services
from players.models import Player

pytestmark = pytest.mark.django_db

SETTINGS = {"locale": "en", "time_zone": "UTC", "notify": "each_turn", "turn_emails": "always",
            "reminders": "one", "vacation_from": "", "vacation_until": ""}


def signed_in(player, language: str = "en") -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(player)
    return client


@pytest.mark.parametrize(("typed", "message"), [
    ("Eve\u202e", "invisible or control characters"),
    ("Eve\nAdmin", "invisible or control characters"),
    ("\ufeffEve", "invisible or control characters"),
    ("alice", "Another player is already called alice"),
    ("Player 1", "how Ravenpost shows a player who has no name"),
    ("joueur 99999", "how Ravenpost shows a player who has no name"),
    ("Player #0099999", "how Ravenpost shows a player who has no name"),
])
def test_the_settings_page_refuses_what_sign_up_refuses(make_player, typed, message):
    make_player("Alice")
    eve = make_player("Eve")
    answer = signed_in(eve).post("/settings/", {**SETTINGS, "name": typed})
    assert answer.status_code == 400 and message in answer.content.decode()
    assert Player.objects.get(pk=eve.pk).name == "Eve"


def test_the_settings_page_keeps_ones_own_name_in_another_case_and_normalises(make_player):
    eve = make_player("Eve")
    assert signed_in(eve).post("/settings/", {**SETTINGS, "name": "  EVE   the  Bold "}).status_code == 302
    assert Player.objects.get(pk=eve.pk).name == "EVE the Bold"
    Player.objects.filter(pk=eve.pk).update(locale="fr", locale_chosen=True)
    refused = signed_in(eve, "fr").post("/settings/", {**SETTINGS, "locale": "fr", "name": "Eve\u200d"})
    assert "caractères invisibles ou de contrôle" in refused.content.decode()
    assert signed_in(eve).post("/settings/", {**SETTINGS, "name": f"Player {eve.pk}"}).status_code == 302  # her own


def test_issue_token_refuses_a_bad_or_taken_name(make_player):
    make_player("Alice")
    with pytest.raises(CommandError, match="already called"):
        call_command("issue_token", "other@example.org", "--name", "ALICE")
    with pytest.raises(CommandError, match="invisible"):
        call_command("issue_token", "other@example.org", "--name", "Bob\u202e")
    assert not Player.objects.filter(email="other@example.org").exists()
    call_command("issue_token", "other@example.org", "--name", "Bob")
    call_command("issue_token", "other@example.org", "--name", "Bob")  # again: the same player's own name
    assert Player.objects.get(email="other@example.org").name == "Bob"


def test_a_nameless_player_is_shown_by_number_never_by_address(make_player, client_for):
    alice = make_player("Alice")
    nameless = Player.objects.create_user("marie.curie.private@example.org", seat_directly=True)
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, nameless.pk])
    api = client_for(alice).get(f"/api/games/{game.pk}/").json()
    assert [seat.get("name") for seat in api["seats"]] == ["Alice", f"Player {nameless.pk}"]
    page = signed_in(alice).get(f"/games/{game.pk}/").content.decode()
    assert f"Player {nameless.pk}" in page and "marie.curie" not in page
    french = signed_in(alice, "fr").get(f"/games/{game.pk}/").content.decode()
    assert f"Joueur {nameless.pk}" in french and "marie.curie" not in french
    waiting = services.create_game(creator=nameless, ruleset_id="knarr", seats=[nameless.pk, {"kind": "open"}])
    lobby = Client().get("/games/open/").content.decode()
    assert f"game {waiting.pk}" in lobby and f"Player {nameless.pk}" in lobby and "marie.curie" not in lobby


def test_the_invitation_page_refuses_a_bad_name_and_declining_needs_none(make_player, client_for):
    from games.models import Game, Invitation
    from players import links

    alice = make_player("Alice")
    created = client_for(alice).post("/api/games/", {"ruleset": "uigo", "players": [alice.pk, "new@example.org"]},
                                     format="json").json()
    url = links.invitation_url(Invitation.objects.get(game_id=created["id"]).pk).replace("http://localhost:8000", "")
    client = Client()
    for typed, message in (("Bob\u202e", "invisible or control characters"), ("ALICE", "already called")):
        answer = client.post(url, {"name": typed, "locale": "en", "time_zone": "UTC", "accept": "1"})
        assert answer.status_code == 400 and message in answer.content.decode()  # the form again, with why
    assert not Player.objects.filter(email="new@example.org").exists()
    assert client.post(url, {"name": "Bob\u202e", "decline": "1"}).status_code == 200
    assert Game.objects.get(pk=created["id"]).status == "aborted"
