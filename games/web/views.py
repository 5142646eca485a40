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
from typing import Any
from urllib.parse import urlencode

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from games import json_input, services, signals
from games.describe import (
    board_after,
    describe_log,
    move_choices,
    move_effect,
    outcome_lines,
    seat_names,
    thinking,
)
from games.models import Game, Invitation, Seat
from games.rulesets import presentation_for
from games.services import chat, presence, queries, refusals, takebacks
from games.services.errors import ServiceError
from games.services.vacations import away_players
from games.web import conditional, watching
from games.web.board import board, history_step
from games.web.lobby import invite_url
from games.web.mygames import my_games, pending_invitations
from games.web.refusals import refusal_sentence
from players.access import SCOPE_KEY, account_required, may_open

# Chat messages drawn on the game page unless the player asks for all of them (?chat=all).
CHAT_ON_PAGE = 100
# The newest events whose sentences the game page's log shows (those the seat may see).
LOG_ON_PAGE = 60
# Of those, how many the page shows open; the older ones are folded in a <details>.
LOG_OPEN = 5


@require_GET
@account_required
def game_list(request: HttpRequest) -> HttpResponse:
    """My games: where the player is to move first, then the rest (``games.web.mygames``)."""
    games = my_games(request.user, request.LANGUAGE_CODE)
    # The list shows each game's last move and whose turn it is: what it showed counts as seen,
    # as on the game page (a takeback of a move seen here must be asked, not granted at once).
    presence.note_listed(games.shown)
    return render(request, "games/list.html", {"games": games})


@require_POST
@account_required
def answer_invitation(request: HttpRequest, invitation_id: int) -> HttpResponse:
    """Accept or decline (``answer`` = "accept" / "decline") an invitation made to this player,
    from My games. An invitation made to somebody else is answered as one that does not exist."""
    invitation = next((i for i in pending_invitations(request.user) if i.pk == invitation_id), None)
    if invitation is None:
        messages.error(request, refusals.invitation_closed().message)
        return redirect("game-list")
    try:
        if request.POST.get("answer") == "accept":
            game, _player = services.accept_invitation(invitation_id=invitation.pk, player=request.user)
            messages.success(request, _("You accepted the invitation."))
            return redirect("game-page", game_id=game.pk)
        services.decline_invitation(invitation_id=invitation.pk)
    except ServiceError as error:
        messages.error(request, refusal_sentence(error))
        return redirect("game-list")
    messages.success(request, _("You declined the invitation."))
    return redirect("game-list")


