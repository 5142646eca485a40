"""Fixtures of the chat tests: a two-player UIGO! game, and signing in to its page by link."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games import services
from players import links


@pytest.fixture
def game(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[players[0].pk, players[1].pk])
    game.refresh_from_db()
    return game


@pytest.fixture
def sign_in():
    """``sign_in(client, player, game)``: follow the player's game link, as from an email."""

    def follow(client, player, game) -> None:
        token = links.game_link_token(player.pk, game.pk)
        response = client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": token}))
        assert response.status_code == 302

    return follow
