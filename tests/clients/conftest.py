"""The Python SDK as its users get it: the wheel ``bin/build-client`` builds from the committed
schema, installed into a temporary directory (never into the shared virtualenv).

Built once per test session (per xdist worker), in the session's temporary directory.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def sdk_wheel(tmp_path_factory) -> Path:
    """The wheel of the SDK, built by ``bin/build-client`` (the release command) from ``clients/openapi.yaml``."""
    outdir = tmp_path_factory.mktemp("sdk-wheel")
    built = subprocess.run([str(ROOT / "bin" / "build-client"), str(outdir)], capture_output=True, text=True,
                           timeout=900)
    assert built.returncode == 0, f"bin/build-client failed:\n{built.stdout[-2000:]}\n{built.stderr[-4000:]}"
    wheel = Path(built.stdout.strip())
    assert wheel.is_file() and wheel.parent == outdir, f"bin/build-client printed {built.stdout!r}"
    return wheel


@pytest.fixture(scope="session")
def sdk_site(sdk_wheel, tmp_path_factory) -> Path:
    """A directory where the wheel is installed (``pip install --target``), for ``sys.path`` or
    ``PYTHONPATH``. Its dependencies (httpx, attrs) are the virtualenv's own."""
    site = tmp_path_factory.mktemp("sdk-site")
    installed = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
                                "--target", str(site), str(sdk_wheel)], capture_output=True, text=True, timeout=300)
    assert installed.returncode == 0, installed.stderr[-4000:]
    return site


@pytest.fixture(scope="session")
def ravenpost_client(sdk_site):
    """The SDK's package, importable (``from ravenpost_client import …``) for the whole session."""
    sys.path.insert(0, str(sdk_site))
    try:
        import ravenpost_client

        assert Path(ravenpost_client.__file__).is_relative_to(sdk_site), ravenpost_client.__file__
        yield ravenpost_client
    finally:
        sys.path.remove(str(sdk_site))
