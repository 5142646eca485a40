"""Conditional moves: "if my opponent's move is A, answer B", in two-player games.

A player leaves them while it is the other seat's turn; they live in their own table
(``ConditionalMove``), never in events, and only their owner ever sees them (their API and game
page). They are about the opponent's turn in progress or next: each move the opponent plays (by hand,
or played for them as a forced or conditional move) marks the owner's conditionals whose A it is
(the move object as played, compared as JSON: ``note_move``). When the owner's turn begins
(``answer``, called by ``games.services.forced.after_append`` in the transaction of the move
that began it, under the game row's lock):

- if A was played (of several matched, the latest) and B is legal now, B is played as the owner,
  after a public ``meta:conditional`` marker: from then on it is an ordinary move in the log;
- the others are dropped (``dropped``: the condition did not happen; ``invalid``: B was not
  legal then). A move the autopilot plays for a timed-out opponent is not theirs: it matches
  nothing.

The owner may cancel one until it is used. A conditional still waiting when its owner moves
(a turn that began by a path that never asked, e.g. an admin's repair) is dropped then; an admin
repair (``void_all``) drops every waiting one of the game. The seat's ``has_conditionals`` flag
makes the other seat's moves take the locked path, so that the answer is in their transaction;
every change of it updates the game row, which a move decided without the lock then notices.
"""

from __future__ import annotations

import functools
import json
import logging
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils.translation import gettext
from jsonschema import Draft202012Validator

from games.engine import Move, Ruleset
from games.meta_events import CONDITIONAL
from games.models import ConditionalMove, Event, Game, Seat
from games.rulesets import registry
from games.services import preview, refusals
from games.services.core import append, decide, lock_game
from games.services.errors import BadRequest, NotFound, Unprocessable
from games.services.reads import load_state
from players.models import Player

logger = logging.getLogger(__name__)

Status = ConditionalMove.Status

# At most this many conditional moves wait per seat, and a move of either side is at most this
# long as JSON: the table is not a place to store anything else.
MAX_PENDING = 20
MAX_MOVE_CHARS = 2000


# --- what the owner does ------------------------------------------------------------------------

@functools.cache
def _move_validator(ruleset_id: str) -> Draft202012Validator:
    return Draft202012Validator(registry().get(ruleset_id).move_schema)


def _check_shape(ruleset_id: str, name: str, move: dict) -> None:
    """A conditional's move must have the shape of a move of its game (its rule set's
    ``move_schema``), since it is kept and shown before anything can check it: a move of no game
    at all is malformed (400 malformed_move, as the schema says); one of another game only is refused
    (422 wrong_game_move)."""
    if _move_validator(ruleset_id).is_valid(move):
        return
    if any(_move_validator(other).is_valid(move) for other in registry().ids()):
        raise Unprocessable("wrong_game_move", gettext("%(name)s is not a move of this game.") % {"name": name})
    raise BadRequest("malformed_move", gettext("%(name)s is not a move of any game.") % {"name": name})


