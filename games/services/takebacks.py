"""Safe takebacks: a player takes back their last move, when that is safe.

A move may be taken back only while it is the game's last move (no rule set event after it), it
is the requesting player's own (not a timeout's, not the autopilot's) and it *revealed nothing*.
A move reveals nothing when all of these hold (``shows_hidden`` answers from the events alone, ``reveals`` from the state before):

1. ``decide`` did not use its rng: the move is decided again from the state before it with the
   same rng (``rng_for(seed, batch - 1)``), watched; every legal move of the seat that gives the
   same events must leave it untouched (a move none of them gives is counted as revealing);
2. every reader (each seat, and a spectator) sees its events unredacted: nothing hidden was made;
3. the rule set says it showed nothing hidden: every event is of a ``Ruleset.silent_events``
   type, and ``Ruleset.move_reveals`` finds nothing more (a card played from a hidden hand, a
   card drawn from a deck whose order is secret);
4. the game did not end with it.

A move that reveals is never taken back, even if everybody agrees. Otherwise the takeback is
granted at once when no other player has *acted* since (no later event of the rule set: a move,
a timeout, the autopilot) nor *seen* the move (another seat's ``seen_seq`` reached it, or it
looked at the game, or followed it on a stream, since shortly before it, or an email or a
webhook delivery to another player left after it); else every other seated player is asked, and it happens when all have accepted, as long as
nobody has moved (a move voids the request: the move is no longer the last one). One decline
ends the request, and a move's takeback is asked only once.

Everything is an event (``games.meta_events``): ``meta:takeback_requested``, ``…_accepted``,
``…_declined``, and ``meta:takeback`` naming the batch it undoes. The log stays append-only; the
fold leaves the taken-back batch out (``meta_events.honour_takebacks``), and the takeback's
append writes a snapshot of the state it restores, so no snapshot that still holds the move is
the newest one a later fold starts from. The clock: the mover is to move again with a fresh
clock (the rule set's ``to_move`` of the restored state), as after any move that makes a seat
the one to move.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from random import Random

from django.db import transaction
from django.db.models import Q

from games.engine import Ruleset, State, rng_for
from games.meta_events import (
    META_PREFIX,
    TAKEBACK,
    TAKEBACK_ACCEPTED,
    TAKEBACK_DECLINED,
    TAKEBACK_REQUESTED,
)
from games.models import Event, Game, Seat
from games.services import conditional, presence, refusals
from games.services.core import append, append_meta, lock_game
from games.services.errors import Conflict, Unprocessable
from games.services.preview import shows_hidden
from games.services.reads import load_state, ruleset_for
from outbox import emails as outbox
from outbox.models import Delivery, Notification
from players.models import Player

# Why a takeback is refused, as the API's problem codes.
NOTHING = "nothing_to_take_back"
NOT_YOURS = "not_your_move"
REVEALED = "revealed_information"
PENDING = "takeback_pending"
ASKED = "takeback_already_asked"
NO_REQUEST = "no_takeback_request"


class _WatchedRandom(Random):
    """A ``Random`` that notes whether anything drew from it (every draw goes through ``random``
    or ``getrandbits``)."""

    used = False

    def random(self) -> float:
        self.used = True
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.used = True
        return super().getrandbits(k)


def _watched_rng(seed: str, seq: int) -> _WatchedRandom:
    rng = _WatchedRandom()
    rng.setstate(rng_for(seed, seq).getstate())
    rng.used = False
    return rng


@dataclass
class LastMove:
    """The game's last batch of rule set events, and the takeback events after it."""

    batch: int
    last: int
    seat: int | None
    actor_id: int | None
    at: datetime
    events: list[dict]
    after: list[Event] = field(default_factory=list)  # the meta: events after it, in order

    def requested(self) -> Event | None:
        return next((row for row in self.after if row.type == TAKEBACK_REQUESTED), None)

    def taken_back(self) -> bool:
        return any(row.type == TAKEBACK for row in self.after)

    def declined(self) -> bool:
        return any(row.type == TAKEBACK_DECLINED for row in self.after)

    def accepted_by(self) -> set[int]:
        return {row.seat for row in self.after if row.type == TAKEBACK_ACCEPTED and row.seat is not None}


def last_move(game: Game) -> LastMove | None:
    """The last batch of rule set events of ``game`` (not a taken-back one), or ``None``."""
    newest = (Event.objects.filter(game=game).exclude(type__startswith=META_PREFIX)
              .order_by("-seq").values_list("batch", flat=True).first())
    if newest is None:
        return None
    rows = list(Event.objects.filter(game=game, seq__gte=newest).order_by("seq"))
    batch = [row for row in rows if row.batch == newest]
    after = [row for row in rows if row.batch != newest]
    first = batch[0]
    # The mover's seat: the first seat its events name (an event of the whole table, a reshuffle
    # say, names none).
    seat = next((row.seat for row in batch if row.seat is not None), None)
    move = LastMove(batch=newest, last=batch[-1].seq, seat=seat, actor_id=first.actor_id, at=first.created_at,
                    events=[row.as_engine_event() for row in batch], after=after)
    return None if move.taken_back() else move


