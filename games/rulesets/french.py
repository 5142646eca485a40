"""French grammar the rule sets' texts share: elision and the contraction of "de" and "à".

Pure: no Django. Moved here from Greenland's ``text`` (which still re-exports it) so that every
game names a player the same way: "le royaume d'Anne", "le navire de Bob", "de Le Goff".
"""

from __future__ import annotations

# French drops the vowel of "le", "la" and "de" before a vowel ("l'ivoire", "d'Arnakuk"); before
# an "h" only when it is mute ("l'Hiver rigoureux") and not when it is aspirated ("le Harpon"). A
# word of the games' tables beginning with "h" is in one of these sets (the tests check it); any
# other word beginning with "h" (a player's name) is left alone.
FRENCH_VOWELS = "aàâäáeéèêëiîïíoôöóuùûüúyœæ"
MUTE_H_FR = {"hiver"}
ASPIRATED_H_FR = {"harpon"}


def elides_fr(word: str) -> bool:
    """Whether "le", "la" and "de" lose their vowel before ``word``: before a vowel, and before an
    "h" of ``MUTE_H_FR`` ("l'Ours polaire", "l'Hiver de famine", but "le Harpon à tête basculante")."""
    first = word[:1].lower()
    if first == "h":
        return word.split(" ", 1)[0].lower() in MUTE_H_FR
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
