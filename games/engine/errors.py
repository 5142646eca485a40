"""Errors a rule set raises."""

from __future__ import annotations

from typing import Any


class IllegalMove(Exception):
    """A move the rules forbid (or a malformed move), rejected before any event is produced.

    ``code`` is a stable machine identifier (``must_follow_suit``, ``not_your_turn``,
    ``unknown_move_type``); the second argument is an English sentence a player understands, a
    *template* whose named brace placeholders are filled from ``params``
    (``IllegalMove("must_follow_suit", "You must follow suit: you hold a {colour} card.",
    colour="blue")``). ``message`` is that sentence formatted ("You must follow suit: you hold a
    blue card.", the API's English answer); ``template`` is the sentence as written, the message id
    under which the rule set's catalogue translates it (``games.rulesets.i18n.refusal``), written
    literally in the call so the extractor finds it.

    A text that is not a template (an f-string not yet converted, which may hold a player's
    braces) is kept as it is, and ``template`` is None: it stays English.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        try:
            formatted, template = message.format_map(params), message
        except (KeyError, IndexError, ValueError, AttributeError):
            formatted, template = message, None
        super().__init__(formatted)
        self.code = code
        self.message = formatted
        self.template = template
        self.params = params

    def __repr__(self) -> str:
        return f"IllegalMove({self.code!r}, {self.message!r})"


class InvalidSetup(ValueError):
    """A game that cannot be set up: wrong player count, options that break the schema."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
