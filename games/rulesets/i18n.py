"""The rule sets' player-facing texts from message catalogues, through the standard library's
``gettext``: no Django here, like the rest of the rules.

Each rule set has its own domain, named by its id, and its own catalogues beside its code:
``games/rulesets/<id>/locale/<lang>/LC_MESSAGES/<id>.po`` (the source, committed) and ``.mo`` (built
by ``manage.py rulesets_messages --compile``, by ``compilemessages`` and by ``bin/serve`` /
``bin/test``; ignored by git like Django's). Texts the rule sets share (``page_style``: "Seat 2",
"(you)") are the domain ``rulesets`` in ``games/rulesets/locale/``. English is the source language:
an English catalogue is never read, the message ids are the English texts.

A text module asks for its catalogue bound to the ``locale`` the contract passes
(the presentation's ``describe_move(move, locale)``, ``describe_event(…, locale)``,
``render_view_html(…, locale)``, ``summarize_for_seat(…, locale)``) and calls it::

    TEXTS = Catalogue("uigo")
    t = TEXTS.bind(locale)
    t.gettext("Play {card}", card=name)              # "Jouer le 3 rouge"
    t.ngettext("{n} farmer", "{n} farmers", count)   # ``n`` is filled with the count
    t.pgettext("colour", "red")                      # context: the same English, other French
    t.html("{who} to play.", who=name_html)          # escaped text, fragments already HTML

Placeholders are named, in ``str.format``'s braces (``{card}``): every text is formatted, with or
without fields, so a translation must keep exactly its source's placeholders
(``tests/rulesets/i18n`` checks it, and ``msgfmt --check`` through the ``python-brace-format``
flag the extractor sets). Only these method names (and ``nhtml``, ``npgettext``) are extracted by
``games.rulesets.messages``: a text must be written literally in the call.

``PSEUDO`` ("qps", a private-use code) is a stand-in language made from the English source at run
time, every text wrapped as ``[!!…!!]`` with its placeholders kept: a page rendered in it shows at
a glance any sentence that does not come from a catalogue. It has no catalogue file.

A rule set's refusals are texts of its domain too: ``IllegalMove(code, "…{name}…", name=…)``'s
sentence is extracted like a ``gettext`` text, and the presentation's ``refusal(error, locale)``
gives it in a language through ``refusal`` below (``games.services.core.decide`` answers a 422
with it). A placeholder whose value is a word of the game (a resource, a step) is filled in the
language by the presentation's ``refusal_words``; the ``params`` keep the English or the key the
API documents.

``language(locale)`` is the catalogue a locale reads: its primary subtag ("fr-CA" → "fr"). A
language without a catalogue in a domain reads English there; a language whose ``.po`` exists but
was not compiled is an error (a French player must never get English silently).
"""

from __future__ import annotations

import gettext
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

from games.rulesets.french import format_fr

RULESETS = Path(__file__).resolve().parent
SHARED_DOMAIN = "rulesets"
SOURCE_LANGUAGE = "en"
PSEUDO = "qps"


def language(locale: Any) -> str:
    """The catalogue ``locale`` reads: its primary subtag, lower case ("fr_FR", "fr-CA" → "fr");
    English for nothing usable."""
    primary = str(locale or "").replace("_", "-").split("-", 1)[0].strip().lower()
    return primary or SOURCE_LANGUAGE


def locale_dir(domain: str) -> Path:
    """Where ``domain``'s catalogues live: beside its rule set, or ``games/rulesets/locale``."""
    return RULESETS / "locale" if domain == SHARED_DOMAIN else RULESETS / domain / "locale"


def pseudo(text: str) -> str:
    """``text`` marked as the pseudo-locale shows it: ``[!!text!!]`` (placeholders kept)."""
    return f"[!!{text}!!]"


