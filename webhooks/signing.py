"""The ``Ravenpost-Signature`` header: HMAC-SHA256 of ``"{timestamp}.{body}"`` with the endpoint's
secret, as Stripe signs its webhooks. ``t`` is the Unix time of the attempt (a receiver refuses
old ones: replays), ``v1`` the hex digest. docs/webhooks.md shows a receiver checking it."""

from __future__ import annotations

import hashlib
import hmac
import secrets

HEADER = "Ravenpost-Signature"
SECRET_PREFIX = "whsec_"


def new_secret() -> str:
    return SECRET_PREFIX + secrets.token_urlsafe(32)


def signature(secret: str, timestamp: int, body: bytes) -> str:
    """The hex HMAC-SHA256 of ``{timestamp}.{body}`` under ``secret`` (its UTF-8 bytes, prefix included)."""
    return hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()


def header(secret: str, timestamp: int, body: bytes) -> str:
    return f"t={timestamp},v1={signature(secret, timestamp, body)}"
