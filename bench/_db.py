"""A PostgreSQL database for benchmarks, separate from development and test databases."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/ravenpost_bench"
BENCH_REDIS_URL = "redis://127.0.0.1:6379/15"


def flush_bench_queue() -> None:
    """Drop the tasks the benchmark queued (nothing consumes them)."""
    import redis

    redis.Redis.from_url(os.environ.get("REDIS_URL", BENCH_REDIS_URL)).flushdb()


def prepare() -> str:
    """Create and migrate the bench database if needed, set up Django, and return its URL."""
    import psycopg

    url = os.environ.setdefault("DATABASE_URL", DEFAULT_URL)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    # As in production, a move only queues its emails (Redis broker; no worker consumes them
    # here, BENCH_REDIS_DB is flushed by the scripts) and logs at WARNING.
    os.environ.setdefault("EMAIL_URL", "locmem://")
    os.environ.setdefault("REDIS_URL", BENCH_REDIS_URL)
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    base, name = url.rsplit("/", 1)
    with psycopg.connect(base + "/postgres", autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    return url
