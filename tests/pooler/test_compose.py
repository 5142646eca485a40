"""``docker/compose.pooled.yaml``: the compose file's app services behind PgBouncer, checked
without a Docker engine, and its PgBouncer's configuration script run for real."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
import yaml

from tests.ops.support import DOCKER
from tests.ops.test_docker import APP_SERVICES, interpolate


@pytest.fixture(scope="module")
def pooled() -> dict:
    return yaml.safe_load((DOCKER / "compose.pooled.yaml").read_text())


def test_every_app_service_goes_through_the_pooler_and_listens_around_it(pooled):
    base = yaml.safe_load((DOCKER / "compose.yaml").read_text())
    assert set(pooled["services"]) == APP_SERVICES | {"pgbouncer"}
    for name in APP_SERVICES:
        service = pooled["services"][name]
        environment = {key: interpolate(str(value)) for key, value in service["environment"].items()}
        assert environment["DATABASE_URL"] == "postgres://ravenpost:ravenpost@pgbouncer:6432/ravenpost", name
        assert environment["DATABASE_DIRECT_URL"] == interpolate(base["x-ravenpost-environment"]["DATABASE_URL"])
        assert environment["DB_TRANSACTION_POOLING"] == "true"
        assert service["depends_on"]["pgbouncer"] == {"condition": "service_healthy"}


def test_the_pooler_waits_for_postgres_and_checks_its_health(pooled):
    pgbouncer = pooled["services"]["pgbouncer"]
    assert pgbouncer["depends_on"]["postgres"]["condition"] == "service_healthy"
    assert "pg_isready" in pgbouncer["healthcheck"]["test"]
    assert (DOCKER / pgbouncer["build"]["context"] / "Dockerfile").exists()


def test_the_entrypoint_writes_a_transaction_pooling_configuration(tmp_path: Path):
    script = (DOCKER / "pgbouncer/entrypoint.sh").read_text()
    # Run it up to the exec, in a directory of the test's own, with a stand-in for pgbouncer.
    script = script.replace("conf=/tmp/pgbouncer", f"conf={tmp_path}").replace('exec pgbouncer', "echo")
    env = {**os.environ, "DB_HOST": "postgres", "DB_NAME": "ravenpost", "DB_USER": "ravenpost",
           "DB_PASSWORD": 'pa"ss', "POOL_SIZE": "7"}
    out = subprocess.run(["sh", "-c", script], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == f"{tmp_path}/pgbouncer.ini"
    ini = (tmp_path / "pgbouncer.ini").read_text()
    assert "ravenpost = host=postgres port=5432 dbname=ravenpost" in ini
    assert "pool_mode = transaction" in ini and "default_pool_size = 7" in ini
    assert (tmp_path / "users.txt").read_text() == '"ravenpost" "pa""ss"\n'  # PgBouncer's quoting
    assert (tmp_path / "users.txt").stat().st_mode & 0o077 == 0  # the password file is private
