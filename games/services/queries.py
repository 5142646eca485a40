"""The reads that the API, the pages and the emails share, each defined once.

- **A player's games** (``player_games``): the API's game list, "My games", the game page's "next
  game to play" and the sign-in email's list of games all select from it.
- **The legal moves of a seat** (``legal_moves``): the API's legal-moves endpoint, the game page's
  move buttons and the turn email's "what you can do now".
- **The log as a seat may see it** (``seat_log``, ``seat_logs``, ``visible``): the game page's log,
  the last sentence of each game in "My games" and the turn email's "what happened". Which events
  a seat may see, and what of them, is ``games.services.reads.redacted``, here as in the API's
  events endpoint (``reads.events_for_seat``): meta events are public, the rule set's ``redact``
  decides for the others.

Nothing here writes. Words (sentences, names) are ``games.describe``'s; bodies are the API's.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from django.db.models import F, Prefetch, Q, prefetch_related_objects

from games.engine import Move, Ruleset, State
from games.meta_events import SEAT_REPLACED
from games.models import ChatMessage, Event, Game, Seat
from games.services.reads import load_state, redacted, ruleset_for
from outbox.models import Notification
from players.models import Player

# --- a player's games -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerGame:
    """One of a player's games: the game and the player's own seat in it (its number and clock)."""

    game: Game
    seat: Seat

    @property
    def my_turn(self) -> bool:
        """Whether the game waits for a move of this player. The services set ``is_to_move`` on
        the seats of the game's ``to_move`` and clear it when the game ends or is aborted."""
        return self.seat.is_to_move


# The orders callers ask for, on the player's seat rows (``game__`` for the game's fields).
RECENTLY_UPDATED = ("-game__updated_at",)
TO_PLAY_FIRST = ("-is_to_move", F("game__deadline").asc(nulls_last=True), "-game_id")
SOONEST_DEADLINE = (F("deadline").asc(nulls_last=True), "game_id")
# The API's game list: the games waiting for the player first, then the most recently updated
# (game id settles ties, so that keyset pages follow it exactly).
MY_TURN_THEN_RECENT = ("-is_to_move", "-game__updated_at", "-game_id")
RECENTLY_ENDED = (F("game__finished_at").desc(nulls_last=True), "-game_id")


def player_seat_ids(player: Player, *, my_turn: bool | None = None) -> list[int]:
    """The ids of ``player``'s seats (only those to move, or only the others, with ``my_turn``).

    The first of the two steps of ``player_games``, for a caller that selects several times."""
    seats = Seat.objects.filter(player=player)
    if my_turn is not None:
        seats = seats.filter(is_to_move=my_turn)
    return list(seats.order_by().values_list("id", flat=True))


def player_games(
    player: Player,
    *,
    status: Collection[str] | None = None,
    ruleset: str | None = None,
    my_turn: bool | None = None,
    exclude: int | None = None,
    among: Collection[int] | None = None,
    order_by: Sequence[Any] = RECENTLY_UPDATED,
    limit: int | None = None,
    with_seats: bool = True,
    seat_ids: list[int] | None = None,
    where: Q | None = None,
) -> list[PlayerGame]:
    """``player``'s games, each with the player's seat, in ``order_by`` (expressions on the seat
    rows; see the constants above), at most ``limit`` of them.

    Filters: the game's ``status`` (any of them) and ``ruleset``; ``my_turn`` (only the games
    waiting for a move of the player, or only the others); ``exclude`` (a game id to leave out);
    ``among`` (only these game ids: a game-link session's scope). ``with_seats``: every seat of
    each game is loaded with its player (``load_seats``), so ``game.seats.all()`` asks nothing
    more. ``seat_ids``: ``player_seat_ids(player)`` when the caller already read it. ``where``: one
    more condition on the seat rows (a page's start, for the API's keyset pages).

    Two statements (three with the seats), never one joining on the player: PostgreSQL guessed a
    player's number of games from the average of the players it keeps no statistics for, and
    where many accounts (bots) hold a hundred games or more, it read the whole games table for a
    player with three. A list of ids it counts exactly (``tests/services/test_query_plans.py``).
    """
    if seat_ids is None:
        seat_ids = player_seat_ids(player, my_turn=my_turn)
    if not seat_ids:
        return []
    seats = Seat.objects.filter(pk__in=seat_ids).select_related("game")
    if my_turn is not None:
        seats = seats.filter(is_to_move=my_turn)
    if status is not None:
        seats = seats.filter(game__status__in=list(status))
    if ruleset is not None:
        seats = seats.filter(game__ruleset=ruleset)
    if exclude is not None:
        seats = seats.exclude(game_id=exclude)
    if among is not None:
        seats = seats.filter(game_id__in=list(among))
    if where is not None:
        seats = seats.filter(where)
    seats = seats.order_by(*order_by)
    found = [PlayerGame(seat.game, seat) for seat in (seats[:limit] if limit is not None else seats)]
    if with_seats:
        load_seats([row.game for row in found])
    return found


