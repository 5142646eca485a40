"""Outbox and emails: a turn email per seat to move, in the player's language, sent once per key,
with a working one-click unsubscribe; daily digests; game-over emails."""

from __future__ import annotations

from datetime import timedelta
from random import Random

import pytest
from django.utils import timezone

from games import services
from notifications.digests import send_due_digests
from notifications.tasks import deliver, deliver_pending
from outbox.models import Notification
from players import links
from tests.playbymail.links import game_links, unsubscribes
from tests.playing import play_random_move, play_to_end, seat_players

pytestmark = pytest.mark.django_db


def new_game(players, count=2):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:count]])


def test_the_seat_to_move_gets_a_turn_email_with_its_link(players, mailoutbox, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        game = new_game(players)
    game.refresh_from_db()
    seat = game.to_move[0]
    mover = players[seat]
    assert [m.to for m in mailoutbox] == [[mover.email]]
    message = mailoutbox[0]
    assert "UIGO" in message.subject and str(game.pk) in message.subject
    assert game_links(message.body) == [links.GameLink(mover.pk, game.pk)]
    html = message.alternatives[0][0]
    assert '<html lang="en">' in html and links.GameLink(mover.pk, game.pk) in game_links(html)
    assert message.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert unsubscribes(message.extra_headers["List-Unsubscribe"]) == mover.pk


def test_emails_speak_the_players_language(players, mailoutbox, django_capture_on_commit_callbacks):
    for player in players[:2]:
        player.locale = "fr"
        player.save()
    with django_capture_on_commit_callbacks(execute=True):
        new_game(players)
    message = mailoutbox[0]
    assert "C'est votre tour" in message.subject or "Votre tour" in message.subject
    assert '<html lang="fr">' in message.alternatives[0][0]


def test_a_notification_is_sent_at_most_once_per_key(players, mailoutbox, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        game = new_game(players)
    notification = Notification.objects.get(game=game, kind="your_turn")
    assert notification.status == "sent"
    assert deliver(notification.pk) == "not claimed"
    deliver_pending()
    assert len(mailoutbox) == 1


def test_a_worker_that_died_mid_send_is_retried_once(players, mailoutbox, settings):
    game = new_game(players)  # callbacks not run: as if the worker never got the task
    notification = Notification.objects.get(game=game, kind="your_turn")
    Notification.objects.filter(pk=notification.pk).update(status="sending",
                                                           claimed_at=timezone.now() - timedelta(hours=1))
    Notification.objects.filter(pk=notification.pk).update(created_at=timezone.now() - timedelta(minutes=5))
    deliver_pending()
    deliver_pending()
    assert len(mailoutbox) == 1
    notification.refresh_from_db()
    assert notification.status == "sent"


def test_unsubscribe_is_one_click_and_get_changes_nothing(client, players):
    url = links.unsubscribe_url(players[0].pk).replace("http://localhost:8000", "")
    page = client.get(url)
    assert page.status_code == 200 and b"<form" in page.content
    players[0].refresh_from_db()
    assert players[0].notify == "each_turn"
    response = client.post(url, {"List-Unsubscribe": "One-Click"})
    assert response.status_code == 200
    players[0].refresh_from_db()
    assert players[0].notify == "none"


def test_players_who_chose_none_get_no_turn_email(players, mailoutbox, django_capture_on_commit_callbacks):
    for player in players[:2]:
        player.notify = "none"
        player.save()
    with django_capture_on_commit_callbacks(execute=True):
        new_game(players)
    assert mailoutbox == []
    assert Notification.objects.filter(status="skipped").count() == 1


def test_daily_digest_collects_held_notifications(players, mailoutbox, django_capture_on_commit_callbacks, settings):
    settings.DIGEST_HOUR = 0
    for player in players[:2]:
        player.notify = "daily_digest"
        player.save()
    game = new_game(players)
    chooser, seated = Random(1), seat_players(game)
    for _ in range(6):
        play_random_move(game, chooser, seated)
    assert mailoutbox == []
    held = Notification.objects.filter(status="held").count()
    assert held >= 2
    with django_capture_on_commit_callbacks(execute=True):
        assert send_due_digests() == Notification.objects.filter(kind="digest").count()
    with django_capture_on_commit_callbacks(execute=True):
        assert send_due_digests() == 0  # the same day: nothing more
    digests = [m for m in mailoutbox if m.extra_headers["X-Ravenpost-Notification"].startswith("digest:")]
    assert digests and len(digests) == len(mailoutbox)
    assert Notification.objects.filter(status="held").count() == 0


def test_game_over_email_goes_to_everyone(players, mailoutbox, django_capture_on_commit_callbacks):
    game = new_game(players)
    with django_capture_on_commit_callbacks(execute=True):
        play_to_end(game, seed=4)
    over = [m for m in mailoutbox if "Game over" in m.subject]
    assert sorted(m.to[0] for m in over) == sorted(p.email for p in players[:2])


def test_simultaneous_turns_notify_every_seat_that_must_act(players, mailoutbox,
                                                            django_capture_on_commit_callbacks):
    """Duel (tests/services/duel.py): both seats choose at once. Each gets a turn email; when one
    answers, the other keeps its clock and gets no second email; a new round starts both clocks."""
    from games.models import Seat
    from tests.services.duel import duel_registered

    with duel_registered():
        with django_capture_on_commit_callbacks(execute=True):
            game = services.create_game(creator=players[0], ruleset_id="duel", seats=[players[0].pk, players[1].pk],
                                        move_time_limit=timedelta(hours=5))
        game.refresh_from_db()
        assert game.to_move == [0, 1]
        assert sorted(m.to[0] for m in mailoutbox) == sorted([players[0].email, players[1].email])
        deadline_of_1 = Seat.objects.get(game=game, seat=1).deadline
        mailoutbox.clear()
        with django_capture_on_commit_callbacks(execute=True):
            services.submit_move(game_id=game.pk, player=players[0], move={"type": "choose", "number": 2},
                                 expected_seq=game.seq)
        game.refresh_from_db()
        assert game.to_move == [1] and mailoutbox == []
        assert Seat.objects.get(game=game, seat=1).deadline == deadline_of_1
        with django_capture_on_commit_callbacks(execute=True):
            services.submit_move(game_id=game.pk, player=players[1], move={"type": "choose", "number": 3},
                                 expected_seq=game.seq)
        game.refresh_from_db()
        assert game.to_move == [0, 1]
        # A new round: seat 0 is told; seat 1, whose player just moved and sees the page, is not,
        # but both clocks start again.
        assert [m.to[0] for m in mailoutbox] == [players[0].email]
        assert Seat.objects.get(game=game, seat=1).deadline > deadline_of_1
        assert Seat.objects.get(game=game, seat=0).deadline == Seat.objects.get(game=game, seat=1).deadline
