"""Reading games: the rule set of a game, its state at any seq, its log as a seat may see it.

The current state of a game is also kept in a small process-local cache (``STATE_CACHE``), so that
a move, and the reads between two moves, need not fetch and fold events again. See ``StateCache``
for why it can never serve a state that is not the one the events give.
"""

from __future__ import annotations

import pickle
import threading
import time
from collections import OrderedDict
from typing import Any

from django.conf import settings
from django.db import connection

from games.engine import Event as EngineEvent
from games.engine import Ruleset, State
from games.meta_events import SEAT_REPLACED, honour_takebacks, is_meta
from games.models import Event, Game
from games.rulesets import registry
from games.services import refusals
from games.services.errors import Unprocessable
from games.store import event_store, prefetched, routing


def ruleset_for(game: Game) -> Ruleset:
    return registry().get(game.ruleset)


class _Entry:
    """A cached state: the live object (``state``, while nobody has taken it), its pickled copy
    (``blob``, made when a reader first needs one), and its size in bytes, measured at ``measured``
    (a seq)."""

    __slots__ = ("seq", "version", "state", "blob", "size", "measured")

    def __init__(self, seq: int, version: str, state: State | None, blob: bytes | None, size: int,
                 measured: int) -> None:
        self.seq, self.version, self.state, self.blob = seq, version, state, blob
        self.size, self.measured = size, measured


class StateCache:
    """The latest folded state of recently used games, per process, bounded in bytes (LRU).

    An entry is the state after ``seq`` for one game, keyed by the *row version* of the game row
    that says the game is at ``seq``: PostgreSQL's ``xmin``, the id of the transaction (or
    subtransaction) that wrote that version of the row. Every append updates the game row in the
    same transaction, so:

    - the state after ``seq`` is a pure function of the events up to ``seq``, and those never change
      once the row version that points at them is committed;
    - a state computed inside a transaction that is later rolled back is filed under the id of
      that transaction, and no committed row ever carries an aborted transaction's id, so such an
      entry can never be found again (it just ages out). This is why the cache may be filled
      before commit, inside a move or inside a test's transaction, with no ``on_commit`` hook.
      (Transaction ids wrap around after about four billion transactions; an entry would have to
      outlive that in this small LRU, with its game still at the same seq, to be served wrongly.)

    One entry per game: only its latest state is worth keeping. Every caller gets a state of its
    own that ``evolve`` may update, in one of two ways:

    - ``get`` (readers) returns a copy made from the entry's pickled form;
    - ``take`` (a move) hands over the live object itself and leaves the entry without it, so no
      one else can see it while the move updates it; the move then ``put``s the state after its
      events, handing that object over in turn. A move thus copies nothing: copying the state in
      and out cost a tenth of a move's client time.

    Sizes are measured by pickling: when a reader needs the pickled form anyway, and on a ``put``
    at least every ``REMEASURE_EVERY`` seqs (a state grows slowly during a game). Only a store with
    row versions (``guarded_writes``: PostgreSQL's ``xmin``) can key entries; elsewhere (the
    SQLite development server) nothing is cached.
    """

    REMEASURE_EVERY = 32

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[tuple, _Entry] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    @staticmethod
    def key(game: Game, ruleset: Ruleset) -> tuple:
        return (connection.settings_dict["NAME"], game.pk, ruleset.id, ruleset.rules_version)

    def _find(self, key: tuple, seq: int, version: str) -> _Entry | None:
        entry = self._entries.get(key)
        if entry is None or entry.seq != seq or entry.version != version or (entry.state is None and entry.blob is None):
            self.misses += 1
            return None
        self._entries.move_to_end(key)
        self.hits += 1
        return entry

    def get(self, key: tuple, seq: int, version: str) -> State | None:
        """A private copy of the state after ``seq`` at row ``version``, or ``None``."""
        with self._lock:
            entry = self._find(key, seq, version)
            if entry is None:
                return None
            if entry.blob is None:
                entry.blob = pickle.dumps(entry.state, protocol=pickle.HIGHEST_PROTOCOL)
                self._resize(entry, len(entry.blob), seq)
            blob = entry.blob
        return pickle.loads(blob)

    def take(self, key: tuple, seq: int, version: str) -> State | None:
        """The state after ``seq`` at row ``version`` for a caller that will update it and ``put``
        the result (or drop it): the live object if no one has taken it, else a copy; ``None``
        if there is no such entry."""
        with self._lock:
            entry = self._find(key, seq, version)
            if entry is None:
                return None
            if entry.state is not None:
                state, entry.state = entry.state, None
                return state
            blob = entry.blob
        return pickle.loads(blob)

    def put(self, key: tuple, seq: int, version: str, state: State, copy: bool = False) -> None:
        """Remember ``state`` as the state after ``seq``. The caller hands ``state`` over: it must not
        touch it again (readers get copies, a later move takes it). ``copy``: keep only a copy
        instead; the caller keeps ``state``."""
        with self._lock:
            old = self._entries.get(key)
        if not copy and old is not None and seq - old.measured < self.REMEASURE_EVERY:
            size, measured, blob = old.size, old.measured, None
        else:
            blob = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
            size, measured = len(blob), seq
            if copy:
                state = None
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old.size
            if size > self.max_bytes // 4:
                return  # one huge state must not flush everything else
            self._entries[key] = _Entry(seq, version, state, blob, size, measured)
            self._bytes += size
            self._evict()

    def _resize(self, entry: _Entry, size: int, seq: int) -> None:
        self._bytes += size - entry.size
        entry.size, entry.measured = size, seq
        self._evict()

    def _evict(self) -> None:
        while self._bytes > self.max_bytes and self._entries:
            _key, evicted = self._entries.popitem(last=False)
            self._bytes -= evicted.size

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0


