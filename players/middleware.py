"""Pages and emails speak the signed-in player's language and show times in their time zone."""

from __future__ import annotations

import zoneinfo

from django.utils import timezone, translation


class PlayerPreferencesMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            translation.activate(user.locale)
            request.LANGUAGE_CODE = user.locale
            try:
                timezone.activate(zoneinfo.ZoneInfo(user.time_zone))
            except (zoneinfo.ZoneInfoNotFoundError, ValueError):
                timezone.deactivate()
        response = self.get_response(request)
        timezone.deactivate()
        return response
