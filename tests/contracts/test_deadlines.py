"""Deadlines, timeouts, vacation and digests (DESIGN.md "Play by mail";
docs/design/play-by-mail.md, "Deadlines").

- When a seat's deadline passes, the deadline scan plays the seat's whole turn with the rule set's
  ``timeout_move``, as events by the system (no actor) in one batch after one ``meta:timeout``;
  for every rule set, and the events are exactly what ``decide`` makes of each of those moves with
  the game's rng at the seq its events follow.
- Vacation pauses a player's clocks: the scan gives the time back instead of timing the seat out,
  and the game's deadline projection follows.
- A daily digest carries each held notification once, and every held notification marked sent
  was in a digest email, even when two schedulers make digests at once.
"""

from __future__ import annotations

import re
import threading
import time
from datetime import timedelta

import pytest
from django.core import mail
from django.db import connection
from django.utils import timezone

from games import services
from games.models import Event, Game, Seat
from games.services import admin_actions
from notifications import deadlines, digests
from notifications.digests import send_due_digests
from outbox import emails as notify
from outbox.models import Notification
from tests.contracts.support import (
    RULESETS,
    WAIT,
    Worker,
    assert_projections_follow_the_log,
    new_game,
    next_move,
    seat_players,
    timeout_turn,
)

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_a_passed_deadline_applies_the_rule_sets_timeout_move_as_the_system(make_player, ruleset):
    game = new_game(
        [make_player() for _ in range(RULESETS[ruleset])], ruleset, move_time_limit=timedelta(hours=2)
    )
    rules = services.ruleset_for(game)
    for pick in range(3):  # into the game a little
        seq, seat, move = next_move(game.pk, pick)
        services.submit_move(game_id=game.pk, player=seat_players(game)[seat], move=move, expected_seq=seq)
    game.refresh_from_db()
    if game.status != Game.Status.ACTIVE:
        pytest.skip("the game ended already")
    state = services.load_state(game)
    due = min(Seat.objects.filter(game=game, is_to_move=True), key=lambda row: (row.deadline, row.seat))
    # The seat's whole turn, each decision drawing at the seq its events follow.
    expected, _decisions = timeout_turn(rules, state, due.seat, game.seed, game.seq + 1)
    before = game.seq
    # Before the deadline nothing happens; just after it, one timeout.
    assert deadlines.scan(now=due.deadline - timedelta(seconds=1))["timeouts"] == 0
    assert Game.objects.get(pk=game.pk).seq == before
    assert deadlines.scan(now=due.deadline + timedelta(seconds=1))["timeouts"] == 1
    rows = list(Event.objects.filter(game=game, seq__gt=before).order_by("seq"))
    assert rows[0].type == "meta:timeout" and rows[0].seat == due.seat
    assert rows[0].data == {"deadline": due.deadline.isoformat()}
    assert [row.as_engine_event() for row in rows[1:]] == expected
    assert all(row.actor_id is None and row.batch == before + 1 for row in rows)
    # One email per player for the timeout: the "your turn" of those it made to move
    # (or "game over"), the timeout email for everyone else.
    told = Notification.objects.filter(game=game, context__seq__gt=before, context__seq__lte=rows[-1].seq,
                                       kind__in=["timeout", "your_turn", "game_over"])
    assert sorted(told.values_list("player_id", flat=True)) == sorted(
        p.pk for p in seat_players(game).values() if p is not None)
    assert_projections_follow_the_log(game.pk)


