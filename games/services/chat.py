"""Game chat: messages seated players post to the table, in any game status.

Chat is not part of the game. A message is a ``ChatMessage`` row, written on its own: it takes
no lock on the game row, appends no event, changes no ``Game.seq`` and no projection, so a chat
post never waits for, blocks or changes a move (and a move never waits for a chat post).

"Since the player's last visit" is a per-seat read marker, ``Seat.chat_read_up_to``: the id of
the newest message the player has been shown, on the game page or by the chat API. It only moves
forward (compare-and-set), and the "your turn" email lists the messages of the others after it.
"""

from __future__ import annotations

from games.models import ChatMessage, Game, Seat
from games.services import refusals
from games.services.errors import BadRequest
from games.services.reads import seat_of

MAX_LENGTH = ChatMessage.MAX_LENGTH


def clean_body(body: object) -> str:
    """The message as stored: surrounding blank space removed, line ends as ``\\n``.

    Raises ``BadRequest`` with a sentence a person understands for anything that is not a
    non-empty text of at most ``MAX_LENGTH`` characters.
    """
    if not isinstance(body, str):
        raise BadRequest("malformed_request", 'The message must be text: {"body": "your message"}.')
    text = body.replace("\r\n", "\n").replace("\r", "\n").strip()
    if not text:
        raise refusals.empty_message()
    if len(text) > MAX_LENGTH:
        raise refusals.message_too_long(MAX_LENGTH, len(text))
    if "\x00" in text:  # PostgreSQL cannot store it in a text column
        raise refusals.bad_character()
    return text


def post_message(*, game_id: int, player, body: object) -> ChatMessage:
    """Post ``body`` to the table of game ``game_id`` as ``player``, who must hold a seat.

    Works whatever the game's status. Raises ``NotFound`` (no such game), ``Forbidden`` (no seat)
    or ``BadRequest`` (see ``clean_body``). Touches neither the event log nor the game row.
    """
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise refusals.game_not_found(game_id)
    seat = seat_of(game, player)
    return ChatMessage.objects.create(game=game, seat=seat, player=player, body=clean_body(body))


# The authors of the messages come in a second query, by their ids (``prefetch_related``), never
# joined to the messages: PostgreSQL expects a game to have as many messages as an average chatting
# game, and for a hundred or so it hashed the whole players table rather than look each author
# up, on every page view, chat read and "your turn" email (tests/services/test_query_plans.py).
# The ids of the few authors are exact, so that query always looks them up by primary key.


def messages_after(game: Game, after: int = 0, limit: int | None = None) -> list[ChatMessage]:
    """The game's messages with an id above ``after``, oldest first, at most ``limit`` of them."""
    rows = ChatMessage.objects.filter(game=game, id__gt=after).prefetch_related("player").order_by("id")
    return list(rows[:limit] if limit is not None else rows)


def latest_messages(game: Game, limit: int) -> tuple[list[ChatMessage], int]:
    """The last ``limit`` messages of the game, oldest first, and how many there are in all."""
    rows = ChatMessage.objects.filter(game=game).prefetch_related("player")
    latest = list(rows.order_by("-id")[:limit])
    total = len(latest) if len(latest) < limit else rows.count()
    return latest[::-1], total


def mark_read(*, game: Game, player, up_to: int) -> None:
    """Record that ``player`` has been shown the messages of ``game`` up to id ``up_to``.

    A read marker, not game state: it never moves back, whichever of two requests lands last.
    """
    if up_to > 0:
        Seat.objects.filter(game=game, player=player, chat_read_up_to__lt=up_to).update(chat_read_up_to=up_to)


def unread_for(seat: Seat, limit: int) -> tuple[list[ChatMessage], int]:
    """What the others posted since ``seat``'s player last saw the chat: the newest ``limit``
    messages, oldest first, and how many earlier unread ones were left out."""
    rows = (
        ChatMessage.objects.filter(game_id=seat.game_id, id__gt=seat.chat_read_up_to)
        .exclude(player_id=seat.player_id)
        .prefetch_related("player")
    )
    newest = list(rows.order_by("-id")[:limit])
    more = rows.count() - len(newest) if len(newest) == limit else 0
    return newest[::-1], more
