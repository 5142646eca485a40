"""The modules of the Greenland rule set import one way: no import circle among them,
function-level imports included (grimp sees those too), and the dispatch tables (``tables.py``)
at the top, imported by the rule set's entry point alone. See README.md, "Module layout"."""

from __future__ import annotations

import grimp
import pytest

PACKAGE = "games.rulesets.greenland"


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("games", cache_dir=None)


def circles(graph: grimp.ImportGraph, package: str) -> list[list[str]]:
    """The strongly connected components of more than one module among ``package``'s modules."""
    modules = sorted(m for m in graph.modules if m == package or m.startswith(package + "."))
    inside = set(modules)
    imports = {m: sorted(graph.find_modules_directly_imported_by(m) & inside) for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:  # Tarjan
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in imports[module]:
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                other = stack.pop()
                component.append(other)
                if other == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in modules:
        if module not in index:
            visit(module)
    return found


def test_no_import_circle_among_the_greenland_modules(graph):
    assert circles(graph, PACKAGE) == []


def test_the_tables_are_imported_by_the_entry_point_alone(graph):
    """The handler modules never reach the tables: they are assembled above them. Beside the entry
    point, only the JSON Schemas read them (their closed sets of decisions and dice are the tables'
    own keys), and only the entry point reads the schemas."""
    assert graph.find_modules_directly_imported_by(PACKAGE) >= {f"{PACKAGE}.tables", f"{PACKAGE}.schemas"}
    assert graph.find_modules_that_directly_import(f"{PACKAGE}.tables") == {PACKAGE, f"{PACKAGE}.schemas"}
    assert graph.find_modules_that_directly_import(f"{PACKAGE}.schemas") == {PACKAGE}
