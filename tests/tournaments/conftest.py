"""Fixtures of the tournaments' tests: a tournament maker, and a bot that plays a tournament's
games to the end through the same service path as a player (``submit_move``)."""

from __future__ import annotations

from datetime import timedelta
from random import Random

import pytest
from django.utils import timezone

from games import services
from games.bots import choose_move
from games.models import Game
from tests.playing import seat_players
from tournaments import services as tournaments
from tournaments.models import Tournament, TournamentGame


@pytest.fixture
def make_tournament(make_player):
    """``make_tournament(format, ruleset, **kwargs)``: a tournament in sign-up, organised by a new
    player (who does not join), closing in a day, 64 places unless told."""

    def make(format="swiss", ruleset="uigo", organiser=None, **kwargs):
        kwargs.setdefault("max_players", 64)
        kwargs.setdefault("signup_closes_at", timezone.now() + timedelta(days=1))
        kwargs.setdefault("seed", f"test-{format}-{ruleset}")  # the same games every run
        return tournaments.create_tournament(organiser=organiser or make_player("Organiser"), name="Cup",
                                             ruleset_id=ruleset, format=format, **kwargs)

    return make


def play_game(game: Game, rng: Random, django_capture_on_commit_callbacks) -> None:
    """Play ``game`` to its end, the easy bot choosing every move of whoever is to move, posted
    through ``submit_move`` by the seat's player. The commit callbacks of the move that ends the
    game run (the tournament's advance); those of other moves (turn emails) are dropped."""
    ruleset = services.ruleset_for(game)
    for _move in range(5000):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            return
        players = seat_players(game)  # a seat whose player left is the autopilot's: it moves by itself
        state = services.load_state(game)
        seat = next(seat for seat in sorted(ruleset.to_move(state)) if players[seat] is not None)
        move = choose_move(ruleset, state, seat, level="easy", rng=rng)
        with django_capture_on_commit_callbacks() as callbacks:
            services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=game.seq)
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            for callback in callbacks:
                callback()
            return
    raise AssertionError(f"game {game.pk} did not end")


@pytest.fixture
def play_tournament(django_capture_on_commit_callbacks):
    """``play_tournament(tournament, seed)``: play every game of every round until the tournament
    is finished; the rounds follow one another by the games' ``game_finished`` signal alone."""

    def run(tournament: Tournament, seed: int, before_round=None) -> None:
        """``before_round(number)``, if given, runs before the games of each round are played."""
        rng = Random(seed)
        for _round in range(100):
            tournament.refresh_from_db()
            if tournament.status == Tournament.Status.FINISHED:
                return
            if before_round is not None:
                before_round(tournament.current_round)
            rows = TournamentGame.objects.filter(tournament=tournament, round=tournament.current_round,
                                                 game__status=Game.Status.ACTIVE).select_related("game")
            assert rows, f"round {tournament.current_round} has no game left to play but did not end"
            for row in rows:
                play_game(row.game, rng, django_capture_on_commit_callbacks)
        raise AssertionError("the tournament did not end")

    return run
