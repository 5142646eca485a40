"""Imports run one way: no circle anywhere among the project's modules.

The layers themselves (engine and rule sets, event store, outbox, services, then the API, the pages,
the emails and the tasks) are an import-linter contract in ``pyproject.toml``, which ``bin/test``
checks before the tests run. Circles inside one layer (two services importing each other, a rule
set's modules) are not a layering question, so this test looks for any: a strongly connected
component of more than one module in the import graph (imports inside functions count)."""

from __future__ import annotations

import grimp

PACKAGES = ("games", "notifications", "players", "config", "webhooks", "accounts", "outbox", "ratings", "tournaments")


def import_circles(graph) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    modules = sorted(graph.modules)
    imported = {module: sorted(graph.find_modules_directly_imported_by(module)) for module in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []
    for root in modules:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            module, next_child = work.pop()
            if next_child == 0:
                index[module] = low[module] = len(index)
                stack.append(module)
                on_stack.add(module)
            children = imported[module]
            for position in range(next_child, len(children)):
                child = children[position]
                if child not in index:
                    work += [(module, position + 1), (child, 0)]
                    break
                if child in on_stack:
                    low[module] = min(low[module], index[child])
            else:
                if low[module] == index[module]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == module:
                            break
                    if len(component) > 1:
                        circles.append(sorted(component))
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[module])
    return circles


def test_no_module_imports_itself_through_others():
    graph = grimp.build_graph(*PACKAGES, cache_dir=None)
    assert import_circles(graph) == []


def test_the_search_finds_a_circle():
    graph = grimp.ImportGraph()
    for module in ("a", "b", "c", "d"):
        graph.add_module(module)
    graph.add_import(importer="a", imported="b")
    graph.add_import(importer="b", imported="c")
    graph.add_import(importer="c", imported="a")
    graph.add_import(importer="c", imported="d")
    assert import_circles(graph) == [["a", "b", "c"]]
