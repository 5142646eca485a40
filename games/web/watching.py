"""A spectator's page of a game: what anyone may see of it, and nothing to act with.

The game page (``games.web.views.game_page``) shows this page, instead of its 403, to a reader
who holds no seat in a game that an app above lets anyone watch (``games.signals.may_watch``: a
tournament's game). Contract:

- everything drawn comes from what seat ``None`` may see: the board from
  ``Ruleset.view(state, None)`` (public information only; never a seat's view), the log from the
  events redacted for seat ``None`` (``queries.seat_log``); the players, whose turn it is, the
  result, and what the game is part of are public;
- nothing to act with: no moves (the board is drawn without touches), no chat (it is the players'
  own: neither shown nor counted in the page's version), no conditional moves, no takeback, no
  emails or leave buttons;
- a GET records nothing: a spectator is not a player having seen a move (``presence``), nor a
  reader of the chat;
- the board may be stepped back through the game (``?at=``), each step from seat ``None`` too;
- the live page follows it (``games.web.live`` answers a spectator of a watchable game with the
  chat-less ``queries.page_version(chat=False)``).
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from games import services, signals
from games.describe import describe_log, outcome_lines, seat_names, thinking
from games.models import Game, Seat
from games.rulesets import presentation_for
from games.services import queries
from games.web.board import board, history_step

# The newest events the log shows, and of those how many open (as the players' page).
LOG_ON_PAGE = 60
LOG_OPEN = 5


def spectator_page(request: HttpRequest, game: Game) -> HttpResponse:
    """The page of ``game`` as a spectator sees it (the module's contract). The caller has checked
    that the reader holds no seat in it and that it may be watched."""
    # Read before anything the page shows: a change made meanwhile makes the live page redraw.
    version = queries.page_version(game.pk, chat=False)
    ruleset, locale = services.ruleset_for(game), request.LANGUAGE_CODE
    seat_rows = list(Seat.objects.filter(game=game).select_related("player").order_by("seat"))
    names = seat_names(game, seat_rows)
    history = history_step(request, game)
    state = services.load_state(game, at=history["at"]) if history else (
        services.load_state(game) if game.seq else None)
    view = ruleset.view(state, None) if state is not None else None
    waiting_for, bots_thinking = thinking(game, seat_rows, names)
    log = list(reversed(describe_log(ruleset, queries.seat_log(game, None, newest=LOG_ON_PAGE), names, locale)))
    context = {
        "game": game, "ruleset": ruleset, "names": names, "view": view, "version": version,
        "seats": list(enumerate(names)), "history": history, "moves": [],
        "board": board(presentation_for(ruleset.id), view, None, [], locale, names) if view is not None else None,
        "to_move_names": waiting_for, "thinking": bots_thinking,
        "result": outcome_lines(game.outcome, names, signals.result_notes_of(game)) if game.outcome else None,
        "part_of": signals.game_context_of(game),
        "log": log[:LOG_OPEN], "log_older": log[LOG_OPEN:], "log_count": len(log),
        "log_older_count": len(log) - LOG_OPEN,
    }
    return render(request, "games/watch.html", context)

