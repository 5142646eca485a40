"""Daily digests: players who chose them get one email a day, at ``DIGEST_HOUR`` in their own
time zone, listing the notifications held for them since the last one."""

from __future__ import annotations

import zoneinfo
from datetime import datetime

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from notifications.models import Notification
from notifications.services import enqueue
from players.models import Player


def _local(now: datetime, player: Player) -> datetime:
    try:
        return now.astimezone(zoneinfo.ZoneInfo(player.time_zone))
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return now


def send_due_digests(now: datetime | None = None) -> int:
    """Create (and schedule) today's digest for every player whose hour has come and who has news.

    The digest's key names the player and their local date, so running this twice a day, or from
    two schedulers, sends one digest.
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
            if not items:
                continue
            digest = Notification(kind=Notification.Kind.DIGEST, key=key, player=player, email=player.email,
                                  status=Notification.Status.PENDING)
            enqueue([digest])
            digest = Notification.objects.get(key=key)
            Notification.objects.filter(pk__in=[item.pk for item in items]).update(
                status=Notification.Status.SENT, digest=digest, sent_at=now)
            count += 1
    return count
