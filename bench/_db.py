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


def production_env() -> str:
    """Set up the environment of a production process (``DJANGO_DEBUG=false``: no query log, no
    debug cursors), pointed at the bench database; an explicit environment wins. Returns the
    database URL. Emails are queued in Redis database 15 (nothing consumes them: the scripts
    empty it), and logs go at WARNING, as a busy production server would set them."""
    url = os.environ.setdefault("DATABASE_URL", DEFAULT_URL)
    for name, value in {
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_DEBUG": "false",
        "SECRET_KEY": "bench-not-secret-" + "x0y1z2" * 9,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SITE_URL": "http://127.0.0.1:8000",
        "EMAIL_URL": "locmem://",
        "REDIS_URL": BENCH_REDIS_URL,
        "LOG_LEVEL": "WARNING",
    }.items():
        os.environ.setdefault(name, value)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    return url


def prepare(vacuum: bool = True) -> str:
    """Create and migrate the bench database if needed, set up Django (see ``production_env``),
    and return the database URL. ``vacuum=False``: no ``VACUUM ANALYZE`` of the whole database
    (a script that vacuums the tables it reads itself: the 16 GB event table of a 100,000-game
    fill takes minutes)."""
    import psycopg

    url = production_env()
    base, name = url.rsplit("/", 1)
    with psycopg.connect(base + "/postgres", autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    if vacuum:
        vacuum_if_no_autovacuum(url)
    return url


def vacuum_if_no_autovacuum(url: str, tables: tuple[str, ...] = ()) -> None:
    """``VACUUM ANALYZE`` the bench database when the server runs without autovacuum (this
    machine's PostgreSQL has it off), so that each run starts as a production database with
    autovacuum would: dead row versions of earlier runs cleaned, and statistics that match the
    tables' sizes (the prepared statements' plans are chosen from them). ``tables``: only those."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        if conn.execute("SHOW autovacuum").fetchone()[0] == "off":
            conn.execute("VACUUM ANALYZE " + ", ".join(tables))  # ``tables`` only, when named


def bench_player(email: str):
    """A player for a benchmark, who lets others seat them directly (``seat_directly``): without
    that consent, a game naming them waits for them to accept an invitation, and nothing is played."""
    from players.services import get_or_create_player

    player, _created = get_or_create_player(email)
    if not player.seat_directly:
        player.seat_directly = True
        player.save(update_fields=["seat_directly"])
    return player
