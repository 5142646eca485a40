"""French grammar the rule sets' texts and the site's share: elision and the contraction of "de"
and "à" where a value meets a text ("de {who}" with Alice: "d'Alice").

Pure: no Django (the site's template filter ``elide`` and the rule sets' ``Texts`` call it). Moved here from Greenland's ``text`` (which still re-exports it) so that every
game names a player the same way: "le royaume d'Anne", "le navire de Bob", "de Le Goff".
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

# French drops the vowel of "le", "la" and "de" before a vowel ("l'ivoire", "d'Arnakuk"); before
# an "h" only when it is mute ("l'Hiver rigoureux") and not when it is aspirated ("le Harpon"). A
# word of the games' tables beginning with "h" is in one of these sets (the tests check it); any
# other word beginning with "h" (a player's name) is left alone.
FRENCH_VOWELS = "aàâäáeéèêëiîïíoôöóuùûüúyœæ"
MUTE_H_FR = {"hiver"}
ASPIRATED_H_FR = {"harpon"}


def elides_fr(word: str) -> bool:
    """Whether "le", "la", "de" and "que" lose their vowel before ``word``: before a vowel, and
    before an "h" of ``MUTE_H_FR`` ("l'Ours polaire", "l'Hiver de famine", but "le Harpon à tête
    basculante"); before a "y" that is a vowel ("d'Yves", not "de Yann")."""
    first = word[:1].lower()
    if first == "h":
        return word.split(" ", 1)[0].lower() in MUTE_H_FR
    if first == "y":  # a consonant before a vowel ("de Yann"), a vowel before a consonant ("d'Yves")
        return word[1:2].lower() not in FRENCH_VOWELS
    return bool(first) and first in FRENCH_VOWELS


def contract_fr(preposition: str, phrase: str, proper: bool = False) -> tuple[str, str]:
    """French "de" or "à" before ``phrase``, as (what comes before, the rest of the phrase): the
    preposition contracts with a "le"/"les" the phrase begins with (("du ", "Morse") for "le Morse",
    ("aux ", "Thulé") for "les Thulé"), "de" elides before a vowel or mute h (("d'", "Arnakuk")),
    "la" and "l'" stay (("de ", "l'Ours polaire")). ``proper``: a person's name, whose "Le" is part
    of it and never contracts ("de Le Goff")."""
    if not proper:
        head, space, rest = phrase.partition(" ")
        contracted = {"de": {"le": "du", "les": "des"}, "à": {"le": "au", "les": "aux"}}[preposition]
        if space and head.lower() in contracted:
            return contracted[head.lower()] + " ", rest
    if preposition == "de" and elides_fr(phrase):
        return "d'", phrase
    return preposition + " ", phrase


# What a catalogue text's last word becomes before an interpolated value. Only lower-case "le" and
# "les" contract: a capital "Le" begins a name ("de Le Goff") or a title, which keeps its article.
_CONTRACTED = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}
_ELIDED = {"de": "d", "que": "qu", "le": "l", "la": "l"}
# The word a text ends with before a placeholder: "… de {x}", "(à {x}", "«\u00a0le {x}".
_LAST_WORD = re.compile(r"(?:^|(?<=[\s(«>]))(de|que|le|la|à)( )$", re.IGNORECASE)
_LEADING_TAGS = re.compile(r"(?:<[^<>]*>)*")


def _cased(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


def join_fr(before: str, value: str, apostrophe: str = "'") -> tuple[str, str]:
    """French grammar where a text meets a value interpolated after it: ``before`` is the text up
    to the value, ``value`` the value (HTML tags it begins with are skipped). "de le Viking" →
    ("du ", "Viking"), "à les colonnes" → ("aux ", "colonnes"); "de", "que", "le" and "la" lose
    their vowel before a vowel or mute h ("de Alice" → "d'" + "Alice", "le Ours" → "l'" + "Ours"),
    not before an aspirated h or a "y" sounded as a consonant ("de Yann"). ``apostrophe`` is
    ``"&#x27;"`` in HTML. Anything else comes back as given."""
    found = _LAST_WORD.search(before)
    if found is None:
        return before, value
    word = found.group(1)
    lead = _LEADING_TAGS.match(value).group(0)  # type: ignore[union-attr]
    rest = value[len(lead):]
    head, space, tail = rest.partition(" ")
    contracted = _CONTRACTED.get((word.lower(), head))
    if contracted and space:
        return before[: found.start(1)] + _cased(contracted, word) + " ", lead + tail
    if word.lower() in _ELIDED and elides_fr(rest):
        return before[: found.start(1)] + _cased(_ELIDED[word.lower()], word) + apostrophe, lead + rest
    return before, value


@lru_cache(maxsize=4096)
def _parsed(template: str) -> tuple[tuple[str, str | None, str | None, str | None], ...]:
    return tuple(string.Formatter().parse(template))


def format_fr(template: str, fields: Mapping[str, Any], apostrophe: str = "'") -> str:
    """``template.format_map(fields)`` with French grammar at each value (``join_fr``): a French
    text's "de {who}" reads "d'Alice", its "gains de {columns}" "gains des colonnes 1 et 2"."""
    formatter = string.Formatter()
    text = ""
    for literal, name, spec, conversion in _parsed(template):
        text += literal
        if name is None:
            continue
        value, _key = formatter.get_field(name, (), fields)
        value = formatter.convert_field(value, conversion)
        value = formatter.format_field(value, formatter.vformat(spec or "", (), fields))
        before, value = join_fr(text, value, apostrophe)
        text = before + value
    return text


# A word that elides before the next one, in a text already put together (tags between kept).
_ELIDABLE = re.compile(r"(?<![\w'’&;-])(de|que|le|la)( )((?:<[^<>]*>)*)(?=\w)", re.IGNORECASE)


def elide_fr(text: str, apostrophe: str = "'") -> str:
    """``text`` with "de", "que", "le" and "la" elided before a word that asks it ("Règles de
    UIGO!" → "Règles d'UIGO!", "En attente de Alice" → "En attente d'Alice"), for texts whose
    values are already in (a template's rendered sentence). It never contracts: "de les" may be a
    pronoun ("de les jouer"), which only ``join_fr`` at a value can tell apart."""

    def elided(match: re.Match[str]) -> str:
        word, tags = match.group(1), match.group(3)
        if not elides_fr(text[match.end():]):
            return match.group(0)
        return _cased(_ELIDED[word.lower()], word) + apostrophe + tags

    return _ELIDABLE.sub(elided, text)
