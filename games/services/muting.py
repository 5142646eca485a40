"""Muting one game's emails: the unsubscribe page's "mute this game" and its undo.

A muted seat's player gets no turn, game-started, timeout or game-over email about that game; deadline
reminders still come (``notifications.muting`` decides at delivery, so a mute also stops an email
already waiting in the outbox). Only ``Seat.emails_muted`` changes: no event, and no update of
the game row, because nothing a move decides reads it (the guarded move's version check is about
what a move decides from; see docs/design/notifications-and-outbox.md).
"""

from __future__ import annotations

from games.models import Seat


def set_emails_muted(*, player, game_id: int, muted: bool) -> bool:
    """Mute (or unmute) ``player``'s emails about game ``game_id``; ``False`` if they hold no seat in it."""
    return bool(Seat.objects.filter(game_id=game_id, player=player).update(emails_muted=muted))
