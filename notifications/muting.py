"""Which emails a muted game (``Seat.emails_muted``, the unsubscribe page's "mute this game") still sends.

Decided when an email is about to leave (``notifications.tasks.send_notification``) or be put in a
digest (``notifications.digests``), not when its row is written: a mute then also stops the
emails already waiting, and the move's hot write path reads nothing more.

Muted: the news of the game (a turn, its start, another player's timeout, its end, another
player's request to take back a move: the game page still asks it, and leaving it unanswered costs
the reader nothing, a move voids it). Still sent:
the deadline reminder (a person must never time out unwarned unless they chose "no email" for
everything), the email telling a player that their own time ran out (the autopilot played for
them: they must know), an abort (the game is gone: the player must know their seat is free), and whatever they asked for
(a sign-in link) or that is not about one seat (invitations, digests).
"""

from __future__ import annotations

from games.models import Seat
from outbox.models import Notification

Kind = Notification.Kind
MUTABLE = frozenset({Kind.YOUR_TURN, Kind.GAME_STARTED, Kind.TIMEOUT, Kind.GAME_OVER, Kind.TAKEBACK_REQUESTED})


def muted_seat_filter(rows) -> list[Notification]:
    """The rows of ``rows`` a muted seat silences (one query for all of them)."""
    candidates = [row for row in rows if row.kind in MUTABLE and row.game_id and row.player_id
                  and not _own_timeout(row)]
    if not candidates:
        return []
    muted = set(Seat.objects.filter(game_id__in={row.game_id for row in candidates}, emails_muted=True)
                .values_list("game_id", "player_id"))
    return [row for row in candidates if (row.game_id, row.player_id) in muted]


def _own_timeout(row: Notification) -> bool:
    context = row.context or {}
    return row.kind == Kind.TIMEOUT and context.get("timed_out") is not None \
        and context.get("timed_out") == context.get("seat")


def is_muted(notification: Notification) -> bool:
    """Whether ``notification`` is one its player muted by muting its game."""
    return bool(muted_seat_filter([notification]))
