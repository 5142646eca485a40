"""Vacations: a player pauses their clocks, within rules, and every game it touches is told.

A vacation freezes the player's clocks (``core.seat_deadline``, and the deadline scan for a
vacation taken during a turn), so it also lengthens their opponents' waits. Hence the rules
checked by ``check_vacation`` for the settings form and the API alike:

- no back-dating: a vacation starts now or later (a few minutes of slack for a form filled in
  by the minute); the start of a vacation already in progress may stay as it is;
- one vacation lasts at most ``VACATION_MAX_DAYS`` days;
- the days of vacation in a calendar year (UTC) add up to at most ``VACATION_DAYS_PER_YEAR``,
  counted from the player's ``Vacation`` records (a vacation across New Year counts in both).

``set_vacation`` then records it (the player's ``vacation_from``/``vacation_until``, which the
clocks read, and its ``Vacation`` row) and appends ``meta:vacation`` {player, from, until,
previous_until} to every active game the player is seated in, actor the player: the opponents
read it in the log, and the game page and the emails say who is away (``away_players``).
Setting the same dates again changes nothing and appends nothing.

Since each change is an event in every active game (and the log's seq moves on), a player may
set or change their vacation at most ``VACATION_CHANGES_PER_DAY`` times a UTC day
(``vacation_changes_used_up``); ending or cancelling one is always allowed, so on and off again
costs a change each time. An administrator's changes are not counted. The count lives in the
default cache (Redis in production), like the API's rate limits.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.meta_events import VACATION
from games.models import Game, Seat
from games.services.core import append_meta, lock_game
from games.services.errors import BadRequest, Unprocessable
from players.models import Player, Vacation

# A start this far in the past is taken as "now": a form gives minutes, and a person needs a moment
# between choosing "now" and sending the form.
START_SLACK = timedelta(minutes=10)
# Two dates this close are the same moment, as a form shows them (to the minute).
SAME_MOMENT = timedelta(minutes=1)


@dataclass(frozen=True)
class Away:
    """A seated player on vacation now or soon, as the game page and the emails show them."""

    name: str
    starts_at: datetime
    ends_at: datetime


def _current(player: Player, now: datetime) -> Vacation | None:
    """The player's vacation in progress or planned (at most one: the one on the player)."""
    return player.vacations.filter(ends_at__gt=now).order_by("starts_at").first()


def _days(span: timedelta) -> float:
    return span.total_seconds() / 86400


def _year_bounds(year: int) -> tuple[datetime, datetime]:
    return datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)


def _overlap(start: datetime, end: datetime, low: datetime, high: datetime) -> timedelta:
    return max(min(end, high) - max(start, low), timedelta(0))


def check_vacation(player: Player, start: datetime | None, end: datetime | None, *,
                   now: datetime | None = None) -> tuple[datetime | None, datetime | None]:
    """The vacation ``player`` asks for, checked against the rules (module docstring); returns the
    dates to record (a start in the last few minutes becomes ``now``). ``(None, None)`` asks to
    have no vacation (a planned one is cancelled, one in progress ends now). Raises ``BadRequest``
    with a sentence a person understands (in the active language) when a rule refuses it."""
    now = now or timezone.now()
    if start is None and end is None:
        return None, None
    if start is None or end is None:
        raise BadRequest("vacation_incomplete", _("Give both the start and the end of your vacation, or neither."))
    current = _current(player, now)
    if current is not None:
        # A form gives the dates back to the minute: a date within a minute of the recorded one
        # is that one, so that saving the settings again changes nothing.
        if abs(current.starts_at - start) < SAME_MOMENT:
            start = current.starts_at
        if abs(current.ends_at - end) < SAME_MOMENT:
            end = current.ends_at
    unchanged_start = current is not None and current.starts_at == start and start <= now
    if start < now - START_SLACK and not unchanged_start:
        raise Unprocessable("vacation_in_the_past",
                         _("A vacation cannot start in the past: choose a start from now on."))
    if start < now and not unchanged_start:
        start = now.replace(microsecond=0)
    if end <= start:
        raise Unprocessable("vacation_ends_before_start", _("A vacation must end after it starts."))
    if end <= now:
        raise Unprocessable("vacation_over", _("A vacation must end in the future; to end yours now, clear both dates."))
    limit = settings.VACATION_MAX_DAYS
    if end - start > timedelta(days=limit):
        raise Unprocessable("vacation_too_long", ngettext(
            "A vacation lasts at most %(limit)d day; this one would last %(days).1f days.",
            "A vacation lasts at most %(limit)d days; this one would last %(days).1f days.", limit)
            % {"limit": limit, "days": _days(end - start)})
    allowance = settings.VACATION_DAYS_PER_YEAR
    others = player.vacations.exclude(pk=current.pk) if current is not None else player.vacations.all()
    for year in range(start.astimezone(UTC).year, end.astimezone(UTC).year + 1):
        low, high = _year_bounds(year)
        taken = sum((_overlap(v.starts_at, v.ends_at, low, high)
                     for v in others.filter(starts_at__lt=high, ends_at__gt=low)), timedelta())
        wanted = _overlap(start, end, low, high)
        if taken + wanted > timedelta(days=allowance):
            left = max(allowance - _days(taken), 0)
            raise Unprocessable("vacation_days_used_up", ngettext(
                "You may take %(allowance)d day of vacation a year; %(left).1f are left in %(year)d, "
                "and this vacation would take %(days).1f days of %(year)d.",
                "You may take %(allowance)d days of vacation a year; %(left).1f are left in %(year)d, "
                "and this vacation would take %(days).1f days of %(year)d.", allowance)
                % {"allowance": allowance, "left": left, "year": year, "days": _days(wanted)})
    if current is None or (current.starts_at, current.ends_at) != (start, end):
        _check_changes_left(player, now)
    return start, end


