"""Knarr's moves as a player meets them on the game page: two Vikings of the same colour and gain
in hand are one choice ("Recruit the blue Viking (reputation)" was listed twice); the API still
lists every legal move."""

from __future__ import annotations

from collections import Counter

import pytest

from games import services
from games.models import Game
from games.rulesets import presentation_for
from games.services import queries
from players.services import get_or_create_player
from tests.e2e.test_new_game_page import signed_in_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def a_game_with_twin_vikings(alice, bob):
    """A Knarr game whose first player holds two Vikings of one kind (the deal is seeded)."""
    for attempt in range(60):
        game = services.create_game(creator=alice, ruleset_id="knarr", seats=[alice.pk, bob.pk], seed=f"twins-{attempt}")
        game.refresh_from_db()
        ruleset, seat = services.ruleset_for(game), game.to_move[0]
        labels = Counter(presentation_for(ruleset.id).describe_move(move) for move in queries.legal_moves(game, seat))
        twins = [label for label, count in labels.items() if count > 1 and label.startswith("Recruit")]
        if twins:
            return game, seat, twins[0]
    raise AssertionError("no deal with two Vikings of one kind")


def test_two_identical_vikings_are_one_choice(live_server, browser):
    alice, _ = get_or_create_player("alice@example.org", name="Alice")
    bob, _ = get_or_create_player("bob@example.org", name="Bob")
    bob.seat_directly = True
    bob.save()
    game, seat, twin = a_game_with_twin_vikings(alice, bob)
    assert game.status == Game.Status.ACTIVE
    page = signed_in_page(browser, live_server, [alice, bob][seat])
    page.goto(f"{live_server.url}/games/{game.pk}/")
    buttons = page.locator("ul.moves button").all_inner_texts()
    assert sum(1 for text in buttons if text.startswith(twin)) == 1, buttons
    page.screenshot(path="/tmp/shots/knarr-moves-phone.png", full_page=True)
    assert len(set(buttons)) == len(buttons)
