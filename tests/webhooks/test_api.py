"""The webhooks API: register (the secret once), list, read, remove, the attempt log; other
players' webhooks are invisible; refused addresses and the per-player limit; clean names in the
OpenAPI schema."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from outbox.models import Attempt, Delivery, Endpoint

pytestmark = pytest.mark.django_db


def test_register_list_read_and_remove(make_player, client_for):
    player = make_player()
    client = client_for(player)
    created = client.post("/api/webhooks/", {"url": "https://bot.example.org/hook", "description": "my bot"},
                          format="json")
    assert created.status_code == 201, created.json()
    body = created.json()
    assert body["secret"].startswith("whsec_") and body["enabled"] is True
    assert created["Location"].endswith(f"/api/webhooks/{body['id']}/")
    listed = client.get("/api/webhooks/").json()
    assert [item["id"] for item in listed] == [body["id"]] and "secret" not in listed[0]
    one = client.get(f"/api/webhooks/{body['id']}/").json()
    assert one["url"] == "https://bot.example.org/hook" and "secret" not in one
    assert client.delete(f"/api/webhooks/{body['id']}/").status_code == 204
    assert client.get(f"/api/webhooks/{body['id']}/").status_code == 404
    assert not Endpoint.objects.exists()


def test_bearer_tokens_work_and_anonymous_callers_are_refused(make_player):
    from rest_framework.test import APIClient

    from players.services import issue_token

    client = APIClient()
    assert client.get("/api/webhooks/").status_code == 401
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {issue_token(make_player())}")
    assert client.get("/api/webhooks/").status_code == 200


def test_another_players_webhook_is_not_found(make_player, client_for):
    owner, other = make_player(), make_player()
    hook = client_for(owner).post("/api/webhooks/", {"url": "https://bot.example.org/"}, format="json").json()
    stranger = client_for(other)
    assert stranger.get(f"/api/webhooks/{hook['id']}/").status_code == 404
    assert stranger.get(f"/api/webhooks/{hook['id']}/attempts/").status_code == 404
    assert stranger.delete(f"/api/webhooks/{hook['id']}/").status_code == 404
    assert stranger.get("/api/webhooks/").json() == []
    assert Endpoint.objects.count() == 1


@pytest.mark.parametrize("url", ["http://bot.example.org/", "https://10.0.0.1/", "https://169.254.169.254/",
                                 "https://127.0.0.1/", "https://user:pw@bot.example.org/", "ftp://bot.example.org/",
                                 "not a url"])
def test_refused_addresses(make_player, client_for, url, settings):
    settings.WEBHOOKS_ALLOW_LOOPBACK = False
    response = client_for(make_player()).post("/api/webhooks/", {"url": url}, format="json")
    assert response.status_code == 400, response.json()
    assert response["Content-Type"].startswith("application/problem+json")
    assert not Endpoint.objects.exists()


# IPv6 addresses that carry an IPv4 address (6to4, Teredo, NAT64, IPv4-mapped and -compatible)
# reach it, so they are judged by it too; site-local (fec0::/10, deprecated but routable inside a
# site) is not public either.
CARRIERS = ["https://[2002:7f00:1::]/", "https://[2002:a9fe:a9fe::]/", "https://[2002:a00:1::]/",
            "https://[2002:c0a8:101::1]/", "https://[fec0::1]/", "https://[feff::1]/",
            "https://[::ffff:127.0.0.1]/", "https://[::ffff:7f00:1]/", "https://[::127.0.0.1]/",
            "https://[64:ff9b::a00:1]/", "https://[64:ff9b::a9fe:a9fe]/", "https://[64:ff9b:1::a00:1]/",
            "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", "https://[2001:db8::1]/", "https://[100::1]/"]


@pytest.mark.parametrize("url", CARRIERS)
def test_ipv6_addresses_that_lead_to_private_ones_are_refused(make_player, client_for, url, settings):
    settings.WEBHOOKS_ALLOW_LOOPBACK = False
    response = client_for(make_player()).post("/api/webhooks/", {"url": url}, format="json")
    assert response.status_code == 400 and response.json()["code"] == "webhook_url_refused", (url, response.json())
    assert not Endpoint.objects.exists()


@pytest.mark.parametrize("url", ["https://[2606:4700:4700::1111]/", "https://93.184.215.14/",
                                 "https://[2002:5db8:d70e::1]/"])
def test_public_addresses_are_accepted(make_player, client_for, url, settings):
    settings.WEBHOOKS_ALLOW_LOOPBACK = False
    assert client_for(make_player()).post("/api/webhooks/", {"url": url}, format="json").status_code == 201


def test_at_most_the_limit_per_player(make_player, client_for, settings):
    settings.WEBHOOKS_MAX_PER_PLAYER = 2
    client = client_for(make_player())
    for _ in range(2):
        assert client.post("/api/webhooks/", {"url": "https://bot.example.org/"}, format="json").status_code == 201
    refused = client.post("/api/webhooks/", {"url": "https://bot.example.org/"}, format="json")
    assert refused.status_code == 422 and refused.json()["code"] == "too_many_webhooks"


def test_the_owner_sees_each_attempt(make_player, client_for, receiver, allow_loopback,
                                     django_capture_on_commit_callbacks):
    from games import services

    bot, other = make_player(), make_player()
    client = client_for(bot)
    receiver.answer = (503, {})
    with django_capture_on_commit_callbacks(execute=True):
        hook = client.post("/api/webhooks/", {"url": receiver.url}, format="json").json()
        game = services.create_game(creator=other, ruleset_id="uigo", seats=[other.pk, bot.pk])
    attempts = client.get(f"/api/webhooks/{hook['id']}/attempts/").json()
    assert len(attempts) == Attempt.objects.count() == 1
    (attempt,) = attempts
    assert attempt["status_code"] == 503 and attempt["succeeded"] is False and attempt["error"] == "HTTP 503"
    assert attempt["game"] == game.pk and attempt["number"] == 1 and attempt["delivery_status"] == "pending"
    assert attempt["delivery"] == Delivery.objects.get(pk=attempt["delivery"]).pk
    shown = client.get(f"/api/webhooks/{hook['id']}/").json()
    assert shown["consecutive_failures"] == 1 and shown["retry_at"]


def test_the_schema_names_the_operations_and_components_cleanly(tmp_path):
    path = tmp_path / "openapi.json"
    call_command("spectacular", "--validate", "--fail-on-warn", "--format", "openapi-json", "--file", str(path))
    schema = json.loads(path.read_text())
    operations = {operation["operationId"]: (method, route) for route, methods in schema["paths"].items()
                  if route.startswith("/api/webhooks/") for method, operation in methods.items()}
    assert operations == {
        "list_webhooks": ("get", "/api/webhooks/"),
        "create_webhook": ("post", "/api/webhooks/"),
        "get_webhook": ("get", "/api/webhooks/{webhook_id}/"),
        "delete_webhook": ("delete", "/api/webhooks/{webhook_id}/"),
        "list_webhook_attempts": ("get", "/api/webhooks/{webhook_id}/attempts/"),
    }
    created = schema["paths"]["/api/webhooks/"]["post"]["responses"]["201"]
    assert "Location" in created.get("headers", {})
    assert {"Webhook", "NewWebhook", "WebhookAttempt"} <= set(schema["components"]["schemas"])
