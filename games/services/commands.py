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

Each action is built from the write core (``games.services.core``): lock, decide, append.
"""

from __future__ import annotations

import copy
import hashlib
import json
import logging
import math
import threading
from collections.abc import Collection
from contextlib import nullcontext as _no_transaction
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone
from django.utils.translation import gettext

from config.logging import log_scope
from games.engine import InvalidSetup, Move, Ruleset, State, rng_for
from games.meta_events import AUTOPILOT, CONDITIONAL, FORCED, TIMEOUT, is_meta
from games.models import Event, Game, Invitation, Seat
from games.rulesets import registry
from games.services import bot_moves, forced, invitations, queries, refusals
from games.services.core import (
    abort_waiting,
    append,
    autopilot_seats,
    check_active,
    decide,
    lock_game,
    refresh_game_deadline,
)
from games.services.errors import (
    BadRequest,
    Conflict,
    ServiceError,
    Unprocessable,
)
from games.services.reads import load_state, redacted, remember_row_version, ruleset_for
from games.services.seating import SeatPlan, draw_seating, plan_seats
from games.store import Superseded, event_store
from outbox import emails as outbox
from players.models import Player
from players.services import get_or_create_player

logger = logging.getLogger(__name__)


# What a move's answer may show of the game after it, besides its events (``submit_move``'s ``show``).
SHOW_VIEW, SHOW_LEGAL_MOVES = "view", "legal_moves"


@dataclass
class MoveResult:
    """A move's answer: the last seq of its batch and its events as the mover's seat sees them.

    With ``show`` (``submit_move``), also the game as the mover's seat sees it now (``view``) and
    the moves open to that seat now (``legal_moves``), both at ``now_seq``: what ``view`` and
    ``legal_moves`` of ``games.services`` would answer right after the move, read from the state
    the move itself folded (no second fold). ``None`` when not asked for."""

    seq: int
    events: list[dict]
    replayed: bool = False
    seat: int | None = None
    now_seq: int | None = None
    ruleset: str | None = None  # the game's rule set id, with ``view`` or ``legal_moves``
    view: dict | None = None
    legal_moves: list[Move] | None = None


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
    rated: bool = False,
) -> Game:
    """Create a game whose seats follow ``seats`` in order. Each entry is:

    - a player id: the creator, or a player who opted in (``Player.seat_directly``), is seated at
      once; any other id gets an invitation that only that player may accept (consent). An id
      that names no active player gets one too, which nobody can accept: the answer is the same
      whether or not the id exists;
    - an email address: an invitation by email (the creator's own address seats the creator);
    - ``{"kind": "open"}`` (anyone may take it from the lobby), ``{"kind": "link"}`` (only people
      holding the game's invite link, ``players.links.invite_token``) or ``{"kind": "bot"}`` (a bot
      plays it from the first move; ``"level"``: "easy", "normal" (the default) or "strong").

    ``seating``: "listed", or "random" (the order is drawn from the seed when the game starts).
    ``seed`` (default: a fresh random secret) is the game's secret from which every random draw
    derives; tools that must reproduce a game exactly (``manage.py record_games``) pass their own.
    ``join_within`` (default ``GAMES_JOIN_WITHIN_HOURS``): a game still waiting after that long
    expires (``lobby.expire_waiting_games``). ``rematch_of``: the finished game this one replays.
``rated``: once finished, the game counts for its players' ratings; a rated game has two seats
or more, at least one of them a person's; its bots are rated as fixed anchors (``check_rated``).

    The creator must hold a seat. A game with no invitation and no open or link seat starts at
    once (a bot that moves first moves then); otherwise it waits. Raises ``BadRequest`` for an
    unknown rule set, bad seat entries or an out-of-range ``join_within`` (what the schema
    states), ``Unprocessable`` for repeated players, a list without the creator, a wrong player
    count or options the rule set refuses, a rated game of bots only or of a single seat, and a 429 ``ServiceError`` past ``INVITATIONS_PER_DAY``.
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
    if rated:
        check_rated(plans)
    try:
        resolved = ruleset.resolve_options(len(seats), options or {})
    except InvalidSetup as error:
        raise Unprocessable(error.code, error.message) from None
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
            rated=rated,
            **({"seed": seed} if seed else {}),
        )
        Seat.objects.bulk_create(
            Seat(game=game, seat=index, kind=plan.kind, bot_level=plan.bot_level, player=direct.get(plan.player_id))
            for index, plan in enumerate(plans)
        )
        expires = now + timedelta(days=settings.INVITATION_MAX_AGE_DAYS)
        made = []
        for index, plan in enumerate(plans):
            if plan.kind != Seat.Kind.PLAYER or plan.player_id in direct:
                continue
            invitee = found.get(plan.player_id) if plan.player_id is not None else None
            invitation = Invitation.objects.create(
                game=game, seat=index, player=invitee, email=invitee.email if invitee else plan.email or "",
                invited_by=creator, expires_at=expires)
            if invitation.email:
                outbox.notify_invitation(invitation)
            made.append(invitation)
        invitations.push(made)
        start_when_full(game, ruleset, actor=creator, announce=False)
    return game


