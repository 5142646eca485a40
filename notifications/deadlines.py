"""The deadline scan, run by Celery beat: reminders before a seat's deadline (timed to the turn's
length, as many as its player chose: ``notifications.turn_policy.reminder_times``), the rule
set's ``timeout_move`` after it. Safe with several schedulers: reminders are claimed with
compare-and-set on ``Seat.reminded_for`` and ``Seat.reminders_sent``, and a timeout is a move at
an expected seq, which only one of them can append.

Each seat is handled on its own: a seat that fails (a rule set that refuses its own timeout move,
a bug) is logged and skipped, and the scan goes on with the others, so one stuck game never keeps
every other game from timing out."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import (
    Case,
    DateTimeField,
    DurationField,
    ExpressionWrapper,
    F,
    Q,
    QuerySet,
    Value,
    When,
)
from django.db.models.functions import Least
from django.utils import timezone

from games import services
from games.models import Event, Game, Seat
from games.services.admin_actions import DEADLINE_EXTENDED
from games.services.core import seat_deadline
from notifications import turn_policy
from outbox import emails as outbox
from players.models import Player

logger = logging.getLogger(__name__)


def _active() -> QuerySet[Seat]:
    return Seat.objects.filter(is_to_move=True, deadline__isnull=False, game__status=Game.Status.ACTIVE)


def reminder_candidates(now: datetime) -> QuerySet[Seat]:
    """The seats whose player may have a reminder due at ``now`` (``_remind`` decides), with
    their player and game: the scan's first selection.

    A seat without a player is played by the autopilot (an admin's replacement): nobody to
    remind. It is still to move only when the rule set refused its timeout move. Read are the
    seats whose next reminder has come by ``turn_policy.reminder_times``, written in SQL: the
    first (a third of the turn before the deadline, at most the first cap) to a seat not reminded
    for this deadline; the second (a tenth, at most the last cap, and never before the first) to
    a seat reminded once whose player chose two. So each minute's scan reads the few seats due,
    not every seat within a day of its deadline; the outer window (the larger cap) keeps the read
    on the deadline index."""
    first_cap = timedelta(hours=settings.REMINDER_BEFORE_HOURS)
    last_cap = timedelta(hours=settings.REMINDER_LAST_BEFORE_HOURS)
    # The turn's length as reminder_times takes it: from its start, else three first caps.
    length = Case(When(turn_started_at__lt=F("deadline"), then=F("deadline") - F("turn_started_at")),
                  default=Value(3 * first_cap), output_field=DurationField())

    def has_come(lead) -> Q:  # the reminder ``lead`` before the deadline has come by ``now``
        return Q(deadline__lte=ExpressionWrapper(Value(now) + lead, output_field=DateTimeField()))

    first_lead = Least(length * Value(turn_policy.FIRST_SHARE), Value(first_cap), output_field=DurationField())
    last_lead = Least(length * Value(turn_policy.LAST_SHARE), Value(last_cap), Value(first_cap),
                      output_field=DurationField())
    this_deadline = Q(reminded_for=F("deadline"))
    first_due = ~this_deadline & has_come(first_lead)
    second_due = this_deadline & Q(reminders_sent=1, player__reminders=Player.Reminders.TWO) & has_come(last_lead)
    return (_active().filter(deadline__gt=now, deadline__lte=now + max(first_cap, last_cap), player__isnull=False)
            .exclude(player__reminders=Player.Reminders.NONE).filter(first_due | second_due)
            .select_related("player", "game"))


def past_deadline(now: datetime) -> QuerySet[Seat]:
    """The seats whose deadline has passed at ``now``, with their player and game: the scan's
    second selection (a timeout each, or the time a vacation gives back)."""
    return _active().filter(deadline__lte=now).select_related("player", "game")


def scan(now: datetime | None = None) -> dict[str, int]:
    now = now or timezone.now()
    counts = {"reminders": 0, "timeouts": 0, "extended": 0}
    first_cap = timedelta(hours=settings.REMINDER_BEFORE_HOURS)
    last_cap = timedelta(hours=settings.REMINDER_LAST_BEFORE_HOURS)
    for seat in reminder_candidates(now):
        with _on_its_own("reminder", seat), transaction.atomic():
            if _remind(seat, now, first_cap, last_cap):
                counts["reminders"] += 1

    for seat in past_deadline(now):
        with _on_its_own("timeout", seat):
            # Vacation freezes the clock: a seat whose player was away gets that time back first.
            frozen = _deadline_with_vacation(seat)
            if frozen > now:
                if services.extend_for_vacation(
                    game_id=seat.game_id, seat=seat.seat, deadline=seat.deadline, frozen=frozen
                ):
                    counts["extended"] += 1
                continue
            try:
                result = services.apply_timeout(
                    game_id=seat.game_id, seat=seat.seat, expected_seq=seat.game.seq, now=now
                )
            except services.ServiceError as error:  # e.g. the rule set refused its own timeout move
                logger.error("timeout of game %s seat %s failed: %s", seat.game_id, seat.seat, error.message)
                continue
            if result is not None:
                counts["timeouts"] += 1
    return counts


REMINDERS_CHOSEN = {"none": 0, "one": 1, "two": 2}


def _remind(seat: Seat, now: datetime, first_cap: timedelta, last_cap: timedelta) -> bool:
    """Send ``seat``'s player the reminder that has come for its deadline, if one has and was not
    sent yet (``turn_policy.reminder_times``, as many as the player chose); whether one was sent.

    Claimed with compare-and-set on (``reminded_for``, ``reminders_sent``): the count belongs to
    the deadline it names, so a new deadline (the next turn, an extension) starts again from
    none. When the scan was late and both have come, one reminder goes, counted for both."""
    wanted = REMINDERS_CHOSEN.get(seat.player.reminders, 1)
    times = turn_policy.reminder_times(seat.turn_started_at, seat.deadline, wanted,
                                       first_cap=first_cap, last_cap=last_cap)
    due = turn_policy.reminders_due(times, now)
    sent = seat.reminders_sent if seat.reminded_for == seat.deadline else 0
    if due <= sent:
        return False
    # (``~Q`` on a nullable column also matches NULL: a seat never reminded.)
    already = Q(reminded_for=seat.deadline, reminders_sent=sent) if sent else ~Q(reminded_for=seat.deadline)
    claimed = (Seat.objects.filter(already, pk=seat.pk, deadline=seat.deadline, is_to_move=True)
               .update(reminded_for=seat.deadline, reminders_sent=due))
    if claimed:
        outbox.notify_reminder(seat, seat.deadline, number=due)
    return bool(claimed)


@contextmanager
def _on_its_own(what: str, seat: Seat) -> Iterator[None]:
    """Log and swallow any error of one seat's ``what``, so that the scan goes on with the next.
    (Each seat's writes are in a transaction of their own, rolled back by the error.)"""
    try:
        yield
    except Exception:
        logger.exception("%s of game %s seat %s failed", what, seat.game_id, seat.seat)


def _deadline_with_vacation(seat: Seat) -> datetime:
    """When ``seat``'s time runs out once its player's vacation is taken out of its clock: never
    before its deadline.

    The clock of the turn is the move time limit plus whatever admins added to it during the turn
    (each ``meta:deadline_extended`` moved the deadline from ``from`` to ``to``), counted from the
    turn's start. Pausing that whole clock gives back a vacation that starts inside an admin's
    extra time, and still gives back only once a vacation the deadline already allows for (from
    ``seat_deadline`` at the turn's start, or from an earlier scan)."""
    player, started, limit = seat.player, seat.turn_started_at, seat.game.move_time_limit
    if player is None or not (started and limit and player.vacation_from and player.vacation_until):
        return seat.deadline
    if player.vacation_until <= started:  # an old vacation: no need to read the extensions
        return seat.deadline
    extensions = Event.objects.filter(
        game_id=seat.game_id, type=DEADLINE_EXTENDED, seat=seat.seat, created_at__gte=started
    ).values_list("data", flat=True)
    added = sum(
        (datetime.fromisoformat(data["to"]) - datetime.fromisoformat(data["from"]) for data in extensions),
        timedelta(),
    )
    return max(seat.deadline, seat_deadline(started, limit + added, player))
