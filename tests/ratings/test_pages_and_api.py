"""The leaderboards and a player's ratings, on the pages (English and French) and in the API."""

from __future__ import annotations

import pytest
from django.test import Client

from ratings import queries, views
from ratings.models import Rating

pytestmark = pytest.mark.django_db


@pytest.fixture
def ladder(play, make_player):
    """Five players: a beats everyone, b and c tie, e only loses (5 games); d plays two."""
    a, b, c, d, e = (make_player(name) for name in ("Ada", "Béa", "Cyr", "Dan", "Eve"))
    play([a, b], [9, 1])
    play([a, c], [9, 1])
    play([b, c], [5, 5])
    play([a, e], [9, 0])
    play([b, e], [8, 0])
    play([c, e], [8, 0])
    play([d, e, a], [9, 1, 5])
    play([e, d], [0, 3])
    return a, b, c, d, e


def signed_in(player, language="en"):
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(player)
    return client


def test_ranks_follow_the_ratings_and_ties_share_a_rank(ladder):
    rows = queries.rows("race", list(queries.ordered("race")))
    assert [row.rating for row in rows] == sorted((row.rating for row in rows), reverse=True)
    assert rows[0].player_id == ladder[0].pk
    for row in rows:
        higher = sum(1 for other in rows if other.rating > row.rating)
        assert row.rank == higher + 1
    assert rows[-1].player_id == ladder[4].pk
    eve = rows[-1]
    assert [(r.rank, r.players) for r in eve.form] == [(2, 2), (3, 3), (2, 2), (2, 2), (2, 2)]
    assert eve.provisional is False and eve.games == 5 and eve.wins == 0


def test_recent_form_read_along_the_index_is_the_numbered_one(ladder):
    """PostgreSQL reads each player's last games along the index (``LATERAL``); other databases
    number every change: the same rows, newest first, ties of ``finished_at`` the newer row first,
    at most ``games`` each (Eve has 5 games, Dan 2, and one id nobody has)."""
    from ratings.models import RatingChange

    a, b, c, d, e = ladder
    RatingChange.objects.filter(player=e).update(finished_at=RatingChange.objects.filter(player=e).first().finished_at)
    ids = [p.pk for p in ladder] + [0]
    for games in (1, 3, 5, 10):
        lateral = queries._recent_form_lateral("race", ids, games, "standard")
        numbered = queries._recent_form_numbered("race", ids, games, "standard")
        assert [change.pk for change in lateral] == [change.pk for change in numbered], games
        assert max(sum(1 for change in lateral if change.player_id == p.pk) for p in ladder) == min(games, 5)
    form = queries.recent_form("race", ids)
    assert len(form[e.pk]) == 5 and len(form[d.pk]) == 2 and 0 not in form


def test_a_page_in_the_middle_ranks_as_the_whole(ladder):
    whole = queries.rows("race", list(queries.ordered("race")))
    middle = queries.rows("race", list(queries.ordered("race")[2:4]))
    assert [(r.rank, r.player_id) for r in middle] == [(r.rank, r.player_id) for r in whole[2:4]]


def test_the_leaderboard_page_in_english_marks_my_row(ladder):
    a, b, c, d, e = ladder
    page = signed_in(e).get("/ratings/race/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Leaderboard of Race" in html and "Recent form" in html
    assert html.count('class="me"') == 1
    my_row = html.split('class="me"')[1].split("</tr>")[0]
    assert "Eve" in my_row and str(Rating.objects.get(player=e).shown) in my_row
    assert "You are number 5, rated" in html


def test_the_leaderboard_page_in_french(ladder):
    html = signed_in(ladder[0], "fr").get("/ratings/race/").content.decode()
    assert "Classement de Race" in html and "Forme récente" in html
    assert "Vous êtes numéro\u00a01" in html or "Vous êtes numéro 1" in html


def test_the_leaderboard_is_paged(ladder, monkeypatch):
    monkeypatch.setattr(views, "PAGE", 2)
    anonymous = Client()
    first = anonymous.get("/ratings/race/").content.decode()
    third = anonymous.get("/ratings/race/?page=3").content.decode()
    assert "Ada" in first and "Eve" not in first and "Eve" in third
    assert anonymous.get("/ratings/race/?page=9").status_code == 404
    assert anonymous.get("/ratings/nothing/").status_code == 404


def test_the_index_and_a_players_page(ladder):
    a = ladder[0]
    index = Client().get("/ratings/").content.decode()
    assert "Race" in index and "Ada" in index
    page = signed_in(a).get(f"/ratings/players/{a.pk}/").content.decode()
    assert "Ratings of Ada" in page and "after 4 rated games" in page and "Provisional" in page
    french = signed_in(a, "fr").get(f"/ratings/players/{a.pk}/").content.decode()
    assert "Classements de Ada" in french or "Ada" in french


def test_the_api_leaderboard_shape_and_pages(ladder, client_for):
    client = client_for(ladder[4])
    whole = client.get("/api/ratings/race/")
    assert whole.status_code == 200 and "Link" not in whole
    body = whole.json()
    assert [row["player"] for row in body][0] == ladder[0].pk
    assert set(body[0]) == {"rank", "player", "name", "rating", "provisional", "games", "wins", "form"}
    assert set(body[-1]["form"][0]) == {"game", "rank", "players", "rating_before", "rating_after", "finished_at"}
    walked, url = [], "/api/ratings/race/?limit=2"
    while url:
        page = client.get(url)
        walked += page.json()
        url = page["Link"].split(">")[0].lstrip("<") if "Link" in page else None
    assert walked == body
    assert client.get("/api/ratings/nothing/").status_code == 404
    assert client.get("/api/ratings/race/?cursor=WzFd").status_code == 422


def test_the_api_players_ratings(ladder, client_for):
    a = ladder[0]
    body = client_for(ladder[1]).get(f"/api/players/{a.pk}/ratings/").json()
    assert body["player"] == a.pk and body["name"] == "Ada"
    [race] = body["ratings"]
    assert race["ruleset"] == "race" and race["rank"] == 1 and race["games"] == 4 and race["provisional"]
    assert len(race["history"]) == 4
    assert client_for(a).get("/api/players/999999/ratings/").status_code == 404
    assert Client().get(f"/api/players/{a.pk}/ratings/").status_code == 401


def test_a_finished_rated_games_page_shows_each_rating_change(play, players):
    a, b = players[:2]
    game = play([a, b], [7, 3])
    html = signed_in(a).get(f"/games/{game.pk}/").content.decode()
    result = html.split("<tbody>")[1].split("</tbody>")[0].replace("&nbsp;", " ")
    after_a, after_b = Rating.objects.get(player=a).shown, Rating.objects.get(player=b).shown
    assert f"1500 → {after_a}" in result and f"(+{after_a - 1500})" in result
    assert f"1500 → {after_b}" in result and f"({after_b - 1500})" in result
    unrated = play([a, b], [7, 3], rated=False)
    html = signed_in(a).get(f"/games/{unrated.pk}/").content.decode()
    assert "(+" not in html.split("<tbody>")[1].split("</tbody>")[0] and "→" not in html.split("<tbody>")[1]


def test_names_are_escaped_on_the_leaderboard_and_the_players_page(play, make_player):
    mallory, bob = make_player('<script>alert("x")</script>'), make_player("Bob")
    play([mallory, bob], [9, 1])
    for url in ("/ratings/", "/ratings/race/", f"/ratings/players/{mallory.pk}/"):
        html = Client().get(url).content.decode()
        assert "<script>alert" not in html and "&lt;script&gt;alert" in html, url