def test_a_timeout_for_a_seat_no_longer_due_does_nothing(players):
    game = new_game(players, move_time_limit=timedelta(hours=1))
    seq, seat, move = next_move(game.pk)
    deadline = Seat.objects.get(game=game, seat=seat).deadline
    late = deadline + timedelta(minutes=1)
    early = deadline - timedelta(seconds=1)
    assert services.apply_timeout(game_id=game.pk, seat=seat, expected_seq=seq, now=early) is None  # not yet
    assert (
        services.apply_timeout(game_id=game.pk, seat=1 - seat, expected_seq=seq, now=late) is None
    )  # not to move
    assert services.apply_timeout(game_id=game.pk, seat=seat, expected_seq=seq - 1, now=late) is None  # stale
    assert services.apply_timeout(game_id=game.pk, seat=7, expected_seq=seq, now=late) is None  # no such seat
    assert Game.objects.get(pk=game.pk).seq == seq
    assert services.apply_timeout(game_id=game.pk, seat=seat, expected_seq=seq, now=late) is not None
    assert services.apply_timeout(game_id=game.pk, seat=seat, expected_seq=seq, now=late) is None  # once
    assert Event.objects.filter(game=game, type="meta:timeout").count() == 1
    assert_projections_follow_the_log(game.pk)


def test_no_timeout_in_a_finished_or_aborted_game(players, make_player):
    game = new_game(players, move_time_limit=timedelta(hours=1))
    deadline = Game.objects.get(pk=game.pk).deadline
    admin_actions.abort_game(game_id=game.pk, admin=make_player("Admin"))
    assert deadlines.scan(now=deadline + timedelta(days=1)) == {"reminders": 0, "timeouts": 0, "extended": 0}
    assert not Event.objects.filter(game=game, type="meta:timeout").exists()


# --- vacation -----------------------------------------------------------------------------------


def _seat_to_move(game: Game) -> Seat:
    game.refresh_from_db()
    return Seat.objects.select_related("player").get(game=game, seat=game.to_move[0])


def test_a_vacation_taken_during_a_turn_pauses_the_clock_and_the_projection_follows(players):
    game = new_game(players, move_time_limit=timedelta(hours=24))
    seat = _seat_to_move(game)
    start, deadline = seat.turn_started_at, seat.deadline
    seat.player.vacation_from, seat.player.vacation_until = (
        start + timedelta(hours=2),
        start + timedelta(hours=50),
    )
    seat.player.save()
    counts = deadlines.scan(now=deadline + timedelta(minutes=1))
    assert counts == {"reminders": 0, "timeouts": 0, "extended": 1}
    seat.refresh_from_db()
    assert seat.deadline == deadline + timedelta(hours=48)
    assert Game.objects.get(pk=game.pk).deadline == seat.deadline, "Game.deadline did not follow the seat"
    assert not Event.objects.filter(game=game, type="meta:timeout").exists()
    assert_projections_follow_the_log(game.pk)
    # A second scan at the same time changes nothing; after the paused time is used, the timeout.
    assert deadlines.scan(now=deadline + timedelta(minutes=1))["extended"] == 0
    assert deadlines.scan(now=seat.deadline + timedelta(seconds=1))["timeouts"] == 1


def test_a_vacation_after_the_deadline_changes_nothing(players):
    game = new_game(players, move_time_limit=timedelta(hours=24))
    seat = _seat_to_move(game)
    seat.player.vacation_from = seat.deadline + timedelta(hours=1)
    seat.player.vacation_until = seat.deadline + timedelta(days=5)
    seat.player.save()
    assert deadlines.scan(now=seat.deadline + timedelta(minutes=1))["timeouts"] == 1


def test_a_player_on_vacation_keeps_the_time_of_a_new_turn(players):
    now = timezone.now()
    players[1].vacation_from, players[1].vacation_until = now - timedelta(days=1), now + timedelta(days=2)
    players[1].save()
    game = new_game(players, move_time_limit=timedelta(hours=24))
    while True:  # play until the vacationer's turn starts
        seq, seat, move = next_move(game.pk)
        if seat_players(game)[seat] == players[1]:
            break
        services.submit_move(game_id=game.pk, player=players[seat], move=move, expected_seq=seq)
    row = Seat.objects.get(game=game, seat=seat)
    assert row.deadline - row.turn_started_at >= timedelta(days=2, hours=23)
    assert deadlines.scan(now=row.turn_started_at + timedelta(hours=25))["timeouts"] == 0


