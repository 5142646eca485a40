"""Every change to a game goes through here.

Concurrency (STYLE 5). A move without an ``Idempotency-Key`` takes no lock: it reads the game
row with its seats and the row's version (``xmin``), decides, and writes everything in one
statement that updates the game row only if it is still at that version (``writes``). If
anything changed the row in between, nothing is written and the move is decided again the
locked way. The locked way, which every other action takes (timeouts, admin actions,
invitations, moves with a key), locks the game row once (``SELECT … FOR NO KEY UPDATE``, see
``rows``) and compares ``expected_seq`` with the locked ``Game.seq``. Either way the unique
``(game, seq)`` constraint settles any race that slipped past. A move posted with an
``Idempotency-Key`` that is being processed right now by another request gets a 409 at once (a
transaction-scoped advisory lock); one that was already processed gets the first answer again,
or a 422 if its body differs.

Events whose type starts with ``meta:`` belong to the service layer (a timeout, an abort, an admin
action): they are part of the log and its seq, but rule sets never see them (``reads.load_state``
leaves them out), so no rule set has to know about them.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
from contextlib import nullcontext as _no_transaction
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone
from django.utils.translation import gettext

from config.logging import log_scope
from games.engine import Event as EngineEvent
from games.engine import IllegalMove, InvalidSetup, Move, Ruleset, State, rng_for
from games.models import Event, Game, Invitation, Seat, Snapshot
from games.rulesets import registry
from games.services.errors import BadRequest, Conflict, Forbidden, NotFound, ServiceError, Unprocessable
from games.services.prepared import on_postgresql
from games.services.reads import (
    META_PREFIX,
    cache_state,
    load_state,
    redacted,
    remember_row_version,
    ruleset_for,
)
from games.services.rows import new_unsaved, read_game_and_seats
from games.services.seating import draw_seating, plan_seats
from games.services.writes import AppendWrite, Superseded, write_append
from notifications import services as notify
from players.models import Player

logger = logging.getLogger(__name__)


@dataclass
class MoveResult:
    seq: int
    events: list[dict]
    replayed: bool = False


# --- creating and starting games ----------------------------------------------------------------

def create_game(
    *,
    creator: Player,
    ruleset_id: str,
    seats: list[Any],
    options: dict[str, Any] | None = None,
    move_time_limit: timedelta | None = None,
    seed: str | None = None,
    seating: str = Game.Seating.LISTED,
    join_within: timedelta | None = None,
    rematch_of: Game | None = None,
) -> Game:
    """Create a game whose seats follow ``seats`` in order. Each entry is:

    - a player id: the creator, or a player who opted in (``Player.seat_directly``), is seated at
      once; any other id gets an invitation that only that player may accept (consent). An id
      that names no active player gets one too, which nobody can accept: the answer is the same
      whether or not the id exists;
    - an email address: an invitation by email (the creator's own address seats the creator);
    - ``{"kind": "open"}`` (anyone may take it from the lobby), ``{"kind": "link"}`` (only people
      holding the game's invite link, ``players.links.invite_token``) or ``{"kind": "bot"}`` (the
      rule set's autopilot plays it from the first move).

    ``seating``: "listed", or "random" (the order is drawn from the seed when the game starts).
    ``seed`` (default: a fresh random secret) is the game's secret from which every random draw
    derives; tools that must reproduce a game exactly (``manage.py record_games``) pass their own.
    ``join_within`` (default ``GAMES_JOIN_WITHIN_HOURS``): a game still waiting after that long
    expires (``lobby.expire_waiting_games``). ``rematch_of``: the finished game this one replays.

    The creator must hold a seat. A game with no invitation and no open or link seat starts at
    once (a bot that moves first moves then); otherwise it waits. Raises ``BadRequest`` for an
    unknown rule set, bad seat entries, repeated players, a wrong player count, invalid options or
    an out-of-range ``join_within``, and a 429 ``ServiceError`` past ``INVITATIONS_PER_DAY``.
    Nothing is created when it raises.
    """
    if ruleset_id not in registry():
        known = ", ".join(registry().ids())
        raise BadRequest("unknown_ruleset", f"There is no game called {ruleset_id!r}. Known games: {known}.")
    ruleset = registry().get(ruleset_id)
    plans = plan_seats(creator, seats)
    if seating not in Game.Seating.values:
        raise BadRequest("bad_seating", gettext('The seating is "listed" or "random".'))
    join_within = check_join_within(join_within)
    try:
        resolved = ruleset.resolve_options(len(seats), options or {})
    except InvalidSetup as error:
        raise BadRequest(error.code, error.message) from None
    if move_time_limit is None:
        move_time_limit = timedelta(hours=settings.GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS)
    named = [plan.player_id for plan in plans if plan.player_id not in (None, creator.pk)]
    found = {p.pk: p for p in Player.objects.filter(pk__in=named, is_active=True)}
    direct = {creator.pk: creator} | {pk: p for pk, p in found.items() if p.seat_directly}
    invited = sum(1 for plan in plans if plan.email is not None or
                  (plan.player_id is not None and plan.player_id not in direct))
    if invited:
        check_invitation_allowance(creator, invited)

    now = timezone.now()
    with transaction.atomic():
        game = Game.objects.create(
            ruleset=ruleset.id, options=resolved, status=Game.Status.WAITING, seating=seating,
            move_time_limit=move_time_limit, created_by=creator, join_by=now + join_within, rematch_of=rematch_of,
            **({"seed": seed} if seed else {}),
        )
        Seat.objects.bulk_create(
            Seat(game=game, seat=index, kind=plan.kind, player=direct.get(plan.player_id))
            for index, plan in enumerate(plans)
        )
        expires = now + timedelta(days=settings.INVITATION_MAX_AGE_DAYS)
        for index, plan in enumerate(plans):
            if plan.kind != Seat.Kind.PLAYER or plan.player_id in direct:
                continue
            invitee = found.get(plan.player_id) if plan.player_id is not None else None
            invitation = Invitation.objects.create(
                game=game, seat=index, player=invitee, email=invitee.email if invitee else plan.email or "",
                invited_by=creator, expires_at=expires)
            if invitation.email:
                notify.notify_invitation(invitation)
        start_when_full(game, ruleset, actor=creator, announce=False)
    return game


# Bounds of the time a waiting game may wait for players (create_game's ``join_within``).
JOIN_WITHIN_MIN = timedelta(hours=1)
JOIN_WITHIN_MAX = timedelta(days=30)


def check_join_within(join_within: timedelta | None) -> timedelta:
    """``join_within``, or the default (``GAMES_JOIN_WITHIN_HOURS``); ``BadRequest`` out of bounds."""
    if join_within is None:
        return timedelta(hours=settings.GAMES_JOIN_WITHIN_HOURS)
    if not JOIN_WITHIN_MIN <= join_within <= JOIN_WITHIN_MAX:
        raise BadRequest("bad_join_within", gettext("A game may wait for players from 1 hour to 30 days."))
    return join_within


def check_invitation_allowance(creator: Player, count: int) -> None:
    """Refuse (429) ``count`` more invitations from ``creator`` when that would pass
    ``INVITATIONS_PER_DAY`` in the last 24 hours, whatever the route (by email, by player id, a
    rematch): each is an email to someone, with a sender's name the creator chose. The error
    carries ``retry_after``: the seconds until enough counted invitations leave the window (the
    API sends it as ``Retry-After``). Two requests at once may both pass; this bounds abuse, it is
    not an exact quota."""
    limit = settings.INVITATIONS_PER_DAY
    now = timezone.now()
    window = timedelta(hours=24)
    sent = list(Invitation.objects.filter(invited_by=creator, created_at__gte=now - window)
                .order_by("created_at").values_list("created_at", flat=True))
    if len(sent) + count <= limit:
        return
    # The oldest invitations that must leave the window before ``count`` more fit in it.
    must_leave = len(sent) + count - limit
    if must_leave <= len(sent):
        retry_after = max(1, math.ceil((sent[must_leave - 1] + window - now).total_seconds()))
    else:  # more at once than a whole day allows: waiting a day is the best one can do
        retry_after = int(window.total_seconds())
    raise ServiceError(
        "too_many_invitations",
        gettext("You may invite at most %(limit)s people a day; try again later.") % {"limit": limit},
        status=429, retry_after=retry_after,
    )


def _start(game: Game, ruleset: Ruleset, actor: Player | None) -> None:
    """Set the game up (its opening events) and make it active. Inside the creating transaction."""
    events = ruleset.setup(game.seats.count(), game.options, rng_for(game.seed, 0))
    game.status = Game.Status.ACTIVE
    game.join_by = None  # it filled: nothing left to expire
    game.save(update_fields=["status", "join_by"])
    _append(game, ruleset, None, events, seat=None, actor=actor)


def start_when_full(game: Game, ruleset: Ruleset, *, actor: Player | None, announce: bool = True) -> bool:
    """Start ``game`` if every seat but the bots' has a player; return whether it started.

    Under the game row's lock, in the transaction that filled the last seat. The seat order is
    drawn first if the game's seating is random; ``announce``: email "the game started" to the
    players not to move (those to move get "your turn"); a bot to move moves at once."""
    if Seat.objects.filter(game=game, player__isnull=True).exclude(kind=Seat.Kind.BOT).exists():
        return False
    if game.seating == Game.Seating.RANDOM:
        draw_seating(game)
    _start(game, ruleset, actor=actor)
    if announce:
        waiting = set(game.to_move)
        notify.notify_everyone(game, notify.Kind.GAME_STARTED, f"started:{game.pk}",
                               [s for s in _seats(game) if s.seat not in waiting])
    _play_autopilot(game, ruleset)
    return True


def accept_invitation(*, invitation_id: int, player: Player | None = None, name: str = "") -> tuple[Game, Player]:
    """Accept an invitation: the invited person takes the seat; the game starts if it was the
    last seat to fill.

    ``player`` is the signed-in player if any. An invitation by email may be accepted with any
    account (the link went to that address), or without one (the address becomes, or is, a
    player). An invitation to a player id may be accepted only by that player: ``player`` must be
    them, or ``None`` (the link was emailed to them). Raises ``NotFound``, ``Forbidden`` (another
    player's invitation) or ``Unprocessable`` (closed, expired, already seated).
    """
    with transaction.atomic():
        invitation = Invitation.objects.select_for_update().filter(pk=invitation_id).first()
        if invitation is None or (invitation.player_id is None and not invitation.email):
            raise NotFound("invitation_not_found", gettext("This invitation does not exist."))
        if invitation.player_id is not None and player is not None and player.pk != invitation.player_id:
            raise Forbidden("not_your_invitation", gettext("This invitation is for another player."))
        game = Game.objects.select_for_update(no_key=True).get(pk=invitation.game_id)
        if invitation.status != Invitation.Status.PENDING or game.status != Game.Status.WAITING:
            raise Unprocessable("invitation_closed", gettext("This invitation is no longer open."))
        if invitation.expires_at <= timezone.now():
            raise Unprocessable("invitation_expired", gettext("This invitation has expired."))
        if player is None and invitation.player_id is not None:
            player = invitation.player
        if player is None:
            from players.services import get_or_create_player

            player, _created = get_or_create_player(invitation.email, name=name)
        if Seat.objects.filter(game=game, player=player).exists():
            raise Unprocessable("already_seated", gettext("You already have a seat in this game."))
        Seat.objects.filter(game=game, seat=invitation.seat).update(player=player)
        invitation.status = Invitation.Status.ACCEPTED
        invitation.answered_at = timezone.now()
        invitation.save(update_fields=["status", "answered_at"])
        start_when_full(game, ruleset_for(game), actor=player)
    return game, player


def decline_invitation(*, invitation_id: int, player: Player | None = None) -> Game:
    """Decline an invitation: the game cannot start, so it is aborted and everyone is told.

    ``player``, when given, must be the invited player of an invitation to a player id."""
    with transaction.atomic():
        invitation = Invitation.objects.select_for_update().filter(pk=invitation_id).first()
        if invitation is None or (invitation.player_id is None and not invitation.email):
            raise NotFound("invitation_not_found", gettext("This invitation does not exist."))
        if invitation.player_id is not None and player is not None and player.pk != invitation.player_id:
            raise Forbidden("not_your_invitation", gettext("This invitation is for another player."))
        if invitation.status != Invitation.Status.PENDING:
            raise Unprocessable("invitation_closed", gettext("This invitation is no longer open."))
        invitation.status = Invitation.Status.DECLINED
        invitation.answered_at = timezone.now()
        invitation.save(update_fields=["status", "answered_at"])
        game = Game.objects.select_for_update(no_key=True).get(pk=invitation.game_id)
        _abort_waiting(game, reason="declined", who=invitation.email)
    return game


def expire_invitations(now: datetime | None = None) -> int:
    """Abort every waiting game with an invitation past its expiry. Safe to run concurrently."""
    now = now or timezone.now()
    count = 0
    due = Invitation.objects.filter(status=Invitation.Status.PENDING, expires_at__lte=now)
    for invitation_id in due.values_list("id", flat=True):
        with transaction.atomic():
            updated = Invitation.objects.filter(pk=invitation_id, status=Invitation.Status.PENDING).update(
                status=Invitation.Status.EXPIRED, answered_at=now)
            if not updated:
                continue  # another scheduler got there first
            invitation = Invitation.objects.get(pk=invitation_id)
            game = Game.objects.select_for_update(no_key=True).get(pk=invitation.game_id)
            _abort_waiting(game, reason="expired", who=invitation.email)
            count += 1
    return count


def _abort_waiting(game: Game, reason: str, who: str = "", at: datetime | None = None) -> None:
    """Abort a waiting game (under its row's lock): pending invitations are cancelled, and every
    seated player and invitee but ``who`` (an address) is told why (``reason``: "declined",
    "expired", "left" or "unfilled"). ``at``: when it ended (default now)."""
    if game.status != Game.Status.WAITING:
        return
    game.status = Game.Status.ABORTED
    game.finished_at = at or timezone.now()
    game.save(update_fields=["status", "finished_at", "updated_at"])
    open_invitations = Invitation.objects.filter(game=game, status=Invitation.Status.PENDING)
    # An invitation to an id that names nobody has no address: nobody to tell.
    emails: list[tuple[Player | None, str]] = [
        (invitation.player, invitation.email) for invitation in open_invitations.select_related("player")
        if invitation.email]
    open_invitations.update(status=Invitation.Status.CANCELLED)
    emails += [(seat.player, seat.player.email) for seat in game.seats.select_related("player") if seat.player]
    notify.notify_aborted(game, reason=reason, emails=[(p, e) for p, e in emails if e != who])


# --- moves --------------------------------------------------------------------------------------

def request_hash(move: Any, expected_seq: Any) -> str:
    body = json.dumps({"move": move, "expected_seq": expected_seq}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()


@log_scope(game_id="game_id", seq="expected_seq")  # every log line of the move names the game
def submit_move(
    *,
    game_id: int,
    player: Player,
    move: Any,
    expected_seq: Any,
    idempotency_key: str | None = None,
) -> MoveResult:
    """Apply ``player``'s ``move`` to the game if it is still at ``expected_seq``.

    Returns the new last seq and the appended events, redacted for the player's seat.
    Raises ``NotFound``, ``Forbidden`` (not seated, not to move), ``Conflict`` (stale seq, or the
    same idempotency key in flight), ``Unprocessable`` (illegal move, game over, key reused with
    another body) or ``BadRequest`` (malformed move). Nothing is appended when it raises.
    """
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise BadRequest("malformed_move", 'A move is a JSON object with a "type", e.g. {"type": "play_card", ...}.')
    if isinstance(expected_seq, bool) or not isinstance(expected_seq, int) or expected_seq < 0:
        raise BadRequest("malformed_expected_seq", "expected_seq must be the seq of the last event you saw (an integer).")
    if idempotency_key is not None and not 1 <= len(idempotency_key) <= 128:
        raise BadRequest("malformed_idempotency_key", "An Idempotency-Key has 1 to 128 characters.")
    # The body's hash tells a retry with the same key from a reuse of the key for another move;
    # a move without a key has nothing to be compared with later.
    digest = request_hash(move, expected_seq) if idempotency_key is not None else None
    if idempotency_key is None and on_postgresql():
        try:
            return _submit_unlocked(game_id, player, move, expected_seq, digest)
        except Superseded as reason:
            logger.info("deciding again under the row lock: %s", reason)
    return _submit_locked(game_id, player, move, expected_seq, idempotency_key, digest)


def _submit_unlocked(game_id: int, player: Player, move: Move, expected_seq: int, digest: str | None) -> MoveResult:
    """``submit_move`` without the row lock: read the game, decide, and write everything in one
    statement guarded on the row version read (see ``writes``). Two round trips, and outside a
    transaction no ``BEGIN`` or ``COMMIT`` either; the locked path costs five.

    Raises ``Superseded`` (nothing written) if the game row changed since it was read, and for a
    game with an autopilot seat, whose moves must follow in the same transaction; the caller then
    goes the locked way. Every answer given from the unlocked read is one the locked path would
    give too: ``seq`` only grows and a game never becomes active again, so a stale seq or a game
    over seen here is still true; a seat's player changes only with a new event.

    One difference: outside a transaction the move is committed when the write returns, before
    its events are redacted for the answer; a rule set whose ``redact`` raised would leave a
    written move and a 500 (a retry gets a 409, a reload shows the move), where the locked path
    would roll the move back. Every rule set's ``redact`` runs in the random playouts.
    """
    found = read_game_and_seats(game_id, lock=False)
    if found is None:
        raise NotFound("game_not_found", f"There is no game {game_id}.")
    game, seats, version = found
    remember_row_version(game, version)
    seat = next((row.seat for row in seats if row.player_id == player.pk), None)
    if seat is None:
        raise Forbidden("not_your_game", "You do not have a seat in this game.")
    _check_active(game, expected_seq)
    if any(row.player_id is None for row in seats):
        raise Superseded("an autopilot seat may have to move after this one, in the same transaction")
    ruleset = ruleset_for(game)
    state = load_state(game, for_move=True)
    if seat not in ruleset.to_move(state):
        raise Forbidden("not_your_turn", "It is not your turn to move.")
    events = _decide(game, ruleset, state, seat, move)
    # Inside a caller's transaction a savepoint keeps a failed write from spoiling it (only tests
    # and scripts call from inside one; the API does not).
    with transaction.atomic() if connection.in_atomic_block else _no_transaction():
        rows = _append(game, ruleset, state, events, seat=seat, actor=player, request_hash=digest, seats=seats,
                       expected_version=version)
    logger.info("seat %s played %s: events up to seq %s", seat, move["type"], game.seq)
    return MoveResult(seq=game.seq, events=redacted(ruleset, rows, seat))


def _submit_locked(game_id: int, player: Player, move: Move, expected_seq: int, idempotency_key: str | None,
                   digest: str | None) -> MoveResult:
    """``submit_move`` under the game row's lock, in one transaction: for moves with an
    ``Idempotency-Key``, games with autopilot seats, off PostgreSQL, and when the unlocked way
    found the game changed under it."""
    with transaction.atomic():
        if idempotency_key is not None:
            _claim_idempotency_key(game_id, idempotency_key)
        # Every seat, read once with the lock: who the player is, and what the projections and
        # the autopilot check below need, without asking again.
        game, seats = _lock_game_and_seats(game_id)
        seat = next((row.seat for row in seats if row.player_id == player.pk), None)
        if seat is None:
            raise Forbidden("not_your_game", "You do not have a seat in this game.")
        ruleset = ruleset_for(game)
        if idempotency_key is not None:
            first = Event.objects.filter(game=game, idempotency_key=idempotency_key).first()
            if first is not None:
                if first.request_hash != digest or first.actor_id != player.pk:
                    raise Unprocessable(
                        "idempotency_key_reused",
                        "This Idempotency-Key was already used for another request; use a new key per move.",
                    )
                rows = list(Event.objects.filter(game=game, batch=first.batch).order_by("seq"))
                return MoveResult(seq=rows[-1].seq, events=redacted(ruleset, rows, seat), replayed=True)
        _check_active(game, expected_seq)
        state = load_state(game, for_move=True)
        if seat not in ruleset.to_move(state):
            raise Forbidden("not_your_turn", "It is not your turn to move.")
        events = _decide(game, ruleset, state, seat, move)
        rows = _append(game, ruleset, state, events, seat=seat, actor=player,
                       idempotency_key=idempotency_key, request_hash=digest, seats=seats)
        logger.info("seat %s played %s: events up to seq %s", seat, move["type"], game.seq)
        # The answer is about this move's batch (an idempotent retry gets the same one), not
        # about the moves the autopilot may make right after it.
        result = MoveResult(seq=game.seq, events=redacted(ruleset, rows, seat))
        _play_autopilot(game, ruleset, seats)
    return result


@log_scope(game_id="game_id", seq="expected_seq")
def apply_timeout(*, game_id: int, seat: int, expected_seq: int, now: datetime | None = None) -> MoveResult | None:
    """The deadline of ``seat`` passed: apply the rule set's ``timeout_move`` for it (actor: system).

    Compare-and-set on ``expected_seq`` and on the seat's deadline: if the game moved on, or the
    seat is no longer due, nothing happens and ``None`` is returned, so two schedulers that both
    saw the same due seat produce exactly one timeout.
    """
    now = now or timezone.now()
    with transaction.atomic():
        game, seats = _lock_game_and_seats(game_id)
        if game.status != Game.Status.ACTIVE or game.seq != expected_seq:
            return None
        seat_row = next((row for row in seats if row.seat == seat), None)
        if seat_row is None or not seat_row.is_to_move or seat_row.deadline is None or seat_row.deadline > now:
            return None
        ruleset = ruleset_for(game)
        state = load_state(game, for_move=True)
        move = ruleset.timeout_move(state, seat)
        events = _decide(game, ruleset, state, seat, move)
        marker: EngineEvent = {"type": f"{META_PREFIX}timeout", "seat": seat,
                               "data": {"deadline": seat_row.deadline.isoformat()}}
        rows = _append(game, ruleset, state, [marker, *events], seat=seat, actor=None, seats=seats)
        logger.info("seat %s timed out, %s applied: events up to seq %s", seat, move["type"], game.seq)
        notify.notify_everyone(game, notify.Kind.TIMEOUT, f"timeout:{game.pk}:{rows[0].seq}",
                               seats, seq=rows[0].seq, timed_out=seat)
        result = MoveResult(seq=game.seq, events=redacted(ruleset, rows, None))
        _play_autopilot(game, ruleset, seats)
    return result


def _play_autopilot(game: Game, ruleset: Ruleset, seats: list[Seat] | None = None) -> None:
    """Let seats an admin handed to the autopilot move now, if any is to move (see
    ``admin_actions.play_autopilot``). Inside the transaction that locked the game row.

    ``seats``: the game's seats as this transaction left them, if the caller has them. An
    autopilot seat is a seat without a player (every seat of an active game otherwise has one),
    so when every seat to move has a player there is nothing to do, and no need to ask."""
    if seats is not None:
        to_move = set(game.to_move)
        if game.status != Game.Status.ACTIVE or all(row.player_id is not None for row in seats if row.seat in to_move):
            return
    from games.services.admin_actions import play_autopilot  # it builds on this module

    play_autopilot(game, ruleset)


def extend_for_vacation(*, game_id: int, seat: int, deadline: datetime, frozen: datetime) -> bool:
    """Move ``seat``'s deadline from ``deadline`` to ``frozen`` (its player was away: vacation
    freezes the clock), if the seat is still to move with that deadline; return whether it did.

    Under the game row's lock, and the game row is updated with the earliest deadline: a move
    decided meanwhile without the lock then finds the row changed and is decided again with the
    new deadline, instead of writing the game's deadline from the seats it read before."""
    with transaction.atomic():
        game = _lock_game(game_id)
        moved = Seat.objects.filter(game_id=game_id, seat=seat, deadline=deadline, is_to_move=True).update(
            deadline=frozen)
        if moved:
            refresh_game_deadline(game)
    return bool(moved)


def refresh_game_deadline(game: Game) -> None:
    """Set the game's deadline projection to the earliest deadline of its seats to move, and save
    it (which also gives the game row a new version). Under the game row's lock."""
    deadlines = Seat.objects.filter(game=game, is_to_move=True, deadline__isnull=False).values_list(
        "deadline", flat=True)
    game.deadline = min(deadlines, default=None)
    game.save(update_fields=["deadline", "updated_at"])


def _lock_game(game_id: int) -> Game:
    """The game row, locked until the end of the transaction (``SELECT … FOR NO KEY UPDATE``),
    with its row version noted for the state cache; the seats come along in the same query (see
    ``_lock_game_and_seats``, for callers that use them)."""
    return _lock_game_and_seats(game_id)[0]


def _seats(game: Game) -> list[Seat]:
    """Every seat of the game with its player, in seat order."""
    return list(Seat.objects.filter(game_id=game.pk).select_related("player").order_by("seat"))


def _lock_game_and_seats(game_id: int) -> tuple[Game, list[Seat]]:
    """``_lock_game`` and ``_seats`` in one round trip (see ``rows.read_game_and_seats``)."""
    found = read_game_and_seats(game_id, lock=True)
    if found is None:
        raise NotFound("game_not_found", f"There is no game {game_id}.")
    game, seats, version = found
    remember_row_version(game, version)
    return game, seats


def _check_active(game: Game, expected_seq: int) -> None:
    if game.status != Game.Status.ACTIVE:
        raise Unprocessable("game_not_active", f"This game is {game.status}: no more moves.")
    if expected_seq != game.seq:
        raise Conflict(
            "stale_seq",
            f"The game moved on: it is at seq {game.seq}, not {expected_seq}. Reload and choose again.",
            seq=game.seq,
        )


# What a rule set may raise when a malformed move (a list where a card name belongs, a missing
# field) reaches code that trusted its shape, instead of the IllegalMove the contract asks for.
_MALFORMED_MOVE_ERRORS = (TypeError, ValueError, AttributeError, LookupError)


def _decide(game: Game, ruleset: Ruleset, state: State, seat: int, move: Move) -> list[EngineEvent]:
    """The rule set's events for ``move``; an ``IllegalMove`` becomes a 422 with the rule's sentence.

    A move that is not among ``legal_moves`` is illegal by the contract, so if the rule set
    stumbles on it with a plain Python error, the player still gets a 422, never a 500. The same
    error on a *listed* move is a bug of the rule set and propagates.
    """
    try:
        return ruleset.decide(state, seat, move, rng_for(game.seed, game.seq))
    except IllegalMove as error:
        raise Unprocessable(error.code, error.message, params=error.params) from None
    except _MALFORMED_MOVE_ERRORS:
        if move in ruleset.legal_moves(state, seat):
            raise
        logger.warning("rule set %s raised on a malformed move instead of IllegalMove: %r",
                       ruleset.id, move, exc_info=True)
        raise Unprocessable(
            "illegal_move", "This move is not possible now; choose one of the moves listed in legal-moves.",
        ) from None


def idempotency_lock_id(game_id: int, key: str) -> int:
    """The PostgreSQL advisory lock id that guards one (game, Idempotency-Key) pair."""
    return int.from_bytes(hashlib.sha256(f"{game_id}:{key}".encode()).digest()[:8], "big", signed=True)


def _claim_idempotency_key(game_id: int, key: str) -> None:
    """Take a transaction-scoped lock on (game, key), or fail at once if another request holds it."""
    if connection.vendor != "postgresql":
        return  # SQLite serialises writers anyway; the development server is the only user.
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_xact_lock(%s)", [idempotency_lock_id(game_id, key)])
        (acquired,) = cursor.fetchone()
    if not acquired:
        raise Conflict("request_in_progress", "A request with this Idempotency-Key is being processed; retry shortly.")


# --- appending and projecting -------------------------------------------------------------------

def _append(
    game: Game,
    ruleset: Ruleset,
    state: State | None,
    events: list[EngineEvent],
    *,
    seat: int | None,
    actor: Player | None,
    idempotency_key: str | None = None,
    request_hash: str | None = None,
    seats: list[Seat] | None = None,
    expected_version: str | None = None,
) -> list[Event]:
    """Append ``events`` after ``game.seq``, fold them into ``state`` and update the projections.

    Must run inside the transaction that locked the game row, or be given the row version the
    game was read at (``expected_version``, see ``writes``): then nothing is written and
    ``Superseded`` is raised if the row has changed since. ``seats``: every seat of the game as the
    caller read it, if it did (they are kept up to date). The events, the seat and game
    projections, a snapshot if one is due and the notifications are written by ``_project`` in one
    statement; a concurrent writer makes it a ``Conflict``.
    """
    if not events:
        return []
    # The events as stored (JSON-normalised, as a replay will read them): one text, read back twice
    # so that the rows and the fold get separate copies (evolve may keep references to event data
    # inside the state and update them later, which must never change what is stored).
    text = json.dumps(events)
    rows = _event_rows(game, json.loads(text), actor=actor, idempotency_key=idempotency_key,
                       request_hash=request_hash)
    for event in json.loads(text):
        if not event["type"].startswith(META_PREFIX):
            state = ruleset.evolve(state, event)
    assert state is not None
    # A player who moved and must move again (the next step of a decision, a new round of a
    # simultaneous choice) starts a fresh clock; a seat the system timed out keeps its old one, so
    # an absent player's remaining steps time out one after another instead of a full limit each.
    moved_again = seat if actor is not None and seat is not None else None
    _project(game, ruleset, state, rows, moved_again=moved_again, seats=seats, expected_version=expected_version)
    return rows


def append_meta(game: Game, events: list[EngineEvent], *, actor: Player | None) -> list[Event]:
    """Append service-layer ``meta:`` events (an admin action, an abort) after ``game.seq``.

    They change no rule set's state, so nothing is folded and only ``Game.seq`` moves on; this
    also works on a game whose events no longer replay (an admin must still be able to abort it).
    Must run inside the transaction that locked the game row; the caller updates the projections
    its action changes (a deadline, a seat's player, the status).
    """
    if not all(event["type"].startswith(META_PREFIX) for event in events):
        raise ValueError("append_meta only appends meta: events; moves go through _append")
    rows = _event_rows(game, json.loads(json.dumps(events)), actor=actor)
    if rows:
        game.seq = rows[-1].seq
        remember_row_version(game, write_append(AppendWrite(game, rows, fields=["seq", "updated_at"])))
    return rows


def _event_rows(
    game: Game,
    stored: list[EngineEvent],
    *,
    actor: Player | None,
    idempotency_key: str | None = None,
    request_hash: str | None = None,
) -> list[Event]:
    """``stored`` (events as JSON gives them back, owned by the rows from now on) as one batch of
    unsaved rows after ``game.seq``."""
    first_seq = game.seq + 1
    return [
        new_unsaved(
            Event, {"game": game, "actor": actor},
            game_id=game.pk, seq=first_seq + offset, type=event["type"], seat=event.get("seat"),
            data=event.get("data", {}), actor_id=actor.pk if actor is not None else None, batch=first_seq,
            idempotency_key=idempotency_key if offset == 0 else None,
            request_hash=request_hash if offset == 0 else None,
        )
        for offset, event in enumerate(stored)
    ]


def seat_deadline(turn_started: datetime, limit: timedelta, player: Player | None) -> datetime:
    """When a seat's time runs out: the move time limit, frozen while its player is on vacation."""
    deadline = turn_started + limit
    if player is not None and player.vacation_from and player.vacation_until:
        start = max(player.vacation_from, turn_started)
        if start < deadline and player.vacation_until > start:
            deadline += player.vacation_until - start
    return deadline


def _project(game: Game, ruleset: Ruleset, state: State, rows: list[Event], moved_again: int | None = None,
             seats: list[Seat] | None = None, expected_version: str | None = None) -> None:
    """Write ``rows`` and update the game's projections (and maybe store a snapshot) for the state
    after them, ``state``.

    A seat's clock starts when it becomes one of the seats to move, and it gets a "your turn"
    email then; a seat still deciding on a simultaneous choice keeps the deadline it had when
    another seat answers. ``moved_again`` is the seat whose player just moved: if it is still to
    move, its clock restarts, without an email (its player is at the table and sees it).

    ``seats`` (every seat of the game, as this transaction sees them) saves reading them again;
    they are updated in place. ``expected_version``: see ``_append``.
    """
    now = timezone.now()
    last_seq = rows[-1].seq
    previous_seq, previous_to_move = game.seq, set(game.to_move)
    outcome = ruleset.outcome(state)
    to_move = [] if outcome is not None else sorted(ruleset.to_move(state))
    game.seq = last_seq
    game.to_move = to_move
    fields = ["seq", "to_move", "deadline", "updated_at"]
    if outcome is not None:
        game.outcome = outcome
        game.status = Game.Status.FINISHED
        game.finished_at = now
        fields += ["outcome", "status", "finished_at"]
    again = {moved_again} & previous_to_move & set(to_move) if moved_again is not None else set()
    changed: list[Seat] = []
    newly: list[Seat] = []
    if set(to_move) != previous_to_move or again:
        if seats is None:
            seats = _seats(game)
        starting = (set(to_move) - previous_to_move) | again
        for row in seats:
            if row.seat in starting:
                row.is_to_move = True
                row.turn_started_at = now
                row.deadline = seat_deadline(now, game.move_time_limit, row.player) if game.move_time_limit else None
                changed.append(row)
                if row.seat not in again:
                    newly.append(row)
            elif row.is_to_move and row.seat not in to_move:
                row.is_to_move, row.deadline, row.turn_started_at = False, None, None
                changed.append(row)
        game.deadline = min((row.deadline for row in seats if row.is_to_move and row.deadline is not None),
                            default=None)
    every = settings.GAMES_SNAPSHOT_EVERY
    snapshot = None
    if outcome is not None or last_seq // every > previous_seq // every:
        snapshot = Snapshot(game=game, seq=last_seq, rules_version=ruleset.rules_version, state=state)
    notifications = notify.turn_rows(game, last_seq, newly)
    if outcome is not None:
        notifications += notify.everyone_rows(game, notify.Kind.GAME_OVER, f"over:{game.pk}", seats or _seats(game),
                                              seq=last_seq)
    write = AppendWrite(game, rows, fields, seats=changed, snapshot=snapshot, notifications=notifications)
    version = write_append(write, expected_version=expected_version)
    remember_row_version(game, version)
    # The state is filed in the cache under the row version this write gives (see reads.StateCache).
    cache_state(game, ruleset, state, version)
