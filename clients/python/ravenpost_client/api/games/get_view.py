from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.fjords_view_answer import FjordsViewAnswer
from ...models.graenaland_view_answer import GraenalandViewAnswer
from ...models.greenland_view_answer import GreenlandViewAnswer
from ...models.knarr_view_answer import KnarrViewAnswer
from ...models.problem import Problem
from ...models.uigo_view_answer import UigoViewAnswer
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: int,
    *,
    at: int | Unset = UNSET,
    min_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["at"] = at

    params["min_seq"] = min_seq

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/games/{game_id}/view/".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | FjordsViewAnswer
    | GraenalandViewAnswer
    | GreenlandViewAnswer
    | KnarrViewAnswer
    | UigoViewAnswer
    | Problem
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_0 = UigoViewAnswer.from_dict(data)

                return componentsschemas_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_1 = FjordsViewAnswer.from_dict(data)

                return componentsschemas_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_2 = KnarrViewAnswer.from_dict(data)

                return componentsschemas_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_view_type_3 = GraenalandViewAnswer.from_dict(data)

                return componentsschemas_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_view_type_4 = GreenlandViewAnswer.from_dict(data)

            return componentsschemas_view_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[
    Any | FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Problem
]:
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
    at: int | Unset = UNSET,
    min_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Problem
]:
    """The game as your seat may see it

    Args:
        game_id (int):
        at (int | Unset):
        min_seq (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at=at,
        min_seq=min_seq,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    min_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | FjordsViewAnswer
    | GraenalandViewAnswer
    | GreenlandViewAnswer
    | KnarrViewAnswer
    | UigoViewAnswer
    | Problem
    | None
):
    """The game as your seat may see it

    Args:
        game_id (int):
        at (int | Unset):
        min_seq (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        at=at,
        min_seq=min_seq,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    min_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Problem
]:
    """The game as your seat may see it

    Args:
        game_id (int):
        at (int | Unset):
        min_seq (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at=at,
        min_seq=min_seq,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    min_seq: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | FjordsViewAnswer
    | GraenalandViewAnswer
    | GreenlandViewAnswer
    | KnarrViewAnswer
    | UigoViewAnswer
    | Problem
    | None
):
    """The game as your seat may see it

    Args:
        game_id (int):
        at (int | Unset):
        min_seq (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | FjordsViewAnswer | GraenalandViewAnswer | GreenlandViewAnswer | KnarrViewAnswer | UigoViewAnswer | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            at=at,
            min_seq=min_seq,
            if_none_match=if_none_match,
        )
    ).parsed
