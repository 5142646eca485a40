"""A player leaves a game (games.services.leaving): the autopilot takes the seat of an active
game, the last player leaving or a waiting game's player cancels it; through the service, the API
and the game page (a confirmed POST), in English and French."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation

from games import services
from games.describe import describe_events, seat_names
from games.models import Event, Game, Seat
from games.services import core
from outbox.models import Notification
from players import links

pytestmark = pytest.mark.django_db


def uigo(players, count=2, **extra):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:count]], **extra)


def test_leaving_an_active_game_hands_the_seat_to_the_autopilot(players):
    game = uigo(players, 3)
    game.refresh_from_db()
    leaver = game.to_move[0]  # to move: the autopilot plays for them at once
    before = game.seq
    services.leave_game(game_id=game.pk, player=players[leaver])
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE and game.seq > before
    assert Seat.objects.get(game=game, seat=leaver).player is None
    assert leaver in core.autopilot_seats(game)
    replaced = Event.objects.get(game=game, type="meta:seat_replaced")
    assert replaced.actor == players[leaver] and replaced.data["autopilot"] is True
    # The log names who left, in the others' language.
    rows = list(Event.objects.filter(game=game).order_by("seq"))
    with translation.override("en"):  # the log's own sentences follow the active language
        text = [line["text"] for line in describe_events(services.ruleset_for(game), rows, 0 if leaver else 1,
                                                          seat_names(game), "en")]
    assert f"{players[leaver].display_name} left the game; the autopilot plays their seat." in text
    # They have no seat any more: the API refuses them.
    with pytest.raises(services.ServiceError) as refused:
        services.leave_game(game_id=game.pk, player=players[leaver])
    assert refused.value.code == "not_your_game"


def test_the_last_player_leaving_cancels_the_game_and_tells_no_one_twice(players, mailoutbox,
                                                                          django_capture_on_commit_callbacks):
    game = uigo(players, 2)
    services.leave_game(game_id=game.pk, player=players[0])
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.leave_game(game_id=game.pk, player=players[1])
    game.refresh_from_db()
    assert game.status == Game.Status.ABORTED and game.to_move == []
    assert Event.objects.get(game=game, type="meta:aborted").data["by_admin"] is False
    assert mailoutbox == []  # the one who left last is not told; the first had left already


def test_leaving_a_waiting_game_cancels_it_and_tells_the_others(players, mailoutbox,
                                                                 django_capture_on_commit_callbacks):
    game = services.create_game(creator=players[0], ruleset_id="uigo",
                                seats=[players[0].pk, players[1].pk, "friend@example.org"])
    assert game.status == Game.Status.WAITING
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.leave_game(game_id=game.pk, player=players[1])
    game.refresh_from_db()
    assert game.status == Game.Status.ABORTED
    told = sorted(address for message in mailoutbox for address in message.to)
    assert told == sorted([players[0].email, "friend@example.org"])
    assert all("A player left" in message.body for message in mailoutbox)


def test_a_finished_game_or_a_stranger_cannot_leave(players, make_player):
    game = uigo(players, 2)
    with pytest.raises(services.ServiceError) as stranger:
        services.leave_game(game_id=game.pk, player=make_player("Stranger"))
    assert stranger.value.code == "not_your_game" and stranger.value.status == 403
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED)
    with pytest.raises(services.ServiceError) as over:
        services.leave_game(game_id=game.pk, player=players[0])
    assert over.value.code == "game_not_active" and over.value.status == 422
    with pytest.raises(services.ServiceError) as missing:
        services.leave_game(game_id=10**9, player=players[0])
    assert missing.value.status == 404


def test_the_api_leaves_and_answers_with_the_game(players, client_for):
    game = uigo(players, 3)
    response = client_for(players[2]).post(f"/api/games/{game.pk}/leave/")
    assert response.status_code == 200 and response.json()["status"] == "active"
    assert response.json()["seats"][2]["player"] is None
    again = client_for(players[2]).post(f"/api/games/{game.pk}/leave/")
    assert again.status_code == 403 and again["Content-Type"].startswith("application/problem+json")
    assert client_for(players[2]).get(f"/api/games/{game.pk}/view/").status_code == 403


def test_the_confirmation_page_is_only_for_a_seated_player_of_a_game_not_over(client, players, make_player):
    game = uigo(players, 3)
    enter = reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(players[1].pk, game.pk)})
    client.get(enter)
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED)
    over = client.get(f"/games/{game.pk}/leave/", follow=True)
    assert over.redirect_chain[-1][0] == f"/games/{game.pk}/"
    assert "This game is over: there is nothing to leave." in over.content.decode()
    stranger = make_player("Stranger")
    client.force_login(stranger)
    assert client.get(f"/games/{game.pk}/leave/").status_code == 403


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_leaves_only_once_the_box_is_ticked(client, players, lang):
    game = uigo(players, 3)
    players[1].locale = lang
    players[1].save()
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(players[1].pk, game.pk)}))
    page = client.get(f"/games/{game.pk}/").content.decode()
    # The game page links to a confirmation page (GET: nothing changes), which has the form.
    assert f'href="/games/{game.pk}/leave/"' in page and 'name="confirm"' not in page
    confirmation = client.get(f"/games/{game.pk}/leave/").content.decode()
    assert f'action="/games/{game.pk}/leave/"' in confirmation and 'name="confirm"' in confirmation
    assert ("This cannot be undone." if lang == "en" else "Cette action est définitive.") in confirmation
    assert Seat.objects.get(game=game, seat=1).player == players[1]
    unticked = client.post(f"/games/{game.pk}/leave/", follow=True).content.decode()
    assert ("Tick the box" if lang == "en" else "Cochez la case") in unticked
    assert Seat.objects.get(game=game, seat=1).player == players[1]
    done = client.post(f"/games/{game.pk}/leave/", {"confirm": "yes"}, follow=True)
    assert done.redirect_chain[-1][0] == reverse("game-list")
    assert ("You left the game." if lang == "en" else "Vous avez quitté la partie.") in done.content.decode()
    assert Seat.objects.get(game=game, seat=1).player is None
    assert client.get(f"/games/{game.pk}/").status_code == 403


def test_the_page_needs_a_csrf_token_to_leave(players):
    from django.test import Client

    game = uigo(players, 2)
    client = Client(enforce_csrf_checks=True)
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(players[0].pk, game.pk)}))
    assert client.post(f"/games/{game.pk}/leave/", {"confirm": "yes"}).status_code == 403
    assert Seat.objects.get(game=game, seat=0).player == players[0]
    assert not Notification.objects.filter(game=game, kind=Notification.Kind.GAME_ABORTED).exists()


def test_leaving_from_a_page_drawn_before_the_game_ended_says_so(client, players):
    game = uigo(players, 2)
    client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": links.game_link_token(players[0].pk, game.pk)}))
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED)
    page = client.post(f"/games/{game.pk}/leave/", {"confirm": "yes"}, follow=True).content.decode()
    assert "This game is over: there is nothing to leave." in page
    assert Seat.objects.get(game=game, seat=0).player == players[0]
