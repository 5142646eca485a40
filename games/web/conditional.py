"""The game page's conditional moves (``games.services.conditional``): the reader's own, to see,
cancel and leave, in a two-player game while it is the opponent's turn. Nothing here is ever
drawn for anyone but their owner."""

from __future__ import annotations

import json

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games import json_input
from games.describe import seat_names
from games.engine import Ruleset, State
from games.models import Game, Seat
from games.rulesets import presentation_for
from games.services import conditional
from games.services.errors import ServiceError
from games.web.refusals import refusal_sentence
from players.access import may_open
from players.models import Player


def page_context(game: Game, ruleset: Ruleset, state: State | None, seat: int, seat_rows: list[Seat],
                 player: Player, locale: str, picked_if: str | None = None) -> dict | None:
    """What the page shows of ``player``'s conditional moves, or ``None`` where there are none to
    show or leave (not a two-player game, not active). ``choices``: the opponent's moves the page
    may offer as the condition, only when the rule set can list them from public information
    (``Ruleset.public_legal_moves``); otherwise the condition is typed as JSON, as the API takes it.
    ``picked_if`` (the page's ``?if=``, a move as JSON text): the condition picked from ``choices``,
    whose ``answers`` are then listed from the position it would lead to
    (``conditional.answers_after``), or typed as JSON where that cannot be told."""
    if len(seat_rows) != 2 or game.status != Game.Status.ACTIVE:
        return None
    rows = conditional.for_player(game, player)
    opponent = 1 - seat
    choices, picked, answers = None, None, None
    names = seat_names(game, seat_rows)
    if state is not None and seat not in game.to_move and opponent in game.to_move:
        listed = ruleset.public_legal_moves(state, opponent)
        if listed is not None:
            choices = [{"label": _label(ruleset, move, locale, names), "json": json.dumps(move)} for move in listed]
            try:
                wanted = json_input.loads(picked_if) if picked_if else None
            except ValueError:
                wanted = None
            if wanted in listed:
                picked = {"label": _label(ruleset, wanted, locale, names), "json": json.dumps(wanted)}
                after = conditional.answers_after(ruleset, state, seat, wanted)
                if after is not None:
                    answers = [{"label": _label(ruleset, move, locale, names), "json": json.dumps(move)}
                               for move in after]
    return {
        "rows": [{"id": row.pk, "status": row.status, "status_label": row.get_status_display(),
                  "if_label": _label(ruleset, row.if_move, locale, names),
                  "then_label": _label(ruleset, row.then_move, locale, names)}
                 for row in rows],
        "may_leave": seat not in game.to_move,
        "choices": choices,
        "picked": picked,
        "answers": answers,
    }


def _label(ruleset: Ruleset, move: dict, locale: str, names: list[str]) -> str:
    try:
        return presentation_for(ruleset.id).describe_move(move, locale, names=names)
    except Exception:  # a move typed by hand may be one the rule set cannot put into words
        return json.dumps(move)


@require_POST
def post_conditional(request: HttpRequest, game_id: int) -> HttpResponse:
    """Leave (``action=add``, with ``if_move`` and ``then_move`` as JSON) or cancel
    (``action=cancel``, ``conditional``: its id) one of the reader's conditional moves."""
    if not may_open(request, game_id):
        return render(request, "games/need_link.html", {"game": {"pk": game_id}}, status=403)
    page = reverse("game-page", kwargs={"game_id": game_id}) + "#conditional"
    try:
        if request.POST.get("action") == "cancel":
            conditional.cancel(game_id=game_id, player=request.user,
                               conditional_id=int(request.POST.get("conditional", "0") or 0))
            messages.success(request, _("Your conditional move was cancelled."))
        else:
            try:
                if_move = json_input.loads(request.POST.get("if_move", ""))
                then_move = json_input.loads(request.POST.get("then_move", ""))
            except ValueError:
                messages.error(request, _("Each move is a JSON object, as the API lists moves."))
                return redirect(page)
            conditional.create(game_id=game_id, player=request.user, if_move=if_move, then_move=then_move)
            messages.success(request, _("Your conditional move is waiting; nobody else can see it."))
    except ValueError:
        messages.error(request, _("You have no such conditional move."))
    except ServiceError as error:
        messages.error(request, refusal_sentence(error))
    return redirect(page)
