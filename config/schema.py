"""OpenAPI descriptions of the project's authentication classes that drf-spectacular cannot guess.

drf-spectacular describes DRF's ``SessionAuthentication`` but not subclasses of it; without this,
every view warns at schema generation and ``manage.py check --deploy`` is not clean. Our token
authentication takes ``Bearer`` as well as ``Token``: the schema offers ``bearerAuth`` (an HTTP
bearer scheme, which generated clients send out of the box) or ``tokenAuth`` (the ``Token``
keyword), either one sufficing. Imported by
``config.urls``, so it is registered before any schema is generated.
"""

from __future__ import annotations

from django.conf import settings
from drf_spectacular.extensions import OpenApiAuthenticationExtension


class UnscopedSessionScheme(OpenApiAuthenticationExtension):
    """The session cookie (the browsable API docs); the same scheme as DRF's session auth."""

    target_class = "players.authentication.UnscopedSessionAuthentication"
    name = "cookieAuth"

    def get_security_definition(self, auto_schema):
        return {"type": "apiKey", "in": "cookie", "name": settings.SESSION_COOKIE_NAME}


class TokenScheme(OpenApiAuthenticationExtension):
    """``Authorization: Bearer <token>`` or ``Authorization: Token <token>``: two alternative
    security schemes for the same API tokens (players.authentication.TokenAuthentication)."""

    target_class = "players.authentication.TokenAuthentication"
    name = ["bearerAuth", "tokenAuth"]
    priority = 1  # over drf-spectacular's own extension for DRF's TokenAuthentication and subclasses

    def get_security_requirement(self, auto_schema):
        return [{"bearerAuth": []}, {"tokenAuth": []}]  # either one (OR), not both

    def get_security_definition(self, auto_schema):
        return [
            {"type": "http", "scheme": "bearer",
             "description": "An API token (POST /api/players/me/tokens/ or manage.py issue_token): "
                            "'Authorization: Bearer <token>'."},
            {"type": "apiKey", "in": "header", "name": "Authorization",
             "description": "The same API token with the prefix \"Token\": 'Authorization: Token <token>'."},
        ]
