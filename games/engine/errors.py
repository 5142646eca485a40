"""Errors a rule set raises."""

from __future__ import annotations

from typing import Any


class IllegalMove(Exception):
    """A move the rules forbid (or a malformed move), rejected before any event is produced.

    ``code`` is a stable machine identifier (``must_follow_suit``, ``not_your_turn``,
    ``unknown_move_type``); ``message`` is an English sentence a player understands
    ("You must follow suit: you hold a blue card."); ``params`` carries the values used in the
    message so that it can be translated later without parsing the text.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params

    def __repr__(self) -> str:
        return f"IllegalMove({self.code!r}, {self.message!r})"


class InvalidSetup(ValueError):
    """A game that cannot be set up: wrong player count, options that break the schema."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