def load_seats(games: list[Game]) -> None:
    """Load every seat of ``games``, with its player, in one statement, as each game's
    ``game.seats.all()`` (in seat order)."""
    prefetch_related_objects(games, Prefetch("seats", queryset=Seat.objects.select_related("player")))


# --- the legal moves ------------------------------------------------------------------------------


def legal_moves(game: Game, seat: int, *, at: int | None = None, state: State | None = None) -> list[Move]:
    """The moves open to ``seat`` in ``game`` after event ``at`` (default: now, ``game.seq``).

    Now: none unless the game is active and ``seat`` is one of ``game.to_move`` (read from the
    game row, so a seat that is not to move costs no state). After an earlier event (a turn
    email about a turn that may be past): none unless the rule set had the seat to move then.
    Otherwise, the rule set's ``legal_moves``. ``state``: the state after ``at`` when the caller
    holds it already (the page draws it, the email sums it up); else it is loaded."""
    now = at is None or at == game.seq
    if now and (game.status != Game.Status.ACTIVE or seat not in game.to_move):
        return []
    if state is None:
        state = load_state(game, at=at)
    if state is None:
        return []
    ruleset = ruleset_for(game)
    if not now and seat not in ruleset.to_move(state):
        return []
    return ruleset.legal_moves(state, seat)


# --- the log as a seat may see it -----------------------------------------------------------------


class LogEntry(NamedTuple):
    """One event of a log as a seat sees it: ``row``, the stored event (its time, who caused it:
    what the words of the service's own ``meta:`` events need), and ``event``, what the seat may
    see of it (an item of ``reads.redacted``: seq, type, seat, data, at)."""

    row: Event
    event: dict


def visible(ruleset: Ruleset, rows: list[Event], seat: int | None) -> list[LogEntry]:
    """The ``rows`` (in their order) that ``seat`` may see, each with what it sees of it;
    ``seat`` ``None``: what anyone may see. The rule is ``reads.redacted``'s."""
    shown = {event["seq"]: event for event in redacted(ruleset, rows, seat)}
    return [LogEntry(row, shown[row.seq]) for row in rows if row.seq in shown]


def seat_log(game: Game, seat: int | None, *, newest: int, up_to: int | None = None,
             since_own_move: bool = False) -> list[LogEntry]:
    """Of the ``newest`` events of ``game`` up to seq ``up_to`` (default: all), those ``seat`` may
    see, oldest first. Hidden events are left out, not replaced: fewer than ``newest`` may come.

    ``since_own_move``: start at the seat's own latest move (the batch of its latest event that
    is not a ``meta:`` one), so that a turn email tells what happened since its reader last
    played, their move first for context, rather than replaying their own earlier moves; a seat
    that has not moved yet gets the newest events as without it."""
    events = Event.objects.filter(game=game)
    if up_to is not None:
        events = events.filter(seq__lte=up_to)
    if since_own_move and seat is not None:
        own_batch = (events.filter(seat=seat).exclude(type__startswith="meta:")
                     .order_by("-seq").values_list("batch", flat=True).first())
        if own_batch is not None:
            events = events.filter(seq__gte=own_batch)
    rows = list(events.order_by("-seq")[:newest])
    rows.reverse()
    return visible(ruleset_for(game), rows, seat)


