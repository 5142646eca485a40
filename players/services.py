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


# Live tokens one player may hold, on the tokens page and through the API alike: enough for every
# bot and script, and a bound on the damage of a loop or of a leaked token minting more.
MAX_LIVE_TOKENS = 20


class TooManyTokens(Exception):
    """The player holds ``limit`` (``MAX_LIVE_TOKENS``) live tokens already; nothing was created."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"{limit} live tokens already")
        self.limit = limit


class ParentRevoked(Exception):
    """The token used to mint a new one was revoked meanwhile; nothing was created."""


def create_token(player: Player, name: str = "", parent: ApiToken | None = None) -> tuple[ApiToken, str]:
    """A new live token of ``player`` and its raw secret (shown once, stored hashed).

    ``parent`` is the token the request came with when a token is minted through the API: the new
    one is then revoked whenever ``parent`` is (``revoke_tokens``), so a leaked token cannot leave
    live heirs behind. The parent's row is locked and re-read, so a revocation that commits first
    refuses the minting (``ParentRevoked``), and one that commits after sees the new child.
    ``TooManyTokens`` past ``MAX_LIVE_TOKENS``, counted under a lock on the player's row, so that
    concurrent requests cannot pass the cap together."""
    from django.db import transaction

    with transaction.atomic():
        Player.objects.select_for_update().filter(pk=player.pk).first()
        if parent is not None and not ApiToken.objects.select_for_update().filter(
                pk=parent.pk, revoked_at__isnull=True).exists():
            raise ParentRevoked
        if ApiToken.objects.filter(player=player, revoked_at__isnull=True).count() >= MAX_LIVE_TOKENS:
            raise TooManyTokens(MAX_LIVE_TOKENS)
        return ApiToken.issue(player, name=name, parent=parent)


def revoke_tokens(tokens) -> int:
    """Revoke the API tokens in ``tokens`` (a queryset) that are still live, and every live token
    minted through them (children, their children…); return how many were revoked.

    A revoked token keeps its row (when it was made, last used and revoked) and never works again:
    at once in this process, and within ``API_TOKEN_CACHE_SECONDS`` in the others (see
    ``players.authentication``).
    """
    from django.db import transaction
    from django.utils import timezone

    from players.authentication import forget_tokens

    now = timezone.now()
    count = 0
    with transaction.atomic():
        ids = list(tokens.filter(revoked_at__isnull=True).values_list("pk", flat=True))
        while ids:  # one generation per round; revoked tokens are never walked again
            count += ApiToken.objects.filter(pk__in=ids, revoked_at__isnull=True).update(revoked_at=now)
            ids = list(ApiToken.objects.filter(parent_id__in=ids, revoked_at__isnull=True)
                       .values_list("pk", flat=True))
    if count:
        transaction.on_commit(forget_tokens)
    return count


def set_play_forced_moves(player: Player, value: bool) -> None:
    """Turn "play my forced moves for me" on or off (``games.services.forced``). It counts from the
    next move of any of the player's games: a move already being decided may still see the old
    value (no game row changes; either answer is one the player could have had a second earlier)."""
    player.play_forced_moves = value
    player.save(update_fields=["play_forced_moves"])
