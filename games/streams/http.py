"""The push routes, served without a thread per client.

Under an ASGI server (``config.asgi``: gunicorn's ``asgi`` worker, or any ASGI server) three routes
skip Django's request handling while they wait, and hold nothing but a coroutine and a ``Waiter``:

- ``GET /api/stream/``: the player's event stream (Server-Sent Events), ``stream``;
- ``GET /api/games/{id}/events/?wait=S`` with S > 0: the long poll, ``long_poll``. It asks Django's
  own view with ``wait=0`` (so every check, error and body is the view's), and when the answer is
  an empty list it waits for the hub to say the game changed, then asks again, until the time is up;
- ``GET /games/{id}/live/?wait=S``: the game page's "has anything changed?" (``games.web.live``),
  held the same way while its answer is ``{"changed": false}``.

Every database read still runs in a worker thread, for the few milliseconds it takes
(``sync_to_async(thread_sensitive=False)``: the event loop's executor, a handful of threads shared
by all clients). Everything else goes to Django's ASGI handler. Under WSGI (gunicorn's ``gthread``
web role) ``games.api.stream.StreamView`` answers ``/api/stream/`` with what the stream would open
with, and ends: an ``EventSource`` reconnects with ``Last-Event-ID`` after ``retry`` (polling, but no
thread held). That view also gives the route its place in the OpenAPI schema.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qsl, urlencode

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections
from rest_framework import exceptions

from config.problem_json import CONTENT_TYPE as PROBLEM_JSON
from config.problem_json import problem_body
from games.services import presence
from games.services.reads import MAX_WAIT_SECONDS
from games.streams import feed
from games.streams.hub import Waiter, hub
from games.streams.tokens import token_watch
from players.authentication import TokenAuthentication

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict]]
Send = Callable[[dict], Awaitable[None]]

STREAM_PATH = "/api/stream/"
EVENTS_PATH = re.compile(r"^/api/games/(\d+)/events/$")
# The game page's "has anything changed?" (``games.web.live``), held the same way.
LIVE_PATH = re.compile(r"^/games/(\d+)/live/$")
#: What an EventSource waits before it reconnects, in milliseconds (the stream's first line).
RETRY_MS = 2000
#: How long the first read waits for the hub to listen (seconds); past it the stream polls.
READY_SECONDS = 5.0
#: How often ``end_when_stopping`` looks whether the server stops (seconds).
STOP_CHECK_SECONDS = 0.2

HEADERS = [
    (b"content-type", b"text/event-stream; charset=utf-8"),
    (b"cache-control", b"no-store"),
    (b"vary", b"Authorization"),
    (b"x-accel-buffering", b"no"),  # a proxy (nginx) must pass each event on at once
]


def _read(function: Callable, *args: Any) -> Awaitable[Any]:
    """Run a blocking read in the event loop's executor (a few threads shared by every client).
    Each thread keeps its own database connection, checked before and after as a request's is."""

    def run() -> Any:
        close_old_connections()
        try:
            return function(*args)
        finally:
            close_old_connections()

    return sync_to_async(run, thread_sensitive=False)()


