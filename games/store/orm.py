"""The event store with the ORM alone: the SQLite development server's.

Nothing here depends on the database (only the ORM's portable operations), so it runs on
PostgreSQL too (the contract suite runs it there beside ``games.store.postgres``, its sibling:
neither inherits from the other; the reads both make the same way are in ``games.store.common``).
Without row
versions there are no guarded writes: every append happens under the game row's lock, which on
SQLite is the database's single writer lock (``select_for_update`` is a no-op there, and SQLite
serialises writers).
"""

from __future__ import annotations

from django.db import DEFAULT_DB_ALIAS, IntegrityError, connections, transaction
from django.db.models import Q

from games.meta_events import META_PREFIX, TAKEBACK
from games.models import Event, Game, Seat, Snapshot
from games.store import common
from games.store.interface import CLOCK_FIELDS, Appended, AppendWrite, EventStore, SeqTaken
from outbox.models import Notification


class OrmEventStore(EventStore):
    """See ``games.store.interface``. ``using``: the database alias."""

    guarded_writes = False

    def __init__(self, using: str = DEFAULT_DB_ALIAS) -> None:
        self.using = using

    def read_game(self, game_id: int, *, lock: bool) -> tuple[Game, list[Seat], str | None] | None:
        games = Game.objects.using(self.using)
        if lock:
            games = games.select_for_update(of=("self",), no_key=True)
        game = games.filter(pk=game_id).first()
        if game is None:
            return None
        seats = list(Seat.objects.using(self.using).filter(game_id=game.pk).select_related("player").order_by("seat"))
        for seat in seats:
            seat.game = game
        return game, seats, None

    def row_version(self, game: Game) -> str | None:
        return None

    def state_after(self, game_id: int, rules_version: int, seq: int) -> tuple[object, list[tuple]]:
        snapshot = (
            Snapshot.objects.using(self.using)
            .filter(game_id=game_id, rules_version=rules_version, seq__lte=seq)
            .order_by("-seq").values_list("seq", "state").first()
        )
        start, state = snapshot if snapshot else (0, None)
        events = list(
            Event.objects.using(self.using)
            .filter(game_id=game_id, seq__gt=start, seq__lte=seq)
            .exclude(Q(type__startswith=META_PREFIX) & ~Q(type=TAKEBACK))
            .order_by("seq").values_list("type", "seat", "data")
        )
        return state, events

    def events(self, game_id: int, *, after: int = 0, limit: int | None = None) -> list[Event]:
        return common.events_after(self.using, game_id, after=after, limit=limit)

    def batch_of_key(self, game_id: int, idempotency_key: str) -> list[Event]:
        return common.batch_of_key(self.using, game_id, idempotency_key)

    def lock_idempotency_key(self, game_id: int, idempotency_key: str) -> bool:
        # The game row's lock, taken next, serialises the requests of one game: a second request
        # with the same key waits for the first and then finds its batch (a replay).
        return True

    def append(self, write: AppendWrite, *, expected_version: str | None = None) -> Appended:
        if expected_version is not None:
            raise ValueError("a guarded write needs a store with row versions (guarded_writes)")
        connection = connections[self.using]
        try:
            appended = self._write(write)
        except IntegrityError:
            # The unique (game, seq) settled a race. As on PostgreSQL (no savepoint on the hot
            # path), the transaction is unusable now: mark it for rollback.
            if connection.in_atomic_block:
                transaction.set_rollback(True, using=self.using)
            raise SeqTaken(f"game {write.game.pk}: seq {write.rows[0].seq if write.rows else '?'} is taken") from None
        if write.snapshot is not None:
            write.snapshot._state.adding = False
        return appended

    def _write(self, write: AppendWrite) -> Appended:
        with transaction.atomic(using=self.using):  # all or nothing, also outside a transaction
            Event.objects.using(self.using).bulk_create(write.rows)
            for seat in write.seats:
                seat.save(using=self.using, update_fields=list(CLOCK_FIELDS))
            if write.snapshot is not None:
                write.snapshot.save(using=self.using, force_insert=True)
            write.game.save(using=self.using, update_fields=list(write.fields))
            pending = self.add_to_outbox(write.notifications) if write.notifications else []
        for row in write.rows:
            row._state.adding = False
        return Appended(None, pending)

    def announce(self, game_id: int, seq: int) -> None:
        return None  # no channel: streams on the development server re-read on a timer

    def announce_player(self, player_id: int) -> None:
        return None  # as ``announce``

    def add_to_outbox(self, rows: list[Notification]) -> list[int]:
        if not rows:
            return []
        notifications = Notification.objects.using(self.using)
        keys = [row.key for row in rows]
        existing = set(notifications.filter(key__in=keys).values_list("key", flat=True))
        notifications.bulk_create([row for row in rows if row.key not in existing], ignore_conflicts=True)
        fresh = [key for key in keys if key not in existing]
        return sorted(notifications.filter(key__in=fresh, status=Notification.Status.PENDING)
                      .values_list("id", flat=True))
