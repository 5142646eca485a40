"""An invitation reaches the invited player's webhooks (by player id, or by email to a player's
address), signed like any delivery, with what a bot needs to accept it through the API."""

from __future__ import annotations

import json

import pytest

from games import services
from games.models import Game
from outbox.models import Delivery
from tests.webhooks.test_signing import documented_verify
from webhooks.services import register_endpoint

pytestmark = pytest.mark.django_db


def test_invitations_by_id_and_by_email_are_delivered_and_accepted(make_player, receiver, allow_loopback, client,
                                                                   django_capture_on_commit_callbacks):
    bot, host, stranger = make_player(seat_directly=False), make_player(), make_player(seat_directly=False)
    with django_capture_on_commit_callbacks(execute=True):
        endpoint = register_endpoint(owner=bot, url=receiver.url)
    with django_capture_on_commit_callbacks(execute=True):
        by_id = services.create_game(creator=host, ruleset_id="uigo", seats=[host.pk, bot.pk])
        by_email = services.create_game(creator=host, ruleset_id="knarr", seats=[host.pk, stranger.pk, bot.email])
        services.create_game(creator=host, ruleset_id="uigo", seats=[host.pk, "nobody-yet@example.org"])

    bodies = [json.loads(item.body) for item in receiver.received]
    assert [body["type"] for body in bodies] == ["invitation", "invitation"]
    verify = documented_verify()
    for item, body, game in zip(receiver.received, bodies, (by_id, by_email), strict=True):
        invitation = game.invitations.get(seat=body["seat"])
        assert verify(endpoint.secret, item.headers["Ravenpost-Signature"], item.body)
        assert item.headers["Ravenpost-Event"] == "invitation"
        assert body["game"] == {"id": game.pk, "ruleset": game.ruleset, "seq": 0}
        assert body["invitation"] == {
            "id": invitation.pk, "game": game.pk, "ruleset": game.ruleset, "seat": invitation.seat,
            "invited_by": host.display_name, "expires_at": body["invitation"]["expires_at"],
            "accept_url": f"http://localhost:8000/api/invitations/{invitation.pk}/accept/"}
    assert bodies[1]["seat"] == 2
    assert Delivery.objects.filter(kind="invitation").count() == 2  # the stranger has no webhook

    # The bot accepts through the URL it was given: the game starts.
    client.force_login(bot)
    answer = client.post(bodies[0]["invitation"]["accept_url"].removeprefix("http://localhost:8000"))
    assert answer.status_code == 200, answer.content
    by_id.refresh_from_db()
    assert by_id.status == Game.Status.ACTIVE
