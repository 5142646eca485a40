"""Bots as fixed anchors: a rated game with bot seats rates its people against each bot level's
fixed rating (``ratings.anchors``), and only the people's ratings move; the new-game form and the
API accept it (a game of bots only is still refused: 422 rated_with_bot); the leaderboard shows
the bots' ratings for reference, in English and French; the API lists them."""

from __future__ import annotations

import pytest
from django.test import Client
from openskill.models import PlackettLuce

from games import services as games
from games.models import Game
from games.rulesets import registry
from games.services.commands import check_rated
from games.services.errors import Unprocessable
from games.services.seating import SeatPlan
from games.web import options as option_words
from ratings import anchors, scale, services
from ratings.models import RatedGame, Rating, RatingChange
from ratings.views import with_references

pytestmark = pytest.mark.django_db
MODEL = PlackettLuce()


def ranks_of(game: Game) -> dict[int, int]:
    return {int(entry["seat"]): int(entry["rank"]) for entry in game.outcome["ranking"]}


def test_the_anchors_are_fixed_ordered_and_cover_every_level():
    for ruleset in [*registry().ids(), "race"]:
        found = {a.level: a for a in anchors.anchors(ruleset)}
        assert set(found) == {level.value for level in Game.seats.rel.related_model.BotLevel}
        assert found["easy"].shown < found["normal"].shown < found["strong"].shown
    assert anchors.anchor("knarr", "normal").shown == scale.shown(25.0, 2.0) == 1880
    assert anchors.anchor("fjords", "easy").mu < anchors.anchor("knarr", "easy").mu
    assert anchors.anchor("knarr", "grandmaster") is None


def test_a_game_against_bots_rates_the_person_against_the_anchors_and_only_them(play, players):
    alice = players[0]
    game = play([alice, "easy", "normal"], [7, None, None])
    ranks = ranks_of(game)
    assert RatedGame.objects.get(game=game).result == "counted"
    # By hand: openskill over the person (a newcomer) and the two anchors, as the outcome ranks them.
    easy, normal = anchors.anchor("race", "easy"), anchors.anchor("race", "normal")
    [[mine], _easy, _normal] = MODEL.rate(
        [[MODEL.rating()], [MODEL.rating(mu=easy.mu, sigma=easy.sigma)],
         [MODEL.rating(mu=normal.mu, sigma=normal.sigma)]], ranks=[ranks[0], ranks[1], ranks[2]])
    rating = Rating.objects.get()  # the bots have none
    assert rating.player == alice and (rating.mu, rating.sigma) == (mine.mu, mine.sigma)
    [change] = RatingChange.objects.filter(game=game)
    assert (change.seat, change.rank, change.players, change.shown_before) == (0, ranks[0], 3, 1500)
    assert change.shown_after == rating.shown
    # Play again: the anchors are the same, whatever the last game did.
    again = play([alice, "easy", "normal"], [7, None, None])
    ranks = ranks_of(again)
    [[mine2], _e, _n] = MODEL.rate(
        [[MODEL.rating(mu=mine.mu, sigma=mine.sigma)], [MODEL.rating(mu=easy.mu, sigma=easy.sigma)],
         [MODEL.rating(mu=normal.mu, sigma=normal.sigma)]], ranks=[ranks[0], ranks[1], ranks[2]])
    assert (Rating.objects.get().mu, Rating.objects.get().sigma) == (mine2.mu, mine2.sigma)


def test_beating_a_stronger_bot_gains_more_and_losing_to_a_weaker_one_costs_more():
    """What the anchors promise a newcomer (the game's own rating is checked by hand above)."""
    def after(level, ranks):
        bot = anchors.anchor("knarr", level)
        [[mine], _bot] = MODEL.rate([[MODEL.rating()], [MODEL.rating(mu=bot.mu, sigma=bot.sigma)]], ranks=ranks)
        return scale.shown(mine.mu, mine.sigma)

    assert 1500 < after("easy", [1, 2]) < after("normal", [1, 2]) < after("strong", [1, 2])
    assert after("easy", [2, 1]) < after("normal", [2, 1]) < after("strong", [2, 1]) < 1500


def test_a_person_who_leaves_a_game_against_a_bot_loses_it(race, players, django_capture_on_commit_callbacks):
    """Leaving a rated game loses it, against bots too: otherwise a person about to lose to a bot
    would leave to keep their rating."""
    alice = players[0]
    with django_capture_on_commit_callbacks(execute=True):
        game = games.create_game(creator=alice, ruleset_id="race", seats=[alice.pk, {"kind": "bot", "level": "easy"}],
                                 rated=True)
    game.refresh_from_db()
    with django_capture_on_commit_callbacks(execute=True):
        games.leave_game(game_id=game.pk, player=alice)  # the autopilot scores 0 for her, the bot plays
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    assert RatedGame.objects.get(game=game).result == "counted"
    change = RatingChange.objects.get(game=game)
    assert change.player == alice and change.rank == 2 and change.shown_after < 1500


