"""The tournaments and the ratings tried as an attacker, and as a newcomer typing what comes to mind:

1. Bad input is a 4xx with a sentence, never a server error: the API's list cursor, the
   "New tournament" form (English and French), a name with control or text-direction characters,
   a sign-up closing in the year 9999 (which, once stored, broke every page listing it), an action
   on a tournament that does not exist.
2. Escaping: a tournament's name and its players' names, chosen by people, are text wherever they
   reach HTML: the list, the page, its confirmations, the lobby, a game's "tournament · round"
   line, every kind of tournament email, the admin.
3. Permissions and CSRF: only the organiser acts as one (pages and API), every action needs its
   CSRF token, and no GET changes anything.
4. Races: the organiser starting while a player joins.

The helpers are the security audit's (``tests.security.test_audit``)."""

from __future__ import annotations

import re
import threading
from datetime import UTC, datetime, timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from games.api import pagination
from games.models import Game
from games.rulesets import registry
from games.services import create_game
from games.services.admin_actions import abort_game
from notifications.emails import build_message
from outbox.models import Notification
from tests.security.test_audit import IMG, QUOTES, assert_escaped, assert_shown_escaped, enter, superuser  # noqa: F401
from tests.threads import Worker
from tournaments import services as tournaments
from tournaments.errors import TournamentError
from tournaments.forms import NewTournamentForm, option_fields, ruleset_choices
from tournaments.models import Entry, Tournament, TournamentEvent, TournamentGame

pytestmark = pytest.mark.django_db

EVIL_NAME = f"{IMG} {QUOTES}"


def in_a_day() -> datetime:
    return timezone.now() + timedelta(days=1)


def api_body(**overrides):
    return {"name": "Cup", "ruleset": "uigo", "format": "swiss", "max_players": 8,
            "signup_closes_at": in_a_day().isoformat()} | overrides


def form_data(**overrides):
    return {"name": "Cup", "ruleset": "uigo", "format": "swiss", "players_per_table": "", "rounds": "",
            "move_hours": "72", "signup_closes_at": in_a_day().strftime("%Y-%m-%dT%H:%M"),
            "max_players": "8"} | overrides


def signed_in(player, time_zone: str = "UTC") -> Client:
    player.time_zone = time_zone
    player.save(update_fields=["time_zone"])
    client = Client()
    client.force_login(player)
    return client


# --- 1. bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize("moment", ["9999-12-31T23:59:59-23:59", "0001-01-01T00:00:00+23:59",
                                    "2026-01-01T00:00:00", "2026-01-01"])
def test_a_forged_list_cursor_is_a_422_not_a_server_error(make_player, client_for, moment):
    """Postgres refuses an offset beyond 15:59 (a server error before); a time without its offset
    is none this API gave either."""
    answer = client_for(make_player()).get(f"/api/tournaments/?cursor={pagination.encode_cursor(moment, 1)}")
    assert (answer.status_code, answer.json()["code"]) == (422, "bad_parameter"), answer.content


@pytest.mark.parametrize("name", ["Cup\u202e", "Winter\ncup", "Cup\x07", "Zero\u200bwidth"])
def test_a_name_with_control_or_direction_characters_is_refused(make_player, client_for, name):
    """A line break would also reach the emails' subject, which cannot hold one (the email would
    never go)."""
    api = client_for(make_player())
    answer = api.post("/api/tournaments/", api_body(name=name), format="json")
    assert (answer.status_code, answer.json()["code"]) == (422, "bad_name"), answer.content
    assert "U+" in answer.json()["detail"]
    french = api.post("/api/tournaments/", api_body(name=name), format="json", HTTP_ACCEPT_LANGUAGE="fr")
    assert "caractères invisibles" in french.json()["detail"]
    assert not Tournament.objects.exists()


def test_a_name_is_stored_tidy(make_player):
    cup = tournaments.create_tournament(organiser=make_player(), name="  Winter   cup ", ruleset_id="uigo",
                                        format="swiss", max_players=4, signup_closes_at=in_a_day())
    assert cup.name == "Winter cup"


