"""JSON Schema documents (draft 2020-12) of a rule set's moves, view and events, built from plain data.

Each rule set declares, in its own ``schemas`` module, ``DEFS``: the closed sets its schemas share
(named by ``{"$ref": "#/$defs/Name"}``); ``MOVES``: one schema per move type (the fields besides
``type``); ``VIEW``: what ``view`` returns for a seat or a spectator; ``EVENTS``: one schema per
event type (the event's ``data`` as a reader receives it, after ``redact``); and ``EVENT_SEATS``:
whether an event of that type names a seat. tests/rulesets/test_schemas.py validates every legal
move, view and event of random playouts against them, for every option set. The functions here
assemble them into self-contained documents, the shape the rule set contract publishes
(``move_schema``, ``view_schema``, ``event_schema``):

- ``move_document``: ``oneOf`` one object per move type, each with ``type`` a constant, plus an
  OpenAPI-style ``discriminator`` on ``type`` (a JSON Schema validator ignores it), so that a
  client generator can tell the move types apart by ``type`` alone;
- ``view_document``: the view schema with the ``$defs`` it names;
- ``event_document``: ``oneOf`` one ``{"type", "seat", "data"}`` envelope per event type, with the
  same discriminator.

The small builders below (``obj``, ``ref``, ``array_of``, …) are what the rule sets' ``schemas``
modules write their schemas with, so that a schema reads as its shape rather than as JSON. Each call
returns a new dict: no part of a schema is shared with another, so a consumer that edits one in place
(or a YAML dumper that would write a shared dict as an anchor) sees plain independent trees.

Pure data in, pure data out: no Django, no I/O (the API turns them into OpenAPI components in
``games.api.ruleset_schemas``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Literal

DIALECT = "https://json-schema.org/draft/2020-12/schema"

Schema = dict[str, Any]
# Whether an event type names a seat: always ("seat"), never ("none": its seat is null) or either.
SeatUse = Literal["seat", "none", "nullable"]

# Builders of the schemas a rule set declares. ``nullable=True`` turns ``{"type": T}`` into
# ``{"type": [T, "null"]}``: the value may also be null.


def _typed(name: str, nullable: bool) -> Schema:
    return {"type": [name, "null"] if nullable else name}


def integer(*, nullable: bool = False) -> Schema:
    """Any integer."""
    return _typed("integer", nullable)


def boolean(*, nullable: bool = False) -> Schema:
    """``true`` or ``false``."""
    return _typed("boolean", nullable)


def string(*, nullable: bool = False) -> Schema:
    """Any string."""
    return _typed("string", nullable)


def enum_of(values: Iterable[str]) -> Schema:
    """A string among ``values``, in their order, each listed once."""
    return {"type": "string", "enum": list(dict.fromkeys(values))}


def ref(name: str) -> Schema:
    """The closed set ``name`` of the document's ``$defs``."""
    return {"$ref": f"#/$defs/{name}"}


def null() -> Schema:
    """Only null."""
    return {"type": "null"}


def any_of(*schemas: Schema) -> Schema:
    """A value matching at least one of ``schemas``."""
    return {"anyOf": list(schemas)}


def or_null(schema: Schema) -> Schema:
    """``schema`` or null, for a value that is not itself typed (a ``$ref``)."""
    return any_of(schema, null())


def array_of(items: Schema, exact: int | None = None, *, nullable: bool = False) -> Schema:
    """An array of ``items``; of exactly ``exact`` items when given."""
    schema = {**_typed("array", nullable), "items": items}
    if exact is not None:
        schema.update(minItems=exact, maxItems=exact)
    return schema


def obj(properties: Mapping[str, Schema] | None = None, required: Iterable[str] = (), *,
        nullable: bool = False) -> Schema:
    """A closed object: the given ``properties`` (in their order), of which ``required`` must be
    present, and no other. ``properties`` and ``required`` are left out of the schema when empty."""
    schema = _typed("object", nullable)
    if properties:
        schema["properties"] = dict(properties)
    if required:
        schema["required"] = list(required)
    schema["additionalProperties"] = False
    return schema


def mapping(keys: Schema, values: Schema) -> Schema:
    """An object used as a dictionary: any keys matching ``keys``, each mapped to ``values``."""
    return {"type": "object", "propertyNames": keys, "additionalProperties": values}


def by_seat(values: Schema) -> Schema:
    """A dictionary keyed by seat numbers (JSON object keys are strings: "0", "1", …)."""
    return mapping({"pattern": "^[0-9]+$"}, values)


_SEAT_SCHEMAS: dict[str, Schema] = {
    "seat": {"type": "integer", "minimum": 0},
    "none": {"type": "null"},
    "nullable": {"type": ["integer", "null"], "minimum": 0},
}


def move_variant(move_type: str, fields: Schema) -> Schema:
    """One move type's schema: ``fields`` (an object schema without ``type``) with ``type`` added,
    first among the properties and required."""
    properties = {"type": {"const": move_type}, **fields.get("properties", {})}
    required = ["type", *fields.get("required", [])]
    return {**fields, "title": move_type, "type": "object", "properties": properties, "required": required,
            "additionalProperties": fields.get("additionalProperties", False)}


def _document(body: Schema, title: str, defs: dict[str, Schema]) -> Schema:
    document: Schema = {"$schema": DIALECT, "title": title}
    if defs:
        document["$defs"] = defs
    return {**document, **body}


def _union(variants: dict[str, Schema]) -> Schema:
    """``oneOf`` the variants, discriminated by their ``type`` (each variant's constant)."""
    return {"oneOf": list(variants.values()), "discriminator": {"propertyName": "type"}}


def move_document(title: str, moves: dict[str, Schema], defs: dict[str, Schema]) -> Schema:
    """The document of every move of a game: ``oneOf`` one schema per move type."""
    return _document(_union({kind: move_variant(kind, fields) for kind, fields in moves.items()}), title, defs)


def view_document(title: str, view: Schema, defs: dict[str, Schema]) -> Schema:
    """The document of a game's view (what ``view(state, seat)`` returns)."""
    return _document(view, title, defs)


def event_variant(event_type: str, data: Schema, seat: SeatUse) -> Schema:
    """One event type's envelope: ``{"type": event_type, "seat": …, "data": data}``."""
    return {
        "title": event_type,
        "type": "object",
        "properties": {"type": {"const": event_type}, "seat": _SEAT_SCHEMAS[seat], "data": data},
        "required": ["type", "seat", "data"],
        "additionalProperties": False,
    }


def event_document(title: str, events: dict[str, Schema], seats: dict[str, SeatUse],
                   defs: dict[str, Schema]) -> Schema:
    """The document of every event of a game, as ``redact`` gives it: ``oneOf`` one envelope per type."""
    variants = {kind: event_variant(kind, data, seats[kind]) for kind, data in events.items()}
    return _document(_union(variants), title, defs)


def documents(title: str, declared: Any) -> tuple[Schema, Schema, Schema]:
    """A rule set's ``move_schema``, ``view_schema`` and ``event_schema``: the three documents
    (titled ``{title}Move``, ``{title}View`` and ``{title}Event``) of what its ``schemas`` module
    ``declared`` holds (``DEFS``, ``MOVES``, ``VIEW``, ``EVENTS``, ``EVENT_SEATS``)."""
    return (
        move_document(f"{title}Move", declared.MOVES, declared.DEFS),
        view_document(f"{title}View", declared.VIEW, declared.DEFS),
        event_document(f"{title}Event", declared.EVENTS, declared.EVENT_SEATS, declared.DEFS),
    )
