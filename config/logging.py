"""Log lines that say which game they are about, as JSON for production.

A move touches several modules (the service, the rule set, the outbox); rather than passing the
game id to every logger call, the service binds it once in a context variable and a logging filter
copies it onto every record emitted meanwhile:

    @log_scope(game_id="game_id", seq="expected_seq")   # fields taken from the keyword arguments
    def submit_move(*, game_id, expected_seq, ...): ...

    with log_context(game_id=12, seq=40):               # or explicitly around a block
        ...

``bind_log_context`` adds fields to the current scope once they are known (a Celery task learns
its game only after reading the row). Context variables follow threads and asyncio tasks, so two
requests served by two gunicorn threads never see each other's game.

This module uses only the standard library: gunicorn's configuration imports it before Django is
set up.
"""

from __future__ import annotations

import functools
import inspect
import json
import logging
import re
import traceback
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any, TypeVar

#: The fields every record carries (``None`` outside any scope), in the order they are printed.
CONTEXT_FIELDS = ("game_id", "seq")

_context: ContextVar[dict[str, Any] | None] = ContextVar("ravenpost_log_context", default=None)

F = TypeVar("F", bound=Callable[..., Any])


def current_log_context() -> dict[str, Any]:
    """A copy of the fields bound now (empty outside any scope)."""
    return dict(_context.get() or {})


@contextmanager
def log_context(**fields: Any) -> Iterator[None]:
    """Bind ``fields`` (``None`` values are left out) for the duration of the block, then restore."""
    token = _context.set({**(_context.get() or {}), **{k: v for k, v in fields.items() if v is not None}})
    try:
        yield
    finally:
        _context.reset(token)


def bind_log_context(**fields: Any) -> None:
    """Add ``fields`` to the current scope; they vanish when the enclosing ``log_scope`` ends.

    Call it only inside a ``log_context``/``log_scope``: outside one, nothing would restore the
    previous value and the fields would stick to whatever this thread logs next.
    """
    _context.set({**(_context.get() or {}), **{k: v for k, v in fields.items() if v is not None}})


def log_scope(**from_kwargs: str) -> Callable[[F], F]:
    """Decorate a function so that its body runs in a fresh log scope.

    ``from_kwargs`` maps a context field to the name of a keyword argument of the call, e.g.
    ``log_scope(game_id="game_id", seq="expected_seq")``; missing arguments are left out.
    """

    def decorate(function: F) -> F:
        @functools.wraps(function)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with log_context(**{field: kwargs.get(argument) for field, argument in from_kwargs.items()}):
                return function(*args, **kwargs)

        # Tools that read the signature without following __wrapped__ (Celery's argument check
        # of .delay()) must still see the real parameters.
        wrapper.__signature__ = inspect.signature(function)  # type: ignore[attr-defined]
        return wrapper  # type: ignore[return-value]

    return decorate


class ContextFilter(logging.Filter):
    """Copy the bound fields onto each record, so any formatter can print them: ``game_id`` and
    ``seq`` as attributes (``None`` when unbound; an ``extra=`` of the call wins), and every bound
    field in ``record.log_context``. It runs in the emitting thread, where the context is.

    Attach it to handlers, not loggers: a handler's filters see the records of every logger that
    propagates to it, a logger's filters only its own.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        context = dict(_context.get() or {})
        record.log_context = context
        for field in CONTEXT_FIELDS:
            if not hasattr(record, field):
                setattr(record, field, context.get(field))
        return True


# The signed links of emails carry their secret in the path (players/links.py): a game link signs
# its player in for weeks. Request lines (gunicorn's access log, Django's log of 4xx answers, the
# development server) would hand it to whoever reads the logs; the rest of the path stays.
_LINK_SECRET = re.compile(r"(/(?:enter|invitations|unsubscribe)/)[^/\s\"'?#]+")


class RedactLinkSecrets(logging.Filter):
    """Replace the secret of any signed link in a record's message by ``[redacted]``."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        redacted = _LINK_SECRET.sub(r"\1[redacted]", message)
        if redacted != message:
            record.msg, record.args = redacted, None
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time (UTC, ISO 8601), level, logger, message, then the context.

    ``game_id`` and ``seq`` appear when bound; an exception adds ``exception`` (the traceback as
    text) so that a line is always exactly one JSON document.
    """

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for field in CONTEXT_FIELDS:
            value = getattr(record, field, None)
            if value is not None:
                line[field] = value
        for field, value in getattr(record, "log_context", {}).items():
            line.setdefault(field, value)
        if record.exc_info:
            line["exception"] = "".join(traceback.format_exception(*record.exc_info)).rstrip()
        elif record.exc_text:
            line["exception"] = record.exc_text
        if record.stack_info:
            line["stack"] = record.stack_info
        return json.dumps(line, default=str, ensure_ascii=False)


class PlainFormatter(logging.Formatter):
    """The development format, with ``[game=12 seq=40]`` appended when a game is bound."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        bound = [(field, getattr(record, field, None)) for field in CONTEXT_FIELDS]
        suffix = " ".join(f"{'game' if field == 'game_id' else field}={value}" for field, value in bound
                          if value is not None)
        if not suffix:
            return text
        first, newline, rest = text.partition("\n")  # keep a traceback below the first line
        return f"{first} [{suffix}]{newline}{rest}"


def log_format(environ: Mapping[str, str], *, debug: bool) -> str:
    """``json`` or ``plain``: ``LOG_FORMAT`` if set, else JSON in production and plain in development."""
    return environ.get("LOG_FORMAT", "").strip().lower() or ("plain" if debug else "json")


def logging_config(*, json_lines: bool, level: str) -> dict[str, Any]:
    """The ``LOGGING`` dict: one stream handler on the root logger, JSON or plain, with the context.

    Django's own loggers (``django``, ``django.server``) are sent to the root handler too, so that
    in JSON mode nothing prints a line that is not JSON.
    """
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {
            "context": {"()": "config.logging.ContextFilter"},
            "redact": {"()": "config.logging.RedactLinkSecrets"},
        },
        "formatters": {
            "json": {"()": "config.logging.JsonFormatter"},
            "plain": {"()": "config.logging.PlainFormatter"},
        },
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "formatter": "json" if json_lines else "plain",
                "filters": ["context", "redact"],
            },
        },
        "root": {"handlers": ["console"], "level": level},
        "loggers": {
            "django": {"handlers": [], "level": level, "propagate": True},
            "django.server": {"handlers": [], "level": level, "propagate": True},
            "django.db.backends": {"level": "WARNING"},
            "gunicorn.error": {"handlers": [], "level": level, "propagate": True},
            "gunicorn.access": {"handlers": [], "level": level, "propagate": True},
        },
    }
