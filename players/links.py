"""Signed links in emails: sign-in for one game, account links, invitations, one-click unsubscribe.

Tokens are Django signatures (HMAC with SECRET_KEY and a salt per purpose), so a token for one
purpose is never valid for another, and changing a single character invalidates it. Game links
expire (``GAME_LINK_MAX_AGE_DAYS``); an expired one still tells us, from its intact signature,
which player and game it was for, so the page can offer to send a fresh one.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass

from django.conf import settings
from django.core import signing
from django.urls import reverse
from django.utils.crypto import constant_time_compare, salted_hmac

GAME_LINK_SALT = "ravenpost.game-link"
UNSUBSCRIBE_SALT = "ravenpost.unsubscribe"
INVITATION_SALT = "ravenpost.invitation"
ACCOUNT_LINK_SALT = "ravenpost.account-link"


@dataclass(frozen=True)
class GameLink:
    player_id: int
    game_id: int
    expired: bool = False


def game_link_token(player_id: int, game_id: int) -> str:
    return signing.dumps({"p": player_id, "g": game_id}, salt=GAME_LINK_SALT, compress=True)


def read_game_link(token: str) -> GameLink | None:
    """The link's player and game; ``expired=True`` if it is genuine but too old; ``None`` if forged."""
    max_age = settings.GAME_LINK_MAX_AGE_DAYS * 86400
    try:
        data = signing.loads(token, salt=GAME_LINK_SALT, max_age=max_age)
        return GameLink(int(data["p"]), int(data["g"]))
    except signing.SignatureExpired:
        data = signing.loads(token, salt=GAME_LINK_SALT)
        return GameLink(int(data["p"]), int(data["g"]), expired=True)
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        return None


def game_link_url(player_id: int, game_id: int) -> str:
    path = reverse("game-enter", kwargs={"game_id": game_id, "token": game_link_token(player_id, game_id)})
    return settings.SITE_URL + path


@dataclass(frozen=True)
class AccountLinkToken:
    link_id: int
    expired: bool = False


def account_link_token(link_id: int) -> str:
    """The token of the ``players.models.AccountLink`` row ``link_id`` (signed when the email is
    built; the row's own ``created_at`` and ``used_at`` decide whether it still works)."""
    return signing.dumps({"a": link_id}, salt=ACCOUNT_LINK_SALT)


def read_account_link(token: str) -> AccountLinkToken | None:
    """The link's row id; ``expired=True`` if the signature is genuine but older than
    ``ACCOUNT_LINK_MAX_AGE_MINUTES``; ``None`` if forged or cut."""
    max_age = settings.ACCOUNT_LINK_MAX_AGE_MINUTES * 60
    try:
        return AccountLinkToken(int(signing.loads(token, salt=ACCOUNT_LINK_SALT, max_age=max_age)["a"]))
    except signing.SignatureExpired:
        return AccountLinkToken(int(signing.loads(token, salt=ACCOUNT_LINK_SALT)["a"]), expired=True)
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        return None


def account_link_url(link_id: int) -> str:
    return settings.SITE_URL + reverse("account-link", kwargs={"token": account_link_token(link_id)})


def unsubscribe_token(player_id: int, game_id: int | None = None) -> str:
    """The token of a player's unsubscribe page; with ``game_id`` (an email about a game), the page
    also offers to mute that game."""
    data = {"p": player_id} if game_id is None else {"p": player_id, "g": game_id}
    return signing.dumps(data, salt=UNSUBSCRIBE_SALT)


def read_unsubscribe(token: str) -> int | None:
    """The player of an unsubscribe token; ``None`` if forged or cut."""
    return read_unsubscribe_link(token)[0]


def read_unsubscribe_link(token: str) -> tuple[int | None, int | None]:
    """(player, game) of an unsubscribe token: the game is ``None`` for a token without one (an
    email about no game, or made before tokens named games); both ``None`` if forged or cut."""
    try:
        data = signing.loads(token, salt=UNSUBSCRIBE_SALT)
        return int(data["p"]), (int(data["g"]) if data.get("g") is not None else None)
    except (signing.BadSignature, KeyError, TypeError, ValueError, AttributeError):
        return None, None


def unsubscribe_url(player_id: int, game_id: int | None = None) -> str:
    return settings.SITE_URL + reverse("unsubscribe", kwargs={"token": unsubscribe_token(player_id, game_id)})


def invitation_token(invitation_id: int) -> str:
    return signing.dumps({"i": invitation_id}, salt=INVITATION_SALT)


def read_invitation(token: str) -> int | None:
    """The invitation id; its own ``expires_at`` decides whether it is still open."""
    try:
        return int(signing.loads(token, salt=INVITATION_SALT)["i"])
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        return None


def invitation_url(invitation_id: int) -> str:
    return settings.SITE_URL + reverse("invitation", kwargs={"token": invitation_token(invitation_id)})


# --- invite links to a game (games.services.lobby.join_game) -------------------------------------

INVITE_LINK_SALT = "ravenpost.invite-link"


def invite_token(game) -> str:
    """The token of ``game``'s invite link: whoever holds it may take a "link" seat of the game.
    It does not expire by itself; the game stops accepting players when it starts or expires."""
    return signing.dumps({"g": game.pk}, salt=INVITE_LINK_SALT)


def read_invite_token(token: str) -> int | None:
    """The game id of an invite-link token; ``None`` if it is forged or malformed."""
    try:
        return int(signing.loads(token, salt=INVITE_LINK_SALT)["g"])
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        return None


# --- reply addresses of turn emails (notifications.inbound) ---------------------------------------

REPLY_SALT = "ravenpost.reply-address"


@dataclass(frozen=True)
class ReplyToken:
    """Who may answer which turn by email: the player, the game, and the game's seq the email's
    numbered moves were listed at."""

    player_id: int
    game_id: int
    seq: int


def _reply_signature(value: str) -> str:
    # 80 bits of an HMAC (SECRET_KEY and a salt of its own), in lower-case base32: an address's
    # local part may be case-folded on the way, and must stay within 64 characters (RFC 5321).
    digest = salted_hmac(REPLY_SALT, value, algorithm="sha256").digest()
    return base64.b32encode(digest[:10]).decode().lower()


def reply_token(player_id: int, game_id: int, seq: int) -> str:
    """A compact signed token, e.g. ``12-345-67-<16 letters>``: at most 49 characters for ids of
    ten digits, so ``play+<token>`` is a valid local part."""
    value = f"{player_id}-{game_id}-{seq}"
    return f"{value}-{_reply_signature(value)}"


def read_reply_token(token: str) -> ReplyToken | None:
    """The token's player, game and seq; ``None`` if forged, cut or malformed (any case)."""
    parts = token.strip().lower().split("-")
    if len(parts) != 4 or not all(part.isascii() and part.isdigit() and len(part) <= 12 for part in parts[:3]):
        return None
    value = "-".join(parts[:3])
    if not constant_time_compare(parts[3], _reply_signature(value)):
        return None
    return ReplyToken(int(parts[0]), int(parts[1]), int(parts[2]))


def reply_address(player_id: int, game_id: int, seq: int) -> str | None:
    """The address a turn email's reply goes to (``Reply-To``), ``None`` when answering by email
    is off (no ``INBOUND_EMAIL_DOMAIN``)."""
    if not settings.INBOUND_EMAIL_DOMAIN:
        return None
    return f"{settings.INBOUND_EMAIL_LOCAL_PART}+{reply_token(player_id, game_id, seq)}@{settings.INBOUND_EMAIL_DOMAIN}"
