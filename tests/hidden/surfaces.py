"""The game page and the emails as their reader gets them, and what that reader was given.

- ``html_content``: what a person (or a mail client) can read in some HTML: its text, the
  labels and data attributes of its elements and the JSON of the move buttons; not its styles,
  links or form tokens. ``Content.log`` holds the log lines (``<li>`` of a list).
- ``page_for``: the game page of one seat, through a session opened by that player's game link
  (``players.links``), as the browser gets it; ``page_shown``: the view and the redacted events
  that page is drawn from (its log shows the last 60 events, ``games.web.views``).
- ``email_for``: an outbox row rendered as it is sent (``notifications.emails.build_message``);
  ``email_shown``: the view and redacted events the email may draw on (its "recent" window,
  ``notifications.emails._context``).
- ``LogLines``: for each event, the log line each seat reads and the lines the others read, so a
  page or an email can be checked for a line written for another seat (a plan, a vote, a hand).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from django.urls import reverse

from games import services
from games.describe import seat_names
from games.meta_events import META_PREFIX
from games.models import Event, Game
from games.rulesets import presentation_for
from notifications.emails import build_message
from outbox.models import Notification
from players import links

# What the page and the emails show of the log (games/web/views.py, notifications/emails.py).
PAGE_EVENTS = 60
EMAIL_EVENTS = 12
# Attributes a reader sees or a client reads; styles, links and form tokens say nothing of a game.
READ_ATTRIBUTES = {"title", "aria-label", "alt"}
LINK = re.compile(r"https?://\S+")


@dataclass
class Content:
    """What a reader reads: ``text`` (lines of text, ``name="value"`` of the attributes read, the
    JSON of each move button) and ``log`` (each list item's text, the log lines among them)."""

    text: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    def joined(self) -> str:
        return "\n".join(self.text)


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.content = Content()
        self._skip = 0
        self._items: list[list[str]] = []

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        if tag in {"script", "style", "head"}:
            self._skip += 1
        for name, value in attrs:
            if value and (name.startswith("data-") or name in READ_ATTRIBUTES):
                self.content.text.append(f'{name}="{value}"')
        if tag == "input" and values.get("name") == "move" and values.get("value"):
            self.content.text.append(values["value"])  # the JSON of a move button
        if tag == "li":
            self._items.append([])

    def handle_endtag(self, tag):
        if tag in {"script", "style", "head"}:
            self._skip -= 1
        if tag == "li" and self._items:
            line = " ".join("".join(self._items.pop()).split())
            if line:
                self.content.log.append(line)

    def handle_data(self, data):
        if self._skip:
            return
        if data.strip():
            self.content.text.append(data.strip())
        for item in self._items:
            item.append(data)


def html_content(html: str) -> Content:
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return reader.content


# --- the game page ----------------------------------------------------------------------------------


def sign_in(client, player, game: Game) -> None:
    """Open a session the way a player does: by following the game link of an email."""
    token = links.game_link_token(player.pk, game.pk)
    response = client.get(reverse("game-enter", kwargs={"game_id": game.pk, "token": token}))
    assert response.status_code == 302, response.status_code


def page_for(client, game: Game) -> Content:
    response = client.get(f"/games/{game.pk}/")
    assert response.status_code == 200, response.status_code
    return html_content(response.content.decode())


def redacted(ruleset, rows: list[Event], seat: int | None) -> list[Any]:
    shown = []
    for row in rows:
        if row.type.startswith(META_PREFIX):
            continue
        event = ruleset.redact(row.as_engine_event(), seat)
        if event is not None:
            shown.append(event)
    return shown


def page_shown(game: Game, seat: int) -> tuple[Any, list[Any]]:
    """The state and what the page of ``seat`` is drawn from: its view and the redacted events."""
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    rows = list(Event.objects.filter(game=game).order_by("-seq")[:PAGE_EVENTS])
    return state, [ruleset.view(state, seat), *redacted(ruleset, rows, seat)]


# --- the emails -------------------------------------------------------------------------------------


def email_for(notification: Notification) -> Content:
    """The subject, the text and the HTML of the email, links left out (a signed token is random
    text, which could happen to spell an id, and says nothing of a game)."""
    message = build_message(notification)
    content = html_content(message.alternatives[0][0])
    body = [LINK.sub("", line) for line in message.body.splitlines()]
    content.text = [message.subject, *body, *content.text]
    content.log += [line[2:].strip() for line in body if line.startswith("- ")]
    return content


def email_shown(notification: Notification) -> tuple[list[Any], list[Any]]:
    """The states an email may be drawn from (at its seq, and now) and what its reader was given
    in it: the view at its seq and the redacted events of its "recent" window."""
    game = notification.game
    ruleset = services.ruleset_for(game)
    seat = notification.context.get("seat")
    at = min(notification.context.get("seq", game.seq), game.seq)
    then, now = services.load_state(game, at=at), services.load_state(game)
    rows = list(
        Event.objects.filter(game=game, seq__lte=notification.context.get("seq", game.seq)).order_by("-seq")[
            :EMAIL_EVENTS
        ]
    )
    shown = redacted(ruleset, rows, seat)
    if then is not None and seat is not None:
        shown.append(ruleset.view(then, seat))
    return [state for state in (then, now) if state is not None], shown


# --- log lines written for another seat -------------------------------------------------------------


class LogLines:
    """Per event and locale: the line each seat reads (``describe_event`` of ``redact`` for that
    seat) and the line of the whole event. A reader's *foreign* lines are the lines of the others
    (and the whole event's) that differ from every line written for the reader: were one of them
    on the reader's page, the page would have been written for someone else."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.ruleset = services.ruleset_for(game)
        self.seats = game.seats.count()
        self.names = seat_names(game)
        self._lines: dict[str, list[list[str | None]]] = {}  # locale -> per event: per seat, then whole
        self._done: dict[str, int] = {}
        self._foreign: dict[tuple[int, str, int], set[str]] = {}

    def _update(self, locale: str) -> int:
        lines = self._lines.setdefault(locale, [])
        for row in Event.objects.filter(game=self.game, seq__gt=self._done.get(locale, 0)).order_by("seq"):
            self._done[locale] = row.seq
            if row.type.startswith(META_PREFIX):
                continue  # the same sentence for everyone (games.describe)
            event = row.as_engine_event()
            shown = [*(self.ruleset.redact(event, seat) for seat in range(self.seats)), event]
            lines.append(
                [
                    presentation_for(self.ruleset.id).describe_event(one, self.names, locale)
                    if one is not None else None
                    for one in shown
                ]
            )
        return self._done.get(locale, 0)

    def foreign(self, seat: int, locale: str) -> set[str]:
        done = self._update(locale)
        if (seat, locale, done) not in self._foreign:
            own: set[str] = set()
            others: set[str] = set()
            for lines in self._lines[locale]:
                mine = lines[seat]
                if mine is not None:
                    own.add(mine)
                others |= {line for line in lines if line is not None and line != mine}
            self._foreign[(seat, locale, done)] = others - own
        return self._foreign[(seat, locale, done)]
