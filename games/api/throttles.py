"""API rate limits: per token and per address, counted in the shared cache (Redis in production).

One DRF throttle, ``RateLimits`` (``REST_FRAMEWORK["DEFAULT_THROTTLE_CLASSES"]``), counts every API
request against two budgets at once:

- per client address (``config.client_address``, which trusts ``X-Forwarded-For`` only from
  ``TRUSTED_PROXIES``), every request alike: ``API_RATE_PER_ADDRESS``;
- per API token (or, for the browsable docs' session, per player), in three budgets: moves
  (``API_RATE_MOVES``, ``POST …/moves/``), other writes (``API_RATE_WRITES``) and reads
  (``API_RATE_READS``, every ``GET``, ``HEAD`` and ``OPTIONS``).

Past a limit the answer is ``429`` problem+json, code ``rate_limited``, with ``Retry-After`` (and
``retry_after`` in the body): the seconds until the current minute's window ends. Each budget is
a fixed window of ``API_RATE_WINDOW_SECONDS`` (one counter per key and window: a burst may reach
twice the limit across a window's edge, never more). A limit of 0 turns that budget off. A request
refused by one budget still counts in the other (both are counted in the same step).

Counting both costs one round trip to Redis (a small Lua script: ``INCR`` each counter, and give a
new counter its lifetime), with no pipeline object to build per request: the pipelines of the two
former throttles cost two round trips and more client CPU than the rest of a 304. With another cache
(the local-memory one of development and the tests) it goes through Django's cache API.
Authentication runs first: a request refused as unauthenticated is not counted.
"""

from __future__ import annotations

import math
import time
import weakref
from typing import Any

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.redis import RedisCache
from django.utils.translation import gettext
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from config.client_address import client_address
from games.services.errors import ServiceError

# What a view's ``throttle_scope`` may say; without one, the method decides (reads or writes).
MOVES, WRITES, READS = "moves", "writes", "reads"
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})



def retry_after_in_schema(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """``POSTPROCESSING_HOOKS`` entry: every 429 of the schema documents its ``Retry-After``."""
    for operations in result.get("paths", {}).values():
        for operation in operations.values():
            response = operation.get("responses", {}).get("429") if isinstance(operation, dict) else None
            if response is not None:
                response.setdefault("headers", {})["Retry-After"] = {
                    "schema": {"type": "integer", "minimum": 1},
                    "description": "Seconds to wait before trying again (rate_limited, too_many_invitations, "
                                   "too_many_tournaments).",
                    "required": True,
                }
    return result


# INCR each key; a counter that this call created gets its lifetime (ARGV[1] seconds). Atomic in
# Redis, so a counter can never be left without an expiry by a client that died in between.
_COUNT_SCRIPT = """
local counts = {}
for i, key in ipairs(KEYS) do
    counts[i] = redis.call('INCR', key)
    if counts[i] == 1 then redis.call('EXPIRE', key, ARGV[1]) end
end
return counts
"""
# Per cache client (Django's cache handler keeps one per thread): the Redis client to count with,
# and the script registered on it. Django's ``get_client`` builds a new Redis client object on
# every call, whose set-up (its table of response callbacks) cost more CPU than the round trip.
_counters: weakref.WeakKeyDictionary[Any, tuple[Any, Any]] = weakref.WeakKeyDictionary()


def count(keys: list[str], window: int) -> list[int]:
    """Add one to each counter of ``keys`` (each lives a little over ``window`` seconds) and return
    their new values, in order."""
    if not keys:
        return []
    backend = caches["default"]
    if isinstance(backend, RedisCache):
        full = [backend.make_and_validate_key(key) for key in keys]
        found = _counters.get(backend._cache)
        if found is None:
            client = backend._cache.get_client(full[0], write=True)
            found = _counters[backend._cache] = (client, client.register_script(_COUNT_SCRIPT))
        client, script = found
        return [int(value) for value in script(keys=full, args=[window + 1], client=client)]
    return [_count_in_django_cache(backend, key, window) for key in keys]


def _count_in_django_cache(backend, key: str, window: int) -> int:
    if backend.add(key, 1, timeout=window + 1):
        return 1
    try:
        return backend.incr(key)
    except ValueError:  # expired between the two calls: a new window
        backend.set(key, 1, timeout=window + 1)
        return 1


def _token_budget(request: Request, view) -> tuple[str, int]:
    """The token budget this request counts in: its view's ``throttle_scope`` (``MOVES``) for a
    write, else reads or other writes by the method; and that budget's limit."""
    scope = getattr(view, "throttle_scope", None)
    if scope is None or request.method in _SAFE_METHODS:
        scope = READS if request.method in _SAFE_METHODS else WRITES
    limits = {MOVES: settings.API_RATE_MOVES, WRITES: settings.API_RATE_WRITES, READS: settings.API_RATE_READS}
    return scope, limits[scope]


def _token_holder(request: Request) -> str | None:
    token = getattr(request, "auth", None)
    if getattr(token, "pk", None) is not None:
        return f"t{token.pk}"
    player = getattr(request, "user", None)
    return f"p{player.pk}" if getattr(player, "pk", None) is not None else None


class RateLimits(BaseThrottle):
    """The per-address and the per-token budgets of a request, counted together: see the module
    docstring. Raises the 429 ``ServiceError`` itself (with its ``Retry-After``), the address's
    budget first."""

    def allow_request(self, request: Request, view) -> bool:
        window = settings.API_RATE_WINDOW_SECONDS
        now = time.time()
        index = int(now // window)
        budgets: list[tuple[str, int, str]] = []  # (scope, limit, counter key)
        if settings.API_RATE_PER_ADDRESS:
            address = client_address(request._request)
            budgets.append(("requests", settings.API_RATE_PER_ADDRESS, f"rate:address:requests:{address}:{index}"))
        scope, limit = _token_budget(request, view)
        holder = _token_holder(request) if limit else None
        if holder is not None:
            budgets.append((scope, limit, f"rate:token:{scope}:{holder}:{index}"))
        counts = count([key for _, _, key in budgets], window)
        for (scope, limit, _), value in zip(budgets, counts, strict=True):
            if value > limit:
                retry_after = max(1, math.ceil((index + 1) * window - now))
                raise ServiceError(
                    "rate_limited",
                    gettext("Too many requests: at most %(limit)s %(scope)s per %(window)s seconds; "
                            "try again in %(retry_after)s seconds.")
                    % {"limit": limit, "scope": _scope_words(scope), "window": window, "retry_after": retry_after},
                    status=429, retry_after=retry_after, limit=limit, scope=scope,
                )
        return True


def _scope_words(scope: str) -> str:
    return {MOVES: gettext("moves"), WRITES: gettext("changes"), READS: gettext("reads")}.get(
        scope, gettext("requests"))
