"""Fill a database with many games fast: recorded playouts written with PostgreSQL ``COPY``.

``manage.py fill_games`` (and ``bench/scale.py``) use this to give the scans, lists and moves a
database of production size (a hundred thousand games). It bypasses the services on
purpose: playing 100,000 games through ``submit_move`` would take days. What it writes is what the
services would have written for the same games:

- **Recording** (``record``): a few random playouts per rule set, played with the rule set alone
  exactly as the services play (setup with ``rng_for(seed, 0)``, each move decided with
  ``rng_for(seed, seq)``, events JSON-normalised before they are folded), so each filled game is
  a game the services could have produced from its ``seed``. Several filled games share one
  playout and its seed (the seed is a secret nobody sees; sharing it changes no answer).
- **Finished** games hold a whole playout; ``status``, ``outcome``, ``finished_at`` as
  ``_project`` sets them, no seat to move.
- **Active** games hold a prefix of a playout ending after a batch (a player's move or the
  setup) at which the game is not over; ``to_move`` and the seats' ``is_to_move`` come from the
  fold, each seat to move has a clock (``turn_started_at``, ``deadline`` = start + the move time
  limit) and the game's ``deadline`` is the earliest of them. The deadlines are spread from a
  little in the past (the deadline scan has timeouts to apply) to the whole limit ahead (and
  reminders to send). A snapshot of the state at the prefix's end is stored, so a move on such a
  game folds nothing. Players who chose the daily digest have their "your turn" held for it.
- **Waiting** games have no events: the creator at seat 0, open seats (some taken) for the lobby,
  a ``join_by`` ahead.

Not written: the outbox history of delivered emails (it is not game state, and nothing the
measured paths read depends on it), the snapshots the services cache every
``GAMES_SNAPSHOT_EVERY`` events and at the end of a game (a cache: dropping them changes no
answer), invitations, tokens, chat. Events carry no ``meta:`` events (no timeouts or admin
actions in the recorded games). Each chunk of games is one transaction (the append-only trigger
only refuses UPDATE and DELETE; ``COPY`` inserts). With ``restore`` (``fill_games --restore-mode``)
the load runs as a restore does (``games.store.bulk.restore_mode``): no trigger fires (the rows
point only at rows the fill wrote) and the event table's plain index on ``actor_id`` is built once
at the end instead of row by row; the tables and indexes left are the same. The statements themselves (id reservation,
``COPY``, ``ANALYZE``) are ``games.store.bulk``'s; this module only decides what the rows say.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from random import Random
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games.engine import rng_for
from games.models import Event, Game, Seat, Snapshot
from games.rulesets import registry
from games.store import partitions
from games.store.bulk import COPY_NULL, analyze, copy_rows, copy_text, reserve_ids, restore_mode
from outbox.models import Notification
from players.models import Player

# The share of each status among the filled games; the rest are finished. The active and
# waiting games are among the newest (the last RECENT_SHARE of the ids), as time leaves them:
# their rows and index entries sit together at the right edge of each index, as in production,
# instead of one in every few pages of a large table.
ACTIVE_SHARE = 0.15
WAITING_SHARE = 0.05
RECENT_SHARE = 0.30
# Where the active seats' deadlines fall, as a share of the move time limit from now: a little in
# the past (timeouts due), most ahead (reminders due in the last REMINDER_BEFORE_HOURS).
DEADLINE_SPREAD = (-0.05, 1.0)
MOVE_TIME_LIMITS = (timedelta(days=1), timedelta(days=3), timedelta(days=7))
# Cut points recorded per playout for active games (each with its folded state).
CUTS_PER_PLAYOUT = 4
CHUNK = 2_000  # games per transaction
NULL = COPY_NULL
# One player in ten chose the daily digest: their "your turn" notifications are held for it.
DIGEST_EVERY = 10


@dataclass
class Cut:
    """A not-finished point of a playout: after ``batches`` batches, ``seq`` events."""

    batches: int
    seq: int
    to_move: list[int]
    state_text: str


@dataclass
class Recorded:
    """One playout: its seed, player count, resolved options and its batches of events, each as
    (the mover's seat or None for the setup, the events as JSON gives them back)."""

    ruleset: str
    rules_version: int
    seed: str
    players: int
    options: dict[str, Any]
    batches: list[tuple[int | None, list[dict]]]
    outcome: dict
    cuts: list[Cut] = field(default_factory=list)
    # The COPY lines of each event, without the per-game columns (see ``_event_lines``).
    lines: list[tuple[int, str]] = field(default_factory=list)


def record(ruleset_id: str, players: int, chooser: Random) -> Recorded:
    """Play one random game of ``ruleset_id`` as the services would, and keep its batches and a
    few cut points (with their states) for active games."""
    ruleset = registry().get(ruleset_id)
    seed = f"{chooser.getrandbits(256):064x}"
    options = ruleset.resolve_options(players, {})
    setup = json.loads(json.dumps(ruleset.setup(players, options, rng_for(seed, 0))))
    state = None
    for event in json.loads(json.dumps(setup)):
        state = ruleset.evolve(state, event)
    batches: list[tuple[int | None, list[dict]]] = [(None, setup)]
    seq = len(setup)
    # Before choosing the cuts we need the length; states at cut points are kept on the way.
    states: list[tuple[int, int, list[int], str]] = []  # (batches, seq, to_move, state text)
    while ruleset.outcome(state) is None:
        to_move = sorted(ruleset.to_move(state))
        states.append((len(batches), seq, to_move, json.dumps(state)))
        seat = chooser.choice(to_move)
        move = chooser.choice(ruleset.legal_moves(state, seat))
        events = json.loads(json.dumps(ruleset.decide(state, seat, move, rng_for(seed, seq))))
        for event in json.loads(json.dumps(events)):
            state = ruleset.evolve(state, event)
        batches.append((seat, events))
        seq += len(events)
    picks = sorted(chooser.sample(range(len(states)), min(CUTS_PER_PLAYOUT, len(states))))
    cuts = [Cut(*states[index]) for index in picks]
    outcome = json.loads(json.dumps(ruleset.outcome(state)))
    recorded = Recorded(ruleset_id, ruleset.rules_version, seed, players, options, batches, outcome, cuts)
    recorded.lines = _event_lines(recorded)
    return recorded


def _event_lines(recorded: Recorded) -> list[tuple[int, str]]:
    """Per event, in seq order: (its batch index, the middle of its COPY line: ``seq``, ``type``,
    ``version``, ``seat``, ``data``, ``batch``). Rendered once per playout, reused by every game
    made from it: this is what makes the fill fast."""
    lines = []
    seq = 0
    for index, (_mover, events) in enumerate(recorded.batches):
        first = seq + 1
        for event in events:
            seq += 1
            seat = event.get("seat")
            data = copy_text(json.dumps(event.get("data", {})))
            seat_text = NULL if seat is None else str(seat)
            lines.append((index, f"{seq}\t{copy_text(event['type'])}\t1\t{seat_text}\t{data}\t{first}"))
    return lines


@dataclass
class FillCounts:
    players: int = 0
    finished: int = 0
    active: int = 0
    waiting: int = 0
    events: int = 0
    seconds: float = 0.0


def _ts(moment: datetime) -> str:
    return moment.isoformat()


def _nullable(value: Any) -> str:
    return NULL if value is None else str(value)


class Filler:
    """Writes ``games`` games among ``players`` new players, from ``playouts`` recorded games per
    rule set; ``progress(text)`` is told what happens. Deterministic for a given ``seed``, apart
    from the database ids and the clock."""

    def __init__(self, *, games: int, players: int, playouts: int, seed: int,
                 progress: Callable[[str], None] = lambda text: None, restore: bool = False) -> None:
        self.games, self.players, self.playouts = games, players, playouts
        self.restore = restore
        self.chooser = Random(seed)
        self.progress = progress
        self.now = timezone.now()
        self.counts = FillCounts()
        self.partitioned = partitions.is_partitioned()

    def run(self) -> FillCounts:
        start = time.perf_counter()
        recorded = self._record()
        self.progress(f"recorded {len(recorded)} playouts in {time.perf_counter() - start:.1f} s")
        player_ids = self._write_players()
        # A few players hold many games (bots, keen players), most a handful: a rank-weighted draw.
        self.weights = [1.0 / (rank + 20) for rank in range(len(player_ids))]
        self.player_ids = player_ids
        with restore_mode(Event) if self.restore else contextlib.nullcontext():
            done = 0
            while done < self.games:
                size = min(CHUNK, self.games - done)
                with transaction.atomic():
                    self._write_chunk(done, size, recorded)
                done += size
                elapsed = time.perf_counter() - start
                self.progress(f"{done}/{self.games} games, {self.counts.events} events, {elapsed:.1f} s")
            if self.restore:
                self.progress("building the event table's plain indexes again")
        if self.restore:
            self.progress(f"indexes built, {time.perf_counter() - start:.1f} s")
        analyze((Game, Seat, Event, Snapshot, Player, Notification))  # the planner must see the new sizes
        self.counts.seconds = time.perf_counter() - start
        return self.counts

    def _record(self) -> list[Recorded]:
        out = []
        for ruleset_id in registry().ids():
            ruleset = registry().get(ruleset_id)
            counts = list(range(ruleset.min_players, ruleset.max_players + 1))
            for number in range(self.playouts):
                out.append(record(ruleset_id, counts[number % len(counts)], self.chooser))
        return out

    def _write_players(self) -> list[int]:
        ids = reserve_ids(Player, self.players)
        lines = []
        joined = _ts(self.now - timedelta(days=400))
        for pk in ids:
            locale = "fr" if pk % 4 == 0 else "en"
            notify = Player.Notify.DAILY_DIGEST if pk % DIGEST_EVERY == 0 else Player.Notify.EACH_TURN
            # password "!": an unusable password, as for accounts that sign in by email link.
            lines.append(f"{pk}\t!\t\\N\tf\tplayer{pk}@fill.example\tPlayer {pk}\t{locale}\tUTC\t{notify}\t"
                         f"\\N\t\\N\tf\tt\tt\tf\t{joined}\n")
        copy_rows(Player, ["id", "password", "last_login", "is_superuser", "email", "name", "locale", "time_zone",
                           "notify", "vacation_from", "vacation_until", "seat_directly", "locale_chosen",
                           "is_active", "is_staff", "date_joined"], "".join(lines))
        self.counts.players += len(ids)
        return ids

    def _seat_players(self, count: int) -> list[int]:
        chosen: list[int] = []
        while len(chosen) < count:
            pk = self.chooser.choices(self.player_ids, self.weights)[0]
            if pk not in chosen:
                chosen.append(pk)
        return chosen

    def _write_chunk(self, first: int, size: int, recorded: list[Recorded]) -> None:
        """Games number ``first`` to ``first + size - 1`` of this fill."""
        ids = reserve_ids(Game, size)
        if self.partitioned:  # a fill may outrun the daily add_event_partitions: cover its ids first
            partitions.add_ahead(through=ids[-1])
        games, seats, events, snapshots, held = [], [], [], [], []
        recent_from = self.games * (1 - RECENT_SHARE)
        for number, gid in enumerate(ids, start=first):
            playout = self.chooser.choice(recorded)
            # Among the recent games, the shares scaled up so that the whole fill has them.
            draw = self.chooser.random() * RECENT_SHARE if number >= recent_from else 1.0
            if draw < WAITING_SHARE:
                while playout.players < 2:  # a one-seat game never waits for anybody
                    playout = self.chooser.choice(recorded)
                self._waiting(gid, playout, games, seats)
            elif draw < WAITING_SHARE + ACTIVE_SHARE:
                self._active(gid, playout, games, seats, events, snapshots, held)
            else:
                self._finished(gid, playout, games, seats, events)
        copy_rows(Game, ["id", "ruleset", "options", "status", "seq", "to_move", "deadline", "move_time_limit",
                         "outcome", "seed", "created_by_id", "created_at", "updated_at", "finished_at", "seating",
                         "join_by", "rematch_of_id"], "".join(games))
        copy_rows(Seat, ["game_id", "seat", "player_id", "kind", "is_to_move", "deadline", "reminded_for",
                         "turn_started_at", "chat_read_up_to"], "".join(seats))
        copy_rows(Event, ["game_id", "seq", "type", "version", "seat", "data", "batch", "actor_id", "idempotency_key",
                          "request_hash", "created_at"], "".join(events))
        copy_rows(Snapshot, ["game_id", "seq", "rules_version", "state", "created_at"], "".join(snapshots))
        copy_rows(Notification, ["key", "kind", "status", "player_id", "email", "game_id", "context", "attempts",
                                 "last_error", "created_at", "claimed_at", "sent_at", "digest_id"], "".join(held))

    def _game_line(self, gid: int, playout: Recorded, *, status: str, seq: int, to_move: list[int],
                   deadline: datetime | None, limit: timedelta, outcome: dict | None, creator: int,
                   created: datetime, updated: datetime, finished: datetime | None,
                   join_by: datetime | None) -> str:
        return "\t".join([
            str(gid), playout.ruleset, copy_text(json.dumps(playout.options)), status, str(seq),
            json.dumps(to_move), _nullable(deadline and _ts(deadline)), f"{int(limit.total_seconds())} seconds",
            "\\N" if outcome is None else copy_text(json.dumps(outcome)), playout.seed, str(creator),
            _ts(created), _ts(updated), _nullable(finished and _ts(finished)), Game.Seating.LISTED,
            _nullable(join_by and _ts(join_by)), "\\N",
        ]) + "\n"

    def _events(self, gid: int, playout: Recorded, seats: list[int], batches: int, start: datetime,
                step: timedelta, out: list[str]) -> int:
        """Append the COPY lines of the first ``batches`` batches of ``playout`` to ``out``; the
        batch ``k`` is written at ``start + k * step``. Returns the number of events."""
        count = 0
        stamps = [_ts(start + step * index) for index in range(batches)]
        for index, middle in playout.lines:
            if index >= batches:
                break
            mover = playout.batches[index][0]
            actor = seats[0] if mover is None else seats[mover]  # the setup's actor is the creator
            out.append(f"{gid}\t{middle}\t{actor}\t\\N\t\\N\t{stamps[index]}\n")
            count += 1
        self.counts.events += count
        return count

    def _finished(self, gid: int, playout: Recorded, games: list, seats: list, events: list) -> None:
        players = self._seat_players(playout.players)
        batches = len(playout.batches)
        step = timedelta(minutes=self.chooser.randint(5, 240))
        finished = self.now - timedelta(days=self.chooser.uniform(0, 365))
        created = finished - step * (batches - 1)
        seq = self._events(gid, playout, players, batches, created, step, events)
        games.append(self._game_line(gid, playout, status=Game.Status.FINISHED, seq=seq, to_move=[], deadline=None,
                                     limit=self.chooser.choice(MOVE_TIME_LIMITS), outcome=playout.outcome,
                                     creator=players[0], created=created, updated=finished, finished=finished,
                                     join_by=None))
        seats.extend(f"{gid}\t{index}\t{pk}\tplayer\tf\t\\N\t\\N\t\\N\t0\n" for index, pk in enumerate(players))
        self.counts.finished += 1

    def _active(self, gid: int, playout: Recorded, games: list, seats: list, events: list, snapshots: list,
                held: list) -> None:
        cut = self.chooser.choice(playout.cuts)
        players = self._seat_players(playout.players)
        limit = self.chooser.choice(MOVE_TIME_LIMITS)
        deadline = self.now + limit * self.chooser.uniform(*DEADLINE_SPREAD)
        turn_started = deadline - limit
        step = timedelta(minutes=self.chooser.randint(5, 240))
        created = turn_started - step * (cut.batches - 1)
        seq = self._events(gid, playout, players, cut.batches, created, step, events)
        assert seq == cut.seq
        games.append(self._game_line(gid, playout, status=Game.Status.ACTIVE, seq=seq, to_move=cut.to_move,
                                     deadline=deadline, limit=limit, outcome=None, creator=players[0],
                                     created=created, updated=turn_started, finished=None, join_by=None))
        for index, pk in enumerate(players):
            if index in cut.to_move:
                seats.append(f"{gid}\t{index}\t{pk}\tplayer\tt\t{_ts(deadline)}\t\\N\t{_ts(turn_started)}\t0\n")
                if pk % DIGEST_EVERY == 0:  # what outbox.turn_rows + enqueue keep for the digest
                    context = copy_text(json.dumps({"seq": seq, "seat": index}))
                    held.append(f"turn:{gid}:{seq}:{index}\t{Notification.Kind.YOUR_TURN}\t"
                                f"{Notification.Status.HELD}\t{pk}\tplayer{pk}@fill.example\t{gid}\t{context}\t0\t"
                                f"\t{_ts(turn_started)}\t\\N\t\\N\t\\N\n")
            else:
                seats.append(f"{gid}\t{index}\t{pk}\tplayer\tf\t\\N\t\\N\t\\N\t0\n")
        snapshots.append(f"{gid}\t{seq}\t{playout.rules_version}\t{copy_text(cut.state_text)}\t{_ts(turn_started)}\n")
        self.counts.active += 1

    def _waiting(self, gid: int, playout: Recorded, games: list, seats: list) -> None:
        players = self._seat_players(playout.players)
        created = self.now - timedelta(hours=self.chooser.uniform(0, settings.GAMES_JOIN_WITHIN_HOURS * 0.9))
        join_by = created + timedelta(hours=settings.GAMES_JOIN_WITHIN_HOURS)
        # The creator at seat 0; the other seats open, some of them taken from the lobby, one free at least.
        taken = self.chooser.randint(0, max(0, playout.players - 2))
        games.append(self._game_line(gid, playout, status=Game.Status.WAITING, seq=0, to_move=[], deadline=None,
                                     limit=timedelta(hours=settings.GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS),
                                     outcome=None, creator=players[0], created=created, updated=created,
                                     finished=None, join_by=join_by))
        seats.append(f"{gid}\t0\t{players[0]}\tplayer\tf\t\\N\t\\N\t\\N\t0\n")
        for index in range(1, playout.players):
            holder = str(players[index]) if index <= taken else "\\N"
            seats.append(f"{gid}\t{index}\t{holder}\topen\tf\t\\N\t\\N\t\\N\t0\n")
        self.counts.waiting += 1
