"""Daily digests: players who chose them get one email a day, at ``DIGEST_HOUR`` in their own
time zone, listing the notifications held for them since the last one, game by game (their
news, their deadline), and saying since when (``since``: the previous digest's sending)."""

from __future__ import annotations

import zoneinfo
from datetime import datetime

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games.services.takebacks import email_unneeded
from notifications.muting import muted_seat_filter
from outbox import settle
from outbox.emails import enqueue
from outbox.models import Notification
from players.models import Player


def _local(now: datetime, player: Player) -> datetime:
    try:
        return now.astimezone(zoneinfo.ZoneInfo(player.time_zone))
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return now


def since(player: Player, items: list[Notification]) -> datetime:
    """Since when the digest about to be made tells the news: when the player's previous digest
    was sent (or made, if it has not left yet), not a fixed "yesterday" (a digest may follow
    days without news, or a change of hour); for a first digest, the oldest news in it."""
    previous = (Notification.objects.filter(player=player, kind=Notification.Kind.DIGEST)
                .order_by("-created_at").values_list("sent_at", "created_at").first())
    if previous is not None:
        return previous[0] or previous[1]
    return min(item.created_at for item in items)


def _without_ended_takebacks(items: list[Notification]) -> list[Notification]:
    """``items`` but the takeback requests that no longer wait for this reader (the request was
    voided by a move since it was held; granted or declined ones were dropped then), which are
    dropped: a digest asks only for answers still wanted."""
    kept = []
    for item in items:
        reason = email_unneeded(item) if item.kind == Notification.Kind.TAKEBACK_REQUESTED else ""
        if reason:
            settle.drop_emails(Notification.objects.filter(pk=item.pk), reason)
        else:
            kept.append(item)
    return kept


def send_due_digests(now: datetime | None = None) -> int:
    """Create (and schedule) today's digest for every player whose hour has come and who has news.

    The digest's key names the player and their local date, so running this twice a day, or from
    two schedulers, sends one digest. A held notification is marked sent only by the transaction
    that inserts the digest it goes in, so it is always in that digest's email (which is built
    after the commit); one that this run locked but whose digest another run made meanwhile
    stays held, for the next digest.
    """
    now = now or timezone.now()
    count = 0
    held = Notification.objects.filter(status=Notification.Status.HELD)
    for player in Player.objects.filter(pk__in=held.values("player_id")):
        local = _local(now, player)
        if local.hour < settings.DIGEST_HOUR:
            continue
        with transaction.atomic():
            key = f"digest:{player.pk}:{local.date().isoformat()}"
            if Notification.objects.filter(key=key).exists():
                continue
            items = list(held.select_for_update().filter(player=player))
            muted = {row.pk for row in muted_seat_filter(items)}
            if muted:  # news of a game its player muted since the row was held: never sent
                settle.skip_emails(Notification.objects.filter(pk__in=muted))
                items = [item for item in items if item.pk not in muted]
            items = _without_ended_takebacks(items)
            if not items:
                continue
            digest = Notification(
                kind=Notification.Kind.DIGEST,
                key=key,
                player=player,
                email=player.email,
                status=Notification.Status.PENDING,
                context={"since": since(player, items).isoformat()},
            )
            inserted = enqueue([digest])
            if not inserted:
                # Another scheduler made today's digest after the check above (its insert won the
                # key) and may have sent it already: these rows, held after it locked its own,
                # are not in it.
                continue
            settle.sent_in_digest(Notification.objects.filter(pk__in=[item.pk for item in items]), inserted[0], now)
            count += 1
    return count
