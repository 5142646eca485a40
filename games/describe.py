"""Words for the log and the result, shared by the game pages and the emails."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.utils import timezone
from django.utils.dateparse import parse_datetime
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.engine import Ruleset, State
from games.meta_events import META_PREFIX
from games.models import Event, Game, Seat
from games.rulesets import presentation_for
from games.services import bot_moves, preview
from games.services.queries import LogEntry, visible
from games.typography import elide_in_french
from players.models import Player


def seat_names(game: Game, seats: list[Seat] | None = None) -> list[str]:
    """The name of each seat, in seat order, as pages and emails show it.

    A seat with a player shows the player's name. An empty seat says why it is empty rather than
    showing a blank: a bot seat is named by ``bot_name`` ("Bot Bjørn (strong)"); in a game that
    never started (seq 0) an empty seat is open in the lobby, kept for holders of the invite link,
    or waiting for an invitation's answer; in a started game it was handed to the autopilot (an
    admin's action, or its player left). ``seats`` (any order) saves the query when the caller
    already holds them.
    """
    if seats is None:
        seats = list(Seat.objects.filter(game=game).select_related("player").order_by("seat"))
    return [_seat_name(game, seat) for seat in sorted(seats, key=lambda s: s.seat)]


# A bot's name, by its seat number: one name per seat, so that each bot of a game has its own
# (the log says which one made no proposal) and keeps it whoever else sits at the table. Names,
# not translated; more than the most seats a rule set has.
BOT_NAMES = ("Astrid", "Bjørn", "Sigrid", "Leif", "Ingrid", "Harald", "Solveig", "Erik")


def bot_name(seat: Seat) -> str:
    """A bot seat's name with its level, in the active language: "Bot Bjørn (strong)",
    "Robot Bjørn (fort)". Unique in its game: the name follows the seat number."""
    level = Seat.BotLevel(seat.bot_level or Seat.BotLevel.EASY)
    return _("Bot %(name)s (%(level)s)") % {"name": BOT_NAMES[seat.seat % len(BOT_NAMES)], "level": level.label}


def thinking(game: Game, seats: list[Seat], names: list[str]) -> tuple[list[str], list[str]]:
    """Whom an active game waits for, as its page says it: the names of the seats to move that
    are not bots ("Waiting for Alice."), and a sentence for each bot seat to move, "Bot Bjørn
    (normal) is thinking…" (« Robot Bjørn (normal) réfléchit… »): its move is being chosen (a
    searching bot's on the "bots" queue, ``games.services.bot_moves``) and arrives by itself, a
    moment later, so the page shows a bot at work rather than a wait for someone. ``names``: the
    seats' names (``seat_names``); ``seats``: the game's seats, any order."""
    if game.status != Game.Status.ACTIVE:
        return [], []
    bots = {row.seat for row in seats if bot_moves.is_bot(row)}
    waiting = [names[seat] for seat in game.to_move if seat not in bots]
    return waiting, [_("%(name)s is thinking…") % {"name": names[seat]} for seat in game.to_move if seat in bots]


def _seat_name(game: Game, seat: Seat) -> str:
    if seat.player_id is not None:
        return seat.player.display_name
    kind = getattr(seat, "kind", "player")
    if kind == "bot":
        return bot_name(seat)
    if game.seq:  # started: an empty human seat is played by the autopilot
        return _("Autopilot")
    if kind == "open":
        return _("(open seat)")
    if kind == "link":
        return _("(invite link)")
    return _("(invited)")


def time_left(deadline: datetime | None, now: datetime | None = None) -> str | None:
    """How long until ``deadline``, in words a person reads at a glance, in the active language:
    "2 days, 3 hours left", "40 minutes left", "time is up". The two largest units only: a
    player deciding when to look again needs no seconds. ``None`` when there is no deadline."""
    if deadline is None:
        return None
    seconds = int((deadline - (now or timezone.now())).total_seconds())
    if seconds <= 0:
        return _("time is up")
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes = max(rest // 60, 1) if not (days or hours) else rest // 60
    parts = []
    if days:
        parts.append(ngettext("%(count)d day", "%(count)d days", days) % {"count": days})
    if hours:
        parts.append(ngettext("%(count)d hour", "%(count)d hours", hours) % {"count": hours})
    if not days and minutes:
        parts.append(ngettext("%(count)d minute", "%(count)d minutes", minutes) % {"count": minutes})
    return _("%(duration)s left") % {"duration": ", ".join(parts[:2])}


def duration_words(limit: timedelta | None) -> str:
    """A time per move in words: "3 days", "12 hours", "1 day, 12 hours"."""
    if limit is None:
        return "—"
    hours = int(limit.total_seconds() // 3600)
    days, hours = divmod(hours, 24)
    parts = []
    if days:
        parts.append(ngettext("%(count)d day", "%(count)d days", days) % {"count": days})
    if hours or not days:
        parts.append(ngettext("%(count)d hour", "%(count)d hours", hours) % {"count": hours})
    return ", ".join(parts)


def describe_event(ruleset: Ruleset, row: Event, seat: int | None, names: list[str], locale: str) -> str | None:
    """One sentence for ``row`` as ``seat`` may see it; ``None`` if that seat may not see it at all."""
    entries = visible(ruleset, [row], seat)
    return describe_entry(ruleset, entries[0], names, locale) if entries else None


def describe_entry(ruleset: Ruleset, entry: LogEntry, names: list[str], locale: str) -> str | None:
    """One sentence for an event of a seat's log (``games.services.queries``): the rule set's
    words for what the seat sees of it, or ours for the service's ``meta:`` events (public)."""
    row = entry.row
    if row.type.startswith(META_PREFIX):
        who = names[row.seat] if row.seat is not None and row.seat < len(names) else _("Somebody")
        kind = row.type[len(META_PREFIX):]
        if kind == "timeout":
            return _("%(name)s ran out of time; Ravenpost played for them.") % {"name": who}
        if kind == "forced":
            return _("%(name)s had only one legal move; Ravenpost played it for them, as they asked.") % {
                "name": who}
        if kind == "conditional":
            return _("%(name)s had left this answer in advance (a conditional move); it was played.") % {
                "name": who}
        if kind == "aborted":
            if row.data.get("by_admin") is False:  # games.services.leaving: the last player left
                return _("The last player at the table left: the game was aborted.")
            return _with_reason(_("The game was aborted."), row.data)
        if kind == "seat_replaced" and row.actor_id and row.actor_id == row.data.get("from_player"):
            # games.services.leaving: the player handed their own seat to the autopilot (the seat's
            # name is now the autopilot's: the sentence names who left)
            left = Player.objects.filter(pk=row.actor_id).first()
            return _("%(name)s left the game; the autopilot plays their seat.") % {
                "name": left.display_name if left else who}
        if kind == "vacation":
            return _describe_vacation(row.data, who)
        takeback = _describe_takeback(kind, row.data, who)
        if takeback is not None:
            return takeback
        if kind == "autopilot" and row.data.get("bot"):
            # A bot seat's own move (games.services.bot_moves.marker): no line of its own, the
            # move's events follow and name the bot as a player's move names its player. Markers
            # from before (``{}``, bot seats' too) keep their autopilot line: events are never rewritten.
            return None
        admin_text = _describe_admin_event(kind, row.data, who)
        if admin_text is not None:
            return _with_reason(admin_text, row.data)
        return _("Administration: %(what)s.") % {"what": kind.replace("_", " ")}
    shown = entry.event
    return presentation_for(ruleset.id).describe_event({"type": shown["type"], "seat": shown["seat"], "data": shown["data"]},
                                  names, locale)


