"""Helpers for tests that play games through the service layer or the API."""

from __future__ import annotations

from random import Random

from games import services
from games.models import Game, Seat


def seat_players(game: Game) -> dict[int, object]:
    return {seat.seat: seat.player for seat in Seat.objects.filter(game=game).select_related("player")}


def play_random_move(game: Game, chooser: Random, players: dict[int, object]) -> services.MoveResult:
    """Post one random legal move of one random seat to move, through ``submit_move``."""
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    seat = chooser.choice(sorted(ruleset.to_move(state)))
    move = chooser.choice(ruleset.legal_moves(state, seat))
    return services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq)


def play_to_end(game: Game, seed: int, max_moves: int = 20_000) -> int:
    """Play random legal moves until the game is over; return the number of moves."""
    chooser = Random(seed)
    players = seat_players(game)
    for count in range(1, max_moves + 1):
        play_random_move(game, chooser, players)
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            return count
    raise AssertionError(f"game {game.pk} did not end after {max_moves} moves")
