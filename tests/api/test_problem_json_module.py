"""One module builds ``application/problem+json``: ``config.problem_json``. The games, accounts,
notifications and webhooks APIs import it, and it imports none of them (also an import-linter
contract in ``pyproject.toml``); no module reaches into another for a private helper."""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("games", "players", "notifications", "webhooks", "accounts", "config")
# What building a problem means: defined in config/problem_json.py, and nowhere else.
BUILDERS = {"problem_body", "problem_response", "problem_responses", "ProblemSerializer", "PROBLEMS", "CONTENT_TYPE"}


def _modules():
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" not in path.parts:
                yield path.relative_to(ROOT).as_posix(), ast.parse(path.read_text())


def test_the_problem_module_imports_no_app():
    graph = grimp.build_graph(*PACKAGES, cache_dir=None)
    imported = graph.find_modules_directly_imported_by("config.problem_json")
    assert sorted(name for name in imported if name.split(".")[0] in PACKAGES) == []


def test_problems_are_built_in_one_module():
    defined = [f"{name}:{node.lineno}: {target}" for name, tree in _modules() if name != "config/problem_json.py"
               for node in tree.body for target in _names(node) if target in BUILDERS]
    assert defined == []


def test_every_api_imports_the_problem_module():
    for name in ("games/api/views.py", "accounts/api.py", "webhooks/api.py", "notifications/inbound/http.py"):
        tree = ast.parse((ROOT / name).read_text())
        sources = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                   and any(alias.name == "problem_responses" for alias in node.names)}
        assert sources == {"config.problem_json"}, name


def test_no_module_imports_a_private_name_of_another():
    found = [f"{name}:{node.lineno}: from {node.module} import {alias.name}"
             for name, tree in _modules() for node in ast.walk(tree)
             if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in PACKAGES
             for alias in node.names if alias.name.startswith("_")]
    assert found == []


def _names(node: ast.stmt) -> list[str]:
    if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, ast.Assign):
        return [target.id for target in node.targets if isinstance(target, ast.Name)]
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return [node.target.id]
    return []
