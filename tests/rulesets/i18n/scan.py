"""The static half of the catalogue checks: in a rule set's text modules, a string literal
with words in it is either a text of the catalogue (an argument of a ``Texts`` call) or technical
(markup, CSS, a key), never a sentence built in Python.

``suspects(path)`` lists the literals of a module that are neither: not a docstring, not a
catalogue call's text, not a key (a subscript, a comparison, a dict key, ``.get``'s argument), and
with letters left once HTML tags and CSS declarations are taken out. The test compares them with
an explicit allow-list of technical literals.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from games.rulesets.messages import catalogue_calls

TAG = re.compile(r"<[^<>]*>|^[^<>]*>|<[^<>]*$")  # whole tags, and a tag cut by an f-string's {…}
CSS = re.compile(r"[\w-]+\s*:\s*[^;:<>]*;?")
ATTRIBUTE = re.compile(r"[\w-]+=\"")  # ' title="' between two f-string fields
HEX = re.compile(r"#[0-9a-fA-F]{3,8}\b")
LETTERS = re.compile(r"[^\W\d_]{2,}")
KEY_METHODS = {"get", "setdefault", "pop", "startswith", "endswith", "rpartition", "partition", "split"}


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _exempt(tree: ast.AST) -> set[int]:
    """Ids of the literal nodes that are catalogue texts or keys."""
    exempt = _docstrings(tree)
    for call, _name in catalogue_calls(tree):
        exempt.update(id(arg) for arg in call.args)
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript):
            exempt.add(id(node.slice))
        elif isinstance(node, ast.Compare):
            exempt.update(id(part) for part in [node.left, *node.comparators])
            for part in node.comparators:  # ``x in ("a", "b")``
                if isinstance(part, (ast.Tuple, ast.List, ast.Set)):
                    exempt.update(id(item) for item in part.elts)
        elif isinstance(node, ast.Dict):
            exempt.update(id(key) for key in node.keys if key is not None)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in KEY_METHODS and node.args:
                exempt.add(id(node.args[0]))
        elif isinstance(node, ast.keyword) and node.arg in {"key"}:
            exempt.add(id(node.value))
    return exempt


def prose(text: str) -> str:
    """What is left of a literal once markup and CSS are taken out."""
    return CSS.sub(" ", ATTRIBUTE.sub(" ", HEX.sub(" ", TAG.sub(" ", text))))


def suspects(path: Path) -> list[str]:
    tree = ast.parse(path.read_text())
    exempt = _exempt(tree)
    found = []
    for node in ast.walk(tree):
        literal = isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in exempt
        if literal and LETTERS.search(prose(node.value)):
            found.append(node.value)
    return found
