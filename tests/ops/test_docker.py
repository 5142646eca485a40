"""The Docker files, checked without a Docker engine.

The compose file parses and describes the whole site (services, healthchecks, volumes, an
environment the production settings accept); the Dockerfile's collectstatic step works with its
placeholder environment; the gunicorn configuration serves the site with JSON logs; the
healthcheck script tells healthy from unhealthy.
"""

from __future__ import annotations

import http.server
import json
import os
import re
import shlex
import subprocess
import sys
import threading
import time
import tomllib
import urllib.request
from pathlib import Path

import pytest
import yaml

from tests.ops.support import DOCKER, ROOT, clean_env, closed_port, load_settings, production_env

# stream: the ASGI server of GET /api/stream/; bots: a worker of the "bots" queue (the bots' searches)
APP_SERVICES = {"web", "worker", "bots", "beat", "stream"}
SERVICES = APP_SERVICES | {"postgres", "redis", "mailpit"}


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load((DOCKER / "compose.yaml").read_text())


def interpolate(value: str, environ: dict[str, str] | None = None) -> str:
    """What compose does with ``${VAR:-default}`` (and ``$$``) when ``VAR`` is not set."""
    environ = environ or {}
    value = re.sub(r"\$\{(\w+):-([^}]*)\}", lambda m: environ.get(m.group(1)) or m.group(2), value)
    value = re.sub(r"\$\{(\w+)\}", lambda m: environ.get(m.group(1), ""), value)
    return value.replace("$$", "$")


# --- compose.yaml -------------------------------------------------------------------------------

def test_compose_names_every_service(compose):
    assert set(compose["services"]) == SERVICES


def test_every_service_has_a_healthcheck(compose):
    for name, service in compose["services"].items():
        check = service.get("healthcheck")
        assert check and check["test"][0] in {"CMD", "CMD-SHELL"}, name
        assert {"interval", "timeout", "retries"} <= check.keys(), name


def test_the_app_services_share_one_image_and_check_their_own_role(compose):
    services = compose["services"]
    for role in APP_SERVICES:
        service = services[role]
        assert service["command"] == [role]
        assert service["healthcheck"]["test"] == ["CMD", "python", "/app/docker/healthcheck.py", role]
        assert service["image"] == "ravenpost:local"
        build = service["build"]
        assert (DOCKER / build["context"]).resolve() == ROOT
        assert (DOCKER / build["context"] / build["dockerfile"]).resolve() == DOCKER / "Dockerfile"
        assert service["init"] is True  # signals reach gunicorn/celery, zombies are reaped
    assert services["web"]["ports"] == ["${WEB_PORT:-8000}:8000"]
    assert services["web"]["environment"]["MIGRATE_ON_START"] == "true"
    assert "MIGRATE_ON_START" not in services["worker"]["environment"]


def test_services_start_in_order(compose):
    services = compose["services"]
    for role in APP_SERVICES:
        depends = services[role]["depends_on"]
        for backing in ("postgres", "redis", "mailpit"):
            assert depends[backing] == {"condition": "service_healthy"}, role
    # The worker and beat wait until the web container has migrated (its /readyz says so).
    assert services["worker"]["depends_on"]["web"] == {"condition": "service_healthy"}
    assert services["beat"]["depends_on"]["web"] == {"condition": "service_healthy"}


def test_data_lives_in_named_volumes(compose):
    declared = set(compose["volumes"])
    assert declared == {"postgres-data", "redis-data", "mailpit-data"}
    mounts = {name: [volume.split(":")[0] for volume in service.get("volumes", [])]
              for name, service in compose["services"].items()}
    assert mounts["postgres"] == ["postgres-data"]
    assert mounts["redis"] == ["redis-data"]
    assert mounts["mailpit"] == ["mailpit-data"]
    assert compose["services"]["postgres"]["volumes"][0].endswith(":/var/lib/postgresql/data")


