"""Every legal move, view and event of random playouts validates against its rule set's JSON Schema.

For all five games, every player count and every option set (the product of the boolean and enum
options, less the combinations a rule set refuses), a few seeds each: each legal move listed at
each step, the view of every seat and of a spectator (every few steps in the long games), and each
event as ``redact`` gives it to every seat and to a spectator. The schemas are tight (closed
objects, closed sets as enums), so a new field or value in a rule set fails here until its schema
says so. ``RAVENPOST_SCHEMA_SEEDS`` sets the seeds per option set (default 1).
"""

from __future__ import annotations

import itertools
import json
import os
from random import Random
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from games.engine import fold
from games.rulesets import registry

SEEDS = int(os.environ.get("RAVENPOST_SCHEMA_SEEDS", "1"))
# Views are checked every this many moves (a Grænaland game is some 3,000 moves).
VIEW_EVERY = {"graenaland": 25, "greenland": 3}
# Options that change nothing at some player counts are played only where they do something.
ONLY_WITH = {("graenaland", "five_player_favour"): 5, ("graenaland", "three_player_modifications"): 3}


def option_sets(ruleset) -> list[tuple[int, dict[str, Any]]]:
    """Each player count with each combination of the boolean and enum options it accepts."""
    choices = {}
    for name, prop in ruleset.options_schema.get("properties", {}).items():
        if prop.get("type") == "boolean":
            choices[name] = [False, True]
        elif "enum" in prop:
            choices[name] = list(prop["enum"])
    cases = []
    for players in range(ruleset.min_players, ruleset.max_players + 1):
        names = [name for name in sorted(choices) if ONLY_WITH.get((ruleset.id, name), players) == players]
        for combination in itertools.product(*(choices[name] for name in names)):
            options = dict(zip(names, combination, strict=True))
            try:
                ruleset.resolve_options(players, options)
            except Exception:  # a combination the rule set refuses (InvalidSetup)
                continue
            cases.append((players, options))
    return cases


CASES = [
    pytest.param(ruleset.id, players, options, id=f"{ruleset.id}-{players}-{json.dumps(options, sort_keys=True)}")
    for ruleset in registry()
    for players, options in option_sets(ruleset)
]


class Checker:
    """Validates against one rule set's three documents, each distinct JSON value once."""

    def __init__(self, ruleset) -> None:
        self.validators = {kind: Draft202012Validator(getattr(ruleset, f"{kind}_schema"))
                           for kind in ("move", "view", "event")}
        self.seen: set[tuple[str, str]] = set()
        self.counts = dict.fromkeys(self.validators, 0)

    def check(self, kind: str, value: Any) -> None:
        text = json.dumps(value, sort_keys=True)
        if (kind, text) in self.seen:
            return
        self.seen.add((kind, text))
        errors = list(self.validators[kind].iter_errors(json.loads(text)))
        if errors and kind in ("move", "event"):  # say what is wrong with the variant of its type
            document = self.validators[kind].schema
            variant = next((v for v in document["oneOf"] if v["properties"]["type"]["const"] == value["type"]), None)
            assert variant is not None, f"{kind} type {value['type']!r} is not in the schema"
            errors = list(Draft202012Validator({**variant, "$defs": document.get("$defs", {})}).iter_errors(value))
        assert not errors, f"{kind} {text[:2000]}\n" + "\n".join(
            f"at /{'/'.join(map(str, error.absolute_path))}: {error.message[:300]}" for error in errors[:5])
        self.counts[kind] += 1


