"""``{% load french %}``: the ``elide`` filter, French elision on a rendered sentence.

``{% filter elide %}{% blocktranslate %}Waiting for {{ names }}.{% endblocktranslate %}{% endfilter %}``
reads "En attente d'Alice." in French and is unchanged in any other language
(``games.typography.elide_in_french``). Put it around every translated sentence that puts a name or
noun after "de", "que", "le" or "la" in French.
"""

from __future__ import annotations

from django import template

from games.typography import elide_in_french

register = template.Library()


@register.filter(is_safe=True)
def elide(value: str) -> str:
    """``value`` with French elision when the active language is French."""
    return elide_in_french(value)