def seat_logs(seats: dict[int, tuple[Game, int]], *, newest: int) -> dict[int, list[LogEntry]]:
    """``seat_log(game, seat, newest=newest)`` of many games at once (game id -> (game, seat)),
    in one statement: each game's newest seqs through the (game, seq) index. Games without
    events are left out."""
    started = [game_id for game_id, (game, _seat) in seats.items() if game.seq]
    if not started:
        return {}
    rows: dict[int, list[Event]] = {}
    for row in Event.objects.filter(game_id__in=started, seq__gt=F("game__seq") - newest).order_by("game_id", "seq"):
        rows.setdefault(row.game_id, []).append(row)
    return {game_id: visible(ruleset_for(seats[game_id][0]), found, seats[game_id][1])
            for game_id, found in rows.items()}


# --- who was emailed ------------------------------------------------------------------------------


def batch_log(game: Game, first_seq: int, seat: int | None) -> list[LogEntry]:
    """The events of the batch that starts at ``first_seq`` (one move, one timeout with the move
    that followed it), as ``seat`` may see them, in order."""
    rows = list(Event.objects.filter(game=game, batch=first_seq).order_by("seq"))
    return visible(ruleset_for(game), rows, seat)


def seat_handover(game_id: int, player_id: int) -> Event | None:
    """The latest ``meta:seat_replaced`` event of ``game_id`` that took a seat from ``player_id``
    (an admin's replacement, or the player leaving: then its actor is the player), with its
    actor; ``None`` if none did. What a replaced player's old link explains."""
    return (Event.objects.filter(game_id=game_id, type=SEAT_REPLACED, data__from_player=player_id)
            .select_related("actor").order_by("-seq").first())


def players_emailed_since(game: Game, seq: int, *, kinds: Collection[str]) -> set[int]:
    """The ids of the players that a notification of one of ``kinds`` about an event after ``seq``
    of ``game`` was written for (in this transaction or before): what an action that follows
    other emails reads so that it sends nobody a second email for the same event. A row already
    dropped does not count: a turn played for its player (``games.services.forced``) drops its
    email in the same transaction, and that player must still be told."""
    return set(Notification.objects.filter(game=game, kind__in=list(kinds), context__seq__gt=seq,
                                           player__isnull=False).exclude(status=Notification.Status.DROPPED)
               .values_list("player_id", flat=True))


# --- what a game page shows changed -----------------------------------------------------------------


def page_version(game_id: int, *, chat: bool = True) -> str | None:
    """A short text that changes whenever what a game's page shows changes: a move or any event
    (the seq), the game's status, a seat taken or left, a chat message. ``None`` for no such game.
    Three indexed reads; the live page (``games.web.live``) compares it with the one it was drawn at.
    ``chat=False``: the version of a spectator's page, which shows no chat and so must not change
    (nor tell when the players talk) with a message.
    """
    game = Game.objects.filter(pk=game_id).values("seq", "status").first()
    if game is None:
        return None
    seated = Seat.objects.filter(game_id=game_id, player__isnull=False).count()
    if not chat:
        return f"{game['seq']}.{game['status']}.{seated}"
    # The newest message's time, read backwards along the (game, created_at) index.
    newest = ChatMessage.objects.filter(game_id=game_id).order_by("-created_at").values_list(
        "created_at", flat=True).first()
    chat = newest.timestamp() if newest is not None else 0
    return f"{game['seq']}.{game['status']}.{seated}.{chat}"
