"""Errors as ``application/problem+json`` (RFC 9457), each with a stable ``code``.

Every error the API can produce goes through ``config.problem_json``: DRF's own exceptions, the
services' ``ServiceError``s (their sentence in the request's language: English without
``Accept-Language``), Django's 404/500 handlers for unknown URLs and oversized bodies. This module
is where the API meets the services' errors; the format itself is ``config.problem_json``'s.
"""

from __future__ import annotations

import logging
import math
import sys
from typing import Any

from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.views.defaults import page_not_found, server_error
from rest_framework import exceptions
from rest_framework.response import Response

from config.outage import is_outage, outage_problem, outage_response
from config.problem_json import CONTENT_TYPE, problem_body, problem_response
from games.services.errors import ServiceError

logger = logging.getLogger(__name__)


_DRF_CODES = {
    exceptions.ParseError: ("malformed_json", "The request body is not valid JSON: {detail}"),
    exceptions.NotAuthenticated: ("not_authenticated", "Send 'Authorization: Bearer <your token>' (or Token <your token>) to use the API."),
    exceptions.AuthenticationFailed: ("invalid_token", "{detail}"),
    exceptions.PermissionDenied: ("forbidden", "{detail}"),
    exceptions.NotFound: ("not_found", "{detail}"),
    exceptions.MethodNotAllowed: ("method_not_allowed", "{detail}"),
    exceptions.NotAcceptable: ("not_acceptable", "{detail}"),
    exceptions.UnsupportedMediaType: ("unsupported_media_type", "Send the body as application/json. ({detail})"),
    exceptions.Throttled: ("throttled", "{detail}"),
}


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """DRF's ``EXCEPTION_HANDLER``: turn any known error into a problem response."""
    if isinstance(exc, ServiceError):
        response = problem_response(exc.status, exc.code, exc.message, **exc.extra)
        if "retry_after" in exc.extra:  # a 429: when to try again (RFC 9110)
            response["Retry-After"] = str(exc.extra["retry_after"])
        return response
    if is_outage(exc):  # the database did not answer: 503, retry (config/outage.py)
        return outage_problem(context["request"], exc)
    if isinstance(exc, RequestDataTooBig):
        return problem_response(413, "request_too_large", "The request body is too large.")
    if isinstance(exc, Http404):
        return problem_response(404, "not_found", "Not found.")
    if isinstance(exc, PermissionDenied):
        return problem_response(403, "forbidden", "You may not do this.")
    if isinstance(exc, exceptions.ValidationError):
        return problem_response(400, "invalid_request", _flatten(exc.detail), errors=exc.detail)
    for kind, (code, template) in _DRF_CODES.items():
        if isinstance(exc, kind):
            response = problem_response(exc.status_code, code, template.format(detail=str(exc.detail)))
            if isinstance(exc, (exceptions.NotAuthenticated, exceptions.AuthenticationFailed)):
                response["WWW-Authenticate"] = "Token, Bearer"  # both keywords are accepted
            if isinstance(exc, exceptions.Throttled) and exc.wait is not None:
                response["Retry-After"] = str(max(1, math.ceil(exc.wait)))
            return response
    if isinstance(exc, exceptions.APIException):
        return problem_response(exc.status_code, str(exc.default_code), str(exc.detail))
    return None  # a bug: let Django log it and answer 500 through server_error_view


def _flatten(detail: Any, prefix: str = "") -> str:
    """One readable sentence from DRF's nested validation errors."""
    if isinstance(detail, dict):
        return " ".join(_flatten(value, f"{key}: ") for key, value in detail.items())
    if isinstance(detail, list):
        return " ".join(_flatten(item, prefix) for item in detail)
    return f"{prefix}{detail}"


def _is_api(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def not_found_view(request: HttpRequest, exception: Exception) -> HttpResponse:
    if _is_api(request):
        return JsonResponse(problem_body(404, "not_found", "There is nothing at this address."), status=404,
                            content_type=CONTENT_TYPE)
    return page_not_found(request, exception)


def server_error_view(request: HttpRequest) -> HttpResponse:
    # Raised in a middleware (the session, the signed-in player), a database outage reaches
    # Django's 500 handler; it is still a 503 (config/outage.py).
    error = sys.exc_info()[1]
    if is_outage(error):
        return outage_response(request, error)
    if _is_api(request):
        body = problem_body(500, "server_error", "Something went wrong on our side; nothing was changed.")
        return JsonResponse(body, status=500, content_type=CONTENT_TYPE)
    return server_error(request)