@require_GET
def game_page(request: HttpRequest, game_id: int) -> HttpResponse:
    """A game's page. For a seated player whose session may open it (``may_open``): the board
    from their seat's view, their moves, the chat, the log as their seat sees it, and their
    buttons. For anyone else, signed in or not, who holds no seat: a spectator's page when an app
    above lets the game be watched (``signals.may_watch``: a tournament's game;
    ``games.web.watching``, drawn from seat ``None`` only, nothing to act with), else a 403 that
    says they have no seat. A seated player whose session may not open it (signed out, or a game
    link session of other games) gets a 403 that offers a fresh link by email."""
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise Http404
    seated = request.user.is_authenticated and Seat.objects.filter(game=game, player=request.user).exists()
    if not seated and signals.may_watch(game):
        return watching.spectator_page(request, game)
    if not may_open(request, game.pk):
        return render(request, "games/need_link.html", {"game": game}, status=403)
    seat_row = Seat.objects.filter(game=game, player=request.user).first()
    if seat_row is None:
        return render(request, "games/need_link.html", {"game": game, "not_seated": True}, status=403)
    # Read before anything the page shows: a change made meanwhile makes the live page redraw.
    version = queries.page_version(game.pk)
    seat, ruleset, locale = seat_row.seat, services.ruleset_for(game), request.LANGUAGE_CODE
    seat_rows = list(Seat.objects.filter(game=game).select_related("player").order_by("seat"))
    names = seat_names(game, seat_rows)
    state = services.load_state(game) if game.seq else None
    view = ruleset.view(state, seat) if state is not None else None
    moves = [{**choice, "json": json.dumps(choice["move"])}
             for choice in move_choices(ruleset, state, seat, queries.legal_moves(game, seat, state=state), locale, names)]
    history = history_step(request, game)
    waiting_for, bots_thinking = thinking(game, seat_rows, names)
    if history is not None:  # the board as it was after an earlier seq: to look at, not to play on
        board_view, board_moves = ruleset.view(services.load_state(game, at=history["at"]), seat), []
    else:
        board_view, board_moves = view, moves
    context = {
        "conditional": conditional.page_context(game, ruleset, state, seat, seat_rows, request.user, locale,
                                                request.GET.get("if")),
        "game": game, "ruleset": ruleset, "seat": seat, "names": names, "view": view, "moves": moves,
        "version": version,
        "board": board(presentation_for(ruleset.id), board_view, seat, board_moves, locale, names,
                       request.GET.get("touch")) if board_view is not None else None,
        "history": history,
        # Whom the game waits for; a bot to move is said to be thinking instead (its move comes by
        # itself: the live page shows it when it arrives, a reload without JavaScript).
        "to_move_names": waiting_for, "thinking": bots_thinking, "deadline": seat_row.deadline,
        "emails_muted": seat_row.emails_muted,
        # Notes beside each seat's result from the apps above (its rating change: ``ratings``).
        "result": outcome_lines(game.outcome, names, signals.result_notes_of(game)) if game.outcome else None,
        "seats": list(zip(range(len(names)), names, strict=True)),
        # What the game is part of, from the apps above (a tournament's round: ``tournaments``).
        "part_of": signals.game_context_of(game),
        "chat_max_length": chat.MAX_LENGTH,
        "next_game": next_game_to_play(request, exclude=game.pk),
        "table": waiting_table(game, seat_rows, request.user) if game.status == Game.Status.WAITING else None,
        # A finished game links to its rematch once there is one, instead of offering another.
        "rematch": services.rematch_of(game) if game.status == Game.Status.FINISHED else None,
        "against_bots_only": all(row.kind == Seat.Kind.BOT for row in seat_rows if row.seat != seat),
        # Opponents away now or soon: their clocks pause, so this game may wait longer.
        "away": away_players(seat_rows, exclude=request.user.pk) if game.status == Game.Status.ACTIVE else [],
        # The move forms' idempotency keys (a double click plays once) start with this: keys are
        # unique per game, so another player who could guess them could use them first and get
        # this page's buttons refused.
        "nonce": secrets.token_urlsafe(12),
        # "Take back my last move" only when it is allowed; another player's request to answer.
        "takeback": takebacks.offer(game, seat_rows, request.user),
    }
    if context["table"] is not None:  # the line of names says whom an invited seat waits for, too
        context["seats"] = list(enumerate(context["table"]["names"]))
    if context["takeback"].requester is not None:
        context["takeback_requester"] = names[context["takeback"].requester]
    # The newest entries open, the rest folded (a phone's page stays short).
    log = list(reversed(describe_log(ruleset, queries.seat_log(game, seat, newest=LOG_ON_PAGE), names, locale)))
    context.update(log=log[:LOG_OPEN], log_older=log[LOG_OPEN:], log_count=len(log),
                   log_older_count=len(log) - LOG_OPEN)
    if request.GET.get("chat") == "all":
        context["chat"] = chat.messages_after(game)
        context["chat_total"] = len(context["chat"])
    else:
        context["chat"], context["chat_total"] = chat.latest_messages(game, CHAT_ON_PAGE)
    response = render(request, "games/page.html", context)
    presence.note_seen(game_id=game.pk, game=game, player_id=request.user.pk, seq=game.seq)
    if context["chat"]:
        chat.mark_read(game=game, player=request.user, up_to=context["chat"][-1].pk)
    return response


def next_game_to_play(request: HttpRequest, exclude: int) -> int | None:
    """The id of the player's game, other than ``exclude``, where they are to move with the
    soonest deadline; ``None`` if there is none. A game-link session is pointed only at the
    games it may open."""
    found = queries.player_games(request.user, my_turn=True, status=[Game.Status.ACTIVE], exclude=exclude,
                                 among=request.session.get(SCOPE_KEY), order_by=queries.SOONEST_DEADLINE,
                                 limit=1, with_seats=False)
    return found[0].game.pk if found else None