@pytest.mark.parametrize("moment", ["9999-12-31T23:59:59Z", "9999-12-31T23:59:59+14:00"])
def test_a_signup_closing_in_years_is_refused(make_player, client_for, moment):
    answer = client_for(make_player()).post("/api/tournaments/", api_body(signup_closes_at=moment), format="json")
    assert (answer.status_code, answer.json()["code"]) == (422, "signup_too_late"), answer.content
    assert answer.json()["detail"] == "The sign-up must close within a year."


def test_the_latest_signup_allowed_shows_in_every_time_zone(make_player):
    """A year from now is on every page, read from the time zone furthest east."""
    organiser = make_player("Organiser")
    tournaments.create_tournament(organiser=organiser, name="Long", ruleset_id="uigo", format="swiss",
                                  max_players=4, signup_closes_at=timezone.now() + timedelta(days=365))
    cup = Tournament.objects.get()
    client = signed_in(organiser, "Pacific/Kiritimati")
    for url in ("/tournaments/", f"/tournaments/{cup.pk}/", "/games/open/", "/api/tournaments/"):
        assert client.get(url).status_code == 200, url


# What the form is sent, and the field its refusal is under (English, then French).
FORM_REFUSALS = [
    ({"name": "a\u202eb"}, "name", "invisible or control characters", "caractères invisibles"),
    ({"name": "x" * 101}, "name", "at most 100 characters", "100 caractères"),
    ({"name": "   "}, "name", "This field is required", "Ce champ est obligatoire"),
    ({"signup_closes_at": "2000-01-01T10:00"}, "signup_closes_at", "close in the future", "doit être à venir"),
    ({"signup_closes_at": "9999-12-31T23:59"}, "signup_closes_at", "within a year", "dans l’année"),
    ({"signup_closes_at": "0001-01-01T00:00"}, "signup_closes_at", "close in the future", "doit être à venir"),
    ({"signup_closes_at": "99999-01-01T00:00"}, "signup_closes_at", "Enter a valid date", "Saisissez une date"),
    ({"signup_closes_at": "garbage"}, "signup_closes_at", "Enter a valid date", "Saisissez une date"),
    ({"max_players": "1"}, "max_players", "greater than or equal to 2", "supérieure ou égale à 2"),
    ({"max_players": "100000000000000000000000"}, "max_players", "less than or equal to 256",
     "inférieure ou égale à 256"),
    ({"rounds": "0"}, "rounds", "greater than or equal to 1", "supérieure ou égale à 1"),
    ({"move_hours": "5"}, "move_hours", "Select a valid choice", "Sélectionnez un choix valide"),
    ({"ruleset": "nope"}, "ruleset", "Select a valid choice", "Sélectionnez un choix valide"),
    ({"format": "tables", "players_per_table": "9"}, "players_per_table", "Select a valid choice",
     "Sélectionnez un choix valide"),
    ({"format": "tables", "players_per_table": ""}, "players_per_table", "Tables have 3 to 5 players",
     "Une table a de 3 à 5 joueurs"),
]


@pytest.mark.parametrize(("sent", "field", "english", "french"), FORM_REFUSALS)
def test_the_new_tournament_form_refuses_in_words_under_the_field(make_player, sent, field, english, french):
    """Far time zones too: the year 9999 in Honolulu is the year 10000 in UTC."""
    client = signed_in(make_player(), "Pacific/Honolulu")
    for language, sentence in (("en", english), ("fr", french)):
        answer = client.post("/tournaments/", form_data(**sent), HTTP_ACCEPT_LANGUAGE=language)
        assert answer.status_code == 422, (language, answer.status_code)
        errors = answer.context["form"].errors
        assert set(errors) == {field}, errors
        assert sentence in " ".join(errors[field]), (language, errors[field])
    assert not Tournament.objects.exists()


