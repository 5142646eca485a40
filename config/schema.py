"""OpenAPI descriptions of the project's authentication classes that drf-spectacular cannot guess.

drf-spectacular describes DRF's ``SessionAuthentication`` but not subclasses of it; without this,
every view warns at schema generation and ``manage.py check --deploy`` is not clean. Imported by
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
