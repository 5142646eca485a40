"""The committed schema (``clients/openapi.yaml``) is what ``manage.py spectacular`` writes for
this code, so a change to the API without a regenerated schema fails here; and the SDK wheel
``bin/build-client`` builds from it carries a function for every operation of that schema."""

from __future__ import annotations

import difflib
import importlib
import importlib.util
import re
import zipfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "clients" / "openapi.yaml"
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def snake(name: str) -> str:
    return re.sub(r"\W+", "_", name).lower()


def load_sdk_tools():
    spec = importlib.util.spec_from_file_location("ravenpost_clients_sdk", ROOT / "clients" / "sdk.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_schema_is_what_the_code_serves(tmp_path):
    fresh = tmp_path / "openapi.yaml"
    load_sdk_tools().write_schema(fresh)
    if fresh.read_bytes() != COMMITTED.read_bytes():
        diff = difflib.unified_diff(COMMITTED.read_text().splitlines(), fresh.read_text().splitlines(),
                                    "clients/openapi.yaml (committed)", "manage.py spectacular", lineterm="", n=1)
        excerpt = "\n".join(list(diff)[:40])
        raise AssertionError(f"clients/openapi.yaml is stale: run bin/generate-schema and commit it.\n{excerpt}")


def test_the_wheel_holds_the_package_and_no_schema_or_by_products(sdk_wheel):
    assert sdk_wheel.name.startswith("ravenpost_client-") and sdk_wheel.suffix == ".whl"
    names = zipfile.ZipFile(sdk_wheel).namelist()
    assert "ravenpost_client/__init__.py" in names
    assert not [name for name in names if "__pycache__" in name or ".ruff_cache" in name or name.endswith(".yaml")]


def test_the_sdk_has_a_function_for_every_operation_of_the_committed_schema(ravenpost_client):
    schema = yaml.safe_load(COMMITTED.read_text())
    operations = [(operation["tags"][0], operation["operationId"]) for path in schema["paths"].values()
                  for method, operation in path.items() if method in METHODS]
    assert len(operations) > 30
    missing = []
    for tag, operation_id in operations:
        try:
            # The generator names a tag's package and an operation's module in snake case.
            module = importlib.import_module(f"ravenpost_client.api.{snake(tag)}.{snake(operation_id)}")
        except ModuleNotFoundError:
            missing.append(f"{tag}.{operation_id}")
            continue
        assert callable(module.sync_detailed) and callable(module.asyncio_detailed)
    assert not missing, f"operations of clients/openapi.yaml without a function in the SDK: {missing}"
    assert ravenpost_client.AuthenticatedClient
