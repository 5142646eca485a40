"""The write core of the game services: lock, decide, append, and what follows every append.

Every action that changes a game (a move, a timeout, an invitation accepted, an admin's repair,
a player leaving) is built from these public functions, and only from them:

- ``lock_game``: the game row, locked until the end of the transaction, with its seats. Every
  writer of a game, its seats or its events holds it (or, for a guarded move, writes only if the
  row is still the version it read: see ``games.store``), so they never interleave.
- ``decide``: the rule set's events for a move, an illegal move turned into a 422.
- ``append``: events after ``game.seq``, folded into the state; the projections (``Game.seq``,
  who is to move, their clocks and deadlines, the outcome), a snapshot when due, and the "your
  turn" and "game over" emails, all written by the store in one go.
- ``append_meta``: the service layer's own ``meta:`` events (``games.meta_events``).
- ``play_autopilot``: after every append, the autopilot's seats move if they are to move.
- ``abort_waiting``: a game that never started ends, and everyone is told.

Locking contract: each function says whether it needs the game row's lock; those that do must
run inside the transaction that took it with ``lock_game``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone, translation

from games import signals
from games.engine import Event as EngineEvent
from games.engine import IllegalMove, Move, Ruleset, State, rng_for
from games.meta_events import is_meta
from games.models import Event, Game, Invitation, Seat, Snapshot
from games.rulesets import presentation_for
from games.rulesets.messages import REFUSAL_DOMAINS
from games.services import bot_moves, refusals
from games.services.errors import BadRequest, Conflict, ServiceError, Unprocessable
from games.services.reads import cache_state, load_state, remember_row_version
from games.store import AppendWrite, SeqTaken, event_store, new_unsaved
from outbox import emails as outbox
from outbox import webhooks as webhook_outbox
from players.models import Player

logger = logging.getLogger(__name__)

# The autopilot stops after this many moves in one go: a rule set whose timeout move never ends
# the seat's turn must not hold the game row locked forever. The next event resumes it.
AUTOPILOT_MAX_MOVES = 500


# --- locking and checking -----------------------------------------------------------------------

def lock_game(game_id: int) -> tuple[Game, list[Seat]]:
    """The game row, locked until the end of the transaction, with every seat (and its player) in
    seat order, in one round trip; the row version is noted for the state cache. ``NotFound`` if
    there is no such game. Inside a transaction."""
    found = event_store().read_game(game_id, lock=True)
    if found is None:
        raise refusals.game_not_found(game_id)
    game, seats, version = found
    remember_row_version(game, version)
    return game, seats


def all_seats(game: Game) -> list[Seat]:
    """Every seat of the game with its player, in seat order."""
    return list(Seat.objects.filter(game_id=game.pk).select_related("player").order_by("seat"))


def check_active(game: Game, expected_seq: int) -> None:
    """``Unprocessable`` if the game is not active, ``Conflict`` (with the current seq) if it is not
    at ``expected_seq``."""
    if game.status != Game.Status.ACTIVE:
        raise refusals.game_not_active(game.status)
    if expected_seq != game.seq:
        raise Conflict(
            "stale_seq",
            f"The game moved on: it is at seq {game.seq}, not {expected_seq}. Reload and choose again.",
            seq=game.seq,
        )


# --- deciding and appending ----------------------------------------------------------------------

# What a rule set may raise when a malformed move (a list where a card name belongs, a missing
# field) reaches code that trusted its shape, instead of the IllegalMove the contract asks for.
_MALFORMED_MOVE_ERRORS = (TypeError, ValueError, AttributeError, LookupError)


# The refusals of a rule set that are not the rules' verdict on a move, and the class (hence the
# status) they are answered with, as the service layer answers the same faults it finds itself: a
# move that cannot be read is the request's fault (400), and a seat that is not to move meets a
# state that has moved on (409, like a stale seq: read the game again). Every other code is 422.
_REFUSAL_CLASSES: dict[str, type[ServiceError]] = {"malformed_move": BadRequest, "not_your_turn": Conflict}


def refused(ruleset: Ruleset, error: IllegalMove) -> ServiceError:
    """The answer to a rule's refusal: 422 (``Unprocessable``), or 400 for ``malformed_move`` and
    409 for ``not_your_turn`` (``_REFUSAL_CLASSES``); its sentence in the active language (the
    request's, which ``LocaleMiddleware`` and ``PlayerPreferencesMiddleware`` chose; English
    outside a request), as the rule set's presentation says it (``Presentation.refusal``: English is
    ``error.message`` byte for byte, and a refusal without a template stays English); ``code`` and
    ``params`` as the rule gave them. ``localized`` tells a page the sentence is already in its
    language."""
    locale = translation.get_language() or "en"
    kind = _REFUSAL_CLASSES.get(error.code, Unprocessable)
    problem = kind(error.code, presentation_for(ruleset.id).refusal(error, locale), params=error.params)
    problem.localized = error.template is not None and ruleset.id in REFUSAL_DOMAINS
    return problem


def decide(game: Game, ruleset: Ruleset, state: State, seat: int, move: Move,
           *, after_seq: int | None = None) -> list[EngineEvent]:
    """The rule set's events for ``move``; an ``IllegalMove`` becomes a 422 with the rule's sentence.

    The move's random draws derive from the game's seed and the seq its events follow:
    ``after_seq``, by default ``game.seq`` (a batch that decides several moves before appending
    them passes the seq each one follows, so each draws afresh).

    A move that is not among ``legal_moves`` is illegal by the contract, so if the rule set
    stumbles on it with a plain Python error, the player still gets a 422, never a 500. The same
    error on a *listed* move is a bug of the rule set and propagates.
    """
    try:
        return ruleset.decide(state, seat, move, rng_for(game.seed, game.seq if after_seq is None else after_seq))
    except IllegalMove as error:
        raise refused(ruleset, error) from None
    except _MALFORMED_MOVE_ERRORS:
        if move in ruleset.legal_moves(state, seat):
            raise
        logger.warning("rule set %s raised on a malformed move instead of IllegalMove: %r",
                       ruleset.id, move, exc_info=True)
        raise Unprocessable(
            "illegal_move", "This move is not possible now; choose one of the moves listed in legal-moves.",
        ) from None


def append(
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
    observe: Callable[[State], None] | None = None,
    snapshot: bool = False,
) -> list[Event]:
    """Append ``events`` after ``game.seq``, fold them into ``state`` and update the projections.

    Must run inside the transaction that locked the game row, or be given the row version the
    game was read at (``expected_version``, see ``writes``): then nothing is written and
    ``Superseded`` is raised if the row has changed since. ``seats``: every seat of the game as the
    caller read it, if it did (they are kept up to date). The events, the seat and game
    projections, a snapshot if one is due and the notifications are written by ``_project`` in one
    statement; a concurrent writer makes it a ``Conflict``. ``observe``: called with the state
    after the events once they are written and the game's projections updated, before the state
    is handed to the state cache (it may read the state, never keep or change it): what a move's
    answer shows of the new state is read there, without folding again. ``snapshot``: store a
    snapshot of the state after the events even if none is due (a takeback, whose state is not
    the fold of the events before it plus its own).
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
        if not is_meta(event["type"]):
            state = ruleset.evolve(state, event)
    assert state is not None
    # A player who moved and must move again (the next step of a decision, a new round of a
    # simultaneous choice) starts a fresh clock; a seat the system timed out keeps its old one, so
    # an absent player's remaining steps time out one after another instead of a full limit each.
    moved_again = seat if actor is not None and seat is not None else None
    _project(game, ruleset, state, rows, moved_again=moved_again, seats=seats, expected_version=expected_version,
             observe=observe, snapshot=snapshot)
    return rows