def create_agreed_game(
    *,
    organiser: Player,
    ruleset_id: str,
    players: list[Player],
    options: dict[str, Any] | None = None,
    move_time_limit: timedelta | None = None,
    rated: bool = False,
    seed: str | None = None,
) -> Game:
    """Create and start a game among ``players``, who all agreed to play it beforehand (they
    joined an event that pairs them, such as a tournament): each holds the seat of their place in
    ``players`` at once, without an invitation, and the game starts now, with the usual emails
    ("your turn" to who moves first, "the game started" to the others). ``organiser`` is recorded
    as the game's creator and need not sit at it. ``seed``: the game's secret seed, as for
    ``create_game`` (default: a fresh random secret).

    Raises ``BadRequest`` for an unknown rule set, ``Unprocessable`` for a player named twice, a
    wrong player count or options the rule set refuses, or a rated game of one. Nothing is created
    when it raises."""
    if ruleset_id not in registry():
        known = ", ".join(registry().ids())
        raise BadRequest("unknown_ruleset", f"There is no game called {ruleset_id!r}. Known games: {known}.")
    ruleset = registry().get(ruleset_id)
    if len({player.pk for player in players}) != len(players):
        raise Unprocessable("duplicate_player", gettext("A player can hold only one seat in a game."))
    if rated:
        check_rated([SeatPlan(Seat.Kind.PLAYER, player_id=player.pk) for player in players])
    try:
        resolved = ruleset.resolve_options(len(players), options or {})
    except InvalidSetup as error:
        raise Unprocessable(error.code, error.message) from None
    if move_time_limit is None:
        move_time_limit = timedelta(hours=settings.GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS)
    with transaction.atomic():
        game = Game.objects.create(
            ruleset=ruleset.id, options=resolved, status=Game.Status.WAITING, seating=Game.Seating.LISTED,
            move_time_limit=move_time_limit, created_by=organiser, rated=rated, **({"seed": seed} if seed else {}))
        Seat.objects.bulk_create(Seat(game=game, seat=index, kind=Seat.Kind.PLAYER, player=player)
                                 for index, player in enumerate(players))
        start_when_full(game, ruleset, actor=organiser)
    return game


def check_rated(plans: list[SeatPlan]) -> None:
    """Refuse (422) a rated game that nobody would be rated by: a game alone has nobody to be
    compared with (``rated_alone``), and a game of bots only has no person to rate
    (``rated_with_bot``; the creator's own seat rules it out today, the check states the rule).
    Bot seats are welcome beside people: each is rated as its level's fixed rating
    (``ratings.anchors``), and only the people's ratings move."""
    if all(plan.kind == Seat.Kind.BOT for plan in plans):
        raise Unprocessable("rated_with_bot", gettext("A game of bots only cannot be rated: play it unrated."))
    if len(plans) < 2:
        raise Unprocessable("rated_alone", gettext("A rated game needs at least two players."))


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
    raise refusals.too_many_invitations(limit, retry_after)


def _start(game: Game, ruleset: Ruleset, actor: Player | None) -> None:
    """Set the game up (its opening events) and make it active. Inside the creating transaction."""
    events = ruleset.setup(game.seats.count(), game.options, rng_for(game.seed, 0))
    game.status = Game.Status.ACTIVE
    game.join_by = None  # it filled: nothing left to expire
    game.save(update_fields=["status", "join_by"])
    append(game, ruleset, None, events, seat=None, actor=actor)


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
        outbox.notify_everyone(game, outbox.Kind.GAME_STARTED, f"started:{game.pk}",
                               [s for s in game.seats.select_related("player") if s.seat not in waiting])
    forced.after_append(game, ruleset, list(game.seats.select_related("player").order_by("seat")))
    return True


