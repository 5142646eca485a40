"""Finding and joining games: the lobby, invite links, waiting-game expiry, rematches, and a
player's pending invitations.

A waiting game fills seat by seat: invitations accepted (``commands.accept_invitation``), open
seats taken from the lobby and link seats taken with the game's invite link (``join_game``).
Whichever fills the last seat starts the game, under the game row's lock, so two people racing
for the last seat cannot both get it. A game that has not filled by its ``join_by`` is aborted
(``expire_waiting_games``, run by Celery beat), and everyone who had joined is told.
"""

from __future__ import annotations

import logging
from datetime import datetime

from django.db import transaction
from django.db.models import Exists, OuterRef, Prefetch, Q, QuerySet
from django.utils import timezone

from games.models import Game, Invitation, Seat
from games.services import refusals
from games.services.commands import create_game, start_when_full
from games.services.core import abort_waiting, lock_game
from games.services.reads import ruleset_for
from players.links import read_invite_token
from players.models import Player

logger = logging.getLogger(__name__)

# The reason ``notify_aborted`` gives for a game that expired before it filled.
UNFILLED = "unfilled"


def _with_seats(games: QuerySet[Game]) -> QuerySet[Game]:
    return games.prefetch_related(Prefetch("seats", queryset=Seat.objects.select_related("player").order_by("seat")))


def open_games(now: datetime | None = None) -> QuerySet[Game]:
    """Waiting games with at least one open seat free and time left to join, newest first, with
    their seats and players loaded."""
    now = now or timezone.now()
    free_open_seat = Seat.objects.filter(game=OuterRef("pk"), kind=Seat.Kind.OPEN, player__isnull=True)
    return _with_seats(
        Game.objects.filter(Exists(free_open_seat), status=Game.Status.WAITING, join_by__gt=now)
        .order_by("-created_at", "-pk")
    )


def join_game(*, game_id: int, player: Player, invite_token: str | None = None) -> Game:
    """Seat ``player`` at a free open seat of a waiting game, or at a free link seat when
    ``invite_token`` is the game's invite-link token (a link seat first, then an open one). The
    game starts when this fills its last seat.

    Under the game row's lock: of two people racing for the last seat, one gets it and the other
    a ``Conflict``. Raises ``NotFound`` (no such game), ``Forbidden`` (``invalid_invite_token``;
    ``invite_required``: only link seats are free), ``Conflict`` (``already_seated``,
    ``game_full``, ``game_started``, ``game_expired``, ``game_cancelled``)."""
    with transaction.atomic():
        game, _seats = lock_game(game_id)
        with_link = False
        if invite_token is not None:
            if read_invite_token(invite_token) != game.pk:
                raise refusals.invalid_invite_token()
            with_link = True
        if Seat.objects.filter(game=game, player=player).exists():
            raise refusals.already_seated_joining()
        _check_joinable(game)
        free = Seat.objects.filter(game=game, player__isnull=True)
        kinds = [Seat.Kind.LINK, Seat.Kind.OPEN] if with_link else [Seat.Kind.OPEN]
        seat = next((row for kind in kinds for row in free.filter(kind=kind).order_by("seat")[:1]), None)
        if seat is None:
            if free.filter(kind=Seat.Kind.LINK).exists():
                raise refusals.invite_required()
            raise refusals.game_full()
        seat.player = player
        seat.save(update_fields=["player"])
        logger.info("player %s joined game %s at seat %s", player.pk, game.pk, seat.seat)
        start_when_full(game, ruleset_for(game), actor=player)
    return game


def _check_joinable(game: Game) -> None:
    """Refuse (409) a game that no longer takes players, saying why."""
    if game.status in (Game.Status.ACTIVE, Game.Status.FINISHED):
        raise refusals.game_started()
    expired = game.join_by is not None and game.join_by <= (game.finished_at or timezone.now())
    if game.status == Game.Status.ABORTED or expired:
        if expired:
            raise refusals.game_expired()
        raise refusals.game_cancelled()


def expire_waiting_games(now: datetime | None = None) -> int:
    """Abort every waiting game whose ``join_by`` has passed; everyone who joined (and everyone
    still invited) is emailed that the game did not fill. Returns the count. Safe to run
    concurrently: each game is re-read under its row's lock."""
    now = now or timezone.now()
    count = 0
    due = Game.objects.filter(status=Game.Status.WAITING, join_by__lte=now).values_list("pk", flat=True)
    for game_id in list(due):
        with transaction.atomic():
            game, _seats = lock_game(game_id)
            if game.status != Game.Status.WAITING or game.join_by is None or game.join_by > now:
                continue  # it filled, or another scheduler got there first
            abort_waiting(game, reason=UNFILLED, at=now)
            count += 1
    if count:
        logger.info("%s waiting games expired", count)
    return count


def rematch_of(game: Game) -> Game | None:
    """The rematch proposed after finished ``game`` that still stands (not aborted), or ``None``:
    a game has at most one, and its page links to it."""
    return Game.objects.filter(rematch_of=game).exclude(status=Game.Status.ABORTED).order_by("pk").first()


def rematch(*, game_id: int, player: Player) -> Game:
    """A new waiting game like finished game ``game_id``, created by ``player`` (one of its
    seated players): same rule set, options, time per move, seating, seat kinds and rated or not. ``player``
    keeps their seat; each other human player is invited by id (seated directly if they opted
    in); bots stay bots, at their level; a seat nobody holds any more (its player left) becomes an open seat.

    Raises ``NotFound``, ``Forbidden`` (not seated), ``Unprocessable`` (``game_not_finished``),
    ``Conflict`` (``rematch_exists``, with ``game``: the rematch someone already started, whose
    invitation the others accept) and the 429 of the invitation cap."""
    with transaction.atomic():
        game, seats = lock_game(game_id)
        if not any(row.player_id == player.pk for row in seats):
            raise refusals.not_your_game()
        if game.status != Game.Status.FINISHED:
            raise refusals.game_not_finished()
        earlier = rematch_of(game)
        if earlier is not None:
            raise refusals.rematch_exists(earlier.pk)
        entries: list[int | dict] = []
        for row in seats:
            if row.kind == Seat.Kind.BOT:
                entries.append({"kind": Seat.Kind.BOT.value, "level": row.bot_level or Seat.BotLevel.EASY.value})
            elif row.player_id is not None:
                entries.append(row.player_id)
            elif row.kind == Seat.Kind.LINK:
                entries.append({"kind": Seat.Kind.LINK.value})
            else:
                entries.append({"kind": Seat.Kind.OPEN.value})
        return create_game(
            creator=player, ruleset_id=game.ruleset, seats=entries, options=game.options,
            move_time_limit=game.move_time_limit, seating=game.seating, rematch_of=game,
            rated=game.rated,
        )


def pending_invitations(player: Player) -> QuerySet[Invitation]:
    """The open invitations addressed to ``player``: made to their id, or to their email address
    (an invitation to an id belongs to that player alone, whatever its address). Oldest first."""
    return (
        Invitation.objects.filter(
            Q(player=player) | Q(player__isnull=True, email=player.email),
            status=Invitation.Status.PENDING, expires_at__gt=timezone.now(), game__status=Game.Status.WAITING,
        )
        .select_related("game", "invited_by")
        .order_by("created_at", "pk")
    )
