"""Finding a table: the lobby of games waiting for players, joining one (an open seat from the
lobby, or a link seat through the game's invite link), and the rematch of a finished game.

Anyone may look at the lobby and at an invite link's page; taking a seat needs an account
session. An anonymous visitor who presses Join is sent to sign in and comes back to the game's
join page (a GET that only shows the game and the button: mail scanners and prefetchers follow
links, so a GET never takes a seat). Every seat is taken by ``games.services.join_game``, under
the game row's lock: of two people racing for the last seat one gets it, the other a sentence.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from games import services, signals
from games.describe import duration_words, seat_names
from games.models import Game, Invitation, Seat
from games.services.errors import ServiceError
from games.web.options import describe_options
from games.web.refusals import refusal_sentence
from players.access import account_required, is_account_session

# Games the lobby lists at most (newest first).
LOBBY_SHOWN = 100


def table_of(game: Game, seats: list[Seat] | None = None) -> dict:
    """What the lobby and the join pages say about a waiting game: its name, labelled options,
    time per move, who sits where, and how many seats anyone may still take."""
    if seats is None:
        seats = list(Seat.objects.filter(game=game).select_related("player").order_by("seat"))
    ruleset = services.ruleset_for(game)
    return {
        "game": game, "ruleset": ruleset.name, "names": seat_names(game, seats),
        "options": describe_options(ruleset, game.options, len(seats)),
        "time_per_move": duration_words(game.move_time_limit),
        "joined": [seat.player.display_name for seat in sorted(seats, key=lambda s: s.seat) if seat.player_id],
        "open_seats": sum(1 for seat in seats if seat.kind == Seat.Kind.OPEN and seat.player_id is None),
        "seats_left": sum(1 for seat in seats if seat.player_id is None and seat.kind != Seat.Kind.BOT),
        "bots": sum(1 for seat in seats if seat.kind == Seat.Kind.BOT),
    }


@require_GET
def lobby(request: HttpRequest) -> HttpResponse:
    """Games waiting for players with an open seat, newest first."""
    tables = []
    for game in services.open_games()[:LOBBY_SHOWN]:
        tables.append(table_of(game, list(game.seats.all())))  # prefetched by open_games
    mine = set()
    if request.user.is_authenticated:
        mine = set(Seat.objects.filter(player=request.user, game_id__in=[t["game"].pk for t in tables])
                   .values_list("game_id", flat=True))
    for table in tables:
        table["mine"] = table["game"].pk in mine
    # What else is open to join, from the apps above (the tournaments open for sign-up).
    return render(request, "games/lobby.html", {"tables": tables, "entries": signals.lobby_entries_for(request.user)})


@require_http_methods(["GET", "POST"])
@account_required
def join(request: HttpRequest, game_id: int) -> HttpResponse:
    """GET: the game and a Join button (where sign-in brings an anonymous visitor back).
    POST: take an open seat."""
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise Http404
    if request.method == "GET":
        return render(request, "games/join.html", {"table": table_of(game), "action": request.path})
    return _take_seat(request, game_id, invite_token=None, back=reverse("game-lobby"))


@require_http_methods(["GET", "POST"])
def join_by_link(request: HttpRequest, token: str) -> HttpResponse:
    """The page an invite link opens: the game and a Join button. Joining needs an account
    session (``account_required`` on the POST only: anyone holding the link may look first)."""
    game_id = services.read_invite_token(token)
    game = Game.objects.filter(pk=game_id).first() if game_id else None
    if game is None:
        return render(request, "games/join.html", {"bad_link": True}, status=404)
    if request.method == "POST":
        return _join_by_link_post(request, token=token, game_id=game.pk)
    return render(request, "games/join.html", {"table": table_of(game), "action": request.path, "by_link": True,
                                               "signed_in": is_account_session(request)})


@account_required
def _join_by_link_post(request: HttpRequest, *, token: str, game_id: int) -> HttpResponse:
    return _take_seat(request, game_id, invite_token=token, back=request.path)


def _take_seat(request: HttpRequest, game_id: int, invite_token: str | None, back: str) -> HttpResponse:
    try:
        game = services.join_game(game_id=game_id, player=request.user, invite_token=invite_token)
    except ServiceError as error:
        if error.code == "already_seated":
            messages.info(request, refusal_sentence(error))
            return redirect("game-page", game_id=game_id)
        if error.code == "game_not_found":
            raise Http404 from None
        messages.error(request, refusal_sentence(error))
        return redirect(back)
    if game.status == Game.Status.ACTIVE:
        messages.success(request, _("You joined the game, and it has started."))
    else:
        messages.success(request, _("You joined the game. It starts when every seat is taken."))
    return redirect("game-page", game_id=game.pk)


@require_POST
@account_required
def rematch(request: HttpRequest, game_id: int) -> HttpResponse:
    """A new game like this finished one (``services.rematch``): the new game's page, with a
    message that says what happened to it (started at once, players invited, seats open). A
    rematch already proposed (a second click, an old page) leads to that game."""
    try:
        game = services.rematch(game_id=game_id, player=request.user)
    except ServiceError as error:
        if error.code == "game_not_found":
            raise Http404 from None
        if error.code == "rematch_exists":
            messages.info(request, _("This game's rematch was proposed earlier: here it is."))
            return redirect("game-page", game_id=error.extra["game"])
        messages.error(request, refusal_sentence(error))
        return redirect("game-page", game_id=game_id)
    if game.status == Game.Status.ACTIVE:
        messages.success(request, _("Your rematch has started."))
    elif Invitation.objects.filter(game=game, status=Invitation.Status.PENDING).exists():
        messages.success(request, _("Your rematch is created: the other players are invited."))
    else:
        messages.success(request, _("Your rematch is created. It starts when every seat is taken."))
    return redirect("game-page", game_id=game.pk)


def invite_url(game: Game) -> str:
    """The game's invite link as a person shares it (absolute, on the site's address)."""
    return settings.SITE_URL + reverse("game-join-link", kwargs={"token": services.invite_token(game)})
