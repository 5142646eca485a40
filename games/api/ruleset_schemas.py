"""The rule sets' JSON Schemas as named OpenAPI components, so that generated clients get typed moves and views.

Each rule set declares its moves, view and events as JSON Schema documents (draft 2020-12,
``games.engine.schemas``). drf-spectacular writes OpenAPI 3.0.3, whose schema objects are an older
dialect, so each document is translated here (``const`` becomes a one-value ``enum``, a type list
with ``"null"`` becomes ``nullable``, ``$defs`` become components, ``propertyNames`` is left out)
and split into named components:

- ``{Game}{Def}`` for each shared closed set (``UigoCard``, ``KnarrColour``);
- ``{Game}{MoveType}Move`` for each move type (``UigoPlayCardMove``) and ``{Game}Move``, ``oneOf``
  them with a ``discriminator`` on ``type``; ``Move`` is ``oneOf`` the five games' moves: the type
  of ``MoveRequest.move`` and of each item of ``LegalMoves.moves``, one class in a generated client;
- ``{Game}LegalMoves`` (``moves``: a list of ``{Game}Move``, ``ruleset``: the game's id) and
  ``LegalMoves``, ``oneOf`` them with a ``discriminator`` on ``ruleset``: the answer of
  ``GET …/legal-moves/``. Move types recur across games (``pass`` in Grænaland and Greenland,
  ``end_turn`` in Grænaland and Knarr), and a generated client that parses a union by trying its
  members in turn (openapi-python-client) would make a Greenland ``pass`` a ``GraenalandPassMove``;
  ``ruleset`` picks the game first;
- ``{Game}View`` and ``GameView`` (``oneOf`` them): the type of ``View.view``;
- ``{Game}{EventType}Event`` for each event type and ``{Game}Event`` (``oneOf`` them, discriminated
  by ``type``): the ``{type, seat, data}`` part of an ``Event``, published for clients that
  dispatch on an event's type (``GET /api/rulesets/{id}/`` gives the same as JSON Schema);
- ``{Game}{EventType}EventData``, the ``data`` of each (the envelope refers to it, so the log and
  the envelope share one class), and ``{Game}EventData`` (``anyOf`` them); ``Meta{Type}EventData``
  and ``MetaEventData`` for the server's own ``meta:`` events (``games.meta_events``), and their
  envelopes ``Meta{Type}Event`` and ``MetaEvent`` (``oneOf`` them, discriminated by ``type``);
- ``EventData``, the type of ``Event.data`` in the log and in a move's answer: an open object whose
  description names the classes above. Not an ``anyOf`` of them: a log item's data carries no
  discriminator (its ``type`` is beside it, the same type names events of several games, and a log
  item does not say its game), and generated clients parse an ``anyOf`` into its first variant
  whose required fields are present, dropping the fields it does not know. Measured with
  openapi-python-client over playouts of the five games (2026-11-25): even with the most specific
  variants first, 1,800 of 5,600 event data parsed into another type's class, losing fields. A
  client that knows the game and the type parses ``{Game}{Type}EventData`` from it, losslessly
  (tests/api/test_generated_client.py).

``add_ruleset_components`` (a ``POSTPROCESSING_HOOKS`` entry, see ``games.api.schema``) adds them;
the serializers name them with ``component_ref``. Only the schema changes: the JSON on the wire is
what the rule sets return, as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine.schemas import event_variant
from games.meta_events import DATA_SCHEMAS as META_DATA_SCHEMAS
from games.meta_events import META_PREFIX
from games.rulesets import registry

Schema = dict[str, Any]

# The component names of the games (rule set id -> prefix); a rule set not listed is named by its id.
PREFIXES = {"uigo": "Uigo", "fjords": "Fjords", "knarr": "Knarr", "graenaland": "Graenaland", "greenland": "Greenland"}
COMPONENTS = "#/components/schemas/"


def component_ref(name: str) -> Schema:
    """A reference to the component ``name``."""
    return {"$ref": COMPONENTS + name}


def prefix(ruleset_id: str) -> str:
    return PREFIXES.get(ruleset_id) or camel(ruleset_id)


def camel(name: str) -> str:
    """``place_card`` -> ``PlaceCard`` (a component name from a move or event type)."""
    return "".join(part[:1].upper() + part[1:] for part in name.replace("-", "_").replace(":", "_").split("_"))


def to_openapi(node: Any, defs_prefix: str, defs: dict[str, Schema]) -> Any:
    """A draft 2020-12 schema translated to an OpenAPI 3.0 schema object (see the module docstring)."""
    if isinstance(node, list):
        return [to_openapi(item, defs_prefix, defs) for item in node]
    if not isinstance(node, dict):
        return node
    node = dict(node)
    if "$ref" in node:
        return component_ref(defs_prefix + node["$ref"].removeprefix("#/$defs/"))
    any_of = node.get("anyOf")
    if isinstance(any_of, list) and {"type": "null"} in any_of:
        rest = [alternative for alternative in any_of if alternative != {"type": "null"}]
        if len(rest) == 1:  # X or null: X, nullable
            only = rest[0]
            if "$ref" in only:
                # A named closed set or null: the reference wrapped in allOf beside nullable (a
                # $ref takes no siblings in OpenAPI 3.0). Generators then type it ``UigoColour |
                # None``; an inlined copy of the enum with null in it made openapi-python-client
                # split it into classes named ``…Type1``, ``…Type2Type1``.
                return {"allOf": [to_openapi(only, defs_prefix, defs)], "nullable": True}
            return {**to_openapi(only, defs_prefix, defs), "nullable": True}
        node["anyOf"] = rest
        node["nullable"] = True
    for key in ("$schema", "$defs", "propertyNames", "title"):
        node.pop(key, None)
    if "const" in node:
        value = node.pop("const")
        node["enum"] = [value]
        node.setdefault("type", {str: "string", bool: "boolean", int: "integer"}.get(type(value), "string"))
    kinds = node.get("type")
    if isinstance(kinds, list):
        others = [kind for kind in kinds if kind != "null"]
        if len(others) == 1:
            node["type"] = others[0]
        else:
            del node["type"]
            node["anyOf"] = [{"type": kind} for kind in others]
        if "null" in kinds:
            node["nullable"] = True
    elif kinds == "null":  # always null: documented as a nullable integer (no null type in OpenAPI 3.0)
        node["type"], node["nullable"] = "integer", True
    converted: Schema = {}
    for key, value in node.items():
        if key == "properties":
            converted[key] = {name: to_openapi(child, defs_prefix, defs) for name, child in value.items()}
        elif key in {"enum", "required"}:
            converted[key] = value
        else:
            converted[key] = to_openapi(value, defs_prefix, defs)
    return converted


def _union(components: dict[str, Schema], name: str, variants: dict[str, str], told_by: str = "type",
           description: str | None = None) -> None:
    """Add ``name``: ``oneOf`` the components named in ``variants`` (a value of the property
    ``told_by`` -> name), with a ``discriminator`` on that property, and ``description`` if given."""
    components[name] = {
        "oneOf": [component_ref(variant) for variant in variants.values()],
        "discriminator": {"propertyName": told_by,
                          "mapping": {kind: COMPONENTS + variant for kind, variant in variants.items()}},
    }
    if description is not None:
        components[name]["description"] = description


def ruleset_components(ruleset: Any) -> dict[str, Schema]:
    """The OpenAPI components of one rule set (see the module docstring)."""
    game = prefix(ruleset.id)
    components: dict[str, Schema] = {}
    for document in (ruleset.move_schema, ruleset.view_schema, ruleset.event_schema):
        for def_name, definition in document.get("$defs", {}).items():
            components[game + def_name] = to_openapi(definition, game, {})

    def convert(schema: Schema, document: Schema) -> Schema:
        return to_openapi(schema, game, document.get("$defs", {}))

    moves = {variant["properties"]["type"]["const"]: variant for variant in ruleset.move_schema["oneOf"]}
    move_names = {kind: f"{game}{camel(kind)}Move" for kind in moves}
    for kind, variant in moves.items():
        components[move_names[kind]] = convert(variant, ruleset.move_schema)
    _union(components, f"{game}Move", move_names)

    components[f"{game}View"] = convert(ruleset.view_schema, ruleset.view_schema)

    events = {variant["properties"]["type"]["const"]: variant for variant in ruleset.event_schema["oneOf"]}
    event_names = {kind: f"{game}{camel(kind)}Event" for kind in events}
    data_names = {kind: f"{name}Data" for kind, name in event_names.items()}
    for kind, variant in events.items():
        envelope = convert(variant, ruleset.event_schema)
        components[data_names[kind]] = envelope["properties"]["data"]
        envelope["properties"]["data"] = component_ref(data_names[kind])
        components[event_names[kind]] = envelope
    _union(components, f"{game}Event", event_names)
    components[f"{game}EventData"] = {
        "anyOf": [component_ref(name) for name in data_names.values()],
        "description": f"The `data` of a {ruleset.name} event: `{game}{{Type}}EventData` for the event's `type` "
                       f"(`{game}{camel(next(iter(events)))}EventData` for `{next(iter(events))}`).",
    }
    return components


def meta_components() -> dict[str, Schema]:
    """The ``data`` of the service layer's ``meta:`` events (``games.meta_events``), which any game's
    log may hold: ``Meta{Type}EventData`` each and ``MetaEventData``, any of them."""
    components: dict[str, Schema] = {}
    names = {kind: f"Meta{camel(kind.removeprefix(META_PREFIX))}EventData" for kind in META_DATA_SCHEMAS}
    for kind, schema in META_DATA_SCHEMAS.items():
        components[names[kind]] = to_openapi(schema, "Meta", {})
    # The envelopes ``{type, seat, data}``, as a game's own events have them: ``Meta{Type}Event``
    # and ``MetaEvent``, discriminated by ``type`` (a meta event names a seat or none).
    events = {kind: name.removesuffix("Data") for kind, name in names.items()}
    for kind, name in events.items():
        envelope = to_openapi(event_variant(kind, META_DATA_SCHEMAS[kind], "nullable"), "Meta", {})
        envelope["properties"]["data"] = component_ref(names[kind])
        components[name] = envelope
    _union(components, "MetaEvent", events)
    components["MetaEventData"] = {
        "anyOf": [component_ref(name) for name in names.values()],
        "description": "The `data` of an event written by the server rather than by the game's rules (its "
                       "`type` starts with `meta:`): `Meta{Type}EventData` (`MetaTimeoutEventData` for "
                       "`meta:timeout`).",
    }
    return components


def _seat_answer(ruleset_id: str, seq: str, name: str, value: Schema) -> Schema:
    """The body of an answer about one game for the asking seat: ``seq`` (described by ``seq``),
    ``seat``, ``ruleset`` (``ruleset_id``, which tells the games' answers apart) and ``name``."""
    return {
        "type": "object",
        "required": ["seq", "seat", "ruleset", name],
        "properties": {
            "seq": {"type": "integer", "description": seq},
            "seat": {"type": "integer", "nullable": True, "description": "Your seat; null if you have none."},
            "ruleset": {"type": "string", "enum": [ruleset_id], "description": "The game's rule set."},
            name: value,
        },
    }


def legal_moves_component(ruleset_id: str) -> Schema:
    """``{Game}LegalMoves``: the body of ``GET …/legal-moves/`` for one game (``LegalMovesSerializer``)."""
    return _seat_answer(
        ruleset_id, "The seq these moves were read at: the move's expected_seq.", "moves",
        {"type": "array", "items": component_ref(f"{prefix(ruleset_id)}Move"),
         "description": "Empty when the game does not wait for you."})


def view_answer_component(ruleset_id: str) -> Schema:
    """``{Game}ViewAnswer``: the body of ``GET …/view/`` for one game (``ViewSerializer``); its
    ``view`` is the game's, or ``{}`` before the game starts."""
    game = prefix(ruleset_id)
    return _seat_answer(
        ruleset_id, "The seq this view was read at.", "view",
        {"oneOf": [component_ref(f"{game}View"), component_ref("NotStartedView")],
         "description": f"The state as this seat may see it (`{game}View`), or `{{}}` "
                        "(`NotStartedView`) before the game starts."})


def _per_game(components: dict[str, Schema], rulesets: list[Any], suffix: str,
              build: Callable[[str], Schema], description: str, union: str | None = None) -> None:
    """Add ``{Game}{suffix}`` for each of ``rulesets``, built by ``build(ruleset_id)``, and their
    union ``union`` (``suffix`` by default), told apart by ``ruleset``."""
    variants = {ruleset.id: f"{prefix(ruleset.id)}{suffix}" for ruleset in rulesets}
    for ruleset_id, name in variants.items():
        components[name] = build(ruleset_id)
    _union(components, union or suffix, variants, "ruleset", description)


def all_components() -> dict[str, Schema]:
    """Every rule set's components, and the unions over the games: ``Move``, ``GameView``, ``RulesetId``."""
    components: dict[str, Schema] = {}
    rulesets = list(registry())
    for ruleset in [*rulesets, None]:
        more = meta_components() if ruleset is None else ruleset_components(ruleset)
        if clash := set(more) & set(components):  # e.g. a closed set named like another game's type
            raise ValueError(f"OpenAPI component names defined twice: {sorted(clash)}")
        components.update(more)
    components["Move"] = {
        "oneOf": [component_ref(f"{prefix(ruleset.id)}Move") for ruleset in rulesets],
        "description": "A move of any game: a JSON object whose `type` names the move; the other fields "
                       "depend on the game and the type (each game's moves are `{Game}Move`).",
    }
    _per_game(components, rulesets, "LegalMoves", legal_moves_component,
              "The moves open to your seat now, each a complete move to post as it is (`{Game}LegalMoves`).")
    components["NotStartedView"] = {
        "type": "object", "additionalProperties": False, "maxProperties": 0,
        "description": "The view of a game that has not started (still waiting for players): `{}`.",
    }
    _per_game(components, rulesets, "ViewAnswer", view_answer_component,
              "The state as your seat may see it (`{Game}ViewAnswer`, told apart by `ruleset`).", union="View")
    components["GameView"] = {
        "oneOf": [*(component_ref(f"{prefix(ruleset.id)}View") for ruleset in rulesets),
                  component_ref("NotStartedView")],
        "description": "The state of a game as one seat (or a spectator) may see it; its shape is the "
                       "game's (`{Game}View`), or `{}` (`NotStartedView`) before the game starts.",
    }
    components["EventData"] = {
        "type": "object",
        "additionalProperties": True,
        "description": "What an event of a game's log says happened. Its shape is given by the game and the "
                       "event's `type`: `{Game}{Type}EventData` (`GreenlandBidEventData` for a Greenland `bid`, "
                       "the `data` of `GreenlandBidEvent`), or `Meta{Type}EventData` for a `meta:` type, "
                       "written by the server (`MetaTimeoutEventData` for `meta:timeout`). It is left an open "
                       "object here on purpose: the same `type` names events of several games and a log item "
                       "does not say its game, so no schema could tell a client which class to parse it into.",
    }
    components["RulesetId"] = {"type": "string", "enum": [ruleset.id for ruleset in rulesets],
                               "description": "A game you can play (GET /api/rulesets/)."}
    return components
