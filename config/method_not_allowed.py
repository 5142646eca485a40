"""A page's action opened by its address (a GET on a form's POST-only target, from a bookmark or
a link copied from the address bar) answers a page a person can read, not Django's empty 405.

``require_POST`` and the other method checks answer ``HttpResponseNotAllowed``: the status and
the ``Allow`` header, with no body. For the web's addresses this middleware puts the site's page
there (in the reader's language, with the menu): the address is an action, done with the button
of the page it belongs to, linked. The API's 405s (``/api/``) keep their problem+json body, and
any 405 that already has a body is left as it is.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string


def _page_of(path: str) -> str:
    """The page an action's address belongs to: its address without the last part
    (``/tournaments/3/join/`` → ``/tournaments/3/``); the home page at the top."""
    parts = [part for part in path.split("/") if part]
    return "/" + "".join(f"{part}/" for part in parts[:-1])


class MethodNotAllowedPageMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.status_code != 405 or response.content or request.path.startswith("/api/"):
            return response
        if request.method == "HEAD":
            return response
        page = HttpResponse(render_to_string("405.html", {"page_url": _page_of(request.path)}, request=request),
                            status=405)
        if response.has_header("Allow"):
            page["Allow"] = response["Allow"]
        return page
