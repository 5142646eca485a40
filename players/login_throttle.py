"""Password sign-ins (the admin's) are throttled: a stolen or guessed staff password is the key to
every game, and nothing else slows a script trying passwords.

The address is the client's, through the trusted proxies only (``config.client_address``; an
IPv6 address counts as its /64, which one machine usually holds whole). Failures are counted in
the cache (Redis in production, shared by every process) for ``LOGIN_FAILURE_WINDOW_SECONDS``,
three ways, so that one outsider cannot lock anybody else out:

- **account and address**: past ``LOGIN_FAILURES_PER_ADDRESS`` failures the account is refused
  *from that address* until the window has passed; the right password from there clears it.
- **address, every account** (the flood): past ``LOGIN_FAILURES_PER_ADDRESS_ALL_ACCOUNTS``
  failures that address is refused for every account until the window has passed (nothing clears
  it: a success on one's own account must not reset a guessing script).
- **account, every address**: past ``LOGIN_FAILURES_PER_ACCOUNT`` failures (many addresses guessing
  one account) the account **backs off** rather than locking: after each further failure the
  next password is checked only 1, 2, 4… seconds later, at most ``LOGIN_BACKOFF_MAX_SECONDS``.
  An attempt refused during the back-off does not lengthen it, so the real owner waits a minute
  at worst, never the whole window.

A refused attempt gets the same answer as a wrong password, before any password is checked
(``ThrottleBackend``). Game links never check a password, so they are not affected.
"""

from __future__ import annotations

import hashlib
import ipaddress
import time

from django.conf import settings
from django.contrib.auth.backends import ModelBackend
from django.core.cache import cache
from django.core.exceptions import PermissionDenied

from config.client_address import client_address

#: The clock of the back-off (a module attribute so that tests can move it).
now = time.time


def _address(request) -> str:
    address = client_address(request)
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if ip.version == 6:
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return address


def _account(username: str) -> str:
    return hashlib.sha256((username or "").strip().lower().encode()).hexdigest()[:32]


def _keys(username: str, request) -> dict[str, str]:
    account, address = _account(username), _address(request)
    return {"pair": f"login-failures:{account}:{address}", "address": f"login-failures-from:{address}",
            "account": f"login-failures:{account}", "backoff": f"login-backoff:{account}"}


def _count(key: str) -> int:
    return int(cache.get(key) or 0)


def _incr(key: str) -> int:
    if cache.add(key, 1, settings.LOGIN_FAILURE_WINDOW_SECONDS):
        return 1
    try:
        return cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.add(key, 1, settings.LOGIN_FAILURE_WINDOW_SECONDS)
        return 1


def throttled(username: str, request) -> bool:
    """Whether ``username`` may not try a password now (from this request's address)."""
    keys = _keys(username, request)
    return (_count(keys["pair"]) >= settings.LOGIN_FAILURES_PER_ADDRESS
            or _count(keys["address"]) >= settings.LOGIN_FAILURES_PER_ADDRESS_ALL_ACCOUNTS
            or float(cache.get(keys["backoff"]) or 0) > now())


def record_failure(sender, credentials: dict, request=None, **kwargs) -> None:
    """``user_login_failed``: one more failure for the account from this address, for the address,
    and for the account; past the account's limit, the back-off grows. An attempt the throttle
    refused (no password checked) counts for the address only, and never lengthens the back-off."""
    keys = _keys(credentials.get("username", ""), request)
    _incr(keys["address"])
    if getattr(request, "login_throttled", False):
        return
    _incr(keys["pair"])
    beyond = _incr(keys["account"]) - settings.LOGIN_FAILURES_PER_ACCOUNT
    if beyond >= 0:
        delay = min(2.0 ** min(beyond, 30), settings.LOGIN_BACKOFF_MAX_SECONDS)
        cache.set(keys["backoff"], now() + delay, int(delay) + 1)


def clear_failures(sender, request, user, **kwargs) -> None:
    """``user_logged_in``: the right password clears the count of its account from its address. A
    game link proves nothing about the password, so its sign-in clears nothing
    (``players.access``)."""
    if getattr(request, "signed_in_by_link", False):
        return
    cache.delete(_keys(getattr(user, user.USERNAME_FIELD, ""), request)["pair"])


class ThrottleBackend:
    """First in ``AUTHENTICATION_BACKENDS``: refuses a throttled account before ``ModelBackend``
    checks its password (``PermissionDenied`` stops ``authenticate``); otherwise lets it pass."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        if username is not None and throttled(username, request):
            if request is not None:
                request.login_throttled = True  # record_failure: no password was checked
            raise PermissionDenied
        return None

    def get_user(self, user_id):
        # A session signed in through this backend (``force_login`` takes the first one) is
        # ModelBackend's: the user as ModelBackend reads it.
        return ModelBackend().get_user(user_id)
