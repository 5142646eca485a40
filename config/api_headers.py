"""API answers are private to their caller: ``Cache-Control: private`` and ``Vary: Authorization``.

What the API answers depends on who asks (the token in ``Authorization``, or the session cookie
of the browsable docs): a shared cache (a CDN, a corporate proxy) must never hand one player's
answer to another. Every ``/api/`` answer varies on ``Authorization``; one to a request that
carried credentials is also ``private`` (added to what the view set, so ``no-store`` stays).
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control, patch_vary_headers


class PrivateApiAnswersMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.path.startswith("/api/"):
            patch_vary_headers(response, ["Authorization"])
            if "HTTP_AUTHORIZATION" in request.META or settings.SESSION_COOKIE_NAME in request.COOKIES:
                patch_cache_control(response, private=True)
        return response