def _when(value: str | None) -> str:
    moment = parse_datetime(value or "")
    return date_format(timezone.localtime(moment), "DATETIME_FORMAT") if moment else "?"


def _describe_vacation(data: dict, who: str) -> str:
    """The sentence of ``meta:vacation`` (``games.services.vacations``)."""
    if not data.get("until"):
        return _("%(name)s is back from vacation (or cancelled it): their clock runs again.") % {"name": who}
    values = {"name": who, "start": _when(data.get("from")), "end": _when(data.get("until"))}
    if data.get("previous_until"):
        return _("%(name)s changed their vacation: away from %(start)s until %(end)s; their clock is paused "
                 "meanwhile.") % values
    return _("%(name)s is on vacation from %(start)s until %(end)s; their clock is paused meanwhile.") % values


def _describe_takeback(kind: str, data: dict, who: str) -> str | None:
    """The sentences of the takeback events (``games.services.takebacks``); ``None`` for another kind."""
    if kind == "takeback_requested":
        if data.get("instant"):
            return _("%(name)s takes back their last move.") % {"name": who}
        return _("%(name)s asks to take back their last move; the other players are asked to accept.") % {
            "name": who}
    if kind == "takeback_accepted":
        return _("%(name)s accepts the takeback.") % {"name": who}
    if kind == "takeback_declined":
        return _("%(name)s declines the takeback: the move stands.") % {"name": who}
    if kind == "takeback":
        return elide_in_french(_("%(name)s's last move is taken back: it is their turn again.") % {"name": who})
    return None


