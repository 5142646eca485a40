"""The tournaments' pages: the list and its "New tournament" form, a tournament's page with its
rules, standings, rounds and log, every action by POST (refusals as a message, never a 500), the
confirmations of withdraw and remove, in English and French."""

from __future__ import annotations

import re
from datetime import timedelta
from random import Random

import pytest
from django.test import Client
from django.utils import timezone

from games import services as games_services
from games.models import Game
from players.access import SCOPE_KEY
from tests.tournaments.conftest import play_game
from tournaments import services as tournament_services
from tournaments.models import Entry, Tournament, TournamentEvent, TournamentGame

pytestmark = pytest.mark.django_db


@pytest.fixture
def person(make_player):
    def make(name: str, locale: str = "en"):
        player = make_player(name)
        player.locale, player.locale_chosen = locale, True
        player.save()
        return player

    return make


def browser(player=None, language: str = "en") -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    if player is not None:
        client.force_login(player)
    return client


def form_data(**changes) -> dict:
    closes = (timezone.localtime() + timedelta(days=3)).strftime("%Y-%m-%dT%H:%M")
    data = {"name": "Winter Cup", "ruleset": "uigo", "format": "tables", "players_per_table": "3", "rounds": "2",
            "move_hours": "24", "signup_closes_at": closes, "max_players": "9"}
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


def test_the_list_shows_each_status_and_links_from_the_menu_lobby_and_home(make_tournament, person):
    signup = make_tournament()
    html = browser().get("/tournaments/").content.decode()
    assert "Open for sign-up" in html and "Being played" in html and "Finished" in html
    assert f'href="/tournaments/{signup.pk}/"' in html
    assert "to organise a tournament" in html  # anonymous: a sign-in link, no form
    for path in ("/", "/games/open/"):
        assert 'href="/tournaments/"' in browser().get(path).content.decode()


@pytest.mark.parametrize(("lang", "detail"), [("en", "UIGO! · 1 player of 64 · sign-up closes"),
                                              ("fr", "UIGO! · 1 joueur sur 64 · inscriptions jusqu’au")])
def test_the_lobby_lists_the_tournaments_open_for_signup(make_tournament, person, lang, detail):
    open_one, started = make_tournament(), make_tournament()
    open_one.name, started.name = "Open Cup", "Started Cup"
    open_one.save()
    started.save()
    tournament_services.join(tournament_id=open_one.pk, player=person("Ann"))
    for name in ("Bob", "Cid"):
        tournament_services.join(tournament_id=started.pk, player=person(name))
    tournament_services.start(tournament_id=started.pk, actor=started.organiser)
    html = browser(person("Dan", lang), lang).get("/games/open/").content.decode()
    assert f'<a href="/tournaments/{open_one.pk}/">Open Cup</a> <span class="status">· {detail}' in html
    assert "Started Cup" not in html


def test_creating_a_tournament_in_the_form(person):
    alice = person("Alice")
    client = browser(alice)
    response = client.post("/tournaments/", form_data())
    tournament = Tournament.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/tournaments/{tournament.pk}/#tournament"
    assert (tournament.organiser, tournament.format, tournament.players_per_table, tournament.rounds,
            tournament.max_players, tournament.move_time_limit) == (alice, "tables", 3, 2, 9, timedelta(hours=24))
    page = client.get(response["Location"]).content.decode()
    assert "Your tournament is open for sign-up" in page and "Winter Cup" in page
    assert "Alice created the tournament." in page


@pytest.mark.parametrize(("changes", "sentence"), [
    ({"players_per_table": None}, "Tables have 3 to 5 players"),
    ({"format": "swiss", "ruleset": "graenaland"}, "cannot be played by two players"),
    ({"signup_closes_at": "2001-01-01T10:00"}, "The sign-up must close in the future."),
    ({"name": ""}, "This field is required."),
    ({"max_players": "1"}, "greater than or equal to 2"),
])
def test_the_form_says_what_is_wrong_under_its_field(person, changes, sentence):
    response = browser(person("Alice")).post("/tournaments/", form_data(**changes))
    assert response.status_code == 422
    assert sentence in response.content.decode()
    assert not Tournament.objects.exists()


def test_the_form_takes_the_games_options_as_the_new_game_form_does(person):
    client = browser(person("Alice"))
    page = client.get("/tournaments/").content.decode()
    # Each game's options, the new-game form's fields, under its name; UIGO! has none.
    assert 'id="options-knarr"' in page and 'name="knarr__option_ship_side"' in page
    assert "Side of the ship sheets" in page and 'id="options-uigo"' not in page
    response = client.post("/tournaments/", form_data(
        ruleset="knarr", format="swiss", players_per_table=None, knarr__option_ship_side="advanced",
        knarr__option_artifacts="on",
        # Another game's options are not read, even wrong ones.
        greenland__option_game="no such game"))
    assert response.status_code == 302, response.content.decode()
    assert Tournament.objects.get().options == {"ship_side": "advanced", "artifacts": True}
    # The tournament's page says them, as the lobby says a game's.
    page = client.get(response["Location"]).content.decode()
    assert "<dt>Side of the ship sheets</dt><dd>Advanced side</dd>" in page
    assert "<dt>Artifacts variant</dt><dd>yes</dd>" in page


