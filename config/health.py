"""Health endpoints for load balancers, orchestrators and the compose healthcheck.

- ``/healthz`` (liveness): the process is up and answers. Touches nothing else, so a database
  outage never makes an orchestrator restart every web process.
- ``/readyz`` (readiness): this process can serve real traffic: the database answers, Redis (the
  Celery broker) answers, and every migration on disk is applied. 200 when all pass, otherwise 503
  with a JSON body whose ``failed`` names what failed, e.g.
  ``{"status": "fail", "failed": ["redis"], "checks": {"database": {"ok": true}, ...}}``.

Probes call by IP address over plain HTTP from inside the network, so ``HealthCheckMiddleware``
(first in ``MIDDLEWARE``) answers these two paths before the host check (``ALLOWED_HOSTS``) and the
redirect to HTTPS. The same views are also routed in ``config/urls.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.migrations.executor import MigrationExecutor
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.http import require_safe

# How long /readyz waits for Redis before calling it down (the database has DB_CONNECT_TIMEOUT).
REDIS_TIMEOUT_SECONDS = 2.0
_NO_STORE = "no-store"


@require_safe
def healthz(request: HttpRequest) -> HttpResponse:
    """The process is up. No database, no Redis."""
    response = JsonResponse({"status": "ok"})
    response["Cache-Control"] = _NO_STORE
    return response


@require_safe
def readyz(request: HttpRequest) -> HttpResponse:
    """Database, Redis and migrations; 503 naming the failed checks if any fails."""
    checks = {"database": check_database(), "redis": check_redis()}
    # Migrations are read from the database: no point asking when it is down.
    checks["migrations"] = (check_migrations() if checks["database"]["ok"]
                            else {"ok": False, "error": "not checked: the database is unreachable"})
    failed = [name for name, result in checks.items() if not result["ok"]]
    response = JsonResponse({"status": "fail" if failed else "ok", "failed": failed, "checks": checks},
                            status=503 if failed else 200)
    response["Cache-Control"] = _NO_STORE
    return response


def check_database() -> dict[str, Any]:
    connection = connections[DEFAULT_DB_ALIAS]
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as error:  # any driver error means "not ready"; the class name says which
        connection.close()  # don't keep a broken persistent connection for the next request
        return {"ok": False, "error": f"the database did not answer ({type(error).__name__})"}
    return {"ok": True}


def check_redis() -> dict[str, Any]:
    url = settings.REDIS_URL
    if not url:
        # Development without Redis: tasks run in-process (CELERY_TASK_ALWAYS_EAGER), nothing to reach.
        return {"ok": True, "skipped": "no REDIS_URL: tasks run in-process"}
    import redis

    client = redis.Redis.from_url(url, socket_connect_timeout=REDIS_TIMEOUT_SECONDS,
                                  socket_timeout=REDIS_TIMEOUT_SECONDS)
    try:
        client.ping()
    except Exception as error:  # connection refused, timeout, authentication, bad database number
        return {"ok": False, "error": f"Redis did not answer a PING ({type(error).__name__})"}
    finally:
        client.close()
    return {"ok": True}


def check_migrations() -> dict[str, Any]:
    connection = connections[DEFAULT_DB_ALIAS]
    try:
        executor = MigrationExecutor(connection)
        plan = executor.migration_plan(executor.loader.graph.leaf_nodes())
    except Exception as error:
        return {"ok": False, "error": f"could not read the migration state ({type(error).__name__})"}
    if plan:
        names = [f"{migration.app_label}.{migration.name}" for migration, _backwards in plan]
        return {"ok": False, "error": f"{len(names)} unapplied migration(s): run manage.py migrate",
                "unapplied": names}
    return {"ok": True}


PROBES: dict[str, Callable[[HttpRequest], HttpResponse]] = {"/healthz": healthz, "/readyz": readyz}


class HealthCheckMiddleware:
    """Answer GET/HEAD on the probe paths before any other middleware (see the module docstring)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        probe = PROBES.get(request.path_info.rstrip("/") or "/")
        if probe is not None and request.method in {"GET", "HEAD"}:
            return probe(request)
        return self.get_response(request)
