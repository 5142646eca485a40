"""Simultaneous choices: another seat's choice does not make a seat's move stale.

In Grænaland's simultaneous phases several seats choose at once. A move sent at an older
``expected_seq`` stands when, since then, only other seats moved and the seat's legal moves are
the same: nothing it could see and choose from changed. Its own move since, a change of its
choices, or anything else (a takeback, an admin's repair) still makes it stale (409).
"""

from __future__ import annotations

from random import Random

import pytest

from games import services
from games.models import Game
from games.services.errors import Conflict
from tests.contracts.support import new_game, seat_players

pytestmark = pytest.mark.django_db


def play_until_simultaneous(game: Game, chooser: Random) -> list[int]:
    """Random moves until at least two seats are to move at once; those seats."""
    rules = services.ruleset_for(game)
    for _ in range(300):
        game.refresh_from_db()
        state = services.load_state(game)
        seats = rules.to_move(state)
        if len(seats) >= 2:
            return seats
        move = chooser.choice(rules.legal_moves(state, seats[0]))
        services.submit_move(game_id=game.pk, player=seat_players(game)[seats[0]], move=move, expected_seq=game.seq)
    raise AssertionError("no simultaneous choice in 300 moves")


def test_a_choice_sent_before_another_seats_choice_is_played(make_player):
    game = new_game([make_player() for _ in range(3)], "graenaland")
    first, second = play_until_simultaneous(game, Random(3))[:2]
    players = seat_players(game)
    game.refresh_from_db()
    rules = services.ruleset_for(game)
    seen = game.seq  # both seats read the game here and choose
    state = services.load_state(game)
    first_move = rules.legal_moves(state, first)[0]
    second_move = rules.legal_moves(state, second)[0]

    services.submit_move(game_id=game.pk, player=players[first], move=first_move, expected_seq=seen)
    game.refresh_from_db()
    assert game.seq > seen
    still = services.load_state(game)
    if second not in rules.to_move(still) or rules.legal_moves(still, second) != rules.legal_moves(state, second):
        pytest.fail("the first choice changed the second seat's choices: pick another seed")

    result = services.submit_move(game_id=game.pk, player=players[second], move=second_move, expected_seq=seen)
    assert result.seq > game.seq


def test_a_seats_own_move_since_keeps_its_stale_seq(make_player):
    game = new_game([make_player() for _ in range(3)], "graenaland")
    first, _second = play_until_simultaneous(game, Random(3))[:2]
    players = seat_players(game)
    game.refresh_from_db()
    rules = services.ruleset_for(game)
    seen = game.seq
    move = rules.legal_moves(services.load_state(game), first)[0]
    services.submit_move(game_id=game.pk, player=players[first], move=move, expected_seq=seen)
    with pytest.raises(Conflict) as refused:  # the same seat again at the old seq: a double send
        services.submit_move(game_id=game.pk, player=players[first], move=move, expected_seq=seen)
    assert refused.value.code == "stale_seq"


def test_a_move_in_a_turn_game_stays_stale_after_the_other_seat_moved(make_player):
    game = new_game([make_player(), make_player()], "uigo")
    players = seat_players(game)
    game.refresh_from_db()
    rules = services.ruleset_for(game)
    seen = game.seq
    state = services.load_state(game)
    mover = rules.to_move(state)[0]
    services.submit_move(game_id=game.pk, player=players[mover], move=rules.legal_moves(state, mover)[0],
                         expected_seq=seen)
    game.refresh_from_db()
    other = rules.to_move(services.load_state(game))[0]
    move = rules.legal_moves(services.load_state(game), other)[0]
    with pytest.raises(Conflict) as refused:  # the other seat was not to move at ``seen``
        services.submit_move(game_id=game.pk, player=players[other], move=move, expected_seq=seen)
    assert refused.value.code == "stale_seq"
