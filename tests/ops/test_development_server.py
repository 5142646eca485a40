"""The development server's database is SQLite (``bin/serve`` with no DATABASE_URL), while every
other test runs on PostgreSQL: this one plays the README's curl walk-through (Bob accepts his
invitation; moves are read from legal-moves; a bot game and a lobby game) against a fresh
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
created = a.post("/api/games/", {"ruleset": "uigo", "players": [alice.pk, bob.pk], "options": {}},
                 content_type="application/json")
game = created.json()
answers += [created.status_code, game["status"]]
# Bob was invited (consent): he lists his invitations and accepts, and the game starts.
invitations = b.get("/api/invitations/")
answers.append(invitations.status_code)
accepted = b.post(f"/api/invitations/{invitations.json()[0]['id']}/accept/")
answers += [accepted.status_code, accepted.json()["status"]]
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
# A game against a bot starts at once; a game with an open seat starts when Bob joins from the lobby.
bot = a.post("/api/games/", {"ruleset": "knarr", "players": [alice.pk, {"kind": "bot"}]},
             content_type="application/json")
answers += [bot.status_code, bot.json()["status"]]
lobby = a.post("/api/games/", {"ruleset": "knarr", "players": [alice.pk, {"kind": "open"}], "join_within_hours": 48},
               content_type="application/json").json()
answers.append([g["id"] for g in b.get("/api/games/open/").json()] == [lobby["id"]])
answers.append(b.post(f"/api/games/{lobby['id']}/join/", {}, content_type="application/json").json()["status"])
print(json.dumps(answers))
"""


def test_the_readme_walk_through_runs_on_the_development_database(tmp_path):
    env = clean_env(DATABASE_URL=f"sqlite:///{tmp_path / 'dev.sqlite3'}", API_TOKEN_CACHE_SECONDS="0")
    result = subprocess.run([sys.executable, "-c", WALK_THROUGH], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    answers = json.loads(result.stdout.strip().splitlines()[-1])
    assert answers == [200, 200, 201, "waiting", 200, 200, "active", *[201] * 6, 200, 201,
                       201, "active", True, "active"], answers
