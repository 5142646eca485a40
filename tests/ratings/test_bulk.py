"""``ratings.bulk.rate_pending_bulk``, the benchmark's rater (``bench/leaderboard.py``), writes
the rows the live rater (``ratings.services.rate_pending``) writes: on the games of a small
``fill_games``, every ``Rating``, ``RatingChange`` and ``RatedGame`` row and each ladder's count
are the same (ids and timestamps aside), whether the bulk path rates everything, rates after the
live rater has rated part of the games, or the live rater rates after it; every third game of a
rule set with variants is made one of another variant, so that both paths rate several ladders
per rule set. A game with a bot seat is refused, not rated another way.
"""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.db import transaction

from games.models import Game
from ratings import bulk, services, variants
from ratings.models import Ladder, RatedGame, Rating, RatingChange

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def filled(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        call_command("fill_games", games=160, players=30, playouts=2, seed=11, stdout=io.StringIO())
        Game.objects.filter(status=Game.Status.FINISHED).update(rated=True)
        for index, game in enumerate(Game.objects.filter(ruleset__in=list(variants.RULES)).order_by("pk")):
            splits = variants.RULES[game.ruleset].splits
            if index % 3:  # another variant: the options only name the ladder, the fold never reads them
                split = splits[index % len(splits)]
                Game.objects.filter(pk=game.pk).update(options={**game.options, split.option: split.value})
        yield
        transaction.set_rollback(True)


@pytest.fixture
def savepoint(filled, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        yield
        transaction.set_rollback(True)


def rows() -> dict:
    return {
        "ratings": sorted(Rating.objects.values_list("player_id", "ruleset", "variant", "mu", "sigma", "shown", "games",
                                                     "wins", "last_game_id")),
        "changes": sorted(RatingChange.objects.values_list(
            "game_id", "player_id", "ruleset", "variant", "seat", "rank", "players", "mu_before", "sigma_before",
            "mu_after", "sigma_after", "shown_before", "shown_after", "games_after", "finished_at")),
        "rated": sorted(RatedGame.objects.values_list("game_id", "ruleset", "variant", "position", "result", "reason")),
        "ladders": sorted(Ladder.objects.values_list("ruleset", "dealt_with")),
    }


def forget_ratings() -> None:
    RatingChange.objects.all().delete()
    Rating.objects.all().delete()
    RatedGame.objects.all().delete()
    Ladder.objects.all().delete()


def live() -> int:
    return sum(services.rate_pending(ruleset) for ruleset in services.rulesets_pending())


def in_bulk() -> int:
    return sum(bulk.rate_pending_bulk(ruleset) for ruleset in services.rulesets_pending())


def test_the_bulk_rater_writes_the_rows_of_the_live_rater(savepoint):
    finished = Game.objects.filter(status=Game.Status.FINISHED).count()
    assert live() == finished
    expected = rows()
    assert len(expected["rated"]) == finished and len(expected["changes"]) > finished
    assert any(games > 1 for *_rest, games, _wins, _last in expected["ratings"])  # ratings carried across games
    ladders = {(ruleset, variant) for _player, ruleset, variant, *_rest in expected["ratings"]}
    assert {variant for _ruleset, variant in ladders} > {variants.STANDARD}  # several ladders per rule set
    assert len(ladders) > len({ruleset for ruleset, _variant in ladders})
    forget_ratings()
    assert in_bulk() == finished
    assert rows() == expected


def test_the_bulk_rater_goes_on_from_the_live_one_and_the_live_one_from_it(savepoint):
    live()
    expected = rows()
    forget_ratings()
    finished = Game.objects.filter(status=Game.Status.FINISHED).order_by("finished_at", "pk")
    thirds = [game.pk for game in finished]
    first, second = thirds[:len(thirds) // 3], thirds[len(thirds) // 3: 2 * len(thirds) // 3]
    Game.objects.exclude(pk__in=first).update(rated=False)
    live()  # the first third, live
    Game.objects.filter(pk__in=second).update(rated=True)
    in_bulk()  # the second, in bulk, over the live ratings
    Game.objects.filter(status=Game.Status.FINISHED).update(rated=True)
    live()  # the rest, live again, over the bulk ones
    assert rows() == expected


def test_a_game_with_a_bot_seat_is_refused(play, make_player):
    game = play([make_player(), "normal"], [3, None])
    assert Game.objects.get(pk=game.pk).status == Game.Status.FINISHED
    RatedGame.objects.filter(game=game).delete()  # rated by the eager task: pending again
    with pytest.raises(bulk.NotBulkRateable, match=f"game {game.pk}"):
        bulk.rate_pending_bulk(game.ruleset)