STATE_CACHE = StateCache(max_bytes=settings.GAMES_STATE_CACHE_BYTES)


def caching_enabled() -> bool:
    return STATE_CACHE.max_bytes > 0 and event_store().guarded_writes


def remember_row_version(game: Game, version: str | None) -> None:
    """Note on ``game`` the version of its row that holds its current ``seq`` (from the query that
    locked or updated it), so ``load_state`` needs no query to find it."""
    game._row_version = (game.seq, version) if version is not None else None  # type: ignore[attr-defined]


def row_version(game: Game) -> str | None:
    """The ``xmin`` of the game row, if the row still holds ``game.seq``; else ``None``."""
    if not caching_enabled():
        return None
    known: Any = getattr(game, "_row_version", None)
    if known is not None and known[0] == game.seq:
        return known[1]
    return event_store().row_version(game)


def cache_state(game: Game, ruleset: Ruleset, state: State | None, version: str | None) -> None:
    """File ``state`` as the state after ``game.seq`` under the row ``version`` (see StateCache).
    The caller hands ``state`` over and must not update it any more."""
    if version is not None and state is not None and caching_enabled():
        STATE_CACHE.put(StateCache.key(game, ruleset), game.seq, version, state)


def fetch_game(game_id: int) -> Game | None:
    """The game with its seats and their players prefetched (``game.seats.all()`` asks nothing
    more) and its row version noted for the state cache: one query in all. ``None`` if there is
    no such game. What every API request about a game starts with.

    Read from the replica when the request allows it (``games.store.routing``); when the game
    there is behind the seq the client named, or missing, the request reads the primary from then
    on: a client never sees a state older than one it has seen."""
    found = event_store().read_game(game_id, lock=False)
    if routing.read_alias() == routing.REPLICA and (found is None or found[0].seq < routing.seen_seq()):
        routing.use_primary()
        found = event_store().read_game(game_id, lock=False)
    if found is None:
        return None
    game, seats, version = found
    remember_row_version(game, version)
    return prefetched(game, seats)


def get_game(game_id: int) -> Game:
    """``fetch_game``'s game, or the refusal ``game_not_found`` (a 404) when there is none."""
    game = fetch_game(game_id)
    if game is None:
        raise refusals.game_not_found(game_id)
    return game


def load_state(game: Game, at: int | None = None, *, for_move: bool = False) -> State | None:
    """The state after event ``at`` (default: the last one), from the newest usable snapshot plus
    the events after it. Snapshots of another rules version are ignored, never trusted.

    The current state (``at`` omitted or ``game.seq``) comes from ``STATE_CACHE`` when it holds
    it. The caller owns the returned state: it may update it. ``for_move``: the caller is about to
    append to the game and file the state after its events (``cache_state``); it gets the cached
    object itself instead of a copy (see ``StateCache.take``)."""
    ruleset = ruleset_for(game)
    target = game.seq if at is None else at
    if not 0 <= target <= game.seq:
        raise Unprocessable("bad_seq", f"This game has events 1 to {game.seq}; there is no seq {target}.")
    version = row_version(game) if target == game.seq else None
    if version is not None:
        key = StateCache.key(game, ruleset)
        cached = STATE_CACHE.take(key, target, version) if for_move else STATE_CACHE.get(key, target, version)
        if cached is not None:
            return cached
    state = _fold_from_snapshot(game, ruleset, target)
    if version is not None and state is not None and not for_move and caching_enabled():
        STATE_CACHE.put(StateCache.key(game, ruleset), target, version, state, copy=True)
    return state