def test_another_games_options_are_not_read(make_player):
    client = signed_in(make_player())
    answer = client.post("/tournaments/", form_data(**{"greenland__option_advanced": "garbage"}))
    assert answer.status_code == 302
    assert Tournament.objects.get().options == registry().get("uigo").resolve_options(2, {})


@pytest.mark.parametrize("ruleset_id", [choice[0] for choice in ruleset_choices()
                                        if option_fields(registry().get(choice[0]))])
def test_garbage_in_the_chosen_games_options_is_refused_in_words(make_player, ruleset_id):
    """Every option field of every game, sent text, a huge number, or several values: a tournament
    created, or the form again with a sentence (422); never a server error."""
    ruleset = registry().get(ruleset_id)
    size = next(n for n in (2, 3, 4, 5) if ruleset.min_players <= n <= ruleset.max_players)
    shape = {"format": "swiss"} if size == 2 else {"format": "tables", "players_per_table": str(size)}
    client = signed_in(make_player())
    fields = [name for name in NewTournamentForm().fields if name.startswith(f"{ruleset_id}__option_")]
    assert fields
    for name in fields:
        for garbage in ("zzz", "99999999999999999999", ["a", "b"], "<script>alert(1)</script>"):
            answer = client.post("/tournaments/", form_data(ruleset=ruleset_id, **shape, **{name: garbage}),
                                 HTTP_ACCEPT_LANGUAGE="fr")
            assert answer.status_code in {302, 422}, (name, garbage, answer.status_code)
            if answer.status_code == 422:
                assert answer.context["form"].errors, (name, garbage)
                assert_escaped(answer.content.decode(), f"{name}={garbage}")


def test_one_account_cannot_flood_the_lobbies_with_tournaments(make_player, client_for, settings):
    """Every lobby lists the tournaments in sign-up under names their organisers chose: one
    account creates at most ``TOURNAMENTS_PER_DAY`` in 24 hours, by the form or by the API, and
    then hears when it may create the next (a 429 with Retry-After; on the page, under the form)."""
    settings.TOURNAMENTS_PER_DAY = 3
    organiser, other = make_player("Flooder"), make_player("Someone else")
    api, page = client_for(organiser), signed_in(organiser)
    assert api.post("/api/tournaments/", api_body(name="One"), format="json").status_code == 201
    assert page.post("/tournaments/", form_data(name="Two")).status_code == 302
    assert api.post("/api/tournaments/", api_body(name="Three"), format="json").status_code == 201
    refused = api.post("/api/tournaments/", api_body(name="Four"), format="json")
    assert (refused.status_code, refused.json()["code"]) == (429, "too_many_tournaments"), refused.content
    assert refused.json()["detail"] == "You may create at most 3 tournaments a day; try again later."
    assert 24 * 3600 - 60 < int(refused["Retry-After"]) <= 24 * 3600
    french = api.post("/api/tournaments/", api_body(name="Quatre"), format="json", HTTP_ACCEPT_LANGUAGE="fr")
    assert french.json()["detail"] == "Vous pouvez créer au plus 3 tournois par jour\u00a0; réessayez plus tard."
    shown = page.post("/tournaments/", form_data(name="Five"), HTTP_ACCEPT_LANGUAGE="en")
    assert shown.status_code == 422 and "You may create at most 3 tournaments a day" in shown.content.decode()
    assert sorted(Tournament.objects.values_list("name", flat=True)) == ["One", "Three", "Two"]
    # Another account is not held back, and the day's window moves on.
    assert client_for(other).post("/api/tournaments/", api_body(name="Theirs"), format="json").status_code == 201
    Tournament.objects.filter(organiser=organiser).update(created_at=timezone.now() - timedelta(hours=25))
    assert api.post("/api/tournaments/", api_body(name="Next day"), format="json").status_code == 201


