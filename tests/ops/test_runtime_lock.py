"""requirements/runtime.lock, which the Docker image installs, is enough to run every role.

tests/ops/test_lock.py checks that the lock satisfies pyproject.toml; this one checks that what it
pins is enough: a clean virtualenv gets the lock (``--require-hashes``, as docker/Dockerfile) and
the project without dependencies, and from it, as docker/entrypoint.sh starts them, against a
private Redis and a fresh PostgreSQL database: ``migrate``, ``beat`` (its tasks reach Redis),
``worker`` (it drains them and answers the image's healthcheck, a Celery ping through the
broker), ``stream`` (its ``/readyz``) and ``manage receive_mail`` (it answers an SMTP EHLO). A
package the lock lacks (``packaging``, which kombu's Redis transport imports on connecting;
``aiosmtpd``) fails the role that imports it here rather than in production.

Installing needs the package index (or pip's cache): offline, the test fails and says so.
"""

from __future__ import annotations

import os
import shutil
import smtplib
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.ops.support import DOCKER, ROOT, production_env

ENTRYPOINT = DOCKER / "entrypoint.sh"
HEALTHCHECK = DOCKER / "healthcheck.py"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


@pytest.fixture(scope="module")
def runtime_venv(tmp_path_factory) -> Path:
    """A virtualenv with exactly requirements/runtime.lock and the project (no dev packages)."""
    base = tmp_path_factory.mktemp("runtime")
    source = base / "source"
    listed = run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT, check=True)
    for name in filter(None, listed.stdout.split("\0")):
        if (ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    venv = base / "venv"
    run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    for step in (["--require-hashes", "-r", str(source / "requirements" / "runtime.lock")], ["--no-deps", str(source)]):
        installed = run(pip + step, timeout=900)
        if installed.returncode != 0:
            pytest.fail(
                f"Could not install {' '.join(step)} into a clean virtualenv. If this machine is offline "
                f"(no package index and nothing in pip's cache) this test cannot run; otherwise the lock "
                f"is broken. pip said:\n{installed.stderr[-3000:]}", pytrace=False)
    return venv


@pytest.fixture
def redis_url(tmp_path) -> str:
    """A private Redis server on a free port, stopped after the test."""
    server = shutil.which("redis-server") or "/usr/bin/redis-server"
    if not os.path.exists(server):
        pytest.fail("redis-server is not installed (apt-get install redis-server)", pytrace=False)
    port = free_port()
    process = subprocess.Popen([server, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no", "--dir", str(tmp_path)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_until(lambda: redis_cli(port, "PING") == "PONG", 20, "the private Redis never answered")
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(timeout=20)


def redis_cli(port: int, *arguments: str) -> str:
    answer = run(["redis-cli", "-p", str(port), *arguments], timeout=10)
    return answer.stdout.strip()


@pytest.fixture
def database_url() -> str:
    """A fresh, empty PostgreSQL database on the test suite's server, dropped after the test."""
    import psycopg

    server = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/ravenpost")
    name = f"ravenpost_runtime_{uuid.uuid4().hex[:10]}"
    admin = server.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        yield server.rsplit("/", 1)[0] + f"/{name}"
    finally:
        with psycopg.connect(admin, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def wait_until(condition: Callable[[], object], seconds: float, failure: Callable[[], str] | str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(failure() if callable(failure) else failure, pytrace=False)
        time.sleep(0.5)


class Roles:
    """Starts docker/entrypoint.sh roles from the runtime virtualenv, and stops them all."""

    def __init__(self, venv: Path, env: dict[str, str], run_dir: Path):
        self.venv, self.env, self.run_dir = venv, env, run_dir
        self.processes: dict[str, tuple[subprocess.Popen, Path]] = {}

    def start(self, role: str, *arguments: str) -> subprocess.Popen:
        log = self.run_dir / f"{role}.log"
        with log.open("wb") as out:
            process = subprocess.Popen(["/bin/sh", str(ENTRYPOINT), role, *arguments], cwd=self.run_dir,
                                       env=self.env, stdout=out, stderr=subprocess.STDOUT,
                                       start_new_session=True)
        self.processes[role] = (process, log)
        return process

    def log(self, role: str) -> str:
        """The end of the role's output, after the lines that name a missing module (a traceback
        logged as JSON, one line per record, is otherwise hard to read from its end)."""
        text = self.processes[role][1].read_text(errors="replace")
        missing = [line for line in text.splitlines() if "No module named" in line]
        return "\n".join([*missing[:5], text[-4000:]])

    def alive(self, role: str) -> bool:
        process, _ = self.processes[role]
        if process.poll() is not None:
            pytest.fail(f"the {role} role stopped ({process.returncode}):\n{self.log(role)}", pytrace=False)
        return True

    def healthcheck(self, role: str) -> subprocess.CompletedProcess:
        return run([str(self.venv / "bin" / "python"), str(HEALTHCHECK), role], cwd=self.run_dir,
                   env=self.env, timeout=60)

    def stop_all(self) -> None:
        for process, _ in self.processes.values():
            if process.poll() is None:
                os.killpg(process.pid, 15)
        for role, (process, _) in self.processes.items():
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, 9)
                process.wait(timeout=10)
                pytest.fail(f"the {role} role did not stop on SIGTERM:\n{self.log(role)}", pytrace=False)


@pytest.mark.slow
def test_every_role_starts_from_a_clean_install_of_the_runtime_lock(runtime_venv, redis_url, database_url,
                                                                      tmp_path):
    source = runtime_venv.parent / "source"
    web_port, smtp_port = free_port(), free_port()
    redis_port = int(redis_url.rsplit(":", 1)[1].split("/")[0])
    env = production_env(
        PATH=f"{runtime_venv / 'bin'}:/usr/bin:/bin", PYTHON=str(runtime_venv / "bin" / "python"),
        APP_DIR=str(source), RUN_DIR=str(tmp_path), DATABASE_URL=database_url, REDIS_URL=redis_url,
        ALLOWED_HOSTS="127.0.0.1,localhost", SITE_URL="http://127.0.0.1:8000",
        EMAIL_URL=f"smtp://127.0.0.1:{free_port()}", PORT=str(web_port), WEB_CONCURRENCY="1",
        INBOUND_EMAIL_DOMAIN="localhost", LOG_LEVEL="INFO", DB_WAIT_SECONDS="20",
        DEADLINE_SCAN_SECONDS="1", TURN_EMAIL_SWEEP_SECONDS="1",  # beat has something to send at once
    )
    env.pop("PYTHONDONTWRITEBYTECODE")
    migrated = run(["/bin/sh", str(ENTRYPOINT), "migrate"], cwd=tmp_path, env=env, timeout=300)
    assert migrated.returncode == 0, migrated.stderr[-3000:]

    roles = Roles(runtime_venv, env, tmp_path)
    try:
        # Beat alone first: the tasks it sends wait in Redis's queue.
        roles.start("beat")
        wait_until(lambda: roles.alive("beat") and int(redis_cli(redis_port, "LLEN", "celery") or 0) > 0, 60,
                   lambda: f"beat sent no task to Redis:\n{roles.log('beat')}")
        assert roles.healthcheck("beat").returncode == 0, roles.healthcheck("beat").stderr

        # The worker connects, takes them, and answers a ping through the broker.
        roles.start("worker", "--pool", "solo")
        wait_until(lambda: roles.alive("worker") and roles.healthcheck("worker").returncode == 0, 90,
                   lambda: f"the worker never answered a ping:\n{roles.log('worker')}")
        wait_until(lambda: roles.alive("worker") and redis_cli(redis_port, "LLEN", "celery") == "0", 60,
                   lambda: f"the worker left beat's tasks in the queue:\n{roles.log('worker')}")
        assert "Traceback" not in roles.log("worker"), roles.log("worker")

        roles.start("stream")
        wait_until(lambda: roles.alive("stream") and roles.healthcheck("stream").returncode == 0, 90,
                   lambda: f"the stream role's /readyz never answered 200:\n{roles.log('stream')}\n"
                           f"{roles.healthcheck('stream').stderr}")

        roles.start("manage", "receive_mail", "--port", str(smtp_port))

        def smtp_answers() -> bool:
            roles.alive("manage")
            try:
                with smtplib.SMTP("127.0.0.1", smtp_port, timeout=5) as smtp:
                    return smtp.ehlo()[0] == 250
            except OSError:
                return False

        wait_until(smtp_answers, 60, lambda: f"receive_mail never answered:\n{roles.log('manage')}")
    finally:
        roles.stop_all()
    for role in ("beat", "worker", "stream", "manage"):
        assert "ModuleNotFoundError" not in roles.log(role), roles.log(role)
