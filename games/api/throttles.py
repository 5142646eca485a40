"""API rate limits: per token and per address, counted in the shared cache (Redis in production).

Two DRF throttles run on every API request (``REST_FRAMEWORK["DEFAULT_THROTTLE_CLASSES"]``):

- ``AddressThrottle``: requests per minute from one client address (``config.client_address``,
  which trusts ``X-Forwarded-For`` only from ``TRUSTED_PROXIES``), ``API_RATE_PER_ADDRESS``;
- ``TokenThrottle``: requests per minute of one API token (or, for the browsable docs' session,
  one player), in three budgets: moves (``API_RATE_MOVES``, ``POST …/moves/``), other writes
  (``API_RATE_WRITES``) and reads (``API_RATE_READS``, every ``GET``, ``HEAD`` and ``OPTIONS``).

Past a limit the answer is ``429`` problem+json, code ``rate_limited``, with ``Retry-After`` (and
``retry_after`` in the body): the seconds until the current minute's window ends. Each budget is
a fixed window of ``API_RATE_WINDOW_SECONDS`` (one counter per key and window: a burst may reach
twice the limit across a window's edge, never more). A limit of 0 turns that budget off.

Counting costs one round trip to Redis per throttle (an ``INCR`` and an ``EXPIRE`` pipelined);
with another cache (the local-memory one of development and the tests) it goes through Django's
cache API. Authentication runs first: a request refused as unauthenticated is not counted.
"""

from __future__ import annotations

import math
import time
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
                    "description": "Seconds to wait before trying again (rate_limited, too_many_invitations).",
                    "required": True,
                }
    return result


def count(key: str, window: int) -> int:
    """Add one to the counter ``key`` (which lives a little over ``window`` seconds) and return it."""
    backend = caches["default"]
    if isinstance(backend, RedisCache):
        full = backend.make_and_validate_key(key)
        client = backend._cache.get_client(full, write=True)
        with client.pipeline(transaction=False) as pipe:
            pipe.incr(full)
            pipe.expire(full, window + 1)
            value, _ = pipe.execute()
        return int(value)
    if backend.add(key, 1, timeout=window + 1):
        return 1
    try:
        return backend.incr(key)
    except ValueError:  # expired between the two calls: a new window
        backend.set(key, 1, timeout=window + 1)
        return 1


class _WindowThrottle(BaseThrottle):
    """A fixed-window counter per (budget, who): see the module docstring."""

    kind = ""

    def budget(self, request: Request, view) -> tuple[str, int]:  # pragma: no cover - overridden
        raise NotImplementedError

    def who(self, request: Request) -> str | None:  # pragma: no cover - overridden
        raise NotImplementedError

    def allow_request(self, request: Request, view) -> bool:
        scope, limit = self.budget(request, view)
        who = self.who(request) if limit else None
        if who is None:
            return True
        window = settings.API_RATE_WINDOW_SECONDS
        now = time.time()
        index = int(now // window)
        if count(f"rate:{self.kind}:{scope}:{who}:{index}", window) <= limit:
            return True
        retry_after = max(1, math.ceil((index + 1) * window - now))
        raise ServiceError(
            "rate_limited",
            gettext("Too many requests: at most %(limit)s %(scope)s per %(window)s seconds; "
                    "try again in %(retry_after)s seconds.")
            % {"limit": limit, "scope": _scope_words(scope), "window": window, "retry_after": retry_after},
            status=429, retry_after=retry_after, limit=limit, scope=scope,
        )


def _scope_words(scope: str) -> str:
    return {MOVES: gettext("moves"), WRITES: gettext("changes"), READS: gettext("reads")}.get(
        scope, gettext("requests"))


class TokenThrottle(_WindowThrottle):
    """Per API token (per player for a session): moves, other writes and reads apart."""

    kind = "token"

    def budget(self, request: Request, view) -> tuple[str, int]:
        scope = getattr(view, "throttle_scope", None)
        if scope is None:
            scope = READS if request.method in _SAFE_METHODS else WRITES
        elif request.method in _SAFE_METHODS:
            scope = READS
        limits = {MOVES: settings.API_RATE_MOVES, WRITES: settings.API_RATE_WRITES, READS: settings.API_RATE_READS}
        return scope, limits[scope]

    def who(self, request: Request) -> str | None:
        token = getattr(request, "auth", None)
        if getattr(token, "pk", None) is not None:
            return f"t{token.pk}"
        player = getattr(request, "user", None)
        return f"p{player.pk}" if getattr(player, "pk", None) is not None else None


class AddressThrottle(_WindowThrottle):
    """Per client address, every request alike."""

    kind = "address"

    def budget(self, request: Request, view) -> tuple[str, int]:
        return "requests", settings.API_RATE_PER_ADDRESS

    def who(self, request: Request) -> str | None:
        return client_address(request._request)