@pytest.mark.parametrize("action", ["join", "withdraw", "start", "pause", "resume"])
def test_an_action_on_a_tournament_that_does_not_exist_is_a_404(make_player, action):
    """Not a redirection to a page that is not there."""
    client = signed_in(make_player())
    for number in ("0", "2147483648", "99999999999999999999"):
        assert client.post(f"/tournaments/{number}/{action}/").status_code == 404


NOT_THERE = ["/tournaments/99999999999999999999/", "/tournaments/0/withdraw/", "/ratings/nope/",
             "/ratings/uigo/?variant=nope", "/ratings/uigo/?variant=double", "/ratings/uigo/?page=99",
             "/ratings/uigo/?page=abc", "/ratings/players/0/"]


@pytest.mark.parametrize("url", NOT_THERE)
def test_an_address_with_nothing_says_so_in_the_readers_language(make_player, url):
    """A tournament, a game, a variant or a page that is not there: a 404 page in words, English
    or French, with the site's header (it was Django's bare English "Not Found")."""
    client = signed_in(make_player())
    for language, words in (("en", "There is nothing at this address"), ("fr", "Il n’y a rien à cette adresse")):
        answer = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
        assert answer.status_code == 404
        assert words in answer.content.decode(), (language, url)
    assert client.get("/api/tournaments/0/")["Content-Type"].startswith("application/problem+json")


# --- 2. escaping ----------------------------------------------------------------------------------


def test_names_people_chose_are_escaped_on_every_page_email_and_the_admin(make_player, superuser):  # noqa: F811
    organiser = make_player(IMG)
    players = [make_player(QUOTES), make_player(IMG + " 2"), make_player(QUOTES + " 3")]
    cup = tournaments.create_tournament(organiser=organiser, name=EVIL_NAME, ruleset_id="uigo",
                                        format="round_robin", max_players=8, signup_closes_at=in_a_day())
    for player in players:
        tournaments.join(tournament_id=cup.pk, player=player)
    viewer = signed_in(players[0])
    lobby = viewer.get("/games/open/").content.decode()
    assert_shown_escaped(lobby, EVIL_NAME, where="lobby")
    tournaments.start(tournament_id=cup.pk, actor=organiser)
    tournaments.pause(tournament_id=cup.pk, actor=organiser)
    tournaments.resume(tournament_id=cup.pk, actor=organiser)
    tournaments.remove_player(tournament_id=cup.pk, actor=organiser, player_id=players[2].pk)

    pages = {
        "list": "/tournaments/", "page": f"/tournaments/{cup.pk}/",
        "withdraw": f"/tournaments/{cup.pk}/withdraw/", "remove": f"/tournaments/{cup.pk}/remove/{players[1].pk}/",
    }
    for where, url in pages.items():
        assert_shown_escaped(viewer.get(url).content.decode(), EVIL_NAME, where=where)
    page = viewer.get(pages["page"]).content.decode()
    assert_shown_escaped(page, QUOTES, IMG + " 2", where="standings")
    # A game of the tournament: its page says the tournament and the round.
    row = TournamentGame.objects.filter(tournament=cup).first()
    player = next(p for p in players if p.pk in row.seats)
    browser = Client()
    enter(browser, player, row.game)
    assert_shown_escaped(browser.get(f"/games/{row.game_id}/").content.decode(), EVIL_NAME, where="game page")

    # Every kind of tournament email: a round, the pause, the resumption, a removal, the end.
    for _round in range(10):  # every game stopped by an admin: each next round, then the end
        if Tournament.objects.get(pk=cup.pk).status == Tournament.Status.FINISHED:
            break
        for game_row in TournamentGame.objects.filter(tournament=cup, game__status=Game.Status.ACTIVE):
            abort_game(game_id=game_row.game_id, admin=superuser, reason="a broken table")
        tournaments.advance(cup.pk)
    assert Tournament.objects.get(pk=cup.pk).status == Tournament.Status.FINISHED
    events = set()
    for row in Notification.objects.filter(kind="tournament").select_related("player", "game"):
        message = build_message(row)
        html = message.alternatives[0][0]
        assert_shown_escaped(html, EVIL_NAME, where=f"{row.context['event']} email")
        assert "\n" not in message.subject
        events.add(row.context["event"])
    assert events == {"round_started", "paused", "resumed", "player_removed", "finished"}

    admin = Client()
    admin.force_login(superuser)
    for url in (reverse("admin:tournaments_tournament_changelist"),
                reverse("admin:tournaments_tournament_change", args=[cup.pk])):
        answer = admin.get(url)
        assert answer.status_code == 200, url
        assert_shown_escaped(answer.content.decode(), EVIL_NAME, where=url)


