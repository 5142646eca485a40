"""A database outage answers 503 with ``Retry-After``, never 500.

When PostgreSQL restarts, is unreachable or refuses connections ("too many clients"), Django
raises ``OperationalError`` or ``InterfaceError`` wherever the request happened to touch the
database: in a view, in the session or authentication middleware, or in DRF's authentication.
Each of those paths ends here:

- DRF views: ``games.api.problems.exception_handler`` calls ``outage_problem``;
- other views: ``DatabaseOutageMiddleware.process_exception``;
- middleware (the session, the signed-in player): Django's 500 handler
  (``games.api.problems.server_error_view``) asks ``is_outage`` of the exception being handled.

The API answers ``application/problem+json`` with ``code: database_unavailable``; the web a plain
page, translated, with no script. Usually nothing was written (the failed statement's transaction
rolled back); but a move committed just before the database went away is answered 503 too, so
the answers tell clients to retry with the same Idempotency-Key or read the game first. Service resumes by itself: a connection that failed is
closed here (and by Django at the end of the request), so the next request connects afresh, and
``/readyz`` (config/health.py) fails while the database does not answer.

``OperationalError`` also covers transient conflicts (a deadlock, a serialization failure, a
cancelled statement): for those too "retry shortly" is the right answer, not "bug".
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable

from django.db import InterfaceError, OperationalError, connections
from django.http import HttpRequest, HttpResponse
from django.utils.html import escape
from django.utils.translation import gettext as _

from config.problem_json import CONTENT_TYPE, problem_body

logger = logging.getLogger(__name__)

#: Seconds a client is asked to wait before retrying (``Retry-After``): a PostgreSQL restart or a
#: fail-over takes a few seconds to a minute.
RETRY_AFTER_SECONDS = 10


def is_outage(error: BaseException | None) -> bool:
    """Whether ``error`` means the database did not answer (rather than a bug)."""
    return isinstance(error, (OperationalError, InterfaceError))


def release_broken_connections() -> None:
    """Close this thread's connections that no longer work, so the next request reconnects
    (Django does it at the end of a request too, but not under the test client)."""
    for connection in connections.all(initialized_only=True):
        if not connection.in_atomic_block:
            connection.close_if_unusable_or_obsolete()


def _log(request: HttpRequest, error: BaseException) -> None:
    release_broken_connections()
    logger.warning("Database unavailable: %s %s answered 503 (%s: %s)", request.method, request.path,
                   type(error).__name__, str(error).strip().splitlines()[0] if str(error).strip() else "")


def outage_problem(request: HttpRequest, error: BaseException) -> HttpResponse:
    """The API's answer: 503 ``application/problem+json`` with ``Retry-After``."""
    _log(request, error)
    body = problem_body(503, "database_unavailable",
                        _("The service is briefly unavailable (our database is not answering): try again "
                          "in a few seconds. A move sent with an Idempotency-Key may be sent again as it "
                          "is; without one, read the game's events first, as the move may have been "
                          "recorded."),
                        retry_after=RETRY_AFTER_SECONDS)
    response = HttpResponse(json.dumps(body), status=503, content_type=CONTENT_TYPE)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    response["Cache-Control"] = "no-store"
    return response


def outage_page(request: HttpRequest, error: BaseException) -> HttpResponse:
    """The web's answer: a plain 503 page (no template, no database, no script)."""
    _log(request, error)
    title = _("Ravenpost is briefly unavailable")
    sentence = _("Our database is not answering: please try again in a minute. If you had just played a "
                 "move, reload the game first to see whether it was recorded.")
    html = (
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        f"<title>{escape(title)}</title></head>"
        f"<body><h1>{escape(title)}</h1><p>{escape(sentence)}</p></body></html>\n"
    )
    response = HttpResponse(html, status=503, content_type="text/html; charset=utf-8")
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    response["Cache-Control"] = "no-store"
    return response


def outage_response(request: HttpRequest, error: BaseException) -> HttpResponse:
    """The API's problem or the web's page, by the request's path."""
    if request.path.startswith("/api/"):
        return outage_problem(request, error)
    return outage_page(request, error)


class DatabaseOutageMiddleware:
    """Turns a database outage raised by a (non-DRF) view into a 503 (see the module docstring)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        return outage_response(request, exception) if is_outage(exception) else None
