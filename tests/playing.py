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


def play_through_api(clients: list, game_id: int, chooser: Random, max_moves: int, after_move=None) -> dict:
    """Play a game through the REST API as clients that know no rules: one random seat to move
    posts one random element of its ``legal-moves``, verbatim, until the game is no longer active.

    ``clients[seat]`` is an authenticated API client per seat. Every move must be accepted (201).
    ``after_move(step, game)``, if given, runs after each move with the game as the API returns it.
    Returns the last game resource read; fails if the game is still active after ``max_moves``.
    """
    game = clients[0].get(f"/api/games/{game_id}/").json()
    for step in range(max_moves):
        if game["status"] != "active":
            return game
        seat = chooser.choice(game["to_move"])
        legal = clients[seat].get(f"/api/games/{game_id}/legal-moves/").json()
        assert legal["moves"], f"seat {seat} is to move but has no legal move"
        move = chooser.choice(legal["moves"])
        response = clients[seat].post(f"/api/games/{game_id}/moves/", {"move": move, "expected_seq": legal["seq"]},
                                      format="json")
        assert response.status_code == 201, (move, response.json())
        game = clients[0].get(f"/api/games/{game_id}/").json()
        if after_move is not None:
            after_move(step, game)
    assert game["status"] != "active", f"game {game_id} is still active after {max_moves} moves"
    return game


def first_legal(game: Game) -> tuple[int, dict]:
    """The first seat to move in ``game`` (refreshed) and its first legal move."""
    game.refresh_from_db()
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    seat = ruleset.to_move(state)[0]
    return seat, ruleset.legal_moves(state, seat)[0]
