"""The admin pages with the Django test client: every page answers, the repairs append the right
events through the service layer, and no one (not even a superuser) can add, change or delete an
event, a snapshot or a notification."""

from __future__ import annotations

from datetime import timedelta
from random import Random

import pytest
from django.contrib.auth.models import Permission
from django.test import Client
from django.urls import reverse

from games import services
from games.models import Event, Game, Seat, Snapshot
from games.services import admin_actions
from outbox.models import Notification
from players.models import ApiToken
from players.services import issue_token
from tests.playing import play_random_move, seat_players

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(superuser):
    client = Client()
    client.force_login(superuser)
    return client


@pytest.fixture
def game(players):
    game = services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]],
                                move_time_limit=timedelta(hours=24))
    for number in range(12):
        play_random_move(game, Random(number), seat_players(game))
    game.refresh_from_db()
    return game


def staff_with(make_player, *codenames):
    player = make_player("Staff")
    player.is_staff = True
    player.save()
    player.user_permissions.add(*Permission.objects.filter(codename__in=codenames))
    client = Client()
    client.force_login(player)
    return client


def url(name, *args):
    return reverse(f"admin:{name}", args=args)


def test_game_pages_answer(admin_client, game):
    pages = [
        url("games_game_changelist"),
        url("games_game_changelist") + "?stuck=deadline",
        url("games_game_changelist") + "?stuck=idle7",
        url("games_game_changelist") + "?ruleset=uigo&status__exact=active",
        url("games_game_changelist") + f"?q={game.seats.first().player.email}",
        url("games_game_changelist") + f"?q={game.pk}",
        url("games_game_changelist") + "?q=99999999999999999999999",
        url("games_game_change", game.pk),
        url("games_game_log", game.pk),
        url("games_game_log", game.pk) + "?type=meta&page=2",
        url("games_game_state", game.pk),
        url("games_game_state", game.pk) + "?seq=0",
        url("games_game_state", game.pk) + "?seq=5",
        url("games_game_repair", game.pk),
        url("games_game_repair", game.pk) + "?verify=1",
        url("games_event_changelist"),
        url("games_event_changelist") + f"?q={game.pk}",
        url("games_event_changelist") + "?q=abc",
        url("games_event_change", Event.objects.filter(game=game).first().pk),
        url("games_snapshot_changelist"),
        url("outbox_notification_changelist"),
        url("outbox_notification_change", Notification.objects.filter(game=game).first().pk),
        url("players_player_changelist") + "?q=example&vacation=now",
        url("players_player_change", game.seats.first().player_id),
        url("players_apitoken_changelist") + "?state=live",
    ]
    for page in pages:
        response = admin_client.get(page)
        assert response.status_code == 200, page


def test_game_search_finds_by_player(admin_client, game, make_player):
    other = make_player("Nobody")
    email = Seat.objects.filter(game=game).first().player.email
    def found(term):
        return list(admin_client.get(url("games_game_changelist"), {"q": term}).context["cl"].result_list)

    assert found(email) == [game] and found(email.upper()) == [game]
    assert found(other.email) == []
    assert found(str(game.pk)) == [game]


def test_the_stuck_filter(admin_client, game):
    listed = admin_client.get(url("games_game_changelist") + "?stuck=deadline").context["cl"].result_list
    assert game not in listed
    Seat.objects.filter(game=game).update(deadline=None)
    Game.objects.filter(pk=game.pk).update(deadline="2000-01-01T00:00Z")
    listed = admin_client.get(url("games_game_changelist") + "?stuck=deadline").context["cl"].result_list
    assert game in listed
    assert game not in admin_client.get(url("games_game_changelist") + "?stuck=idle3").context["cl"].result_list


def test_game_page_shows_the_log_in_words_and_raw(admin_client, game):
    page = admin_client.get(url("games_game_log", game.pk)).content.decode()
    first = Event.objects.get(game=game, seq=1)
    assert first.type in page and "<details>" in page
    state = admin_client.get(url("games_game_state", game.pk) + "?seq=4")
    assert state.context["at"] == 4 and len(state.context["columns"]) == 3  # spectator + 2 seats
    assert state.context["state_json"]


