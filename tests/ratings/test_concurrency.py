"""Two raters at once (a task and the sweep, two workers): the rule set's ladder lock makes one
wait for the other, and each game is rated once, in order."""

from __future__ import annotations

import time

import pytest
from django.db import transaction

from games import services as games
from games.models import Game
from ratings import services
from ratings.models import Ladder, RatedGame, Rating, RatingChange
from tests.threads import Worker

pytestmark = pytest.mark.django_db(transaction=True)


def test_two_raters_at_once_rate_each_game_once(race, players):
    a, b, c = players[:3]
    for scores in ([5, 1], [2, 8], [4, 4]):
        game = games.create_game(creator=a, ruleset_id="race", seats=[a.pk, c.pk if scores[0] == 4 else b.pk])
        for seat, score in enumerate(scores):
            game.refresh_from_db()
            mover = [a, c if scores[0] == 4 else b][seat]
            games.submit_move(game_id=game.pk, player=mover, move={"type": "score", "score": score},
                              expected_seq=game.seq)
    Game.objects.update(rated=True)  # rated now: no task ran at their commit
    Ladder.objects.create(ruleset="race")
    with transaction.atomic():
        Ladder.objects.select_for_update().get(ruleset="race")  # both raters queue behind this
        workers = [Worker(f"rater {n}", lambda: services.rate_pending("race")) for n in (1, 2)]
        for worker in workers:
            worker.start()
        time.sleep(0.5)
        assert not RatedGame.objects.exists()
    assert sorted(worker.outcome() for worker in workers) == [0, 3]
    assert list(RatedGame.objects.order_by("position").values_list("position", flat=True)) == [1, 2, 3]
    assert RatingChange.objects.count() == 6
    live = sorted(Rating.objects.values_list("player_id", "mu", "sigma", "games"))
    services.recompute("race")
    assert sorted(Rating.objects.values_list("player_id", "mu", "sigma", "games")) == live
