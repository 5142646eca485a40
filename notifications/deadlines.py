"""The deadline scan, run by Celery beat: reminders before a seat's deadline, the rule set's
``timeout_move`` after it. Safe with several schedulers: reminders are claimed with
compare-and-set on ``Seat.reminded_for``, and a timeout is a move at an expected seq, which only
one of them can append."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from games import services
from games.models import Game, Seat
from games.services.commands import seat_deadline
from notifications import services as notify

logger = logging.getLogger(__name__)


def scan(now: datetime | None = None) -> dict[str, int]:
    now = now or timezone.now()
    counts = {"reminders": 0, "timeouts": 0, "extended": 0}
    active = Seat.objects.filter(is_to_move=True, deadline__isnull=False, game__status=Game.Status.ACTIVE)

    remind_before = timedelta(hours=settings.REMINDER_BEFORE_HOURS)
    due_soon = active.filter(deadline__gt=now, deadline__lte=now + remind_before).exclude(reminded_for=F("deadline"))
    for seat in due_soon.select_related("player", "game"):
        with transaction.atomic():
            claimed = Seat.objects.filter(pk=seat.pk, deadline=seat.deadline, is_to_move=True).exclude(
                reminded_for=seat.deadline).update(reminded_for=seat.deadline)
            if claimed:
                notify.notify_reminder(seat, seat.deadline)
                counts["reminders"] += 1

    for seat in active.filter(deadline__lte=now).select_related("player", "game"):
        # Vacation freezes the clock: a seat whose player was away gets that time back first.
        frozen = seat.deadline
        if seat.turn_started_at and seat.game.move_time_limit:
            frozen = max(frozen, seat_deadline(seat.turn_started_at, seat.game.move_time_limit, seat.player))
        if frozen > now:
            if services.extend_for_vacation(game_id=seat.game_id, seat=seat.seat, deadline=seat.deadline,
                                            frozen=frozen):
                counts["extended"] += 1
            continue
        try:
            result = services.apply_timeout(game_id=seat.game_id, seat=seat.seat, expected_seq=seat.game.seq, now=now)
        except services.ServiceError as error:  # e.g. the rule set refused its own timeout move
            logger.error("timeout of game %s seat %s failed: %s", seat.game_id, seat.seat, error.message)
            continue
        if result is not None:
            counts["timeouts"] += 1
    return counts

