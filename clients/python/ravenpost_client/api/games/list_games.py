from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game import Game
from ...models.game_status import GameStatus
from ...models.problem import Problem
from ...models.ruleset_id import RulesetId
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    ruleset: RulesetId | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    params["my_turn"] = my_turn

    json_ruleset: str | Unset = UNSET
    if not isinstance(ruleset, Unset):
        json_ruleset = ruleset.value

    params["ruleset"] = json_ruleset

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/games/",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[Game] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = Game.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[Problem | list[Game]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    ruleset: RulesetId | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
) -> Response[Problem | list[Game]]:
    """Your games, those waiting for you first

     Those waiting for a move of yours first, then the most recently updated. At most 500 a page (limit);
    a Link header with rel="next" gives the next page.

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        my_turn (bool | Unset):
        ruleset (RulesetId | Unset): A game you can play (GET /api/rulesets/).
        status (GameStatus | Unset): * `waiting` - waiting
            * `active` - active
            * `finished` - finished
            * `aborted` - aborted

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Game]]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        my_turn=my_turn,
        ruleset=ruleset,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    ruleset: RulesetId | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
) -> Problem | list[Game] | None:
    """Your games, those waiting for you first

     Those waiting for a move of yours first, then the most recently updated. At most 500 a page (limit);
    a Link header with rel="next" gives the next page.

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        my_turn (bool | Unset):
        ruleset (RulesetId | Unset): A game you can play (GET /api/rulesets/).
        status (GameStatus | Unset): * `waiting` - waiting
            * `active` - active
            * `finished` - finished
            * `aborted` - aborted

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Game]
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        limit=limit,
        my_turn=my_turn,
        ruleset=ruleset,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    ruleset: RulesetId | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
) -> Response[Problem | list[Game]]:
    """Your games, those waiting for you first

     Those waiting for a move of yours first, then the most recently updated. At most 500 a page (limit);
    a Link header with rel="next" gives the next page.

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        my_turn (bool | Unset):
        ruleset (RulesetId | Unset): A game you can play (GET /api/rulesets/).
        status (GameStatus | Unset): * `waiting` - waiting
            * `active` - active
            * `finished` - finished
            * `aborted` - aborted

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Game]]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        my_turn=my_turn,
        ruleset=ruleset,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    my_turn: bool | Unset = UNSET,
    ruleset: RulesetId | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
) -> Problem | list[Game] | None:
    """Your games, those waiting for you first

     Those waiting for a move of yours first, then the most recently updated. At most 500 a page (limit);
    a Link header with rel="next" gives the next page.

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        my_turn (bool | Unset):
        ruleset (RulesetId | Unset): A game you can play (GET /api/rulesets/).
        status (GameStatus | Unset): * `waiting` - waiting
            * `active` - active
            * `finished` - finished
            * `aborted` - aborted

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Game]
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
            limit=limit,
            my_turn=my_turn,
            ruleset=ruleset,
            status=status,
        )
    ).parsed