def test_a_vacation_during_an_admin_extension_pauses_the_clock_too(players, make_player):
    game = new_game(players, move_time_limit=timedelta(hours=24))
    seat = _seat_to_move(game)
    start = seat.turn_started_at
    admin_actions.extend_deadline(
        game_id=game.pk, admin=make_player("Admin"), by=timedelta(days=3), reason="ill"
    )
    seat.refresh_from_db()
    extended = seat.deadline  # start + 4 days
    # The player goes on vacation on day 2 (inside the extension) until day 6.
    seat.player.vacation_from, seat.player.vacation_until = (
        start + timedelta(days=2),
        start + timedelta(days=6),
    )
    seat.player.save()
    counts = deadlines.scan(now=extended + timedelta(minutes=1))  # day 4: the player is away
    assert counts["timeouts"] == 0, "the player was timed out during their vacation"
    seat.refresh_from_db()
    assert seat.deadline >= extended + timedelta(days=2)  # the 2 days left at the vacation's start


# --- digests ------------------------------------------------------------------------------------


def _digest_player(players, settings):
    settings.DIGEST_HOUR = 0
    player = players[0]
    player.notify = player.Notify.DAILY_DIGEST
    player.save()
    return player


def _digest_listings(player) -> list[tuple[str, int]]:
    """(digest key, game id) for each game listed in the digest emails sent to ``player``: a
    digest lists each game once, naming the kinds of its news."""
    return sorted(
        (message.extra_headers["X-Ravenpost-Notification"], int(listed[1]))
        for message in mail.outbox
        if message.to == [player.email]
        and message.extra_headers.get("X-Ravenpost-Notification", "").startswith("digest:")
        for line in message.body.splitlines()
        if (listed := re.match(r"- .*\((?:game|partie) (\d+)\)", line))
    )


def _listed_in_the_outbox(player) -> list[tuple[str, int]]:
    """(digest key, game id) for each game whose news the outbox marked sent in a digest."""
    return sorted({(row.digest.key, row.game_id) for row in
                   Notification.objects.filter(player=player, digest__isnull=False).select_related("digest")})


def test_a_digest_lists_each_held_notification_once(players, settings, django_capture_on_commit_callbacks):
    player = _digest_player(players, settings)
    games = [new_game(players) for _ in range(3)]
    for game in games:
        for pick in range(4):
            seq, seat, move = next_move(game.pk, pick)
            services.submit_move(
                game_id=game.pk, player=seat_players(game)[seat], move=move, expected_seq=seq
            )
    held = set(Notification.objects.filter(player=player, status="held").values_list("pk", flat=True))
    assert len(held) >= 3
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        assert send_due_digests() >= 1
        assert send_due_digests() == 0
    (digest,) = Notification.objects.filter(player=player, kind="digest")
    assert set(digest.items.values_list("pk", flat=True)) == held
    assert _digest_listings(player) == _listed_in_the_outbox(player)  # each game once, in its one digest
    assert {game for _key, game in _digest_listings(player)} == {game.pk for game in games}
    assert not Notification.objects.filter(player=player, status="held").exists()


@pytest.mark.django_db(transaction=True)
def test_two_schedulers_making_digests_at_once_send_each_held_notification_once(players, settings):
    player = _digest_player(players, settings)
    game = new_game(players)
    for pick in range(4):
        seq, seat, move = next_move(game.pk, pick)
        services.submit_move(game_id=game.pk, player=seat_players(game)[seat], move=move, expected_seq=seq)
    mail.outbox.clear()
    results = [Worker(f"scheduler-{n}", send_due_digests) for n in range(2)]
    for worker in results:
        worker.start()
    made = [worker.outcome() for worker in results]
    assert sum(made) == 1, made
    sent = Notification.objects.filter(player=player, digest__isnull=False)
    assert sent.count() >= 1 and _digest_listings(player) == _listed_in_the_outbox(player)
    assert not Notification.objects.filter(player=player, status="held").exists()


