"""Fresh game links asked for by address: the form on the page of an expired game link.

The page answers the same for every address ("if this address belongs to a player of the game, a
fresh link is on its way"), and does the same work for it: the request writes one outbox row keyed
on the address and a ``WINDOW_MINUTES`` window, whatever the game (``ask_for_game_link``): one
fresh link per address and window, so that nobody can have Ravenpost send a player one email per
game of theirs by typing their address on each game's page. It reads no players or seats,
so that neither the answer nor its time tells who plays which game. Whether the address belongs
to a player of that game is decided when the email is delivered (``prepare_email``, called by
``notifications.tasks``); when it does not, nothing is sent. A genuine expired link (its signed
token) names its player, who is sent a fresh link at once (``accounts.views.request_link``).
"""

from __future__ import annotations

import hashlib

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.utils import timezone

from games.models import Game, Seat
from outbox.emails import enqueue
from outbox.models import Notification
from players.models import Player

MAX_ADDRESS = 254  # an email column's length


# One fresh link per address in this many minutes, across games (at most 6 an hour).
WINDOW_MINUTES = 10


def ask_for_game_link(game_id: int, email: str) -> bool:
    """The request path: queue a fresh link to game ``game_id`` for the player with address
    ``email``, if there is one (decided at delivery); whether a row was written. At most one per
    address every ``WINDOW_MINUTES``, whichever games it is asked for (the outbox key; the address
    is hashed, as keys show up in logs and headers): the first request of a window is the one
    delivered. Something that is not an address is dropped before any statement."""
    email = Player.objects.normalize_email(email)
    try:
        validate_email(email)
    except ValidationError:
        return False
    if len(email) > MAX_ADDRESS:
        return False
    window = int(timezone.now().timestamp() // (WINDOW_MINUTES * 60))
    digest = hashlib.sha256(email.encode()).hexdigest()[:24]
    row = Notification(kind=Notification.Kind.SIGN_IN_LINK, key=f"link:address:{digest}:{window}", player=None,
                       email=email, game=None, context={"asked_for_game": game_id})
    return bool(enqueue([row]))


def prepare_email(notification: Notification) -> bool:
    """At delivery: whether a row of ``ask_for_game_link`` is to be sent, which it is when its
    address belongs to an active player seated in its game; the row then names them (the email is
    built from its player and game). Rows written with their player are sent as they are."""
    game_id = notification.context.get("asked_for_game")
    if notification.player_id is not None or game_id is None:
        return True
    player = Player.objects.filter(email=notification.email, is_active=True).first()
    if player is None or not Seat.objects.filter(game_id=game_id, player=player).exists():
        return False
    game = Game.objects.get(pk=game_id)  # a seat holds it: it exists
    Notification.objects.filter(pk=notification.pk).update(player=player, game=game)
    notification.player, notification.game = player, game
    return True