@pytest.mark.parametrize("seq", ["-1", "abc", "100000"])
def test_a_bad_seq_is_a_clear_400(admin_client, game, seq):
    response = admin_client.get(url("games_game_state", game.pk) + f"?seq={seq}")
    assert response.status_code == 400 and "whole number between 0 and" in response.content.decode()


def test_unknown_game_is_a_404(admin_client):
    assert admin_client.get(url("games_game_state", 10**9)).status_code == 404
    assert admin_client.get(url("games_game_repair", 10**9)).status_code == 404


def test_repairs_from_the_admin_append_events_by_the_admin(admin_client, superuser, game, players):
    repair = url("games_game_repair", game.pk)
    seq = game.seq
    response = admin_client.post(repair, {"action": "extend", "seat": "", "hours": "24", "reason": "storm"})
    assert response.status_code == 302
    response = admin_client.post(repair, {"action": "resend", "seat": ""})
    assert response.status_code == 302
    response = admin_client.post(repair, {"action": "replace", "seat": "0", "player": players[2].email, "reason": ""})
    assert response.status_code == 302
    response = admin_client.post(repair, {"action": "replace", "seat": "1", "autopilot": "on"})
    assert response.status_code == 302
    response = admin_client.post(repair, {"action": "abort", "reason": "test", "confirm": "on"})
    assert response.status_code == 302
    meta = list(Event.objects.filter(game=game, seq__gt=seq, actor=superuser).values_list("type", flat=True))
    assert meta == ["meta:deadline_extended", "meta:notification_resent", "meta:seat_replaced",
                    "meta:seat_replaced", "meta:aborted"]
    game.refresh_from_db()
    assert game.status == "aborted"
    log = admin_client.get(url("games_game_log", game.pk) + "?type=meta").content.decode()
    assert superuser.email in log and "An administrator handed the seat of" in log
    assert "The game was aborted." in log


def test_bad_repairs_get_a_clear_4xx_and_append_nothing(admin_client, game):
    repair = url("games_game_repair", game.pk)
    seq = game.seq
    cases = [
        ({"action": "extend", "seat": "", "hours": "0"}, 400),
        ({"action": "extend", "seat": "9", "hours": "3"}, 400),
        ({"action": "replace", "seat": "0"}, 400),
        ({"action": "replace", "seat": "0", "player": "nobody@example.org"}, 400),
        ({"action": "abort", "reason": "no confirm"}, 400),
        ({"action": "explode"}, 400),
    ]
    for data, status in cases:
        response = admin_client.post(repair, data)
        assert response.status_code == status, data
    not_to_move = 1 - game.to_move[0]
    response = admin_client.post(repair, {"action": "extend", "seat": str(not_to_move), "hours": "3"})
    assert response.status_code == 422 and "is not to move" in response.content.decode()
    assert Event.objects.filter(game=game).count() == seq


def test_rebuild_snapshots_from_the_admin(admin_client, game, settings):
    before = services.load_state(game)
    Snapshot.objects.filter(game=game).update(state={"poisoned": True})
    response = admin_client.post(url("games_game_repair", game.pk), {"action": "rebuild"})
    assert response.status_code == 302
    assert services.load_state(game) == before
    assert not Snapshot.objects.filter(game=game, state__poisoned=True).exists()
    response = admin_client.post(url("games_game_changelist"),
                                 {"action": "rebuild_snapshots_action", "_selected_action": [game.pk]})
    assert response.status_code == 302 and services.load_state(game) == before