def play_and_check(ruleset, players: int, options: dict[str, Any], seed: int, checker: Checker) -> None:
    chooser = Random(seed)
    readers = [None, *range(players)]
    every = VIEW_EVERY.get(ruleset.id, 1)

    def check_events(events):
        for event in events:
            for reader in readers:
                redacted = ruleset.redact(event, reader)
                if redacted is not None:
                    checker.check("event", redacted)

    events = ruleset.setup(players, ruleset.resolve_options(players, options), Random(seed * 7919 + 1))
    check_events(events)
    state = fold(ruleset, events)
    step = 0
    while ruleset.outcome(state) is None:
        if step % every == 0:
            for reader in readers:
                checker.check("view", ruleset.view(state, reader))
        seat = chooser.choice(ruleset.to_move(state))
        moves = ruleset.legal_moves(state, seat)
        for move in moves:
            checker.check("move", move)
        new = ruleset.decide(state, seat, chooser.choice(moves), Random(chooser.getrandbits(64)))
        check_events(new)
        for event in new:
            state = ruleset.evolve(state, event)
        step += 1
    for reader in readers:
        checker.check("view", ruleset.view(state, reader))


@pytest.mark.parametrize(("ruleset_id", "players", "options"), CASES)
def test_playouts_validate_against_the_schemas(ruleset_id, players, options):
    ruleset = registry().get(ruleset_id)
    checker = Checker(ruleset)
    for seed in range(SEEDS):
        play_and_check(ruleset, players, options, 1000 + seed, checker)
    assert all(checker.counts.values()), checker.counts


def test_every_move_type_the_rules_know_has_a_schema():
    """Random playouts never reach some rare move types (a Greenland domestication, a sacrifice to
    an elder-death event), so the schemas' move types are checked against the rules' own tables."""
    from games.rulesets.fjords import flow as fjords_flow
    from games.rulesets.graenaland import rules as graenaland_rules
    from games.rulesets.greenland import moves as greenland_moves
    from games.rulesets.greenland import negotiation as greenland_negotiation
    from games.rulesets.knarr import flow as knarr_flow

    known = {
        "greenland": greenland_moves.MOVE_TYPES | greenland_negotiation.MOVE_TYPES,
        "graenaland": set(graenaland_rules.MOVE_HANDLERS),
        "knarr": set(knarr_flow._HANDLERS),
        "fjords": set(fjords_flow._MOVES),
    }
    for ruleset_id, types in known.items():
        variants = registry().get(ruleset_id).move_schema["oneOf"]
        assert {variant["properties"]["type"]["const"] for variant in variants} == types, ruleset_id


@pytest.mark.parametrize("ruleset", list(registry()), ids=lambda ruleset: ruleset.id)
def test_the_schemas_are_tight(ruleset):
    """Each document is valid draft 2020-12, its unions are discriminated by ``type``, and every
    object in it says which properties it has: no schema is left as "anything"."""
    for kind in ("options", "move", "view", "event"):
        document = getattr(ruleset, f"{kind}_schema")
        Draft202012Validator.check_schema(document)
        assert document.get("$schema") == "https://json-schema.org/draft/2020-12/schema" or kind == "options"
        loose = list(_loose(document, kind))
        assert loose == [], loose
    for kind in ("move", "event"):
        document = getattr(ruleset, f"{kind}_schema")
        assert document["discriminator"] == {"propertyName": "type"}
        types = [variant["properties"]["type"]["const"] for variant in document["oneOf"]]
        assert len(types) == len(set(types)) > 0


def _loose(node: Any, where: str):
    """Places in a schema that accept anything: an empty schema, an object with neither
    ``properties`` nor a closed ``additionalProperties``, an array without ``items``."""
    if not isinstance(node, dict):
        return
    if node == {}:
        yield where
    kinds = node.get("type")
    kinds = kinds if isinstance(kinds, list) else [kinds]
    if "object" in kinds and "properties" not in node and not isinstance(node.get("additionalProperties"), dict) \
            and node.get("additionalProperties") is not False:
        yield where
    if "array" in kinds and "items" not in node:
        yield where
    for key, child in node.items():
        if key in {"properties", "$defs"}:
            for name, value in child.items():
                yield from _loose(value, f"{where}.{name}")
        elif key in {"items", "additionalProperties"}:
            yield from _loose(child, f"{where}.{key}")
        elif key in {"oneOf", "anyOf", "allOf"}:
            for index, value in enumerate(child):
                yield from _loose(value, f"{where}.{key}[{index}]")
