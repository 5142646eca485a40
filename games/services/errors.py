"""Errors of the game services. Each carries a stable ``code``, a sentence for a person, and the
HTTP status the API answers with (the services are the only place that knows which it is)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext


class ServiceError(Exception):
    status = 400

    def __init__(self, code: str, message: str, status: int | None = None, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        if status is not None:
            self.status = status
        self.extra = extra


class BadRequest(ServiceError):
    status = 400


class Forbidden(ServiceError):
    status = 403


class NotFound(ServiceError):
    status = 404


class Conflict(ServiceError):
    status = 409


class Unprocessable(ServiceError):
    status = 422


def game_not_found(game_id: object) -> NotFound:
    """The one answer for a game that does not exist, wherever it is asked for."""
    return NotFound("game_not_found", gettext("There is no game %(id)s.") % {"id": game_id})
