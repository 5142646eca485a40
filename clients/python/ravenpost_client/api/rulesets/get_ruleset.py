from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.ruleset_detail import RulesetDetail
from ...types import Response


def _get_kwargs(
    ruleset_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/rulesets/{ruleset_id}/".format(
            ruleset_id=quote(str(ruleset_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RulesetDetail | None:
    if response.status_code == 200:
        response_200 = RulesetDetail.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Problem | RulesetDetail]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | RulesetDetail]:
    """A game you can play, with the JSON Schemas of its options, moves, view and events

     The schemas are JSON Schema draft 2020-12, the same as the {Game}Move, {Game}View and {Game}Event
    components of this OpenAPI document.

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RulesetDetail]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | RulesetDetail | None:
    """A game you can play, with the JSON Schemas of its options, moves, view and events

     The schemas are JSON Schema draft 2020-12, the same as the {Game}Move, {Game}View and {Game}Event
    components of this OpenAPI document.

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RulesetDetail
    """

    return sync_detailed(
        ruleset_id=ruleset_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | RulesetDetail]:
    """A game you can play, with the JSON Schemas of its options, moves, view and events

     The schemas are JSON Schema draft 2020-12, the same as the {Game}Move, {Game}View and {Game}Event
    components of this OpenAPI document.

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RulesetDetail]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | RulesetDetail | None:
    """A game you can play, with the JSON Schemas of its options, moves, view and events

     The schemas are JSON Schema draft 2020-12, the same as the {Game}Move, {Game}View and {Game}Event
    components of this OpenAPI document.

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RulesetDetail
    """

    return (
        await asyncio_detailed(
            ruleset_id=ruleset_id,
            client=client,
        )
    ).parsed