def test_the_mail_catcher_has_a_web_ui_and_receives_the_site_mail(compose):
    mailpit = compose["services"]["mailpit"]
    assert mailpit["image"].startswith("axllent/mailpit")
    assert "${MAILPIT_PORT:-8025}:8025" in mailpit["ports"]
    environment = compose["services"]["worker"]["environment"]
    assert interpolate(environment["EMAIL_URL"]) == "smtp://mailpit:1025"


def test_the_compose_environment_satisfies_the_production_settings(compose):
    """The defaults bring up a site: the settings load with exactly what compose gives."""
    variables = {name: interpolate(str(value)) for name, value in compose["services"]["web"]["environment"].items()}
    assert variables["DJANGO_DEBUG"] == "false"
    assert variables["DATABASE_URL"] == "postgres://ravenpost:ravenpost@postgres:5432/ravenpost"
    assert variables["REDIS_URL"] == "redis://redis:6379/0"
    result, values = load_settings(clean_env(**variables), "DEBUG", "ALLOWED_HOSTS", "SITE_URL", "EMAIL_HOST",
                                   "SECURE_SSL_REDIRECT", "LOG_FORMAT")
    assert result.returncode == 0, result.stderr
    assert values["DEBUG"] is False
    assert "localhost" in values["ALLOWED_HOSTS"]
    assert values["SITE_URL"] == "http://localhost:8000"
    assert values["EMAIL_HOST"] == "mailpit"
    assert values["SECURE_SSL_REDIRECT"] is False  # plain HTTP on localhost works
    assert values["LOG_FORMAT"] == "json"
    # Overriding from the shell or docker/.env works the same way.
    overridden = interpolate(compose["services"]["web"]["environment"]["SITE_URL"], {"SITE_URL": "https://x.org"})
    assert overridden == "https://x.org"


def test_the_postgres_healthcheck_escapes_its_variables(compose):
    test = compose["services"]["postgres"]["healthcheck"]["test"]
    assert test[0] == "CMD-SHELL"
    assert interpolate(test[1]) == 'pg_isready -U "$POSTGRES_USER" -d "$POSTGRES_DB"'


# --- Dockerfile ---------------------------------------------------------------------------------

def dockerfile_instructions() -> list[tuple[str, str]]:
    text = (DOCKER / "Dockerfile").read_text().replace("\\\n", " ")
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("#")]
    return [(line.split(None, 1)[0].upper(), line.split(None, 1)[1]) for line in lines]


def test_the_image_is_slim_and_runs_unprivileged():
    instructions = dockerfile_instructions()
    froms = [argument for keyword, argument in instructions if keyword == "FROM"]
    assert froms[0].startswith("python:3.11-slim") and froms[-1] == "python:3.11-slim"
    users = [argument for keyword, argument in instructions if keyword == "USER"]
    assert users and users[-1] not in {"root", "0"}
    runs = " ".join(argument for keyword, argument in instructions if keyword == "RUN")
    assert "useradd --system --uid 10001 --gid ravenpost" in runs
    assert "msgfmt --check" in runs  # translations compiled
    assert "manage.py collectstatic --noinput" in runs
    assert ("ENTRYPOINT", '["/app/docker/entrypoint.sh"]') in instructions
    assert any(keyword == "HEALTHCHECK" for keyword, _ in instructions)


def test_the_image_installs_what_production_runs():
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    names = {re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0].lower() for requirement in dependencies}
    assert {"gunicorn", "whitenoise", "psycopg", "celery", "redis"} <= names
    dockerignore = (DOCKER / "Dockerfile.dockerignore").read_text().split()
    assert {".git", ".venv", "tests", "db.sqlite3"} <= set(dockerignore)