def append_meta(game: Game, events: list[EngineEvent], *, actor: Player | None) -> list[Event]:
    """Append service-layer ``meta:`` events (an admin action, an abort) after ``game.seq``.

    They change no rule set's state, so nothing is folded and only ``Game.seq`` moves on; this
    also works on a game whose events no longer replay (an admin must still be able to abort it).
    Must run inside the transaction that locked the game row; the caller updates the projections
    its action changes (a deadline, a seat's player, the status).
    """
    if not all(is_meta(event["type"]) for event in events):
        raise ValueError("append_meta only appends meta: events; moves go through append")
    rows = _event_rows(game, json.loads(json.dumps(events)), actor=actor)
    if rows:
        game.seq = rows[-1].seq
        remember_row_version(game, _write(AppendWrite(game, rows, fields=["seq", "updated_at"])))
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
             seats: list[Seat] | None = None, expected_version: str | None = None,
             observe: Callable[[State], None] | None = None, snapshot: bool = False) -> None:
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
            seats = all_seats(game)
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
    stored = None
    if snapshot or outcome is not None or last_seq // every > previous_seq // every:
        stored = Snapshot(game=game, seq=last_seq, rules_version=ruleset.rules_version, state=state)
    notifications = outbox.turn_rows(game, last_seq, newly)
    if outcome is not None:
        notifications += outbox.game_over_rows(game, last_seq, seats or all_seats(game))
    write = AppendWrite(game, rows, fields, seats=changed, snapshot=stored, notifications=notifications)
    version = _write(write, expected_version=expected_version, seats=seats)
    remember_row_version(game, version)
    if outcome is not None:
        signals.game_finished.send(sender=Game, game=game)
    if observe is not None:
        observe(state)
    # The state is filed in the cache under the row version this write gives (see reads.StateCache).
    cache_state(game, ruleset, state, version)


