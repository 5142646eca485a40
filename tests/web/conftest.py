"""Fixtures for the game web pages: players who may be seated directly, account sessions."""

from __future__ import annotations

import pytest
from django.test import Client


@pytest.fixture
def person(make_player):
    """``person(name, locale="en")``: a player who accepted to be seated directly (so a test can
    start a game with them without an invitation round) and who chose ``locale`` in their
    settings (a chosen language wins over the browser's: ``players.languages``)."""

    def make(name: str, locale: str = "en"):
        player = make_player(name)
        player.seat_directly = True
        player.locale = locale
        player.locale_chosen = True
        player.save()
        return player

    return make


@pytest.fixture
def account_client():
    """``account_client(player, language="en")``: a browser signed in with an account session
    (a forced login is unscoped, as an account link's is), asking for ``language``."""

    def make(player, language: str = "en") -> Client:
        client = Client(HTTP_ACCEPT_LANGUAGE=language)
        client.force_login(player)
        return client

    return make
