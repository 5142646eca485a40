"""Racing API clients, and the ledger of what the server told them.

A *table* is two players who play one game after another of a rule set (a new game through the
API when one ends). Each seat of a table has two client threads, each with its own API token:
one sends every move with an ``Idempotency-Key``, the other without. Both read the seat's legal
moves and post one of them at random with the ``expected_seq`` they read, so they race each other
for every move of their seat: one wins (201), the other is refused (409).

What a client does when the answer is lost (connection cut, gunicorn worker killed, 5xx while
PostgreSQL restarts) is the point of the exercise:

- with a key, it sends the same request again, with the same key, until it gets an answer that
  is not an outage: a retry of a move that was written returns the first answer (201);
- without a key, a resend cannot tell a move that was written (the resend is refused as stale)
  from one that lost the race, so it does not resend: it reads the game's events after
  ``expected_seq`` to learn whether its seat moved there. Such a move is never counted as
  acknowledged (the client was told nothing).

The ledger keeps every acknowledgement (201) with the seq and event types it gave, for the checks
(``tests.chaos.checks``) to find in the log afterwards.
"""

from __future__ import annotations

import http.client
import json
import random
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field

# HTTP answers that say nothing about whether a move was written: try again (with the key) or
# read the log (without one).
OUTAGE = {500, 502, 503, 504}
REQUEST_SECONDS = 30  # gunicorn's worker timeout: no answer takes longer unless the worker is stuck
# How long a client keeps trying to learn the outcome of one move before it gives up on it.
RESOLVE_SECONDS = 120
EMPTY_POLL_SECONDS = 0.05


class Http:
    """One keep-alive HTTP/1.1 connection to the server, reopened after any error.

    ``request`` returns ``(status, body)``, or ``(None, error)`` when no answer came (refused,
    reset, cut in the middle, timed out)."""

    def __init__(self, host: str, port: int, token: str) -> None:
        self.host, self.port = host, port
        self.headers = {"Authorization": f"Token {token}", "Accept": "application/json"}
        self.connection: http.client.HTTPConnection | None = None

    def request(self, method: str, path: str, body: dict | None = None,
                headers: dict[str, str] | None = None) -> tuple[int | None, object]:
        all_headers = {**self.headers, **(headers or {})}
        payload = None
        if body is not None:
            payload = json.dumps(body).encode()
            all_headers["Content-Type"] = "application/json"
        try:
            if self.connection is None:
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=REQUEST_SECONDS)
            self.connection.request(method, path, body=payload, headers=all_headers)
            response = self.connection.getresponse()
            raw = response.read()
            if response.getheader("Connection", "").lower() == "close":
                self.close()
        except (OSError, http.client.HTTPException) as error:
            self.close()
            return None, error
        try:
            return response.status, json.loads(raw) if raw else None
        except ValueError:
            return response.status, raw.decode(errors="replace")

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None


@dataclass
class Ack:
    """A move the server acknowledged (201): where it says the move's events are."""

    game: int
    seq: int  # the seq of the move's first event (its batch)
    types: list[str]
    seat: int | None  # the seat of its first event
    key: str | None


@dataclass
class Ledger:
    """What every client attempted and was told, shared by the client threads (under ``lock``)."""

    attempted: int = 0
    acks: list[Ack] = field(default_factory=list)
    rejected: Counter = field(default_factory=Counter)  # definitive refusals by status and problem code
    refused_keys: set = field(default_factory=set)  # (game, key) of keyed moves refused for good
    unknown: Counter = field(default_factory=Counter)  # unkeyed moves with no answer: "seat moved" / "not moved"
    unresolved: int = 0  # moves whose outcome could not be learnt within RESOLVE_SECONDS
    outages: Counter = field(default_factory=Counter)  # answers that were not answers, by status or error
    unexpected: list = field(default_factory=list)  # any other answer: (what, status, body), a sample
    games: set = field(default_factory=set)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def note_outage(self, status: int | None, body: object) -> None:
        with self.lock:
            self.outages[str(status) if status is not None else type(body).__name__] += 1

    def note_unexpected(self, what: str, status: int | None, body: object) -> None:
        with self.lock:
            if len(self.unexpected) < 50:
                self.unexpected.append((what, status, str(body)[:300]))


class Table:
    """Two players playing games of one rule set, one after another, through the API."""

    def __init__(self, host: str, port: int, ruleset: str, players: list[dict], ledger: Ledger,
                 stop: threading.Event) -> None:
        self.ruleset, self.players, self.ledger, self.stop = ruleset, players, ledger, stop
        self.http = Http(host, port, players[0]["tokens"][0])
        self.game_id: int | None = None
        self.lock = threading.Lock()

    def current(self, finished: int | None = None) -> int | None:
        """The game being played; a new one when there is none yet or ``finished`` ended.
        ``None`` if the run is stopping before one could be created."""
        with self.lock:
            if self.game_id is None or self.game_id == finished:
                self.game_id = self._create()
            return self.game_id

    def _create(self) -> int | None:
        body = {"ruleset": self.ruleset, "players": [player["id"] for player in self.players]}
        while not self.stop.is_set():
            status, answer = self.http.request("POST", "/api/games/", body)
            if status == 201:
                with self.ledger.lock:
                    self.ledger.games.add(answer["id"])
                return answer["id"]
            # No answer: a game may have been created anyway; it stays unplayed, which the checks
            # accept (it is consistent), and another is created.
            if status is None or status in OUTAGE:
                self.ledger.note_outage(status, answer)
            else:
                self.ledger.note_unexpected("create game", status, answer)
            time.sleep(0.5)
        return None


