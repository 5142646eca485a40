"""Reads from a streaming replica, and read-your-writes.

A private PostgreSQL, a streaming replica of it made by ``bin/make-replica`` (as
docs/operations.md says), and gunicorn in production mode with ``DATABASE_REPLICA_URL``: the API's
read-only views read the replica, every write the primary. The test pauses the replica's replay,
so that it lags behind for sure, then moves: a read that names the new seq (``?after=``, ``?at=``,
``?min_seq=``) answers from the primary and shows the move; a read that names none answers from
the replica, older, which proves that reads do go there; after the replay resumes, it catches up.
"""

from __future__ import annotations

import json
import time
import urllib.request

import psycopg
import pytest

from tests.chaos.harness import child
from tests.chaos.stack import Stack

pytestmark = [pytest.mark.slow, pytest.mark.chaos]


class Api:
    def __init__(self, base: str, token: str) -> None:
        self.base, self.token = base, token

    def __call__(self, path: str, body: dict | None = None) -> tuple[int, object]:
        request = urllib.request.Request(
            self.base + path, data=json.dumps(body).encode() if body is not None else None,
            headers={"Authorization": f"Token {self.token}", "Content-Type": "application/json",
                     "Accept": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")


def replica_seq(stack: Stack, game_id: int) -> int | None:
    with psycopg.connect(stack.replica.url, connect_timeout=10) as conn:
        row = conn.execute("SELECT seq FROM games_game WHERE id = %s", [game_id]).fetchone()
    return row[0] if row else None


def wait_for_replica(stack: Stack, game_id: int, seq: int, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while (replica_seq(stack, game_id) or -1) < seq:
        assert time.monotonic() < deadline, f"the replica never reached seq {seq} of game {game_id}"
        time.sleep(0.2)


def test_reads_use_the_replica_and_a_named_seq_is_never_older_than_it():
    with Stack(web_workers=1, threads=2, celery_concurrency=1, replica=True) as stack:
        alice, bob = child(stack, "players", "2")
        api = {alice["id"]: Api(stack.base_url, alice["tokens"][0]), bob["id"]: Api(stack.base_url, bob["tokens"][0])}
        status, game = api[alice["id"]]("/api/games/", {"ruleset": "uigo", "players": [alice["id"], bob["id"]]})
        assert status == 201, game
        game_id, seq = game["id"], game["seq"]
        wait_for_replica(stack, game_id, seq)

        stack.replica.replay(paused=True)
        try:
            mover = next(a for player_id, a in api.items()
                         if a(f"/api/games/{game_id}/legal-moves/?min_seq={seq}")[1]["moves"])
            status, legal = mover(f"/api/games/{game_id}/legal-moves/?min_seq={seq}")
            status, moved = mover(f"/api/games/{game_id}/moves/",
                                  {"move": legal["moves"][0], "expected_seq": legal["seq"]})
            assert status == 201, moved
            new = moved["seq"]
            time.sleep(1)
            assert replica_seq(stack, game_id) == seq < new, "the paused replica replayed the move anyway"

            # Named seqs: the primary answers, with the move.
            status, events = mover(f"/api/games/{game_id}/events/?after={seq}&min_seq={new}")
            assert status == 200 and [event["seq"] for event in events][-1:] == [new], events
            # Without it, the replica's log: nothing after the seq it is at.
            assert mover(f"/api/games/{game_id}/events/?after={seq}") == (200, [])
            status, view = mover(f"/api/games/{game_id}/view/?at={new}")
            assert status == 200 and view["seq"] == new, view
            assert mover(f"/api/games/{game_id}/?min_seq={new}")[1]["seq"] == new
            assert mover(f"/api/games/{game_id}/legal-moves/?min_seq={new}")[1]["seq"] == new
            # No seq named: the replica answers, as it is (behind).
            assert mover(f"/api/games/{game_id}/")[1]["seq"] == seq
            assert mover(f"/api/games/{game_id}/legal-moves/")[1]["seq"] == seq
            listed = {g["id"]: g["seq"] for g in mover("/api/games/")[1]}
            assert listed[game_id] == seq
            # A bad min_seq is refused in words, wherever the read goes.
            status, problem = mover(f"/api/games/{game_id}/?min_seq=soon")
            assert status == 400 and "min_seq" in problem["detail"], problem
        finally:
            stack.replica.replay(paused=False)
        wait_for_replica(stack, game_id, new)
        assert api[alice["id"]](f"/api/games/{game_id}/")[1]["seq"] == new
