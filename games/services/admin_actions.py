"""What an admin may do to a game, as service functions: the one write path the admin pages call.

History is never edited. Each action locks the game row (``core.lock_game``), appends a
``meta:`` event whose actor is the admin (``core.append_meta``), then updates the projections
it changes, all in one transaction; so every action is in the game's log with who did it, and
nothing here updates or deletes an event:

- ``extend_deadline``           ``meta:deadline_extended`` {seat, from, to, reason}
- ``resend_last_notification``  ``meta:notification_resent`` {kind, notification} + a new outbox row
- ``replace_player``            ``meta:seat_replaced`` {from_player, to_player, autopilot, reason}
- ``abort_game``                ``meta:aborted`` {reason, by_admin}

A seat is on autopilot when it is a bot seat (``Seat.kind``, chosen when the game was created) or
when the latest ``meta:seat_replaced`` event of that seat says so (``autopilot_seats``); such a
seat has no player,
so nobody is emailed for it. Whenever it is to move, ``play_autopilot`` applies the rule set's
``timeout_move`` for it as the system (actor ``None``), each move preceded by a ``meta:autopilot``
marker, right after the event that made it the seat's turn (``commands`` calls it after every
move and timeout).

``rebuild_snapshots`` drops a game's snapshots and recomputes them from the events, and
``verify_replay`` folds a game from scratch and compares it with its snapshots and projections:
both show that snapshots are only a cache. They append nothing (they change no answer).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games import signals
from games.engine import State
from games.meta_events import (
    ABORTED,
    DEADLINE_EXTENDED,
    META_PREFIX,
    NOTIFICATION_RESENT,
    SEAT_REPLACED,
    TAKEBACK,
)
from games.models import Event, Game, Seat, Snapshot
from games.services import conditional
from games.services.core import (
    abort_waiting,
    append_meta,
    autopilot_seats,
    lock_game,
    play_autopilot,
    refresh_game_deadline,
    seat_deadline,
)
from games.services.errors import BadRequest, NotFound, Unprocessable
from games.services.reads import ruleset_for
from outbox import emails as outbox
from outbox.models import Notification
from players.models import Player

logger = logging.getLogger(__name__)

# The longest extension one action grants; a longer pause is a vacation or an abort.
MAX_EXTENSION = timedelta(days=90)
# Kinds that are not about one game's progress, so never "the last notification" of a game.
NOT_RESENT = {Notification.Kind.DIGEST, Notification.Kind.SIGN_IN_LINK}
MAX_REASON = 500


def _reason(reason: str) -> str:
    reason = (reason or "").strip()
    if len(reason) > MAX_REASON:
        raise BadRequest("reason_too_long", f"Keep the reason under {MAX_REASON} characters.")
    return reason


def _seat_row(game: Game, seat: Any) -> Seat:
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise BadRequest("bad_seat", "Choose a seat by its number.")
    row = Seat.objects.select_related("player").filter(game=game, seat=seat).first()
    if row is None:
        count = Seat.objects.filter(game=game).count()
        raise NotFound("seat_not_found", f"This game has seats 0 to {count - 1}; there is no seat {seat}.")
    return row


def _require_active(game: Game) -> None:
    if game.status != Game.Status.ACTIVE:
        raise Unprocessable("game_not_active", f"This game is {game.status}: nothing to change.")


# --- deadlines ----------------------------------------------------------------------------------

def extend_deadline(*, game_id: int, admin: Player, by: timedelta, seat: int | None = None,
                    reason: str = "") -> list[Event]:
    """Give ``seat`` (default: every seat to move that has a deadline) ``by`` more time.

    The new deadline counts from the old one, or from now if the old one already passed (a stuck
    game gets real time back). One ``meta:deadline_extended`` event per seat; the seat may get a
    new reminder before its new deadline. Raises ``Unprocessable`` if no seat to move has a deadline.
    """
    if not isinstance(by, timedelta) or not timedelta(0) < by <= MAX_EXTENSION:
        raise BadRequest("bad_extension", f"An extension is more than 0 and at most {MAX_EXTENSION.days} days.")
    reason = _reason(reason)
    with transaction.atomic():
        game, _seats = lock_game(game_id)
        _require_active(game)
        if seat is None:
            rows = list(Seat.objects.filter(game=game, is_to_move=True, deadline__isnull=False).order_by("seat"))
        else:
            rows = [_seat_row(game, seat)]
            if not rows[0].is_to_move or rows[0].deadline is None:
                raise Unprocessable("no_deadline", f"Seat {seat} is not to move with a deadline now.")
        if not rows:
            raise Unprocessable("no_deadline", "No seat to move has a deadline in this game.")
        now = timezone.now()
        changes = [(row, row.deadline, max(row.deadline, now) + by) for row in rows]
        events = append_meta(game, [
            {"type": DEADLINE_EXTENDED, "seat": row.seat,
             "data": {"from": old.isoformat(), "to": new.isoformat(), "reason": reason}}
            for row, old, new in changes
        ], actor=admin)
        for row, _old, new in changes:
            row.deadline = new
        Seat.objects.bulk_update([row for row, _old, _new in changes], ["deadline"])
        refresh_game_deadline(game)
        # Each seat's player is told, with the admin's reason: one email for the action, whatever
        # the number of seats it extended (a player holds one seat per game).
        for (row, _old, new), event in zip(changes, events, strict=True):
            if row.player_id is not None:
                outbox.notify_repair(game, outbox.Kind.DEADLINE_EXTENDED, f"extended:{game.pk}:{event.seq}",
                                     [row.player], seq=event.seq, seat=row.seat, to=new.isoformat(), reason=reason)
    return events


# --- notifications ------------------------------------------------------------------------------

def resend_last_notification(*, game_id: int, admin: Player, seat: int | None = None) -> Notification:
    """Queue again the newest notification of the game (to ``seat``'s player, if given).

    A new outbox row with a new key (so the at-most-once rule of the outbox still holds for both),
    the same kind, address and context; the recipient's preferences still apply (a player who
    chose no email is not emailed). Returns the new row: its status says whether it goes out now,
    waits for the digest, or is skipped.
    """
    with transaction.atomic():
        game, _seats = lock_game(game_id)
        candidates = Notification.objects.filter(game=game).exclude(kind__in=NOT_RESENT)
        if seat is not None:
            row = _seat_row(game, seat)
            if row.player_id is None:
                raise Unprocessable("seat_without_player", f"Seat {seat} has no player to notify.")
            candidates = candidates.filter(player=row.player)
        original = candidates.order_by("-created_at", "-pk").select_related("player").first()
        if original is None:
            raise NotFound("no_notification", "There is no notification of this game to resend.")
        (event,) = append_meta(game, [
            {"type": NOTIFICATION_RESENT, "seat": seat, "data": {"kind": original.kind, "notification": original.pk}},
        ], actor=admin)
        copy = Notification(kind=original.kind, key=f"resent:{game.pk}:{event.seq}:{original.pk}",
                            player=original.player, email=original.email, game=game,
                            context={**original.context, "resent_from": original.pk})
        outbox.enqueue([copy])
    return Notification.objects.get(key=copy.key)


# --- seats --------------------------------------------------------------------

def replace_player(*, game_id: int, admin: Player, seat: int, player: Player | None = None,
                   autopilot: bool = False, reason: str = "") -> Event:
    """Hand ``seat`` to another ``player``, or to the rule set's autopilot (``autopilot=True``).

    The seat keeps its place, its hand and its score: only who decides for it changes. If the seat
    is to move, its clock starts again for the new holder, who gets a "your turn" email; an
    autopilot seat moves at once. The previous player loses access to the game.
    """
    if (player is None) == (not autopilot):
        raise BadRequest("bad_replacement", "Choose either a player or the autopilot for the seat.")
    reason = _reason(reason)
    with transaction.atomic():
        game, _seats = lock_game(game_id)
        _require_active(game)
        row = _seat_row(game, seat)
        conditional.void_all(game)  # made about the seat's old hands: never played after a repair
        if player is not None:
            if not player.is_active:
                raise Unprocessable("player_inactive", f"{player.email} is not an active player.")
            if row.player_id == player.pk:
                raise Unprocessable("same_player", f"{player.email} already holds seat {seat}.")
            other = Seat.objects.filter(game=game, player=player).values_list("seat", flat=True).first()
            if other is not None:
                raise Unprocessable("already_seated", f"{player.email} already holds seat {other} in this game.")
        elif seat in autopilot_seats(game):
            raise Unprocessable("already_autopilot", f"Seat {seat} is already played by the autopilot.")
        (event,) = append_meta(game, [
            {"type": SEAT_REPLACED, "seat": seat,
             "data": {"from_player": row.player_id, "to_player": player.pk if player else None,
                      "autopilot": player is None, "reason": reason}},
        ], actor=admin)
        previous = row.player
        row.player = player
        # What the seat's former player saw says nothing of the new one (the turn email policy).
        row.last_seen_at, row.seen_seq = None, 0
        fields = ["player", "last_seen_at", "seen_seq"]
        if row.is_to_move:
            now = timezone.now()
            row.turn_started_at = now
            row.deadline = seat_deadline(now, game.move_time_limit, player) if game.move_time_limit else None
            row.reminded_for = None
            fields += ["turn_started_at", "deadline", "reminded_for"]
        row.save(update_fields=fields)
        if row.is_to_move:
            refresh_game_deadline(game)
        # The players it concerns are told, with the reason: the one who lost the seat (unless
        # they left of their own accord: ``games.services.leaving``), and the one who got it,
        # whose email is also their "your turn" when the seat is to move (one email, not two).
        told = {"seq": event.seq, "seat": seat, "reason": reason, "autopilot": player is None}
        if previous is not None and previous.pk != admin.pk:
            outbox.notify_repair(game, outbox.Kind.SEAT_REPLACED, f"replaced:{game.pk}:{event.seq}", [previous],
                                 **told, role="previous", to_move=False)
        if player is not None:
            outbox.notify_repair(game, outbox.Kind.SEAT_REPLACED, f"replaced:{game.pk}:{event.seq}", [player],
                                 **told, role="new", to_move=row.is_to_move)
        if player is None:
            play_autopilot(game, ruleset_for(game))
    return event


# --- aborting -----------------------------------------------------------------------------------

def abort_game(*, game_id: int, admin: Player, reason: str = "", why: str = "admin") -> Event:
    """Stop a waiting or active game for good: ``meta:aborted``, status ``aborted``, no one to
    move, open invitations cancelled, and every seated player (and invitee) told by email, with
    ``reason`` when an administrator gave one.

    ``why`` is what the emails say: ``"admin"`` (an administrator stopped it), or ``"left"``
    (``games.services.leaving``: the last player at the table left; ``admin`` is that player, and
    is not told). Sends ``games.signals.game_aborted`` (an app waiting for the game to be over,
    such as a tournament's round, moves on without waiting for a sweep)."""
    reason = _reason(reason)
    with transaction.atomic():
        game, _seats = lock_game(game_id)
        if game.status not in (Game.Status.WAITING, Game.Status.ACTIVE):
            raise Unprocessable("game_over", f"This game is already {game.status}.")
        conditional.void_all(game)
        (event,) = append_meta(game, [
            {"type": ABORTED, "seat": None, "data": {"reason": reason, "by_admin": why == "admin"}},
        ], actor=admin)
        admin_reason = reason if why == "admin" else ""  # the words an admin gave; "left" needs none
        if game.status == Game.Status.WAITING:
            abort_waiting(game, reason=why, who="" if why == "admin" else admin.email, admin_reason=admin_reason)
            return event
        game.status = Game.Status.ABORTED
        game.finished_at = timezone.now()
        game.to_move = []
        game.deadline = None
        game.save(update_fields=["status", "finished_at", "to_move", "deadline", "updated_at"])
        Seat.objects.filter(game=game).update(is_to_move=False, deadline=None, turn_started_at=None)
        seated = game.seats.select_related("player").filter(player__isnull=False)
        if why != "admin":
            seated = seated.exclude(player=admin)
        outbox.notify_aborted(game, reason=why, emails=[(seat.player, seat.player.email) for seat in seated],
                              admin_reason=admin_reason)
        signals.game_aborted.send(sender=Game, game=game)
    return event


# --- snapshots and replay -----------------------------------------------------------------------

def _snapshot_seqs(game: Game, every: int) -> set[int]:
    seqs = set(range(every, game.seq + 1, every))
    if game.status == Game.Status.FINISHED and game.seq:
        seqs.add(game.seq)
    return seqs


def _plain(state: State) -> Any:
    """The state as it is stored (JSON), so that a live state compares equal to a snapshot."""
    return json.loads(json.dumps(state))


def _events(game: Game):
    """The rule set's events of ``game`` a fold applies, as (seq, type, seat, data), and the seqs
    at which the state folded so far is *not* the game's state: those inside the window of a
    taken-back move (from its first event to just before its ``meta:takeback``), where the game
    still held the move. Taken-back moves are left out of the events."""
    windows = [(data["batch"], data["last"], seq) for seq, data in
               Event.objects.filter(game=game, type=TAKEBACK).values_list("seq", "data")]
    taken = [(batch, last) for batch, last, _seq in windows]
    rows = (
        Event.objects.filter(game=game).exclude(type__startswith=META_PREFIX).order_by("seq")
        .values_list("seq", "type", "seat", "data").iterator(chunk_size=2000)
    )
    events = (row for row in rows if not any(batch <= row[0] <= last for batch, last in taken))
    return events, {at for batch, _last, seq in windows for at in range(batch, seq)}


@dataclass
class RebuildResult:
    dropped: int
    created: int


def rebuild_snapshots(*, game_id: int) -> RebuildResult:
    """Drop every snapshot of the game and recompute them from its events alone.

    Snapshots are a cache: afterwards every state and view reads exactly as before. A game whose
    events no longer replay keeps its old snapshots (``Unprocessable`` with the error).
    """
    with transaction.atomic():
        game, _seats = lock_game(game_id)
        ruleset = ruleset_for(game)
        wanted = _snapshot_seqs(game, settings.GAMES_SNAPSHOT_EVERY)
        dropped, _by_model = Snapshot.objects.filter(game=game).delete()
        state: State | None = None
        fresh: list[Snapshot] = []
        position = 0
        events, inside = _events(game)
        wanted -= inside  # a snapshot there would have to hold a move the fold leaves out
        try:
            for seq, event_type, seat, data in events:
                if state is not None:
                    fresh += [Snapshot(game=game, seq=s, rules_version=ruleset.rules_version, state=_plain(state))
                              for s in sorted(wanted) if position <= s < seq]
                state = ruleset.evolve(state, {"type": event_type, "seat": seat, "data": data})
                position = seq
        except Exception as error:  # any failure of the rules code: report it; the rollback keeps the old cache
            raise Unprocessable("replay_failed", f"The events of game {game.pk} no longer replay: {error!r}") from None
        if state is not None:
            fresh += [Snapshot(game=game, seq=s, rules_version=ruleset.rules_version, state=_plain(state))
                      for s in sorted(wanted) if s >= position]
        Snapshot.objects.bulk_create(fresh)
    return RebuildResult(dropped=dropped, created=len(fresh))


@dataclass
class ReplayReport:
    game_id: int
    ruleset: str
    events: int = 0
    snapshots_checked: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def verify_replay(game: Game) -> ReplayReport:
    """Fold every event of ``game`` from scratch with the current rules code and compare.

    Checked: the seqs have no gap, every event folds, the state equals every snapshot of the
    current rules version (older versions are ignored, as reads ignore them), and the
    projections (status, outcome, seats to move) agree with the final state. Reads only.
    """
    ruleset = ruleset_for(game)
    report = ReplayReport(game_id=game.pk, ruleset=game.ruleset)
    seqs = list(Event.objects.filter(game=game).order_by("seq").values_list("seq", flat=True))
    if seqs != list(range(1, game.seq + 1)):
        report.problems.append(f"the log has seqs {seqs[:1]}…{seqs[-1:]} ({len(seqs)} events) for Game.seq {game.seq}")
    snapshots = dict(
        Snapshot.objects.filter(game=game, rules_version=ruleset.rules_version).values_list("seq", "state"))
    state: State | None = None
    position = 0

    def compare(at: int) -> None:
        report.snapshots_checked += 1
        if _plain(state) != snapshots[at]:
            report.problems.append(f"the state after seq {at} differs from its snapshot{_first_difference(_plain(state), snapshots[at])}")

    events, inside = _events(game)
    for at in inside & set(snapshots):  # the state there held a move taken back later: not replayed here
        del snapshots[at]
    try:
        for seq, event_type, seat, data in events:
            for at in sorted(s for s in snapshots if position <= s < seq):
                compare(at)
            state = ruleset.evolve(state, {"type": event_type, "seat": seat, "data": data})
            position = seq
            report.events += 1
    except Exception as error:  # any failure of the rules code is what this check is for
        report.problems.append(f"replay fails at seq {seq} ({event_type}): {error!r}")
        return report
    for at in sorted(s for s in snapshots if s >= position):
        compare(at)
    if state is None:
        if game.status not in (Game.Status.WAITING, Game.Status.ABORTED):
            report.problems.append(f"the game is {game.status} but has no rule events")
        return report
    try:
        outcome = ruleset.outcome(state)
        to_move = [] if outcome is not None else sorted(ruleset.to_move(state))
    except Exception as error:
        report.problems.append(f"outcome/to_move fail on the replayed state: {error!r}")
        return report
    if game.status == Game.Status.ABORTED:
        return report  # an aborted game keeps the state it had; nobody is to move any more
    if _plain(outcome) != _plain(game.outcome):
        report.problems.append(f"the outcome differs: replay {outcome!r}, stored {game.outcome!r}")
    if (outcome is not None) != (game.status == Game.Status.FINISHED):
        report.problems.append(f"the status {game.status} does not match the replay (over: {outcome is not None})")
    if sorted(game.to_move) != to_move:
        report.problems.append(f"seats to move differ: replay {to_move}, stored {sorted(game.to_move)}")
    return report


def _first_difference(left: Any, right: Any, path: str = "") -> str:
    """Where two JSON values first differ, for a readable report (`` at players/0/score: 3 != 4``)."""
    if isinstance(left, dict) and isinstance(right, dict):
        for key in sorted(set(left) | set(right), key=str):
            if key not in left or key not in right:
                return f" at {path}{key}: only in the {'snapshot' if key in right else 'replay'}"
            if left[key] != right[key]:
                return _first_difference(left[key], right[key], f"{path}{key}/")
    elif isinstance(left, list) and isinstance(right, list) and len(left) == len(right):
        for index, (a, b) in enumerate(zip(left, right, strict=True)):
            if a != b:
                return _first_difference(a, b, f"{path}{index}/")
    return f" at {path.rstrip('/') or 'the top'}: {json.dumps(left)[:80]} != {json.dumps(right)[:80]}"
