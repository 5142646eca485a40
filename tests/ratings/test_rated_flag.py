"""The creator chooses a rated game, on the new-game form and in the API; bots are welcome (as
fixed anchors: tests/ratings/test_bot_anchors.py), a game alone is not, and says so in the
person's language; a rematch stays rated."""

from __future__ import annotations

import pytest
from django.test import Client

from games import services
from games.models import Game
from games.rulesets import registry
from games.services.errors import Unprocessable
from games.web import options as option_words

pytestmark = pytest.mark.django_db


def browser(player, language="en"):
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(player)
    return client


def post_form(client, players=3, **fields):
    data = {name: field.initial for name, field in
            option_words.option_fields(registry().get("uigo"), players).items() if field.initial not in (None, False)}
    data.update({"move_hours": 72, "seating": "listed"})
    data.update({f"seat_{n}_kind": "open" for n in range(1, players)})
    data.update(fields)
    return client.post(f"/games/new/uigo/{players}/", data)


def test_the_form_offers_the_choice_and_creates_a_rated_game(make_player):
    alice = make_player("Alice")
    page = browser(alice).get("/games/new/uigo/3/").content.decode()
    assert 'name="rated"' in page and "Rated game" in page
    assert 'name="rated"' not in browser(alice).get("/games/new/uigo/1/").content.decode()
    response = post_form(browser(alice), rated="on")
    assert response.status_code == 302
    assert Game.objects.get().rated is True
    post_form(browser(alice))
    assert list(Game.objects.order_by("pk").values_list("rated", flat=True)) == [True, False]


@pytest.mark.parametrize(("language", "help_text"), [
    ("en", "A bot counts at its level's fixed rating"),
    ("fr", "Un robot compte pour le classement fixe de son niveau"),
])
def test_the_form_accepts_a_rated_game_with_a_bot_and_says_how_it_counts(make_player, language, help_text):
    client = browser(make_player("Alice"), language)
    assert help_text in client.get("/games/new/uigo/3/").content.decode().replace("&#x27;", "'")
    response = post_form(client, rated="on", seat_2_kind="bot_normal")
    assert response.status_code == 302
    assert Game.objects.get().rated is True


def test_the_api_creates_a_rated_game_and_shows_the_flag(make_player, client_for):
    alice, bob = make_player("Alice"), make_player("Bob")
    client = client_for(alice)
    response = client.post("/api/games/", {"ruleset": "uigo", "players": [alice.pk, bob.pk], "rated": True},
                           format="json")
    assert response.status_code == 201 and response.json()["rated"] is True
    plain = client.post("/api/games/", {"ruleset": "uigo", "players": [alice.pk, bob.pk]}, format="json")
    assert plain.json()["rated"] is False
    assert client.get(f"/api/games/{response.json()['id']}/").json()["rated"] is True


def test_the_api_refuses_a_rated_game_alone(make_player, client_for):
    alice = make_player("Alice")
    client = client_for(alice)
    alone = client.post("/api/games/", {"ruleset": "uigo", "players": [alice.pk], "rated": True}, format="json")
    assert alone.status_code == 422 and alone.json()["code"] == "rated_alone"
    assert client.post("/api/games/", {"ruleset": "uigo", "players": [alice.pk], "rated": "maybe"},
                       format="json").status_code == 400
    assert not Game.objects.exists()


def test_a_rematch_of_a_rated_game_is_rated(play, players):
    game = play(players[:2], [3, 1])
    again = services.rematch(game_id=game.pk, player=players[0])
    assert again.rated is True
    with pytest.raises(Unprocessable):
        services.create_game(creator=players[0], ruleset_id="race", seats=[players[0].pk], rated=True)


@pytest.mark.parametrize(("language", "warning"), [
    ("en", "This game is rated: leaving it loses it."),
    ("fr", "Cette partie est classée\u00a0: la quitter, c'est la perdre."),
])
def test_the_leave_page_says_that_leaving_a_rated_game_loses_it(play, players, language, warning):
    a, b = players[:2]
    rated = services.create_game(creator=a, ruleset_id="race", seats=[a.pk, b.pk], rated=True)
    unrated = services.create_game(creator=a, ruleset_id="race", seats=[a.pk, b.pk])
    a.locale, a.locale_chosen = language, True
    a.save()
    page = browser(a, language).get(f"/games/{rated.pk}/leave/").content.decode()
    assert warning in page
    assert warning.split(":")[0].split("\u00a0")[0] not in browser(a, language).get(f"/games/{unrated.pk}/leave/").content.decode()