def _error_under(html: str, name: str) -> str:
    """The error paragraph right under the field ``name`` (before the next field)."""
    after = html.split(f'name="{name}"', 1)[1].split(' name="', 1)[0]
    match = re.search(r'<p class="error">([^<]*)</p>', after)
    assert match, after
    return match.group(1)


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "Bloody Snow (F2) is played in the advanced game only"),
    ("fr", "Ces options ne peuvent pas être jouées ensemble"),
])
def test_options_the_game_refuses_are_shown_under_the_option(person, lang, sentence):
    response = browser(person("Alice", locale=lang), lang).post("/tournaments/", form_data(
        ruleset="greenland", format="round_robin", players_per_table=None, rounds=None,
        greenland__option_game="beginner", greenland__option_bloody_snow="on"))
    assert response.status_code == 422
    html = response.content.decode()
    assert sentence in _error_under(html, "greenland__option_bloody_snow")
    assert re.search(r'<details id="options-greenland" open>', html)  # the refused game's options, open
    assert not Tournament.objects.exists()
    # A slip in the field itself (a choice the game has not) is the form's, under that field.
    response = browser(person("Bob", locale=lang), lang).post("/tournaments/", form_data(
        ruleset="knarr", format="swiss", players_per_table=None, knarr__option_ship_side="sideways"))
    assert response.status_code == 422
    assert "sideways" in _error_under(response.content.decode(), "knarr__option_ship_side")


def test_the_form_in_french(person):
    response = browser(person("Alice", locale="fr"), "fr").post("/tournaments/", form_data(players_per_table=None))
    html = response.content.decode()
    assert "Nouveau tournoi" in html and "Tournois" in html
    assert "Une table a de 3 à 5 joueurs" in html


def test_anonymous_visitors_cannot_create(person):
    response = browser().post("/tournaments/", form_data())
    assert response.status_code == 302 and "/signin" in response["Location"]
    assert not Tournament.objects.exists()


def test_join_withdraw_with_confirmation_and_the_log(make_tournament, person):
    tournament = make_tournament()
    bob = person("Bob")
    page = browser(bob).get(f"/tournaments/{tournament.pk}/").content.decode()
    assert f'action="/tournaments/{tournament.pk}/join/"' in page and "csrfmiddlewaretoken" in page
    response = browser(bob).post(f"/tournaments/{tournament.pk}/join/", follow=True)
    html = response.content.decode()
    assert "You joined the tournament." in html and "Bob joined." in html
    assert Entry.objects.get(tournament=tournament, player=bob).active
    # Twice: the service's refusal, as a message on the page.
    html = browser(bob).post(f"/tournaments/{tournament.pk}/join/", follow=True).content.decode()
    assert "You already joined this tournament." in html
    # Withdraw asks first (GET), then does it (POST).
    confirm = browser(bob).get(f"/tournaments/{tournament.pk}/withdraw/").content.decode()
    assert "Withdraw from Cup?" in confirm and 'method="post"' in confirm
    assert Entry.objects.get(tournament=tournament, player=bob).active
    html = browser(bob).post(f"/tournaments/{tournament.pk}/withdraw/", follow=True).content.decode()
    assert "You withdrew from the tournament." in html and "Bob withdrew." in html


