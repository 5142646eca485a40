"""The turn email policy and the reminder times, as pure functions (notifications.turn_policy):
no database, no clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from notifications.turn_policy import (
    DEFER,
    DROP,
    SEND,
    TurnFacts,
    Windows,
    decide_turn,
    reminder_times,
    reminders_due,
)

NOW = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)
WINDOWS = Windows(presence=timedelta(seconds=90), after_move=timedelta(minutes=5))


def facts(**changes) -> TurnFacts:
    """A turn that began at seq 10, its player away for a day: the email is sent."""
    values = {"now": NOW, "turn_seq": 10, "still_to_move": True, "seen_seq": 8,
              "last_seen_at": NOW - timedelta(days=1), "last_move_seq": 8, "last_moved_at": NOW - timedelta(days=1)}
    return TurnFacts(**{**values, **changes})


def test_a_player_away_gets_the_email():
    assert decide_turn(facts(), WINDOWS).action == SEND


def test_a_player_never_seen_gets_the_email():
    fresh = facts(seen_seq=0, last_seen_at=None, last_move_seq=None, last_moved_at=None)
    assert decide_turn(fresh, WINDOWS).action == SEND


@pytest.mark.parametrize(("changes", "reason"), [
    ({"still_to_move": False}, "the turn is over"),
    ({"last_move_seq": 11, "last_moved_at": NOW - timedelta(hours=1)}, "the player moved since"),
    ({"seen_seq": 10}, "the player saw the game since"),
    ({"seen_seq": 12}, "the player saw the game since"),
])
def test_dropped_when_the_player_knows_or_the_turn_is_over(changes, reason):
    decision = decide_turn(facts(**changes), WINDOWS)
    assert (decision.action, decision.reason) == (DROP, reason)


def test_deferred_while_the_player_is_on_the_game():
    seen = NOW - timedelta(seconds=30)
    decision = decide_turn(facts(last_seen_at=seen), WINDOWS)
    assert (decision.action, decision.until) == (DEFER, seen + WINDOWS.presence)
    # Once the window is over (and they still have not seen this turn), it goes.
    assert decide_turn(facts(last_seen_at=seen, now=decision.until), WINDOWS).action == SEND


def test_deferred_after_a_recent_move_in_the_game():
    moved = NOW - timedelta(minutes=2)
    decision = decide_turn(facts(last_move_seq=9, last_moved_at=moved), WINDOWS)
    assert (decision.action, decision.until) == (DEFER, moved + WINDOWS.after_move)
    assert decide_turn(facts(last_move_seq=9, last_moved_at=moved, now=decision.until), WINDOWS).action == SEND


def test_zero_windows_turn_presence_and_recent_moves_off():
    off = Windows(presence=timedelta(0), after_move=timedelta(0))
    assert decide_turn(facts(last_seen_at=NOW, last_moved_at=NOW, last_move_seq=9), off).action == SEND


def test_merged_into_an_unanswered_turn_email():
    decision = decide_turn(facts(unanswered_sent_at=NOW - timedelta(hours=3)), WINDOWS)
    assert decision.action == DROP and decision.reason.startswith("merged")


def test_knowing_beats_presence():
    """A player on the page who was shown the turn: dropped, not merely deferred."""
    assert decide_turn(facts(seen_seq=10, last_seen_at=NOW), WINDOWS).action == DROP


CAPS = {"first_cap": timedelta(hours=24), "last_cap": timedelta(hours=2)}


@pytest.mark.parametrize(("length", "first_lead"), [
    (timedelta(hours=1), timedelta(minutes=20)),
    (timedelta(hours=30), timedelta(hours=10)),
    (timedelta(days=3), timedelta(hours=24)),
    (timedelta(days=14), timedelta(hours=24)),  # never more than a day before
])
def test_the_first_reminder_when_a_third_of_the_time_is_left(length, first_lead):
    (first,) = reminder_times(NOW, NOW + length, 1, **CAPS)
    assert NOW + length - first == first_lead


@pytest.mark.parametrize(("length", "last_lead"), [
    (timedelta(hours=1), timedelta(minutes=6)),
    (timedelta(hours=10), timedelta(hours=1)),
    (timedelta(days=3), timedelta(hours=2)),  # never more than two hours before
])
def test_the_second_reminder_when_a_tenth_is_left(length, last_lead):
    first, last = reminder_times(NOW, NOW + length, 2, **CAPS)
    assert first < last and NOW + length - last == last_lead


def test_no_reminder_for_who_chose_none_and_a_day_before_without_a_start():
    assert reminder_times(NOW, NOW + timedelta(days=3), 0, **CAPS) == []
    assert reminder_times(None, NOW + timedelta(days=3), 1, **CAPS) == [NOW + timedelta(days=2)]


def test_reminders_due_counts_the_times_come():
    times = reminder_times(NOW, NOW + timedelta(hours=10), 2, **CAPS)
    assert [reminders_due(times, NOW + timedelta(hours=h)) for h in (1, 7, 9.5)] == [0, 1, 2]
