"""The development server's database is SQLite (``bin/serve`` with no DATABASE_URL), while every
other test runs on PostgreSQL: this one plays the README's curl walk-through against a fresh
SQLite file, in a process of its own, so that code written for PostgreSQL (raw SQL, its types)
cannot break the two-command start unseen. (It did: API tokens read through a raw cursor gave
naive timestamps on SQLite, and every request after a token's first answered 500.)"""

from __future__ import annotations

import json
import subprocess
import sys

from tests.ops.support import ROOT, clean_env

WALK_THROUGH = r"""
import json, django
django.setup()
from django.core.management import call_command
from django.test import Client
call_command("migrate", verbosity=0)
from players.models import ApiToken
from players.services import get_or_create_player

def client(email, name):
    player, _ = get_or_create_player(email, name=name)
    _token, raw = ApiToken.issue(player, name="walk-through")
    return player, Client(HTTP_AUTHORIZATION=f"Token {raw}")

alice, a = client("alice@example.org", "Alice")
bob, b = client("bob@example.org", "Bob")
answers = [a.get("/api/players/me/").status_code, a.get("/api/players/me/").status_code]
game = a.post("/api/games/", {"ruleset": "uigo", "players": [alice.pk, bob.pk], "options": {}},
              content_type="application/json").json()
clients = {alice.pk: a, bob.pk: b}
for _ in range(6):  # a few moves, each by whoever is to move, from their legal moves
    game = a.get(f"/api/games/{game['id']}/").json()
    seat = game["to_move"][0]
    mover = clients[game["seats"][seat]["player"]]
    legal = mover.get(f"/api/games/{game['id']}/legal-moves/").json()
    posted = mover.post(f"/api/games/{game['id']}/moves/", {"move": legal["moves"][0], "expected_seq": legal["seq"]},
                        content_type="application/json")
    answers.append(posted.status_code)
answers.append(b.get(f"/api/games/{game['id']}/events/?after=0").status_code)
answers.append(a.post(f"/api/games/{game['id']}/chat/", {"body": "Good luck!"}, content_type="application/json").status_code)
print(json.dumps(answers))
"""


def test_the_readme_walk_through_runs_on_the_development_database(tmp_path):
    env = clean_env(DATABASE_URL=f"sqlite:///{tmp_path / 'dev.sqlite3'}", API_TOKEN_CACHE_SECONDS="0")
    result = subprocess.run([sys.executable, "-c", WALK_THROUGH], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    answers = json.loads(result.stdout.strip().splitlines()[-1])
    assert answers == [200, 200, *[201] * 6, 200, 201], answers
