from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_game_request import CreateGameRequest
from ...models.game import Game
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/games/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Game | Problem | None:
    if response.status_code == 201:
        response_201 = Game.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Game | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateGameRequest,
) -> Response[Game | Problem]:
    """Create a game: it starts at once, or waits for invitations and open seats

     Seats the caller and players who opted in to being seated directly; anyone else named by id or email
    is invited and must accept (consent), and open or link seats wait for players. A game with nobody to
    wait for starts at once (status active); otherwise it is waiting, and starts when its last seat is
    taken. The answer is the same whether or not a player id exists. Every invitation counts toward a
    daily cap: past it, 429 with a Retry-After header. The Location header gives the new game's address.

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateGameRequest,
) -> Game | Problem | None:
    """Create a game: it starts at once, or waits for invitations and open seats

     Seats the caller and players who opted in to being seated directly; anyone else named by id or email
    is invited and must accept (consent), and open or link seats wait for players. A game with nobody to
    wait for starts at once (status active); otherwise it is waiting, and starts when its last seat is
    taken. The answer is the same whether or not a player id exists. Every invitation counts toward a
    daily cap: past it, 429 with a Retry-After header. The Location header gives the new game's address.

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateGameRequest,
) -> Response[Game | Problem]:
    """Create a game: it starts at once, or waits for invitations and open seats

     Seats the caller and players who opted in to being seated directly; anyone else named by id or email
    is invited and must accept (consent), and open or link seats wait for players. A game with nobody to
    wait for starts at once (status active); otherwise it is waiting, and starts when its last seat is
    taken. The answer is the same whether or not a player id exists. Every invitation counts toward a
    daily cap: past it, 429 with a Retry-After header. The Location header gives the new game's address.

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateGameRequest,
) -> Game | Problem | None:
    """Create a game: it starts at once, or waits for invitations and open seats

     Seats the caller and players who opted in to being seated directly; anyone else named by id or email
    is invited and must accept (consent), and open or link seats wait for players. A game with nobody to
    wait for starts at once (status active); otherwise it is waiting, and starts when its last seat is
    taken. The answer is the same whether or not a player id exists. Every invitation counts toward a
    daily cap: past it, 429 with a Retry-After header. The Location header gives the new game's address.

    Args:
        body (CreateGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
