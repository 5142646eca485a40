"""The development server's store (``OrmEventStore`` on SQLite) keeps the same contract: the
contract suite runs again in a process whose default database is SQLite, as ``bin/serve`` runs
without ``DATABASE_URL``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_contract_holds_on_sqlite(tmp_path):
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'contract.sqlite3'}"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:xdist", "-p", "no:cacheprovider", "-rA",
         str(ROOT / "tests" / "store" / "test_contract.py")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "PASSED" in run.stdout and "SKIPPED" not in run.stdout
