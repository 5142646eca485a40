"""Who may open which page: the two kinds of session.

- A **game-link session** (``sign_in_for_game``, from a link in a game email) is *scoped*: it
  carries the ids of the games whose links the player followed, and only those game pages open in
  it. It may not see the account's pages (settings, game list, new game, lobby joins, tokens).
- An **account session** (``sign_in_account``, from a sign-up or sign-in link, or the admin's
  password login) is not scoped: every page of the player's own is open.

Neither the REST API nor the admin accepts scoped sessions (clients use tokens; staff sign in
with their password). Account pages use ``account_required``.
"""

from __future__ import annotations

from functools import wraps

from django.contrib.auth import login
from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest
from django.shortcuts import render
from django.urls import reverse

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


def sign_in_account(request: HttpRequest, player) -> None:
    """Sign ``player`` in through an account link: an unscoped session (``forget_scope`` clears
    any game scope the session had on login)."""
    request.signed_in_by_link = True  # no password was checked (players.login_throttle)
    login(request, player, backend="django.contrib.auth.backends.ModelBackend")
    request.session.pop(SCOPE_KEY, None)


def forget_scope(sender, request: HttpRequest | None, user, **kwargs) -> None:
    """On every login (``user_logged_in``): a password login opens an unscoped session, even when
    the same player had followed a game link before (``login`` keeps the data of a session that
    stays with its user). ``sign_in_for_game`` scopes its own login right after."""
    if request is not None and hasattr(request, "session"):
        request.session.pop(SCOPE_KEY, None)


def is_scoped(request: HttpRequest) -> bool:
    return request.session.get(SCOPE_KEY) is not None


def is_account_session(request: HttpRequest) -> bool:
    """Signed in, and not through a game link only: the account's own pages are open."""
    return request.user.is_authenticated and not is_scoped(request)


def account_required(view):
    """For account pages: anonymous visitors go to the sign-in page (and come back after it); a
    game-link session gets a 403 page that offers an account link by email."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs):
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path(), login_url=reverse("signin"))
        if is_scoped(request):
            return render(request, "players/need_account.html", {"email": request.user.email}, status=403)
        return view(request, *args, **kwargs)

    return wrapped


def may_open(request: HttpRequest, game_id: int) -> bool:
    if not request.user.is_authenticated:
        return False
    scope = request.session.get(SCOPE_KEY)
    return scope is None or game_id in scope
