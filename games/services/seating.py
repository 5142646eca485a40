"""Who sits where: reading the seat entries of a new game, and drawing the seat order.

``plan_seats`` turns the ``seats`` a creator gives (player ids, emails, ``{"kind": ...}``) into
one ``SeatPlan`` per seat; ``commands.create_game`` then decides, with the database, which ids
are seated directly and which become invitations (consent: only the creator and players who
opted in, ``Player.seat_directly``, are seated without accepting).

``draw_seating`` shuffles the holders of the seats of a game whose ``seating`` is "random", once,
when it starts. The draw derives from the game's seed only (its own stream, apart from the rule
set's), so the same game always gets the same order, and the rule sets stay pure: they never
know the order was drawn.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.utils.translation import gettext as _

from games.engine import rng_for
from games.models import Game, Seat
from games.services.errors import BadRequest, Unprocessable
from players.models import Player

# The seat kinds a creator may ask for with {"kind": ...}; "player" seats come from ids and emails.
EMPTY_KINDS = (Seat.Kind.OPEN, Seat.Kind.LINK, Seat.Kind.BOT)


@dataclass(frozen=True)
class SeatPlan:
    """One seat as asked for: exactly one of ``player_id`` and ``email`` for a "player" seat,
    neither for the other kinds; ``bot_level`` for a bot seat only."""

    kind: str
    player_id: int | None = None
    email: str | None = None
    bot_level: str = ""


# The level of a bot seat whose entry names none ({"kind": "bot"}): an opponent worth playing.
DEFAULT_BOT_LEVEL = Seat.BotLevel.NORMAL


def _plan_kind(entry: dict) -> SeatPlan:
    """The plan of a ``{"kind": ...}`` entry; a bot may name its ``level``. ``BadRequest`` otherwise."""
    kind = entry.get("kind")
    if kind == Seat.Kind.BOT and set(entry) <= {"kind", "level"}:
        level = entry.get("level", DEFAULT_BOT_LEVEL)
        if level not in Seat.BotLevel.values:
            raise BadRequest("bad_bot_level", _('A bot\'s level is "easy", "normal" or "strong", not %(level)s.')
                             % {"level": json.dumps(level)}, level=level)
        return SeatPlan(Seat.Kind.BOT, bot_level=str(level))
    if set(entry) != {"kind"} or kind not in EMPTY_KINDS:
        raise BadRequest("bad_seat", _('A seat entry object is {"kind": "open"}, {"kind": "link"} '
                                       'or {"kind": "bot"} (with a "level" if you like: "easy", "normal" or "strong").'))
    return SeatPlan(str(kind))


def plan_seats(creator: Player, seats: list[Any]) -> list[SeatPlan]:
    """One ``SeatPlan`` per entry of ``seats``, in order. The creator's own email counts as their
    id. A bot's entry may name its level (``{"kind": "bot", "level": "strong"}``; default
    ``DEFAULT_BOT_LEVEL``). Raises ``BadRequest`` for an entry of the wrong type, a bad email, kind
    or bot level; ``Unprocessable``
    for a person named twice (whether or not the id exists, so the answer tells nothing about it)
    or a list without the creator."""
    plans: list[SeatPlan] = []
    for entry in seats:
        if isinstance(entry, dict):
            plans.append(_plan_kind(entry))
        elif isinstance(entry, str):
            email = Player.objects.normalize_email(entry)
            try:
                validate_email(email)
            except ValidationError:
                raise BadRequest("bad_email", _("%(entry)r is not an email address.") % {"entry": entry}) from None
            if email == creator.email:
                plans.append(SeatPlan(Seat.Kind.PLAYER, player_id=creator.pk))
            else:
                plans.append(SeatPlan(Seat.Kind.PLAYER, email=email))
        elif isinstance(entry, int) and not isinstance(entry, bool) and entry > 0:
            plans.append(SeatPlan(Seat.Kind.PLAYER, player_id=entry))
        else:
            raise BadRequest("bad_seat", _("Each seat is a player id, an email address, or a seat kind."))
    ids = [plan.player_id for plan in plans if plan.player_id is not None]
    emails = [plan.email for plan in plans if plan.email is not None]
    if len(set(ids)) != len(ids) or len(set(emails)) != len(emails):
        raise Unprocessable("duplicate_player", _("A player can hold only one seat in a game."))
    if creator.pk not in ids:
        raise Unprocessable("creator_not_seated", _("Include yourself among the players of the game you create."))
    return plans


def draw_seating(game: Game) -> None:
    """Shuffle who holds which seat of ``game`` (players, seat kinds and bot levels, chat read marks), drawn from
    its seed. Under the game row's lock, just before the game starts.

    Every player is first unseated, then seated again, so that the unique (game, player)
    constraint never sees one player at two seats mid-way."""
    seats = list(Seat.objects.filter(game=game).order_by("seat"))
    holders = [(row.player_id, row.kind, row.bot_level, row.chat_read_up_to) for row in seats]
    # A stream of its own: the rule set's draws use "{seed}:{seq}".
    rng_for(f"{game.seed}:seating", 0).shuffle(holders)
    Seat.objects.filter(game=game).update(player=None)
    for row, (player_id, kind, level, read_up_to) in zip(seats, holders, strict=True):
        row.player_id, row.kind, row.bot_level, row.chat_read_up_to = player_id, kind, level, read_up_to
    Seat.objects.bulk_update(seats, ["player", "kind", "bot_level", "chat_read_up_to"])