def create(*, game_id: int, player: Player, if_move: Any, then_move: Any) -> ConditionalMove:
    """Leave "if the opponent plays ``if_move``, answer ``then_move``" in a two-player game.

    Refused while it is the player's own turn (they move instead), in a game that is not active
    or not for two players, or for malformed moves. A conditional with the same ``if_move`` as
    a waiting one replaces it. Where the position tells it (``answers_after``), an answer that would
    not be legal after the condition is refused now (422 ``impossible_answer``); otherwise (the
    opponent's moves depend on a hidden hand, the condition draws or reveals something, or is a
    later step of their turn) the answer is checked when it is due, as any move is."""
    for name, move in (("if_move", if_move), ("then_move", then_move)):
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise BadRequest("malformed_move", gettext('%(name)s must be a move: a JSON object with a "type".')
                             % {"name": name})
        if len(json.dumps(move)) > MAX_MOVE_CHARS:
            raise BadRequest("malformed_move", gettext("%(name)s is too long to be a move.") % {"name": name})
    with transaction.atomic():
        game, seats = lock_game(game_id)
        row = _own_seat(seats, player)
        for name, move in (("if_move", if_move), ("then_move", then_move)):
            _check_shape(game.ruleset, name, move)
        if game.status != Game.Status.ACTIVE:
            raise Unprocessable("game_not_active", gettext("This game is not in progress: no conditional moves."))
        if len(seats) != 2:
            raise Unprocessable("not_two_players", gettext("Conditional moves are for two-player games."))
        if row.seat in game.to_move:
            raise Unprocessable("your_turn", gettext("It is your turn: make your move instead."))
        _check_possible(game, registry().get(game.ruleset), row.seat, if_move, then_move)
        waiting = ConditionalMove.objects.filter(game=game, seat=row.seat, status=Status.PENDING)
        same = [c.pk for c in waiting if c.if_move == if_move]
        if len(waiting) - len(same) >= MAX_PENDING:
            raise Unprocessable("too_many_conditionals",
                                gettext("You may leave at most %(count)s conditional moves.") % {"count": MAX_PENDING})
        ConditionalMove.objects.filter(pk__in=same).update(status=Status.CANCELLED, resolved_at_seq=game.seq)
        created = ConditionalMove.objects.create(game=game, seat=row.seat, player=player, made_at_seq=game.seq,
                                                 if_move=if_move, then_move=then_move)
        _set_flag(game, row, True)
    return created


def answers_after(ruleset: Ruleset, state: Any, seat: int, if_move: Move) -> list[Move] | None:
    """``seat``'s legal moves in the position the opponent's ``if_move`` would lead to, when
    ``seat`` may know them now: the opponent's moves are public (``Ruleset.public_legal_moves``),
    ``if_move`` is one of them, it draws on no chance and shows nothing hidden
    (``preview.silent_events``), and the turn is then ``seat``'s. ``None`` when that cannot be told
    (a condition on a later step of the opponent's turn among them)."""
    opponent = 1 - seat
    public = ruleset.public_legal_moves(state, opponent)
    if public is None or if_move not in public:
        return None
    after = preview.state_after(ruleset, state, opponent, if_move, 2)
    if after is None or seat not in ruleset.to_move(after):
        return None
    return ruleset.legal_moves(after, seat)


def _check_possible(game: Game, ruleset: Ruleset, seat: int, if_move: Move, then_move: Move) -> None:
    """Refuse an answer that would not be legal after the condition, when the position tells it
    (``answers_after``). A condition itself is never refused: it may be a later step of the
    opponent's turn, which nobody can list now."""
    if 1 - seat not in game.to_move:
        return
    answers = answers_after(ruleset, load_state(game), seat, if_move)
    if answers is not None and then_move not in answers:
        raise Unprocessable("impossible_answer",
                            gettext("That answer would not be a legal move after your opponent's move."))


def cancel(*, game_id: int, player: Player, conditional_id: int) -> ConditionalMove:
    """Cancel one of the player's waiting conditional moves. ``NotFound`` for another player's
    (or no such) conditional, ``Unprocessable`` if it is no longer waiting."""
    with transaction.atomic():
        game, seats = lock_game(game_id)
        row = _own_seat(seats, player)
        found = ConditionalMove.objects.filter(pk=conditional_id, game=game, seat=row.seat, player=player).first()
        if found is None:
            raise NotFound("conditional_not_found", gettext("You have no such conditional move."))
        if found.status != Status.PENDING:
            raise Unprocessable("conditional_closed", gettext("This conditional move is no longer waiting."))
        found.status, found.resolved_at_seq = Status.CANCELLED, game.seq
        found.save(update_fields=["status", "resolved_at_seq"])
        if not ConditionalMove.objects.filter(game=game, seat=row.seat, status=Status.PENDING).exists():
            _set_flag(game, row, False)
    return found


