"""When a "your turn" email helps, and when a deadline reminder is due: pure functions over plain
facts (no Django, no database, no clock of their own), so that each rule is tested on its own.

Turn emails (``decide_turn``). A turn email is written when a seat's turn begins, with a grace
period (``not_before``); when it is due the delivery task gathers the facts and asks here:

- the turn is over (the game ended, the seat is no longer to move or changed hands): **drop**;
- the player moved since the turn began, or was shown the game at or after it (``seen_seq``):
  **drop**, they know;
- the player is looking at the game now (seen within ``presence``): **defer** until that window
  ends, then ask again (a page left open may not show the new turn; a stream or a long poll does,
  and moves ``seen_seq`` on, so the second look drops it);
- the player moved in this game within ``after_move``: **defer** likewise (quick back-and-forth:
  they are likely still there);
- an earlier "your turn" email of this game is unanswered (sent, and the player has neither
  looked nor moved since): **drop**, merged into it: one unanswered turn email per game at most,
  and the next one, once they are back, shows what happened since;
- otherwise **send**.

Reminders (``reminder_times``): the first when about a third of the turn's time is left, never
more than ``first_cap`` before the deadline; the second (if chosen) at about a tenth, never more
than ``last_cap`` before.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

SEND, DROP, DEFER = "send", "drop", "defer"


@dataclass(frozen=True)
class TurnFacts:
    """What the policy needs to know about one due turn email.

    ``turn_seq``: the game's seq when the turn began (the email's). ``still_to_move``: the seat is
    still to move in an active game, held by the email's reader. ``seen_seq``/``last_seen_at``:
    the reader's presence (``games.services.presence``). ``last_move_seq``/``last_moved_at``: the
    reader's newest move in the game, if any. ``unanswered_sent_at``: when the newest earlier turn
    email of this game to this reader left, if they have neither looked nor moved since."""

    now: datetime
    turn_seq: int
    still_to_move: bool
    seen_seq: int = 0
    last_seen_at: datetime | None = None
    last_move_seq: int | None = None
    last_moved_at: datetime | None = None
    unanswered_sent_at: datetime | None = None


@dataclass(frozen=True)
class Windows:
    """The policy's settings: ``presence`` (someone seen this recently is at the table) and
    ``after_move`` (someone who moved this recently is likely still there). Zero turns a rule off."""

    presence: timedelta
    after_move: timedelta


@dataclass(frozen=True)
class Decision:
    """``action``: ``SEND``, ``DROP`` or ``DEFER`` (then ``until``: when to ask again);
    ``reason``: why, in a few words, for the outbox row's ``note``."""

    action: str
    reason: str = ""
    until: datetime | None = None


def decide_turn(facts: TurnFacts, windows: Windows) -> Decision:
    """Whether to send a due turn email now, drop it, or ask again later (see the module)."""
    if not facts.still_to_move:
        return Decision(DROP, "the turn is over")
    if facts.last_move_seq is not None and facts.last_move_seq > facts.turn_seq:
        return Decision(DROP, "the player moved since")
    if facts.seen_seq >= facts.turn_seq:
        return Decision(DROP, "the player saw the game since")
    if facts.last_seen_at is not None and facts.now < facts.last_seen_at + windows.presence:
        return Decision(DEFER, "the player is on the game", facts.last_seen_at + windows.presence)
    if facts.last_moved_at is not None and facts.now < facts.last_moved_at + windows.after_move:
        return Decision(DEFER, "the player moved a moment ago", facts.last_moved_at + windows.after_move)
    if facts.unanswered_sent_at is not None:
        return Decision(DROP, f"merged: the turn email of {facts.unanswered_sent_at:%Y-%m-%d %H:%M} UTC is unanswered")
    return Decision(SEND)


#: A reminder when this share of the turn's time is left: the first, then the second.
FIRST_SHARE, LAST_SHARE = 1 / 3, 1 / 10


def reminder_times(turn_started: datetime | None, deadline: datetime, count: int, *,
                   first_cap: timedelta, last_cap: timedelta) -> list[datetime]:
    """When the ``count`` (0, 1 or 2) reminders of a turn from ``turn_started`` to ``deadline`` are
    due, earliest first. Without a start (an old row), the turn is taken to be ``first_cap`` long
    times three, so the first reminder comes ``first_cap`` before the deadline."""
    if count <= 0:
        return []
    length = deadline - turn_started if turn_started is not None and turn_started < deadline else 3 * first_cap
    times = [deadline - min(length * FIRST_SHARE, first_cap)]
    if count >= 2:
        times.append(deadline - min(length * LAST_SHARE, last_cap))
    return sorted(times)


def reminders_due(times: list[datetime], now: datetime) -> int:
    """How many of the reminder ``times`` have come by ``now``."""
    return sum(1 for at in times if at <= now)
