"""``examples/bot.py`` plays whole games against other instances of itself.

Each seat is its own bot process with its own token, against a real ASGI server (gunicorn's
``asgi`` worker, as in production's ``stream`` role) so that the bots are moved by the event
stream; the bots know no rules. Each game is played to its end, for all five games, with the
smallest player count. Knarr is found through the lobby (one bot offers it with ``--open``, the
other takes the seat with ``--join-lobby``); the others are created here and named with ``--game``.
The bots also ride out a restart of the server in the middle of a game: they reconnect the stream
with ``Last-Event-ID`` and retry what the server did not receive.

Grænaland has no shorter variant and a random game is long (1,300 to 2,200 moves with three
players, the minimum): its case is marked ``slow``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from unittest import mock

import pytest
from django.db import connection

from games import services
from games.models import Event, Game
from players.services import issue_token
from tests.streams.server import AsgiServer
from tests.streams.test_stream import wait_for_other_sessions_to_end

pytestmark = pytest.mark.django_db(transaction=True)

BOT = Path(__file__).resolve().parents[2] / "examples" / "bot.py"
GAME_SECONDS = 900


@pytest.fixture(scope="module")
def server(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        settings_dict = dict(connection.settings_dict)
    running = AsgiServer(settings_dict)
    yield running
    running.stop()
    with django_db_blocker.unblock():
        wait_for_other_sessions_to_end()


@pytest.fixture(autouse=True)
def _bots_import_the_built_sdk(sdk_site, monkeypatch):
    """The bots (child processes) import the SDK as its users do: from the built wheel, installed
    (here into a temporary directory, put on their ``PYTHONPATH``)."""
    monkeypatch.setenv("PYTHONPATH", str(sdk_site))


def start_bot(server: AsgiServer, token: str, seed: int, *where: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(BOT), "--url", server.url, "--token", token, "--seed", str(seed),
                             *where], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(bots: list[subprocess.Popen]) -> list[dict]:
    """Wait for every bot; return the summary line each printed. A bot that fails fails the test at
    once (the others would wait for it forever) with what it said; all are stopped in the end."""
    deadline = time.monotonic() + GAME_SECONDS
    try:
        while any(bot.poll() is None for bot in bots):
            for bot in bots:
                if bot.poll() not in (None, 0):
                    raise AssertionError(f"a bot failed ({bot.returncode}): {bot.stderr.read()[-3000:]}")
            assert time.monotonic() < deadline, "the bots did not finish the game in time"
            time.sleep(0.5)
        outputs = [bot.communicate() for bot in bots]
        for bot, (_, err) in zip(bots, outputs, strict=True):
            assert bot.returncode == 0, f"a bot failed ({bot.returncode}): {err[-3000:]}"
        return [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
    finally:
        for bot in bots:
            if bot.poll() is None:
                bot.kill()
                bot.communicate()


def assert_played_to_the_end_by_the_bots(game: Game, players: list, summaries: list[dict]) -> None:
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED and game.outcome is not None
    assert [s["game"] for s in summaries] == [game.pk] * len(players)
    assert all(s["status"] == "finished" for s in summaries)
    # Every seat's player moved: the bots played, not a timeout or the autopilot.
    moved_by = {event.actor_id for event in Event.objects.filter(game=game, actor__isnull=False)}
    assert moved_by == {player.pk for player in players}
    assert all(s["moves"] > 0 for s in summaries)


@pytest.mark.parametrize(("ruleset", "players", "options"), [
    ("uigo", 2, {}),
    ("fjords", 2, {}),
    ("greenland", 2, {"game": "beginner"}),
    pytest.param("graenaland", 3, {}, marks=pytest.mark.slow),
])
def test_bots_play_a_whole_game_against_each_other(server, make_player, ruleset, players, options):
    people = [make_player() for _ in range(players)]
    game = services.create_game(creator=people[0], ruleset_id=ruleset, seats=[p.pk for p in people],
                                options=options)
    bots = [start_bot(server, issue_token(person), seed, "--game", str(game.pk))
            for seed, person in enumerate(people, start=1)]
    assert_played_to_the_end_by_the_bots(game, people, finish(bots))


def test_bots_meet_in_the_lobby_and_play_knarr_to_the_end(server, make_player):
    host, guest = make_player(), make_player()
    offering = start_bot(server, issue_token(host), 1, "--open", "knarr", "--players", "2",
                         "--options", json.dumps({"artifacts": True}))
    joining = start_bot(server, issue_token(guest), 2, "--join-lobby", "knarr", "--lobby-wait", "60")
    summaries = finish([offering, joining])
    game = Game.objects.get(pk=summaries[0]["game"])
    assert game.ruleset == "knarr" and game.options["artifacts"] is True
    assert_played_to_the_end_by_the_bots(game, [host, guest], summaries)


def test_the_bots_finish_a_game_through_a_server_restart(make_player):
    settings_dict = dict(connection.settings_dict)
    server = AsgiServer(settings_dict)
    try:
        people = [make_player(), make_player()]
        game = services.create_game(creator=people[0], ruleset_id="fjords", seats=[p.pk for p in people])
        bots = [start_bot(server, issue_token(person), seed, "--game", str(game.pk))
                for seed, person in enumerate(people, start=1)]
        deadline = time.monotonic() + 120
        while Game.objects.values_list("seq", flat=True).get(pk=game.pk) < 40:  # under way (about 280 moves)
            assert all(bot.poll() is None for bot in bots) and time.monotonic() < deadline
            time.sleep(0.2)
        server.stop()  # every stream and keep-alive connection drops; moves in flight fail
        time.sleep(1)
        with mock.patch("tests.streams.server.free_port", return_value=server.port):
            server = AsgiServer(settings_dict)  # the same address again
        summaries = finish(bots)
    finally:
        server.stop()
        wait_for_other_sessions_to_end()
    assert_played_to_the_end_by_the_bots(game, people, summaries)


def test_without_the_sdk_the_bot_says_how_to_get_it():
    env = {name: value for name, value in os.environ.items() if name != "PYTHONPATH"}
    ran = subprocess.run([sys.executable, str(BOT), "--help"], env=env, capture_output=True, text=True, timeout=60)
    assert ran.returncode == 1
    assert "ravenpost_client" in ran.stderr and "bin/build-client" in ran.stderr, ran.stderr