def waiting_table(game: Game, seat_rows: list[Seat], reader: Any) -> dict:
    """A waiting game's seats, each with what fills it (a player, or why it is empty: an invited
    seat says whom, by name, or by address to the game's creator, who typed it; another player
    reads "invited by email"), and the invite link to share when a seat is kept for its holders."""
    names = seat_names(game, seat_rows)
    for invite in Invitation.objects.filter(game=game, status=Invitation.Status.PENDING).select_related("player"):
        if invite.player is not None:
            whom = invite.player.display_name
        elif reader.pk == game.created_by_id:
            whom = invite.email
        else:
            names[invite.seat] = _("(invited by email)")
            continue
        names[invite.seat] = _("%(whom)s (invited)") % {"whom": whom}
    kinds = {Seat.Kind.OPEN: _("open seat in the lobby"), Seat.Kind.LINK: _("seat for holders of the invite link"),
             Seat.Kind.BOT: _("bot"), Seat.Kind.PLAYER: _("invited")}
    seats = [{"number": seat.seat + 1, "name": names[seat.seat],
              "state": _("taken") if seat.player_id else kinds.get(seat.kind, "")} for seat in seat_rows]
    has_link = any(seat.kind == Seat.Kind.LINK and seat.player_id is None for seat in seat_rows)
    return {"seats": seats, "names": names, "invite_url": invite_url(game) if has_link else None,
            "join_by": game.join_by}


@require_http_methods(["GET", "POST"])
def move(request: HttpRequest, game_id: int) -> HttpResponse:
    """Play a move (POST), or show one to confirm (GET).

    A player who asked to confirm each move (``confirm_moves``) is redirected from the POST to a
    GET of this address carrying the move, which shows it again with its effect: the page is
    then an ordinary page that a reload, a restored tab or the back button draws again, and its
    own form POSTs the move with ``confirmed``. A GET with no move to confirm (an old address)
    goes back to the game page."""
    if not may_open(request, game_id):
        return render(request, "games/need_link.html", {"game": {"pk": game_id}}, status=403)
    data = request.GET if request.method == "GET" else request.POST
    try:
        move = json_input.loads(data.get("move", ""))
        expected_seq = int(data.get("expected_seq", ""))
    except (ValueError, TypeError):
        if request.method == "GET":
            return redirect("game-page", game_id=game_id)
        messages.error(request, _("That move could not be read. Please choose again."))
        return redirect("game-page", game_id=game_id)
    if request.method == "GET":
        confirmation = _move_to_confirm(request, game_id, move, expected_seq)
        if confirmation is None:
            messages.warning(request, _("The game moved on since this page was drawn: here it is now. "
                                        "Please choose again."))
            return redirect("game-page", game_id=game_id)
        return render(request, "games/confirm_move.html", {
            **confirmation, "move_json": json.dumps(move), "expected_seq": expected_seq,
            "nonce": request.GET.get("nonce", "")})
    if (request.user.confirm_moves and request.POST.get("confirmed") != "yes"
            and _move_to_confirm(request, game_id, move, expected_seq, effect=False) is not None):
        query = urlencode({"move": json.dumps(move), "expected_seq": expected_seq,
                           "nonce": request.POST.get("nonce", "")})
        return redirect(f"{reverse('game-move', kwargs={'game_id': game_id})}?{query}")
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


