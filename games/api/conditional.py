"""Conditional reads: ``ETag`` and ``If-None-Match`` → ``304 Not Modified`` (RFC 9110 §13).

A bot polls a game, its view and its legal moves; most polls find nothing new. Each of these
answers carries an ``ETag``, and a request that sends it back in ``If-None-Match`` gets a 304
with no body when nothing changed, before any state is read:

- the view and the legal moves: the tag is made of what their body depends on, all of it on the
  game row already read (``fetch_game``): the game, its ``seq`` and status, the caller's seat and
  the player in it, the rule set's version, and for the view the ``at`` asked for. Computing it
  folds nothing: a 304 costs the one query that fetched the game (and the authentication);
- the game itself: the body is built anyway (it needs no state), so its tag is a hash of the body,
  exact whatever changes it (a seat's name, a deadline).

The answers also say ``Cache-Control: no-cache`` (a cache may keep them, but must ask again each
time: the tag is how it asks); ``private`` and ``Vary: Authorization`` come with every
authenticated answer (``config.api_headers``).
"""

from __future__ import annotations

import hashlib
import json

from django.utils.cache import patch_cache_control
from django.utils.http import parse_etags
from drf_spectacular.utils import OpenApiParameter
from rest_framework.request import Request
from rest_framework.response import Response

from games.models import Game
from games.services.reads import ruleset_for

# The schema's parameter and headers of every conditional read.
PARAMETERS = [
    OpenApiParameter(
        "If-None-Match", str, OpenApiParameter.HEADER,
        description="The ETag of an earlier answer: 304 Not Modified, with no body, if it is still current.",
    ),
    OpenApiParameter(
        "ETag", str, OpenApiParameter.HEADER, response=[200, 304],
        description="Changes whenever the answer would; send it back in If-None-Match.",
    ),
]


def _tag(*parts: object) -> str:
    """A strong entity tag (RFC 9110 §8.8.3) made from ``parts``."""
    return '"' + hashlib.blake2b(repr(parts).encode(), digest_size=12).hexdigest() + '"'


def state_tag(kind: str, game: Game, seat: int | None, player_id: int | None, at: int | None = None) -> str:
    """The tag of a body that depends on the game's state as ``seat`` sees it (``kind``: "view",
    "legal-moves"), from the game row alone: no state is read."""
    ruleset = ruleset_for(game)
    return _tag(kind, game.pk, game.seq, game.status, seat, player_id, ruleset.id, ruleset.rules_version, at)


def body_tag(body: object) -> str:
    """The tag of ``body``, a JSON-ready answer: a hash of its JSON."""
    return _tag(json.dumps(body, sort_keys=True, default=str))


def not_modified(request: Request, etag: str) -> Response | None:
    """A 304 if the request's ``If-None-Match`` names ``etag`` (or ``*``), else ``None``. Weak
    comparison, as RFC 9110 §13.1.2 asks for ``If-None-Match``."""
    header = request.headers.get("If-None-Match")
    if not header:
        return None
    tags = {tag.removeprefix("W/") for tag in parse_etags(header)}
    if "*" not in tags and etag not in tags:
        return None
    return tagged(Response(status=304), etag)


def tagged(response: Response, etag: str) -> Response:
    """``response`` with its ``ETag``, to be revalidated before any reuse (``no-cache``)."""
    response["ETag"] = etag
    patch_cache_control(response, no_cache=True)
    return response