def _fold_from_snapshot(game: Game, ruleset: Ruleset, target: int) -> State | None:
    """The state after ``target`` from the newest snapshot of this rules version at or before it,
    plus the rule set's events after that snapshot, taken-back moves left out.

    A snapshot written after a move and before its takeback holds that move: when a takeback
    after the snapshot reaches back before it (``honour_takebacks`` answers ``None``), the state
    is folded from the first event instead. A takeback writes a snapshot of the state it restores
    (``games.services.takebacks``), so this happens only when that snapshot is of another rules
    version."""
    state, events = event_store().state_after(game.pk, ruleset.rules_version, target)
    kept = honour_takebacks(events)
    if kept is None:
        state = None
        rows = event_store().events(game.pk, after=0, limit=target)
        kept = honour_takebacks([(row.type, row.seat, row.data) for row in rows])
        assert kept is not None, "a takeback names a move the log does not hold"
    # Rows come fresh from the database, so evolve may update them in place.
    for event_type, seat, data in kept:
        state = ruleset.evolve(state, {"type": event_type, "seat": seat, "data": data})
    return state


def seat_of(game: Game, player) -> int:
    """The seat ``player`` holds in ``game``; ``Forbidden`` if they have none.

    Uses the game's prefetched seats when the caller loaded them (the API does), else reads the
    seats of the game (a handful of rows, one query either way)."""
    player_id = getattr(player, "pk", None)
    seat = next((row.seat for row in game.seats.all() if player_id is not None and row.player_id == player_id), None)
    if seat is None:
        raise refusals.not_your_game()
    return seat


def redacted(ruleset: Ruleset, rows: list[Event], seat: int | None) -> list[dict]:
    """The rows as ``seat`` may see them, in the API's shape; events hidden entirely are left out.
    Service-level ``meta:`` events are public."""
    out = []
    for row in rows:
        event = row.as_engine_event()
        shown: EngineEvent | None = event if is_meta(row.type) else ruleset.redact(event, seat)
        if shown is None:
            continue
        out.append(
            {"seq": row.seq, "type": shown["type"], "seat": shown["seat"], "data": shown["data"], "at": row.created_at}
        )
    return out


def events_for_seat(game: Game, seat: int | None, after: int = 0, limit: int = 1000) -> list[dict]:
    """The events after ``after`` (at most ``limit``) as ``seat`` may see them.

    ``seat`` is the caller's seat in ``game`` as read (``seat_of`` on the same ``fetch_game``, one
    statement, so both date from the same moment). The caller may see the seat's whole history up
    to ``game.seq``, but if an admin hands the seat to someone else after that, what comes next is
    the new holder's: the answer stops at that ``meta:seat_replaced`` event (public, so the caller
    learns why), and their next request is refused."""
    rows = event_store().events(game.pk, after=after, limit=limit)
    if seat is not None:
        handovers = (i for i, row in enumerate(rows)
                     if row.seq > game.seq and row.type == SEAT_REPLACED and row.seat == seat)
        first = next(handovers, None)
        if first is not None:
            rows = rows[: first + 1]
    return redacted(ruleset_for(game), rows, seat)


# The longest a client may hold an events request open, and how often the game row is polled meanwhile.
MAX_WAIT_SECONDS = 30
WAIT_POLL_SECONDS = 0.5


def wait_for_events(game: Game, seat: int | None, after: int = 0, limit: int = 1000, wait: float = 0) -> list[dict]:
    """Like ``events_for_seat``, but when ``seat`` has nothing to see after ``after``, wait up to
    ``wait`` seconds (at most ``MAX_WAIT_SECONDS``) for something to appear: a long poll.

    It answers as soon as there is at least one event this seat may see, or when the time is up
    (then with an empty list), or at once when the game is over and nothing more will come.
    Events hidden from this seat do not end the wait: they would give the client nothing to
    advance ``after`` with. An admin may hand the seat to someone else during the wait: the answer
    then ends with that handover, never shows what follows (see ``events_for_seat``). Polling the
    game's last seq costs one indexed read per ``WAIT_POLL_SECONDS``, and nothing on the write path.
    """
    deadline = time.monotonic() + min(max(wait, 0), MAX_WAIT_SECONDS)
    seen = after
    while True:
        current = Game.objects.filter(pk=game.pk).values_list("seq", "status").first()
        if current is None:
            return []
        last_seq, status = current
        if last_seq > seen:
            events = events_for_seat(game, seat, after=after, limit=limit)
            if events:
                return events
            seen = last_seq
        if status in {Game.Status.FINISHED, Game.Status.ABORTED} or time.monotonic() >= deadline:
            return []
        time.sleep(min(WAIT_POLL_SECONDS, max(deadline - time.monotonic(), 0)))
