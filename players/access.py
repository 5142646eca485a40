"""Who may open which game page.

A session opened by a game link is *scoped*: it carries the ids of the games whose links the
player followed, and only those game pages open in it. A session opened any other way (the
admin's password login) is not scoped. Neither the REST API nor the admin accepts scoped sessions
(clients use tokens; staff sign in with their password).
"""

from __future__ import annotations

from django.contrib.auth import login
from django.http import HttpRequest

SCOPE_KEY = "ravenpost_game_scope"


def sign_in_for_game(request: HttpRequest, player, game_id: int) -> None:
    """Sign ``player`` in through a game link: the session may then open ``game_id``."""
    same_player = request.user.is_authenticated and request.user.pk == player.pk
    scope = request.session.get(SCOPE_KEY) if same_player else []
    if same_player and scope is None:
        return  # already fully signed in: a link adds nothing
    if not same_player:
        request.signed_in_by_link = True  # no password was checked (players.login_throttle)
        login(request, player, backend="django.contrib.auth.backends.ModelBackend")
    request.session[SCOPE_KEY] = sorted(set(scope or []) | {game_id})


def forget_scope(sender, request: HttpRequest | None, user, **kwargs) -> None:
    """On every login (``user_logged_in``): a password login opens an unscoped session, even when
    the same player had followed a game link before (``login`` keeps the data of a session that
    stays with its user). ``sign_in_for_game`` scopes its own login right after."""
    if request is not None and hasattr(request, "session"):
        request.session.pop(SCOPE_KEY, None)


def is_scoped(request: HttpRequest) -> bool:
    return request.session.get(SCOPE_KEY) is not None


def may_open(request: HttpRequest, game_id: int) -> bool:
    if not request.user.is_authenticated:
        return False
    scope = request.session.get(SCOPE_KEY)
    return scope is None or game_id in scope