def reveals(game: Game, ruleset: Ruleset, state_before: State, seat: int, events: list[dict], batch: int) -> bool:
    """Whether the move of ``seat`` that ``events`` (as stored, from seq ``batch`` on; events that
    passed ``shows_hidden``) record drew on the rng, or is one the rule set still calls revealing
    (the module docstring, 1 and 3; the caller checks 4: the game is still active)."""
    matching = []
    for move in ruleset.legal_moves(state_before, seat):
        rng = _watched_rng(game.seed, batch - 1)
        try:
            decided = json.loads(json.dumps(ruleset.decide(state_before, seat, move, rng)))
        except Exception:  # a listed move the rule set refuses is its bug; it cannot be this move
            continue
        if decided == events:
            if rng.used:
                return True
            matching.append(move)
    if not matching:
        return True
    return any(ruleset.move_reveals(state_before, seat, move, events) for move in matching)


@dataclass
class Offer:
    """What a seat may do about takebacks now: ``can_request`` its last move (``instant``: it
    would be granted without asking), or ``must_answer`` another player's request (``pending``:
    there is an open request, ``requester``'s, for the move ``batch``)."""

    can_request: bool = False
    instant: bool = False
    refusal: str = ""
    pending: bool = False
    requester: int | None = None
    batch: int | None = None
    must_answer: bool = False


def _seen_by_others(game: Game, seats: list[Seat], move: LastMove) -> bool:
    """Whether another player may have seen ``move``: shown its seq; at the table when it was made
    or since (an open stream delivers every event but refreshes ``last_seen_at`` only every
    ``presence.REFRESH_SECONDS``, so a look that recent before the move counts too); or sent an
    email or a webhook delivery after it."""
    others = [row for row in seats if row.seat != move.seat and row.player_id is not None]
    watching_since = move.at - timedelta(seconds=presence.REFRESH_SECONDS)
    for row in others:
        if row.seen_seq >= move.batch or (row.last_seen_at is not None and row.last_seen_at >= watching_since):
            return True
    players = [row.player_id for row in others]
    if Notification.objects.filter(game=game, player_id__in=players).filter(
            Q(claimed_at__gte=move.at) | Q(sent_at__gte=move.at)).exists():
        return True
    return Delivery.objects.filter(game=game, last_seq__gte=move.batch).exclude(seat=move.seat).filter(
        Q(claimed_at__isnull=False) | Q(delivered_at__isnull=False)).exists()


def _check_request(game: Game, ruleset: Ruleset, seats: list[Seat], player: Player) -> tuple[LastMove, int]:
    """The last move ``player`` may ask to take back, and their seat; else the refusal."""
    row = next((seat for seat in seats if seat.player_id == player.pk), None)
    if row is None:
        raise refusals.not_your_game()
    if game.status != Game.Status.ACTIVE:
        raise refusals.no_takeback_in(game.status)
    move = last_move(game)
    if move is None:
        raise refusals.no_move_to_take_back()
    if move.actor_id != player.pk or move.seat != row.seat:
        raise refusals.not_your_move()
    if move.requested() is not None:
        if move.declined():
            raise refusals.takeback_already_asked()
        raise refusals.takeback_pending()
    # The checks that need only the events first: most moves fail them (a card played, a draw),
    # and the game page asks this of every move its reader made last.
    if shows_hidden(ruleset, move.events, len(seats)):
        raise refusals.revealed_information()
    state_before = load_state(game, at=move.batch - 1)
    if state_before is None or reveals(game, ruleset, state_before, row.seat, move.events, move.batch):
        raise refusals.revealed_information()
    return move, row.seat


def offer(game: Game, seats: list[Seat], player: Player | None) -> Offer:
    """What ``player`` may do about takebacks in ``game`` now (for the page and the API). Reads only."""
    if player is None:
        return Offer()
    if game.status != Game.Status.ACTIVE:
        return Offer(refusal=NOTHING)
    mine = next((row for row in seats if row.player_id == player.pk), None)
    if mine is None:
        return Offer()
    move = last_move(game)
    if move is None:
        return Offer(refusal=NOTHING)
    requested = move.requested()
    if requested is not None and not move.declined():
        answered = move.accepted_by()
        return Offer(pending=True, requester=move.seat, batch=move.batch, refusal=PENDING,
                     must_answer=mine.seat != move.seat and mine.seat not in answered)
    try:
        _check_request(game, ruleset_for(game), seats, player)
    except (Unprocessable, Conflict) as refusal:
        return Offer(refusal=refusal.code)
    return Offer(can_request=True, batch=move.batch, instant=not _seen_by_others(game, seats, move))


