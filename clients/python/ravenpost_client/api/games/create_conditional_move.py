from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.conditional_move import ConditionalMove
from ...models.conditional_move_request import ConditionalMoveRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: int,
    *,
    body: ConditionalMoveRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/games/{game_id}/conditional-moves/".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ConditionalMove | Problem | None:
    if response.status_code == 201:
        response_201 = ConditionalMove.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ConditionalMove | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: ConditionalMoveRequest,
) -> Response[ConditionalMove | Problem]:
    """Leave a conditional move (two-player games)

     While it is your opponent's turn: if their move that makes your turn begin is `if_move`, `then_move`
    is played for you at once (if it is legal then; the log marks it `meta:conditional`). Any other move
    of theirs drops it. A conditional with the same `if_move` as a waiting one replaces it. 422
    `your_turn` while it is your turn, `not_two_players`, `game_not_active`, `too_many_conditionals`.

    Args:
        game_id (int):
        body (ConditionalMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConditionalMove | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: ConditionalMoveRequest,
) -> ConditionalMove | Problem | None:
    """Leave a conditional move (two-player games)

     While it is your opponent's turn: if their move that makes your turn begin is `if_move`, `then_move`
    is played for you at once (if it is legal then; the log marks it `meta:conditional`). Any other move
    of theirs drops it. A conditional with the same `if_move` as a waiting one replaces it. 422
    `your_turn` while it is your turn, `not_two_players`, `game_not_active`, `too_many_conditionals`.

    Args:
        game_id (int):
        body (ConditionalMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConditionalMove | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: ConditionalMoveRequest,
) -> Response[ConditionalMove | Problem]:
    """Leave a conditional move (two-player games)

     While it is your opponent's turn: if their move that makes your turn begin is `if_move`, `then_move`
    is played for you at once (if it is legal then; the log marks it `meta:conditional`). Any other move
    of theirs drops it. A conditional with the same `if_move` as a waiting one replaces it. 422
    `your_turn` while it is your turn, `not_two_players`, `game_not_active`, `too_many_conditionals`.

    Args:
        game_id (int):
        body (ConditionalMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConditionalMove | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: ConditionalMoveRequest,
) -> ConditionalMove | Problem | None:
    """Leave a conditional move (two-player games)

     While it is your opponent's turn: if their move that makes your turn begin is `if_move`, `then_move`
    is played for you at once (if it is legal then; the log marks it `meta:conditional`). Any other move
    of theirs drops it. A conditional with the same `if_move` as a waiting one replaces it. 422
    `your_turn` while it is your turn, `not_two_players`, `game_not_active`, `too_many_conditionals`.

    Args:
        game_id (int):
        body (ConditionalMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConditionalMove | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