def _write(write: AppendWrite, *, expected_version: str | None = None, seats: list[Seat] | None = None) -> str | None:
    """Have the store write ``write`` (its outbox rows first given their status for each player's
    preferences) and schedule the pending ones for after the commit, with the webhook deliveries
    it owes in the same transaction (``outbox.webhooks``; ``seats``: the game's, if known); return
    the game row's new version. Another writer's append at the same seq becomes a ``Conflict``
    (the store has marked the transaction for rollback); a guarded write whose row moved on
    raises ``Superseded``."""
    write.notifications = outbox.outbox_rows(write.notifications)
    try:
        with webhook_outbox.writing(webhook_outbox.deliveries(write, seats)):
            appended = event_store().append(write, expected_version=expected_version)
    except SeqTaken:
        raise Conflict("stale_seq", "The game moved on while your move was being applied. Reload and choose again.") from None
    outbox.schedule_after_commit(appended.pending)
    event_store().announce(write.game.pk, write.game.seq)  # wakes the streams and long polls after the commit
    return appended.version


# --- after an append: the autopilot -------------------------------------------------------------

def autopilot_seats(game: Game, seats: list[Seat] | None = None) -> set[int]:
    """The seats the autopilot plays: in a game that has started, those without a player; before
    that, the bot seats (the others without a player are waiting for one).

    A seat has no player in a started game exactly when the autopilot plays it: a bot seat
    (``Seat.kind == "bot"``, from the first move) until an admin hands it to a player, and a seat
    an admin or its leaving player handed to the autopilot (``meta:seat_replaced`` with
    ``autopilot``, which clears the seat's player in the same transaction; see
    ``admin_actions.replace_player``). ``seats``: the game's seats as the caller's transaction
    read them, if it has them (then nothing is read)."""
    if seats is None:
        seats = all_seats(game)
    started = game.seq > 0  # a game's opening events are appended when it starts
    return {row.seat for row in seats if row.player_id is None and (started or row.kind == Seat.Kind.BOT)}


