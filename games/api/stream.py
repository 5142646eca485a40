"""``GET /api/stream/`` as a Django view: its place in the OpenAPI schema, and what a WSGI server
answers (what the stream would open with, then the end: an ``EventSource`` reconnects with
``Last-Event-ID`` after ``retry``). Under the ASGI server, ``games.streams.http`` serves the route
itself and holds the stream open without a thread (``config.asgi``)."""

from __future__ import annotations

import json

from django.conf import settings
from django.http import HttpResponse, StreamingHttpResponse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import renderers
from rest_framework.request import Request
from rest_framework.views import APIView

from config.problem_json import problem_body, problem_responses
from games.services.errors import BadRequest, ServiceError
from games.streams import feed
from games.streams.http import RETRY_MS

STREAM_DESCRIPTION = f"""\
One stream for all your games, as Server-Sent Events (`text/event-stream`), in the order they
happened within each game. Events:

- `hello` `{{"games": [ids]}}`: the games followed, when a stream starts without `Last-Event-ID`;
- `game_started` `{{"game", "ruleset", "seat"}}`: a game of yours started (or, on resume, one you
  got a seat in while away);
- `event` `{{"game", "seq", "type", "seat", "data", "at"}}`: a new event of one of your games, as
  your seat may see it (the same body as `GET /api/games/{{id}}/events/`, with `game`);
- `your_turn` `{{"game", "seq", "seat"}}`: the game waits for a move of yours (also when the stream
  starts, for each such game);
- `game_ended` `{{"game", "status", "outcome", "seq"}}`: finished or aborted;
- `invitation` (`InvitationMessage`) `{{"id", "game", "ruleset", "seat", "invited_by", "expires_at",
  "accept_url"}}`: you were invited to a game (by your player id, or by your email address); a
  stream also opens with one for each invitation still pending. `POST` to `accept_url` accepts it;
- `rate_limited` (the WSGI server only, where each reconnection counts as a read): the token's or
  the address's budget is spent. The body is the 429 problem (`code` `rate_limited`, `retry_after`,
  `limit`, `scope`), the answer is a 200 that ends there, and its `retry:` is the time until the
  budget's window ends, so an EventSource comes back then with its `Last-Event-ID` (a 429 would
  close it for good). The ASGI server holds the stream open and does not count it.

Lines starting with `:` are keep-alives (every {settings.STREAM_HEARTBEAT_SECONDS} s). To resume
after a disconnect, send the last `id:` you received as the `Last-Event-ID` header (EventSource
does) or the `last_event_id` query parameter: you get everything you missed, possibly a few
messages twice (skip an `event` whose `seq` you already have for that game). Served by the ASGI
server (no thread held while you wait); a WSGI server answers with what you missed and ends the
stream, and EventSource reconnects after `retry`.
"""


def throttled_stream(error: ServiceError) -> HttpResponse:
    """The answer past a rate limit: a stream an EventSource retries. Any status but 200
    ``text/event-stream`` makes an EventSource fail for good; a stream that ends is reconnected after
    its last ``retry:``, here the seconds until the limit's window ends (``Retry-After``)."""
    retry_after = int(error.extra["retry_after"])
    problem = json.dumps(problem_body(429, error.code, error.message, **error.extra), separators=(",", ":"))
    response = HttpResponse(f"retry: {retry_after * 1000}\n\nevent: rate_limited\ndata: {problem}\n\n",
                            content_type="text/event-stream; charset=utf-8")
    response["Cache-Control"] = "no-store"
    response["Retry-After"] = str(retry_after)
    return response


# One Server-Sent Event of the stream, as an EventSource hands it over: a name, a JSON text and an
# id to resume from; the stream's first event only sets ``retry`` (milliseconds).
STREAM_EVENT_NAMES = ["hello", "game_started", "event", "your_turn", "game_ended", "invitation", "rate_limited"]
SSE_EVENT = {"$ref": "#/components/schemas/StreamEvent"}
STREAM_EVENT_COMPONENT = {
    "type": "object",
    "properties": {
        "event": {"type": "string", "enum": STREAM_EVENT_NAMES, "description": "What the message says (see the "
                  "operation's description); its `data` is the JSON text of `Stream{Event}Data` (`StreamYourTurnData` "
                  "for `your_turn`), `InvitationMessage` for `invitation`, `Problem` for `rate_limited`."},
        "data": {"type": "string", "description": "A JSON object, by `event`."},
        "id": {"type": "string", "description": "Send it back as Last-Event-ID to resume after this message."},
        "retry": {"type": "integer", "minimum": 0, "description": "Milliseconds to wait before reconnecting."},
    },
    "description": "One Server-Sent Event of GET /api/stream/.",
}


class StreamView(APIView):
    def handle_exception(self, exc: Exception):
        if isinstance(exc, ServiceError) and exc.code == "rate_limited":
            return throttled_stream(exc)
        return super().handle_exception(exc)

    def perform_content_negotiation(self, request: Request, force: bool = False):
        """The stream is text/event-stream whatever ``Accept`` says; errors are JSON (problem+json)."""
        return renderers.JSONRenderer(), renderers.JSONRenderer.media_type

    @extend_schema(
        operation_id="stream",
        parameters=[
            OpenApiParameter("Last-Event-ID", {"type": "string", "pattern": feed.CURSOR_PATTERN},
                             OpenApiParameter.HEADER,
                             description="The last `id:` received: resume after it. Another value is a 400 "
                                         "(bad_last_event_id)."),
            OpenApiParameter("last_event_id", {"type": "string", "pattern": feed.CURSOR_PATTERN},
                             description="The same, for clients that cannot set headers."),
        ],
        # Never a 429: past a rate limit the stream says so in a 200 (``throttled_stream``).
        responses={(200, "text/event-stream"): OpenApiResponse(SSE_EVENT, description="The event stream: each item "
                                                               "is one Server-Sent Event (`StreamEvent`)."),
                   **{status: body for status, body in problem_responses(400).items() if status != 429}},
        summary="Push: your turn, new events, games started and ended, invitations, for all your games",
        description=STREAM_DESCRIPTION,
    )
    def get(self, request: Request) -> StreamingHttpResponse:
        last = request.headers.get("Last-Event-ID") or request.query_params.get("last_event_id")
        try:
            cursor = feed.Cursor.decode(last) if last else None
        except feed.BadCursor as error:
            raise BadRequest("bad_last_event_id", str(error)) from None
        if cursor is None:
            messages, cursor = feed.start(request.user)
        else:
            messages = feed.catch_up(request.user, cursor, None)
        body = [f"retry: {RETRY_MS}\n\n".encode(), *(m.encode() for m in messages)]
        response = StreamingHttpResponse(iter(body), content_type="text/event-stream; charset=utf-8")
        response["Cache-Control"] = "no-store"
        return response
