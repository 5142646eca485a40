"""Content negotiation with a shortcut for what nearly every client asks.

DRF's negotiation parses the ``Accept`` header into media types and orders them by precedence on
every request, a noticeable share of a small request's time. With no ``Accept`` header, or one
that is exactly ``*/*`` or the renderer's own media type, and no ``?format=``, its answer is always
the first renderer and its media type: this class gives that at once and leaves every other case
(``406 Not Acceptable`` included) to DRF.
"""

from __future__ import annotations

from rest_framework.negotiation import DefaultContentNegotiation


class ShortcutContentNegotiation(DefaultContentNegotiation):
    def select_renderer(self, request, renderers, format_suffix=None):
        if renderers and not format_suffix:
            meta = request._request.META
            if not meta.get("QUERY_STRING"):
                renderer = renderers[0]
                accept = meta.get("HTTP_ACCEPT")
                if accept is None or accept == "*/*" or accept == renderer.media_type:
                    return renderer, renderer.media_type
        return super().select_renderer(request, renderers, format_suffix)
