"""The production-like stack a chaos run plays against, and the faults it injects into it.

Everything is private to one run, so that it can be broken without touching anybody else's
services (other tests and people share this machine's PostgreSQL on port 5432 and Redis on 6379):

- a PostgreSQL cluster of its own (``initdb`` into a temporary directory, a free port), which the
  run restarts (``pg_ctl restart -m fast`` or ``-m immediate``: a crash and recovery);
- a Redis server of its own (the Celery broker and the cache) on a free port;
- an SMTP server on loopback (aiosmtpd) that counts every email by its
  ``X-Ravenpost-Notification`` header (``notifications/emails.py``): the key of the outbox row,
  and within it by ``Message-ID`` (``Notification.message_id``, the same for every attempt);
- gunicorn as ``docker/gunicorn.conf.py`` runs it (gthread), a Celery worker (prefork) and
  Celery beat (the outbox sweep), each a separate process group in production mode
  (``DJANGO_DEBUG=false``), started as ``docker/entrypoint.sh`` starts them.

Only what differs from production is set here: short intervals (the outbox sweep, the claim
timeout of an email whose worker died) so that the run can wait for them, and a PostgreSQL
without ``fsync`` (a process crash, which is what ``-m immediate`` simulates, loses nothing that
was written to the operating system; a power cut is not simulated).
"""

from __future__ import annotations

import contextlib
import glob
import logging
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from email.parser import BytesHeaderParser
from pathlib import Path

from tests.ops.support import closed_port, production_env
from tests.playbymail.processes import stop_process_group

ROOT = Path(__file__).resolve().parents[2]
NOTIFICATION_HEADER = "X-Ravenpost-Notification"
# Generous waits: the machine has two cores shared with other work.
START_SECONDS = 120


class StackError(RuntimeError):
    """A service of the stack did not start or stop; the message says which and where its log is."""


