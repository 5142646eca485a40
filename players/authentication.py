"""``Authorization: Token <secret>`` (or ``Bearer <secret>``) authentication against hashed API
tokens.

Every API request authenticates, so this is on the hot path of every move. Two things keep it cheap:

- **One hand-written statement** finds the live token and its active player by the token's hash
  (a unique index): building the same query with the ORM cost about five times its execution.
  Its text and its reading are ``players.tokens_sql``'s.
- **A short per-process cache** of tokens found valid, keyed by the token's hash, kept
  ``API_TOKEN_CACHE_SECONDS`` (settings; 0 turns it off), **for reads only** (GET, HEAD,
  OPTIONS). An entry is never extended: it expires that many seconds after the database read that
  filled it. Tokens found invalid are not cached, so a wrong guess always costs a query and can
  never fill memory.

The contract on revocation (a token revoked, or its player deactivated): once the change is
committed (``DELETE /api/players/me/tokens/<id>/`` has returned), **no process accepts the token
for any write**: every request with another method reads the token from the database (the same
one indexed statement, and it refreshes the cache). A read may still be answered in another
process for at most ``API_TOKEN_CACHE_SECONDS``; in the revoking process it stops at once
(``forget_tokens`` runs at commit). An event stream already open with the token ends within the
same bound (``games.streams.tokens``). A write costs about 0.1 ms more for it, against a move's
several milliseconds; a revoked token could otherwise create a token that outlives it.

Each request gets its own ``Player`` and ``ApiToken`` instances built from the cached row, never a
shared object that a view could modify for another request.
"""

from __future__ import annotations

from datetime import datetime
from time import monotonic
from typing import Any, NamedTuple

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS
from django.utils import timezone
from rest_framework import authentication, exceptions
from rest_framework.permissions import SAFE_METHODS

from players.models import ApiToken, Player, hash_token
from players.tokens_sql import PLAYER_FIELDS, TOKEN_FIELDS, read_token

#: The last use of a token is recorded at most this often: a write per request would cost more
#: than the move.
LAST_USED_EVERY_SECONDS = 60
#: Past this many cached tokens the cache starts over (a bound on memory, not a tuning knob).
MAX_CACHED_TOKENS = 10_000


class _Entry(NamedTuple):
    expires: float  # monotonic()
    token_row: tuple[Any, ...]  # values of _TOKEN_FIELDS
    player_row: tuple[Any, ...]  # values of _PLAYER_FIELDS

    @property
    def last_used_at(self) -> datetime | None:
        return self.token_row[_LAST_USED]


_cache: dict[str, _Entry] = {}
_TOKEN_FIELDS = TOKEN_FIELDS
_PLAYER_FIELDS = PLAYER_FIELDS
_TOKEN_ID = _TOKEN_FIELDS.index(ApiToken._meta.pk.attname)
_LAST_USED = _TOKEN_FIELDS.index("last_used_at")


def forget_tokens() -> None:
    """Empty this process's cache: the next request of every token reads the database again."""
    _cache.clear()


def _read(key_hash: str, ttl: int) -> _Entry | None:
    found = read_token(key_hash)
    if found is None:
        return None
    token_row, player_row = found
    return _Entry(monotonic() + ttl, token_row, player_row)


class TokenAuthentication(authentication.TokenAuthentication):
    """``Authorization: Token <secret>`` or ``Authorization: Bearer <secret>`` (RFC 6750, what
    OpenAPI client generators send): the same tokens either way; the keyword's case is ignored."""

    keyword = "Token"
    keywords = (b"token", b"bearer")

    def authenticate(self, request):
        parts = authentication.get_authorization_header(request).split()
        if not parts or parts[0].lower() not in self.keywords:
            return None  # another scheme (or none): the next authentication class may take it
        if len(parts) != 2:
            raise exceptions.AuthenticationFailed(
                "Invalid token header: send 'Authorization: Token <your token>' (or Bearer), one token "
                "with no spaces.", code="invalid_token")
        try:
            key = parts[1].decode()
        except UnicodeError:
            raise exceptions.AuthenticationFailed("Invalid token header: the token is not text.",
                                                  code="invalid_token") from None
        return self.authenticate_credentials(key, trust_cache=request.method in SAFE_METHODS)

    def authenticate_credentials(self, key: str, trust_cache: bool = True):  # type: ignore[override]
        """The player and token of ``key``, or ``AuthenticationFailed``. With ``trust_cache``
        false (every write) the database is read whatever the cache holds."""
        key_hash = hash_token(key)
        ttl = settings.API_TOKEN_CACHE_SECONDS
        entry = _cache.get(key_hash) if ttl > 0 and trust_cache else None
        if entry is None or entry.expires <= monotonic():
            entry = _read(key_hash, ttl)
            if entry is None:
                _cache.pop(key_hash, None)
                raise exceptions.AuthenticationFailed("Invalid or revoked token.", code="invalid_token")
            if ttl > 0:
                if len(_cache) >= MAX_CACHED_TOKENS:
                    _cache.clear()
                _cache[key_hash] = entry
        now = timezone.now()
        if entry.last_used_at is None or (now - entry.last_used_at).total_seconds() > LAST_USED_EVERY_SECONDS:
            token_row = entry.token_row
            ApiToken.objects.filter(pk=token_row[_TOKEN_ID]).update(last_used_at=now)
            entry = entry._replace(token_row=(*token_row[:_LAST_USED], now, *token_row[_LAST_USED + 1:]))
            if ttl > 0:
                _cache[key_hash] = entry
        player = Player.from_db(DEFAULT_DB_ALIAS, _PLAYER_FIELDS, entry.player_row)
        token = ApiToken.from_db(DEFAULT_DB_ALIAS, _TOKEN_FIELDS, entry.token_row)
        token.player = player
        return player, token


class UnscopedSessionAuthentication(authentication.SessionAuthentication):
    """Session authentication for the browsable docs, refused for sessions opened by a game link
    (those may open one game's pages, not the API)."""

    def authenticate(self, request):
        from players.access import is_scoped

        result = super().authenticate(request)
        if result is not None and is_scoped(request._request):
            return None
        return result
