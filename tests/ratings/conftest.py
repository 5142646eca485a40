from __future__ import annotations

import pytest

from games import services
from tests.ratings.race import race_registered


@pytest.fixture
def race():
    with race_registered():
        yield


@pytest.fixture
def play(race, django_capture_on_commit_callbacks):
    """``play(players, scores, rated=True, options=None)``: a Race game of ``players`` in seat order, each
    naming its score of ``scores``, played to the end with the commit's callbacks run (the
    rating task, eager in the tests); the finished game."""

    def run(players, scores, rated=True, options=None):
        """``players``: a player, or a bot level ("easy", "normal", "strong") for a bot seat
        (whose score is None in ``scores``: the bot plays its own)."""
        seats = [{"kind": "bot", "level": p} if isinstance(p, str) else p.pk for p in players]
        with django_capture_on_commit_callbacks(execute=True):
            game = services.create_game(creator=players[0], ruleset_id="race", seats=seats, rated=rated,
                                        options=options)
        for seat, score in enumerate(scores):
            if isinstance(players[seat], str):
                continue
            game.refresh_from_db()
            with django_capture_on_commit_callbacks(execute=True):
                services.submit_move(game_id=game.pk, player=players[seat], move={"type": "score", "score": score},
                                     expected_seq=game.seq)
        game.refresh_from_db()
        return game

    return run
