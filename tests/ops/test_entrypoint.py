"""docker/entrypoint.sh, run here with stand-ins for gunicorn and celery on PATH.

The real python, manage.py and test database are used: the database wait, the settings check and
``migrate`` really run; only the long-running servers are replaced by scripts that record how
they were called.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ops.support import DOCKER, ROOT, clean_env, closed_port, test_database_url

ENTRYPOINT = DOCKER / "entrypoint.sh"


@pytest.fixture
def fake_bin(tmp_path) -> Path:
    """A directory with ``gunicorn`` and ``celery`` that append their arguments to ``calls``."""
    directory = tmp_path / "bin"
    directory.mkdir()
    for program in ("gunicorn", "celery"):
        script = directory / program
        script.write_text(f'#!/bin/sh\necho "{program} $*" >> "{tmp_path}/calls"\n')
        script.chmod(0o755)
    return directory


@pytest.fixture
def run(tmp_path, fake_bin, db):
    database_url = test_database_url()

    def run(*arguments: str, **env: str | None) -> subprocess.CompletedProcess:
        variables = clean_env(
            PATH=f"{fake_bin}:{Path(sys.executable).parent}:{os.environ.get('PATH', '/usr/bin:/bin')}",
            **{"PYTHON": sys.executable, "RUN_DIR": str(tmp_path), "DATABASE_URL": database_url,
               "DB_WAIT_SECONDS": "10", **env},
        )
        return subprocess.run(["/bin/sh", str(ENTRYPOINT), *arguments], cwd=tmp_path, env=variables,
                              capture_output=True, text=True, timeout=120)

    return run


def calls(tmp_path) -> list[str]:
    path = tmp_path / "calls"
    return path.read_text().splitlines() if path.exists() else []


def test_the_script_is_posix_sh_and_executable():
    assert os.access(ENTRYPOINT, os.X_OK)
    assert ENTRYPOINT.read_text().startswith("#!/bin/sh\n")
    subprocess.run(["/bin/sh", "-n", str(ENTRYPOINT)], check=True)
    if shutil.which("dash"):  # the image's /bin/sh
        subprocess.run(["dash", "-n", str(ENTRYPOINT)], check=True)


def test_web_waits_for_the_database_then_starts_gunicorn(run, tmp_path):
    result = run("web", "--workers", "2")
    assert result.returncode == 0, result.stderr
    assert calls(tmp_path) == [
        f"gunicorn config.wsgi:application --config {DOCKER}/gunicorn.conf.py --workers 2"]
    assert "applying migrations" not in result.stderr  # only when asked
    assert (tmp_path / "ravenpost-role").read_text() == "web\n"


def test_web_migrates_first_when_asked(run, tmp_path):
    result = run("web", MIGRATE_ON_START="true")
    assert result.returncode == 0, result.stderr
    assert "applying migrations" in result.stderr
    assert "No migrations to apply." in result.stdout  # the test database is up to date
    assert calls(tmp_path) == [f"gunicorn config.wsgi:application --config {DOCKER}/gunicorn.conf.py"]


def test_no_argument_means_web(run, tmp_path):
    assert run().returncode == 0
    assert calls(tmp_path)[0].startswith("gunicorn config.wsgi:application")


def test_worker_starts_celery_worker(run, tmp_path):
    result = run("worker", "--pool", "solo", CELERY_CONCURRENCY="3", LOG_LEVEL="WARNING")
    assert result.returncode == 0, result.stderr
    assert calls(tmp_path) == ["celery -A config --quiet worker --concurrency 3 --loglevel WARNING --pool solo"]
    assert (tmp_path / "ravenpost-role").read_text() == "worker\n"


def test_bots_starts_a_celery_worker_of_the_bots_queue_alone(run, tmp_path):
    result = run("bots", CELERY_BOTS_CONCURRENCY="2", LOG_LEVEL="WARNING")
    assert result.returncode == 0, result.stderr
    assert calls(tmp_path) == ["celery -A config --quiet worker --concurrency 2 --queues bots --loglevel WARNING"]


def test_beat_starts_celery_beat_with_its_files_in_the_run_dir(run, tmp_path):
    result = run("beat")
    assert result.returncode == 0, result.stderr
    assert calls(tmp_path) == [
        f"celery -A config --quiet beat --loglevel INFO --schedule {tmp_path}/celerybeat-schedule "
        f"--pidfile {tmp_path}/celerybeat.pid"]


def test_migrate_runs_the_migrations_and_exits(run, tmp_path):
    result = run("migrate")
    assert result.returncode == 0, result.stderr
    assert "No migrations to apply." in result.stdout
    assert calls(tmp_path) == []


def test_manage_runs_a_management_command(run):
    result = run("manage", "check")
    assert result.returncode == 0, result.stderr
    assert "System check identified no issues" in result.stdout


def test_anything_else_runs_as_given(run):
    result = run("echo", "hello", "raven")
    assert (result.returncode, result.stdout) == (0, "hello raven\n")


def test_an_unreachable_database_stops_the_start_with_a_message(run, tmp_path):
    result = run("web", DATABASE_URL=f"postgres://postgres@127.0.0.1:{closed_port()}/nothing",
                 DB_WAIT_SECONDS="1")
    assert result.returncode != 0
    assert "entrypoint: waiting for the database (OperationalError)" in result.stderr
    assert "entrypoint: the database did not answer within 1 s" in result.stderr
    assert calls(tmp_path) == []


def test_missing_production_settings_stop_the_start_with_their_message(run, tmp_path):
    result = run("worker", DJANGO_DEBUG="false")
    assert result.returncode != 0
    assert "entrypoint: the settings do not load: DJANGO_DEBUG is false (production)" in result.stderr
    assert "SECRET_KEY (e.g. " in result.stderr
    assert "Traceback" not in result.stderr
    assert calls(tmp_path) == []


def test_a_bad_boolean_is_refused(run, tmp_path):
    result = run("web", MIGRATE_ON_START="sometimes")
    assert result.returncode == 2
    assert "expected true or false, not 'sometimes'" in result.stderr
    assert calls(tmp_path) == []


def test_the_image_runs_the_entrypoint_from_the_app_directory():
    """The Dockerfile copies the project to /app; the script finds the project from its own path."""
    dockerfile = (DOCKER / "Dockerfile").read_text()
    assert 'ENTRYPOINT ["/app/docker/entrypoint.sh"]' in dockerfile
    assert 'CMD ["web"]' in dockerfile
    assert (ROOT / "manage.py").exists()