def _backend_waiting_for_a_lock() -> bool:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()"
        )
        return cursor.fetchone()[0] > 0


@pytest.mark.django_db(transaction=True)
def test_a_notification_held_while_another_scheduler_makes_the_digest_is_not_lost(
    players, settings, monkeypatch
):
    player = _digest_player(players, settings)
    game = new_game(players)
    for pick in range(2):
        seq, seat, move = next_move(game.pk, pick)
        services.submit_move(game_id=game.pk, player=seat_players(game)[seat], move=move, expected_seq=seq)
    mail.outbox.clear()
    # Scheduler A stops after it locked the held rows, before it writes the digest.
    locked, go = threading.Event(), threading.Event()
    real_enqueue = digests.enqueue

    def enqueue(rows):
        if threading.current_thread().name == "scheduler-a":
            locked.set()
            assert go.wait(WAIT)
        elif threading.current_thread().name == "scheduler-b":
            # B goes on once A's digest email has left (a worker fast enough to send it before B
            # links its rows; Celery is eager here, so A sends it at its commit).
            limit = time.monotonic() + WAIT
            while not _digest_listings(player):
                assert time.monotonic() < limit, "A's digest never left"
                time.sleep(0.01)
        return real_enqueue(rows)

    monkeypatch.setattr(digests, "enqueue", enqueue)
    first = Worker("scheduler-a", send_due_digests)
    first.start()
    assert locked.wait(WAIT)
    # Meanwhile a new notification is held for the player, and scheduler B starts: it waits for
    # A's row locks.
    notify.enqueue(
        [
            Notification(
                kind="your_turn",
                key="late-news",
                player=player,
                email=player.email,
                game=game,
                context={"seq": 1, "seat": 0},
            )
        ]
    )
    second = Worker("scheduler-b", send_due_digests)
    second.start()
    limit = time.monotonic() + WAIT
    while not _backend_waiting_for_a_lock():
        assert time.monotonic() < limit, "scheduler B never waited for A's locks"
        time.sleep(0.01)
    go.set()
    first.outcome(), second.outcome()
    late = Notification.objects.get(key="late-news")
    in_emails, sent = _digest_listings(player), _listed_in_the_outbox(player)
    assert late.status == "held" or in_emails == sent, (
        f"marked sent in a digest: {sent}; listed in digest emails: {in_emails} (late: {late.status})"
    )


def test_a_stuck_autopilot_seat_does_not_stop_the_scan_for_other_games(
    players, make_player, monkeypatch, settings
):
    settings.REMINDER_BEFORE_HOURS = 48
    stuck = new_game(players, move_time_limit=timedelta(hours=24))
    other = new_game(players, move_time_limit=timedelta(hours=1))
    # The rule set refuses its own timeout move: core.play_autopilot logs it and leaves
    # the seat "waiting for its deadline or an admin" (its documented behaviour).
    rules = services.ruleset_for(stuck)
    monkeypatch.setattr(type(rules), "timeout_move", lambda self, state, seat: {"type": "refused"})
    seat = Game.objects.get(pk=stuck.pk).to_move[0]
    admin_actions.replace_player(game_id=stuck.pk, admin=make_player("Admin"), seat=seat, autopilot=True)
    assert Seat.objects.get(game=stuck, seat=seat).is_to_move
    monkeypatch.undo()
    now = Game.objects.get(pk=other.pk).deadline + timedelta(minutes=1)  # the other game's seat is due
    counts = deadlines.scan(now=now)
    assert counts["timeouts"] == 1
    assert Event.objects.filter(game=other, type="meta:timeout").count() == 1