def for_player(game: Game, player: Player, *, recent: int = 10) -> list[ConditionalMove]:
    """The player's conditional moves in ``game``: every waiting one, then the ``recent`` newest
    others (so that the owner learns what became of them). Nobody else's: callers pass the
    player whose page or API it is."""
    mine = ConditionalMove.objects.filter(game=game, player=player)
    waiting = list(mine.filter(status=Status.PENDING).order_by("id"))
    done = list(mine.exclude(status=Status.PENDING).order_by("-id")[:recent])
    return waiting + done


def unplayed_at(game: Game, player: Player, seq: int) -> int:
    """How many of ``player``'s conditional moves in ``game`` were dropped or found not legal when
    their turn began at ``seq`` (the "your turn" email of that turn tells them, and only them)."""
    return ConditionalMove.objects.filter(game=game, player=player, resolved_at_seq=seq,
                                          status__in=[Status.DROPPED, Status.INVALID]).count()


def _own_seat(seats: list[Seat], player: Player) -> Seat:
    row = next((row for row in seats if row.player_id == player.pk), None)
    if row is None:
        raise refusals.not_your_game()
    return row


def _set_flag(game: Game, row: Seat, value: bool, *, touch: bool = True) -> None:
    """Set the seat's flag and touch the game row (``_touch``); ``touch=False`` in the transaction
    of an append, which updates the game row anyway. Under the game row's lock."""
    if row.has_conditionals != value:
        row.has_conditionals = value
        Seat.objects.filter(pk=row.pk).update(has_conditionals=value)
    if touch:
        _touch(game)


def _touch(game: Game) -> None:
    """Write the game row again, unchanged: its version (``xmin``) changes, so a move read without
    the lock is decided again under it (``commands._move``), but not ``updated_at``, which the
    other seat's games list orders and pages by: a new ``updated_at`` with the same ``seq`` would
    show them that a conditional move was left or cancelled."""
    Game.objects.filter(pk=game.pk).update(updated_at=F("updated_at"))


# --- what the move path does ---------------------------------------------------------------------

def note_move(game: Game, ruleset: Ruleset, seats: list[Seat], *, mover: int, move: Move) -> None:
    """``mover`` just played ``move`` (by hand, forced or conditional; its events are the game's
    last batch): the other seat's waiting conditional moves whose condition it is are marked
    matched (at the seq after it); their answer is due when that seat's turn begins.

    Only a move the other seat saw whole can match (``_seen_whole``): where the events that seat
    reads hide part of it (a card offered face down, a token spent from a hidden hand), whether
    "if they offer the red 3" matched would tell the owner what the events do not, so no condition
    matches and every one waiting is dropped alike when the owner's turn begins. Under the game
    row's lock."""
    owners = [row for row in seats if row.seat != mover and row.has_conditionals]
    if not owners:
        return
    events = _last_move_events(game, mover)
    for row in owners:
        if not _seen_whole(ruleset, events, row.seat):
            continue
        ConditionalMove.objects.filter(game=game, seat=row.seat, status=Status.PENDING, if_move=move,
                                       matched_at_seq__isnull=True).update(matched_at_seq=game.seq)


def _last_move_events(game: Game, mover: int) -> list[dict]:
    """The events of the game's last batch that ``mover``'s move caused (not the public ``meta:``
    markers, nor what follows from it for nobody in particular, such as a new deal)."""
    last = Event.objects.filter(game=game).order_by("-seq").values_list("batch", flat=True).first()
    rows = Event.objects.filter(game=game, batch=last, seat=mover).order_by("seq").values_list("type", "seat", "data")
    return [{"type": kind, "seat": seat, "data": data} for kind, seat, data in rows if not kind.startswith("meta:")]


def _seen_whole(ruleset: Ruleset, events: list[dict], seat: int) -> bool:
    """Whether ``seat`` reads every one of ``events`` as it is (nothing redacted away): only then is
    the move that caused them known to that seat, and comparing it with a condition tells nothing
    new. Conservative: no events, or a rule set that fails to redact, is not seen whole."""
    if not events:
        return False
    try:
        return all(ruleset.redact(event, seat) == event for event in events)
    except Exception:  # a rule set's failure must not decide what a player learns
        logger.exception("rule set %s failed to redact an event for a conditional move", ruleset.id)
        return False


