from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.inbound_email_result import InboundEmailResult
from ...models.problem import Problem
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    *,
    body: File | Unset = UNSET,
    x_ravenpost_envelope_from: str | Unset = UNSET,
    x_ravenpost_envelope_to: str | Unset = UNSET,
    x_ravenpost_inbound_secret: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_ravenpost_envelope_from, Unset):
        headers["X-Ravenpost-Envelope-From"] = x_ravenpost_envelope_from

    if not isinstance(x_ravenpost_envelope_to, Unset):
        headers["X-Ravenpost-Envelope-To"] = x_ravenpost_envelope_to

    headers["X-Ravenpost-Inbound-Secret"] = x_ravenpost_inbound_secret

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/inbound/email/",
    }

    if not isinstance(body, Unset):
        _kwargs["content"] = body.payload
    headers["Content-Type"] = "message/rfc822"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InboundEmailResult | Problem | None:
    if response.status_code == 200:
        response_200 = InboundEmailResult.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[InboundEmailResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: File | Unset = UNSET,
    x_ravenpost_envelope_from: str | Unset = UNSET,
    x_ravenpost_envelope_to: str | Unset = UNSET,
    x_ravenpost_inbound_secret: str,
) -> Response[InboundEmailResult | Problem]:
    """A mail provider's inbound webhook: a reply to a turn email, as raw MIME

    Args:
        x_ravenpost_envelope_from (str | Unset):
        x_ravenpost_envelope_to (str | Unset):
        x_ravenpost_inbound_secret (str):
        body (File | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InboundEmailResult | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_ravenpost_envelope_from=x_ravenpost_envelope_from,
        x_ravenpost_envelope_to=x_ravenpost_envelope_to,
        x_ravenpost_inbound_secret=x_ravenpost_inbound_secret,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: File | Unset = UNSET,
    x_ravenpost_envelope_from: str | Unset = UNSET,
    x_ravenpost_envelope_to: str | Unset = UNSET,
    x_ravenpost_inbound_secret: str,
) -> InboundEmailResult | Problem | None:
    """A mail provider's inbound webhook: a reply to a turn email, as raw MIME

    Args:
        x_ravenpost_envelope_from (str | Unset):
        x_ravenpost_envelope_to (str | Unset):
        x_ravenpost_inbound_secret (str):
        body (File | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InboundEmailResult | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        x_ravenpost_envelope_from=x_ravenpost_envelope_from,
        x_ravenpost_envelope_to=x_ravenpost_envelope_to,
        x_ravenpost_inbound_secret=x_ravenpost_inbound_secret,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: File | Unset = UNSET,
    x_ravenpost_envelope_from: str | Unset = UNSET,
    x_ravenpost_envelope_to: str | Unset = UNSET,
    x_ravenpost_inbound_secret: str,
) -> Response[InboundEmailResult | Problem]:
    """A mail provider's inbound webhook: a reply to a turn email, as raw MIME

    Args:
        x_ravenpost_envelope_from (str | Unset):
        x_ravenpost_envelope_to (str | Unset):
        x_ravenpost_inbound_secret (str):
        body (File | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InboundEmailResult | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_ravenpost_envelope_from=x_ravenpost_envelope_from,
        x_ravenpost_envelope_to=x_ravenpost_envelope_to,
        x_ravenpost_inbound_secret=x_ravenpost_inbound_secret,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: File | Unset = UNSET,
    x_ravenpost_envelope_from: str | Unset = UNSET,
    x_ravenpost_envelope_to: str | Unset = UNSET,
    x_ravenpost_inbound_secret: str,
) -> InboundEmailResult | Problem | None:
    """A mail provider's inbound webhook: a reply to a turn email, as raw MIME

    Args:
        x_ravenpost_envelope_from (str | Unset):
        x_ravenpost_envelope_to (str | Unset):
        x_ravenpost_inbound_secret (str):
        body (File | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InboundEmailResult | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_ravenpost_envelope_from=x_ravenpost_envelope_from,
            x_ravenpost_envelope_to=x_ravenpost_envelope_to,
            x_ravenpost_inbound_secret=x_ravenpost_inbound_secret,
        )
    ).parsed