class PseudoTranslations(gettext.NullTranslations):
    """The pseudo-locale: English source texts, each wrapped by ``pseudo``."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


@cache
def translations(domain: str, lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``domain`` in ``lang``, read once per process."""
    if lang == PSEUDO:
        return PseudoTranslations()
    if lang == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    directory = locale_dir(domain)
    messages = directory / lang / "LC_MESSAGES"
    if (messages / f"{domain}.po").exists() and not (messages / f"{domain}.mo").exists():
        raise FileNotFoundError(
            f"{messages / domain}.mo is missing: compile the rule sets' catalogues "
            "(manage.py rulesets_messages --compile, or compilemessages)"
        )
    return gettext.translation(domain, str(directory), languages=[lang], fallback=True)


class Texts:
    """One domain's texts in one language; every method returns the text formatted with
    ``fields`` (``str.format``'s named placeholders)."""

    def __init__(self, catalogue: gettext.NullTranslations, lang: str) -> None:
        self._catalogue = catalogue
        self.lang = lang

    def _fill(self, text: str, fields: dict[str, Any], apostrophe: str = "'") -> str:
        """``text`` with its placeholders filled; in French, with the grammar of each value's
        meeting with the text before it (``french.format_fr``: "de {who}" → "d'Alice", "de {x}"
        with "les colonnes" → "des colonnes"), which no catalogue can write for every value."""
        if self.lang == "fr":
            return format_fr(text, fields, apostrophe)
        return text.format_map(fields)

    def gettext(self, message: str, **fields: Any) -> str:
        return self._fill(self._catalogue.gettext(message), fields)

    def ngettext(self, singular: str, plural: str, n: int, **fields: Any) -> str:
        """The form for ``n`` (the language's plural rule: French says "0 carte", English "0
        cards"); ``{n}`` is filled with ``n`` unless ``fields`` give it."""
        fields.setdefault("n", n)
        return self._fill(self._catalogue.ngettext(singular, plural, n), fields)

    def pgettext(self, context: str, message: str, **fields: Any) -> str:
        return self._fill(self._catalogue.pgettext(context, message), fields)

    def npgettext(self, context: str, singular: str, plural: str, n: int, **fields: Any) -> str:
        fields.setdefault("n", n)
        return self._fill(self._catalogue.npgettext(context, singular, plural, n), fields)

    def html(self, message: str, **fragments: str) -> str:
        """The text escaped as HTML, then its placeholders filled with ``fragments``, which are
        HTML already (escape plain values before passing them)."""
        return self._fill(escape(self._catalogue.gettext(message)), fragments, "&#x27;")

    def nhtml(self, singular: str, plural: str, n: int, **fragments: str) -> str:
        fragments.setdefault("n", str(n))
        return self._fill(escape(self._catalogue.ngettext(singular, plural, n)), fragments, "&#x27;")


class Catalogue:
    """A domain's catalogues; ``bind(locale)`` gives its ``Texts`` in that locale's language."""

    def __init__(self, domain: str) -> None:
        self.domain = domain

    @property
    def directory(self) -> Path:
        return locale_dir(self.domain)

    def bind(self, locale: Any) -> Texts:
        lang = language(locale)
        return _texts(self.domain, lang)


@cache
def _texts(domain: str, lang: str) -> Texts:
    return Texts(translations(domain, lang), lang)


def refusal(domain: str, error: Any, locale: Any, words: Any = None) -> str:
    """``error`` (an ``IllegalMove``) as a sentence in ``locale``'s language: its ``template``
    looked up in ``domain``'s catalogue and formatted with its ``params``. Values are kept as
    given (a colour, a card id), except those the rule set words in the language: ``words(code,
    params, language)``, the presentation's ``refusal_words`` when it has them, returns them (a
    resource's name, what a step waits for) by placeholder. English, or a refusal without a
    template, is its ``message`` unchanged."""
    template = getattr(error, "template", None)
    lang = language(locale)
    if template is None or lang == SOURCE_LANGUAGE:
        return error.message
    fields = dict(error.params)
    if words is not None:
        fields.update(words(error.code, error.params, lang))
    return _texts(domain, lang).gettext(template, **fields)
