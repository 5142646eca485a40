"""The engine and the rule sets stay pure Python: no Django, no I/O, no clock, no randomness of their own."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PURE = [ROOT / "games" / "engine", ROOT / "games" / "rulesets"]
FORBIDDEN_MODULES = {"django", "rest_framework", "celery", "psycopg", "redis", "requests", "socket",
                     "time", "datetime", "random", "secrets", "os", "subprocess", "config", "players",
                     "notifications", "webhooks", "outbox"}
ALLOWED_FROM = {("random", "Random")}  # the type of the rng argument, never a draw


def pure_files():
    return sorted(path for folder in PURE for path in folder.rglob("*.py"))


@pytest.mark.parametrize("path", pure_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_pure_modules_import_nothing_impure(path):
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert alias.name.split(".")[0] not in FORBIDDEN_MODULES, f"{path}: import {alias.name}"
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            top = node.module.split(".")[0]
            if top in FORBIDDEN_MODULES:
                names = {(top, alias.name) for alias in node.names}
                assert names <= ALLOWED_FROM, f"{path}: from {node.module} import {[a.name for a in node.names]}"
            assert not node.module.startswith(("games.models", "games.services", "games.api")), path


def test_there_are_pure_modules_to_check():
    assert len(pure_files()) >= 8
