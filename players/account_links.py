"""Account links: the password-less way into an account.

Signing up and signing in both email a link. Each link is a row of ``AccountLink`` named by a
signed token (``players.links.account_link_token``), and it works once (``use``), within
``ACCOUNT_LINK_MAX_AGE_MINUTES``. When it is used, the address either has a player (the link
signs them in) or not (the link creates the player): the same link serves both, so what it does
never depends on what the page that sent it was told.

This module is the link's life: whether a token names a usable link (``check``) and using it
(``use``). Asking for one and deciding what its email says are ``accounts.account_emails``.
"""

from __future__ import annotations

from datetime import timedelta
from enum import StrEnum

from django.conf import settings
from django.utils import timezone

from players import links
from players.models import AccountLink


class Problem(StrEnum):
    INVALID = "invalid"  # forged, cut, or naming no link: 400
    EXPIRED = "expired"  # genuine but too old: 410
    USED = "used"  # genuine but already used: 410


def max_age() -> timedelta:
    return timedelta(minutes=settings.ACCOUNT_LINK_MAX_AGE_MINUTES)


def check(token: str) -> tuple[AccountLink | None, Problem | None]:
    """The link a token names and what is wrong with it, if anything (nothing is changed)."""
    read = links.read_account_link(token)
    link = AccountLink.objects.filter(pk=read.link_id).first() if read is not None else None
    if link is None:
        return None, Problem.INVALID
    if link.used_at is not None:
        return link, Problem.USED
    if read.expired or link.created_at <= timezone.now() - max_age():
        return link, Problem.EXPIRED
    return link, None


def use(link: AccountLink) -> bool:
    """Mark ``link`` used; ``False`` if it was used (or expired) meanwhile. A compare-and-set, so
    of two requests racing with the same link exactly one gets ``True``. Call it in the
    transaction that does what the link is for, so that a failure leaves the link unused."""
    now = timezone.now()
    return bool(AccountLink.objects.filter(pk=link.pk, used_at__isnull=True, created_at__gt=now - max_age())
                .update(used_at=now))
