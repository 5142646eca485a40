"""The emails of account links: asking for one, and deciding what it says when it is delivered.

The pages that send links (``accounts.account_views``) answer the same whatever the address, and
do the same work for it: the request only writes one outbox row keyed on the address and the
window (``ask_for_link``), whether or not the address has an account. Whether it has one, what the
email says and the link itself are decided when the email is delivered (``prepare_email``, called
by ``notifications.tasks``), off the request path, so neither the answer nor its time tells
anybody whether an account exists: that is only ever seen in the inbox of the address's owner.
The link, once made, is ``players.account_links``'s.
"""

from __future__ import annotations

import hashlib
from enum import StrEnum

from django.db import transaction
from django.utils import timezone

from games.models import Game
from games.services import queries
from outbox.emails import enqueue
from outbox.models import Notification
from players.models import AccountLink, Player

# At most one account-link email per address in each window of this many minutes: the sign-up
# and sign-in pages answer anyone who types an address, so they must not flood a mailbox.
EMAIL_EVERY_MINUTES = 10
# The sign-in email also lists links to at most this many of the player's active games.
MAX_GAMES_IN_EMAIL = 50


class Page(StrEnum):
    """The page that asked for the link (the outbox row's ``asked_on``)."""

    SIGN_UP = "sign_up"
    SIGN_IN = "sign_in"


class Why(StrEnum):
    """What the email says (``notifications/email/account_link*``), decided at delivery."""

    SIGN_UP = "sign_up"  # the sign-up page, a new address: the link creates the account
    ALREADY = "already"  # the sign-up page, an address that has an account: the link signs in
    SIGN_IN = "sign_in"  # the sign-in page, an address that has an account
    NO_ACCOUNT = "no_account"  # the sign-in page, a new address: no account; the link would create one


# (page, whether the address has a player) → what the email says.
WHY = {(Page.SIGN_UP, False): Why.SIGN_UP, (Page.SIGN_UP, True): Why.ALREADY,
       (Page.SIGN_IN, True): Why.SIGN_IN, (Page.SIGN_IN, False): Why.NO_ACCOUNT}


def _window_key(email: str) -> str:
    """The outbox key that allows one email per address and window (the address is hashed: keys
    show up in logs and headers)."""
    now = timezone.now()
    window = now.replace(minute=now.minute - now.minute % EMAIL_EVERY_MINUTES).strftime("%Y%m%d%H%M")
    digest = hashlib.sha256(email.encode()).hexdigest()[:24]
    return f"account:{digest}:{window}"


def _active_games(player: Player) -> list[int]:
    found = queries.player_games(player, status=[Game.Status.ACTIVE], order_by=("game_id",),
                                 limit=MAX_GAMES_IN_EMAIL, with_seats=False)
    return [row.game.pk for row in found]


def ask_for_link(email: str, *, page: Page, lang: str, next_path: str = "") -> bool:
    """The request path of ``/signup/`` and ``/signin/``: queue the email of an account link to
    ``email`` (normalized here); return whether one was queued.

    One statement, the same for every address: an outbox row keyed on the address and the current
    window (``INSERT … ON CONFLICT DO NOTHING``: at most one email per address and window), which
    carries only what the page knew. Nothing here reads the players: whether the address has one,
    what the email says and its link are decided when it is delivered (``prepare_email``).
    ``lang`` is the page's language (the email's when the address has no player yet, and the
    sign-up form's default); ``next_path`` (a local path, already checked) is where the link
    leads once used.
    """
    email = Player.objects.normalize_email(email)
    context = {"asked_on": str(page), "page_lang": lang, "next_path": next_path}
    row = Notification(kind=Notification.Kind.ACCOUNT_LINK, key=_window_key(email), player=None, email=email,
                       game=None, context=context)
    return bool(enqueue([row]))


def prepare_email(notification: Notification) -> bool:
    """Decide what an account-link email says and make its link, when it is delivered
    (``notifications.tasks``, after the row is claimed); ``False`` when nothing is to be sent (the
    address belongs to a deactivated player).

    The decision (``WHY``): the sign-up page's email creates the account, or says the address
    already has one and signs in; the sign-in page's email signs in, or, for an address without an
    account, says so and offers to create one (the person typing it has most likely forgotten
    which address they signed up with: silence would leave them waiting for an email that never
    comes, and the sign-up page already lets anyone have one email sent to any address per window,
    under the same key). The link's row, the player and the decision are written on the outbox row
    in one transaction, under its lock, so a second attempt at the same row (a worker that died)
    sends the same email with the same link rather than a second link. Rows that already name
    their link (written before the decision moved here) are sent as they are.
    """
    if "link" in notification.context:
        return True
    player = Player.objects.filter(email=notification.email).first()
    if player is not None and not player.is_active:
        return False
    with transaction.atomic():
        row = Notification.objects.select_for_update().get(pk=notification.pk)
        if "link" not in row.context:  # else another attempt decided meanwhile: send what it decided
            data = row.context
            why = WHY[(Page(data.get("asked_on", Page.SIGN_IN)), player is not None)]
            link = AccountLink.objects.create(email=row.email, lang=data.get("page_lang", ""),
                                              next_path=data.get("next_path", ""))
            row.context = {**data, "why": str(why), "link": link.pk,
                           **({"games": _active_games(player)} if player is not None else {})}
            row.player = player
            row.save(update_fields=["context", "player"])
    notification.context, notification.player = row.context, row.player
    return True
