from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.stream_event import StreamEvent
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id_header, Unset):
        headers["Last-Event-ID"] = last_event_id_header

    params: dict[str, Any] = {}

    params["last_event_id"] = last_event_id_query

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/stream/",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | StreamEvent | None:
    if response.status_code == 200:
        response_200 = StreamEvent.from_dict(response.text)

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | StreamEvent]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,
) -> Response[Problem | StreamEvent]:
    """Push: your turn, new events, games started and ended, invitations, for all your games

     One stream for all your games, as Server-Sent Events (`text/event-stream`), in the order they
    happened within each game. Events:

    - `hello` `{"games": [ids]}`: the games followed, when a stream starts without `Last-Event-ID`;
    - `game_started` `{"game", "ruleset", "seat"}`: a game of yours started (or, on resume, one you
      got a seat in while away);
    - `event` `{"game", "seq", "type", "seat", "data", "at"}`: a new event of one of your games, as
      your seat may see it (the same body as `GET /api/games/{id}/events/`, with `game`);
    - `your_turn` `{"game", "seq", "seat"}`: the game waits for a move of yours (also when the stream
      starts, for each such game);
    - `game_ended` `{"game", "status", "outcome", "seq"}`: finished or aborted;
    - `invitation` (`InvitationMessage`) `{"id", "game", "ruleset", "seat", "invited_by", "expires_at",
      "accept_url"}`: you were invited to a game (by your player id, or by your email address); a
      stream also opens with one for each invitation still pending. `POST` to `accept_url` accepts it;
    - `rate_limited` (the WSGI server only, where each reconnection counts as a read): the token's or
      the address's budget is spent. The body is the 429 problem (`code` `rate_limited`, `retry_after`,
      `limit`, `scope`), the answer is a 200 that ends there, and its `retry:` is the time until the
      budget's window ends, so an EventSource comes back then with its `Last-Event-ID` (a 429 would
      close it for good). The ASGI server holds the stream open and does not count it.

    Lines starting with `:` are keep-alives (every 15 s). To resume
    after a disconnect, send the last `id:` you received as the `Last-Event-ID` header (EventSource
    does) or the `last_event_id` query parameter: you get everything you missed, possibly a few
    messages twice (skip an `event` whose `seq` you already have for that game). Served by the ASGI
    server (no thread held while you wait); a WSGI server answers with what you missed and ends the
    stream, and EventSource reconnects after `retry`.

    Args:
        last_event_id_query (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamEvent]
    """

    kwargs = _get_kwargs(
        last_event_id_query=last_event_id_query,
        last_event_id_header=last_event_id_header,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,
) -> Problem | StreamEvent | None:
    """Push: your turn, new events, games started and ended, invitations, for all your games

     One stream for all your games, as Server-Sent Events (`text/event-stream`), in the order they
    happened within each game. Events:

    - `hello` `{"games": [ids]}`: the games followed, when a stream starts without `Last-Event-ID`;
    - `game_started` `{"game", "ruleset", "seat"}`: a game of yours started (or, on resume, one you
      got a seat in while away);
    - `event` `{"game", "seq", "type", "seat", "data", "at"}`: a new event of one of your games, as
      your seat may see it (the same body as `GET /api/games/{id}/events/`, with `game`);
    - `your_turn` `{"game", "seq", "seat"}`: the game waits for a move of yours (also when the stream
      starts, for each such game);
    - `game_ended` `{"game", "status", "outcome", "seq"}`: finished or aborted;
    - `invitation` (`InvitationMessage`) `{"id", "game", "ruleset", "seat", "invited_by", "expires_at",
      "accept_url"}`: you were invited to a game (by your player id, or by your email address); a
      stream also opens with one for each invitation still pending. `POST` to `accept_url` accepts it;
    - `rate_limited` (the WSGI server only, where each reconnection counts as a read): the token's or
      the address's budget is spent. The body is the 429 problem (`code` `rate_limited`, `retry_after`,
      `limit`, `scope`), the answer is a 200 that ends there, and its `retry:` is the time until the
      budget's window ends, so an EventSource comes back then with its `Last-Event-ID` (a 429 would
      close it for good). The ASGI server holds the stream open and does not count it.

    Lines starting with `:` are keep-alives (every 15 s). To resume
    after a disconnect, send the last `id:` you received as the `Last-Event-ID` header (EventSource
    does) or the `last_event_id` query parameter: you get everything you missed, possibly a few
    messages twice (skip an `event` whose `seq` you already have for that game). Served by the ASGI
    server (no thread held while you wait); a WSGI server answers with what you missed and ends the
    stream, and EventSource reconnects after `retry`.

    Args:
        last_event_id_query (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamEvent
    """

    return sync_detailed(
        client=client,
        last_event_id_query=last_event_id_query,
        last_event_id_header=last_event_id_header,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,
) -> Response[Problem | StreamEvent]:
    """Push: your turn, new events, games started and ended, invitations, for all your games

     One stream for all your games, as Server-Sent Events (`text/event-stream`), in the order they
    happened within each game. Events:

    - `hello` `{"games": [ids]}`: the games followed, when a stream starts without `Last-Event-ID`;
    - `game_started` `{"game", "ruleset", "seat"}`: a game of yours started (or, on resume, one you
      got a seat in while away);
    - `event` `{"game", "seq", "type", "seat", "data", "at"}`: a new event of one of your games, as
      your seat may see it (the same body as `GET /api/games/{id}/events/`, with `game`);
    - `your_turn` `{"game", "seq", "seat"}`: the game waits for a move of yours (also when the stream
      starts, for each such game);
    - `game_ended` `{"game", "status", "outcome", "seq"}`: finished or aborted;
    - `invitation` (`InvitationMessage`) `{"id", "game", "ruleset", "seat", "invited_by", "expires_at",
      "accept_url"}`: you were invited to a game (by your player id, or by your email address); a
      stream also opens with one for each invitation still pending. `POST` to `accept_url` accepts it;
    - `rate_limited` (the WSGI server only, where each reconnection counts as a read): the token's or
      the address's budget is spent. The body is the 429 problem (`code` `rate_limited`, `retry_after`,
      `limit`, `scope`), the answer is a 200 that ends there, and its `retry:` is the time until the
      budget's window ends, so an EventSource comes back then with its `Last-Event-ID` (a 429 would
      close it for good). The ASGI server holds the stream open and does not count it.

    Lines starting with `:` are keep-alives (every 15 s). To resume
    after a disconnect, send the last `id:` you received as the `Last-Event-ID` header (EventSource
    does) or the `last_event_id` query parameter: you get everything you missed, possibly a few
    messages twice (skip an `event` whose `seq` you already have for that game). Served by the ASGI
    server (no thread held while you wait); a WSGI server answers with what you missed and ends the
    stream, and EventSource reconnects after `retry`.

    Args:
        last_event_id_query (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamEvent]
    """

    kwargs = _get_kwargs(
        last_event_id_query=last_event_id_query,
        last_event_id_header=last_event_id_header,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    last_event_id_query: str | Unset = UNSET,
    last_event_id_header: str | Unset = UNSET,
) -> Problem | StreamEvent | None:
    """Push: your turn, new events, games started and ended, invitations, for all your games

     One stream for all your games, as Server-Sent Events (`text/event-stream`), in the order they
    happened within each game. Events:

    - `hello` `{"games": [ids]}`: the games followed, when a stream starts without `Last-Event-ID`;
    - `game_started` `{"game", "ruleset", "seat"}`: a game of yours started (or, on resume, one you
      got a seat in while away);
    - `event` `{"game", "seq", "type", "seat", "data", "at"}`: a new event of one of your games, as
      your seat may see it (the same body as `GET /api/games/{id}/events/`, with `game`);
    - `your_turn` `{"game", "seq", "seat"}`: the game waits for a move of yours (also when the stream
      starts, for each such game);
    - `game_ended` `{"game", "status", "outcome", "seq"}`: finished or aborted;
    - `invitation` (`InvitationMessage`) `{"id", "game", "ruleset", "seat", "invited_by", "expires_at",
      "accept_url"}`: you were invited to a game (by your player id, or by your email address); a
      stream also opens with one for each invitation still pending. `POST` to `accept_url` accepts it;
    - `rate_limited` (the WSGI server only, where each reconnection counts as a read): the token's or
      the address's budget is spent. The body is the 429 problem (`code` `rate_limited`, `retry_after`,
      `limit`, `scope`), the answer is a 200 that ends there, and its `retry:` is the time until the
      budget's window ends, so an EventSource comes back then with its `Last-Event-ID` (a 429 would
      close it for good). The ASGI server holds the stream open and does not count it.

    Lines starting with `:` are keep-alives (every 15 s). To resume
    after a disconnect, send the last `id:` you received as the `Last-Event-ID` header (EventSource
    does) or the `last_event_id` query parameter: you get everything you missed, possibly a few
    messages twice (skip an `event` whose `seq` you already have for that game). Served by the ASGI
    server (no thread held while you wait); a WSGI server answers with what you missed and ends the
    stream, and EventSource reconnects after `retry`.

    Args:
        last_event_id_query (str | Unset):
        last_event_id_header (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamEvent
    """

    return (
        await asyncio_detailed(
            client=client,
            last_event_id_query=last_event_id_query,
            last_event_id_header=last_event_id_header,
        )
    ).parsed
