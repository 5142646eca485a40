"""The development server keeps its PostgreSQL connections bounded.

``runserver`` answers every HTTP connection in a new thread. A persistent database connection
(``CONN_MAX_AGE``) and the prepared cursor kept on it (games/store/prepared.py) belonged to
that thread and were freed only when the garbage collector got to them: 1,200 sequential
requests took PostgreSQL from 13 connections to 32, and a long playout reached "too many
clients already". This drives a few thousand requests, each on a new HTTP connection (so a new
thread), through a real ``manage.py runserver`` on the test database, and counts that server's
connections in ``pg_stat_activity`` as it goes.
"""

from __future__ import annotations

import http.client
import subprocess
import sys
import time

import pytest

from tests.ops.support import ROOT, clean_env, closed_port, test_database_url

REQUESTS = 2000
#: Connections the server may hold at any sampled moment: one per request in flight (requests
#: here are sequential) plus a little slack for a thread still closing.
MOST_CONNECTIONS = 4


def _server_connections(cursor, database: str, application: str) -> int:
    cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = %s AND application_name = %s",
                   [database, application])
    return cursor.fetchone()[0]


def _wait_until_up(port: int, server: subprocess.Popen, log) -> None:
    for _ in range(300):
        if server.poll() is not None:
            log.seek(0)
            raise AssertionError(f"runserver exited: {log.read()[-3000:]}")
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            connection.request("GET", "/healthz")
            connection.getresponse().read()
            connection.close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError("runserver did not start")


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_the_development_server_keeps_few_database_connections(make_player, tmp_path):
    from django.db import connection

    from games.services import commands
    from players.services import issue_token

    alice, bob = make_player("Alice"), make_player("Bob")
    game = commands.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk], options={})
    token = issue_token(alice)
    application = "ravenpost-devserver-test"
    url = test_database_url() + f"?application_name={application}"
    port = closed_port()
    # The rate limits off: this drives thousands of reads through one token on purpose.
    env = clean_env(DATABASE_URL=url, API_TOKEN_CACHE_SECONDS="0", PYTHONUNBUFFERED="1", API_RATE_READS="0",
                    API_RATE_PER_ADDRESS="0")
    # The server's log goes to a file: a pipe nobody reads would fill and block it.
    log = (tmp_path / "runserver.log").open("w+")
    server = subprocess.Popen([sys.executable, "manage.py", "runserver", "--noreload", f"127.0.0.1:{port}"],
                              cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, text=True)
    try:
        _wait_until_up(port, server, log)
        paths = [f"/api/games/{game.pk}/legal-moves/", f"/api/games/{game.pk}/", "/api/players/me/"]
        peak = 0
        with connection.cursor() as cursor:
            for number in range(REQUESTS):
                http_connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                http_connection.request("GET", paths[number % len(paths)],
                                        headers={"Authorization": f"Token {token}"})
                response = http_connection.getresponse()
                response.read()
                http_connection.close()
                assert response.status == 200, (number, response.status)
                if number % 100 == 99:
                    peak = max(peak, _server_connections(cursor, connection.settings_dict["NAME"], application))
        assert peak <= MOST_CONNECTIONS, f"the development server held {peak} database connections"
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()
