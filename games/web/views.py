"""Server-rendered game pages: the player's games, one game's page, posting a move, and
posting a chat message.

GET never changes a game (mail scanners follow links); a move is a POST carrying the
``expected_seq`` the page was drawn at, so a stale page gets "the game moved on", never a
wrong move. The one thing a GET of the game page records is the player's chat read marker
(which messages they have been shown; see ``games.services.chat``).
"""

from __future__ import annotations

import json
import secrets

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from games import services
from games.describe import describe_events, outcome_lines, seat_names
from games.models import Event, Game, Seat
from games.services import chat
from games.services.errors import ServiceError
from games.web.refusals import refusal_sentence
from players.access import may_open

# Chat messages drawn on the game page unless the player asks for all of them (?chat=all).
CHAT_ON_PAGE = 100


@require_GET
def game_list(request: HttpRequest) -> HttpResponse:
    if not request.user.is_authenticated:
        return redirect("signin")
    # The ids of the player's seats first, then those seats with their games: joined by the player
    # alone, PostgreSQL guessed the player's number of games from the average of the players it
    # keeps no statistics for, and where many accounts (bots) hold a hundred games or more, it read
    # the whole games table for a player with three (tests/services/test_query_plans.py). It
    # counts a list of ids exactly.
    mine = list(Seat.objects.filter(player=request.user).order_by().values_list("id", flat=True))
    seats = Seat.objects.filter(pk__in=mine).select_related("game").order_by("-is_to_move", "-game__updated_at")
    rows = []
    for seat in seats[:200]:
        game = seat.game
        rows.append({"game": game, "ruleset": services.ruleset_for(game).name, "my_turn": seat.is_to_move,
                     "deadline": seat.deadline, "names": seat_names(game), "may_open": may_open(request, game.pk)})
    return render(request, "games/list.html", {"rows": rows})


@require_GET
def game_page(request: HttpRequest, game_id: int) -> HttpResponse:
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise Http404
    if not may_open(request, game.pk):
        return render(request, "games/need_link.html", {"game": game}, status=403)
    seat_row = Seat.objects.filter(game=game, player=request.user).first()
    if seat_row is None:
        return render(request, "games/need_link.html", {"game": game, "not_seated": True}, status=403)
    seat, ruleset, locale = seat_row.seat, services.ruleset_for(game), request.LANGUAGE_CODE
    names = seat_names(game)
    state = services.load_state(game) if game.seq else None
    view = ruleset.view(state, seat) if state is not None else None
    moves = []
    if game.status == Game.Status.ACTIVE and seat in game.to_move and state is not None:
        moves = [{"label": ruleset.describe_move(move, locale), "json": json.dumps(move)}
                 for move in ruleset.legal_moves(state, seat)]
    rows = list(Event.objects.filter(game=game).order_by("-seq")[:60])
    context = {
        "game": game, "ruleset": ruleset, "seat": seat, "names": names, "view": view, "moves": moves,
        "view_html": ruleset.render_view_html(view, seat, locale, names) if view is not None else None,
        "log": list(reversed(describe_events(ruleset, list(reversed(rows)), seat, names, locale))),
        "to_move_names": [names[s] for s in game.to_move], "deadline": seat_row.deadline,
        "result": outcome_lines(game.outcome, names) if game.outcome else None,
        "seats": list(zip(range(len(names)), names, strict=True)),
        "chat_max_length": chat.MAX_LENGTH,
        # The move forms' idempotency keys (a double click plays once) start with this: keys are
        # unique per game, so another player who could guess them could use them first and get
        # this page's buttons refused.
        "nonce": secrets.token_urlsafe(12),
    }
    if request.GET.get("chat") == "all":
        context["chat"] = chat.messages_after(game)
        context["chat_total"] = len(context["chat"])
    else:
        context["chat"], context["chat_total"] = chat.latest_messages(game, CHAT_ON_PAGE)
    response = render(request, "games/page.html", context)
    if context["chat"]:
        chat.mark_read(game=game, player=request.user, up_to=context["chat"][-1].pk)
    return response


@require_POST
def post_move(request: HttpRequest, game_id: int) -> HttpResponse:
    if not may_open(request, game_id):
        return render(request, "games/need_link.html", {"game": {"pk": game_id}}, status=403)
    try:
        move = json.loads(request.POST.get("move", ""))
        expected_seq = int(request.POST.get("expected_seq", ""))
    except (ValueError, TypeError):
        messages.error(request, _("That move could not be read. Please choose again."))
        return redirect("game-page", game_id=game_id)
    try:
        services.submit_move(game_id=game_id, player=request.user, move=move, expected_seq=expected_seq,
                             idempotency_key=request.POST.get("nonce") or None)
    except ServiceError as error:
        if error.code == "stale_seq":
            messages.warning(request, _("The game moved on since this page was drawn: here it is now. "
                                        "Please choose again."))
        else:
            messages.error(request, refusal_sentence(error))
        return redirect("game-page", game_id=game_id)
    messages.success(request, _("Your move was played."))
    return redirect("game-page", game_id=game_id)


@require_POST
def post_chat(request: HttpRequest, game_id: int) -> HttpResponse:
    """Post a message to the table from the game page, then go back to the page's chat."""
    if not may_open(request, game_id):
        return render(request, "games/need_link.html", {"game": {"pk": game_id}}, status=403)
    page = reverse("game-page", kwargs={"game_id": game_id}) + "#chat"
    try:
        chat.post_message(game_id=game_id, player=request.user, body=request.POST.get("body", ""))
    except ServiceError as error:
        if error.code == "game_not_found":
            raise Http404 from None
        if error.code == "not_your_game":
            return render(request, "games/need_link.html", {"game": {"pk": game_id}, "not_seated": True}, status=403)
        messages.error(request, refusal_sentence(error))
        return redirect(page)
    messages.success(request, _("Your message was posted."))
    return redirect(page)


@require_POST
def post_leave(request: HttpRequest, game_id: int) -> HttpResponse:
    """Leave the game (``services.leave_game``) once the box saying so is ticked, then go to the
    game list: the page is no longer the player's to see."""
    if not may_open(request, game_id):
        return render(request, "games/need_link.html", {"game": {"pk": game_id}}, status=403)
    if request.POST.get("confirm") != "yes":
        messages.error(request, _("Tick the box to confirm that you want to leave this game."))
        return redirect(reverse("game-page", kwargs={"game_id": game_id}) + "#leave")
    try:
        services.leave_game(game_id=game_id, player=request.user)
    except ServiceError as error:
        if error.code == "game_not_found":
            raise Http404 from None
        if error.code == "game_not_active":  # the page was drawn before the game ended
            messages.error(request, _("This game is over: there is nothing to leave."))
        else:
            messages.error(request, refusal_sentence(error))
        return redirect("game-page", game_id=game_id)
    messages.success(request, _("You left the game."))
    return redirect("game-list")
