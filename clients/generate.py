"""Generate the Python SDK in ``clients/python/`` from the OpenAPI schema this checkout serves.

``bin/generate-client`` runs this file; ``tests/clients/test_python_sdk.py`` imports ``generate``
and compares a fresh generation with the committed one, so a schema change without a regenerated
client fails the tests.

The output must depend on the code only, never on who runs it or where:

- the schema is written by ``manage.py spectacular`` in a child process whose environment holds
  no Ravenpost setting (every setting at its default; some reach the schema's descriptions, such
  as the stream's heartbeat);
- openapi-python-client writes into a fresh temporary directory and formats with the ruff of this
  virtualenv (its post hooks call ``ruff`` from ``PATH``), under the ``[tool.ruff]`` of the
  generated ``pyproject.toml``, the nearest one wherever the tree lands;
- ``.ruff_cache`` and other by-products are dropped.

The committed tree is ``pyproject.toml``, ``README.md``, ``.gitignore`` and ``ravenpost_client/``
as generated, plus ``openapi.yaml``, the schema they came from (so that a review sees the API
change next to the code it generated).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "clients" / "python"
CONFIG = ROOT / "clients" / "openapi-python-client.yaml"
BIN = Path(sys.executable).parent
BY_PRODUCTS = (".ruff_cache", "__pycache__")


class GenerationFailed(RuntimeError):
    """A step of the generation failed; the message carries the step's own output."""


def _run(command: list[str], env: dict[str, str], cwd: Path) -> None:
    result = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        raise GenerationFailed(f"{' '.join(command[:3])} failed:\n{result.stdout}\n{result.stderr}")


def write_schema(path: Path) -> None:
    """``manage.py spectacular`` into ``path`` (YAML), with every setting at its default."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "LANG": "C.UTF-8",
        "PYTHONPATH": str(ROOT),
        "DJANGO_SETTINGS_MODULE": "config.settings",
    }
    _run([sys.executable, "manage.py", "spectacular", "--file", str(path)], env, ROOT)


def generate(into: Path) -> Path:
    """Generate the SDK project into ``into/python`` (which must not exist) and return that path."""
    into.mkdir(parents=True, exist_ok=True)
    project = into / "python"
    schema = into / "openapi.yaml"
    write_schema(schema)
    # The post hooks call ruff: this virtualenv's, so that the formatting follows the lock file.
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    _run([str(BIN / "openapi-python-client"), "generate", "--path", str(schema), "--meta", "uv",
          "--config", str(CONFIG), "--output-path", str(project), "--fail-on-warning"], env, into)
    for junk in BY_PRODUCTS:
        for found in sorted(project.rglob(junk), reverse=True):
            shutil.rmtree(found)
    shutil.move(schema, project / "openapi.yaml")
    return project


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="ravenpost-client-") as scratch:
        try:
            fresh = generate(Path(scratch))
        except GenerationFailed as error:
            print(error, file=sys.stderr)
            return 1
        if TARGET.exists():
            shutil.rmtree(TARGET)
        shutil.copytree(fresh, TARGET)
    print(f"Generated {TARGET.relative_to(ROOT)}/ from the schema.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
