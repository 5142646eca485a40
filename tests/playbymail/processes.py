"""Helpers for tests that start other processes which connect to the test database.

When such a process ends, the PostgreSQL backend that served it may outlive it by a moment, and a
forked child (Celery's embedded beat) may hold an inherited connection after its parent exited.
Either would make the test runner's final ``DROP DATABASE`` fail with "database … is being
accessed by other users". Tests therefore wait here until the database is theirs alone.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time

from django.db import connection


def other_connections(application_name: str | None = None) -> list[tuple[int, str]]:
    """(pid, application name) of every other session on this test database, or of those with
    ``application_name`` only."""
    sql = ("SELECT pid, application_name FROM pg_stat_activity WHERE datname = current_database() "
           "AND pid <> pg_backend_pid()")
    params: list[str] = []
    if application_name is not None:
        sql += " AND application_name = %s"
        params.append(application_name)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return list(cursor.fetchall())


def wait_until_alone(seconds: float = 30, application_name: str | None = None) -> None:
    """Wait until no other session (or none named ``application_name``: the test's own threads,
    such as a live server, may still hold theirs) uses the test database; fail with the
    stragglers if one stays."""
    deadline = time.monotonic() + seconds
    while (others := other_connections(application_name)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not others, f"other sessions still use the test database: {others}"


def stop_process_group(process: subprocess.Popen, seconds: float = 20) -> None:
    """SIGTERM the process group that ``process`` leads (it was started with
    ``start_new_session=True``: a worker and the children it forked, such as an embedded beat),
    SIGKILL whatever is left after ``seconds``, and return only when every member is gone."""
    pgid = process.pid
    try:
        os.killpg(pgid, signal.SIGTERM)
    except ProcessLookupError:
        return
    started, killed = time.monotonic(), False
    while True:
        process.poll()  # reap the leader once it exits: a zombie still counts as a member
        try:
            os.killpg(pgid, 0)  # is any member still alive?
        except ProcessLookupError:
            return
        waited = time.monotonic() - started
        if waited > seconds and not killed:
            os.killpg(pgid, signal.SIGKILL)
            killed = True
        elif waited > seconds + 10:
            return  # only zombies an init that does not reap can be left: they hold no connection
        time.sleep(0.1)
