"""The board of a game page: the presentation's drawing with the seat's legal moves on it.

Each legal move (as ``games.describe.move_choices`` lists it: labelled, the same choice once)
goes to the board element it acts on (``Presentation.target``), or to the board's row of actions
when it acts on nothing drawn ("End the turn"). The drawing shows an element with moves as a
button (``games.rulesets.page_style.touchable``): one move shows that move before it is played
(the confirmation page, ``game-move`` by GET), several pick the element (``?touch=<key>``), and
the board then lists its moves to choose from. Everything works without a script.
``history_step`` reads which earlier step of the game the board shows (``?at=``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape
from typing import Any

from django.http import HttpRequest

from games.engine import Touch
from games.engine.presentation import Presentation
from games.models import Game


@dataclass
class Board:
    """What the board region draws: the drawing (HTML, or ``None``: the view as tables), the moves
    of the picked element (``picked``, with its ``key``), and the moves that act on nothing drawn."""

    html: str | None
    #: The element of the seat's first move (in the rule set's order) that the drawing drew: the
    #: board's "touch your move" link leads to it (a phone's board may be long).
    first_key: str | None = None
    picked_key: str | None = None
    picked: list[dict] = field(default_factory=list)
    actions: list[dict] = field(default_factory=list)


def board(presentation: Presentation, view: dict[str, Any], seat: int | None, choices: list[dict], locale: str,
          names: list[str], picked_key: str | None = None) -> Board:
    """The board of ``seat``'s ``view`` with its ``choices`` (``move_choices``, each with ``json``)
    on it; ``picked_key``: the element touched last (``?touch=``), whose moves are listed.
    ``seat`` ``None``: a spectator's board, its view ``view(state, None)`` and no choices."""
    by_target: dict[str, list[dict]] = {}
    actions: list[dict] = []
    for choice in choices:
        key = presentation.target(choice["move"], view)
        if key is None:
            actions.append(choice)
        else:
            by_target.setdefault(key, []).append(choice)
    touches = {
        key: Touch(tuple((choice.get("json") or json.dumps(choice["move"]), choice["label"]) for choice in listed),
                   selected=key == picked_key)
        for key, listed in by_target.items()
    }
    html = presentation.render_view_html(view, seat, locale, names, touches=touches)
    # A move whose element the drawing did not draw (or a page drawn as tables) is still played on
    # the board: in the row of actions.
    for key in list(by_target):
        if html is None or f'data-target="{escape(key)}"' not in html:
            actions.extend(by_target.pop(key))
    picked = by_target.get(picked_key, []) if picked_key else []
    first_key = next((key for key in by_target), None)
    return Board(html=html, first_key=first_key, picked_key=picked_key if picked else None, picked=picked,
                 actions=actions)


def history_step(request: HttpRequest, game: Game) -> dict | None:
    """The earlier seq the page's board shows (``?at=SEQ``, from 1 to the seq before the game's),
    with the seqs one step back and forward (``None``: there is none; forward from the last step is
    now); ``None`` for the board as it is now, which an ``at`` out of that range also gives."""
    try:
        at = int(request.GET.get("at", ""))
    except ValueError:
        return None
    if not 1 <= at < game.seq:
        return None
    return {"at": at, "last": game.seq, "previous": at - 1 if at > 1 else None,
            "next": at + 1 if at + 1 < game.seq else None}
