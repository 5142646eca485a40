"""The game page, live: ``GET /games/<id>/live/?version=V`` says whether what the page shows has
changed since it was drawn at version ``V`` (``queries.page_version``), so that an open page
redraws itself when anyone moves (``games/static/games/live.js``).

It answers at once. Under the ASGI server a ``wait`` of S seconds is held without a thread until
the game changes or the time is up (``games.streams.http.router``, as the API's long poll); under
WSGI (``bin/serve``'s development server, the ``gthread`` web role) the page asks again after a
second and a half. It opens for the people the game page opens for: a seated player, signed in
or holding the game's link, and anyone else when the game may be watched (a tournament's game:
``games.signals.may_watch``), whose page is a spectator's (``games.web.watching``): their version
leaves the chat out, and ``your_turn`` is always false.
"""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_GET

from games import signals
from games.models import Game, Seat
from games.services import queries, refusals
from games.services.errors import ServiceError
from players.access import may_open


@require_GET
def game_live(request: HttpRequest, game_id: int) -> JsonResponse:
    """``{"changed", "version", "your_turn"}``: ``changed`` when the game's version is not the
    ``version`` asked about; ``your_turn`` whether the game waits for a move of the reader's."""
    seat = Seat.objects.filter(game_id=game_id, player_id=request.user.pk).values_list("seat", flat=True).first() \
        if request.user.is_authenticated else None
    if (seat is not None and not may_open(request, game_id)) or (seat is None and not _watchable(game_id)):
        return _refused(refusals.not_your_game())
    # A spectator's page shows no chat: its version leaves the chat out (``games.web.watching``).
    version = queries.page_version(game_id, chat=seat is not None)
    game = Game.objects.filter(pk=game_id).values("status", "to_move").first()
    if version is None or game is None:
        return _refused(refusals.game_not_found(game_id))
    your_turn = seat is not None and game["status"] == Game.Status.ACTIVE and seat in game["to_move"]
    return _no_store(JsonResponse({"changed": version != request.GET.get("version", ""), "version": version,
                                   "your_turn": your_turn}))


def _watchable(game_id: int) -> bool:
    game = Game.objects.filter(pk=game_id).first()
    return game is not None and signals.may_watch(game)


def _refused(error: ServiceError) -> JsonResponse:
    return _no_store(JsonResponse({"code": error.code, "detail": str(error.message)}, status=error.status))


def _no_store(response: JsonResponse) -> JsonResponse:
    response["Cache-Control"] = "no-store"
    return response