def play_autopilot(game: Game, ruleset: Ruleset, seats: list[Seat] | None = None) -> int:
    """Play for every autopilot seat to move, until none is; return the count of moves played.
    Each move is preceded by a ``meta:autopilot`` marker (``bot_moves.marker``: with the bot's level
    for a bot seat) and made as the system (actor ``None``).

    A seat handed to the autopilot plays ``timeout_move``; a bot seat plays at its level
    (``games.services.bot_moves``): "easy" here and now, a searching level through the "bots"
    queue, whose move is only asked for here (``bot_moves.request``, once per call and seat;
    not counted) unless ``BOTS_ON_QUEUE`` is off, when it is searched here too.

    Under the game row's lock, after whatever may have made an autopilot seat's turn (a move, a
    timeout, a start, a replacement). A failure of the rule set (its timeout move refused) is
    logged and stops the autopilot without undoing what caused the call: the seat then simply
    waits for its deadline or an admin.

    ``seats``: the game's seats as this transaction left them, if the caller has them. An
    autopilot seat is a seat without a player (every seat of an active game otherwise has one),
    so when every seat to move has a player there is nothing to do, and no need to ask.
    """
    if game.status != Game.Status.ACTIVE or not game.to_move:
        return 0
    to_move = set(game.to_move)
    if seats is None:
        if not Seat.objects.filter(game=game, seat__in=to_move, player__isnull=True).exists():
            return 0  # most calls without the seats end here with one small read
        seats = all_seats(game)
    robots = autopilot_seats(game, seats)
    if not robots & to_move:
        return 0
    bots = {row.seat: row for row in seats if row.seat in robots and bot_moves.is_bot(row)}
    asked: set[int] = set()  # bot seats whose move the "bots" queue was asked for
    played = 0
    while played < AUTOPILOT_MAX_MOVES and game.status == Game.Status.ACTIVE:
        due = [seat for seat in game.to_move if seat in robots and seat not in asked]
        if not due:
            break
        seat = due[0]
        if seat in bots and bot_moves.queued(bots[seat]):
            bot_moves.request(game, seat)
            asked.add(seat)
            continue
        try:
            with transaction.atomic():  # a savepoint: a refused move leaves the game as it was
                state = load_state(game)
                if seat in bots:
                    move = bot_moves.choose(game, ruleset, state, bots[seat], timed=False)
                else:
                    move = ruleset.timeout_move(state, seat)
                events = decide(game, ruleset, state, seat, move)
                marker = bot_moves.marker(seat, bots.get(seat))
                append(game, ruleset, state, [marker, *events], seat=seat, actor=None, seats=seats)
        except Exception as error:  # whatever the rule set raised, the move that called us stands
            game.refresh_from_db()
            logger.error("autopilot of game %s seat %s failed: %r", game.pk, seat, error)
            break
        played += 1
    return played


# --- projections that actions other than appends change -----------------------------------------

def refresh_game_deadline(game: Game) -> None:
    """Set the game's deadline projection to the earliest deadline of its seats to move, and save
    it (which also gives the game row a new version). Under the game row's lock."""
    deadlines = Seat.objects.filter(game=game, is_to_move=True, deadline__isnull=False).values_list(
        "deadline", flat=True)
    game.deadline = min(deadlines, default=None)
    game.save(update_fields=["deadline", "updated_at"])


def abort_waiting(game: Game, reason: str, who: str = "", at: datetime | None = None, admin_reason: str = "") -> None:
    """Abort a waiting game (under its row's lock): pending invitations are cancelled, and every
    seated player and invitee but ``who`` (an address) is told why (``reason``: "declined",
    "expired", "left", "unfilled" or "admin"; ``admin_reason``: an administrator's words, quoted).
    ``at``: when it ended (default now). Sends ``signals.game_aborted``. A game that
    is not waiting is left as it is."""
    if game.status != Game.Status.WAITING:
        return
    game.status = Game.Status.ABORTED
    game.finished_at = at or timezone.now()
    game.save(update_fields=["status", "finished_at", "updated_at"])
    event_store().announce(game.pk, game.seq)  # no event, but the game ended: its players' streams say so
    open_invitations = Invitation.objects.filter(game=game, status=Invitation.Status.PENDING)
    # An invitation to an id that names nobody has no address: nobody to tell.
    emails: list[tuple[Player | None, str]] = [
        (invitation.player, invitation.email) for invitation in open_invitations.select_related("player")
        if invitation.email]
    open_invitations.update(status=Invitation.Status.CANCELLED)
    emails += [(seat.player, seat.player.email) for seat in game.seats.select_related("player") if seat.player]
    outbox.notify_aborted(game, reason=reason, emails=[(p, e) for p, e in emails if e != who],
                          admin_reason=admin_reason)
    signals.game_aborted.send(sender=Game, game=game)
