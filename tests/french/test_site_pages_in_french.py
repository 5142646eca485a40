"""The site in French, as players whose names begin with a vowel read it: the site's own sentences
where a name or a game's name is put in ("En attente d'Alice", "Règles d'UIGO!", "la partie
d'UIGO!": ``{% load french %}``'s ``elide`` filter and ``games.typography.elide_in_french``), and
every page and email of a short game of each rule set played through the web, checked by
``tests.french.typography`` (no "de le", no "de Alice", no colon without its non-breaking space)."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from games import services
from games.models import Game, Invitation, Seat
from notifications.deadlines import scan
from notifications.emails import build_message
from outbox.models import Notification
from tests.french.typography import faults
from tests.playing import first_legal

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


# Each rule set with a number of players it is played by; the players' names begin with a vowel.
RULESETS = {"fjords": 2, "uigo": 2, "knarr": 2, "greenland": 3, "graenaland": 3}
NAMES = ["Alice", "Émile", "Ingrid"]
FIRST_MOVES = 3


def _check(found: dict[str, int], where: str, text: str) -> None:
    for fault in faults(text):
        key = f"{where}: {fault}"
        found[key] = found.get(key, 0) + 1


def _email_texts(message) -> list[str]:
    return [message.subject, message.body, message.alternatives[0][0]]


@pytest.mark.parametrize("ruleset_id", sorted(RULESETS))
def test_the_pages_and_emails_of_a_game_read_as_french(french, ruleset_id):
    people = [french(name) for name in NAMES[:RULESETS[ruleset_id]]]
    clients = {person.pk: client_for(person) for person in people}
    game = services.create_game(creator=people[0], ruleset_id=ruleset_id, seats=[p.pk for p in people],
                                move_time_limit=timedelta(hours=24))
    found: dict[str, int] = {}
    for _ in range(FIRST_MOVES):
        seat, move = first_legal(game)
        mover = Seat.objects.get(game=game, seat=seat).player
        answer = clients[mover.pk].post(f"/games/{game.pk}/move/", {"move": json.dumps(move), "expected_seq": game.seq},
                                        follow=True)
        assert answer.status_code == 200
        _check(found, "move answer", answer.content.decode())
    for person in people:
        client = clients[person.pk]
        _check(found, "game page", client.get(f"/games/{game.pk}/").content.decode())
        _check(found, "My games", client.get("/games/").content.decode())
    _check(found, "rules page", clients[people[0].pk].get(f"/rules/{ruleset_id}/").content.decode())
    waiting = services.create_game(creator=people[0], ruleset_id=ruleset_id,
                                   seats=[people[0].pk] + [{"kind": "open"}] * (len(people) - 1))
    _check(found, "waiting page", clients[people[0].pk].get(f"/games/{waiting.pk}/").content.decode())
    scan(now=timezone.now() + timedelta(hours=25))  # the player to move times out
    rows = Notification.objects.filter(game=game, player__isnull=False).select_related("player", "game")
    kinds = set()
    for row in rows:
        kinds.add(row.kind)
        for text in _email_texts(build_message(row)):
            _check(found, f"{row.kind} email", text)
    assert {"your_turn", "timeout"} <= kinds, kinds
    assert not found, "\n".join(f"{count}× {fault}" for fault, count in sorted(found.items()))
