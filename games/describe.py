"""Words for the log and the result, shared by the game pages and the emails."""

from __future__ import annotations

from django.utils import timezone
from django.utils.dateparse import parse_datetime
from django.utils.formats import date_format
from django.utils.translation import gettext as _

from games.engine import Ruleset
from games.models import Event, Game, Seat
from games.services.reads import META_PREFIX
from players.models import Player


def seat_names(game: Game, seats: list[Seat] | None = None) -> list[str]:
    """The name of each seat, in seat order, as pages and emails show it.

    A seat has no player while its invitation is open (a waiting game) or once an admin handed it
    to the autopilot (a started game): say which, rather than a blank or a question mark.
    """
    if seats is None:
        seats = list(Seat.objects.filter(game=game).select_related("player").order_by("seat"))
    vacant = _("(invited)") if game.seq == 0 else _("Autopilot")  # seq 0: never started
    return [seat.player.display_name if seat.player else vacant for seat in sorted(seats, key=lambda s: s.seat)]


def describe_event(ruleset: Ruleset, row: Event, seat: int | None, names: list[str], locale: str) -> str | None:
    """One sentence for ``row`` as ``seat`` may see it; ``None`` if that seat may not see it at all."""
    event = row.as_engine_event()
    if row.type.startswith(META_PREFIX):
        who = names[row.seat] if row.seat is not None and row.seat < len(names) else _("Somebody")
        kind = row.type[len(META_PREFIX):]
        if kind == "timeout":
            return _("%(name)s ran out of time; Ravenpost played for them.") % {"name": who}
        if kind == "aborted":
            if row.data.get("by_admin") is False:  # games.services.leaving: the last player left
                return _("The last player at the table left: the game was aborted.")
            return _("The game was aborted.")
        if kind == "seat_replaced" and row.actor_id and row.actor_id == row.data.get("from_player"):
            # games.services.leaving: the player handed their own seat to the autopilot (the seat's
            # name is now the autopilot's: the sentence names who left)
            left = Player.objects.filter(pk=row.actor_id).first()
            return _("%(name)s left the game; the autopilot plays their seat.") % {
                "name": left.display_name if left else who}
        admin_text = _describe_admin_event(kind, row.data, who)
        if admin_text is not None:
            return admin_text
        return _("Administration: %(what)s.") % {"what": kind.replace("_", " ")}
    shown = ruleset.redact(event, seat)
    if shown is None:
        return None
    return ruleset.describe_event(shown, names, locale)


def _describe_admin_event(kind: str, data: dict, who: str) -> str | None:
    """Sentences for the events of ``games.services.admin_actions`` (``None``: not one of them)."""
    if kind == "deadline_extended":
        until = parse_datetime(data.get("to") or "")
        when = date_format(timezone.localtime(until), "DATETIME_FORMAT") if until else "?"
        return _("An administrator gave %(name)s more time: until %(when)s.") % {"name": who, "when": when}
    if kind == "notification_resent":
        return _("An administrator sent the last notification again.")
    if kind == "seat_replaced":
        previous = Player.objects.filter(pk=data.get("from_player")).first() if data.get("from_player") else None
        old_name = previous.display_name if previous else _("the autopilot")
        if data.get("autopilot"):
            return _("An administrator handed the seat of %(old)s to the autopilot.") % {"old": old_name}
        following = Player.objects.filter(pk=data.get("to_player")).first()
        return _("An administrator handed the seat of %(old)s to %(new)s.") % {
            "old": old_name, "new": following.display_name if following else "?"}
    if kind == "autopilot":
        return _("The autopilot played the following move.")
    return None


def describe_events(ruleset: Ruleset, rows: list[Event], seat: int | None, names: list[str], locale: str) -> list[dict]:
    out = []
    for row in rows:
        text = describe_event(ruleset, row, seat, names, locale)
        if text:
            out.append({"seq": row.seq, "text": text, "at": row.created_at})
    return out


def move_options(ruleset: Ruleset, state, seat: int, locale: str, limit: int = 8) -> tuple[list[str], int]:
    """The seat's legal moves in words (at most ``limit``), and how many more there are: the
    "what you can do now" of a turn email, which is the state in brief that matters to its reader."""
    if state is None or seat not in ruleset.to_move(state):
        return [], 0
    moves = ruleset.legal_moves(state, seat)
    return [ruleset.describe_move(move, locale) for move in moves[:limit]], max(len(moves) - limit, 0)


def outcome_lines(outcome: dict, names: list[str]) -> list[dict]:
    """The ranking with names, best first."""
    return [
        {"rank": entry["rank"], "name": names[entry["seat"]], "score": entry["score"],
         "winner": entry["seat"] in outcome.get("winners", [])}
        for entry in outcome.get("ranking", [])
    ]
