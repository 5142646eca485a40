"""Password sign-ins (the admin's) are throttled: a stolen or guessed staff password is the key to
every game, and nothing else slows a script trying passwords.

Failures are counted in the cache (Redis in production, shared by every process) for
``LOGIN_FAILURE_WINDOW_SECONDS``, twice: per account and address, and per account alone with a
higher limit (an attacker with many addresses). Past either limit, ``ThrottleBackend`` refuses
the account before any password is checked, with the same answer as a wrong password, until the
window has passed; a successful sign-in clears the account-and-address count. Game links never
check a password, so they are not affected.
"""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.contrib.auth.backends import ModelBackend
from django.core.cache import cache
from django.core.exceptions import PermissionDenied


def _client(request) -> str:
    # REMOTE_ADDR is the proxy's address behind one; gunicorn rewrites it from X-Forwarded-For
    # for the addresses it trusts (FORWARDED_ALLOW_IPS, docs/operations.md).
    return (request.META.get("REMOTE_ADDR") or "?") if request is not None else "?"


def _keys(username: str, request) -> tuple[str, str]:
    account = hashlib.sha256((username or "").strip().lower().encode()).hexdigest()[:32]
    return f"login-failures:{account}:{_client(request)}", f"login-failures:{account}"


def _count(key: str) -> int:
    return int(cache.get(key) or 0)


def throttled(username: str, request) -> bool:
    """Whether ``username`` may not try a password now (from this request's address)."""
    pair, account = _keys(username, request)
    return (_count(pair) >= settings.LOGIN_FAILURES_PER_ADDRESS
            or _count(account) >= settings.LOGIN_FAILURES_PER_ACCOUNT)


def record_failure(sender, credentials: dict, request=None, **kwargs) -> None:
    """``user_login_failed``: one more failure for the account, from this address and in all."""
    for key in _keys(credentials.get("username", ""), request):
        if not cache.add(key, 1, settings.LOGIN_FAILURE_WINDOW_SECONDS):
            try:
                cache.incr(key)
            except ValueError:  # expired between add and incr
                cache.add(key, 1, settings.LOGIN_FAILURE_WINDOW_SECONDS)


def clear_failures(sender, request, user, **kwargs) -> None:
    """``user_logged_in``: the right password from this address clears its count. A game link
    proves nothing about the password, so its sign-in clears nothing (``players.access``)."""
    if getattr(request, "signed_in_by_link", False):
        return
    cache.delete(_keys(getattr(user, user.USERNAME_FIELD, ""), request)[0])


class ThrottleBackend:
    """First in ``AUTHENTICATION_BACKENDS``: refuses a throttled account before ``ModelBackend``
    checks its password (``PermissionDenied`` stops ``authenticate``); otherwise lets it pass."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        if username is not None and throttled(username, request):
            raise PermissionDenied
        return None

    def get_user(self, user_id):
        # A session signed in through this backend (``force_login`` takes the first one) is
        # ModelBackend's: the user as ModelBackend reads it.
        return ModelBackend().get_user(user_id)
