from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.set_vacation_no_vacation import SetVacationNoVacation
from ...models.set_vacation_vacation_dates import SetVacationVacationDates
from ...models.vacation import Vacation
from ...types import Response


def _get_kwargs(
    *,
    body: SetVacationNoVacation | SetVacationVacationDates,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/api/players/me/vacation/",
    }

    if isinstance(body, SetVacationVacationDates):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Vacation | None:
    if response.status_code == 200:
        response_200 = Vacation.from_dict(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Vacation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SetVacationNoVacation | SetVacationVacationDates,
) -> Response[Problem | Vacation]:
    """Set or change your vacation (both dates null: none)

     A vacation starts now or later (no back-dating), lasts at most `max_days`, and the vacations of a
    calendar year add up to at most `days_per_year` days. Both dates or neither: one alone is a 400
    (`vacation_incomplete`). A vacation the rules refuse is a 422 whose `code` says which rule
    (`vacation_in_the_past`, `vacation_too_long`, `vacation_days_used_up`, `vacation_ends_before_start`,
    `vacation_over`, `vacation_changes_used_up`). Each change is a `meta:vacation` event in every active
    game of yours, so a player may set or change a vacation at most `VACATION_CHANGES_PER_DAY` (3) times
    a UTC day; ending one is always allowed.

    Args:
        body (SetVacationNoVacation | SetVacationVacationDates): Both dates (a vacation) or both
            null (none).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Vacation]
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
    body: SetVacationNoVacation | SetVacationVacationDates,
) -> Problem | Vacation | None:
    """Set or change your vacation (both dates null: none)

     A vacation starts now or later (no back-dating), lasts at most `max_days`, and the vacations of a
    calendar year add up to at most `days_per_year` days. Both dates or neither: one alone is a 400
    (`vacation_incomplete`). A vacation the rules refuse is a 422 whose `code` says which rule
    (`vacation_in_the_past`, `vacation_too_long`, `vacation_days_used_up`, `vacation_ends_before_start`,
    `vacation_over`, `vacation_changes_used_up`). Each change is a `meta:vacation` event in every active
    game of yours, so a player may set or change a vacation at most `VACATION_CHANGES_PER_DAY` (3) times
    a UTC day; ending one is always allowed.

    Args:
        body (SetVacationNoVacation | SetVacationVacationDates): Both dates (a vacation) or both
            null (none).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Vacation
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SetVacationNoVacation | SetVacationVacationDates,
) -> Response[Problem | Vacation]:
    """Set or change your vacation (both dates null: none)

     A vacation starts now or later (no back-dating), lasts at most `max_days`, and the vacations of a
    calendar year add up to at most `days_per_year` days. Both dates or neither: one alone is a 400
    (`vacation_incomplete`). A vacation the rules refuse is a 422 whose `code` says which rule
    (`vacation_in_the_past`, `vacation_too_long`, `vacation_days_used_up`, `vacation_ends_before_start`,
    `vacation_over`, `vacation_changes_used_up`). Each change is a `meta:vacation` event in every active
    game of yours, so a player may set or change a vacation at most `VACATION_CHANGES_PER_DAY` (3) times
    a UTC day; ending one is always allowed.

    Args:
        body (SetVacationNoVacation | SetVacationVacationDates): Both dates (a vacation) or both
            null (none).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Vacation]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SetVacationNoVacation | SetVacationVacationDates,
) -> Problem | Vacation | None:
    """Set or change your vacation (both dates null: none)

     A vacation starts now or later (no back-dating), lasts at most `max_days`, and the vacations of a
    calendar year add up to at most `days_per_year` days. Both dates or neither: one alone is a 400
    (`vacation_incomplete`). A vacation the rules refuse is a 422 whose `code` says which rule
    (`vacation_in_the_past`, `vacation_too_long`, `vacation_days_used_up`, `vacation_ends_before_start`,
    `vacation_over`, `vacation_changes_used_up`). Each change is a `meta:vacation` event in every active
    game of yours, so a player may set or change a vacation at most `VACATION_CHANGES_PER_DAY` (3) times
    a UTC day; ending one is always allowed.

    Args:
        body (SetVacationNoVacation | SetVacationVacationDates): Both dates (a vacation) or both
            null (none).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Vacation
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