def open_request(game: Game, batch: int) -> LastMove | None:
    """The move ``batch`` of ``game`` if its takeback request is still open (asked, neither
    declined nor granted, and no move since: it is still the game's last move, in an active
    game); else ``None``. What a takeback email asks of its reader just before it leaves."""
    if game.status != Game.Status.ACTIVE:
        return None
    move = last_move(game)
    if move is None or move.batch != batch or move.requested() is None or move.declined():
        return None
    return move


def email_unneeded(notification: Notification) -> str:
    """Why an email asking its reader to answer a takeback request (``takeback_requested``) would
    come too late, or ``""`` if it is still wanted: the request ended (granted, declined, or
    voided by a move, which drops nothing when it is made: a move's write path reads no outbox),
    or its reader answered it or no longer holds the seat it was asked of. Asked just before the
    email leaves (``notifications.tasks``) and before a held one goes into a digest
    (``notifications.digests``); the answers themselves drop the rows in their transaction
    (``outbox.drop_takeback_emails``)."""
    context = notification.context or {}
    game = notification.game
    move = open_request(game, context.get("batch")) if game is not None else None
    if move is None:
        return outbox.TAKEBACK_ENDED_NOTE
    seat = context.get("seat")
    if not Seat.objects.filter(game_id=game.pk, seat=seat, player_id=notification.player_id).exists():
        return "its reader no longer holds the seat asked"
    if seat in move.accepted_by():
        return outbox.TAKEBACK_ANSWERED_NOTE
    return ""


def request_takeback(*, game_id: int, player: Player) -> bool:
    """``player`` asks to take back their last move; ``True`` if it was taken back at once,
    ``False`` if the other players are asked. Refused (422) when there is no such move, it is not
    theirs, it revealed something, or it was asked already (409 while the request is open)."""
    with transaction.atomic():
        game, seats = lock_game(game_id)
        ruleset = ruleset_for(game)
        move, seat = _check_request(game, ruleset, seats, player)
        answerers = [row for row in seats if row.seat != seat and row.player_id is not None]
        instant = not answerers or not _seen_by_others(game, seats, move)
        append_meta(game, [{"type": TAKEBACK_REQUESTED, "seat": seat,
                            "data": {"batch": move.batch, "last": move.last, "instant": instant}}], actor=player)
        if instant:
            _grant(game, ruleset, seats, move, player)
        else:
            # The others are asked by email too (the page, the API, the streams and the webhooks
            # show the request already): in this transaction, so a refused request emails nobody.
            outbox.notify_takeback_request(game, move.batch, seat, answerers)
        return instant


def answer_takeback(*, game_id: int, player: Player, accept: bool) -> bool:
    """Another player accepts or declines the open takeback request; ``True`` if the move is
    taken back now (every other seated player has accepted). 422 when there is no open request
    (none asked, already declined, or someone moved since), 409 when this player has answered."""
    with transaction.atomic():
        game, seats = lock_game(game_id)
        mine = next((row for row in seats if row.player_id == player.pk), None)
        if mine is None:
            raise refusals.not_your_game()
        move = last_move(game) if game.status == Game.Status.ACTIVE else None
        if move is None or move.requested() is None or move.declined():
            raise refusals.no_takeback_request()
        if mine.seat == move.seat:
            raise refusals.own_takeback_request()
        if mine.seat in move.accepted_by():
            raise refusals.takeback_answered()
        kind = TAKEBACK_ACCEPTED if accept else TAKEBACK_DECLINED
        append_meta(game, [{"type": kind, "seat": mine.seat, "data": {"batch": move.batch}}], actor=player)
        if not accept:
            outbox.drop_takeback_emails(game, move.batch)  # the request is over: nobody is to answer it
            return False
        outbox.drop_takeback_emails(game, move.batch, player_ids=[player.pk], note=outbox.TAKEBACK_ANSWERED_NOTE)
        others = {row.seat for row in seats if row.seat != move.seat and row.player_id is not None}
        if not others <= move.accepted_by() | {mine.seat}:
            return False
        requester = Player.objects.get(pk=move.actor_id)
        _grant(game, ruleset_for(game), seats, move, requester)
        return True


def _grant(game: Game, ruleset: Ruleset, seats: list[Seat], move: LastMove, requester: Player) -> None:
    """Append the ``meta:takeback`` of ``move``: the game's projections (who is to move, clocks,
    emails) follow the state before the move, and a snapshot of that state is stored with it.
    Under the game row's lock."""
    restored = load_state(game, at=move.batch - 1)
    append(game, ruleset, restored, [{"type": TAKEBACK, "seat": move.seat,
                                      "data": {"batch": move.batch, "last": move.last}}],
           seat=move.seat, actor=requester, seats=seats, snapshot=True)
    outbox.drop_takeback_emails(game, move.batch)
    # Conditional moves were left about a game that has changed under them: none is kept.
    conditional.void_all(game)
