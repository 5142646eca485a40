"""Smaller hardening points: a large chunked body is a 413 (not a 400); a token's
``name`` must be text; authenticated answers are private to their caller for caches."""

from __future__ import annotations

import io
import json

import pytest

pytestmark = pytest.mark.django_db

MOVE_PATH = "/api/players/me/tokens/"


def post_chunked(client, path: str, body: bytes):
    """POST ``body`` as a chunked request does reach Django: no Content-Length, the body to read
    from ``wsgi.input`` (gunicorn decodes the chunks)."""
    return client.generic("POST", path, b"", content_type="application/json", CONTENT_LENGTH="",
                          HTTP_TRANSFER_ENCODING="chunked",
                          **{"wsgi.input": io.BytesIO(body), "wsgi.input_terminated": True})


def test_a_5_mb_chunked_body_is_refused_with_413(players, client_for):
    client = client_for(players[0])
    body = json.dumps({"name": "x" * (5 * 1024 * 1024)}).encode()
    response = post_chunked(client, MOVE_PATH, body)
    assert response.status_code == 413, response.content[:300]
    assert response["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == "request_too_large"


def test_a_small_chunked_body_is_read(players, client_for):
    client = client_for(players[0])
    response = post_chunked(client, MOVE_PATH, json.dumps({"name": "chunked bot"}).encode())
    assert response.status_code == 201, response.content[:300]
    assert response.json()["name"] == "chunked bot"


@pytest.mark.parametrize("name", [42, 4.5, True, ["bot"], {"n": 1}])
def test_a_token_name_that_is_not_text_is_refused(players, client_for, name):
    response = client_for(players[0]).post(MOVE_PATH, {"name": name}, format="json")
    assert response.status_code == 400, response.content
    assert response.json()["code"] == "invalid_request" and "name" in response.json()["errors"]


def test_authenticated_answers_are_private_and_vary_on_authorization(players, client_for):
    client = client_for(players[0])
    for response in (client.get("/api/players/me/"), client.get(MOVE_PATH),
                     client.post(MOVE_PATH, {"name": "bot"}, format="json")):
        assert response.status_code in {200, 201}
        assert "private" in response["Cache-Control"]
        assert "Authorization" in response["Vary"]
    # A refused token's answer too varies on the header that decided it.
    client.credentials(HTTP_AUTHORIZATION="Token rp_wrong")
    assert "Authorization" in client.get("/api/players/me/")["Vary"]


def test_a_chunked_body_the_server_did_not_decode_is_refused_with_411(players, client_for):
    """The development server hands over the raw chunks: reading them as the body would block."""
    response = client_for(players[0]).generic(
        "POST", MOVE_PATH, b"", content_type="application/json", CONTENT_LENGTH="",
        HTTP_TRANSFER_ENCODING="chunked", **{"wsgi.input": io.BytesIO(b"5\r\n{}")})
    assert response.status_code == 411 and response.json()["code"] == "length_required"
