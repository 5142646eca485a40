"""Errors of the game services. Each carries a stable ``code``, a sentence for a person, and the
HTTP status the API answers with (the services are the only place that knows which it is).

A refusal a person can meet in several places is written once, in ``games.services.refusals``:
its sentence is a ``Sentence``, said in the language of whoever reads the error (the API's
request, a page, an email), English when no other language is active."""

from __future__ import annotations

from typing import Any

from django.utils.functional import Promise


class Sentence:
    """A sentence marked for translation where it is written (``gettext_lazy``), with its
    parameters: ``str()`` says it in the active language, so one error reads in English in an
    API answer without ``Accept-Language`` and in French on a French reader's page."""

    __slots__ = ("params", "text")

    def __init__(self, text: Promise | str, **params: Any) -> None:
        self.text = text
        self.params = params

    def __str__(self) -> str:
        text = str(self.text)
        return text % self.params if self.params else text

    def __repr__(self) -> str:
        return f"Sentence({str(self.text)!r}, **{self.params!r})"


class ServiceError(Exception):
    """``message`` is the sentence in the active language when it is read (a plain ``str``, as
    translated or not where it was raised, reads the same in every language)."""

    status = 400

    def __init__(self, code: str, message: str | Sentence, status: int | None = None, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        self.sentence = message
        if status is not None:
            self.status = status
        self.extra = extra

    @property
    def message(self) -> str:
        return str(self.sentence)


class BadRequest(ServiceError):
    status = 400


class Forbidden(ServiceError):
    status = 403


class NotFound(ServiceError):
    status = 404


class Conflict(ServiceError):
    status = 409


class Unprocessable(ServiceError):
    status = 422