# --- 3. permissions, CSRF, GET -------------------------------------------------------------------


def _state(cup: Tournament):
    cup.refresh_from_db()
    return (cup.status, cup.current_round, TournamentEvent.objects.filter(tournament=cup).count(),
            list(Entry.objects.filter(tournament=cup).order_by("pk").values_list("player_id", "withdrawn_at",
                                                                                    "removed")),
            Tournament.objects.count())


def test_only_the_organiser_acts_as_one_on_the_pages_and_in_the_api(make_player, client_for):
    organiser, player, outsider = make_player("Organiser"), make_player("Anne"), make_player("Mallory")
    cup = tournaments.create_tournament(organiser=organiser, name="Cup", ruleset_id="uigo", format="swiss",
                                        max_players=8, signup_closes_at=in_a_day())
    for someone in (player, outsider, make_player()):
        tournaments.join(tournament_id=cup.pk, player=someone)
    before = _state(cup)
    page = signed_in(outsider)
    for action in ("start", "pause", "resume", f"remove/{player.pk}"):
        answer = page.post(f"/tournaments/{cup.pk}/{action}/", follow=True)
        assert answer.status_code == 200
        shown = [str(m) for m in answer.context["messages"]]
        assert shown in (["Only the tournament's organiser can do that."],), (action, shown)
    api = client_for(outsider)
    for action, body in (("start", None), ("pause", None), ("resume", None), ("remove", {"player": player.pk})):
        answer = api.post(f"/api/tournaments/{cup.pk}/{action}/", body, format="json")
        assert (answer.status_code, answer.json()["code"]) == (403, "not_organiser"), action
    assert _state(cup) == before
    # A session opened by a game's link (an email forwarded, a shared screen) is that game's only.
    game = create_game(creator=organiser, ruleset_id="uigo", seats=[organiser.pk, player.pk])
    linked = Client()
    enter(linked, organiser, game)
    for action in ("start", "pause", f"remove/{player.pk}", "join", "withdraw"):
        assert linked.post(f"/tournaments/{cup.pk}/{action}/").status_code == 403, action
    assert linked.post("/tournaments/", form_data()).status_code == 403
    assert linked.post(f"/api/tournaments/{cup.pk}/start/").status_code in {401, 403}
    # Nobody signed in writes anything.
    anonymous = Client()
    for url in (f"/api/tournaments/{cup.pk}/join/", "/api/tournaments/", f"/api/tournaments/{cup.pk}/start/"):
        assert anonymous.post(url, {}, content_type="application/json").status_code == 401, url
    assert _state(cup) == before
    # Withdrawing twice; joining once it started.
    api_player = client_for(player)
    assert api_player.post(f"/api/tournaments/{cup.pk}/withdraw/").status_code == 200
    twice = api_player.post(f"/api/tournaments/{cup.pk}/withdraw/")
    assert (twice.status_code, twice.json()["code"]) == (409, "already_withdrawn")
    tournaments.start(tournament_id=cup.pk, actor=organiser)
    late = client_for(make_player()).post(f"/api/tournaments/{cup.pk}/join/")
    assert (late.status_code, late.json()["code"]) == (422, "signup_closed")


