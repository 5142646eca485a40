"""Stepping back through a game on its board (``?at=SEQ``): the board as the seat saw it after that
seq, with nothing to play on it, and the way back and forward; the log's lines lead there."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from games import services

pytestmark = pytest.mark.django_db


def _played(players, moves: int):
    alice, bob = players[0], players[1]
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    for _ in range(moves):
        game.refresh_from_db()
        state = services.load_state(game)
        seat = game.to_move[0]
        move = services.ruleset_for(game).legal_moves(state, seat)[0]
        services.submit_move(game_id=game.pk, player=[alice, bob][seat], move=move, expected_seq=game.seq)
    game.refresh_from_db()
    return game, alice


def test_the_board_steps_back_and_forward_through_the_game(players):
    game, alice = _played(players, 3)
    client = Client()
    client.force_login(alice)
    now = client.get(f"/games/{game.pk}/").content.decode()
    assert f'href="?at={game.seq - 1}#board"' in now  # "Step back through the game"
    assert re.search(r'<a class="see" href="\?at=\d+#board"', now)  # the log leads to the board then
    earlier = client.get(f"/games/{game.pk}/", {"at": 2}).content.decode()
    board = earlier[earlier.index('id="board"'):earlier.index("</section>", earlier.index('id="board"'))]
    assert f"The board after step 2 of {game.seq}" in board
    assert 'class="touch"' not in board and 'id="board-play"' not in board  # nothing to play on it
    assert 'href="?at=1#board"' in board and 'href="?at=3#board"' in board
    assert "<form" not in board
    # out of range: the board as it is now
    for at in ("0", str(game.seq), "x", "-3"):
        page = client.get(f"/games/{game.pk}/", {"at": at}).content.decode()
        assert "The board after step" not in page


def test_the_board_then_shows_what_the_seat_saw_then(players):
    game, alice = _played(players, 2)
    client = Client()
    client.force_login(alice)
    seat = next(s.seat for s in game.seats.all() if s.player_id == alice.pk)
    then = services.ruleset_for(game).view(services.load_state(game, at=2), seat)
    page = client.get(f"/games/{game.pk}/", {"at": 2}).content.decode()
    for card in then.get("hand", []):
        assert f'data-card="{card}"' in page


def test_the_board_leads_to_the_first_thing_to_touch(players):
    """On a long board (a phone), a link at its top leads to the element of the first move."""
    game, alice = _played(players, 0)
    mover = [players[0], players[1]][game.to_move[0]]
    client = Client()
    client.force_login(mover)
    page = client.get(f"/games/{game.pk}/").content.decode()
    jump = re.search(r'<p class="jump"><a href="#(touch-[^"]+)">', page)
    assert jump is not None
    assert f'id="{jump.group(1)}"' in page