class Client(threading.Thread):
    """One token of one seat, playing as fast as it can until ``stop`` is set, then finishing the
    move in hand (a keyed move in doubt is retried until its answer comes)."""

    def __init__(self, table: Table, seat: int, keyed: bool, host: str, port: int, seed: int) -> None:
        super().__init__(name=f"chaos-{table.ruleset}-{seat}-{'key' if keyed else 'nokey'}", daemon=True)
        self.table, self.seat, self.keyed = table, seat, keyed
        player = table.players[seat]
        self.http = Http(host, port, player["tokens"][1 if keyed else 0])
        self.random = random.Random(seed)
        self.ledger = table.ledger

    def run(self) -> None:
        try:
            self._play()
        except Exception as error:  # a bug of the harness or an answer it cannot read: say so, stop
            self.ledger.note_unexpected(f"client {self.name} crashed", None, repr(error))
        finally:
            self.http.close()

    def _play(self) -> None:
        empty = 0
        game_id = self.table.current()
        while game_id is not None and not self.table.stop.is_set():
            status, body = self.http.request("GET", f"/api/games/{game_id}/legal-moves/")
            if status != 200:
                self._pause(status, body, "legal moves")
                continue
            if not body["moves"]:
                empty += 1
                if empty % 20 == 0 and self._over(game_id):
                    game_id = self.table.current(finished=game_id)
                    continue
                time.sleep(EMPTY_POLL_SECONDS)
                continue
            empty = 0
            self.post(game_id, self.random.choice(body["moves"]), body["seq"])

    def _over(self, game_id: int) -> bool:
        status, body = self.http.request("GET", f"/api/games/{game_id}/")
        return status == 200 and body["status"] != "active"

    def _pause(self, status: int | None, body: object, what: str) -> None:
        if status is None or status in OUTAGE or status == 429:
            self.ledger.note_outage(status, body)
        else:
            self.ledger.note_unexpected(what, status, body)
        time.sleep(0.2)

    def post(self, game_id: int, move: dict, expected_seq: int) -> None:
        """Post one move and learn its outcome, whatever happens to the connection."""
        with self.ledger.lock:
            self.ledger.attempted += 1
        key = f"chaos-{uuid.uuid4().hex}" if self.keyed else None
        headers = {"Idempotency-Key": key} if key else {}
        body = {"move": move, "expected_seq": expected_seq}
        deadline = time.monotonic() + RESOLVE_SECONDS
        delay = 0.1
        while time.monotonic() < deadline:
            status, answer = self.http.request("POST", f"/api/games/{game_id}/moves/", body, headers)
            if status == 201:
                self._acknowledged(game_id, answer, key)
                return
            no_answer = status is None or status in OUTAGE
            if status == 429 or (no_answer and key is not None):  # safe to send again as it is
                self.ledger.note_outage(status, answer)
                time.sleep(delay)
                delay = min(delay * 2, 2.0)
                continue
            # Without a key, a resend of a move that was written would be refused as stale (409),
            # like a move that lost the race: only the log tells which happened.
            if no_answer:
                self.ledger.note_outage(status, answer)
                self._resolve_from_log(game_id, expected_seq, deadline)
                return
            code = answer.get("code") if isinstance(answer, dict) else None
            with self.ledger.lock:  # a refusal: the move was not written (the checks verify it)
                self.ledger.rejected[f"{status} {code}" if code else str(status)] += 1
                if key is not None:
                    self.ledger.refused_keys.add((game_id, key))
            if status not in (409, 422):
                self.ledger.note_unexpected("move", status, answer)
            return
        with self.ledger.lock:
            self.ledger.unresolved += 1

    def _acknowledged(self, game_id: int, answer: dict, key: str | None) -> None:
        events = answer["events"]
        ack = Ack(game=game_id, seq=events[0]["seq"], types=[event["type"] for event in events], seat=events[0]["seat"],
                  key=key)
        with self.ledger.lock:
            self.ledger.acks.append(ack)

    def _resolve_from_log(self, game_id: int, expected_seq: int, deadline: float) -> None:
        """After a move without a key got no answer: did this seat move right after
        ``expected_seq``? (It may have been this client or its keyed twin: either way the game
        went on, and this move is not counted as acknowledged.)"""
        while time.monotonic() < deadline:
            status, events = self.http.request("GET", f"/api/games/{game_id}/events/?after={expected_seq}&limit=1")
            if status == 200:
                moved = bool(events) and events[0]["seq"] == expected_seq + 1 and events[0]["seat"] == self.seat
                with self.ledger.lock:
                    self.ledger.unknown["seat moved" if moved else "not moved"] += 1
                return
            self._pause(status, events, "events")
        with self.ledger.lock:
            self.ledger.unresolved += 1
