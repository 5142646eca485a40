"""Vacation with rules: no back-dating, at most ``VACATION_MAX_DAYS`` per vacation and
``VACATION_DAYS_PER_YEAR`` per calendar year, each refused with a sentence a person understands
(the settings form's 400 and the API's 422); an accepted vacation is a ``meta:vacation`` event in every
active game of the player, and their opponents are told on the game page and in their next
email (counted at a real SMTP server). The clock is held still with time-machine."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import time_machine
from django.urls import reverse

from games import services
from games.models import Event
from players.models import Player, Vacation
from tests.notifications.smtp import real_smtp

pytestmark = pytest.mark.django_db

NOW = datetime(2030, 3, 1, 12, 0, tzinfo=UTC)
URL = "/api/players/me/vacation/"
SETTINGS = {"name": "Théo", "locale": "en", "time_zone": "UTC", "notify": "each_turn"}


@pytest.fixture
def clock():
    with time_machine.travel(NOW, tick=False) as traveller:
        yield traveller


def day(offset: float) -> datetime:
    return NOW + timedelta(days=offset)


def put(api, start, end):
    return api.put(URL, {"starts_at": start.isoformat() if start else None,
                         "ends_at": end.isoformat() if end else None}, format="json")


def form_dates(start, end) -> dict:
    return {"vacation_from": start.strftime("%Y-%m-%dT%H:%M"), "vacation_until": end.strftime("%Y-%m-%dT%H:%M")}


def vacation_events():
    return list(Event.objects.filter(type="meta:vacation").order_by("pk"))


# --- refusals ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("start", "end", "code", "sentence"), [
    (-1, 5, "vacation_in_the_past", "A vacation cannot start in the past: choose a start from now on."),
    (1, 23, "vacation_too_long", "A vacation lasts at most 21 days; this one would last 22.0 days."),
    (3, 2, "vacation_ends_before_start", "A vacation must end after it starts."),
])
def test_the_api_refuses_with_a_422_and_a_sentence(clock, players, client_for, start, end, code, sentence):
    # Well-formed dates the rules refuse: 422 (400 is for a body the schema refuses).
    answer = put(client_for(players[0]), day(start), day(end))
    assert answer.status_code == 422
    assert answer["Content-Type"].startswith("application/problem+json")
    assert (answer.json()["code"], answer.json()["detail"]) == (code, sentence)
    assert not Vacation.objects.exists() and not vacation_events()


@pytest.mark.parametrize(("start", "end", "sentence"), [
    (-2, 3, "A vacation cannot start in the past"),
    (0.5, 25, "A vacation lasts at most 21 days"),
])
def test_the_settings_form_refuses_with_the_same_sentence(clock, players, client, start, end, sentence):
    client.force_login(players[0])
    page = client.post("/settings/", {**SETTINGS, **form_dates(day(start), day(end))})
    assert page.status_code == 400 and sentence in page.content.decode()
    assert Player.objects.get(pk=players[0].pk).vacation_from is None


def test_the_settings_form_refuses_in_french(clock, players, client):
    client.force_login(players[0])
    page = client.post("/settings/", {**SETTINGS, "locale": "fr", **form_dates(day(-2), day(3))},
                       HTTP_ACCEPT_LANGUAGE="fr")
    assert page.status_code == 400
    assert "Des vacances ne peuvent pas commencer dans le passé" in page.content.decode()


def test_the_days_of_a_year_are_counted_across_vacations(clock, players, client_for):
    api = client_for(players[0])
    assert put(api, day(1), day(21)).status_code == 200  # 20 days of 2030
    clock.move_to(day(30))  # that vacation is over
    refused = put(api, day(40), day(51))  # 11 more days: 31 in 2030
    assert refused.status_code == 422 and refused.json()["code"] == "vacation_days_used_up"
    assert refused.json()["detail"] == ("You may take 30 days of vacation a year; 10.0 are left in 2030, "
                                        "and this vacation would take 11.0 days of 2030.")
    assert put(api, day(40), day(50)).status_code == 200  # exactly the 10 days left
    assert Vacation.objects.filter(player=players[0]).count() == 2


def test_a_vacation_across_new_year_counts_in_each_year(clock, players, client_for, settings):
    settings.VACATION_MAX_DAYS = 60
    api = client_for(players[0])
    new_year = datetime(2031, 1, 1, tzinfo=UTC)
    assert put(api, day(10), day(30)).status_code == 200  # 20 days of 2030
    clock.move_to(day(31))
    answer = put(api, new_year - timedelta(days=11), new_year + timedelta(days=5))  # 11 days of 2030
    assert answer.status_code == 422 and "are left in 2030" in answer.json()["detail"]
    assert put(api, new_year - timedelta(days=10), new_year + timedelta(days=25)).status_code == 200


def test_a_vacation_in_progress_may_be_saved_again_and_extended_without_back_dating(clock, players, client):
    client.force_login(players[0])
    assert client.post("/settings/", {**SETTINGS, **form_dates(day(0), day(5))}).status_code == 302
    clock.move_to(day(2) + timedelta(seconds=17))  # on vacation now: its start is in the past, and stays as it was
    assert client.post("/settings/", {**SETTINGS, **form_dates(day(0), day(5))}).status_code == 302
    assert client.post("/settings/", {**SETTINGS, **form_dates(day(0), day(8))}).status_code == 302
    player = Player.objects.get(pk=players[0].pk)
    assert (player.vacation_from, player.vacation_until) == (day(0), day(8))
    assert Vacation.objects.get(player=player).ends_at == day(8)
    assert Event.objects.filter(type="meta:vacation").count() == 0  # no active game to tell


def test_a_vacation_starting_now_may_be_saved_again_from_the_form(clock, players, client):
    """A start a few seconds ago becomes "now" (with its seconds); the form gives it back to the
    minute, which is still the same vacation: nothing is refused, nothing changes."""
    services.create_game(creator=players[1], ruleset_id="uigo", seats=[players[1].pk, players[0].pk])
    clock.move_to(NOW + timedelta(seconds=42))
    client.force_login(players[0])
    assert client.post("/settings/", {**SETTINGS, **form_dates(day(0), day(4))}).status_code == 302
    assert Player.objects.get(pk=players[0].pk).vacation_from == NOW + timedelta(seconds=42)
    clock.move_to(day(1))
    assert client.post("/settings/", {**SETTINGS, **form_dates(day(0), day(4))}).status_code == 302
    assert len(vacation_events()) == 1


# --- an accepted vacation is told -------------------------------------------------------------------

def test_an_accepted_vacation_is_an_event_in_every_active_game_and_the_opponents_are_told(
        clock, players, client_for, client, settings, django_capture_on_commit_callbacks):
    away, host, third = players[0], players[1], players[2]
    games = [services.create_game(creator=host, ruleset_id="uigo", seats=[host.pk, away.pk],
                                  move_time_limit=timedelta(days=3)),
             services.create_game(creator=third, ruleset_id="knarr", seats=[away.pk, third.pk],
                                  move_time_limit=timedelta(days=3))]
    unrelated = services.create_game(creator=host, ruleset_id="uigo", seats=[host.pk, third.pk])
    api = client_for(away)

    assert put(api, day(1), day(15)).status_code == 200
    events = vacation_events()
    assert [(e.game_id, e.seat, e.actor_id) for e in events] == [
        (games[0].pk, 1, away.pk), (games[1].pk, 0, away.pk)]
    assert events[0].data == {"player": away.pk, "from": day(1).isoformat(), "until": day(15).isoformat(),
                              "previous_until": None}
    assert not Event.objects.filter(game=unrelated, type="meta:vacation").exists()
    # The same dates again change nothing; an extension is one more event in each game.
    assert put(api, day(1), day(15)).status_code == 200 and len(vacation_events()) == 2
    assert put(api, day(1), day(18)).status_code == 200
    extended = vacation_events()[2:]
    assert [e.game_id for e in extended] == [g.pk for g in games]
    assert extended[0].data["previous_until"] == day(15).isoformat()

    # The opponent's game page says who is away, and the log tells of the extension.
    client.force_login(host)
    page = client.get(reverse("game-page", kwargs={"game_id": games[0].pk})).content.decode()
    assert f"{away.display_name} is on vacation from " in page
    assert f"{away.display_name} changed their vacation: away from " in page

    # The opponent's next email says so too: play (whoever is to move) until the host is emailed.
    with real_smtp(settings) as smtp:
        game = games[0]
        ruleset, seated = services.ruleset_for(game), {0: host, 1: away}
        for _ in range(40):
            if smtp.to(host.email):
                break
            game.refresh_from_db()
            seat = game.to_move[0]
            move = ruleset.legal_moves(services.load_state(game), seat)[0]
            with django_capture_on_commit_callbacks(execute=True):
                services.submit_move(game_id=game.pk, player=seated[seat], move=move, expected_seq=game.seq)
        (email,) = smtp.to(host.email)
        assert f"{away.display_name} is on vacation from " in smtp.text(email)
        assert f"{away.display_name} is on vacation from " in smtp.html(email)


def test_ending_a_vacation_is_told_too(clock, players, client_for):
    services.create_game(creator=players[1], ruleset_id="uigo", seats=[players[1].pk, players[0].pk])
    api = client_for(players[0])
    assert put(api, day(0), day(5)).status_code == 200
    clock.move_to(day(2))
    assert api.delete(URL).status_code == 204
    player = Player.objects.get(pk=players[0].pk)
    assert player.vacation_from is None and Vacation.objects.get(player=player).ends_at == day(2)
    assert vacation_events()[-1].data["until"] is None
    assert api.get(URL).json()["starts_at"] is None


# --- changes are limited ------------------------------------------------------------------------------

def test_vacation_on_and_off_is_limited_per_day_and_ending_one_is_always_allowed(clock, players, client_for, client,
                                                                                  settings):
    """Each change is an event in every active game: at most ``VACATION_CHANGES_PER_DAY`` a day
    (setting or changing; the same dates again are no change; ending is free), then a 400
    ``vacation_changes_used_up`` from the API and the same sentence on the form, until tomorrow."""
    settings.VACATION_CHANGES_PER_DAY = 3
    away = players[0]
    games = [services.create_game(creator=players[1], ruleset_id="uigo", seats=[players[1].pk, away.pk]),
             services.create_game(creator=players[2], ruleset_id="uigo", seats=[players[2].pk, away.pk])]
    api = client_for(away)
    for _ in range(3):
        assert put(api, day(1), day(3)).status_code == 200
        assert put(api, day(1), day(3)).status_code == 200  # the same dates: no change, not counted
        assert api.delete(URL).status_code == 204
    assert len(vacation_events()) == 6 * len(games)
    refused = put(api, day(1), day(3))
    assert refused.status_code == 422 and refused.json()["code"] == "vacation_changes_used_up"
    assert "3 times a day" in refused.json()["detail"]
    client.force_login(away)
    page = client.post("/settings/", {**SETTINGS, **form_dates(day(1), day(3))})
    assert page.status_code == 400 and "3 times a day" in page.content.decode()
    assert len(vacation_events()) == 6 * len(games)
    assert Player.objects.get(pk=away.pk).vacation_from is None
    clock.move_to(day(1) - timedelta(hours=1))  # the next day (UTC)
    assert put(api, day(1), day(3)).status_code == 200
    assert len(vacation_events()) == 7 * len(games)


def test_an_administrators_vacation_changes_are_not_counted(clock, players, settings):
    from games.services.vacations import set_vacation

    settings.VACATION_CHANGES_PER_DAY = 1
    player = players[0]
    for end in (3, 4, 5):
        assert set_vacation(player=player, start=day(1), end=day(end), checked=True, counted=False)
    assert set_vacation(player=player, start=day(1), end=day(6))
