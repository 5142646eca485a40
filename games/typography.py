"""French grammar on the site's own sentences (Django catalogue texts with a name or noun put in).

A catalogue sentence such as "En attente de %(names)s" or "Règles de %(name)s" cannot know the
value it gets; once it is put together, ``elide_in_french`` elides "de", "que", "le" and "la" before
a vowel or mute h ("En attente d'Alice", "Règles d'UIGO!") with the rule sets' ``elide_fr``. It
does nothing in another language, so English texts ("de Gaulle" in a name) are left alone.
"""

from __future__ import annotations

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

from games.rulesets.french import elide_fr


def in_french() -> bool:
    """Whether the active language is French (``fr``, ``fr-ca``…)."""
    return (get_language() or "").lower().split("-")[0] == "fr"


def elide_in_french(text: str) -> str:
    """``text`` with French elision when the active language is French, else ``text`` unchanged.
    A safe (already escaped) string stays safe: elision only adds apostrophes, which need no
    escaping in HTML text."""
    if not in_french():
        return text
    elided = elide_fr(str(text))
    return mark_safe(elided) if isinstance(text, SafeString) else elided