def wait_until(predicate, seconds: float, what: str, log: Path | None = None) -> None:
    """Poll ``predicate`` until it is true; fail after ``seconds`` naming ``what`` (and its log)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    tail = ""
    if log is not None and log.exists():
        tail = "\n--- last lines of " + str(log) + " ---\n" + "\n".join(log.read_text(errors="replace").splitlines()[-30:])
    raise StackError(f"{what} after {seconds:.0f} s{tail}")


# --- PostgreSQL ----------------------------------------------------------------------------------


def postgres_binary(name: str) -> str:
    """A PostgreSQL server program (``initdb``, ``pg_ctl``): Debian keeps them out of PATH."""
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
                        key=lambda path: int(Path(path).parts[-3]) if Path(path).parts[-3].isdigit() else 0)
    found = candidates[-1] if candidates else shutil.which(name)
    if not found:
        raise StackError(f"{name} is not installed: the chaos run needs the PostgreSQL server (apt-get install postgresql).")
    return found


class PrivatePostgres:
    """A PostgreSQL cluster for one run, in ``directory``, listening on 127.0.0.1:``port`` only.

    ``initdb`` and ``postgres`` refuse to run as root, so as root they run as the ``postgres``
    user (``runuser``), which then owns ``directory``."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.data = directory / "data"
        self.log = directory / "postgres.log"
        self.port = closed_port()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/ravenpost"

    def _run(self, *command: str, seconds: float = START_SECONDS) -> None:
        """Run a PostgreSQL program as the cluster's owner. Its output goes to a file, never to a
        pipe: a postmaster started by ``pg_ctl`` inherits it, and would hold a pipe open for good."""
        if os.geteuid() == 0:
            command = ("runuser", "-u", "postgres", "--", *command)
        output = self.directory / "pg_ctl.log"
        with open(output, "ab") as handle:
            result = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=handle, stderr=handle,
                                    timeout=seconds, cwd=self.directory)
        if result.returncode != 0:
            tail = "\n".join(output.read_text(errors="replace").splitlines()[-20:])
            raise StackError(f"{' '.join(command)} failed ({result.returncode}):\n{tail}")

    def start(self) -> None:
        if os.geteuid() == 0:
            shutil.chown(self.directory, user="postgres", group="postgres")
        self._run(postgres_binary("initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust",
                  "-E", "UTF8", "--no-sync", "--no-instructions")
        self._pg_ctl("start")
        import psycopg

        with psycopg.connect(self.url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
            conn.execute("CREATE DATABASE ravenpost")

    def _pg_ctl(self, action: str, *args: str) -> None:
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={self.directory} "
                   "-c fsync=off -c full_page_writes=off -c max_connections=200")
        self._run(postgres_binary("pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-o", options, *args,
                  "-w", "-t", str(START_SECONDS), action)

    def restart(self, mode: str) -> None:
        """``pg_ctl restart -m fast`` (clients disconnected, a clean shutdown) or ``-m immediate``
        (every server process killed: the start-up is a crash recovery)."""
        self._pg_ctl("restart", "-m", mode)

    def stop(self) -> None:
        if (self.data / "postmaster.pid").exists():
            self._run(postgres_binary("pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "-t", "60", "stop")


class PrivateReplica:
    """A streaming replica of a ``PrivatePostgres``, made and started by ``bin/make-replica``
    (as docs/operations.md does it), in ``directory``/replica, on a port of its own."""

    def __init__(self, directory: Path, primary: PrivatePostgres) -> None:
        self.primary, self.data = primary, directory / "replica"
        self.port = closed_port()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/ravenpost"

    def start(self) -> None:
        result = subprocess.run([str(ROOT / "bin/make-replica"), str(self.primary.port), str(self.data), str(self.port)],
                                capture_output=True, text=True, timeout=START_SECONDS * 2)
        if result.returncode != 0 or result.stdout.strip() != self.url:
            raise StackError(f"bin/make-replica failed ({result.returncode}): {result.stdout}{result.stderr[-3000:]}")

    def replay(self, paused: bool) -> None:
        """Pause (or resume) the replica's replay of the primary's WAL: it then lags on purpose."""
        import psycopg

        with psycopg.connect(self.url, autocommit=True, connect_timeout=10) as conn:
            conn.execute("SELECT pg_wal_replay_pause()" if paused else "SELECT pg_wal_replay_resume()")

    def stop(self) -> None:
        if (self.data / "postmaster.pid").exists():
            self.primary._run(postgres_binary("pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "-t", "60",
                              "stop")


# --- Redis and SMTP -------------------------------------------------------------------------------


class PrivateRedis:
    """A Redis server for one run: the broker and the cache. Nothing is persisted, unless
    ``persistent`` (an append-only file, as ``docker/compose.yaml`` runs Redis): then a restart
    keeps what was written before it."""

    def __init__(self, directory: Path, persistent: bool = False) -> None:
        self.directory = directory
        self.persistent = persistent
        self.port = closed_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        server = shutil.which("redis-server")
        if not server:
            raise StackError("redis-server is not installed: the chaos run needs it (apt-get install redis-server).")
        persistence = ["--appendonly", "yes", "--appendfsync", "always"] if self.persistent else ["--appendonly", "no"]
        self.process = subprocess.Popen(
            [server, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", *persistence,
             "--dir", str(self.directory)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        wait_until(self.answers, START_SECONDS, "the private Redis server did not answer")

    def answers(self) -> bool:
        import redis

        try:
            return bool(redis.Redis.from_url(self.url, socket_timeout=1).ping())
        except redis.RedisError:
            return False

    def stop(self) -> None:
        if self.process is not None:
            stop_process_group(self.process)
            self.process = None

    def restart(self) -> None:
        """Stop the server (SIGTERM: a clean shutdown, as ``docker restart``) and start it again on
        the same port; without persistence it comes back empty."""
        self.stop()
        self.start()


class MailCounter:
    """An SMTP handler for aiosmtpd that counts emails by notification key (the same content) and,
    within each key, by ``Message-ID`` (the same message, to a mail client). Unlike the e2e test's
    ``Inbox`` it keeps no message (a soak run receives hundreds of thousands), and it imports no
    test module that needs Django set up (the soak script has none)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.keys: Counter[str] = Counter()
        self.ids: dict[str, Counter[str]] = {}  # key → Message-ID → copies received
        self.first_at: dict[str, float] = {}  # key → when its first copy was accepted (monotonic)
        self.without_key = 0

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        headers = BytesHeaderParser().parsebytes(envelope.content)
        key = headers.get(NOTIFICATION_HEADER)
        with self.lock:
            if key:
                self.keys[str(key)] += 1
                self.ids.setdefault(str(key), Counter())[str(headers.get("Message-ID", ""))] += 1
                self.first_at.setdefault(str(key), time.monotonic())
            else:
                self.without_key += 1
        return "250 OK"

    def counts(self) -> tuple[Counter[str], int]:
        """Copies received per notification key, and how many emails had no key."""
        with self.lock:
            return Counter(self.keys), self.without_key

    def message_ids(self) -> dict[str, dict[str, int]]:
        """Per notification key, the copies received of each Message-ID ("" for none)."""
        with self.lock:
            return {key: dict(ids) for key, ids in self.ids.items()}


# --- The application's processes -------------------------------------------------------------------


def children_of(pid: int) -> list[int]:
    """The live processes whose parent is ``pid`` (gunicorn's workers)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                text = handle.read()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2:].split()
        if int(fields[1]) == pid and fields[0] != "Z":
            found.append(int(entry))
    return found


def one_stack_at_a_time():
    """Wait for, and hold, this machine's lock of chaos stacks (released when the returned file is
    closed). Each stack's verdicts lean on timing (a 30 s lease, a 20 s SMTP timeout), and two
    stacks at once on a small machine (pytest-xdist puts two chaos tests side by side) starved a
    send past its lease, which the chaos test then counted as a duplicate. The lock is per machine,
    not per worktree: every checkout's chaos tests share the same two cores."""
    import fcntl

    handle = open(Path(tempfile.gettempdir()) / "ravenpost-chaos-stack.lock", "a")  # noqa: SIM115 - held open
    fcntl.flock(handle, fcntl.LOCK_EX)
    return handle


class Stack:
    """PostgreSQL, Redis, SMTP, gunicorn, a Celery worker and beat, for one run (a context manager).

    ``web_workers`` × ``threads`` is gunicorn's layout (no gunicorn when ``web_workers`` is 0);
    ``mail`` is the SMTP handler (a ``MailCounter`` by default). ``faults`` records every fault injected,
    in order, for the report."""

    def __init__(self, web_workers: int = 2, threads: int = 4, celery_concurrency: int = 2,
                 mail: MailCounter | None = None, *, pooled: bool = False, replica: bool = False) -> None:
        self.web_workers, self.threads, self.celery_concurrency = web_workers, threads, celery_concurrency
        self.directory = Path(tempfile.mkdtemp(prefix="ravenpost-chaos-"))
        self.postgres = PrivatePostgres(self.directory)
        # ``pooled``: every process reaches PostgreSQL through a PgBouncer in transaction mode
        # (tests.pooler), as docs/operations.md describes; the stream hub's LISTEN goes around it.
        self.pooler = None
        if pooled:
            from tests.pooler.pgbouncer import PrivatePgBouncer

            self.pooler = PrivatePgBouncer(self.directory, self.postgres.port)
        # ``replica``: a streaming replica of the private PostgreSQL (bin/make-replica), which
        # the app's read-only API views read (DATABASE_REPLICA_URL; games.store.routing).
        self.replica = PrivateReplica(self.directory, self.postgres) if replica else None
        self.redis = PrivateRedis(self.directory)
        self.mail = mail or MailCounter()
        self.web_port = closed_port()
        self.base_url = f"http://127.0.0.1:{self.web_port}"
        self.groups: list[subprocess.Popen] = []  # every process group started, to stop at the end
        self.gunicorn: subprocess.Popen | None = None
        self.worker: subprocess.Popen | None = None
        self.faults: list[str] = []
        self.worker_kills: list[float] = []  # when the Celery worker was killed (monotonic)
        self._smtp = None
        self._smtp_port = closed_port()
        self._lock = threading.Lock()

    # Environment and start-up

    def env(self, **extra: str) -> dict[str, str]:
        """A production environment pointed at this stack's services."""
        if self.pooler is not None:
            extra = {"DATABASE_URL": self.pooler.url, "DB_TRANSACTION_POOLING": "true",
                     "DATABASE_DIRECT_URL": self.postgres.url, **extra}
        if self.replica is not None:
            extra = {"DATABASE_REPLICA_URL": self.replica.url, **extra}
        return production_env(
            DATABASE_URL=extra.pop("DATABASE_URL", self.postgres.url), REDIS_URL=self.redis.url,
            ALLOWED_HOSTS="127.0.0.1,localhost",
            SITE_URL=self.base_url, EMAIL_URL=f"smtp://127.0.0.1:{self._smtp_port}", LOG_LEVEL="WARNING",
            API_RATE_MOVES="0", API_RATE_WRITES="0", API_RATE_READS="0", API_RATE_PER_ADDRESS="0",
            # Short enough for the run to wait for: the sweep resends what a dead worker left behind
            # (a row claimed 30 s ago; an email already sent is marked for up to 15 s meanwhile).
            OUTBOX_SWEEP_SECONDS="2", NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS="30", DB_CONNECT_TIMEOUT="5",
            # Turn emails leave at once: the racing clients read their games all the time, so the
            # turn email policy (its tests: tests/notifications) would hold every one of them back.
            NOTIFICATIONS_TURN_GRACE_SECONDS="0",
            # WhiteNoise warns in every process that no static files were collected; none are served.
            PYTHONWARNINGS="ignore::UserWarning", PYTHONPATH=str(ROOT),
            **extra,
        )

    def __enter__(self) -> Stack:
        self._machine_lock = one_stack_at_a_time()
        try:
            self.start()
        except BaseException:
            self.stop()
            self._machine_lock.close()
            raise
        return self

    def __exit__(self, *exc_info) -> None:
        try:
            self.stop()
        finally:
            self._machine_lock.close()  # releases the lock

    def start(self) -> None:
        from aiosmtpd.controller import Controller

        # aiosmtpd logs every SMTP command at INFO: thousands of lines in a test's captured log.
        self._mail_log_level = logging.getLogger("mail.log").level
        logging.getLogger("mail.log").setLevel(logging.WARNING)
        self._smtp = Controller(self.mail, hostname="127.0.0.1", port=self._smtp_port)
        self._smtp.start()
        self.postgres.start()
        if self.pooler is not None:
            self.pooler.start()
        if self.replica is not None:
            self.replica.start()
        self.redis.start()
        self.manage("migrate", "--verbosity", "0")
        if self.web_workers == 0:  # no web server (a test that writes its rows through manage.py)
            self.start_worker()
            self._start_beat()
            return
        self.gunicorn = self._spawn("gunicorn", [sys.executable, "-m", "gunicorn", "config.wsgi:application",
                                                 "--config", str(ROOT / "docker/gunicorn.conf.py")],
                                    PORT=str(self.web_port), WEB_CONCURRENCY=str(self.web_workers),
                                    GUNICORN_THREADS=str(self.threads), RUN_DIR=str(self.directory))
        self.start_worker()
        self._start_beat()
        wait_until(self._web_ready, START_SECONDS, "gunicorn did not answer /readyz", self.directory / "gunicorn.log")

    def _start_beat(self) -> None:
        self._spawn("beat", [sys.executable, "-m", "celery", "-A", "config", "--quiet", "beat", "--loglevel",
                             "WARNING", "--schedule", str(self.directory / "celerybeat-schedule"),
                             "--pidfile", str(self.directory / "celerybeat.pid")])

    def manage(self, *args: str) -> None:
        result = subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=self.env(),
                                capture_output=True, text=True, timeout=300)
        if result.returncode != 0:
            raise StackError(f"manage.py {' '.join(args)} failed: {result.stdout}{result.stderr}")

    def _spawn(self, name: str, command: list[str], **extra: str) -> subprocess.Popen:
        log = open(self.directory / f"{name}.log", "ab")  # noqa: SIM115 - the child keeps it open
        try:
            process = subprocess.Popen(command, cwd=ROOT, env=self.env(**extra), stdout=log, stderr=log,
                                       start_new_session=True)
        finally:
            log.close()
        with self._lock:
            self.groups.append(process)
        return process

    def start_worker(self) -> None:
        self.worker = self._spawn("worker", [sys.executable, "-m", "celery", "-A", "config", "--quiet", "worker",
                                             "--loglevel", "WARNING", "--concurrency", str(self.celery_concurrency)])

    def _web_ready(self) -> bool:
        try:
            with urllib.request.urlopen(self.base_url + "/readyz", timeout=5) as response:
                return response.status == 200
        except (OSError, urllib.error.HTTPError):
            return False

    def web_worker_pids(self) -> list[int]:
        return children_of(self.gunicorn.pid) if self.gunicorn is not None else []

    def stop(self) -> None:
        """Stop every process group started (SIGTERM, then SIGKILL), the private servers, and remove
        the directory; each step runs even when an earlier one fails."""
        for process in reversed(self.groups):
            stop_process_group(process)
        for step in (self.redis.stop, *([self.pooler.stop] if self.pooler else []),
                     *([self.replica.stop] if self.replica else []), self.postgres.stop):
            try:
                step()
            except (StackError, subprocess.TimeoutExpired) as error:
                print(f"chaos stack: {error}", file=sys.stderr)
        if self._smtp is not None:
            self._smtp.stop()
            logging.getLogger("mail.log").setLevel(self._mail_log_level)
        if os.environ.get("CHAOS_KEEP_DIRECTORY"):  # to read the services' logs after a run
            print(f"chaos stack: logs kept in {self.directory}", file=sys.stderr)
            shutil.rmtree(self.postgres.data, ignore_errors=True)
        else:
            shutil.rmtree(self.directory, ignore_errors=True)

    # Faults

    def kill_web_worker(self) -> None:
        """SIGKILL one gunicorn worker (its requests in flight are cut); the master forks a new one."""
        pids = self.web_worker_pids()
        if not pids:
            raise StackError("gunicorn has no worker to kill")
        os.kill(pids[0], signal.SIGKILL)
        self.faults.append(f"kill -9 web worker {pids[0]}")
        wait_until(lambda: len(self.web_worker_pids()) >= self.web_workers and pids[0] not in self.web_worker_pids(),
                   START_SECONDS, "gunicorn did not replace its killed worker", self.directory / "gunicorn.log")

    def restart_postgres(self, mode: str) -> None:
        self.faults.append(f"pg_ctl restart -m {mode}")
        self.postgres.restart(mode)

    def kill_celery_worker(self) -> None:
        """SIGKILL the Celery worker and its pool processes at once (as a container killed for its
        memory), then start a new one, as a supervisor would."""
        old = self.worker
        self.worker_kills.append(time.monotonic())
        with contextlib.suppress(ProcessLookupError):
            os.killpg(old.pid, signal.SIGKILL)
        stop_process_group(old)  # reaps it
        self.faults.append(f"kill -9 Celery worker {old.pid}")
        self.start_worker()

    def inject(self, fault: str) -> None:
        """One fault by name: ``web``, ``postgres-fast``, ``postgres-immediate`` or ``celery``."""
        if fault == "web":
            self.kill_web_worker()
        elif fault.startswith("postgres-"):
            self.restart_postgres(fault.removeprefix("postgres-"))
        elif fault == "celery":
            self.kill_celery_worker()
        else:
            raise ValueError(f"unknown fault {fault!r}")