def _changes_key(player: Player, now: datetime) -> str:
    return f"ravenpost:vacation-changes:{player.pk}:{now.astimezone(UTC):%Y%m%d}"


def _check_changes_left(player: Player, now: datetime) -> None:
    """Raise ``Unprocessable`` when ``player`` has set or changed their vacation
    ``VACATION_CHANGES_PER_DAY`` times today (UTC)."""
    limit = settings.VACATION_CHANGES_PER_DAY
    if (cache.get(_changes_key(player, now)) or 0) >= limit:
        raise Unprocessable("vacation_changes_used_up", ngettext(
            "You may set or change your vacation %(limit)d time a day: try again tomorrow. You may still "
            "end it now.",
            "You may set or change your vacation %(limit)d times a day: try again tomorrow. You may still "
            "end it now.", limit) % {"limit": limit})


def _count_change(player: Player, now: datetime) -> None:
    key = _changes_key(player, now)
    cache.add(key, 0, timeout=2 * 86400)
    try:
        cache.incr(key)
    except ValueError:  # expired in between
        cache.set(key, 1, timeout=2 * 86400)


def set_vacation(*, player: Player, start: datetime | None, end: datetime | None,
                 now: datetime | None = None, checked: bool = False, counted: bool = True) -> bool:
    """Record ``player``'s vacation from ``start`` to ``end`` (both ``None``: none) and tell every
    active game they are seated in; returns whether anything changed.

    ``checked``: the dates come from ``check_vacation`` already (or from an administrator, who may
    grant what the rules would not); otherwise they are checked here, and the refusal raised.
    Clearing a vacation in progress ends it now (its days so far stay counted); clearing a
    planned one removes it. ``counted``: a setting or change counts towards
    ``VACATION_CHANGES_PER_DAY`` (checked again here, under the player's lock); an
    administrator's does not."""
    now = now or timezone.now()
    if not checked:
        start, end = check_vacation(player, start, end, now=now)
    with transaction.atomic():
        player = Player.objects.select_for_update().get(pk=player.pk)
        current = _current(player, now)
        previous_until = current.ends_at if current is not None else None
        if start is None:
            if current is None:
                return False
            if current.starts_at > now:
                current.delete()
            else:
                current.ends_at = now
                current.save(update_fields=["ends_at"])
            start = end = None
        elif current is not None and (current.starts_at, current.ends_at) == (start, end):
            return False
        else:
            if counted:
                _check_changes_left(player, now)
                _count_change(player, now)
            if current is not None:
                current.starts_at, current.ends_at = start, end
                current.save(update_fields=["starts_at", "ends_at"])
            else:
                Vacation.objects.create(player=player, starts_at=start, ends_at=end, created_at=now)
        Player.objects.filter(pk=player.pk).update(vacation_from=start, vacation_until=end)
        _tell_games(player, start, end, previous_until)
    return True


def _tell_games(player: Player, start: datetime | None, end: datetime | None,
                previous_until: datetime | None) -> None:
    """Append ``meta:vacation`` to every active game ``player`` is seated in, each under its lock."""
    seated = Seat.objects.filter(player=player, game__status=Game.Status.ACTIVE).order_by("game_id")
    data = {"player": player.pk, "from": start.isoformat() if start else None,
            "until": end.isoformat() if end else None,
            "previous_until": previous_until.isoformat() if previous_until else None}
    for game_id, seat in seated.values_list("game_id", "seat"):
        game, _seats = lock_game(game_id)
        if game.status == Game.Status.ACTIVE:
            append_meta(game, [{"type": VACATION, "seat": seat, "data": data}], actor=player)


def away_players(seats: list[Seat], *, exclude: int | None = None, now: datetime | None = None) -> list[Away]:
    """The players of ``seats`` (a game's, with their players) on vacation now or later, soonest
    back first, but ``exclude`` (a player id: the reader): what the game page and the emails say
    to the others. Read from the players' own vacation fields, which the clocks read too."""
    now = now or timezone.now()
    away = [Away(row.player.display_name, row.player.vacation_from, row.player.vacation_until)
            for row in seats
            if row.player_id is not None and row.player_id != exclude
            and row.player.vacation_from and row.player.vacation_until and row.player.vacation_until > now]
    return sorted(away, key=lambda item: item.ends_at)
