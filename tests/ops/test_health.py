"""/healthz (process up, no database) and /readyz (database, Redis, migrations)."""

from __future__ import annotations

import pytest
from django.db import OperationalError, connection
from django.db.migrations import Migration
from django.db.migrations.executor import MigrationExecutor
from django.test import Client
from django.urls import reverse

from tests.ops.support import closed_port

LOCAL_REDIS = "redis://127.0.0.1:6379/0"


def test_healthz_answers_without_touching_the_database():
    # No ``db`` fixture: pytest-django fails any database access in this test.
    response = Client().get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert response["Cache-Control"] == "no-store"
    assert reverse("healthz") == "/healthz"


def test_probes_answer_by_ip_over_plain_http_in_production(settings):
    """A load balancer calls http://10.0.0.5:8000/healthz: no host check, no redirect to HTTPS."""
    settings.ALLOWED_HOSTS = ["ravenpost.example.org"]
    settings.SECURE_SSL_REDIRECT = True
    client = Client()
    assert client.get("/healthz", HTTP_HOST="10.0.0.5:8000").status_code == 200
    assert client.head("/healthz/", HTTP_HOST="10.0.0.5:8000").status_code == 200
    # Everything else is still guarded.
    assert client.get("/api/rulesets/", HTTP_HOST="10.0.0.5:8000").status_code == 400


def test_probes_refuse_other_methods():
    assert Client().post("/healthz").status_code == 405


@pytest.mark.django_db
def test_readyz_is_200_when_everything_is_up(settings):
    settings.REDIS_URL = LOCAL_REDIS
    response = Client().get("/readyz")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["status"] == "ok" and body["failed"] == []
    assert body["checks"] == {"database": {"ok": True}, "redis": {"ok": True}, "migrations": {"ok": True}}


@pytest.mark.django_db
def test_readyz_is_503_when_redis_is_unreachable(settings):
    settings.REDIS_URL = f"redis://127.0.0.1:{closed_port()}/0"
    response = Client().get("/readyz")
    assert response.status_code == 503
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert body["status"] == "fail"
    assert body["failed"] == ["redis"]
    assert body["checks"]["redis"]["ok"] is False
    assert "Redis did not answer a PING (ConnectionError)" in body["checks"]["redis"]["error"]
    assert body["checks"]["database"] == {"ok": True}


@pytest.mark.django_db
def test_readyz_is_503_with_unapplied_migrations(settings, monkeypatch):
    settings.REDIS_URL = LOCAL_REDIS
    pending = Migration("0099_not_applied_yet", "games")
    monkeypatch.setattr(MigrationExecutor, "migration_plan", lambda self, targets: [(pending, False)])
    response = Client().get("/readyz")
    assert response.status_code == 503
    body = response.json()
    assert body["failed"] == ["migrations"]
    assert body["checks"]["migrations"]["unapplied"] == ["games.0099_not_applied_yet"]
    assert "run manage.py migrate" in body["checks"]["migrations"]["error"]


@pytest.mark.django_db
def test_readyz_is_503_when_the_database_is_down(settings, monkeypatch):
    settings.REDIS_URL = LOCAL_REDIS

    def refuse(*args, **kwargs):
        raise OperationalError("connection refused")

    closed = []
    monkeypatch.setattr(connection, "cursor", refuse)
    monkeypatch.setattr(connection, "close", lambda: closed.append(True))
    response = Client().get("/readyz")
    assert response.status_code == 503
    body = response.json()
    assert body["failed"] == ["database", "migrations"]
    assert body["checks"]["database"]["error"] == "the database did not answer (OperationalError)"
    assert body["checks"]["migrations"]["error"] == "not checked: the database is unreachable"
    assert closed  # the broken connection is not kept for the next request


def test_readyz_without_redis_configured_skips_it(settings, monkeypatch):
    """Development: no REDIS_URL, tasks run in-process; readiness does not depend on Redis."""
    from config import health

    settings.REDIS_URL = ""
    monkeypatch.setattr(health, "check_database", lambda: {"ok": True})
    monkeypatch.setattr(health, "check_migrations", lambda: {"ok": True})
    response = Client().get("/readyz")
    assert response.status_code == 200
    assert response.json()["checks"]["redis"] == {"ok": True, "skipped": "no REDIS_URL: tasks run in-process"}
