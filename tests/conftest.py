"""Shared fixtures: players with API tokens, an authenticated API client, game helpers."""

from __future__ import annotations

import itertools

import pytest
from rest_framework.test import APIClient

_emails = itertools.count(1)


@pytest.fixture
def make_player(db):
    from players.services import get_or_create_player

    def make(name: str | None = None):
        number = next(_emails)
        player, _ = get_or_create_player(f"player{number}@example.org", name=name or f"Player {number}")
        return player

    return make


@pytest.fixture
def client_for():
    """``client_for(player)``: an APIClient authenticated with a fresh token of that player."""
    from players.services import issue_token

    def make(player) -> APIClient:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {issue_token(player)}")
        return client

    return make


@pytest.fixture
def players(make_player):
    return [make_player(name) for name in ("Théo", "Sonia", "Gabriel", "Carole")]
