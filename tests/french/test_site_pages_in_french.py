"""The site's own French sentences (Django's catalogue) where a player's name or a game's name is
put in: "En attente d'Alice", "Règles d'UIGO!", "la partie d'UIGO!" (``{% load french %}``'s
``elide`` filter and ``games.typography.elide_in_french``)."""

from __future__ import annotations

import pytest
from django.test import Client

from games import services
from games.models import Game, Invitation
from notifications.emails import build_message
from notifications.models import Notification

pytestmark = pytest.mark.django_db


@pytest.fixture
def french(make_player):
    """``french(name)``: a player who reads the site in French."""

    def make(name: str):
        player = make_player(name)
        player.locale = "fr"
        player.locale_chosen = True
        player.save()
        return player

    return make


def client_for(player) -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE="fr")
    client.force_login(player)
    return client


def test_a_name_or_a_game_name_after_de_is_elided_in_french(french):
    alice, emile = french("Alice"), french("Émile")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, emile.pk])
    game = Game.objects.get(pk=game.pk)
    waiter = [alice, emile][1 - game.to_move[0]]
    mover = [alice, emile][game.to_move[0]]
    page = client_for(waiter).get(f"/games/{game.pk}/").content.decode()
    assert f"En attente d'{mover.name}." in page and f"En attente de {mover.name}" not in page
    rules = client_for(alice).get("/rules/uigo/").content.decode()
    assert "Règles d'UIGO" in rules and "Règles de UIGO" not in rules
    invited = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, "ines@example.org"])
    services.accept_invitation(invitation_id=Invitation.objects.get(game=invited).pk, name="Inès")
    for kind in ("invitation", "game_started"):
        message = build_message(Notification.objects.filter(kind=kind, game=invited).first())
        for part in (message.subject, message.body, message.alternatives[0][0]):
            assert "de UIGO" not in part, (kind, part)
        assert "partie d'UIGO" in message.body, (kind, message.body)


def test_english_pages_are_left_alone(make_player):
    alice, bob = make_player("Alice"), make_player("Bob")
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    client = Client(HTTP_ACCEPT_LANGUAGE="en")
    client.force_login(alice)
    assert "Rules of UIGO" in client.get("/rules/uigo/").content.decode()
    assert client.get(f"/games/{game.pk}/").status_code == 200


def test_the_new_game_form_puts_a_non_breaking_space_before_its_colon(french):
    chloe = french("Chloé")
    page = client_for(chloe).get("/games/new/uigo/2/").content.decode()
    assert "Place 1</strong>\u00a0: Chloé" in page