def test_every_tournament_action_needs_its_csrf_token_and_no_get_changes_anything(make_player):
    organiser, player = make_player("Organiser"), make_player("Anne")
    cup = tournaments.create_tournament(organiser=organiser, name="Cup", ruleset_id="uigo", format="swiss",
                                        max_players=8, signup_closes_at=in_a_day())
    tournaments.join(tournament_id=cup.pk, player=player)
    tournaments.join(tournament_id=cup.pk, player=make_player())
    before = _state(cup)
    actions = ["join", "withdraw", "start", "pause", "resume", f"remove/{player.pk}"]
    for who in (organiser, player):
        browser = Client(enforce_csrf_checks=True)
        browser.force_login(who)
        for action in actions:
            assert browser.post(f"/tournaments/{cup.pk}/{action}/").status_code == 403, action
        assert browser.post("/tournaments/", form_data()).status_code == 403
        # The API takes a full session too (the browsable docs): with the CSRF token only.
        for action in ("start", "join", "withdraw"):
            answer = browser.post(f"/api/tournaments/{cup.pk}/{action}/", {}, content_type="application/json")
            assert answer.status_code == 403 and "CSRF" in answer.json()["detail"], action
        answer = browser.post("/api/tournaments/", api_body(), content_type="application/json")
        assert answer.status_code == 403 and "CSRF" in answer.json()["detail"]
        for action in actions:
            for method in ("get", "head"):
                url = f"/tournaments/{cup.pk}/{action}/"
                assert getattr(browser, method)(url).status_code in {200, 405}, (method, url)
        assert browser.get("/tournaments/?" + "&".join(f"{k}={v}" for k, v in form_data().items())).status_code == 200
        assert _state(cup) == before
    # With the page's token, the same form works (the refusals above were CSRF's).
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(organiser)
    page = browser.get(f"/tournaments/{cup.pk}/").content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    assert browser.post(f"/tournaments/{cup.pk}/start/", {"csrfmiddlewaretoken": token}).status_code == 302
    assert Tournament.objects.get(pk=cup.pk).status == Tournament.Status.RUNNING


# --- 4. races -------------------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_the_organiser_starting_while_a_player_joins(make_player):
    """Either the player joined first and plays round 1, or the start came first and the join is
    refused: never an entry left out of a tournament that has started without them."""
    organiser = make_player("Organiser")
    for attempt in range(3):
        latecomer = make_player()
        cup = tournaments.create_tournament(organiser=organiser, name=f"Cup {attempt}", ruleset_id="uigo",
                                            format="swiss", max_players=8, signup_closes_at=in_a_day())
        for _ in range(2):
            tournaments.join(tournament_id=cup.pk, player=make_player())
        gate = threading.Barrier(2)

        def join(cup=cup, latecomer=latecomer, gate=gate):
            gate.wait()
            tournaments.join(tournament_id=cup.pk, player=latecomer)
            return "joined"

        def start(cup=cup, gate=gate):
            gate.wait()
            tournaments.start(tournament_id=cup.pk, actor=organiser)
            return "started"

        workers = [Worker("join", join), Worker("start", start)]
        for worker in workers:
            worker.start()
        outcomes = [worker.outcome() for worker in workers]
        assert outcomes[1] == "started"
        started = TournamentEvent.objects.get(tournament=cup, type="started").data["players"]
        if outcomes[0] == "joined":
            assert latecomer.pk in started
        else:
            assert outcomes[0] == "signup_closed" and latecomer.pk not in started
            assert not Entry.objects.filter(tournament=cup, player=latecomer).exists()
        assert set(started) == set(Entry.objects.filter(tournament=cup).values_list("player_id", flat=True))


def test_far_dates_stay_out_of_the_database(make_player):
    """The service's own bound, whatever its caller: a sign-up in the year 9999 is refused."""
    with pytest.raises(TournamentError) as refused:
        tournaments.create_tournament(organiser=make_player(), name="Cup", ruleset_id="uigo", format="swiss",
                                      max_players=4, signup_closes_at=datetime(9999, 12, 31, tzinfo=UTC))
    assert refused.value.code == "signup_too_late"
