"""Helpers for the operations tests: a clean production environment, subprocesses, free ports."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCKER = ROOT / "docker"

# A complete production environment, as an operator would give it (nothing reaches these hosts
# unless a test says so).
PRODUCTION = {
    "DJANGO_DEBUG": "false",
    "SECRET_KEY": "k3Jq9-uV0pWb7sL2mXc8Yt4Rz1Nd6Fh5Gj0Ke3Qa9Sw2Ex7Dr4Cv1Bn8Mh6Tg5Yl0Ui",
    "DATABASE_URL": "postgres://ravenpost:secret@db.internal:5432/ravenpost",
    "REDIS_URL": "redis://redis.internal:6379/0",
    "ALLOWED_HOSTS": "ravenpost.example.org",
    "SITE_URL": "https://ravenpost.example.org",
    "EMAIL_URL": "smtp://mailer:pw@smtp.example.org:587/?tls=1",
}


def clean_env(**variables: str | None) -> dict[str, str]:
    """Only what a process needs to run, plus ``variables`` (a ``None`` value leaves one out)."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"),
           "DJANGO_SETTINGS_MODULE": "config.settings", "PYTHONDONTWRITEBYTECODE": "1"}
    env.update({name: value for name, value in variables.items() if value is not None})
    return env


def production_env(**overrides: str | None) -> dict[str, str]:
    return clean_env(**{**PRODUCTION, **overrides})


def load_settings(env: dict[str, str], *names: str) -> tuple[subprocess.CompletedProcess, dict]:
    """Set Django up in a fresh interpreter with ``env``; return the process and the named settings."""
    script = (
        "import json, django\n"
        "django.setup()\n"
        "from django.conf import settings\n"
        f"print(json.dumps({{n: getattr(settings, n, None) for n in {list(names)!r}}}, default=str))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=60)
    values = json.loads(result.stdout.strip().splitlines()[-1]) if result.returncode == 0 else {}
    return result, values


def closed_port() -> int:
    """A local TCP port nothing listens on (bound then released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_database_url() -> str:
    """The URL of the test database pytest-django set up (call in a test that uses ``db``)."""
    from django.db import connection

    db = connection.settings_dict
    password = f":{db['PASSWORD']}" if db.get("PASSWORD") else ""
    return f"postgres://{db['USER']}{password}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


test_database_url.__test__ = False  # a helper, not a test
