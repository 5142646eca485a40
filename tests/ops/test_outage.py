"""A database outage answers 503, never 500: problem+json with ``Retry-After``
on the API, a plain page on the web, a failing /readyz; and service resumes by itself.

Two outages, both real: the default connection pointed at a port nothing listens on (the database
is down for new connections), and this process's PostgreSQL backend terminated from another
connection with ``pg_terminate_backend`` (what a PostgreSQL restart does to open connections).
The shared PostgreSQL is never stopped: other people's tests use it.
"""

from __future__ import annotations

import psycopg
import pytest
from django.db import connection
from django.test import Client
from rest_framework.test import APIClient

from players.services import issue_token
from tests.ops.support import closed_port

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def clients(make_player):
    player = make_player("Olga")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {issue_token(player)}")
    # No re-raising: the test client would raise the view's exception instead of returning what
    # a real client gets.
    web = Client(raise_request_exception=False)
    web.force_login(player)
    api.raise_request_exception = False
    return api, web


def assert_unavailable(api, web):
    for response in (api.get("/api/players/me/"), api.get("/api/games/"),
                     api.post("/api/players/me/tokens/", {"name": "x"}, format="json")):
        assert response.status_code == 503, response.content
        assert response["Content-Type"] == "application/problem+json"
        assert response.json()["code"] == "database_unavailable"
        assert int(response["Retry-After"]) > 0
    page = web.get("/games/")
    assert page.status_code == 503, page.content[:500]
    assert page["Content-Type"].startswith("text/html")
    assert int(page["Retry-After"]) > 0
    assert b"try again" in page.content
    french = web.get("/games/", HTTP_ACCEPT_LANGUAGE="fr")
    assert french.status_code == 503 and "réessayez".encode() in french.content


def assert_serving(api, web):
    assert api.get("/api/players/me/").status_code == 200
    assert web.get("/games/").status_code == 200


def test_while_the_database_refuses_connections_everything_answers_503_then_resumes(clients):
    api, web = clients
    assert_serving(api, web)
    port = connection.settings_dict["PORT"]
    connection.close()
    connection.settings_dict["PORT"] = str(closed_port())
    try:
        assert_unavailable(api, web)
        ready = Client().get("/readyz")
        assert ready.status_code == 503 and "database" in ready.json()["failed"]
        assert Client().get("/healthz").status_code == 200  # alive: no restart wanted
    finally:
        connection.close()
        connection.settings_dict["PORT"] = port
    assert_serving(api, web)  # nothing to do: the next request connects again
    assert Client().get("/readyz").json()["checks"]["database"] == {"ok": True}


@pytest.mark.parametrize("path", ["/api/players/me/", "/games/"])
def test_a_terminated_connection_answers_503_once_then_the_next_request_reconnects(clients, path):
    api, web = clients
    client = api if path.startswith("/api/") else web
    assert client.get(path).status_code == 200
    backend = connection.connection.info.backend_pid
    params = connection.get_connection_params()
    with psycopg.connect(**{k: v for k, v in params.items() if k in {"host", "port", "user", "password"}},
                         dbname=params["dbname"], autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s)", [backend])
    response = client.get(path)
    assert response.status_code == 503, response.content[:500]
    assert int(response["Retry-After"]) > 0
    assert client.get(path).status_code == 200
