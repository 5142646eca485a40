"""Account links: the password-less way into an account.

Signing up and signing in both email a link (``send_account_link``). Each link is a row of
``AccountLink`` named by a signed token (``players.links.account_link_token``), and it works once
(``use``), within ``ACCOUNT_LINK_MAX_AGE_MINUTES``. When it is used, the address either has a
player (the link signs them in) or not (the link creates the player): the same link serves both,
so what it does never depends on what the page that sent it was told.

The pages that send links answer the same whatever the address: whether an email left, and what
it says (a sign-up link, or "you already have an account" with a sign-in link), is only ever
seen in the inbox of the address's owner.
"""

from __future__ import annotations

import hashlib
from datetime import timedelta
from enum import StrEnum

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from notifications.models import Notification
from players import links
from players.models import AccountLink, Player

# At most one account-link email per address in each window of this many minutes: the sign-up
# and sign-in pages answer anyone who types an address, so they must not flood a mailbox.
EMAIL_EVERY_MINUTES = 10
# The sign-in email also lists links to at most this many of the player's active games.
MAX_GAMES_IN_EMAIL = 50


class Why(StrEnum):
    """What the email says (``notifications/email/account_link*``)."""

    SIGN_UP = "sign_up"  # a new address: the link creates the account
    ALREADY = "already"  # the sign-up page, an address that has an account: the link signs in
    SIGN_IN = "sign_in"  # the sign-in page


class Problem(StrEnum):
    INVALID = "invalid"  # forged, cut, or naming no link: 400
    EXPIRED = "expired"  # genuine but too old: 410
    USED = "used"  # genuine but already used: 410


def max_age() -> timedelta:
    return timedelta(minutes=settings.ACCOUNT_LINK_MAX_AGE_MINUTES)


def _window_key(email: str) -> str:
    """The outbox key that allows one email per address and window (the address is hashed: keys
    show up in logs and headers)."""
    now = timezone.now()
    window = now.replace(minute=now.minute - now.minute % EMAIL_EVERY_MINUTES).strftime("%Y%m%d%H%M")
    digest = hashlib.sha256(email.encode()).hexdigest()[:24]
    return f"account:{digest}:{window}"


def _active_games(player: Player) -> list[int]:
    from games.models import Game
    from games.services import queries

    found = queries.player_games(player, status=[Game.Status.ACTIVE], order_by=("game_id",),
                                 limit=MAX_GAMES_IN_EMAIL, with_seats=False)
    return [row.game.pk for row in found]


def send_account_link(email: str, *, why: Why, lang: str, next_path: str = "") -> bool:
    """Email a fresh single-use link to ``email`` (normalized here); return whether one was queued.

    ``lang`` is the language of the page that asked: the email's language when the address has no
    player yet, and the sign-up form's default. ``next_path`` (a local path, already checked) is
    where the link leads once used. Nothing is sent when an email already left for this address
    in the current window, or when the address belongs to a deactivated player. The link's row and
    its outbox row are written together: a refused email leaves no link behind.
    """
    email = Player.objects.normalize_email(email)
    player = Player.objects.filter(email=email).first()
    if player is not None and not player.is_active:
        return False
    context: dict = {"why": str(why), "page_lang": lang}
    if player is not None:
        context["games"] = _active_games(player)
    with transaction.atomic():
        link = AccountLink.objects.create(email=email, lang=lang, next_path=next_path)
        context["link"] = link.pk
        from notifications.outbox import enqueue

        row = Notification(kind=Notification.Kind.ACCOUNT_LINK, key=_window_key(email), player=player,
                           email=email, game=None, context=context)
        if not enqueue([row]):
            transaction.set_rollback(True)  # this window's email is gone already: no second link
            return False
    return True


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
