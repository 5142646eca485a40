"""``Authorization: Token <secret>`` authentication against hashed API tokens."""

from __future__ import annotations

from django.utils import timezone
from rest_framework import authentication, exceptions

from players.models import ApiToken, hash_token


class TokenAuthentication(authentication.TokenAuthentication):
    keyword = "Token"

    def authenticate_credentials(self, key: str):  # type: ignore[override]
        token = (
            ApiToken.objects.select_related("player")
            .filter(key_hash=hash_token(key), revoked_at__isnull=True)
            .first()
        )
        if token is None or not token.player.is_active:
            raise exceptions.AuthenticationFailed("Invalid or revoked token.", code="invalid_token")
        now = timezone.now()
        # Record use at most once a minute: a write on every request would cost more than the move.
        if token.last_used_at is None or (now - token.last_used_at).total_seconds() > 60:
            ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
        return token.player, token


class UnscopedSessionAuthentication(authentication.SessionAuthentication):
    """Session authentication for the browsable docs, refused for sessions opened by a game link
    (those may open one game's pages, not the API)."""

    def authenticate(self, request):
        from players.access import is_scoped

        result = super().authenticate(request)
        if result is not None and is_scoped(request._request):
            return None
        return result
