"""Locust users for bench/one_request.py; the class named on locust's command line runs.

- ``OneRequestMove``: a bot plays UIGO! against the autopilot (a ``{"kind": "bot"}`` seat), one
  request per move: ``POST …/moves/?return=view,legal-moves``, whose answer gives the next move's
  legal moves and seq (the autopilot has answered by then, in the same request).
- ``ConditionalRead``: ``GET …/view/`` with the ``If-None-Match`` of the first answer: a 304.
- ``AnchorMove``, ``AnchorPing``: the naive DRF move and the bare DRF ``GET`` of
  /work/shared/anchors/naive_drf_move (its README), on another port.
"""

from __future__ import annotations

import itertools
import json
import os
import random
from pathlib import Path

from locust import FastHttpUser, task

PLAYERS = json.loads(Path(os.environ["RAVENPOST_BENCH_PLAYERS"]).read_text())
_next = itertools.count()
ANCHOR = os.environ.get("RAVENPOST_ANCHOR_HOST", "http://127.0.0.1:8766")


class _Bot(FastHttpUser):
    abstract = True

    def wait_time(self) -> float:
        return 0

    def on_start(self) -> None:
        me = PLAYERS[next(_next) % len(PLAYERS)]
        self.headers = {"Authorization": f"Token {me['token']}"}
        self.rng = random.Random()
        self.new_game()

    def new_game(self) -> None:
        body = {"ruleset": "uigo", "players": [self.my_id(), {"kind": "bot"}], "options": {}}
        with self.client.post("/api/games/", json=body, headers=self.headers, name="POST games",
                              catch_response=True) as response:
            self.game_id = response.json()["id"]
        self.legal = self.client.get(f"/api/games/{self.game_id}/legal-moves/", headers=self.headers,
                                     name="GET legal-moves (new game)").json()

    def my_id(self) -> int:
        return next(p["id"] for p in PLAYERS if p["token"] == self.headers["Authorization"][6:])


class OneRequestMove(_Bot):
    @task
    def move(self) -> None:
        if not self.legal["moves"]:
            self.new_game()
            return
        move = self.rng.choice(self.legal["moves"])
        with self.client.post(f"/api/games/{self.game_id}/moves/?return=view,legal-moves",
                              json={"move": move, "expected_seq": self.legal["seq"]}, headers=self.headers,
                              name="POST move", catch_response=True) as response:
            if response.status_code != 201:
                response.failure(f"{response.status_code}")
                self.new_game()
                return
            self.legal = response.json()["legal_moves"]


class ConditionalRead(_Bot):
    def on_start(self) -> None:
        super().on_start()
        first = self.client.get(f"/api/games/{self.game_id}/view/", headers=self.headers, name="GET view (first)")
        self.conditional = {**self.headers, "If-None-Match": first.headers["ETag"]}

    @task
    def read(self) -> None:
        with self.client.get(f"/api/games/{self.game_id}/view/", headers=self.conditional, name="GET view 304",
                             catch_response=True) as response:
            if response.status_code == 304:
                response.success()
            else:
                response.failure(f"{response.status_code}")


class AnchorMove(FastHttpUser):
    host = ANCHOR

    def wait_time(self) -> float:
        return 0

    @task
    def move(self) -> None:
        body = {"game": random.randrange(100_000), "expected_version": 0, "move": {"type": "play"}}
        with self.client.post("/api/move", json=body, name="POST move", catch_response=True) as response:
            if response.status_code in (201, 409):
                response.success()


class AnchorPing(FastHttpUser):
    host = ANCHOR

    def wait_time(self) -> float:
        return 0

    @task
    def ping(self) -> None:
        self.client.get("/api/ping", name="GET view 304")
