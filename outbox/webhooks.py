"""Webhook deliveries, written in the transaction of the append that causes them.

The write core (``games.services.core._write``) asks :func:`deliveries` which rows an append owes
to webhook endpoints, and writes the append inside :func:`writing` those rows: when there are
some, the append and their insert share one transaction, and their delivery is published after
its commit. A rolled-back move owes nobody a request, and a committed one cannot lose its rows.

For each seat of the game whose player has an enabled endpoint, per endpoint, an append owes:

- ``events``: its events (the body is built at delivery, redacted for the seat);
- ``your_turn``: when the seat became one to move (or must move again);
- ``game_started``: with the game's first events (``seq`` 1);
- ``game_ended``: when the game finished, or an admin aborted it.

An invitation to a player (by id, or by email to a player's address) owes each of that player's
endpoints an ``invitation`` delivery (``invitation_deliveries``), written with the invitation.

Most games have no endpoint: which players have one is kept per process for
``WEBHOOKS_OWNERS_CACHE_SECONDS``, so an append without webhooks asks the database nothing more
and writes as it did (one statement, no transaction of its own). ``forget_owners`` drops this
process's copy when an endpoint changes; other processes see the change within that time.

Like ``outbox.emails``, this sits below the services and above the event store; the
tasks, above the services, are reached only by name."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from config.celery import app
from games.meta_events import ABORTED
from games.models import Invitation, Seat
from outbox.models import Delivery, Endpoint

logger = logging.getLogger(__name__)
Kind = Delivery.Kind
DELIVER_BATCH = "webhooks.tasks.deliver_batch"

_owners_lock = threading.Lock()
_owners: tuple[float, dict[int, list[int]]] | None = None


def owners() -> dict[int, list[int]]:
    """The ids of the enabled endpoints of each player who has one, at most
    ``WEBHOOKS_OWNERS_CACHE_SECONDS`` old."""
    global _owners
    cached = _owners
    now = time.monotonic()
    if cached is not None and cached[0] > now:
        return cached[1]
    found: dict[int, list[int]] = {}
    for endpoint_id, owner_id in Endpoint.objects.filter(enabled=True).order_by("id").values_list("id", "owner_id"):
        found.setdefault(owner_id, []).append(endpoint_id)
    with _owners_lock:
        _owners = (now + settings.WEBHOOKS_OWNERS_CACHE_SECONDS, found)
    return found


def forget_owners() -> None:
    """Drop this process's copy of ``owners`` (an endpoint was added, removed, enabled or disabled)."""
    global _owners
    with _owners_lock:
        _owners = None


def deliveries(write, seats: list[Seat] | None = None) -> list[Delivery]:
    """The unsaved delivery rows that ``write`` (a ``games.store.AppendWrite``) owes; ``seats``:
    every seat of the game, if the caller has them (else they are read, only when some player has
    an endpoint)."""
    endpoints = owners()
    if not endpoints or not write.rows:
        return []
    game = write.game
    if seats is not None:
        held = [(seat.seat, seat.player_id) for seat in seats if seat.player_id in endpoints]
    else:
        held = list(Seat.objects.filter(game_id=game.pk, player_id__in=list(endpoints))
                    .order_by("seat").values_list("seat", "player_id"))
    if not held:
        return []
    first_seq, last_seq = write.rows[0].seq, write.rows[-1].seq
    to_move = {seat.seat for seat in write.seats if seat.is_to_move}
    ended = "outcome" in write.fields or any(row.type == ABORTED for row in write.rows)
    now = timezone.now()
    rows = []
    for seat, player_id in held:
        kinds = [Kind.EVENTS]
        if first_seq == 1:
            kinds.insert(0, Kind.GAME_STARTED)
        if seat in to_move:
            kinds.append(Kind.YOUR_TURN)
        if ended:
            kinds.append(Kind.GAME_ENDED)
        rows += [Delivery(endpoint_id=endpoint_id, game_id=game.pk, seat=seat, kind=kind, first_seq=first_seq,
                          last_seq=last_seq, next_attempt_at=now)
                 for endpoint_id in endpoints[player_id] for kind in kinds]
    return rows


def invitation_deliveries(invitations: list[tuple[Invitation, int]]) -> list[Delivery]:
    """The unsaved ``invitation`` rows owed for ``invitations``, each with the id of the player it
    is addressed to: one per enabled endpoint of that player."""
    endpoints = owners()
    now = timezone.now()
    return [Delivery(endpoint_id=endpoint_id, game_id=invitation.game_id, seat=invitation.seat,
                     kind=Kind.INVITATION, invitation=invitation, first_seq=0, last_seq=0, next_attempt_at=now)
            for invitation, player_id in invitations for endpoint_id in endpoints.get(player_id, ())]


@contextmanager
def writing(rows: list[Delivery]) -> Iterator[None]:
    """Run the append (the ``with`` body), then insert ``rows``, in one transaction: the caller's,
    or one of its own when the caller has none (a guarded move). Without rows it adds nothing at
    all. Delivery is published once the transaction commits."""
    if not rows:
        yield
        return
    with transaction.atomic() if not connection.in_atomic_block else _same_transaction():
        yield
        written = Delivery.objects.bulk_create(rows)
        ids = [row.pk for row in written]
        transaction.on_commit(lambda: publish(ids))


def save(rows: list[Delivery]) -> None:
    """Insert ``rows`` (in the caller's transaction, if any); they are published once it commits."""
    with writing(rows):
        pass


@contextmanager
def _same_transaction() -> Iterator[None]:
    yield


def publish(ids: list[int]) -> None:
    """Have the deliveries ``ids`` sent now (one task). Never raises for the broker: a row not
    published is sent by the sweep (``webhooks.tasks.deliver_due``)."""
    try:
        if DELIVER_BATCH not in app.tasks:
            app.loader.import_default_modules()
        app.tasks[DELIVER_BATCH].apply_async((ids,))
    except Exception as error:  # the broker is down: the sweep will send them
        logger.warning("could not publish webhook deliveries %s: %r; the sweep will send them", ids, error)
