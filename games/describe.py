"""Words for the log and the result, shared by the game pages and the emails."""

from __future__ import annotations

from django.utils.translation import gettext as _

from games.engine import Ruleset
from games.models import Event
from games.services.reads import META_PREFIX


def describe_event(ruleset: Ruleset, row: Event, seat: int | None, names: list[str], locale: str) -> str | None:
    """One sentence for ``row`` as ``seat`` may see it; ``None`` if that seat may not see it at all."""
    event = row.as_engine_event()
    if row.type.startswith(META_PREFIX):
        who = names[row.seat] if row.seat is not None and row.seat < len(names) else _("Somebody")
        kind = row.type[len(META_PREFIX):]
        if kind == "timeout":
            return _("%(name)s ran out of time; Ravenpost played for them.") % {"name": who}
        if kind == "aborted":
            return _("The game was aborted.")
        return _("Administration: %(what)s.") % {"what": kind.replace("_", " ")}
    shown = ruleset.redact(event, seat)
    if shown is None:
        return None
    return ruleset.describe_event(shown, names, locale)


def describe_events(ruleset: Ruleset, rows: list[Event], seat: int | None, names: list[str], locale: str) -> list[dict]:
    out = []
    for row in rows:
        text = describe_event(ruleset, row, seat, names, locale)
        if text:
            out.append({"seq": row.seq, "text": text, "at": row.created_at})
    return out


def outcome_lines(outcome: dict, names: list[str]) -> list[dict]:
    """The ranking with names, best first."""
    return [
        {"rank": entry["rank"], "name": names[entry["seat"]], "score": entry["score"],
         "winner": entry["seat"] in outcome.get("winners", [])}
        for entry in outcome.get("ranking", [])
    ]
