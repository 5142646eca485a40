"""What the shipped rule sets' presentations share: labels and log lines from the rule set's
``text`` module, the page from its drawing, refusals from its catalogue.

Each rule set's ``presentation`` module subclasses ``CataloguePresentation``, naming its ``text``
module and its ``draw`` function, and adds what is its own (``target``, notes, the turn email's
summary); the presentations are found by ``games.rulesets.presentation_for``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any, ClassVar

from games.engine.errors import IllegalMove
from games.engine.presentation import BasePresentation, Touch
from games.engine.types import Event, Move
from games.rulesets.i18n import refusal

#: A rule set's refusal words: ``(code, params, language) -> {placeholder: words}``.
RefusalWords = Callable[[str, Mapping[str, Any], str], dict[str, str]]


class CataloguePresentation(BasePresentation):
    """A presentation whose words come from the rule set's ``text`` module, whose page is drawn by
    ``draw`` and whose refusals are translated by the catalogue named by its ``id``."""

    #: The rule set's text module: ``describe_move(move, locale, names=, view=)`` and
    #: ``describe_event(event, names, locale)``; ``None``: the generic words.
    text: ClassVar[ModuleType | None] = None
    #: The rule set's drawing, ``draw(view, seat, locale, names, touches) -> HTML``; ``None``: the
    #: view as tables.
    draw: ClassVar[Callable[..., str] | None] = None

    def describe_move(
        self, move: Move, locale: str = "en", *, names: list[str] | None = None, view: dict[str, Any] | None = None
    ) -> str:
        if self.text is None:
            return super().describe_move(move, locale, names=names, view=view)
        return self.text.describe_move(move, locale, names=names, view=view)

    def describe_event(self, event: Event, names: list[str], locale: str = "en") -> str:
        if self.text is None:
            return super().describe_event(event, names, locale)
        return self.text.describe_event(event, names, locale)

    def render_view_html(
        self, view: dict[str, Any], seat: int | None, locale: str = "en", names: list[str] | None = None,
        *, touches: Mapping[str, Touch] | None = None,
    ) -> str | None:
        draw = type(self).draw
        return None if draw is None else draw(view, seat, locale, names, touches)

    #: The words of the rule set's refusals in a language (``games.rulesets.i18n.refusal``), or
    #: ``None``: placeholders are filled with their values as the rule gave them.
    refusal_words: ClassVar[RefusalWords | None] = None

    def refusal(self, error: IllegalMove, locale: str = "en") -> str:
        """The rule's sentence in ``locale``'s language; English is ``error.message``."""
        return refusal(self.id, error, locale, words=type(self).refusal_words)
