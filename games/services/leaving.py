"""A player leaves a game of their own accord.

Nobody asked a player before seating them (a game is created with player ids or emails), and
people drop out of games that last weeks. Leaving must not end the game for the others:

- in an active game the seat is handed to the autopilot, which plays the rule set's timeout move
  on each of its turns, exactly as when an admin does it (``admin_actions.replace_player``; the
  event's actor is the player who left, which is how the log tells the two apart);
- when nobody with a player would be left at the table, there is no one to play for: the game
  is aborted and everyone told; but a rated game with bots plays on (the autopilot for the
  leaver, the bots for themselves) to its end, where the leaver is placed last: leaving a rated
  game loses it, against bots too, or a person about to lose to a bot would leave to keep their
  rating (ratings/README.md);
- a game still waiting for its invitations cannot start without them: it is aborted, as when an
  invitation is declined; but a player who took an open or link seat from the lobby, and is not
  the game's creator, just frees that seat for someone else.

The player then loses access to the game, like a replaced player.
"""

from __future__ import annotations

from django.db import transaction

from games.models import Game, Seat
from games.services import admin_actions, refusals
from games.services.core import abort_waiting, lock_game
from players.models import Player

LEFT_REASON = "left the game"


def leave_game(*, game_id: int, player: Player) -> Game:
    """``player`` gives up their seat in ``game_id`` (see the module's docstring); returns the game.

    Refused with 404 for no such game, 403 for a player without a seat, 422 for a game that is
    over."""
    with transaction.atomic():
        game, seats = lock_game(game_id)
        row = next((seat for seat in seats if seat.player_id == player.pk), None)
        if row is None:
            raise refusals.not_your_game()
        seat = row.seat
        if (game.status == Game.Status.WAITING and row.kind in (Seat.Kind.OPEN, Seat.Kind.LINK)
                and player.pk != game.created_by_id):
            row.player = None
            row.save(update_fields=["player"])
            return game
        if game.status == Game.Status.WAITING:
            abort_waiting(game, reason="left", who=player.email)
            return game
        if game.status != Game.Status.ACTIVE:
            raise refusals.nothing_to_leave(game.status)
        others = Seat.objects.filter(game=game, player__isnull=False).exclude(player=player)
        rated_against_bots = game.rated and any(s.kind == Seat.Kind.BOT and s.player_id is None for s in seats)
        if not others.exists() and not rated_against_bots:
            admin_actions.abort_game(game_id=game.pk, admin=player, reason=LEFT_REASON, why="left")
        else:
            admin_actions.replace_player(game_id=game.pk, admin=player, seat=seat, autopilot=True,
                                         reason=LEFT_REASON)
    game.refresh_from_db()
    return game