def test_staff_who_may_only_look_cannot_repair(make_player, game):
    viewer = staff_with(make_player, "view_game", "view_event")
    assert viewer.get(url("games_game_change", game.pk)).status_code == 200
    assert viewer.get(url("games_game_repair", game.pk)).status_code == 200
    seq = game.seq
    assert viewer.post(url("games_game_repair", game.pk), {"action": "abort", "confirm": "on"}).status_code == 403
    assert Event.objects.filter(game=game).count() == seq
    repairer = staff_with(make_player, "view_game", "change_game")
    assert repairer.post(url("games_game_repair", game.pk),
                         {"action": "extend", "seat": "", "hours": "2"}).status_code == 302
    assert Event.objects.filter(game=game).count() == seq + 1
    nobody = staff_with(make_player)
    assert nobody.get(url("games_game_repair", game.pk)).status_code == 403


@pytest.mark.parametrize("model", ["games_event", "games_snapshot", "outbox_notification"])
def test_no_add_change_or_delete_even_for_a_superuser(admin_client, game, model, settings):
    settings.GAMES_SNAPSHOT_EVERY = 5
    admin_actions.rebuild_snapshots(game_id=game.pk)
    manager = {"games_event": Event, "games_snapshot": Snapshot, "outbox_notification": Notification}[model]
    row = manager.objects.filter(game=game).first()
    assert admin_client.get(url(f"{model}_add")).status_code == 403
    assert admin_client.post(url(f"{model}_delete", row.pk), {"post": "yes"}).status_code == 403
    page = admin_client.get(url(f"{model}_change", row.pk))
    assert page.status_code == 200 and 'name="_save"' not in page.content.decode()
    admin_client.post(url(f"{model}_change", row.pk), {"type": "tampered", "seq": 999, "state": "{}"})
    assert manager.objects.filter(pk=row.pk).exists()
    listing = admin_client.get(url(f"{model}_changelist")).content.decode()
    assert "delete_selected" not in listing
    if model == "games_event":
        row.refresh_from_db()
        assert row.type != "tampered"


def test_game_rows_cannot_be_edited_or_deleted(admin_client, game):
    assert admin_client.get(url("games_game_add")).status_code == 403
    assert admin_client.post(url("games_game_delete", game.pk), {"post": "yes"}).status_code == 403
    admin_client.post(url("games_game_change", game.pk), {"status": "finished"})
    game.refresh_from_db()
    assert game.status == "active"


def test_revoke_tokens_from_the_admin(admin_client, players):
    issue_token(players[0])
    issue_token(players[0])
    issue_token(players[1])
    response = admin_client.post(url("players_player_changelist"),
                                 {"action": "revoke_all_tokens", "_selected_action": [players[0].pk]})
    assert response.status_code == 302
    assert not ApiToken.objects.filter(player=players[0], revoked_at__isnull=True).exists()
    assert ApiToken.objects.filter(player=players[1], revoked_at__isnull=True).count() == 1
    token = ApiToken.objects.get(player=players[1])
    admin_client.post(url("players_apitoken_changelist"), {"action": "revoke", "_selected_action": [token.pk]})
    token.refresh_from_db()
    assert token.revoked_at is not None


def test_vacation_and_preferences_in_the_admin(admin_client, players):
    player = players[0]
    page = url("players_player_change", player.pk)
    form = {"email": player.email, "name": player.name, "is_active": "on", "locale": "fr", "time_zone": "Europe/Paris",
            "notify": "daily_digest", "vacation_from_0": "2030-01-01", "vacation_from_1": "00:00:00",
            "vacation_until_0": "2029-01-10", "vacation_until_1": "00:00:00",
            "api_tokens-TOTAL_FORMS": "0", "api_tokens-INITIAL_FORMS": "0"}
    response = admin_client.post(page, form)
    assert response.status_code == 200 and "must end after it starts" in response.content.decode()
    form["vacation_until_0"] = "2030-01-10"
    response = admin_client.post(page, form)
    assert response.status_code == 302, response.content.decode()[:3000]
    player.refresh_from_db()
    assert (player.locale, player.notify, player.vacation_until.day) == ("fr", "daily_digest", 10)
