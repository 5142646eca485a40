"""Reading games: the rule set of a game, its state at any seq, its log as a seat may see it."""

from __future__ import annotations

import time

from games.engine import Event as EngineEvent
from games.engine import Ruleset, State
from games.models import Event, Game, Seat, Snapshot
from games.rulesets import registry
from games.services.errors import BadRequest, Forbidden

# Events of the service layer (timeouts, aborts, admin actions): in the log, never shown to rule sets.
META_PREFIX = "meta:"


def ruleset_for(game: Game) -> Ruleset:
    return registry().get(game.ruleset)


def load_state(game: Game, at: int | None = None) -> State | None:
    """The state after event ``at`` (default: the last one), from the newest usable snapshot plus
    the events after it. Snapshots of another rules version are ignored, never trusted."""
    ruleset = ruleset_for(game)
    target = game.seq if at is None else at
    if not 0 <= target <= game.seq:
        raise BadRequest("bad_seq", f"This game has events 1 to {game.seq}; there is no seq {target}.")
    snapshot = (
        Snapshot.objects.filter(game=game, rules_version=ruleset.rules_version, seq__lte=target)
        .order_by("-seq")
        .only("seq", "state")
        .first()
    )
    state: State | None = snapshot.state if snapshot else None
    start = snapshot.seq if snapshot else 0
    # Rows come fresh from the database, so evolve may update them in place.
    rows = (
        Event.objects.filter(game=game, seq__gt=start, seq__lte=target)
        .exclude(type__startswith=META_PREFIX)
        .order_by("seq")
    )
    for event_type, seat, data in rows.values_list("type", "seat", "data"):
        state = ruleset.evolve(state, {"type": event_type, "seat": seat, "data": data})
    return state


def seat_of(game: Game, player) -> int:
    """The seat ``player`` holds in ``game``; ``Forbidden`` if they have none."""
    seat = Seat.objects.filter(game=game, player=player).values_list("seat", flat=True).first()
    if seat is None:
        raise Forbidden("not_your_game", "You do not have a seat in this game.")
    return seat


def redacted(ruleset: Ruleset, rows: list[Event], seat: int | None) -> list[dict]:
    """The rows as ``seat`` may see them, in the API's shape; events hidden entirely are left out.
    Service-level ``meta:`` events are public."""
    out = []
    for row in rows:
        event = row.as_engine_event()
        shown: EngineEvent | None = event if row.type.startswith(META_PREFIX) else ruleset.redact(event, seat)
        if shown is None:
            continue
        out.append(
            {"seq": row.seq, "type": shown["type"], "seat": shown["seat"], "data": shown["data"], "at": row.created_at}
        )
    return out


def events_for_seat(game: Game, seat: int | None, after: int = 0, limit: int = 1000) -> list[dict]:
    rows = list(Event.objects.filter(game=game, seq__gt=after).order_by("seq")[:limit])
    return redacted(ruleset_for(game), rows, seat)


# The longest a client may hold an events request open, and how often the game row is polled meanwhile.
MAX_WAIT_SECONDS = 30
WAIT_POLL_SECONDS = 0.5


def wait_for_events(game: Game, seat: int | None, after: int = 0, limit: int = 1000, wait: float = 0) -> list[dict]:
    """Like ``events_for_seat``, but when ``seat`` has nothing to see after ``after``, wait up to
    ``wait`` seconds (at most ``MAX_WAIT_SECONDS``) for something to appear: a long poll.

    It answers as soon as there is at least one event this seat may see, or when the time is up
    (then with an empty list), or at once when the game is over and nothing more will come.
    Events hidden from this seat do not end the wait: they would give the client nothing to
    advance ``after`` with. Polling the game's last seq costs one indexed read per
    ``WAIT_POLL_SECONDS``, and nothing on the write path.
    """
    deadline = time.monotonic() + min(max(wait, 0), MAX_WAIT_SECONDS)
    seen = after
    while True:
        current = Game.objects.filter(pk=game.pk).values_list("seq", "status").first()
        if current is None:
            return []
        last_seq, status = current
        if last_seq > seen:
            events = events_for_seat(game, seat, after=after, limit=limit)
            if events:
                return events
            seen = last_seq
        if status in {Game.Status.FINISHED, Game.Status.ABORTED} or time.monotonic() >= deadline:
            return []
        time.sleep(min(WAIT_POLL_SECONDS, max(deadline - time.monotonic(), 0)))
