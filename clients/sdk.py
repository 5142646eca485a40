"""The committed OpenAPI schema, and the Python SDK built from it on demand.

Only the schema is committed: ``clients/openapi.yaml``, as ``manage.py spectacular`` writes it.
The SDK (distribution ``ravenpost-client``, package ``ravenpost_client``) is generated from that
file by openapi-python-client (pinned in the dev extra) into a temporary directory and built as a
wheel; nothing generated is kept in the repository.

    python clients/sdk.py schema           # bin/generate-schema: rewrite clients/openapi.yaml
    python clients/sdk.py wheel [OUTDIR]   # bin/build-client: build the wheel in OUTDIR (dist/ by
                                           # default) and print its path, alone, on stdout

``tests/clients/test_python_sdk.py`` fails while the committed schema differs from a fresh one;
the tests that play through the SDK install the wheel ``bin/build-client`` builds.

The schema and the generated code depend on the code only, never on who runs it or where:

- the schema is written by ``manage.py spectacular`` in a child process whose environment holds
  no Ravenpost setting (every setting at its default; some reach the schema's descriptions, such
  as the stream's heartbeat);
- openapi-python-client writes into a fresh temporary directory and formats with the ruff of this
  virtualenv (its post hooks call ``ruff`` from ``PATH``), so the formatting follows the lock file.

The wheel is built by pip with the generated project's own build backend (``uv_build``, which pip
fetches into an isolated build environment from the package index): the virtualenv is not changed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = ROOT / "clients" / "openapi.yaml"
CONFIG = ROOT / "clients" / "openapi-python-client.yaml"
DIST = ROOT / "dist"
BIN = Path(sys.executable).parent


class GenerationFailed(RuntimeError):
    """A step of the generation or the build failed; the message carries the step's own output."""


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


def generate(schema: Path, project: Path) -> Path:
    """Generate the SDK project (``pyproject.toml``, ``ravenpost_client/``) from ``schema`` into
    ``project``, which must not exist; return ``project``."""
    # The post hooks call ruff: this virtualenv's, so that the formatting follows the lock file.
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    _run([str(BIN / "openapi-python-client"), "generate", "--path", str(schema), "--meta", "uv",
          "--config", str(CONFIG), "--output-path", str(project), "--fail-on-warning"], env, project.parent)
    return project


def build_wheel(outdir: Path, schema: Path = SCHEMA) -> Path:
    """Generate the SDK from ``schema`` in a temporary directory, build its wheel into ``outdir``
    (created if need be; a wheel of the same name is replaced) and return the wheel's path."""
    outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="ravenpost-client-") as scratch:
        project = generate(schema.resolve(), Path(scratch) / "python")
        built = Path(scratch) / "wheel"
        _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(built),
              str(project)], dict(os.environ), Path(scratch))
        (wheel,) = built.glob("*.whl")
        target = outdir.resolve() / wheel.name
        shutil.move(wheel, target)
    return target


def main(argv: list[str]) -> int:
    usage = "usage: sdk.py schema | sdk.py wheel [OUTDIR]"
    if not argv or argv[0] not in ("schema", "wheel") or len(argv) > (1 if argv[0] == "schema" else 2):
        print(usage, file=sys.stderr)
        return 2
    try:
        if argv[0] == "schema":
            write_schema(SCHEMA)
            print(f"Wrote {SCHEMA.relative_to(ROOT)} from manage.py spectacular.", file=sys.stderr)
        else:
            print(build_wheel(Path(argv[1]) if len(argv) > 1 else DIST))
    except GenerationFailed as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
