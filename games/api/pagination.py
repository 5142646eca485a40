"""Pagination of the API's lists: the body stays a JSON array, the next page is in ``Link``.

Existing clients read each list as an array; they still do. When more items follow, the answer
carries ``Link: <https://…?…>; rel="next"`` (RFC 8288), the address of the next page with the
same filters: a client follows it until an answer has no such link. Nothing is cut silently.

- ``/api/games/`` and the lobby: keyset pages (``cursor``, an opaque token taken from the last
  item of a page, and ``limit``). A game that changes while a client walks the pages may move in
  the order (the game list puts recently updated games first): it then shows up again or is
  skipped; a walk over games that do not change meanwhile sees each exactly once.
- ``/api/tournaments/``: keyset pages as the lobby's (newest first, ``cursor`` and ``limit``).
- the events and the chat: they already page by ``after`` (a seq, a message id); the link is the
  same request with ``after`` set to the last item's.
"""

from __future__ import annotations

import base64
import json
import re
from datetime import UTC, datetime
from typing import Any

from django.db.models import Q, QuerySet
from django.utils.dateparse import parse_datetime
from drf_spectacular.utils import OpenApiParameter
from rest_framework.request import Request
from rest_framework.response import Response

from games import json_input
from games.services.errors import BadRequest, Unprocessable

LINK = OpenApiParameter(
    "Link", str, OpenApiParameter.HEADER, response=[200],
    description='`<address>; rel="next"` when more items follow: the next page, same filters. '
                "No Link: this was the last page.",
)


def cursor_parameter(page_size: int) -> list[OpenApiParameter]:
    return [
        OpenApiParameter("cursor", {"type": "string", "pattern": CURSOR_PATTERN},
                         description="Where a page starts: taken from the Link header of the page before; do not "
                                     "build it yourself. Not base64url text: 400; text this API did not give: 422."),
        limit_parameter(page_size, "items per page"),
        LINK,
    ]


def limit_parameter(page_size: int, what: str, more: str = "") -> OpenApiParameter:
    """The ``limit`` query parameter of a list whose pages hold at most ``page_size`` items: its
    bounds are in the schema, and ``page_size`` refuses any other value with a 400."""
    return OpenApiParameter(
        "limit", {"type": "integer", "minimum": 1, "maximum": page_size},
        description=f"At most this many {what}, 1 to {page_size} (default {page_size}); another value is "
                    f"refused (400 bad_parameter). {more}".strip())


# A cursor is base64url text without padding (``encode_cursor``).
CURSOR_PATTERN = "^[A-Za-z0-9_-]+$"


def encode_cursor(*values: Any) -> str:
    return base64.urlsafe_b64encode(json.dumps(values, separators=(",", ":")).encode()).decode().rstrip("=")


def decode_cursor(request: Request, size: int) -> list | None:
    """The values of the request's ``cursor`` (``size`` of them), or ``None``; 400 if malformed."""
    raw = request.query_params.get("cursor")
    if raw is None:
        return None
    if not re.match(CURSOR_PATTERN, raw):
        raise BadRequest("bad_parameter", "cursor is base64url text taken from the Link header.")
    try:
        values = json_input.loads(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)))
    except ValueError:
        values = None
    if not isinstance(values, list) or len(values) != size:
        raise not_a_cursor()
    return values


def cursor_datetime(value: Any) -> datetime | None:
    """A cursor's time, in UTC, or ``None`` when it is not one: not a date and time with its UTC
    offset (the cursors given always have one), impossible (``parse_datetime`` raises), or out of
    the range of a time once in UTC (year 9999 at -23:59 would reach the database as a time it
    refuses: a server error rather than this API's 422)."""
    try:
        parsed = parse_datetime(str(value))
        if parsed is None or parsed.utcoffset() is None:
            return None
        return parsed.astimezone(UTC)
    except (ValueError, OverflowError):
        return None


def not_a_cursor() -> Unprocessable:
    """The answer to a cursor of the right form that this API did not give (422: the schema
    cannot tell one from the other)."""
    return Unprocessable("bad_parameter", "cursor is not one this API gave; follow the Link header.")


def page_size(request: Request, maximum: int) -> int:
    raw = request.query_params.get("limit")
    if raw is None:
        return maximum
    try:
        value = int(raw)
    except ValueError:
        value = 0
    if not 1 <= value <= maximum:
        raise BadRequest("bad_parameter", f"limit must be a whole number from 1 to {maximum}.")
    return value


MAX_ID = 2**31 - 1  # a primary key's largest value (PostgreSQL's integer)


def newest_first_page(request: Request, rows: QuerySet, size: int) -> tuple[list, str | None]:
    """A page of ``rows`` (ordered by ``created_at`` then ``pk``, both descending): at most
    ``size`` rows after the request's ``cursor``, and the cursor of the page after it (``None``
    on the last page). A cursor of the right form that this API did not give is a 422."""
    start = decode_cursor(request, 2)
    if start is not None:
        created, last = cursor_datetime(start[0]), start[1]
        if created is None or not isinstance(last, int) or isinstance(last, bool) or not 0 <= last <= MAX_ID:
            raise not_a_cursor()
        rows = rows.filter(Q(created_at__lt=created) | Q(created_at=created, pk__lt=last))
    found = list(rows[:size + 1])
    if len(found) <= size:
        return found, None
    return found[:size], encode_cursor(found[size - 1].created_at.isoformat(), found[size - 1].pk)


def with_next(request: Request, response: Response, **params: Any) -> Response:
    """``response`` with a ``Link`` to the same address with ``params`` replaced."""
    query = request.query_params.copy()
    for name, value in params.items():
        query[name] = str(value)
    url = request.build_absolute_uri(request.path) + "?" + query.urlencode()
    response["Link"] = f'<{url}>; rel="next"'
    return response
