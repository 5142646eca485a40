"""What "My games" shows: a player's games sorted for action, each in a sentence or two.

``my_games(player, locale)`` returns the sections of the page: games where the player is to move
(soonest deadline first), the other running games (by their deadline), the games waiting for
players, and the finished or aborted ones (newest first, with the result). Each row names the
game and its number, the other players, whose turn it is, the time left, and the newest log
sentence this player's seat may see.

Queries are per page, not per game: the player's games (``queries.player_games``, by the ids
of their seats), every seat of those games with its player, and the newest few events of every
game (``queries.seat_logs``), each in one statement. A player may hold hundreds of games (bots do).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from django.utils import timezone

from games import services
from games.describe import describe_entry, outcome_lines, seat_names, time_left
from games.models import Game, Invitation
from games.services import queries
from players.models import Player

# Running and waiting games listed at most (a bot may hold thousands); finished games shown.
RUNNING_SHOWN = 300
FINISHED_SHOWN = 50
# Events read per game to find the newest one this seat may see (a hidden event, such as
# another player's secret choice, has no sentence for this seat).
EVENTS_LOOKED_AT = 6


@dataclass
class GameRow:
    game: Game
    seat: int
    ruleset: str
    names: list[str]
    others: list[str]
    my_turn: bool
    to_move: list[str]
    deadline: datetime | None
    time_left: str | None
    last: str | None = None
    result: list[dict] = field(default_factory=list)


@dataclass
class MyGames:
    my_turn: list[GameRow]
    running: list[GameRow]
    waiting: list[GameRow]
    over: list[GameRow]
    invitations: list[Invitation]
    # The player's seats in the running games listed, each with the seq the list shows it at,
    # where that is newer than what the seat was shown before (``presence.note_listed``).
    shown: dict[int, int] = field(default_factory=dict)

    def empty(self) -> bool:
        return not (self.my_turn or self.running or self.waiting or self.over or self.invitations)


def my_games(player: Player, locale: str, now: datetime | None = None) -> MyGames:
    now = now or timezone.now()
    mine = queries.player_seat_ids(player)
    live = queries.player_games(player, seat_ids=mine, status=[Game.Status.ACTIVE, Game.Status.WAITING],
                                order_by=queries.TO_PLAY_FIRST, limit=RUNNING_SHOWN, with_seats=False)
    over = queries.player_games(player, seat_ids=mine, status=[Game.Status.FINISHED, Game.Status.ABORTED],
                                order_by=queries.RECENTLY_ENDED, limit=FINISHED_SHOWN, with_seats=False)
    queries.load_seats([row.game for row in live + over])  # one statement for both lists
    logs = queries.seat_logs({row.game.pk: (row.game, row.seat.seat) for row in live + over},
                             newest=EVENTS_LOOKED_AT)

    sections = MyGames(my_turn=[], running=[], waiting=[], over=[], invitations=pending_invitations(player))
    for mine_here in live + over:
        game, seat = mine_here.game, mine_here.seat
        names = seat_names(game, list(game.seats.all()))
        deadline = seat.deadline if seat.is_to_move else game.deadline
        row = GameRow(
            game=game, seat=seat.seat, ruleset=services.ruleset_for(game).name, names=names,
            others=[name for number, name in enumerate(names) if number != seat.seat],
            my_turn=mine_here.my_turn and game.status == Game.Status.ACTIVE,
            to_move=[names[number] for number in game.to_move if number < len(names)],
            deadline=deadline if game.status == Game.Status.ACTIVE else None,
            time_left=time_left(deadline, now) if game.status == Game.Status.ACTIVE else None,
            last=_last_sentence(game, logs.get(game.pk, []), names, locale),
            result=outcome_lines(game.outcome, names) if game.outcome else [],
        )
        if game.status == Game.Status.WAITING:
            sections.waiting.append(row)
        elif game.status == Game.Status.ACTIVE:
            (sections.my_turn if row.my_turn else sections.running).append(row)
            if seat.seen_seq < game.seq:
                sections.shown[seat.pk] = game.seq
        else:
            sections.over.append(row)
    return sections


def pending_invitations(player: Player) -> list[Invitation]:
    """Open invitations made to ``player`` (to their id, or to their email address), oldest first."""
    return list(services.pending_invitations(player))


def _last_sentence(game: Game, log: list[queries.LogEntry], names: list[str], locale: str) -> str | None:
    """The newest sentence of the seat's log (its last few events, ``queries.seat_logs``)."""
    ruleset = services.ruleset_for(game)
    for entry in reversed(log):
        text = describe_entry(ruleset, entry, names, locale)
        if text:
            return text
    return None
