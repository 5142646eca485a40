"""What a player's stream says after a cursor: their games' new events as their seat may see them,
and "game started", "your turn", "game ended"; and the invitations addressed to the player. Plain reads, run in a worker thread for a moment at
each wake-up (``games.streams.http``); nothing here waits.

**The cursor** (the SSE ``id``, sent back as ``Last-Event-ID``) is ``v1:SINCE:GAME.SEQ,GAME.SEQ…``:
for each game the stream follows, the last seq it has passed (``x`` after it: its end was told too),
and ``SINCE``, the Unix time the stream began. Why not the ``Event`` table's id, one number: it is a
sequence, handed out when a row is *inserted*, not when its transaction *commits*; a move holding id
101 may commit before another holding 100, so a reader that has seen 101 and resumes "after 101"
would never see 100. A game's seq has no such gap: every write of a game updates its row at the
version it read, so seq N+1 commits only after seq N did. A cursor of (game, seq) pairs is thus
exact, at the price of its length: about ten bytes per game followed.

A game missing from a resumed cursor is read from its first event when it is still waiting or
active, or changed after ``SINCE`` (less a minute for clocks): the player got a seat after the
cursor was made. One that ended before is not: the stream had not followed it. Every event is told
at least once; a client that drops its connection in the middle of a game's batch gets the batch
again (each message carries ``game`` and ``seq``: a client keeps the last seq per game and skips
what it has).
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from games.models import Game
from games.services import lobby, queries, reads
from games.services.invitations import invitation_message
from games.streams.hub import INVITATIONS
from players.models import Player

OVER = {Game.Status.FINISHED, Game.Status.ABORTED}
# How far back of a cursor's start a game's last change may be and still be read from its beginning.
CLOCK_SLACK = timedelta(seconds=60)


#: The largest game id or seq a cursor may hold (PostgreSQL's bigint).
MAX_NUMBER = 2**63 - 1
#: The latest start a cursor may hold: past it no clock has come yet (and ``datetime`` overflows).
MAX_SINCE = 2**32 - 1


class BadCursor(ValueError):
    pass


def _number(text: str, highest: int, what: str) -> int:
    """A whole number from 0 to ``highest`` written in plain ASCII digits, as ``encode`` writes it."""
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"its {what} is not a whole number")
    if len(text) > len(str(highest)) or int(text) > highest:
        raise ValueError(f"its {what} is out of range")
    return int(text)


# Every id this stream sends, and all it accepts back (the OpenAPI schema states it): ``v1:``, the
# time the stream started (Unix seconds), then ``game.seq`` per game (``x``: the game ended).
# Bounded digits: a game id or seq is 32-bit in PostgreSQL, and anything longer is not one we sent.
# Empty: no id (the stream starts afresh), as when the header is left out.
CURSOR_PATTERN = r"^$|^v1:[0-9]{1,10}:([0-9]{1,9}\.[0-9]{1,9}x?(,[0-9]{1,9}\.[0-9]{1,9}x?)*)?$"
_CURSOR = re.compile(CURSOR_PATTERN)


@dataclass
class Cursor:
    since: int
    seqs: dict[int, int] = field(default_factory=dict)
    ended: set[int] = field(default_factory=set)
    #: The invitations this connection has told (not in the ``id``: a resumed stream tells again
    #: those still pending that came after its start).
    invitations: set[int] = field(default_factory=set, compare=False)

    def encode(self) -> str:
        games = ",".join(f"{game}.{seq}{'x' if game in self.ended else ''}" for game, seq in sorted(self.seqs.items()))
        return f"v1:{self.since}:{games}"

    @classmethod
    def decode(cls, text: str) -> Cursor:
        """The cursor of an ``id`` this stream sent, or ``BadCursor`` saying what is wrong with
        ``text``: every number must be one ``encode`` could have written (no sign, a start from
        1970 to 2106, game ids and seqs within PostgreSQL's bigint)."""
        try:
            if len(text) > 100_000 or not _CURSOR.match(text.strip()):
                raise ValueError("it is not of the form v1:START:GAME.SEQ,… with numbers this stream sends")
            version, since, games = text.strip().split(":", 2)
            if version != "v1":
                raise ValueError("its version is not v1")
            cursor = cls(_number(since, MAX_SINCE, "start time"))
            for item in filter(None, games.split(",")):
                game, dot, seq = item.partition(".")
                if not dot:
                    raise ValueError(f"{item[:30]!r} is not GAME.SEQ")
                ended = seq.endswith("x")
                number = _number(game, MAX_NUMBER, "game id")
                cursor.seqs[number] = _number(seq.removesuffix("x"), MAX_NUMBER, "seq")
                if ended:
                    cursor.ended.add(number)
        except ValueError as error:
            raise BadCursor(f"Last-Event-ID {text[:80]!r} is not an id this stream sent: {error}.") from None
        return cursor


@dataclass
class Message:
    """One server-sent event: its ``event`` name, its ``data`` (JSON), and the cursor after it
    (``id``), set on the last message of each game's batch."""

    event: str
    data: dict
    id: str | None = None

    def encode(self) -> bytes:
        lines = [f"event: {self.event}", f"data: {json.dumps(self.data, separators=(',', ':'))}"]
        if self.id is not None:
            lines.insert(0, f"id: {self.id}")
        return ("\n".join(lines) + "\n\n").encode()


def _at(value: datetime) -> str:
    return value.isoformat().replace("+00:00", "Z")


def start(player: Player) -> tuple[list[Message], Cursor]:
    """A new stream from now: it follows the player's waiting and active games from their current
    seq, and opens with "your turn" for each game waiting for the player and "invitation" for each
    pending invitation addressed to them."""
    cursor = Cursor(int(time.time()))
    messages = []
    for row in queries.player_games(player, status=[Game.Status.WAITING, Game.Status.ACTIVE], with_seats=False):
        cursor.seqs[row.game.pk] = row.game.seq
        if row.my_turn and row.game.status == Game.Status.ACTIVE:
            messages.append(Message("your_turn", {"game": row.game.pk, "seq": row.game.seq, "seat": row.seat.seat}))
    messages += _invitations(player, cursor, None)
    messages.append(Message("hello", {"games": sorted(cursor.seqs)}, id=cursor.encode()))
    return messages, cursor


def _invitations(player: Player, cursor: Cursor, since: datetime | None) -> list[Message]:
    """An ``invitation`` message for each pending invitation addressed to ``player`` (made after
    ``since``, if given) that this connection has not told yet."""
    pending = lobby.pending_invitations(player)
    if since is not None:
        pending = pending.filter(created_at__gte=since)
    messages = []
    for invitation in pending:
        if invitation.pk not in cursor.invitations:
            cursor.invitations.add(invitation.pk)
            messages.append(Message("invitation", invitation_message(invitation)))
    return messages


def catch_up(player: Player, cursor: Cursor, games: set[int] | None = None) -> list[Message]:
    """Everything the stream has not told yet, for ``games`` (``None``: all the player's, and their
    invitations; ``INVITATIONS`` among them: the invitations); moves ``cursor`` on. An invitation
    is told once per connection, and again by a stream resumed with a cursor started before it. The ``id`` of the last message of each game's batch is the cursor after it."""
    since = datetime.fromtimestamp(cursor.since, tz=UTC) - CLOCK_SLACK
    messages: list[Message] = []
    if games is None or INVITATIONS in games:
        messages += _invitations(player, cursor, since)
    among = None if games is None else sorted(games - {INVITATIONS})
    if among == []:
        return messages
    rows = queries.player_games(player, among=among, order_by=("game_id",), with_seats=True)
    for row in rows:
        game = row.game
        known = cursor.seqs.get(game.pk)
        if known is None:
            if game.status in OVER and game.updated_at < since:
                continue  # it ended before this stream began
            known = 0
        if game.pk in cursor.ended:
            continue
        batch = _game_batch(game, row.seat.seat, row.my_turn, known)
        cursor.seqs[game.pk] = game.seq
        if game.status in OVER:
            cursor.ended.add(game.pk)
        if batch:
            batch[-1].id = cursor.encode()
            messages += batch
    return messages


def _game_batch(game: Game, seat: int, my_turn: bool, known: int) -> list[Message]:
    messages = []
    if known == 0 and game.seq > 0:
        messages.append(Message("game_started", {"game": game.pk, "ruleset": game.ruleset, "seat": seat}))
    if game.seq > known:
        # Up to the seq read with the seat: what committed since is the next wake-up's.
        for event in reads.events_for_seat(game, seat, after=known, limit=game.seq - known):
            if event["seq"] <= game.seq:
                messages.append(Message("event", {
                    "game": game.pk, "seq": event["seq"], "type": event["type"], "seat": event["seat"],
                    "data": event["data"], "at": _at(event["at"])}))
    if game.status in OVER:
        messages.append(Message("game_ended", {"game": game.pk, "status": game.status, "outcome": game.outcome,
                                               "seq": game.seq}))
    elif my_turn and game.status == Game.Status.ACTIVE and game.seq > known:
        messages.append(Message("your_turn", {"game": game.pk, "seq": game.seq, "seat": seat}))
    return messages


def game_over(game_id: int) -> bool:
    """Whether ``game_id`` has ended (or does not exist): a long poll then answers at once."""
    status = Game.objects.filter(pk=game_id).values_list("status", flat=True).first()
    return status is None or status in OVER
