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
