"""Which open streams still hold a live token: one watch per process (per event loop).

A stream authenticates once, when it opens; a token revoked afterwards (``DELETE
/api/players/me/tokens/<id>/``, in any process), or its player deactivated, must lose the
stream as it loses every other request: within ``API_TOKEN_CACHE_SECONDS``
(``players.authentication``). The watch checks the tokens of all the process's open streams in one
query every ``API_TOKEN_CACHE_SECONDS`` (at least every second), whatever the number of streams,
and wakes the streams of each token found gone; they end (their client's next attempt is a 401).
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable

from django.conf import settings

from games.streams.hub import Waiter
from players.models import ApiToken

logger = logging.getLogger(__name__)


def live_tokens(token_ids: Iterable[int]) -> set[int]:
    """Those of ``token_ids`` that still authenticate: not revoked, their player active."""
    return set(ApiToken.objects.filter(pk__in=list(token_ids), revoked_at__isnull=True, player__is_active=True)
               .values_list("pk", flat=True))


class TokenWatch:
    def __init__(self, read: Callable[[Callable, set[int]], Awaitable[set[int]]]) -> None:
        """``read(function, ids)`` runs the blocking ``function(ids)`` off the event loop."""
        self._read = read
        self.by_token: dict[int, set[Waiter]] = defaultdict(set)
        self.gone: set[int] = set()
        self._task: asyncio.Task | None = None

    @staticmethod
    def interval() -> float:
        return max(1.0, float(settings.API_TOKEN_CACHE_SECONDS))

    def watch(self, token_id: int, waiter: Waiter) -> None:
        self.by_token[token_id].add(waiter)
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run(), name="games.streams.tokens")

    def unwatch(self, token_id: int, waiter: Waiter) -> None:
        waiters = self.by_token.get(token_id)
        if waiters is not None:
            waiters.discard(waiter)
            if not waiters:
                del self.by_token[token_id]
                self.gone.discard(token_id)

    def revoked(self, token_id: int) -> bool:
        """Whether ``token_id`` was found revoked (or its player deactivated): its stream must end."""
        return token_id in self.gone

    async def _run(self) -> None:
        """While any stream is open: check every token, then sleep one interval."""
        while self.by_token:
            await asyncio.sleep(self.interval())
            watched = set(self.by_token) - self.gone
            if not watched:
                continue
            try:
                live = await self._read(live_tokens, watched)
            except Exception:  # the database is away: try again next time, as the hub does
                logger.warning("could not check the open streams' tokens", exc_info=True)
                continue
            for token_id in watched - live:
                self.gone.add(token_id)
                for waiter in self.by_token.get(token_id, ()):
                    waiter.interrupt()


_watches: dict[int, TokenWatch] = {}


def token_watch(read: Callable[[Callable, set[int]], Awaitable[set[int]]]) -> TokenWatch:
    """This event loop's watch (one per process under an ASGI server; one per loop in tests)."""
    loop = asyncio.get_running_loop()
    found = _watches.get(id(loop))
    if found is None or found._loop is not loop:  # an old loop's id reused
        found = _watches[id(loop)] = TokenWatch(read)
        found._loop = loop  # type: ignore[attr-defined]
    return found
