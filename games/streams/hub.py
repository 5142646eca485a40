"""One listener per process: ``LISTEN`` on PostgreSQL, wake the clients waiting in this process.

The hub lives in the process's event loop (the ASGI server's) and holds one PostgreSQL connection
for ``LISTEN`` and one for looking up who sits at a game: no thread, whatever the number of
clients. A client subscribes with a ``Waiter``, for a player (a stream: any of the player's games)
or for a game (a long poll). Each notification (``EventStore.announce``) names a game; the hub
wakes that game's waiters and, when streams are waiting, asks which players sit at the game (one
indexed query per notification, after the commit, so a player who just took a seat is
found) and wakes theirs. A notice naming a player (``player:ID``: an invitation for them) wakes
that player's streams with ``INVITATIONS``. A waiter only learns *which* games changed; it reads them itself.

Notifications sent while the hub is not listening (it starts, or reconnects after losing its
connection) are lost, so each time it starts listening it wakes every waiter with "anything may
have changed" (``None`` among its games). A stream reads before it first waits only once the hub
listens (``ready``), so nothing committed between its read and its wait goes unnoticed.

The hub holds the connections; the statements it sends are the store's (``games.store.listen``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict

import psycopg
from django.conf import settings

from games.store import event_store
from games.store.listen import listen_statement, seated_statement

logger = logging.getLogger(__name__)

RECONNECT_SECONDS = 1.0


#: A notice addressed to a player rather than a game (``EventStore.announce_player``): its payload.
PLAYER_PREFIX = "player:"
#: What a stream is woken with when its player's invitations changed (no game has this id).
INVITATIONS = -1


class Waiter:
    """What one waiting client is woken with: the ids of the games that changed since it last looked
    (``None`` among them: anything may have changed)."""

    __slots__ = ("changed", "_event")

    def __init__(self) -> None:
        self.changed: set[int | None] = set()
        self._event = asyncio.Event()

    def wake(self, game_id: int | None) -> None:
        self.changed.add(game_id)
        self._event.set()

    def interrupt(self) -> None:
        """End the current ``wait`` at once, with nothing changed (the client went away)."""
        self._event.set()

    async def wait(self, timeout: float) -> set[int | None]:
        """The games that changed, once at least one has or after ``timeout`` seconds (then empty)."""
        if not self.changed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._event.wait(), timeout)
        changed, self.changed = self.changed, set()
        self._event.clear()
        return changed


def _conninfo() -> dict:
    """The hub's two sessions go straight to PostgreSQL when ``DATABASE_DIRECT_URL`` is set: a
    ``LISTEN`` lives as long as its session, which a pooler in transaction mode does not keep."""
    if settings.DATABASE_DIRECT_URL:
        return {"conninfo": settings.DATABASE_DIRECT_URL,
                "connect_timeout": settings.DATABASES["default"].get("OPTIONS", {}).get("connect_timeout", 10)}
    db = settings.DATABASES["default"]
    options = {key: value for key, value in db.get("OPTIONS", {}).items()
               if key in {"connect_timeout", "sslmode", "sslrootcert", "sslcert", "sslkey", "options"}}
    params = {"dbname": db["NAME"], "user": db.get("USER") or None, "password": db.get("PASSWORD") or None,
              "host": db.get("HOST") or None, "port": db.get("PORT") or None, **options}
    return {key: value for key, value in params.items() if value not in (None, "")}


class Hub:
    def __init__(self) -> None:
        self.by_player: dict[int, set[Waiter]] = defaultdict(set)
        self.by_game: dict[int, set[Waiter]] = defaultdict(set)
        self.ready = asyncio.Event()
        self.notifications = 0
        #: The server is stopping (``close_all``): streams end and long polls answer now.
        self.closing = False
        self._task: asyncio.Task | None = None

    # --- subscriptions ---------------------------------------------------------------------------
    def subscribe(self, waiter: Waiter, *, player: int | None = None, game: int | None = None) -> None:
        self._start()
        if player is not None:
            self.by_player[player].add(waiter)
        if game is not None:
            self.by_game[game].add(waiter)

    def unsubscribe(self, waiter: Waiter, *, player: int | None = None, game: int | None = None) -> None:
        for index, key in ((self.by_player, player), (self.by_game, game)):
            if key is not None and key in index:
                index[key].discard(waiter)
                if not index[key]:
                    del index[key]

    def close_all(self) -> None:
        """The server stops: wake every waiter now, and from now on ``closing`` tells each client
        to end (a stream ends its response, a long poll answers with what it has)."""
        self.closing = True
        self._wake_all()

    def waiters(self) -> int:
        return sum(map(len, self.by_player.values())) + sum(map(len, self.by_game.values()))

    async def wait_ready(self, timeout: float) -> bool:
        """Whether the hub listens (within ``timeout`` seconds). Without PostgreSQL it never will."""
        if event_store().channel is None:
            return False
        self._start()
        try:
            await asyncio.wait_for(self.ready.wait(), timeout)
        except TimeoutError:
            return False
        return True

    # --- the listener ----------------------------------------------------------------------------
    def _start(self) -> None:
        if self._task is None and event_store().channel is not None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="games.streams.hub")

    async def _run(self) -> None:
        while True:
            try:
                await self._listen()
            except asyncio.CancelledError:
                raise
            except Exception:
                logger.warning("stream listener lost its connection; reconnecting", exc_info=True)
            self.ready.clear()
            await asyncio.sleep(RECONNECT_SECONDS)

    async def _listen(self) -> None:
        info = _conninfo()
        async with await psycopg.AsyncConnection.connect(autocommit=True, **info) as listener, \
                await psycopg.AsyncConnection.connect(autocommit=True, **info) as lookup:
            await listener.execute(listen_statement(event_store().channel))
            self.ready.set()
            self._wake_all()  # whatever was sent before now was not heard
            async for notify in listener.notifies():
                if notify.payload.startswith(PLAYER_PREFIX):
                    self._dispatch_player(notify.payload)
                    continue
                game = _game_id(notify.payload)
                if game is not None:
                    await self._dispatch(lookup, game)

    async def _dispatch(self, lookup: psycopg.AsyncConnection, game: int) -> None:
        self.notifications += 1
        for waiter in self.by_game.get(game, ()):
            waiter.wake(game)
        if not self.by_player:
            return
        cursor = await lookup.execute(*seated_statement(game))
        for (player,) in await cursor.fetchall():
            for waiter in self.by_player.get(player, ()):
                waiter.wake(game)

    def _dispatch_player(self, payload: str) -> None:
        """A notice for one player (``announce_player``): wake their streams with ``INVITATIONS``."""
        try:
            player = int(payload.removeprefix(PLAYER_PREFIX))
        except ValueError:
            return
        self.notifications += 1
        for waiter in self.by_player.get(player, ()):
            waiter.wake(INVITATIONS)

    def _wake_all(self) -> None:
        for index in (self.by_player, self.by_game):
            for waiters in index.values():
                for waiter in waiters:
                    waiter.wake(None)


def _game_id(payload: str) -> int | None:
    try:
        return int(payload.split(":", 1)[0])
    except ValueError:
        return None


_hubs: dict[int, Hub] = {}


def hub() -> Hub:
    """This event loop's hub (one per process under an ASGI server; one per loop in tests)."""
    loop = asyncio.get_running_loop()
    found = _hubs.get(id(loop))
    if found is None or found._loop is not loop:  # an old loop's id reused
        found = _hubs[id(loop)] = Hub()
        found._loop = loop  # type: ignore[attr-defined]
    return found
