from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.move_answer_part import MoveAnswerPart
from ...models.move_request import MoveRequest
from ...models.move_response import MoveResponse
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    body: MoveRequest,
    return_: list[MoveAnswerPart] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer

    params: dict[str, Any] = {}

    json_return_: list[str] | Unset = UNSET
    if not isinstance(return_, Unset):
        json_return_ = []
        for return_item_data in return_:
            return_item = return_item_data.value
            json_return_.append(return_item)

    params["return"] = json_return_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/games/{game_id}/moves/".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MoveResponse | Problem | None:
    if response.status_code == 201:
        response_201 = MoveResponse.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

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
) -> Response[MoveResponse | Problem]:
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
    body: MoveRequest,
    return_: list[MoveAnswerPart] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[MoveResponse | Problem]:
    """Make a move

     With ?return=view,legal-moves (or Prefer: return=representation) the answer also carries your view
    and your legal moves after the move: one request per move.

    Args:
        game_id (int):
        return_ (list[MoveAnswerPart] | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveResponse | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        return_=return_,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    return_: list[MoveAnswerPart] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> MoveResponse | Problem | None:
    """Make a move

     With ?return=view,legal-moves (or Prefer: return=representation) the answer also carries your view
    and your legal moves after the move: one request per move.

    Args:
        game_id (int):
        return_ (list[MoveAnswerPart] | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveResponse | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        return_=return_,
        idempotency_key=idempotency_key,
        prefer=prefer,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    return_: list[MoveAnswerPart] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[MoveResponse | Problem]:
    """Make a move

     With ?return=view,legal-moves (or Prefer: return=representation) the answer also carries your view
    and your legal moves after the move: one request per move.

    Args:
        game_id (int):
        return_ (list[MoveAnswerPart] | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveResponse | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        return_=return_,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    return_: list[MoveAnswerPart] | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> MoveResponse | Problem | None:
    """Make a move

     With ?return=view,legal-moves (or Prefer: return=representation) the answer also carries your view
    and your legal moves after the move: one request per move.

    Args:
        game_id (int):
        return_ (list[MoveAnswerPart] | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveResponse | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            return_=return_,
            idempotency_key=idempotency_key,
            prefer=prefer,
        )
    ).parsed
