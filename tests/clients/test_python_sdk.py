"""The committed Python SDK (``clients/python/``) is what ``bin/generate-client`` makes from the
schema this code serves: a change to the API without a regenerated client fails here."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "clients" / "python"


def load_generator():
    spec = importlib.util.spec_from_file_location("ravenpost_generate_client", ROOT / "clients" / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tree(top: Path) -> dict[str, bytes]:
    """Every file under ``top`` (by-products of running or importing it left out): path -> bytes."""
    return {str(path.relative_to(top)): path.read_bytes() for path in sorted(top.rglob("*"))
            if path.is_file() and "__pycache__" not in path.parts and ".ruff_cache" not in path.parts}


def test_the_committed_client_is_generated_from_the_current_schema(tmp_path):
    fresh = tree(load_generator().generate(tmp_path / "generated"))
    committed = tree(COMMITTED)
    assert fresh.keys() == committed.keys(), (
        f"files only in a fresh generation: {sorted(fresh.keys() - committed.keys())[:10]}; only committed: "
        f"{sorted(committed.keys() - fresh.keys())[:10]}. Run bin/generate-client and commit clients/python/.")
    stale = [name for name in fresh if fresh[name] != committed[name]]
    assert not stale, f"clients/python/ is stale ({len(stale)} files differ, e.g. {stale[:10]}): " \
                      "run bin/generate-client and commit the result."

