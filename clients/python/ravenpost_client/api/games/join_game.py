from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.join_request import JoinRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    body: JoinRequest | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/games/{game_id}/join/".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Game | Problem | None:
    if response.status_code == 200:
        response_200 = Game.from_dict(response.json())

        return response_200

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: JoinRequest | Unset = UNSET,
) -> Response[Game | Problem]:
    """Join a waiting game

     Take a free open seat, or a link seat with the game's invite_token. The game starts when the last
    seat is taken. 409 with code game_full, game_started, game_expired, game_cancelled or already_seated
    when you cannot; 403 invite_required or invalid_invite_token for link seats.

    Args:
        game_id (int):
        body (JoinRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | Problem]
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
    body: JoinRequest | Unset = UNSET,
) -> Game | Problem | None:
    """Join a waiting game

     Take a free open seat, or a link seat with the game's invite_token. The game starts when the last
    seat is taken. 409 with code game_full, game_started, game_expired, game_cancelled or already_seated
    when you cannot; 403 invite_required or invalid_invite_token for link seats.

    Args:
        game_id (int):
        body (JoinRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | Problem
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
    body: JoinRequest | Unset = UNSET,
) -> Response[Game | Problem]:
    """Join a waiting game

     Take a free open seat, or a link seat with the game's invite_token. The game starts when the last
    seat is taken. 409 with code game_full, game_started, game_expired, game_cancelled or already_seated
    when you cannot; 403 invite_required or invalid_invite_token for link seats.

    Args:
        game_id (int):
        body (JoinRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Game | Problem]
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
    body: JoinRequest | Unset = UNSET,
) -> Game | Problem | None:
    """Join a waiting game

     Take a free open seat, or a link seat with the game's invite_token. The game starts when the last
    seat is taken. 409 with code game_full, game_started, game_expired, game_cancelled or already_seated
    when you cannot; 403 invite_required or invalid_invite_token for link seats.

    Args:
        game_id (int):
        body (JoinRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Game | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
