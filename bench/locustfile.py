"""Locust users for bench/http_load.py: each plays 2-player UIGO games as a third-party client.

A move is three requests, as a stateless client makes it: GET the game (who is to move, seq),
GET that seat's legal moves, POST one of them. Players and tokens come from the JSON file named
by RAVENPOST_BENCH_PLAYERS (written by http_load.py).
"""

from __future__ import annotations

import itertools
import json
import os
import random
import time
from pathlib import Path

from locust import FastHttpUser, constant_throughput, task

PAIRS = json.loads(Path(os.environ["RAVENPOST_BENCH_PLAYERS"]).read_text())
_next_pair = itertools.count()
MOVE_RATE = float(os.environ.get("RAVENPOST_MOVE_RATE_PER_USER", "0"))


class Player(FastHttpUser):
    wait_time = constant_throughput(MOVE_RATE) if MOVE_RATE else (lambda self: 0)

    def on_start(self) -> None:
        self.pair = PAIRS[next(_next_pair) % len(PAIRS)]
        self.headers = [{"Authorization": f"Token {token}"} for token in self.pair["tokens"]]
        self.game_id = None
        self.rng = random.Random()
        if MOVE_RATE:
            # Paced users start at a random phase of their period: all started at once, they would
            # fire together, and a paced run would measure bursts of every user instead of a
            # steady rate.
            time.sleep(self.rng.uniform(0, 1 / MOVE_RATE))

    def new_game(self) -> None:
        body = {"ruleset": "uigo", "players": self.pair["ids"], "options": {}}
        with self.client.post("/api/games/", json=body, headers=self.headers[0], name="POST games",
                              catch_response=True) as response:
            self.game_id = response.json()["id"]

    @task
    def move(self) -> None:
        if self.game_id is None:
            self.new_game()
        game = self.client.get(f"/api/games/{self.game_id}/", headers=self.headers[0], name="GET game").json()
        if game["status"] != "active":
            self.game_id = None
            return
        seat = game["to_move"][0]
        legal = self.client.get(f"/api/games/{self.game_id}/legal-moves/", headers=self.headers[seat],
                                name="GET legal-moves").json()
        move = self.rng.choice(legal["moves"])
        self.client.post(f"/api/games/{self.game_id}/moves/", json={"move": move, "expected_seq": legal["seq"]},
                         headers=self.headers[seat], name="POST move")
