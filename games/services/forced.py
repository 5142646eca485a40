"""Moves played for a player without asking them: forced moves, and what follows every move.

**Forced moves.** A player who turned on ``Player.play_forced_moves`` has a move played for them
when it is their turn, exactly one move is legal, and the rule set says every player can see it
is the only one (``Ruleset.forced_move_is_public``: the default is never). Playing a move at once,
without the usual email and wait, tells the others it was forced; the rule set's hook makes sure
that is something they knew already (a hand's size, a face-up display), never what a hand holds.
The move is played as the player (actor: them), after a public ``meta:forced`` marker, in the
transaction of the move that made it their turn; the "your turn" email that move owed them is
dropped, and a new one written only if they are still to move after it.

**What follows a move** (``after_append``): the autopilot's seats, forced moves and conditional
moves (``games.services.conditional``) may each make another seat's turn, so they run in a loop
until none acts, bounded by ``FOLLOW_UP_MAX_MOVES``. Under the game row's lock: a game in which
anything may be played for a seat takes the locked move path (``needs_lock``).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from django.db import transaction

from games.engine import Move, Ruleset
from games.meta_events import FORCED
from games.models import Game, Seat
from games.services import conditional
from games.services.core import append, decide, play_autopilot
from games.services.reads import load_state
from outbox import emails as outbox
from outbox import settle
from outbox.models import Notification

logger = logging.getLogger(__name__)

# A bound on the moves played for seats after one move (forced, conditional, autopilot rounds):
# a rule set whose single legal move never ends a turn must not hold the game row forever.
FOLLOW_UP_MAX_MOVES = 500

# Why a dropped "your turn" email was not needed (the row's ``note``, for the admin).
DROPPED_NOTE = "played for the player: one legal move, or their conditional move"


def needs_lock(seats: list[Seat]) -> bool:
    """Whether a move in this game must take the locked path: something may be played for a seat
    after it, in its transaction (an autopilot seat, a player who has their forced moves played,
    a seat with conditional moves waiting). ``seats``: every seat of the game, with its player."""
    return any(row.player_id is None or row.has_conditionals or row.player.play_forced_moves for row in seats)


@dataclass
class FollowUps:
    """What ``after_append`` played: the seats something was played for (forced or conditional),
    and the count of moves."""

    played_for: set[int] = field(default_factory=set)
    moves: int = 0


def after_append(game: Game, ruleset: Ruleset, seats: list[Seat], *, mover: int | None = None,
                 move: Move | None = None) -> FollowUps:
    """After a move of ``mover`` (``move``, as played; ``None`` for a timeout or a start), play
    what follows, in turn, until nothing does: a conditional answer of a seat whose turn began, a
    forced move, the autopilot. Under the game row's lock, in the transaction of the move; ``seats``:
    every seat, as that transaction left them. Returns what was played."""
    done = FollowUps()
    start_seq = game.seq
    if mover is not None and move is not None:
        conditional.drop_stale(game, seats, mover, at_seq=start_seq)
        conditional.note_move(game, ruleset, seats, mover=mover, move=move)
    while done.moves < FOLLOW_UP_MAX_MOVES and game.status == Game.Status.ACTIVE:
        played = conditional.answer(game, ruleset, seats) or play_forced_move(game, ruleset, seats)
        if played is not None:
            done.played_for.add(played[0])
            done.moves += 1
            conditional.note_move(game, ruleset, seats, mover=played[0], move=played[1])
            continue
        robots = play_autopilot(game, ruleset, seats)  # the autopilot's moves match no conditional
        if not robots:
            break
        done.moves += robots
    _settle_turn_emails(game, seats, done.played_for, start_seq)
    return done


def play_forced_move(game: Game, ruleset: Ruleset, seats: list[Seat]) -> tuple[int, Move] | None:
    """Play one forced move for a seat to move whose player asked for it, if there is one; return
    the seat and the move. A failure of the rule set is logged and plays nothing (the seat then
    waits for its player, as before the setting existed)."""
    if game.status != Game.Status.ACTIVE or not game.to_move:
        return None
    by_seat = {row.seat: row for row in seats}
    asking = [seat for seat in game.to_move
              if seat in by_seat and by_seat[seat].player_id is not None and by_seat[seat].player.play_forced_moves]
    if not asking:
        return None
    state = load_state(game)
    for seat in asking:
        if not ruleset.forced_move_is_public(state, seat):
            continue
        moves = ruleset.legal_moves(state, seat)
        if len(moves) != 1:  # the hook's own contract; never trust a rule set with someone's move
            logger.error("rule set %s called a move public and forced with %s legal moves", ruleset.id, len(moves))
            continue
        try:
            with transaction.atomic():  # a savepoint: a refused move leaves the game as it was
                state = load_state(game, for_move=True)
                events = decide(game, ruleset, state, seat, moves[0])
                marker = {"type": FORCED, "seat": seat, "data": {}}
                append(game, ruleset, state, [marker, *events], seat=seat, actor=by_seat[seat].player, seats=seats)
        except Exception as error:  # whatever the rule set raised, the move that called us stands
            game.refresh_from_db()
            logger.error("forced move of game %s seat %s failed: %r", game.pk, seat, error)
            return None
        logger.info("seat %s had one legal move, %s, played for its player: events up to seq %s",
                    seat, moves[0]["type"], game.seq)
        return seat, moves[0]
    return None


def _settle_turn_emails(game: Game, seats: list[Seat], played_for: set[int], start_seq: int) -> None:
    """No "your turn" email for a turn that was played for its player: the rows written since the
    move at ``start_seq`` for those seats are dropped (in this transaction: they never leave), but
    for a seat still to move now, whose row for where the game is now is kept, or written if its
    turn went on without one (a player whose next step was forced too)."""
    if not played_for:
        return
    by_seat = {row.seat: row for row in seats}
    players = [by_seat[seat].player_id for seat in played_for if by_seat[seat].player_id is not None]
    still = [by_seat[seat] for seat in sorted(played_for)
             if game.status == Game.Status.ACTIVE and seat in game.to_move and by_seat[seat].player_id is not None]
    current = {f"turn:{game.pk}:{game.seq}:{row.seat}": row for row in still}
    owed = Notification.objects.filter(
        game=game, player_id__in=players, kind=outbox.Kind.YOUR_TURN, context__seq__gte=start_seq)
    settle.drop_emails(owed.exclude(key__in=list(current)), DROPPED_NOTE)
    written = set(Notification.objects.filter(key__in=list(current)).values_list("key", flat=True))
    missing = [row for key, row in current.items() if key not in written]
    if missing:
        outbox.notify_turn(game, game.seq, missing)