def test_the_organiser_starts_pauses_resumes_and_removes(make_tournament, person,
                                                          django_capture_on_commit_callbacks):
    organiser = person("Olga")
    tournament = make_tournament(format="tables", organiser=organiser, players_per_table=3, rounds=2)
    players = [person(name) for name in ("Ann", "Ben", "Cid")]
    for player in players:
        browser(player).post(f"/tournaments/{tournament.pk}/join/")
    # Someone else cannot start it: the refusal is a message, not an error page.
    html = browser(players[0]).post(f"/tournaments/{tournament.pk}/start/", follow=True).content.decode()
    assert "Only the tournament&#x27;s organiser can do that." in html
    page = browser(organiser).get(f"/tournaments/{tournament.pk}/").content.decode()
    assert "Start now" in page and "Remove Ann" in page
    html = browser(organiser).post(f"/tournaments/{tournament.pk}/start/", follow=True).content.decode()
    assert "The tournament has started" in html and "Round 1 started: 1 game." in html
    game_id = TournamentGame.objects.get(tournament=tournament).game_id
    # Every game is linked: the organiser, who does not play, watches it (tests/tournaments/test_spectating.py).
    assert f'<a href="/games/{game_id}/">Watch game {game_id}</a>' in html and "being played" in html
    player_page = browser(players[0]).get(f"/tournaments/{tournament.pk}/").content.decode()
    assert f'href="/games/{game_id}/"' in player_page
    html = browser(organiser).post(f"/tournaments/{tournament.pk}/pause/", follow=True).content.decode()
    assert "Olga paused the tournament" in html and "Resume" in html
    html = browser(organiser).post(f"/tournaments/{tournament.pk}/pause/", follow=True).content.decode()
    assert "Only a running tournament can be paused." in html
    html = browser(organiser).post(f"/tournaments/{tournament.pk}/resume/", follow=True).content.decode()
    assert "Olga resumed the tournament." in html
    confirm = browser(organiser).get(f"/tournaments/{tournament.pk}/remove/{players[2].pk}/").content.decode()
    assert "Remove Cid from Cup?" in confirm
    html = browser(organiser).post(f"/tournaments/{tournament.pk}/remove/{players[2].pk}/",
                                   follow=True).content.decode()
    assert "Olga removed Cid from the tournament." in html and "(removed)" in html
    # Not the organiser: refused.
    html = browser(players[0]).post(f"/tournaments/{tournament.pk}/remove/{players[1].pk}/",
                                    follow=True).content.decode()
    assert "Only the tournament&#x27;s organiser can do that." in html
    assert Entry.objects.get(tournament=tournament, player=players[1]).active


def test_standings_after_the_games_in_french(make_tournament, person, django_capture_on_commit_callbacks):
    organiser = person("Olga", locale="fr")
    tournament = make_tournament(format="round_robin", organiser=organiser)
    ann, ben = person("Ann"), person("Ben")
    for player in (ann, ben):
        browser(player).post(f"/tournaments/{tournament.pk}/join/")
    browser(organiser).post(f"/tournaments/{tournament.pk}/start/")
    row = TournamentGame.objects.get(tournament=tournament)
    play_game(row.game, Random(3), django_capture_on_commit_callbacks)
    tournament.refresh_from_db()
    assert tournament.status == Tournament.Status.FINISHED
    html = browser(organiser, "fr").get(f"/tournaments/{tournament.pk}/").content.decode()
    assert "Classement" in html and "Le tournoi est terminé" in html and "Buchholz" in html
    game = Game.objects.get(pk=row.game_id)
    winner = next(e["seat"] for e in game.outcome["ranking"] if e["rank"] == 1)
    name = (ann if row.seats[winner] == ann.pk else ben).display_name
    first_row = html.split("<tbody>")[1].split("</tr>")[0]
    assert name in first_row and ">1<" in first_row
    assert TournamentEvent.objects.filter(tournament=tournament, type="finished").exists()


@pytest.mark.parametrize(("lang", "words"), [("en", "Cup · round 1 of 1"), ("fr", "Cup · ronde 1 sur 1")])
def test_a_tournament_games_page_links_to_the_tournament(make_tournament, person, lang, words):
    tournament = make_tournament(format="round_robin")
    ann, ben = person("Ann", locale=lang), person("Ben")
    for player in (ann, ben):
        browser(player).post(f"/tournaments/{tournament.pk}/join/")
    browser(tournament.organiser).post(f"/tournaments/{tournament.pk}/start/")
    row = TournamentGame.objects.get(tournament=tournament)
    html = browser(ann, lang).get(f"/games/{row.game_id}/").content.decode()
    assert f'<a href="/tournaments/{tournament.pk}/#rounds">{words}</a>' in html
    # Another game's page has no such line.
    other = games_services.create_game(creator=ann, ruleset_id="uigo", seats=[ann.pk, ben.pk])
    assert "part-of" not in browser(ann, lang).get(f"/games/{other.pk}/").content.decode()


def test_an_unknown_tournament_is_a_404():
    assert browser().get("/tournaments/999999/").status_code == 404


def test_a_game_link_session_may_read_but_not_act(make_tournament, person):
    """A session opened by a game email's link is scoped to its games: the tournament's page
    reads, and an action asks for an account link (403) instead of acting."""
    tournament = make_tournament()
    bob = person("Bob")
    client = browser(bob)
    session = client.session
    session[SCOPE_KEY] = [1]
    session.save()
    page = client.get(f"/tournaments/{tournament.pk}/")
    assert page.status_code == 200 and "/join/" not in page.content.decode()
    response = client.post(f"/tournaments/{tournament.pk}/join/")
    assert response.status_code == 403
    assert not Entry.objects.filter(tournament=tournament, player=bob).exists()
    assert client.post("/tournaments/", form_data()).status_code == 403
    assert not Tournament.objects.filter(name="Winter Cup").exists()