def _locked_invitation(invitation_id: int, player: Player | None) -> Invitation:
    """The invitation ``invitation_id``, locked until the transaction ends, that ``player`` (the
    signed-in player, or ``None``) may answer. Raises ``NotFound`` for no such invitation or one
    that names nobody, and ``Forbidden`` for one to another player's id."""
    invitation = Invitation.objects.select_for_update().filter(pk=invitation_id).first()
    if invitation is None or (invitation.player_id is None and not invitation.email):
        raise refusals.invitation_not_found()
    if invitation.player_id is not None and player is not None and player.pk != invitation.player_id:
        raise refusals.not_your_invitation()
    return invitation


def _record_answer(invitation: Invitation, status: str) -> None:
    """Mark the locked ``invitation`` answered (accepted or declined), now."""
    invitation.status = status
    invitation.answered_at = timezone.now()
    invitation.save(update_fields=["status", "answered_at"])


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
        invitation = _locked_invitation(invitation_id, player)
        game, _seats = lock_game(invitation.game_id)
        if invitation.status != Invitation.Status.PENDING or game.status != Game.Status.WAITING:
            raise refusals.invitation_closed()
        if invitation.expires_at <= timezone.now():
            raise refusals.invitation_expired()
        if player is None and invitation.player_id is not None:
            player = invitation.player
        if player is None:
            player, _created = get_or_create_player(invitation.email, name=name)
        if Seat.objects.filter(game=game, player=player).exists():
            raise refusals.already_seated_invited()
        Seat.objects.filter(game=game, seat=invitation.seat).update(player=player)
        _record_answer(invitation, Invitation.Status.ACCEPTED)
        start_when_full(game, ruleset_for(game), actor=player)
    return game, player


