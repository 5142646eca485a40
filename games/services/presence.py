"""Presence: when a player last looked at a game, and the newest seq they were shown.

Recorded on the player's seat (``Seat.last_seen_at``, ``Seat.seen_seq``) by every read through
which a person or a program follows a game: the game page, the view and the log through the API,
a long poll (each time it asks) and a stream (while it is open); "My games", which shows each
game's last move, records what it showed (``note_listed``: the seq only). The turn email policy
(``notifications.turn_policy``) reads it: no "your turn" email to someone who is at the table, or
who has seen the turn since it began.

Reads are frequent, so a read writes only when it has news: a seq newer than the one recorded,
or a ``last_seen_at`` older than ``REFRESH_SECONDS`` (well inside the policy's presence window,
``NOTIFICATIONS_PRESENCE_SECONDS``). The write is one guarded UPDATE, never a read first, and
never fails the read that calls it: presence is a hint, not a record.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.db import DatabaseError
from django.db.models import Case, IntegerField, Q, Value, When
from django.db.models.functions import Greatest
from django.utils import timezone

from games.models import Game, Seat

logger = logging.getLogger(__name__)

#: A read within this many seconds of the last one recorded, showing nothing newer, writes nothing.
REFRESH_SECONDS = 15


def note_seen(*, game_id: int, player_id: int | None, seq: int | None, game: Game | None = None) -> int:
    """Record that ``player_id`` was shown ``game_id`` up to ``seq`` now (``seq`` None: they are
    there, having been shown nothing new). Returns how many seats were updated (0 or 1).

    ``game``: the game as the caller read it, with its seats (``services.fetch_game``). When the
    player's seat there already shows this visit (seen within ``REFRESH_SECONDS``, this seq or a
    newer one), nothing is sent to the database at all: most reads of a busy client, a 304 above
    all, then cost no statement. The seat read may be a moment old; presence is a hint."""
    if player_id is None:
        return 0
    now = timezone.now()
    if game is not None and _already_noted(game, player_id, seq, now):
        return 0
    stale = Q(last_seen_at__isnull=True) | Q(last_seen_at__lt=now - timedelta(seconds=REFRESH_SECONDS))
    changes: dict = {"last_seen_at": now}
    if seq is not None:
        stale |= Q(seen_seq__lt=seq)
        changes["seen_seq"] = Greatest("seen_seq", seq)
    try:
        return Seat.objects.filter(stale, game_id=game_id, player_id=player_id).update(**changes)
    except DatabaseError:  # e.g. a read-only replica answering the read: the read still answers
        logger.warning("could not record the presence of player %s in game %s", player_id, game_id, exc_info=True)
        return 0


def _already_noted(game: Game, player_id: int, seq: int | None, now) -> bool:
    seats = getattr(game, "_prefetched_objects_cache", {}).get("seats")
    if seats is None:  # the seats were not read with the game: do not read them for this
        return False
    for seat in seats:
        if seat.player_id == player_id:
            recent = seat.last_seen_at is not None and seat.last_seen_at >= now - timedelta(seconds=REFRESH_SECONDS)
            return recent and (seq is None or seat.seen_seq >= seq)
    return False


def note_listed(shown: dict[int, int]) -> int:
    """Record that the seats ``shown`` (seat id -> seq) were shown their game up to that seq in a
    list of the player's games ("My games", which shows each game's last move and whose turn it
    is). Only ``seen_seq`` moves, in one statement for the whole list, and only forward: what a
    takeback counts as seen (``takebacks``) and a turn email as already known (``turn_policy``).
    ``last_seen_at`` is left alone: looking at the list is not sitting at each of its tables, and
    it would hold back the turn emails of every listed game for the presence window. Never fails
    the read that calls it."""
    if not shown:
        return 0
    newest = Case(*(When(pk=seat_id, then=Value(seq)) for seat_id, seq in shown.items()),
                  output_field=IntegerField())
    try:
        return Seat.objects.filter(pk__in=list(shown)).update(seen_seq=Greatest("seen_seq", newest))
    except DatabaseError:
        logger.warning("could not record what a list of games showed", exc_info=True)
        return 0


def note_watching(player_id: int) -> int:
    """Record that ``player_id`` is following all their active games (an open stream, which
    delivers every game's events as they happen). Returns how many seats were updated."""
    now = timezone.now()
    try:
        return Seat.objects.filter(
            Q(last_seen_at__isnull=True) | Q(last_seen_at__lt=now - timedelta(seconds=REFRESH_SECONDS)),
            player_id=player_id, game__status=Game.Status.ACTIVE,
        ).update(last_seen_at=now)
    except DatabaseError:
        logger.warning("could not record the presence of player %s", player_id, exc_info=True)
        return 0