def router(django_app: Callable) -> Callable:
    """The site's ASGI application: the push routes here, everything else to Django."""

    async def application(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "GET":
            if scope["path"] == STREAM_PATH:
                return await stream(scope, receive, send)
            match = EVENTS_PATH.match(scope["path"]) or LIVE_PATH.match(scope["path"])
            if match is not None:
                query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
                wait = query.get("wait", "")
                if wait.isdigit() and int(wait) > 0:
                    return await long_poll(django_app, scope, receive, send, int(match[1]), int(wait))
        return await django_app(scope, receive, send)

    return application


async def _problem(send: Send, status: int, code: str, detail: str) -> None:
    body = json.dumps(problem_body(status, code, detail)).encode()
    headers = [(b"content-type", PROBLEM_JSON.encode()), (b"cache-control", b"private"), (b"vary", b"Authorization")]
    if status == 401:
        headers.append((b"www-authenticate", b"Token, Bearer"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _header(scope: Scope, name: bytes) -> bytes | None:
    return next((value for key, value in scope["headers"] if key == name), None)


def _authenticate(authorization: bytes | None):
    """The player and token of an ``Authorization: Bearer|Token <token>`` header, as the rest of the API."""
    parts = (authorization or b"").split()
    if not parts or parts[0].lower() not in TokenAuthentication.keywords:
        raise exceptions.NotAuthenticated(
            "Send 'Authorization: Bearer <your token>' (or Token <your token>) to use the API.")
    if len(parts) != 2:
        raise exceptions.AuthenticationFailed("Invalid token header: send 'Authorization: Bearer <your token>'.")
    return TokenAuthentication().authenticate_credentials(parts[1].decode("latin-1"))


async def _watch_disconnect(receive: Receive, waiter: Waiter, disconnected: asyncio.Event) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass
    disconnected.set()
    waiter.interrupt()


async def stream(scope: Scope, receive: Receive, send: Send) -> None:
    """``GET /api/stream/``: see ``StreamView`` for what it says, ``feed`` for the cursor."""
    try:
        player, token = await _read(_authenticate, _header(scope, b"authorization"))
    except exceptions.APIException as error:
        code = "not_authenticated" if isinstance(error, exceptions.NotAuthenticated) else "invalid_token"
        return await _problem(send, 401, code, str(error.detail))
    last = _header(scope, b"last-event-id")
    if last is None:
        last_text = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1"))).get("last_event_id")
    else:
        last_text = last.decode("latin-1")
    try:
        cursor = feed.Cursor.decode(last_text) if last_text else None
    except feed.BadCursor as error:
        return await _problem(send, 400, "bad_last_event_id", str(error))

    the_hub, waiter, disconnected = hub(), Waiter(), asyncio.Event()
    the_hub.subscribe(waiter, player=player.pk)  # before the first read: nothing slips between
    tokens = token_watch(_read)
    tokens.watch(token.pk, waiter)  # a token revoked meanwhile ends the stream
    watcher = asyncio.get_running_loop().create_task(_watch_disconnect(receive, waiter, disconnected))
    try:
        listening = await the_hub.wait_ready(READY_SECONDS)
        if cursor is None:
            messages, cursor = await _read(feed.start, player)
        else:
            messages = await _read(feed.catch_up, player, cursor, None)
        await send({"type": "http.response.start", "status": 200, "headers": HEADERS})
        await send({"type": "http.response.body", "more_body": True,
                    "body": f"retry: {RETRY_MS}\n\n".encode() + b"".join(m.encode() for m in messages)})
        recheck = settings.STREAM_RECHECK_SECONDS if listening else settings.STREAM_POLL_SECONDS
        last_full = time.monotonic()
        # An open stream is a player following their games: keep their presence fresh (the turn
        # email policy holds emails back meanwhile), at most once per presence refresh.
        await _read(presence.note_watching, player.pk)
        last_presence = time.monotonic()
        while not (disconnected.is_set() or the_hub.closing or tokens.revoked(token.pk)):
            if time.monotonic() - last_presence >= presence.REFRESH_SECONDS:
                await _read(presence.note_watching, player.pk)
                last_presence = time.monotonic()
            changed = await waiter.wait(min(settings.STREAM_HEARTBEAT_SECONDS, recheck))
            if disconnected.is_set() or the_hub.closing or tokens.revoked(token.pk):
                break
            full = None in changed or time.monotonic() - last_full >= recheck
            messages = []
            if changed or full:
                messages = await _read(feed.catch_up, player, cursor, None if full else changed)
                if full:
                    last_full = time.monotonic()
            body = b"".join(m.encode() for m in messages) if messages else b": keep-alive\n\n"
            await send({"type": "http.response.body", "body": body, "more_body": True})
        # The server stops (the client resumes elsewhere) or the token was revoked (its next try is a 401).
        if not disconnected.is_set():
            await send({"type": "http.response.body", "body": b"", "more_body": False})
    except OSError:
        pass  # the client went away while we wrote
    finally:
        the_hub.unsubscribe(waiter, player=player.pk)
        tokens.unwatch(token.pk, waiter)
        watcher.cancel()


async def end_when_stopping(stopping: Callable[[], bool]) -> None:
    """Run in the server's event loop for its life: once ``stopping()`` is true (the server was told
    to stop, or recycles this process), every open stream ends and every long poll answers now.
    Without it a server that drains its connections before it exits (gunicorn's graceful timeout)
    would wait for streams that never end, and keep every new request waiting meanwhile."""
    while not stopping():
        await asyncio.sleep(STOP_CHECK_SECONDS)
    hub().close_all()


def _is_empty(status: int, body: bytes) -> bool:
    """Whether an answer has nothing new: an events answer with no event (a list, or a page of
    ``results``), or the live page's ``{"changed": false}``."""
    if status != 200:
        return False
    try:
        data = json.loads(body)
    except ValueError:
        return False
    return data == [] or (isinstance(data, dict) and (data.get("results") == [] or data.get("changed") is False))


async def _ask_django(django_app: Callable, scope: Scope, request: dict,
                      disconnected: asyncio.Event) -> tuple[int, list[dict]]:
    """Django's answer to ``scope``, gathered rather than sent."""
    out: list[dict] = []
    given = False

    async def inner_receive() -> dict:
        nonlocal given
        if not given:
            given = True
            return request
        await disconnected.wait()
        return {"type": "http.disconnect"}

    async def inner_send(message: dict) -> None:
        out.append(message)

    await django_app(scope, inner_receive, inner_send)
    status = next((m["status"] for m in out if m["type"] == "http.response.start"), 500)
    return status, out


async def long_poll(django_app: Callable, scope: Scope, receive: Receive, send: Send, game_id: int,
                    wait: int) -> None:
    """``GET /api/games/{id}/events/?wait=S`` (S > 0) without a thread while it waits."""
    query = [(key, value) for key, value in parse_qsl(scope.get("query_string", b"").decode("latin-1"),
                                                      keep_blank_values=True) if key != "wait"]
    inner = dict(scope, query_string=urlencode(query).encode("latin-1"))
    request = await receive()  # a GET: one message, no body
    deadline = time.monotonic() + min(wait, MAX_WAIT_SECONDS)
    the_hub, waiter, disconnected = hub(), Waiter(), asyncio.Event()
    the_hub.subscribe(waiter, game=game_id)
    watcher = asyncio.get_running_loop().create_task(_watch_disconnect(receive, waiter, disconnected))
    try:
        listening = await the_hub.wait_ready(READY_SECONDS)
        while True:
            status, answer = await _ask_django(django_app, inner, request, disconnected)
            body = b"".join(m.get("body", b"") for m in answer if m["type"] == "http.response.body")
            left = deadline - time.monotonic()
            if (not _is_empty(status, body) or left <= 0 or disconnected.is_set() or the_hub.closing
                    or await _read(feed.game_over, game_id)):
                for message in answer:
                    await send(message)
                return
            await waiter.wait(left if listening else min(left, settings.STREAM_POLL_SECONDS))
    finally:
        the_hub.unsubscribe(waiter, game=game_id)
        watcher.cancel()
