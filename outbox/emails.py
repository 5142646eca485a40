"""The outbox: notifications written in the transaction of whatever caused them, and delivered
after its commit, so a rolled-back move never sends an email.

This sits below the game services (they write here) and above the event store (which inserts the
rows, inside a move's own statement or through ``add_to_outbox``). Delivery itself (the emails,
the Celery tasks, reminders and digests) sits above the services and reads the rows back; it is
reached from here only through ``dispatch``, which publishes tasks by name.

Every row has a key, unique in the table: a second row with a key already written is dropped,
which makes every notification at most once per key, whoever asks twice."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games.store import event_store, new_unsaved
from outbox import dispatch, settle
from outbox.models import Notification

Kind = Notification.Kind
Status = Notification.Status

# Kinds a player asked for (a link, the digest itself), that go to people without preferences yet,
# or that tell of a service of theirs stopping (a webhook disabled: bots' owners often mute email).
ALWAYS_SENT = {Kind.SIGN_IN_LINK, Kind.ACCOUNT_LINK, Kind.INVITATION, Kind.DIGEST, Kind.WEBHOOK_DISABLED}
# Kinds never held for a daily digest: a reminder (a digest would warn of a deadline too late) and
# a tournament's news (a new round's pairing, a pause, the final standings: a few a round, and the
# digest groups its news by game, which most of them are not about).
NEVER_HELD = {Kind.REMINDER, Kind.TOURNAMENT}


def _status_for(player, kind: str) -> str:
    if player is None or kind in ALWAYS_SENT:
        return Status.PENDING
    if player.notify == player.Notify.NONE:
        return Status.SKIPPED
    if player.notify == player.Notify.DAILY_DIGEST and kind not in NEVER_HELD:
        # A reminder is never held for the digest: it would come too late to warn of a deadline.
        # A takeback request is held: its reader chose one email a day, and leaving it unanswered
        # costs them nothing (the game does not wait on it, and any move voids it); the digest
        # carries it only if it is still open then (``digests``), so it never asks too late.
        return Status.HELD
    return Status.PENDING


def enqueue(rows: Iterable[Notification]) -> list[int]:
    """Insert the rows whose key is new; schedule delivery of the pending ones after commit.

    Returns the ids of the rows newly scheduled. Keys already present are left alone: this is
    what makes every notification at most once per key, whoever calls twice.
    """
    rows = outbox_rows(rows)
    if not rows:
        return []
    ids = event_store().add_to_outbox(rows)
    schedule_after_commit(ids)
    return ids


def outbox_rows(rows: Iterable[Notification]) -> list[Notification]:
    """``rows`` ready for the outbox: one per key (the last one given), each with its status for
    its player's preferences. For a move, whose outbox rows the store writes in the statement
    that writes its events; ``enqueue`` does it all for the others."""
    rows = list({row.key: row for row in rows}.values())
    for row in rows:
        if not row.status or row.status == Status.PENDING:
            row.status = _status_for(row.player, row.kind)
    return rows


def schedule_after_commit(ids: list[int]) -> None:
    """Publish delivery of the pending rows ``ids`` once the transaction that inserted them commits
    (at once outside a transaction)."""
    if ids:
        transaction.on_commit(lambda: dispatch.schedule(ids))


def _row(kind: str, key: str, player, game, **context) -> Notification:
    return new_unsaved(Notification, {"player": player, "game": game}, kind=kind, key=key, player_id=player.pk,
                       email=player.email, game_id=game.pk, context=context)


def turn_rows(game, seq: int, seats: Iterable) -> list[Notification]:
    """The "your turn" notifications of ``seats`` (those with a player) at ``seq``.

    For a player who wants turn emails only when away (``Player.turn_emails``, the default), the
    row waits ``NOTIFICATIONS_TURN_GRACE_SECONDS`` (``not_before``), and is then sent, dropped or
    deferred by the turn email policy (``notifications.turn_policy``). A grace of 0 turns the
    policy off: every turn email leaves at once."""
    grace = settings.NOTIFICATIONS_TURN_GRACE_SECONDS
    not_before = timezone.now() + timedelta(seconds=grace) if grace > 0 else None
    rows = []
    for seat in seats:
        if not seat.player_id:
            continue
        row = _row(Kind.YOUR_TURN, f"turn:{game.pk}:{seq}:{seat.seat}", seat.player, game, seq=seq, seat=seat.seat)
        if seat.player.turn_emails == seat.player.TurnEmails.WHEN_AWAY:
            row.not_before = not_before
        rows.append(row)
    return rows


def notify_turn(game, seq: int, seats: Iterable) -> None:
    enqueue(turn_rows(game, seq, seats))


def notify_reminder(seat, deadline: datetime, number: int = 1) -> None:
    """Remind ``seat``'s player of its deadline (``number``: the first or second reminder for it).
    The row carries the game's ``seq`` now, as a turn row does: its email shows the game as it was
    when the reminder was due, however late it is sent (notifications.emails)."""
    suffix = f":{number}" if number > 1 else ""  # the first keeps the key it always had
    enqueue([_row(Kind.REMINDER, f"reminder:{seat.game_id}:{seat.seat}:{deadline.isoformat()}{suffix}", seat.player,
                  seat.game, seat=seat.seat, deadline=deadline.isoformat(), seq=seat.game.seq)])


def everyone_rows(game, kind: str, key: str, seats: Iterable, **context) -> list[Notification]:
    """One ``kind`` notification per seat with a player, keyed ``{key}:{seat}``."""
    return [_row(kind, f"{key}:{seat.seat}", seat.player, game, seat=seat.seat, **context)
            for seat in seats if seat.player_id]


def game_over_rows(game, seq: int, seats: Iterable) -> list[Notification]:
    """The game-over notifications of ``seats`` (those with a player), the game having ended at ``seq``.

    A rated game's email says each reader's rating change, which the rater computes in a task after
    the commit (``ratings.tasks``): its rows wait (``not_before``) until the rater releases them
    (``release_game_over``) once it has dealt with the game, and at most
    ``NOTIFICATIONS_GAME_OVER_RATING_WAIT_SECONDS``, after which the outbox's ``deliver_due``
    sends them as they are (a lost or failing rater never holds a game-over email back for long).
    The email is rendered when it leaves, from the ratings as they are then."""
    rows = everyone_rows(game, Kind.GAME_OVER, f"over:{game.pk}", seats, seq=seq)
    wait = settings.NOTIFICATIONS_GAME_OVER_RATING_WAIT_SECONDS
    if game.rated and wait > 0:
        not_before = timezone.now() + timedelta(seconds=wait)
        for row in rows:
            row.not_before = not_before
    return rows


def release_game_over(game_ids: Iterable[int]) -> None:
    """Let the game-over emails of ``game_ids`` that wait for their rating (``game_over_rows``)
    leave now: the rater has dealt with those games, in the transaction this runs in. Their
    delivery is published once it commits."""
    game_ids = list(game_ids)
    if not game_ids:
        return
    waiting = Notification.objects.filter(kind=Kind.GAME_OVER, game_id__in=game_ids, status=Status.PENDING,
                                          not_before__gt=timezone.now())
    ids = list(waiting.values_list("id", flat=True))
    Notification.objects.filter(pk__in=ids).update(not_before=timezone.now())
    schedule_after_commit(ids)


def notify_everyone(game, kind: str, key: str, seats: Iterable, **context) -> None:
    enqueue(everyone_rows(game, kind, key, seats, **context))


def notify_takeback_request(game, batch: int, requester: int, seats: Iterable) -> None:
    """Ask each of ``seats`` (the other seats with a player) by email to accept or decline the
    takeback of the move ``batch`` (its first seq) that the player of seat ``requester`` asked
    for; in the transaction of the request's event. A move's takeback is asked only once, so the
    key ``takeback:{game}:{batch}:{seat}`` is the request's. As every kind, it follows the
    reader's preferences: held for a digest reader (``_status_for``; the digest carries it only
    if the request is still open then: ``notifications.digests``), skipped for "no email".

    ``game.seq`` is the request's own seq (its ``meta:takeback_requested``). For a reader who wants
    turn emails only when away, the row waits the turn emails' grace period, as a turn row does
    (``turn_rows``): the request is on the page they may be looking at, and an answer in that
    time drops the email; when due, the delivery task applies the turn email policy to it."""
    rows = everyone_rows(game, Kind.TAKEBACK_REQUESTED, f"takeback:{game.pk}:{batch}", seats,
                         batch=batch, requester=requester, seq=game.seq)
    grace = settings.NOTIFICATIONS_TURN_GRACE_SECONDS
    if grace > 0:
        not_before = timezone.now() + timedelta(seconds=grace)
        for row in rows:
            if row.player.turn_emails == row.player.TurnEmails.WHEN_AWAY:
                row.not_before = not_before
    enqueue(rows)


#: Why an email asking for a takeback was not sent (the row's ``note``, for the admin).
TAKEBACK_ENDED_NOTE = "the takeback request ended before the email left"
TAKEBACK_ANSWERED_NOTE = "its reader answered the takeback request"


def drop_takeback_emails(game, batch: int, *, player_ids: Iterable[int] | None = None,
                         note: str = TAKEBACK_ENDED_NOTE) -> int:
    """Drop the takeback emails of the request about the move ``batch`` that have not left
    (pending or held for a digest), of ``player_ids`` only if given: the request ended (taken
    back, declined), or its reader answered it. In the caller's transaction: a dropped row never
    leaves. Returns how many were dropped. A row already being sent is past stopping; the
    delivery task drops one whose request ended by a move (``notifications.tasks``)."""
    rows = Notification.objects.filter(game=game, kind=Kind.TAKEBACK_REQUESTED, context__batch=batch)
    if player_ids is not None:
        rows = rows.filter(player_id__in=list(player_ids))
    return settle.drop_emails(rows, note)


def notify_invitation(invitation) -> None:
    """Email an invitation: to its address, and to its player's preferences (language) when it was
    made to a player id."""
    enqueue([Notification(kind=Kind.INVITATION, key=f"invitation:{invitation.pk}", player=invitation.player,
                          email=invitation.email, game=invitation.game, context={"invitation": invitation.pk})])


def notify_aborted(game, reason: str, emails: Iterable[tuple[object, str]], admin_reason: str = "") -> None:
    """``emails``: (player or None, address) pairs: seated players and people still invited.
    ``reason``: why, as a code ("admin", "left", "declined", …); ``admin_reason``: the words an
    administrator gave, which the email quotes."""
    context = {"reason": reason, **({"admin_reason": admin_reason} if admin_reason else {})}
    enqueue(Notification(kind=Kind.GAME_ABORTED, key=f"aborted:{game.pk}:{address}", player=player,
                         email=address, game=game, context=context)
            for player, address in emails)


def notify_repair(game, kind: str, key: str, players: Iterable, **context) -> None:
    """Tell each of ``players`` (distinct) of an administrator's repair of ``game`` (``kind``:
    ``deadline_extended`` or ``seat_replaced``), one row each, keyed ``{key}:{player id}``;
    ``context`` carries the repair's seq, the admin's reason and what the email says."""
    enqueue([_row(kind, f"{key}:{player.pk}", player, game, **context) for player in players])


def send_sign_in_link(player, game) -> bool:
    """Email ``player`` a fresh link to ``game``; at most one per player, game and minute."""
    minute = timezone.now().strftime("%Y%m%d%H%M")
    return bool(enqueue([_row(Kind.SIGN_IN_LINK, f"link:{game.pk}:{player.pk}:{minute}", player, game)]))
