"""The event store's interface: what the services may ask of the database, and nothing more.

A game is a row (``Game``: its projections, and the ``seq`` of its last event), its seats, an
append-only log of events numbered 1, 2, … per game, and snapshots of its folded state. The
services read a game, fold its state from the newest snapshot and the events after it, decide,
and append; the store does the reading and the writing. Everything that depends on which
database runs underneath (hand-written SQL, prepared statements, row versions, advisory locks)
lives in one implementation per database, behind this interface:

- ``games.store.postgres.PostgresEventStore``: the production store;
- ``games.store.orm.OrmEventStore``: plain ORM, for the SQLite development server.

The two are siblings: each implements every abstract method of ``EventStore`` itself, and neither
calls into the other. What both do the same way at the ORM level lives in ``games.store.common``.

``games.store.event_store()`` gives the one for the default database. The services never ask which
database they run on; they ask the store what it can do (``guarded_writes``).

Contract of every implementation (``tests/store/test_contract.py`` runs it against each):

- ``append`` writes a batch of events after the game's ``seq``, the game row's new projections,
  the seat clocks that changed, a snapshot when one is due and the outbox rows the batch causes,
  all or nothing. Event seqs are unique per game: a batch whose seq is taken raises ``SeqTaken``
  and writes nothing (inside an atomic block the transaction is then marked for rollback: no
  savepoint is paid for on the hot path).
- Unguarded, ``append`` requires the caller to hold the game row's lock (``read_game(lock=True)``
  in the same transaction). Guarded (``expected_version``, only where ``guarded_writes``), it
  writes only if the game row is still at the version read, else raises ``Superseded`` having
  written nothing.
- Outbox rows are unique by key: a row whose key exists is not written again (no error), which
  makes every notification at most once per key. The answer lists the ids of the rows newly
  written as pending (those to deliver once the transaction commits).
- Events are never updated or deleted (a database trigger refuses it, too).
"""

from __future__ import annotations

import abc
from dataclasses import dataclass, field
from typing import Any

from games.models import Event, Game, Seat, Snapshot
from outbox.models import Notification


class Superseded(Exception):
    """A guarded write found the game row at another version than the one read: nothing was written."""


class SeqTaken(Exception):
    """Another writer appended at this seq first (the unique ``(game, seq)`` settled a race): nothing
    of the append was written."""


@dataclass
class AppendWrite:
    """Everything one append writes. ``fields``: the columns of the game row to save; ``seats``: the
    seats whose clocks (``CLOCK_FIELDS``) changed; ``notifications``: outbox rows, each with its
    status already chosen."""

    game: Game
    rows: list[Event]
    fields: list[str]
    seats: list[Seat] = field(default_factory=list)
    snapshot: Snapshot | None = None
    notifications: list[Notification] = field(default_factory=list)


@dataclass(frozen=True)
class Appended:
    """What an append gave: the game row's new version (``None`` where the store has no row
    versions) and the ids of the outbox rows written as pending, to deliver after the commit."""

    version: str | None
    pending: list[int]


# The columns of a seat that an append changes: its clock.
CLOCK_FIELDS = ("is_to_move", "deadline", "turn_started_at")


class EventStore(abc.ABC):
    """The interface (see the module docstring): an abstract base, so a store that misses an
    operation cannot be made (``TypeError`` at instantiation). Every method is abstract."""

    #: Whether ``append`` takes an ``expected_version`` (a write guarded on the row version read,
    #: with no lock held), and whether reads report row versions (the state cache keys on them).
    guarded_writes: bool = False

    @abc.abstractmethod
    def read_game(self, game_id: int, *, lock: bool) -> tuple[Game, list[Seat], str | None] | None:
        """The game, its seats in seat order (each with ``game`` and ``player`` loaded) and the game
        row's version (``None`` without ``guarded_writes``); ``None`` if there is no such game.
        ``lock``: lock the game row until the end of the transaction, in the mode an ``UPDATE`` of
        it takes (it excludes every other writer of the game)."""
        raise NotImplementedError

    @abc.abstractmethod
    def row_version(self, game: Game) -> str | None:
        """The version of the game row if it still holds ``game.seq``, else (or without
        ``guarded_writes``) ``None``."""
        raise NotImplementedError

    @abc.abstractmethod
    def state_after(self, game_id: int, rules_version: int, seq: int) -> tuple[Any, list[tuple[str, int | None, Any]]]:
        """What folding the game up to ``seq`` starts from: the state of the newest snapshot of
        ``rules_version`` at or before ``seq`` (``None`` without one), and the (type, seat, data)
        of the events after it up to ``seq``, in order, ``meta:`` events left out but for
        ``meta:takeback``, which the fold honours (``games.meta_events.honour_takebacks``). Fresh
        objects: the caller may update them."""
        raise NotImplementedError

    @abc.abstractmethod
    def events(self, game_id: int, *, after: int = 0, limit: int | None = None) -> list[Event]:
        """The game's events after seq ``after``, in order, at most ``limit``."""
        raise NotImplementedError

    @abc.abstractmethod
    def batch_of_key(self, game_id: int, idempotency_key: str) -> list[Event]:
        """The events of the batch that the move with this ``Idempotency-Key`` appended (its first
        event carries the key, the actor and the request's hash), in order; empty if none."""
        raise NotImplementedError

    @abc.abstractmethod
    def lock_idempotency_key(self, game_id: int, idempotency_key: str) -> bool:
        """Take a lock on (game, key) until the end of the transaction, or answer ``False`` at once
        if another transaction holds it. A store whose writers are serialised anyway may always
        answer ``True``."""
        raise NotImplementedError

    @abc.abstractmethod
    def append(self, write: AppendWrite, *, expected_version: str | None = None) -> Appended:
        """Write ``write`` (see the module docstring); the event rows and the snapshot get their
        ids. Raises ``SeqTaken``, or ``Superseded`` for a guarded write; on PostgreSQL, also
        ``games.store.partitions.NoEventPartition`` when no partition of the event table covers
        the game's id (an operator's matter: ``add_event_partitions``), having written nothing."""
        raise NotImplementedError

    #: The channel on which ``announce`` tells other processes that a game changed (PostgreSQL's
    #: ``LISTEN``/``NOTIFY``), or ``None`` for a store without one.
    channel: str | None = None

    @abc.abstractmethod
    def announce(self, game_id: int, seq: int) -> None:
        """Once the current transaction commits (at once outside one), tell the listeners of
        ``channel`` that ``game_id`` changed, now at ``seq`` (payload ``"<game id>:<seq>"``). Only a
        hint that wakes the event streams and long polls (``games.streams``): they read what
        changed. Never raises for a failed notice (the write is committed; streams re-read on a
        timer). A store without a channel does nothing."""
        raise NotImplementedError

    @abc.abstractmethod
    def announce_player(self, player_id: int) -> None:
        """Once the current transaction commits, tell the listeners of ``channel`` that something
        addressed to ``player_id`` outside their games changed: an invitation (payload
        ``"player:<id>"``). Like ``announce``, only a hint that wakes the player's streams; never
        raises. A store without a channel does nothing."""
        raise NotImplementedError

    @abc.abstractmethod
    def add_to_outbox(self, rows: list[Notification]) -> list[int]:
        """Insert the outbox rows whose key is new (their status already chosen); return the ids
        of those inserted as pending, in order."""
        raise NotImplementedError
