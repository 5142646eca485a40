"""Pages and emails speak the visitor's language and show times in the signed-in player's zone.

Which language: ``players.languages.page_language`` (a chosen language first, then the switch,
the invitation's language, the browser's, and the player's guessed ``locale``). Runs after
``LocaleMiddleware`` (which applied the switch's cookie or the browser's language) and after
``AuthenticationMiddleware``.
"""

from __future__ import annotations

import zoneinfo

from django.utils import timezone, translation

from players.languages import page_language


class PlayerPreferencesMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        language = page_language(request)
        if language is not None:
            translation.activate(language)
            request.LANGUAGE_CODE = language
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            try:
                timezone.activate(zoneinfo.ZoneInfo(user.time_zone))
            except (zoneinfo.ZoneInfoNotFoundError, ValueError):
                timezone.deactivate()
        response = self.get_response(request)
        timezone.deactivate()
        return response
