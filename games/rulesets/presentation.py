"""What the shipped rule sets' presentations share: refusals read from the rule set's catalogue.

Each rule set's ``presentation`` module subclasses ``CataloguePresentation``; the presentations
are found by ``games.rulesets.presentation_for``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from games.engine.errors import IllegalMove
from games.engine.presentation import BasePresentation
from games.rulesets.i18n import refusal

#: A rule set's refusal words: ``(code, params, language) -> {placeholder: words}``.
RefusalWords = Callable[[str, Mapping[str, Any], str], dict[str, str]]


class CataloguePresentation(BasePresentation):
    """A presentation whose refusals are translated by the catalogue named by its ``id``."""

    #: The words of the rule set's refusals in a language (``games.rulesets.i18n.refusal``), or
    #: ``None``: placeholders are filled with their values as the rule gave them.
    refusal_words: ClassVar[RefusalWords | None] = None

    def refusal(self, error: IllegalMove, locale: str = "en") -> str:
        """The rule's sentence in ``locale``'s language; English is ``error.message``."""
        return refusal(self.id, error, locale, words=type(self).refusal_words)
