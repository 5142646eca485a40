"""Which language a page speaks, and the time zone a newcomer is offered first.

The order, strongest first (``page_language``):

1. a signed-in player who chose a language in the settings (or at sign-up): that language;
2. the language switch (Django's ``set_language`` view, which sets a cookie);
3. the language of the invitation the visitor opened (``remember_invitation_language``: the
   invitation page was opened with ``?lang=``, kept in the session);
4. the browser's ``Accept-Language``, when it names a language the site speaks;
5. a signed-in player's ``locale`` (guessed when they joined), else the site's default.
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest
from django.utils.translation import trans_real

SESSION_KEY = "ravenpost_lang"

# The time zone offered first at sign-up, from the browser's region (``fr-CA``), else its
# language. A plain select, no script: the person corrects it if we guessed wrong.
ZONE_BY_REGION = {
    "fr": "Europe/Paris", "be": "Europe/Brussels", "ch": "Europe/Zurich", "lu": "Europe/Luxembourg",
    "ca": "America/Toronto", "gb": "Europe/London", "ie": "Europe/Dublin", "us": "America/New_York",
    "de": "Europe/Berlin", "es": "Europe/Madrid", "it": "Europe/Rome", "nl": "Europe/Amsterdam",
    "au": "Australia/Sydney", "nz": "Pacific/Auckland", "in": "Asia/Kolkata", "jp": "Asia/Tokyo",
}
ZONE_BY_LANGUAGE = {"fr": "Europe/Paris"}
DEFAULT_ZONE = "UTC"


def supported(code: str | None) -> str | None:
    """``code``'s language if the site speaks it (``fr-CA`` -> ``fr``), else ``None``."""
    if not code:
        return None
    base = code.lower().replace("_", "-").split("-")[0]
    return base if base in dict(settings.LANGUAGES) else None


def browser_language(request: HttpRequest) -> str | None:
    """The first language of ``Accept-Language`` the site speaks; ``None`` when it names none
    (or the header is missing: a script, a test client, a mail scanner)."""
    header = request.META.get("HTTP_ACCEPT_LANGUAGE", "")
    for code, _quality in trans_real.parse_accept_lang_header(header):
        if found := supported(code):
            return found
    return None


def page_language(request: HttpRequest) -> str | None:
    """The language this request's page should speak, or ``None`` to leave Django's choice
    (``LocaleMiddleware``: cookie, then browser, then ``LANGUAGE_CODE``). See the module's docstring."""
    user = getattr(request, "user", None)
    signed_in = user is not None and user.is_authenticated
    if signed_in and user.locale_chosen:
        return user.locale
    if supported(request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME)):
        return None  # the switch: LocaleMiddleware has it already
    if invited := supported(request.session.get(SESSION_KEY)) if hasattr(request, "session") else None:
        return invited
    if browser_language(request):
        return None  # LocaleMiddleware has it already
    return user.locale if signed_in else None


def remember_invitation_language(request: HttpRequest) -> str | None:
    """Keep the ``?lang=`` of an invitation link in the session; return it if the site speaks it."""
    lang = supported(request.GET.get("lang"))
    if lang:
        request.session[SESSION_KEY] = lang
    return lang


def default_time_zone(request: HttpRequest, language: str) -> str:
    """The zone offered first at sign-up: from the browser's first region we know, else from
    ``language``, else UTC."""
    header = request.META.get("HTTP_ACCEPT_LANGUAGE", "")
    for code, _quality in trans_real.parse_accept_lang_header(header):
        parts = code.lower().replace("_", "-").split("-")
        if len(parts) > 1 and parts[-1] in ZONE_BY_REGION:
            return ZONE_BY_REGION[parts[-1]]
    return ZONE_BY_LANGUAGE.get(language, DEFAULT_ZONE)