def test_collectstatic_works_with_the_dockerfiles_placeholder_environment(tmp_path):
    """The build step itself, run here: hashed and compressed copies, and a manifest."""
    run = next(argument for keyword, argument in dockerfile_instructions()
               if keyword == "RUN" and "collectstatic" in argument)
    command = run.split("&&")[0]
    words = shlex.split(command)
    assignments = dict(word.split("=", 1) for word in words if re.match(r"^[A-Z_]+=", word))
    program = [word for word in words if not re.match(r"^[A-Z_]+=", word)]
    assert program[:3] == ["python", "manage.py", "collectstatic"]
    env = clean_env(**assignments, DJANGO_DEBUG="false", STATIC_ROOT=str(tmp_path))
    result = subprocess.run([sys.executable, *program[1:]], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    manifest = json.loads((tmp_path / "staticfiles.json").read_text())["paths"]
    hashed = manifest["games/site.css"]
    assert re.fullmatch(r"games/site\.[0-9a-f]{12}\.css", hashed)
    assert (tmp_path / hashed).exists() and (tmp_path / f"{hashed}.gz").exists()


# --- gunicorn with the image's configuration ----------------------------------------------------

def wait_for(url: str, seconds: float = 30) -> urllib.request.http.client.HTTPResponse:
    deadline = time.monotonic() + seconds
    while True:
        try:
            return urllib.request.urlopen(url, timeout=5)
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


def test_gunicorn_serves_the_site_with_json_logs(tmp_path):
    static_root = tmp_path / "static"
    port = closed_port()
    env = production_env(SITE_URL=f"http://127.0.0.1:{port}", ALLOWED_HOSTS="127.0.0.1",
                         STATIC_ROOT=str(static_root), PORT=str(port), WEB_CONCURRENCY="1", GUNICORN_THREADS="2",
                         RUN_DIR=str(tmp_path))
    subprocess.run([sys.executable, "manage.py", "collectstatic", "--noinput", "--verbosity", "0"], cwd=ROOT,
                   env=env, check=True, timeout=120)
    hashed = json.loads((static_root / "staticfiles.json").read_text())["paths"]["games/site.css"]
    log = tmp_path / "gunicorn.log"
    with log.open("w") as output:
        server = subprocess.Popen(
            [str(Path(sys.executable).parent / "gunicorn"), "config.wsgi:application",
             "--config", str(DOCKER / "gunicorn.conf.py")],
            cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT, start_new_session=True,
        )
        try:
            with wait_for(f"http://127.0.0.1:{port}/healthz") as response:
                assert response.status == 200 and json.loads(response.read()) == {"status": "ok"}
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/static/{hashed}") as response:
                assert response.status == 200
                assert "max-age=315360000" in response.headers["Cache-Control"]  # hashed: cached forever
            time.sleep(0.5)  # let the access log line be written
        finally:
            server.terminate()
            server.wait(timeout=30)
    lines = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]  # every line is JSON
    assert lines
    for line in lines:
        assert {"time", "level", "logger", "message"} <= line.keys()
    loggers = {line["logger"] for line in lines}
    assert {"gunicorn.error", "gunicorn.access"} <= loggers
    assert any("GET /healthz" in line["message"] for line in lines if line["logger"] == "gunicorn.access")


def test_gunicorn_configuration_reads_its_environment():
    script = ("import runpy, json; c = runpy.run_path('docker/gunicorn.conf.py'); "
              "print(json.dumps({k: c[k] for k in ('bind', 'workers', 'threads', 'worker_class', 'timeout')}))")
    env = clean_env(PORT="9000", WEB_CONCURRENCY="3", GUNICORN_THREADS="6", GUNICORN_TIMEOUT="45")
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"bind": "0.0.0.0:9000", "workers": 3, "threads": 6,
                                         "worker_class": "gthread", "timeout": 45}
    bad = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=clean_env(WEB_CONCURRENCY="many"),
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode != 0 and "WEB_CONCURRENCY must be a whole number" in bad.stderr


# --- healthcheck.py -----------------------------------------------------------------------------

