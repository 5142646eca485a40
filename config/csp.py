"""Content-Security-Policy: a second line of defence behind the escaping of every page.

The player pages (game list, game page, links, invitations, settings, sign-in) run only script
files served from this site (the game page's ``games/live.js`` and ``games/board.js``), never an
inline script: their policy allows scripts and requests to ``'self'`` only, so even markup that slipped through
escaping could not run, load anything from elsewhere, or post a form to another site. Every page
works without its script. Styles stay allowed inline (the rule
sets draw their boards with ``style`` attributes and inline SVG). The admin and the Swagger UI
(``/api/docs/``) run their own scripts from this site; their policy allows scripts from ``'self'``
(Swagger UI's start-up script is inline, so ``'unsafe-inline'`` there too) but still nothing from
elsewhere. Django 5.2 has no CSP support of its own (it comes in 6.0), hence this middleware.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

HEADER = "Content-Security-Policy"
PAGES = (
    "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; "
    "style-src 'self' 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
SCRIPTED = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'self'"
)
SCRIPTED_PREFIXES = ("/admin/", "/api/docs/")


def policy_for(path: str) -> str:
    """The policy of the page at ``path``."""
    return SCRIPTED if path.startswith(SCRIPTED_PREFIXES) else PAGES


class ContentSecurityPolicyMiddleware:
    """Adds the policy to every HTML response that does not set its own."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if HEADER not in response and response.get("Content-Type", "").startswith("text/html"):
            response[HEADER] = policy_for(request.path)
        return response
