"""``manage.py fill_games``: the games it writes without the services are games the
services could have written. A small fill (300 games) on the test database, then:

- every game replays from its events to its projections (``admin_actions.verify_replay``: seqs
  1..N, every event folds, snapshots agree, status/outcome/seats to move agree), and the seats'
  clocks agree with the game's (``is_to_move``, ``deadline``);
- the lobby lists exactly the waiting games (each has a free open seat and time to join);
- a move on a filled active game goes through ``submit_move``;
- the deadline scan times out the overdue seats and reminds those due soon.

The fill runs once for the module, in a transaction rolled back at the end; each test runs in a
savepoint of its own, so what one changes the next does not see.
"""

from __future__ import annotations

import io
from datetime import timedelta

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import transaction
from django.utils import timezone

from games import services
from games.models import Event, Game, Seat, Snapshot
from games.services.admin_actions import verify_replay
from games.services.queries import legal_moves
from notifications import deadlines, turn_policy
from outbox.models import Notification

GAMES = 300
# The test database: pytest-django sets up only the databases that marked tests need, and a
# module-scoped fixture is not a test (without the mark, the fill would reach DATABASE_URL's own).
pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def filled(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        call_command("fill_games", games=GAMES, playouts=2, seed=3, stdout=io.StringIO())
        yield
        transaction.set_rollback(True)


@pytest.fixture
def savepoint(filled, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        yield
        transaction.set_rollback(True)


def test_the_fill_makes_games_of_every_status_and_rule_set(savepoint):
    assert Game.objects.count() == GAMES
    statuses = set(Game.objects.values_list("status", flat=True))
    assert statuses == {Game.Status.FINISHED, Game.Status.ACTIVE, Game.Status.WAITING}
    assert set(Game.objects.values_list("ruleset", flat=True)) == {"uigo", "fjords", "knarr", "graenaland",
                                                                 "greenland"}
    finished = Game.objects.filter(status=Game.Status.FINISHED).count()
    assert finished > Game.objects.exclude(status=Game.Status.FINISHED).count()  # most are finished
    # A snapshot at the end of each active game's log, so a move on it folds nothing.
    for game in Game.objects.filter(status=Game.Status.ACTIVE):
        assert Snapshot.objects.filter(game=game, seq=game.seq).exists()
    # Digest players' turns are held for their digest.
    assert Notification.objects.filter(status=Notification.Status.HELD).exists()


def test_a_database_with_games_is_refused_without_append(savepoint):
    with pytest.raises(CommandError, match="--append"):
        call_command("fill_games", games=5)


def test_every_game_replays_to_its_projections(savepoint):
    seats: dict[int, list[Seat]] = {}
    for seat in Seat.objects.order_by("game_id", "seat"):
        seats.setdefault(seat.game_id, []).append(seat)
    problems = []
    for game in Game.objects.order_by("pk"):
        problems += [f"game {game.pk}: {problem}" for problem in verify_replay(game).problems]
        to_move = [seat for seat in seats[game.pk] if seat.is_to_move]
        if [seat.seat for seat in to_move] != game.to_move:
            problems.append(f"game {game.pk}: seats to move {to_move}, game.to_move {game.to_move}")
        if any(seat.deadline is None for seat in to_move):
            problems.append(f"game {game.pk}: a seat to move has no deadline")
        if game.deadline != min((seat.deadline for seat in to_move), default=None):
            problems.append(f"game {game.pk}: deadline {game.deadline} is not its seats' earliest")
        if game.status == Game.Status.WAITING and game.seq != 0:
            problems.append(f"game {game.pk}: waiting with events")
    assert problems == []
    assert Event.objects.filter(game__status=Game.Status.FINISHED).exists()


def test_the_lobby_lists_the_waiting_games(savepoint):
    waiting = set(Game.objects.filter(status=Game.Status.WAITING).values_list("pk", flat=True))
    assert waiting
    assert {game.pk for game in services.open_games()} == waiting


def test_a_move_on_a_filled_active_game_goes_through_the_services(savepoint):
    for game in Game.objects.filter(status=Game.Status.ACTIVE).order_by("pk")[:10]:
        seat = Seat.objects.select_related("player").get(game=game, seat=game.to_move[0])
        move = legal_moves(game, seat.seat)[0]
        result = services.submit_move(game_id=game.pk, player=seat.player, move=move, expected_seq=game.seq)
        assert result.seq > game.seq
        game.refresh_from_db()
        assert verify_replay(game).problems == []


def test_the_deadline_scan_times_out_the_overdue_seats_and_reminds_the_others(savepoint):
    now = timezone.now()
    due = Seat.objects.filter(is_to_move=True, game__status=Game.Status.ACTIVE)
    overdue = {seat.game_id: seat.game.seq for seat in due.filter(deadline__lte=now).select_related("game")}
    window = due.filter(deadline__gt=now, deadline__lte=now + timedelta(hours=settings.REMINDER_BEFORE_HOURS),
                        player__isnull=False).select_related("player")
    assert overdue and window  # the fill spreads deadlines from the past to days ahead
    # Of those, the seats whose reminder has come (a third of the turn left, at most 24 h before:
    # notifications.turn_policy), as many as their players chose.
    caps = {"first_cap": timedelta(hours=settings.REMINDER_BEFORE_HOURS),
            "last_cap": timedelta(hours=settings.REMINDER_LAST_BEFORE_HOURS)}
    soon = sum(1 for seat in window if turn_policy.reminders_due(turn_policy.reminder_times(
        seat.turn_started_at, seat.deadline, deadlines.REMINDERS_CHOSEN[seat.player.reminders], **caps), now))
    assert soon

    counts = deadlines.scan(now=now)

    assert counts["reminders"] == soon
    assert counts["timeouts"] >= len(overdue)
    for game in Game.objects.filter(pk__in=overdue):
        assert game.seq > overdue[game.pk], f"game {game.pk} was overdue and was not timed out"
