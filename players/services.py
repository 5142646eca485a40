"""Write paths for players."""

from __future__ import annotations

from players.models import ApiToken, Player


def get_or_create_player(email: str, name: str = "") -> tuple[Player, bool]:
    """The player with this email (any case), created if there is none."""
    normalized = Player.objects.normalize_email(email)
    player = Player.objects.filter(email=normalized).first()
    if player is not None:
        return player, False
    return Player.objects.create_user(normalized, name=name), True


def issue_token(player: Player, name: str = "") -> str:
    """Create an API token for ``player``; return the raw secret (shown once, stored hashed)."""
    _token, raw = ApiToken.issue(player, name=name)
    return raw


def revoke_tokens(tokens) -> int:
    """Revoke the API tokens in ``tokens`` (a queryset) that are still live; return how many.

    A revoked token keeps its row (when it was made, last used and revoked) and never works again:
    at once in this process, and within ``API_TOKEN_CACHE_SECONDS`` in the others (see
    ``players.authentication``).
    """
    from django.db import transaction
    from django.utils import timezone

    from players.authentication import forget_tokens

    count = tokens.filter(revoked_at__isnull=True).update(revoked_at=timezone.now())
    if count:
        transaction.on_commit(forget_tokens)
    return count


def set_play_forced_moves(player: Player, value: bool) -> None:
    """Turn "play my forced moves for me" on or off (``games.services.forced``). It counts from the
    next move of any of the player's games: a move already being decided may still see the old
    value (no game row changes; either answer is one the player could have had a second earlier)."""
    player.play_forced_moves = value
    player.save(update_fields=["play_forced_moves"])
