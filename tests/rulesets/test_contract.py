"""Each shipped rule set is two objects with two contracts: its rules (``games.engine.ruleset``)
and its presentation (``games.engine.presentation``), and its rules import nothing of the
presentation (``pyproject.toml``'s import contracts, whose module lists this file holds to the
files on disk)."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

from games.engine import BasePresentation, IllegalMove, Presentation, Ruleset
from games.engine.presentation import MoveNote
from games.engine.rng import rng_for
from games.rulesets import presentation_for, presentations, registry

ROOT = Path(__file__).resolve().parents[2]
RULESETS = ROOT / "games" / "rulesets"
# The modules of a rule set's package that present it; every other module is its rules.
PRESENTATION_MODULES = {"presentation", "text", "render", "svg", "render_dice"}
# What the rules may not import besides their own presentation: the shared presentation modules.
SHARED_PRESENTATION = {"games.rulesets.presentation", "games.rulesets.page_style", "games.rulesets.i18n"}
# The presentation's methods, which the rules no longer carry.
PRESENTATION_METHODS = ("describe_move", "describe_event", "render_view_html", "summarize_for_seat",
                        "move_note", "choice_key", "refusal")
IDS = registry().ids()


def _modules(ruleset_id: str) -> dict[str, Path]:
    package = RULESETS / ruleset_id
    return {
        (f"games.rulesets.{ruleset_id}" if path.stem == "__init__" else f"games.rulesets.{ruleset_id}.{path.stem}"): path
        for path in sorted(package.glob("*.py"))
    }


def _imported(path: Path, package: str) -> set[str]:
    """Every module ``path`` imports, absolute, wherever the import stands (in a function too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


@pytest.mark.parametrize("ruleset_id", IDS)
def test_the_rules_import_nothing_of_their_presentation(ruleset_id):
    """No module of the rules imports the rule set's presentation or the shared one, even inside a
    function, where the import contract's chains would still see it but a reader might not."""
    modules = _modules(ruleset_id)
    presentation = {name for name in modules if name.rsplit(".", 1)[-1] in PRESENTATION_MODULES}
    assert f"games.rulesets.{ruleset_id}.presentation" in presentation
    for name, path in modules.items():
        if name in presentation:
            continue
        package = name if path.stem == "__init__" else name.rsplit(".", 1)[0]
        wrong = _imported(path, package) & (presentation | SHARED_PRESENTATION)
        assert not wrong, f"{path.relative_to(ROOT)} imports {sorted(wrong)}"


@pytest.mark.parametrize("ruleset_id", IDS)
def test_the_import_contract_lists_every_module_of_the_rule_set(ruleset_id):
    """``lint-imports`` checks the same split: its contract for this rule set names every rules
    module as a source and every presentation module as forbidden, so a new module is never left
    out of it."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    modules = _modules(ruleset_id)
    presentation = {name for name in modules if name.rsplit(".", 1)[-1] in PRESENTATION_MODULES}
    ours = [contract for contract in config if contract.get("type") == "forbidden"
            and f"games.rulesets.{ruleset_id}" in contract.get("source_modules", [])]
    assert len(ours) == 1, f"one import contract keeps {ruleset_id}'s rules from its presentation"
    contract = ours[0]
    assert contract.get("as_packages") is False  # the package itself, not its presentation modules
    assert set(contract["source_modules"]) == set(modules) - presentation
    assert set(contract["forbidden_modules"]) == presentation | SHARED_PRESENTATION


@pytest.mark.parametrize("ruleset_id", IDS)
def test_rules_and_presentation_each_keep_their_contract(ruleset_id):
    """The rules are a ``Ruleset`` without any presentation method; the presentation is a
    ``Presentation`` of the same id, and not the generic one."""
    rules = registry().get(ruleset_id)
    presentation = presentation_for(ruleset_id)
    assert isinstance(rules, Ruleset)
    assert isinstance(presentation, Presentation)
    assert type(presentation) is not BasePresentation
    assert presentation.id == rules.id
    for method in PRESENTATION_METHODS:
        assert not hasattr(rules, method), f"{ruleset_id}'s rules still have {method}"
    assert set(presentations()) == set(IDS)


@pytest.mark.parametrize("ruleset_id", IDS)
def test_the_presentation_words_what_the_rules_produce(ruleset_id):
    """Over the first moves of a game, in English and French: each legal move has a label and a
    choice key, each event a log line, each view a page (or ``None``), each note is a ``MoveNote``."""
    rules = registry().get(ruleset_id)
    presentation = presentation_for(ruleset_id)
    players = rules.min_players if rules.min_players > 1 else 2
    options = rules.resolve_options(players, {})
    state = None
    events = rules.setup(players, options, rng_for(7, 0))
    names = [f"Player {seat + 1}" for seat in range(players)]
    for step in range(12):
        for event in events:
            state = rules.evolve(state, event)
            for locale in ("en", "fr"):
                shown = rules.redact(event, 0)
                if shown is not None:
                    assert presentation.describe_event(shown, names, locale).strip()
        to_move = rules.to_move(state)
        if not to_move:
            break
        seat = to_move[0]
        moves = rules.legal_moves(state, seat)
        for locale in ("en", "fr"):
            page = presentation.render_view_html(rules.view(state, seat), seat, locale, names)
            assert page is None or page.strip()
            for move in moves[:20]:
                assert presentation.describe_move(move, locale).strip()
                note = presentation.move_note(state, seat, move, locale)
                assert note is None or isinstance(note, MoveNote)
        assert all(presentation.choice_key(move) is not None for move in moves)
        events = rules.decide(state, seat, moves[0], rng_for(7, step + 1))


def test_a_rule_set_without_a_presentation_reads_generically():
    """A rule set registered without a presentation (a test's throwaway one) gets the generic one:
    moves and events by their fields, no picture, the rule's English refusal."""
    presentation = presentation_for("no-such-game")
    assert type(presentation) is BasePresentation
    assert presentation.describe_move({"type": "play_card", "card": 3}) == "play card (card 3)"
    assert presentation.render_view_html({}, 0) is None
    refused = IllegalMove("must_follow_suit", "You must follow suit: you hold a {colour} card.", colour="blue")
    assert presentation.refusal(refused, "fr") == "You must follow suit: you hold a blue card."