def healthcheck(*arguments: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(DOCKER / "healthcheck.py"), *arguments], env=clean_env(**env),
                          capture_output=True, text=True, timeout=60)


@pytest.fixture
def readyz_stub():
    """A stand-in web container whose /readyz answers ``state["status"]``."""
    state = {"status": 200}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 (http.server's naming)
            self.send_response(state["status"] if self.path == "/readyz" else 404)
            self.end_headers()
            self.wfile.write(b'{"failed": ["redis"]}')

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield state, server.server_address[1]
    server.shutdown()


def test_healthcheck_web_follows_readyz(readyz_stub):
    state, port = readyz_stub
    assert healthcheck("web", PORT=str(port)).returncode == 0
    state["status"] = 503
    failed = healthcheck("web", PORT=str(port))
    assert failed.returncode == 1 and "answered 503" in failed.stderr and "redis" in failed.stderr
    down = healthcheck("web", PORT=str(closed_port()))
    assert down.returncode == 1 and "did not answer" in down.stderr


def test_healthcheck_beat_needs_the_process_and_redis(tmp_path):
    (tmp_path / "celerybeat.pid").write_text(f"{os.getpid()}\n")
    assert healthcheck("beat", RUN_DIR=str(tmp_path), REDIS_URL="redis://127.0.0.1:6379/0").returncode == 0
    no_redis = healthcheck("beat", RUN_DIR=str(tmp_path), REDIS_URL=f"redis://127.0.0.1:{closed_port()}/0")
    assert no_redis.returncode == 1 and "Redis did not answer" in no_redis.stderr
    gone = subprocess.Popen(["true"])
    gone.wait()
    (tmp_path / "celerybeat.pid").write_text(f"{gone.pid}\n")
    dead = healthcheck("beat", RUN_DIR=str(tmp_path), REDIS_URL="redis://127.0.0.1:6379/0")
    assert dead.returncode == 1 and "celery beat is not running" in dead.stderr


def test_healthcheck_worker_asks_celery(tmp_path):
    celery = tmp_path / "celery"
    celery.write_text(f'#!/bin/sh\necho "$*" > {tmp_path}/args\nexit ${{PING_STATUS:-0}}\n')
    celery.chmod(0o755)
    path = f"{tmp_path}:{os.environ['PATH']}"
    assert healthcheck("worker", PATH=path).returncode == 0
    args = (tmp_path / "args").read_text()
    assert args.startswith("-A config inspect ping --destination celery@")
    failed = healthcheck("worker", PATH=path, PING_STATUS="1")
    assert failed.returncode == 1 and "did not answer a ping" in failed.stderr


def test_healthcheck_without_a_role_uses_the_recorded_one(tmp_path, readyz_stub):
    state, port = readyz_stub
    assert healthcheck(RUN_DIR=str(tmp_path)).returncode == 0  # a one-off command: nothing to check
    (tmp_path / "ravenpost-role").write_text("web\n")
    state["status"] = 503
    assert healthcheck(RUN_DIR=str(tmp_path), PORT=str(port)).returncode == 1
    assert healthcheck("database").returncode == 2


@pytest.mark.parametrize(("env", "expected"), [
    ({}, "127.0.0.1,::1"),
    ({"TRUSTED_PROXIES": "172.18.0.0/16"}, "172.18.0.0/16"),
    ({"TRUSTED_PROXIES": "172.18.0.0/16", "FORWARDED_ALLOW_IPS": "10.0.0.5"}, "10.0.0.5"),
])
def test_gunicorn_trusts_forwarded_headers_from_the_configured_proxies_only(env, expected):
    """Not ``*``, which would let anyone reaching the published port claim to be behind HTTPS."""
    script = "import runpy; print(runpy.run_path('docker/gunicorn.conf.py')['forwarded_allow_ips'])"
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=clean_env(**env), capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == expected
