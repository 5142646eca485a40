"""Rating finished rated games: openskill's Plackett-Luce over the outcome read from the log,
once per game, in the order games finished; and a recomputation equal to the live values."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from openskill.models import PlackettLuce

from games import services as games
from games.models import Game, Seat
from ratings import scale, services, tasks
from ratings.models import RatedGame, Rating, RatingChange

pytestmark = pytest.mark.django_db


def rating(player, ruleset="race"):
    return Rating.objects.get(player=player, ruleset=ruleset)


def test_a_two_player_win_moves_the_winner_up_and_the_loser_down(play, players):
    a, b = players[:2]
    game = play([a, b], [7, 3])
    model = PlackettLuce()
    [[winner], [loser]] = model.rate([[model.rating()], [model.rating()]], ranks=[1, 2])
    assert (rating(a).mu, rating(a).sigma) == (winner.mu, winner.sigma)
    assert (rating(b).mu, rating(b).sigma) == (loser.mu, loser.sigma)
    assert rating(a).shown > 1500 > rating(b).shown
    assert (rating(a).games, rating(a).wins, rating(b).wins) == (1, 1, 0)
    assert rating(a).last_game == game
    changes = {c.player_id: c for c in RatingChange.objects.filter(game=game)}
    assert (changes[a.pk].rank, changes[b.pk].rank) == (1, 2)
    assert changes[a.pk].shown_before == changes[b.pk].shown_before == 1500
    assert changes[a.pk].shown_after == rating(a).shown
    assert RatedGame.objects.get(game=game).result == "counted"


def test_three_players_are_ranked_by_the_outcome(play, players):
    a, b, c = players[:3]
    play([a, b, c], [2, 9, 5])
    assert rating(b).shown > rating(c).shown > rating(a).shown
    ranks = dict(RatingChange.objects.values_list("player_id", "rank"))
    assert ranks == {b.pk: 1, c.pk: 2, a.pk: 3}


def test_a_tie_rates_the_tied_players_alike(play, players):
    a, b, c = players[:3]
    play([a, b, c], [6, 6, 1])
    assert (rating(a).mu, rating(a).sigma) == (rating(b).mu, rating(b).sigma)
    assert rating(a).mu > rating(c).mu
    assert rating(a).wins == rating(b).wins == 1
    two = play([a, c], [4, 4])
    ranks = set(RatingChange.objects.filter(game=two).values_list("rank", flat=True))
    assert ranks == {1}


def test_ratings_build_on_each_other_and_stay_provisional_until_five_games(play, players):
    a, b = players[:2]
    for number in range(scale.PROVISIONAL_GAMES):
        assert scale.provisional(rating(a).games) if number else True
        play([a, b], [5, 1])
    assert rating(a).games == 5 and not scale.provisional(rating(a).games)
    history = list(RatingChange.objects.filter(player=a).order_by("games_after"))
    assert [c.games_after for c in history] == [1, 2, 3, 4, 5]
    for earlier, later in zip(history, history[1:], strict=False):
        assert later.mu_before == earlier.mu_after and later.sigma_before == earlier.sigma_after


def test_unrated_games_are_not_rated(play, players):
    game = play(players[:2], [3, 1], rated=False)
    assert game.status == Game.Status.FINISHED
    assert not Rating.objects.exists() and not RatedGame.objects.exists()


def test_a_game_whose_seat_lost_its_player_is_skipped(play, players, race):
    a, b = players[:2]
    game = play([a, b], [3, 1], rated=False)
    # A seat without a player that nobody left (no meta:seat_replaced says who held it): a game
    # the ratings cannot account for.
    Game.objects.filter(pk=game.pk).update(rated=True)
    Seat.objects.filter(game=game, seat=1).update(player=None)
    assert services.rate_pending("race") == 1
    assert RatedGame.objects.get(game=game).result == "skipped"
    assert RatedGame.objects.get(game=game).reason == "seat_without_player"
    assert not Rating.objects.exists()


def test_a_player_who_leaves_a_rated_game_is_placed_last(race, players, django_capture_on_commit_callbacks):
    """Leaving loses: the autopilot plays on for the leaver (Race's timeout move scores 0) and ties
    the third player's 0 by the rules, yet the leaver is ranked below everyone who played on."""
    a, b, c = players[:3]
    with django_capture_on_commit_callbacks(execute=True):
        game = games.create_game(creator=a, ruleset_id="race", seats=[a.pk, b.pk, c.pk], rated=True)
    game.refresh_from_db()
    with django_capture_on_commit_callbacks(execute=True):
        games.submit_move(game_id=game.pk, player=a, move={"type": "score", "score": 9}, expected_seq=game.seq)
    with django_capture_on_commit_callbacks(execute=True):
        games.leave_game(game_id=game.pk, player=b)  # the autopilot plays seat 1 at once
    game.refresh_from_db()
    with django_capture_on_commit_callbacks(execute=True):
        games.submit_move(game_id=game.pk, player=c, move={"type": "score", "score": 0}, expected_seq=game.seq)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    assert {entry["seat"]: entry["rank"] for entry in game.outcome["ranking"]}[1] == 2  # tied by the rules
    assert RatedGame.objects.get(game=game).result == "counted"
    ranks = dict(RatingChange.objects.filter(game=game).values_list("player_id", "rank"))
    assert ranks[a.pk] < ranks[c.pk] < ranks[b.pk]
    assert rating(b).shown < rating(c).shown < rating(a).shown
    assert rating(b).games == 1 and rating(b).wins == 0


def test_rating_again_changes_nothing(play, players):
    a, b = players[:2]
    game = play([a, b], [3, 1])
    before = list(Rating.objects.values())
    assert services.rate_pending("race") == 0
    assert services.rate_pending("race") == 0
    assert list(Rating.objects.values()) == before
    assert RatingChange.objects.filter(game=game).count() == 2


def test_a_game_finished_while_its_task_was_lost_is_rated_by_the_sweep(race, players, django_capture_on_commit_callbacks):
    a, b = players[:2]
    game = games.create_game(creator=a, ruleset_id="race", seats=[a.pk, b.pk], rated=True)
    for seat, player in enumerate((a, b)):
        game.refresh_from_db()
        # The commit's callbacks are dropped: the rating task never published.
        games.submit_move(game_id=game.pk, player=player, move={"type": "score", "score": 5 - seat},
                          expected_seq=game.seq)
    assert not Rating.objects.exists()
    assert tasks.rate_all() == 1
    assert rating(a).wins == 1 and tasks.rate_all() == 0


def test_recompute_equals_the_live_ratings(play, players):
    a, b, c, d = players
    play([a, b], [7, 3])
    play([a, b, c], [2, 2, 8])
    play([c, d], [4, 4])
    play([d, a, b, c], [1, 9, 9, 0])
    play([b, c], [6, 2])
    play([a, b, c, d], [5, 6, 7, 8], rated=False)
    fields = ["player_id", "ruleset", "mu", "sigma", "shown", "games", "wins", "last_game_id"]
    live_ratings = sorted(Rating.objects.values_list(*fields))
    change_fields = [f.attname for f in RatingChange._meta.concrete_fields if f.attname != "id"]
    live_changes = sorted(RatingChange.objects.values_list(*change_fields))
    live_order = list(RatedGame.objects.order_by("position").values_list("game_id", "result"))
    assert len(live_ratings) == 4 and len(live_changes) == 13

    Rating.objects.update(mu=0, sigma=1, shown=0)  # the recomputation owes nothing to these
    assert services.recompute("race") == 5
    assert sorted(Rating.objects.values_list(*fields)) == live_ratings
    assert sorted(RatingChange.objects.values_list(*change_fields)) == live_changes
    assert list(RatedGame.objects.order_by("position").values_list("game_id", "result")) == live_order


def test_the_command_recomputes_every_rule_set(play, players):
    a, b = players[:2]
    play([a, b], [7, 3])
    live = list(Rating.objects.order_by("player_id").values_list("mu", "sigma", "shown"))
    Rating.objects.all().delete()
    out = io.StringIO()
    call_command("recompute_ratings", stdout=out)
    assert "race: 1 games rated again" in out.getvalue()
    assert list(Rating.objects.order_by("player_id").values_list("mu", "sigma", "shown")) == live