def _move_to_confirm(request: HttpRequest, game_id: int, move: Any, expected_seq: int,
                     effect: bool = True) -> dict | None:
    """What the page that shows a tapped move again before it is played (the player's
    ``confirm_moves``) shows: the game, the move's choice (label and note) and, if ``effect``, its
    effect (``move_effect``); ``None`` when the move is no longer among the seat's legal moves at
    ``expected_seq``: the move's own refusal then says why (the game moved on, not your turn…)."""
    game = Game.objects.filter(pk=game_id).first()
    seat_row = Seat.objects.filter(game=game, player=request.user).first() if game else None
    if game is None or seat_row is None or game.seq != expected_seq or game.status != Game.Status.ACTIVE:
        return None
    ruleset = services.ruleset_for(game)
    state = services.load_state(game)
    names = seat_names(game)
    choice = next((choice for choice in move_choices(ruleset, state, seat_row.seat,
                                                     queries.legal_moves(game, seat_row.seat, state=state),
                                                     request.LANGUAGE_CODE, names) if choice["move"] == move), None)
    if choice is None:
        return None
    if not effect:
        return {"game": game, "ruleset": ruleset, "choice": choice, "effect": None}
    locale = request.LANGUAGE_CODE
    after = board_after(ruleset, state, seat_row.seat, move, names, locale)
    return {"game": game, "ruleset": ruleset, "choice": choice,
            "effect": move_effect(ruleset, state, seat_row.seat, move, names, locale),
            # The board once the move is played; the board as it is when that cannot be told yet.
            "board_after": after is not None,
            "board_html": after if after is not None else presentation_for(ruleset.id).render_view_html(
                ruleset.view(state, seat_row.seat), seat_row.seat, locale, names)}


@require_POST
def post_takeback(request: HttpRequest, game_id: int) -> HttpResponse:
    """Ask to take back one's last move (``action=request``), or accept or decline another
    player's request (``accept`` / ``decline``), then go back to the game page."""
    if not may_open(request, game_id):
        return render(request, "games/need_link.html", {"game": {"pk": game_id}}, status=403)
    action = request.POST.get("action")
    try:
        if action == "request":
            done = takebacks.request_takeback(game_id=game_id, player=request.user)
            messages.success(request, _("Your move was taken back: it is your turn again.") if done
                             else _("The other players are asked to accept your takeback."))
        elif action in ("accept", "decline"):
            done = takebacks.answer_takeback(game_id=game_id, player=request.user, accept=action == "accept")
            messages.success(request, _("The move was taken back.") if done
                             else _("Your answer was recorded."))
        else:
            messages.error(request, _("That request could not be read."))
    except ServiceError as error:
        if error.code == "game_not_found":
            raise Http404 from None
        messages.error(request, refusal_sentence(error))
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
def post_emails(request: HttpRequest, game_id: int) -> HttpResponse:
    """Mute or unmute the emails of this game (``services.set_emails_muted``): the unsubscribe
    page's "mute this game", and its undo for a game whose emails no longer bring that page."""
    if not may_open(request, game_id):
        return render(request, "games/need_link.html", {"game": {"pk": game_id}}, status=403)
    muted = request.POST.get("muted") == "yes"
    if not services.set_emails_muted(player=request.user, game_id=game_id, muted=muted):
        raise Http404
    messages.success(request, _("This game's emails are muted; deadline reminders still come.") if muted
                     else _("You will get this game's emails again."))
    return redirect(reverse("game-page", kwargs={"game_id": game_id}) + "#emails")


@require_http_methods(["GET", "POST"])
def leave(request: HttpRequest, game_id: int) -> HttpResponse:
    """Leave the game (``services.leave_game``). GET is the confirmation page the game page links
    to (it changes nothing); the POST leaves once its box is ticked, then goes to the game list:
    the page is no longer the player's to see."""
    if not may_open(request, game_id):
        return render(request, "games/need_link.html", {"game": {"pk": game_id}}, status=403)
    if request.method == "GET":
        return leave_confirmation(request, game_id)
    if request.POST.get("confirm") != "yes":
        messages.error(request, _("Tick the box to confirm that you want to leave this game."))
        return redirect("game-leave", game_id=game_id)
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


def leave_confirmation(request: HttpRequest, game_id: int) -> HttpResponse:
    """The page that asks a seated player to confirm leaving a game that is waiting or active;
    a game that is over sends them back to its page, with why."""
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise Http404
    if not Seat.objects.filter(game=game, player=request.user).exists():
        return render(request, "games/need_link.html", {"game": game, "not_seated": True}, status=403)
    if game.status not in (Game.Status.ACTIVE, Game.Status.WAITING):
        messages.error(request, _("This game is over: there is nothing to leave."))
        return redirect("game-page", game_id=game_id)
    return render(request, "games/leave.html", {"game": game, "ruleset": services.ruleset_for(game)})
