"""``{% load french %}``: the ``elide`` filter, French elision on a rendered sentence.

``{% filter elide %}{% blocktranslate %}Waiting for {{ names }}.{% endblocktranslate %}{% endfilter %}``
reads "En attente d'Alice." in French and is unchanged in any other language
(``games.typography.elide_in_french``). Put it around every translated sentence that puts a name or
noun after "de", "que", "le" or "la" in French.
"""

from __future__ import annotations

from django import template

from games.typography import elide_in_french, in_french

register = template.Library()


@register.filter(is_safe=True)
def elide(value: str) -> str:
    """``value`` with French elision when the active language is French."""
    return elide_in_french(value)


@register.simple_tag
def colon() -> str:
    """A colon that a template writes after a translated word ("Place 1 : Chloé"): French puts a
    non-breaking space before it, English none."""
    return "\u00a0:" if in_french() else ":"
