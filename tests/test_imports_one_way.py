"""No app imports another inside a function: every import of another app is at the top of its
module, where the import contracts (``pyproject.toml``, ``lint-imports``) and a reader see it.

An import inside a function is how a module dodges a contract or hides a circle; it is allowed of
the module's own app only (``AppConfig.ready`` importing its signals, a module importing a sibling
late). No database: the modules are parsed, not imported."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APPS = ("games", "players", "notifications", "webhooks", "accounts", "outbox", "ratings", "tournaments", "config")
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def imported_inside_functions(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, module) of each absolute import made in the body of a function or method, however
    deeply nested (``import a.b`` and ``from a.b import c`` both give ``a.b``)."""
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if in_function and isinstance(child, ast.Import):
                found.extend((child.lineno, alias.name) for alias in child.names)
            elif in_function and isinstance(child, ast.ImportFrom) and child.level == 0 and child.module:
                found.append((child.lineno, child.module))
            visit(child, in_function or isinstance(child, FUNCTIONS))

    visit(tree, False)
    return found


def cross_app_imports_inside_functions(app: str, tree: ast.AST) -> list[tuple[int, str]]:
    """The imports inside functions of ``app``'s module ``tree`` that name another of ``APPS``."""
    return [(line, module) for line, module in imported_inside_functions(tree)
            if module.split(".")[0] in APPS and module.split(".")[0] != app]


def app_modules():
    for app in APPS:
        folder = ROOT / app
        if folder.is_dir():
            for path in sorted(folder.rglob("*.py")):
                yield app, path


def test_no_app_imports_another_inside_a_function():
    offenders = [f"{path.relative_to(ROOT)}:{line}: {module}" for app, path in app_modules()
                 for line, module in cross_app_imports_inside_functions(app, ast.parse(path.read_text()))]
    assert offenders == []


def test_every_app_is_walked():
    walked = {app for app, _path in app_modules()}
    assert walked >= {"games", "players", "notifications", "webhooks", "accounts", "ratings", "config"}


def test_the_walk_finds_nested_imports_of_other_apps_only():
    source = '''
import games.models
from players import links


def page():
    from games.services import queries
    from players.models import Player
    from . import sibling
    import notifications.outbox, json


class View:
    def get(self):
        def inner():
            from webhooks.models import Endpoint
        return lambda: __import__("games")
'''
    found = cross_app_imports_inside_functions("players", ast.parse(source))
    assert found == [(7, "games.services"), (10, "notifications.outbox"), (16, "webhooks.models")]
