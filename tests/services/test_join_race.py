"""Two people racing for the last seat of a lobby game, on real connections (``transaction=True``):
one gets it and the game starts with exactly its number of players; the other gets a clear
refusal, never a seat too many."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game, Seat
from tests.contracts.support import run_together

pytestmark = pytest.mark.django_db(transaction=True)

ROUNDS = 6


def test_two_joins_racing_for_the_last_seat(make_player):
    alice = make_player()
    for _ in range(ROUNDS):
        bob, carol = make_player(), make_player()
        game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, {"kind": "open"}])
        outcomes = run_together([
            lambda player=player, game_id=game.pk: services.join_game(game_id=game_id, player=player).pk
            for player in (bob, carol)
        ])
        assert sorted(outcomes, key=str) == sorted([game.pk, "game_started"], key=str), outcomes
        game.refresh_from_db()
        assert game.status == Game.Status.ACTIVE
        seated = list(Seat.objects.filter(game=game).values_list("player_id", flat=True))
        winner = bob if outcomes[0] == game.pk else carol
        assert sorted(seated) == sorted([alice.pk, winner.pk])
