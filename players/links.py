"""Signed links in emails: sign-in for one game, account links, invitations, one-click unsubscribe.

Tokens are Django signatures (HMAC with SECRET_KEY and a salt per purpose), so a token for one
purpose is never valid for another, and changing a single character invalidates it. Game links
expire (``GAME_LINK_MAX_AGE_DAYS``); an expired one still tells us, from its intact signature,
which player and game it was for, so the page can offer to send a fresh one.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django.core import signing
from django.urls import reverse

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
