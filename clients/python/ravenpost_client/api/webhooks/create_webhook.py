from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.new_webhook import NewWebhook
from ...models.problem import Problem
from ...models.webhook_request import WebhookRequest
from ...types import Response


def _get_kwargs(
    *,
    body: WebhookRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/webhooks/",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> NewWebhook | Problem | None:
    if response.status_code == 201:
        response_201 = NewWebhook.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[NewWebhook | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
) -> Response[NewWebhook | Problem]:
    """Register a webhook (its secret is shown once)

     From now on, the events of every game you hold a seat in are POSTed to this address as your seat may
    see them, with "your turn", "game started" and "game ended"; each is signed with the secret in this
    answer (see docs/webhooks.md). The address must be https, and is refused at each delivery if it
    resolves to a loopback, private, link-local, multicast or metadata address. At most
    WEBHOOKS_MAX_PER_PLAYER webhooks (5) per player: 422 too_many_webhooks.

    Args:
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewWebhook | Problem]
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
    body: WebhookRequest,
) -> NewWebhook | Problem | None:
    """Register a webhook (its secret is shown once)

     From now on, the events of every game you hold a seat in are POSTed to this address as your seat may
    see them, with "your turn", "game started" and "game ended"; each is signed with the secret in this
    answer (see docs/webhooks.md). The address must be https, and is refused at each delivery if it
    resolves to a loopback, private, link-local, multicast or metadata address. At most
    WEBHOOKS_MAX_PER_PLAYER webhooks (5) per player: 422 too_many_webhooks.

    Args:
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewWebhook | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
) -> Response[NewWebhook | Problem]:
    """Register a webhook (its secret is shown once)

     From now on, the events of every game you hold a seat in are POSTed to this address as your seat may
    see them, with "your turn", "game started" and "game ended"; each is signed with the secret in this
    answer (see docs/webhooks.md). The address must be https, and is refused at each delivery if it
    resolves to a loopback, private, link-local, multicast or metadata address. At most
    WEBHOOKS_MAX_PER_PLAYER webhooks (5) per player: 422 too_many_webhooks.

    Args:
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewWebhook | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
) -> NewWebhook | Problem | None:
    """Register a webhook (its secret is shown once)

     From now on, the events of every game you hold a seat in are POSTed to this address as your seat may
    see them, with "your turn", "game started" and "game ended"; each is signed with the secret in this
    answer (see docs/webhooks.md). The address must be https, and is refused at each delivery if it
    resolves to a loopback, private, link-local, multicast or metadata address. At most
    WEBHOOKS_MAX_PER_PLAYER webhooks (5) per player: 422 too_many_webhooks.

    Args:
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewWebhook | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