def answer(game: Game, ruleset: Ruleset, seats: list[Seat]) -> tuple[int, Move] | None:
    """If a seat whose turn has begun has conditional moves waiting, resolve them: the one whose
    condition the opponent played (``note_move``; of several, the latest matched) is played if
    its answer is legal now, and the others are dropped. Returns the seat and the move played, or
    ``None``. Under the game row's lock, in the transaction of the move that began the turn."""
    if game.status != Game.Status.ACTIVE or len(seats) != 2:
        return None
    for row in seats:
        if not row.has_conditionals or row.seat not in game.to_move:
            continue
        waiting = list(ConditionalMove.objects.select_for_update().filter(
            game=game, seat=row.seat, status=Status.PENDING).order_by("id"))
        # Only the seat's player's own: a seat that changed hands (its player left) plays nothing
        # its former player left.
        matched = [c for c in waiting if c.matched_at_seq is not None and c.player_id == row.player_id]
        match = max(matched, key=lambda c: (c.matched_at_seq, c.pk)) if matched else None
        for other in waiting:
            if other is not match:
                other.status, other.resolved_at_seq = Status.DROPPED, game.seq
                other.save(update_fields=["status", "resolved_at_seq"])
        _set_flag(game, row, False, touch=False)
        if match is None:
            continue
        if _play(game, ruleset, seats, row, match):
            return row.seat, match.then_move
    return None


def _play(game: Game, ruleset: Ruleset, seats: list[Seat], row: Seat, conditional: ConditionalMove) -> bool:
    """Play ``conditional``'s answer for its seat, with the checks of any move; mark what became
    of it. A refused answer is ``invalid`` and changes nothing else."""
    seq_before = game.seq
    state = load_state(game)
    if conditional.then_move not in ruleset.legal_moves(state, row.seat):
        conditional.status = Status.INVALID
    else:
        try:
            with transaction.atomic():  # a savepoint: a refused answer leaves the game as it was
                state = load_state(game, for_move=True)
                events = decide(game, ruleset, state, row.seat, conditional.then_move)
                marker = {"type": CONDITIONAL, "seat": row.seat, "data": {}}
                append(game, ruleset, state, [marker, *events], seat=row.seat, actor=row.player, seats=seats)
            conditional.status = Status.PLAYED
        except Exception as error:
            game.refresh_from_db()
            logger.warning("conditional move %s of game %s refused: %r", conditional.pk, game.pk, error)
            conditional.status = Status.INVALID
    conditional.resolved_at_seq = seq_before
    conditional.save(update_fields=["status", "resolved_at_seq"])
    return conditional.status == Status.PLAYED


def drop_stale(game: Game, seats: list[Seat], mover: int, *, at_seq: int) -> None:
    """The player of ``mover`` just moved: conditional moves of theirs still waiting were about
    a turn of the opponent that is over (it began by a path that did not resolve them). Under the
    game row's lock."""
    row = next((row for row in seats if row.seat == mover), None)
    if row is None or not row.has_conditionals:
        return
    ConditionalMove.objects.filter(game=game, seat=mover, status=Status.PENDING).update(
        status=Status.DROPPED, resolved_at_seq=at_seq)
    _set_flag(game, row, False, touch=False)


def void_all(game: Game) -> int:
    """An admin repaired the game (or a move was taken back): every waiting conditional move of
    it is dropped (``voided``), since it was made about a game that is no longer the same. Under
    the game row's lock; returns how many."""
    count = ConditionalMove.objects.filter(game=game, status=Status.PENDING).update(
        status=Status.VOIDED, resolved_at_seq=game.seq)
    if Seat.objects.filter(game=game, has_conditionals=True).update(has_conditionals=False):
        _touch(game)
    return count
