"""A PgBouncer of one test run, in transaction pooling, in front of a private PostgreSQL.

Debian's package (1.18 here: before prepared statements in transaction mode, which came in 1.21)
is what ``bin/test`` installs. The pool is smaller than the number of clients the stack opens
(gunicorn's threads, Celery's processes), so that server sessions really pass from one client's
transaction to another's: anything that lives on a session beyond its transaction (a prepared
statement, a ``LISTEN``, a ``SET`` not tracked by PgBouncer) breaks there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

from tests.ops.support import closed_port
from tests.playbymail.processes import stop_process_group

START_SECONDS = 60


class PgBouncerMissing(RuntimeError):
    """PgBouncer is not installed (``apt-get install pgbouncer``; ``bin/test`` does it)."""


def pgbouncer_binary() -> str:
    found = shutil.which("pgbouncer") or ("/usr/sbin/pgbouncer" if Path("/usr/sbin/pgbouncer").exists() else None)
    if not found:
        raise PgBouncerMissing("pgbouncer is not installed: apt-get install pgbouncer (bin/test installs it)")
    return found


class PrivatePgBouncer:
    """PgBouncer on 127.0.0.1:``port`` in ``directory``, pooling ``database`` of the PostgreSQL
    at ``postgres_port`` in transaction mode with ``pool_size`` server sessions."""

    def __init__(self, directory: Path, postgres_port: int, database: str = "ravenpost", pool_size: int = 4) -> None:
        self.directory, self.postgres_port, self.database, self.pool_size = directory, postgres_port, database, pool_size
        self.port = closed_port()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/{database}"
        self.log = directory / "pgbouncer.log"
        self.process: subprocess.Popen | None = None

    def _write_config(self) -> Path:
        (self.directory / "pgbouncer-users.txt").write_text('"postgres" ""\n')
        config = self.directory / "pgbouncer.ini"
        config.write_text(f"""\
[databases]
{self.database} = host=127.0.0.1 port={self.postgres_port} dbname={self.database}
* = host=127.0.0.1 port={self.postgres_port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {self.port}
unix_socket_dir =
auth_type = trust
auth_file = {self.directory / "pgbouncer-users.txt"}
pool_mode = transaction
default_pool_size = {self.pool_size}
min_pool_size = 0
reserve_pool_size = 0
max_client_conn = 500
server_reset_query =
ignore_startup_parameters = extra_float_digits
logfile = {self.log}
log_connections = 0
log_disconnections = 0
""")
        for path in (config, self.directory / "pgbouncer-users.txt"):
            path.chmod(0o644)
        return config

    def start(self) -> None:
        command = [pgbouncer_binary(), str(self._write_config())]
        if os.geteuid() == 0:  # PgBouncer refuses to run as root
            command = ["runuser", "-u", "postgres", "--", *command]
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, start_new_session=True)
        import psycopg

        deadline = time.monotonic() + START_SECONDS
        while True:
            try:
                with psycopg.connect(self.url, connect_timeout=2) as conn:
                    conn.execute("SELECT 1")
                return
            except psycopg.OperationalError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    log = self.log.read_text(errors="replace")[-2000:] if self.log.exists() else "(no log)"
                    raise RuntimeError(f"PgBouncer did not start on port {self.port}:\n{log}") from None
                time.sleep(0.2)

    def server_sessions(self) -> int:
        """Server sessions PgBouncer has opened to PostgreSQL, counted on PostgreSQL."""
        import psycopg

        with psycopg.connect(f"postgres://postgres@127.0.0.1:{self.postgres_port}/{self.database}") as conn:
            return conn.execute("SELECT count(*) FROM pg_stat_activity WHERE application_name = '' "
                                "AND client_port IS NOT NULL AND pid <> pg_backend_pid()").fetchone()[0]

    def stop(self) -> None:
        if self.process is not None:
            stop_process_group(self.process)