def decline_invitation(*, invitation_id: int, player: Player | None = None) -> Game:
    """Decline an invitation: the game cannot start, so it is aborted and everyone is told.

    ``player``, when given, must be the invited player of an invitation to a player id."""
    with transaction.atomic():
        invitation = _locked_invitation(invitation_id, player)
        if invitation.status != Invitation.Status.PENDING:
            raise refusals.invitation_closed()
        _record_answer(invitation, Invitation.Status.DECLINED)
        game, _seats = lock_game(invitation.game_id)
        abort_waiting(game, reason="declined", who=invitation.email)
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
            game, _seats = lock_game(invitation.game_id)
            abort_waiting(game, reason="expired", who=invitation.email)
            count += 1
    return count


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
    show: Collection[str] = (),
) -> MoveResult:
    """Apply ``player``'s ``move`` to the game if it is still at ``expected_seq``.

    Returns the new last seq and the appended events, redacted for the player's seat; with
    ``show`` (``SHOW_VIEW``, ``SHOW_LEGAL_MOVES``), also the seat's view and legal moves after it
    (see ``MoveResult``), so that a client needs no other request before its next move.
    Raises ``NotFound``, ``Forbidden`` (not seated), ``Conflict`` (not to move, stale seq, or the
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
    if idempotency_key is None and event_store().guarded_writes and game_id not in _games_played_for:
        try:
            return _move(game_id, player, move, expected_seq, None, digest, guarded=True, show=show)
        except Superseded as reason:
            logger.info("deciding again under the row lock: %s", reason)
    with transaction.atomic():
        return _move(game_id, player, move, expected_seq, idempotency_key, digest, guarded=False, show=show)


def _move(game_id: int, player: Player, move: Move, expected_seq: int, idempotency_key: str | None,
          digest: str | None, *, guarded: bool, show: Collection[str] = ()) -> MoveResult:
    """The one move path, in one of two modes.

    Locked (``guarded=False``), inside the caller's transaction: the game row is locked first, so
    nothing changes the game until the commit; an ``Idempotency-Key`` is claimed before that, and
    a key already used answers with its first batch again. Every move with a key, every game in
    which a move may be played for a seat after this one (an autopilot seat, a player who has
    their forced moves played, conditional moves waiting: ``forced.needs_lock``), and every store
    without guarded writes goes this way; what follows the move (``forced.after_append``) is in
    its transaction.

    Guarded (``guarded=True``, no key): the game is read without a lock and written only if its
    row is still the version read (``games.store``): two round trips, and outside a transaction
    no ``BEGIN`` or ``COMMIT`` either; the locked way costs five. ``Superseded`` (nothing written)
    if the row changed since, and for a game where a move may be played for a seat after this one
    (``forced.needs_lock``), which must follow in the same transaction: the caller then goes the
    locked way. Every answer given from the
    unlocked read is one the locked way would give too: ``seq`` only grows and a game never
    becomes active again, so a stale seq or a game over seen here is still true; a seat's player
    changes only with a new event. One difference: outside a transaction the move is committed
    when the write returns, before its events are redacted for the answer; a rule set whose
    ``redact`` raised would leave a written move and a 500 (a retry gets a 409, a reload shows the
    move), where the locked way would roll it back. Every rule set's ``redact`` runs in the
    random playouts.
    """
    store = event_store()
    if idempotency_key is not None and not store.lock_idempotency_key(game_id, idempotency_key):
        raise Conflict("request_in_progress", "A request with this Idempotency-Key is being processed; retry shortly.")
    if guarded:
        found = store.read_game(game_id, lock=False)
        if found is None:
            raise refusals.game_not_found(game_id)
        game, seats, version = found
        remember_row_version(game, version)
    else:
        # Every seat, read once with the lock: who the player is, and what the projections and
        # the autopilot check need, without asking again.
        (game, seats), version = lock_game(game_id), None
    seat = next((row.seat for row in seats if row.player_id == player.pk), None)
    if seat is None:
        raise refusals.not_your_game()
    ruleset = ruleset_for(game)
    if idempotency_key is not None:
        first = store.batch_of_key(game.pk, idempotency_key)
        if first:
            if first[0].request_hash != digest or first[0].actor_id != player.pk:
                raise Unprocessable(
                    "idempotency_key_reused",
                    "This Idempotency-Key was already used for another request; use a new key per move.",
                )
            replay = MoveResult(seq=first[-1].seq, events=redacted(ruleset, first, seat), replayed=True)
            return _shown(replay, game, ruleset, seat, show, load_state(game) if show else None)
    if _decided_alongside(game, ruleset, seats, seat, expected_seq):
        expected_seq = game.seq  # nothing the seat's choice rested on changed: it stands
    check_active(game, expected_seq)
    robots = autopilot_seats(game, seats)
    if guarded and forced.needs_lock(seats):
        _games_played_for.add(game.pk)
        raise Superseded("a move may be played for a seat after this one (autopilot, forced, conditional), "
                         "in the same transaction")
    state = load_state(game, for_move=True)
    if seat not in ruleset.to_move(state):
        raise refusals.not_your_turn()
    events = decide(game, ruleset, state, seat, move)
    # A guarded write inside a caller's transaction (tests and scripts; the API calls from none)
    # takes a savepoint, so that a failed write does not spoil the caller's transaction.
    seen: list[MoveResult] = []  # the seat's view and legal moves, read from the state the move folds

    def observe(after: State) -> None:
        if robots & set(ruleset.to_move(after)):
            return  # the autopilot moves next: what the answer shows is read after it (below)
        shown = _shown(MoveResult(seq=game.seq, events=[]), game, ruleset, seat, show, after)
        # A view or a move may share objects with the state, which the cache hands to the next
        # move of this game to update (reads.StateCache): the answer takes its own copy now.
        shown.view, shown.legal_moves = json.loads(json.dumps([shown.view, shown.legal_moves]))
        seen.append(shown)

    with transaction.atomic() if guarded and connection.in_atomic_block else _no_transaction():
        rows = append(game, ruleset, state, events, seat=seat, actor=player, idempotency_key=idempotency_key,
                      request_hash=digest, seats=seats, expected_version=version,
                      observe=observe if show else None)
    logger.info("seat %s played %s: events up to seq %s", seat, move["type"], game.seq)
    # The answer is about this move's batch (an idempotent retry gets the same one), not about
    # the moves the autopilot may make right after it; what it shows of the game now is after them.
    result = MoveResult(seq=game.seq, events=redacted(ruleset, rows, seat))
    if seen:
        result.seat, result.now_seq, result.ruleset = seat, seen[0].now_seq, seen[0].ruleset
        result.view, result.legal_moves = seen[0].view, seen[0].legal_moves
    if not guarded:
        moved_on = game.seq
        forced.after_append(game, ruleset, seats, mover=seat, move=move)
        if show and (game.seq != moved_on or not seen):  # a move was (or was to be) played for a seat
            _shown(result, game, ruleset, seat, show, load_state(game))
    return result


@log_scope(game_id="game_id", seq="expected_seq")
def play_bot_move(*, game_id: int, seat: int, expected_seq: int) -> MoveResult | None:
    """Choose and play the move of bot seat ``seat`` of the game at ``expected_seq``: the "bots"
    queue's task (``games.services.bot_moves``). Returns the move's result (its events as nobody's
    seat sees them), or ``None`` when there is nothing to play.

    The search runs first, on the game as read outside any transaction, so that no lock is held
    while the bot thinks; the move is then played as a player's is, the locked way: the game row
    locked, compare-and-set on ``expected_seq``, the rule set's checks (``decide``), one batch
    after a ``meta:autopilot`` marker naming the bot's level (actor: the system), then what
    follows every move (``forced.after_append``: conditional answers, forced moves, the autopilot,
    which asks for the next bot move).

    Each decision is searched once. A task that finds the game already past ``expected_seq``
    (another task played this seq; a redelivery) plays nothing and searches nothing; so does a
    task for a seat whose search another task holds (``bot_moves.claim_search``: the sweep's
    request, or the one made after another seat's move while this seat was searching). A move
    searched while only other seats moved (a simultaneous decision: two bots searching side by
    side, a person answering first) is still played if this seat's legal moves are the same
    (``_decided_alongside``, as for a person's move). A move made stale otherwise (a ``meta:``
    event, a move that changed this seat's choices) is dropped and the seat asked for again at the
    game's seq. A game that ended, or whose seat is no longer a bot to move, gets nothing; the
    answer is then ``None``. A move the rule set refuses is logged, and the seat waits for its
    deadline.
    """
    game = Game.objects.filter(pk=game_id).first()
    if game is None or game.status != Game.Status.ACTIVE or game.seq != expected_seq:
        return None
    row = Seat.objects.filter(game=game, seat=seat).first()
    if row is None or not bot_moves.is_bot(row) or seat not in game.to_move:
        return None
    if not bot_moves.claim_search(game_id, row):
        logger.info("bot move of seat %s not searched: a search of that seat is under way", seat)
        return None
    try:
        ruleset = ruleset_for(game)
        move = bot_moves.choose(game, ruleset, load_state(game), row)
    finally:
        bot_moves.release_search(game_id, seat)
    with transaction.atomic():
        game, seats = lock_game(game_id)
        row = next((each for each in seats if each.seat == seat), None)
        if game.status != Game.Status.ACTIVE or row is None or not bot_moves.is_bot(row) or seat not in game.to_move:
            logger.info("bot move of seat %s dropped: the seat is not a bot to move at seq %s", seat, game.seq)
            return None
        if game.seq != expected_seq and not _decided_alongside(game, ruleset, seats, seat, expected_seq):
            # Something else than other seats' moves happened meanwhile (a vacation, an admin's
            # action, a move that changed this seat's choices): the move may no longer fit, and
            # whoever moved the game on may not have asked for this seat (a meta: event asks for
            # nobody; a request made while this search was under way searched nothing).
            logger.info("bot move of seat %s dropped: the game moved on to seq %s; asked again", seat, game.seq)
            bot_moves.request(game, seat)
            return None
        state = load_state(game, for_move=True)
        try:
            events = decide(game, ruleset, state, seat, move)
        except ServiceError as error:
            logger.error("the bot's move %r of seat %s was refused: %s", move, seat, error.code)
            return None
        marker = bot_moves.marker(seat, row)
        rows = append(game, ruleset, state, [marker, *events], seat=seat, actor=None, seats=seats)
        logger.info("bot seat %s (%s) played %s: events up to seq %s", seat, bot_moves.level_of(row),
                    move["type"], game.seq)
        result = MoveResult(seq=game.seq, events=redacted(ruleset, rows, None))
        forced.after_append(game, ruleset, seats, mover=seat, move=move)
    return result


# How far back a stale ``expected_seq`` is looked at by ``_decided_alongside``: a simultaneous
# choice of a few seats is a few batches; farther back, the seat reloads.
SIMULTANEOUS_LOOKBACK = 64
# The markers of a move played for a seat: a batch that starts with one was that seat's move.
PLAYED_FOR_MARKERS = frozenset({TIMEOUT, AUTOPILOT, FORCED, CONDITIONAL})


def _decided_alongside(game: Game, ruleset: Ruleset, seats: list[Seat], seat: int, expected_seq: Any) -> bool:
    """Whether a move of ``seat`` sent at the older ``expected_seq`` may still be played: since
    then only other seats moved (players, or moves played for them: timeouts, the autopilot,
    forced and conditional moves), ``seat`` was to move then and is now, and its legal moves are
    the same. That is a simultaneous choice (Grænaland's phases), where the others' choices must
    not make a seat's move stale when nothing it could see and choose from changed. Anything else
    after ``expected_seq`` (the seat's own move, a takeback, an admin's repair, more than
    ``SIMULTANEOUS_LOOKBACK`` events) keeps the move stale."""
    if game.status != Game.Status.ACTIVE or isinstance(expected_seq, bool) or not isinstance(expected_seq, int):
        return False
    if not 0 < expected_seq < game.seq or game.seq - expected_seq > SIMULTANEOUS_LOOKBACK:
        return False
    seat_of_player = {row.player_id: row.seat for row in seats if row.player_id is not None}
    rows = list(Event.objects.filter(game=game, seq__gt=expected_seq).order_by("seq"))
    for row in rows:
        if row.seq != row.batch:
            continue
        if row.type in PLAYED_FOR_MARKERS:
            mover = row.seat
        elif is_meta(row.type) or row.actor_id is None:
            return False
        else:
            mover = seat_of_player.get(row.actor_id)
        if mover is None or mover == seat:
            return False
    before, now = load_state(game, at=expected_seq), load_state(game)
    if seat not in ruleset.to_move(before) or seat not in ruleset.to_move(now):
        return False
    return ruleset.legal_moves(before, seat) == ruleset.legal_moves(now, seat)


class _RecentGames:
    """A bounded set of game ids, safe across a process's threads: the oldest goes first."""

    def __init__(self, size: int) -> None:
        self._ids: dict[int, None] = {}
        self._size = size
        self._lock = threading.Lock()

    def __contains__(self, game_id: int) -> bool:
        return game_id in self._ids

    def add(self, game_id: int) -> None:
        with self._lock:
            self._ids[game_id] = None
            if len(self._ids) > self._size:
                del self._ids[next(iter(self._ids))]


# Games this process saw where a move may be played for a seat after another (an autopilot seat, a
# player who has their forced moves played, a conditional move waiting: ``forced.needs_lock``):
# their moves go the locked way at once, instead of reading the game unlocked first only to find
# that and read it again under the lock. A hint only: a game where nothing is played for anyone
# any more goes the locked way too, which is always right.
_games_played_for = _RecentGames(10_000)


def _shown(result: MoveResult, game: Game, ruleset: Ruleset, seat: int, show: Collection[str],
           state: State | None) -> MoveResult:
    """``result`` with what ``show`` asks of the game now (``game.seq``) as ``seat`` sees it, read
    from ``state``, the state after ``game.seq``: the answers of ``GET …/view/`` and
    ``GET …/legal-moves/`` (``queries.legal_moves``), without reading the state again."""
    if not show:
        return result
    result.seat, result.now_seq, result.ruleset = seat, game.seq, game.ruleset
    if SHOW_VIEW in show:
        result.view = ruleset.view(state, seat) if state is not None else {}
    if SHOW_LEGAL_MOVES in show:
        result.legal_moves = queries.legal_moves(game, seat, state=state) if state is not None else []
    return result


# The most decisions a timeout plays for a late seat at once: a turn is a few decisions (Knarr's
# action then its trade, Greenland's choices, a round of Grænaland's phases); the bound only stops
# a rule set whose timeout move never ends the seat's turn from looping inside the transaction.
TIMEOUT_MAX_DECISIONS = 100


@log_scope(game_id="game_id", seq="expected_seq")
def apply_timeout(*, game_id: int, seat: int, expected_seq: int, now: datetime | None = None) -> MoveResult | None:
    """The deadline of ``seat`` passed: play the seat's whole turn with the rule set's
    ``timeout_move`` (actor: system), as one batch after one ``meta:timeout`` marker, and email the
    others once.

    The whole turn: the timeout move, again and again while the seat is still to move in the
    state it leads to (a turn of several decisions), up to ``TIMEOUT_MAX_DECISIONS``, so the
    others do not get a timeout email per decision a scan apart. A later decision the rule set
    refuses ends the batch there (logged); the seat then keeps its deadline and times out again.

    Compare-and-set on ``expected_seq`` and on the seat's deadline: if the game moved on, or the
    seat is no longer due, nothing happens and ``None`` is returned, so two schedulers that both
    saw the same due seat produce exactly one timeout.
    """
    now = now or timezone.now()
    with transaction.atomic():
        game, seats = lock_game(game_id)
        if game.status != Game.Status.ACTIVE or game.seq != expected_seq:
            return None
        seat_row = next((row for row in seats if row.seat == seat), None)
        if seat_row is None or not seat_row.is_to_move or seat_row.deadline is None or seat_row.deadline > now:
            return None
        ruleset = ruleset_for(game)
        state = load_state(game, for_move=True)
        marker = {"type": TIMEOUT, "seat": seat, "data": {"deadline": seat_row.deadline.isoformat()}}
        moves, events = _timeout_turn(game, ruleset, state, seat, after_seq=game.seq + 1)
        rows = append(game, ruleset, state, [marker, *events], seat=seat, actor=None, seats=seats)
        logger.info("seat %s timed out, %s applied: events up to seq %s", seat,
                    ", ".join(move["type"] for move in moves), game.seq)
        result = MoveResult(seq=game.seq, events=redacted(ruleset, rows, None))
        forced.after_append(game, ruleset, seats)
        # One email per person for the timeout: whoever the timeout (or the autopilot right after
        # it) made the next to move, or told that the game ended, already gets that email, whose
        # log tells of the timeout; everyone else gets the timeout email. Its ``seq`` is the batch's
        # last, so that it shows the game after the turn played for the late seat (what it tells),
        # and ``batch`` the first: the timeout's own events.
        told = queries.players_emailed_since(game, expected_seq, kinds=(outbox.Kind.YOUR_TURN, outbox.Kind.GAME_OVER))
        outbox.notify_everyone(game, outbox.Kind.TIMEOUT, f"timeout:{game.pk}:{rows[0].seq}",
                               [row for row in seats if row.player_id not in told], seq=rows[-1].seq,
                               batch=rows[0].seq, timed_out=seat)
    return result


def _timeout_turn(game: Game, ruleset: Ruleset, state: State, seat: int, *,
                  after_seq: int) -> tuple[list[Move], list[dict]]:
    """The moves and events of ``seat``'s whole turn played by ``timeout_move`` from ``state``, the
    first of them following seq ``after_seq``. ``state`` is left as it was (the decisions after
    the first are decided on a copy, which the later ``append`` folds for real).

    The first decision's refusal propagates (as a move's would: nothing is written); a later one
    ends the turn there."""
    moves: list[Move] = []
    events: list[dict] = []
    ahead = state
    while len(moves) < TIMEOUT_MAX_DECISIONS:
        move = ruleset.timeout_move(ahead, seat)
        try:
            decided = decide(game, ruleset, ahead, seat, move, after_seq=after_seq + len(events))
        except Unprocessable:
            if not moves:
                raise
            logger.error("the timeout move %r of seat %s was refused after %s decisions", move, seat, len(moves))
            break
        moves.append(move)
        events.extend(decided)
        if ahead is state:
            ahead = copy.deepcopy(state)  # the caller's state is folded by ``append``, once
        for event in json.loads(json.dumps(decided)):  # as stored: the fold must not share them
            ahead = ruleset.evolve(ahead, event)
        if ruleset.outcome(ahead) is not None or seat not in ruleset.to_move(ahead):
            break
    return moves, events


def extend_for_vacation(*, game_id: int, seat: int, deadline: datetime, frozen: datetime) -> bool:
    """Move ``seat``'s deadline from ``deadline`` to ``frozen`` (its player was away: vacation
    freezes the clock), if the seat is still to move with that deadline; return whether it did.

    Under the game row's lock, and the game row is updated with the earliest deadline: a move
    decided meanwhile without the lock then finds the row changed and is decided again with the
    new deadline, instead of writing the game's deadline from the seats it read before."""
    with transaction.atomic():
        game, _seats = lock_game(game_id)
        moved = Seat.objects.filter(game_id=game_id, seat=seat, deadline=deadline, is_to_move=True).update(
            deadline=frozen)
        if moved:
            refresh_game_deadline(game)
    return bool(moved)


