"""The one reader of JSON that comes from outside: API bodies, the game page's move forms, cursors.

``loads(text)`` returns what ``json.loads`` would, or raises ``ValueError`` (``MalformedJSON``)
for anything that is not plain JSON text a program may safely pass on:

- nesting deeper than ``MAX_DEPTH`` arrays and objects. Python's decoder recurses once per level,
  so deep enough nesting exhausts the recursion limit, and a value just under that limit still
  fails later wherever it is encoded or compared again. No move, option or body of Ravenpost
  nests more than a few levels, so the bound is checked on the text before decoding, in one pass
  that never recurses;
- ``NaN``, ``Infinity`` and ``-Infinity``, which Python accepts and JSON (RFC 8259) does not;
- a lone UTF-16 surrogate (``"\\ud800"``): JSON may spell it, but Python turns it into a ``str``
  with no UTF-8 form, which would break wherever the value goes next (a page, a database row).
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DEPTH = 32

# A string (escapes included; an unterminated one runs to the end of the text) or a bracket.
# Strings are matched whole so that brackets inside them are not counted.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.DOTALL)


class MalformedJSON(ValueError):
    """The text is not JSON Ravenpost reads; ``str()`` says why, in English, for API errors."""


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether ``text`` opens more than ``limit`` arrays or objects inside one another.

    Counts brackets outside strings, stopping as soon as the limit is passed; malformed text
    gives some answer and is refused by the decoder afterwards anyway."""
    depth = 0
    for token in _TOKENS.finditer(text):
        first = token.group()[0]
        if first in "[{":
            depth += 1
            if depth > limit:
                return True
        elif first in "]}":
            depth -= 1
    return False


def _refuse_constant(name: str) -> Any:
    raise MalformedJSON(f"{name} is not a JSON value.")


def loads(text: str | bytes) -> Any:
    """The value of the JSON ``text`` (bytes are read as UTF-8), or ``MalformedJSON``."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise MalformedJSON("it is not UTF-8 text.") from None
    if too_deep(text):
        raise MalformedJSON(f"it is nested too deeply (at most {MAX_DEPTH} arrays and objects inside one another).")
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except MalformedJSON:
        raise
    except ValueError as error:
        raise MalformedJSON(str(error)) from None
    try:
        json.dumps(value, ensure_ascii=False).encode()
    except UnicodeEncodeError:
        raise MalformedJSON("it has a lone UTF-16 surrogate (an escape from \\ud800 to \\udfff without "
                            "its pair), which is not text.") from None
    return value
