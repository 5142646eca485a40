"""One request per move: a move's 201 answer may also carry the mover's view and legal moves.

A bot that plays from the API needs, before each move, the game as its seat sees it and the moves
open to it. Without this it asks for them (``GET …/view/``, ``GET …/legal-moves/``) after every
move: three requests a move. Asked for, the move's answer carries both, read from the state the
move itself folded (``games.services.commands.MoveResult``), so one request a move suffices:

- ``?return=view,legal-moves`` (either or both, comma-separated), or
- ``Prefer: return=representation`` (RFC 7240): both; the answer then says
  ``Preference-Applied: return=representation``.

The two extra members, ``view`` and ``legal_moves``, are exactly the bodies of those two GETs at
the seq after the move (after the autopilot's moves, if it played). Without either, the answer is
unchanged: existing clients see nothing new.
"""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema_serializer
from rest_framework.request import Request

from games.api import serializers as s
from games.api.bodies import body_builder
from games.services.commands import SHOW_LEGAL_MOVES, SHOW_VIEW, MoveResult
from games.services.errors import BadRequest

# The words of ``?return=``, and what each asks the service to show.
RETURN_VALUES = {"view": SHOW_VIEW, "legal-moves": SHOW_LEGAL_MOVES}
PREFER_REPRESENTATION = "return=representation"
# The ``MoveAnswerPart`` component (``games.api.schema.add_ruleset_components``): one word of ``?return=``.
MOVE_ANSWER_PART = {"type": "string", "enum": list(RETURN_VALUES),
                    "description": "What a move's answer may also carry: `view`, `legal-moves`."}


@extend_schema_serializer(component_name="MoveResponse")  # the same component as before, two more members
class MoveAnswerSerializer(s.MoveResponseSerializer):
    """A move's answer; ``view`` and ``legal_moves`` only when asked for (``?return=``, ``Prefer``)."""

    # No help_text: drf-spectacular would wrap the reference in an ``allOf`` beside the description,
    # which generated TypeScript types cannot narrow. The ``return`` parameter says when they come.
    view = s.ViewSerializer(required=False)
    legal_moves = s.LegalMovesSerializer(required=False)


PARAMETERS = [
    OpenApiParameter(
        "return", {"type": "array", "items": {"$ref": "#/components/schemas/MoveAnswerPart"}, "uniqueItems": True},
        OpenApiParameter.QUERY, explode=False,
        description="Comma-separated (or the parameter repeated): `view`, `legal-moves`. The answer then also carries `view` and/or "
                    "`legal_moves`, the bodies GET …/view/ and GET …/legal-moves/ would give right after the "
                    "move: one request per move is enough for a bot.",
    ),
    OpenApiParameter(
        "Prefer", str, OpenApiParameter.HEADER,
        description="`return=representation` (RFC 7240): the same as ?return=view,legal-moves.",
    ),
    OpenApiParameter(
        "Preference-Applied", str, OpenApiParameter.HEADER, response=[201],
        description="`return=representation` when the Prefer header was honoured.",
    ),
]

_view_body = body_builder(s.ViewSerializer)
_legal_moves_body = body_builder(s.LegalMovesSerializer)


def wanted(request: Request) -> tuple[frozenset[str], bool]:
    """What the request asks the answer to show (``MoveResult``'s ``show``), and whether that came
    from ``Prefer: return=representation``. An unknown word in ``?return=`` is a 400."""
    show: set[str] = set()
    # Comma-separated (explode: false, as the schema says) or repeated (?return=view&return=…, as
    # generated clients that ignore explode send it): the same words either way.
    for raw in filter(None, request.query_params.getlist("return")):  # empty: an empty list
        for word in (part.strip() for part in raw.split(",")):
            if word not in RETURN_VALUES:
                raise BadRequest("bad_parameter", f"return takes view and legal-moves, not {word!r}.")
            show.add(RETURN_VALUES[word])
    prefer = request.headers.get("Prefer", "")
    preferred = any(part.strip().replace(" ", "").lower() == PREFER_REPRESENTATION
                    for item in prefer.split(",") for part in item.split(";"))
    if preferred:
        show |= {SHOW_VIEW, SHOW_LEGAL_MOVES}
    return frozenset(show), preferred


def add_shown(body: dict, result: MoveResult) -> dict:
    """``body`` (the move's answer) with the view and legal moves ``result`` carries, if any."""
    if result.view is not None:
        body["view"] = _view_body({"seq": result.now_seq, "seat": result.seat, "ruleset": result.ruleset,
                                  "view": result.view})
    if result.legal_moves is not None:
        body["legal_moves"] = _legal_moves_body({"seq": result.now_seq, "seat": result.seat,
                                                 "ruleset": result.ruleset, "moves": result.legal_moves})
    return body
