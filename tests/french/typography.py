"""What a French text must not say: the faults of grammar and typography a reader of the recorded
games met, found in any text (a page, an email, a log line) once its markup is taken out.

``faults(text)`` lists them: "de le", "de les", "à le", "à les" (French contracts them: "du",
"des", "au", "aux"); "de", "que", "le" or "la" before a word that begins with a vowel ("de Alice",
"le Ours": French elides them, "d'Alice", "l'Ours"), a "y" that is a consonant ("de Yann") and an
"h" (aspirated or mute: a name's is unknown) left alone; a colon, semicolon, exclamation or
question mark after a plain space or (a colon) after no space, where French puts a non-breaking
space (U+00A0, or the narrow U+202F); « » without non-breaking spaces inside.
"""

from __future__ import annotations

import html
import re

NBSP = "\u00a0\u202f"
VOWELS = "aàâäáeéèêëiîïíoôöóuùûüúœæ"
# Elements whose text is code or data, not French: scripts, styles, JSON moves a form shows.
CODE = re.compile(r"<(script|style|code|pre|textarea|svg)\b.*?</\1>", re.DOTALL | re.IGNORECASE)
READABLE_ATTRIBUTE = re.compile(r'\s(?:title|aria-label|alt|placeholder)="([^"]*)"')
TAG = re.compile(r"<[^<>]*>")

CHECKS = {
    "contraction": re.compile(r"(?<![\w'’])(?:de|à) les?\b(?!['’])", re.IGNORECASE),
    "elision": re.compile(rf"(?<![\w'’-])(?:de|que|le|la) (?:[{VOWELS}]|y(?![{VOWELS}y]))", re.IGNORECASE),
    "space before : ; ! ?": re.compile(r"(?<=\w) [:;!?](?=\s|$|[\"»)])"),
    "colon without a space": re.compile(r"(?<=[\w)»])[:](?=\s|$)"),
    "« » without non-breaking spaces": re.compile(rf"«(?![{NBSP}])|(?<![{NBSP}])»"),
}


def readable(text: str) -> str:
    """What a reader reads of ``text``: its words outside tags, and its titles and labels."""
    text = CODE.sub(" ", text)
    attributes = READABLE_ATTRIBUTE.findall(text)
    return html.unescape(" ".join([TAG.sub("", text), *attributes]))


def faults(text: str) -> list[str]:
    """Each fault of ``text`` as "kind: …context…"."""
    words = readable(text)
    found = []
    for kind, pattern in CHECKS.items():
        for match in pattern.finditer(words):
            found.append(f"{kind}: …{words[max(0, match.start() - 30):match.end() + 20]}…")
    return found