def _with_reason(text: str, data: dict) -> str:
    """``text`` followed by the reason an administrator gave for the action, when there is one:
    the players see it in the log as in their emails."""
    reason = (data.get("reason") or "").strip()
    if not reason:
        return text
    return _("%(what)s Reason: %(reason)s") % {"what": text, "reason": reason}


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
    if kind == "autopilot":  # a seat handed to the autopilot (a bot's own move has no line)
        return _("The autopilot played the following move.")
    return None


def describe_events(ruleset: Ruleset, rows: list[Event], seat: int | None, names: list[str], locale: str) -> list[dict]:
    """The sentences of ``rows`` as ``seat`` may see them (``describe_log`` of ``queries.visible``)."""
    return describe_log(ruleset, visible(ruleset, rows, seat), names, locale)


def describe_log(ruleset: Ruleset, entries: list[LogEntry], names: list[str], locale: str) -> list[dict]:
    """A seat's log (``queries.seat_log``) in words: seq, text and time of each event that has a
    sentence, in the entries' order."""
    out = []
    for entry in entries:
        text = describe_entry(ruleset, entry, names, locale)
        if text:
            out.append({"seq": entry.row.seq, "text": text, "at": entry.row.created_at})
    return out


def move_choices(ruleset: Ruleset, state: State | None, seat: int, moves: list, locale: str,
                 names: list[str] | None = None) -> list[dict]:
    """A seat's legal ``moves`` (``queries.legal_moves``, read from ``state``) as a player is shown
    them, on the game page and in the emails: each with its ``label`` (worded from the seat's view
    and the players' ``names``), the presentation's ``note`` on what it does now (``move_note``, or
    ``None``) and ``weak`` (it gains nothing now, or no more than a cheaper one); the weak ones after
    the others, each group in the rule set's order. Moves that are the same choice
    (``Presentation.choice_key``: two identical cards) are listed once."""
    presentation = presentation_for(ruleset.id)
    view = ruleset.view(state, seat) if state is not None else None
    choices, seen = [], set()
    for move in moves:
        key = presentation.choice_key(move)
        if key in seen:  # the same choice as one listed already (two identical cards)
            continue
        seen.add(key)
        note = presentation.move_note(state, seat, move, locale) if state is not None else None
        label = presentation.describe_move(move, locale, names=names, view=view)
        choices.append({"move": move, "label": label, "note": note.text if note else None,
                        "weak": bool(note and note.weak)})
    return sorted(choices, key=lambda choice: choice["weak"])  # stable: the rule set's order within


def move_effect(ruleset: Ruleset, state: State, seat: int, move: dict, names: list[str],
                locale: str) -> list[str] | None:
    """What the legal ``move`` of ``seat`` does now, as the log will say it once played (one
    sentence per event), or ``None`` when that cannot be told to the mover before it is played
    (``preview.for_mover``: it draws or shows something hidden): the confirmation page says so
    instead."""
    events = preview.for_mover(ruleset, state, seat, move)
    if events is None:
        return None
    return [presentation_for(ruleset.id).describe_event(event, names, locale) for event in events]


def board_after(ruleset: Ruleset, state: State, seat: int, move: dict, names: list[str],
                locale: str) -> str | None:
    """The board as ``seat`` would see it once the legal ``move`` is played, drawn by the
    presentation, when that can be told to the mover before it is played
    (``preview.mover_state_after``), else ``None``."""
    after = preview.mover_state_after(ruleset, state, seat, move)
    if after is None:
        return None
    return presentation_for(ruleset.id).render_view_html(ruleset.view(after, seat), seat, locale, names)


def move_options(ruleset: Ruleset, state: State | None, seat: int, moves: list, locale: str,
                 limit: int = 8, names: list[str] | None = None) -> tuple[list[str], int]:
    """Moves (``queries.legal_moves``) in words, in the order of ``move_choices`` and with their
    notes, at most ``limit``, and how many more there are: the "what you can do now" of a turn
    email, which is the state in brief that matters to its reader."""
    words = [option_line(choice) for choice in move_choices(ruleset, state, seat, moves, locale, names)]
    return words[:limit], max(len(words) - limit, 0)


def option_line(choice: dict) -> str:
    """A move of ``move_choices`` as an email lists it: its label, and its note in brackets."""
    return f"{choice['label']} ({choice['note']})" if choice["note"] else choice["label"]


def outcome_lines(outcome: dict, names: list[str], notes: dict[int, str] | None = None) -> list[dict]:
    """The ranking with names, best first; ``notes``: a short text per seat (``games.signals.result_notes``)."""
    notes = notes or {}
    return [
        {"rank": entry["rank"], "name": names[entry["seat"]], "score": entry["score"],
         "winner": entry["seat"] in outcome.get("winners", []), "note": notes.get(entry["seat"], "")}
        for entry in outcome.get("ranking", [])
    ]