def test_recompute_with_bot_games_equals_the_live_ratings(play, players):
    a, b, c, _d = players
    play([a, "normal"], [5, None])
    play([a, b, "strong"], [2, 8, None])
    play([b, c], [4, 4])
    play([c, "easy", a], [9, None, 1])
    fields = ["player_id", "ruleset", "mu", "sigma", "shown", "games", "wins", "last_game_id"]
    live = sorted(Rating.objects.values_list(*fields))
    change_fields = [f.attname for f in RatingChange._meta.concrete_fields if f.attname != "id"]
    live_changes = sorted(RatingChange.objects.values_list(*change_fields))
    assert len(live) == 3 and len(live_changes) == 7
    Rating.objects.update(mu=0, sigma=1, shown=0)
    assert services.recompute("race") == 4
    assert sorted(Rating.objects.values_list(*fields)) == live
    assert sorted(RatingChange.objects.values_list(*change_fields)) == live_changes


def test_a_game_of_bots_only_is_still_refused():
    with pytest.raises(Unprocessable) as refused:
        check_rated([SeatPlan("bot", bot_level="normal"), SeatPlan("bot", bot_level="easy")])
    assert refused.value.code == "rated_with_bot"
    check_rated([SeatPlan("player", player_id=1), SeatPlan("bot", bot_level="easy")])  # welcome


def test_a_bot_without_an_anchor_skips_the_game(play, players):
    game = play([players[0], "easy"], [5, None], rated=False)
    Game.objects.filter(pk=game.pk).update(rated=True)
    game.seats.filter(seat=1).update(bot_level="")
    assert services.rate_pending("race") == 1
    assert RatedGame.objects.get(game=game).reason == "bot_without_anchor"


def test_the_form_and_the_api_create_a_rated_game_with_bots(make_player, client_for):
    alice = make_player("Alice")
    browser = Client()
    browser.force_login(alice)
    data = {name: field.initial for name, field in
            option_words.option_fields(registry().get("uigo"), 3).items() if field.initial not in (None, False)}
    data.update({"move_hours": 72, "seating": "listed", "seat_1_kind": "bot_normal", "seat_2_kind": "bot_strong",
                 "rated": "on"})
    assert browser.post("/games/new/uigo/3/", data).status_code == 302
    assert Game.objects.get().rated is True
    response = client_for(alice).post("/api/games/", {"ruleset": "uigo", "rated": True,
                                                      "players": [alice.pk, {"kind": "bot", "level": "easy"}]},
                                      format="json")
    assert response.status_code == 201 and response.json()["rated"] is True


@pytest.mark.parametrize(("language", "words", "bot"), [
    ("en", "only the people's ratings do", "Bot (normal)"),
    ("fr", "seuls les classements des personnes changent", "Robot (normal)"),
])
def test_the_leaderboard_shows_the_bots_for_reference(play, players, language, words, bot):
    a, b = players[:2]
    play([a, b], [9, 1])
    page = Client(HTTP_ACCEPT_LANGUAGE=language).get("/ratings/race/").content.decode()
    assert words in page and f"{bot} ≈ 1880" in page
    table = page.split("<tbody>")[1].split("</tbody>")[0]
    assert table.count('<tr class="bot">') == 3
    # Every reference line where its rating falls: the players' ratings (about 1600 and 1400) lie below them all.
    assert table.index("1960") < table.index("1880") < table.index("1740") < table.index(">1<")


def test_reference_lines_fall_between_the_rows_of_their_page():
    class Row:
        def __init__(self, rating):
            self.rating = rating

    refs = [{"rating": 1960}, {"rating": 1880}, {"rating": 1740}]
    rows = [Row(2000), Row(1900), Row(1800)]
    lines = with_references(rows, refs, first=True, last=False)
    assert [getattr(item, "rating", None) or item["rating"] for _kind, item in lines] == [2000, 1960, 1900, 1880, 1800]
    later = with_references([Row(1850), Row(1700)], refs, first=False, last=True)
    assert [getattr(item, "rating", None) or item["rating"] for _kind, item in later] == [1850, 1740, 1700]
    middle = with_references([Row(1850), Row(1800)], refs, first=False, last=False)
    assert [kind for kind, _item in middle] == ["row", "row"]


def test_the_api_lists_the_anchors(make_player, client_for):
    client = client_for(make_player("Alice"))
    body = client.get("/api/ratings/knarr/anchors/").json()
    assert [(a["level"], a["rating"]) for a in body] == [("strong", 1960), ("normal", 1880), ("easy", 1740)]
    assert body[1]["mu"] == 25.0 and body[1]["sigma"] == 2.0
    assert client.get("/api/ratings/chess/anchors/").status_code == 404


def test_the_finished_games_page_shows_the_bots_fixed_rating(play, players):
    alice = players[0]
    game = play([alice, "normal"], [5, None])
    browser = Client()
    browser.force_login(alice)
    table = browser.get(f"/games/{game.pk}/").content.decode().split("<tbody>")[1].split("</tbody>")[0].replace("&nbsp;", " ")
    change = RatingChange.objects.get(game=game)
    assert "1880, fixed" in table and f"1500 → {change.shown_after}" in table
