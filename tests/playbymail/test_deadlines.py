"""Deadlines: one reminder, then exactly one timeout move (actor: system) and one set of emails,
even when two schedulers scan at once; vacation freezes the clock."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.db import connections
from django.utils import timezone

from games import services
from games.models import Event, Seat
from notifications.deadlines import reminder_candidates, scan
from outbox.models import Notification

pytestmark = pytest.mark.django_db


def new_game(players, hours=24):
    return services.create_game(creator=players[0], ruleset_id="uigo", seats=[p.pk for p in players[:2]],
                                move_time_limit=timedelta(hours=hours))


def test_deadline_is_set_for_the_seat_to_move(players):
    game = new_game(players, hours=48)
    game.refresh_from_db()
    seat = Seat.objects.get(game=game, seat=game.to_move[0])
    assert seat.deadline == game.deadline
    assert timedelta(hours=47) < seat.deadline - timezone.now() <= timedelta(hours=48)


def test_one_reminder_before_the_deadline(players, settings):
    # When a third of the 30 hours is left (10 hours before the deadline), not 24 hours before:
    # the reminder is timed to the time per move (notifications.turn_policy).
    settings.REMINDER_BEFORE_HOURS = 24
    game = new_game(players, hours=30)
    assert scan()["reminders"] == 0
    assert scan(now=timezone.now() + timedelta(hours=7))["reminders"] == 0
    later = timezone.now() + timedelta(hours=21)
    assert scan(now=later)["reminders"] == 1
    assert scan(now=later + timedelta(hours=1))["reminders"] == 0
    assert Notification.objects.filter(game=game, kind="reminder").count() == 1


@pytest.mark.parametrize(("chosen", "looked_at_after"), [("none", False), ("one", False), ("two", True)])
def test_the_scan_looks_only_at_seats_with_a_reminder_still_to_come(players, settings, chosen, looked_at_after):
    # Each minute's scan reads the seats whose next reminder may have come: once a player had every
    # reminder they chose, or before their second may come, their seat is not read (so the steady
    # state reads the few seats due, not every seat within a day of its deadline).
    settings.REMINDER_BEFORE_HOURS, settings.REMINDER_LAST_BEFORE_HOURS = 24, 2
    game = new_game(players, hours=30)
    seat = Seat.objects.get(game=game, seat=game.to_move[0])
    seat.player.reminders = chosen
    seat.player.save(update_fields=["reminders"])
    later = seat.deadline - timedelta(hours=10)  # a third of the 30 hours left: the first reminder
    assert reminder_candidates(later - timedelta(minutes=5)).count() == 0, "within a day, not yet due"
    assert [s.pk for s in reminder_candidates(later)] == ([] if chosen == "none" else [seat.pk])
    assert scan(now=later)["reminders"] == (0 if chosen == "none" else 1)
    # Reminded once, a seat is read again only when its second reminder may have come.
    assert reminder_candidates(later + timedelta(minutes=1)).count() == 0
    last = seat.deadline - timedelta(hours=2)  # a tenth of 30 hours, capped at 2 hours
    assert reminder_candidates(last - timedelta(minutes=5)).count() == 0
    assert [s.pk for s in reminder_candidates(last)] == ([seat.pk] if looked_at_after else [])
    assert scan(now=last)["reminders"] == (1 if looked_at_after else 0)
    assert reminder_candidates(last + timedelta(minutes=1)).count() == 0


def assert_one_email_each(game, seq_before, timed_out):
    """One email per player for the timeout after ``seq_before``: the player who timed out gets
    the timeout email, the one it made next to move their "your turn" (which tells of it)."""
    rows = Notification.objects.filter(game=game, context__seq__gt=seq_before)
    kinds = {seat.player_id: sorted(rows.filter(player=seat.player).values_list("kind", flat=True))
             for seat in game.seats.all()}
    loser = game.seats.get(seat=timed_out).player_id
    assert kinds.pop(loser) == ["timeout"]
    assert list(kinds.values()) == [["your_turn"]]


def test_timeout_applies_the_rulesets_move_as_the_system(players):
    game = new_game(players, hours=1)
    game.refresh_from_db()
    seat, seq = game.to_move[0], game.seq
    counts = scan(now=timezone.now() + timedelta(hours=2))
    assert counts["timeouts"] == 1
    marker = Event.objects.get(game=game, seq=seq + 1)
    assert marker.type == "meta:timeout" and marker.seat == seat and marker.actor is None
    assert Event.objects.filter(game=game, batch=seq + 1).count() >= 2
    assert_one_email_each(game, seq, seat)


@pytest.mark.django_db(transaction=True)
def test_two_schedulers_produce_exactly_one_timeout(players):
    game = new_game(players, hours=1)
    game.refresh_from_db()
    seq = game.seq
    # Exactly when the seat to move is due: the seat that moves next gets a deadline an hour after
    # the timeout, so it is not due yet, and whichever scheduler lists the seats after the other
    # has committed finds nothing to do (at "two hours later" it would find that next seat due).
    (later,) = Seat.objects.filter(game=game, is_to_move=True).values_list("deadline", flat=True)
    barrier = threading.Barrier(2)
    results = []

    def run():
        barrier.wait()
        try:
            results.append(scan(now=later)["timeouts"])
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == [0, 1]
    assert Event.objects.filter(game=game, type="meta:timeout").count() == 1
    assert_one_email_each(game, seq, Event.objects.get(game=game, type="meta:timeout").seat)
    batches = set(Event.objects.filter(game=game, seq__gt=seq).values_list("batch", flat=True))
    assert batches == {seq + 1}


def test_vacation_freezes_the_clock(players):
    now = timezone.now()
    game = new_game(players, hours=24)
    game.refresh_from_db()
    seat = Seat.objects.select_related("player").get(game=game, seat=game.to_move[0])
    player = seat.player
    player.vacation_from, player.vacation_until = now + timedelta(hours=1), now + timedelta(days=3)
    player.save()
    assert scan(now=now + timedelta(hours=25))["timeouts"] == 0
    seat.refresh_from_db()
    assert seat.deadline >= now + timedelta(days=3, hours=23)
    assert scan(now=now + timedelta(days=4, hours=1))["timeouts"] == 1


def test_a_player_on_vacation_when_the_turn_starts_gets_the_time_after(players):
    now = timezone.now()
    for player in players[:2]:
        player.vacation_from, player.vacation_until = now - timedelta(days=1), now + timedelta(days=2)
        player.save()
    game = new_game(players, hours=24)
    game.refresh_from_db()
    deadline = Seat.objects.get(game=game, seat=game.to_move[0]).deadline
    assert timedelta(days=2, hours=23) < deadline - now <= timedelta(days=3, minutes=1)
