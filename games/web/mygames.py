"""What "My games" shows: a player's games sorted for action, each in a sentence or two.

``my_games(player, locale)`` returns the sections of the page: games where the player is to move
(soonest deadline first), the other running games (by their deadline), the games waiting for
players, and the finished or aborted ones (newest first, with the result). Each row names the
game and its number, the other players, whose turn it is, the time left, and the newest log
sentence this player's seat may see.

Queries are per page, not per game: the seats (by id list, see below), every seat of those games
with its player, and the newest few events of every game, each in one statement. A player may
hold hundreds of games (bots do).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from django.db.models import F
from django.utils import timezone

from games import services
from games.describe import describe_event, outcome_lines, seat_names, time_left
from games.models import Event, Game, Invitation, Seat
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

    def empty(self) -> bool:
        return not (self.my_turn or self.running or self.waiting or self.over or self.invitations)


def my_games(player: Player, locale: str, now: datetime | None = None) -> MyGames:
    now = now or timezone.now()
    # The ids of the player's seats first, then those seats with their games: joined by the player
    # alone, PostgreSQL guessed the player's number of games from the average of the players it
    # keeps no statistics for, and where many accounts (bots) hold a hundred games or more, it read
    # the whole games table for a player with three (tests/services/test_query_plans.py). It
    # counts a list of ids exactly.
    mine = list(Seat.objects.filter(player=player).order_by().values_list("id", flat=True))
    seats = Seat.objects.filter(pk__in=mine).select_related("game")
    live = list(seats.filter(game__status__in=[Game.Status.ACTIVE, Game.Status.WAITING])
                .order_by("-is_to_move", F("game__deadline").asc(nulls_last=True), "-game_id")[:RUNNING_SHOWN])
    over = list(seats.filter(game__status__in=[Game.Status.FINISHED, Game.Status.ABORTED])
                .order_by(F("game__finished_at").desc(nulls_last=True), "-game_id")[:FINISHED_SHOWN])
    games = {seat.game_id: seat.game for seat in live + over}
    table = _seats_by_game(list(games))
    last = _last_sentences(games, {seat.game_id: seat.seat for seat in live + over}, table, locale)

    sections = MyGames(my_turn=[], running=[], waiting=[], over=[], invitations=pending_invitations(player))
    for seat in live + over:
        game = seat.game
        names = seat_names(game, table.get(game.pk, []))
        deadline = seat.deadline if seat.is_to_move else game.deadline
        row = GameRow(
            game=game, seat=seat.seat, ruleset=services.ruleset_for(game).name, names=names,
            others=[name for number, name in enumerate(names) if number != seat.seat],
            my_turn=seat.is_to_move and game.status == Game.Status.ACTIVE,
            to_move=[names[number] for number in game.to_move if number < len(names)],
            deadline=deadline if game.status == Game.Status.ACTIVE else None,
            time_left=time_left(deadline, now) if game.status == Game.Status.ACTIVE else None,
            last=last.get(game.pk),
            result=outcome_lines(game.outcome, names) if game.outcome else [],
        )
        if game.status == Game.Status.WAITING:
            sections.waiting.append(row)
        elif game.status == Game.Status.ACTIVE:
            (sections.my_turn if row.my_turn else sections.running).append(row)
        else:
            sections.over.append(row)
    return sections


def pending_invitations(player: Player) -> list[Invitation]:
    """Open invitations made to ``player`` (to their id, or to their email address), oldest first."""
    return list(services.pending_invitations(player))


def _seats_by_game(game_ids: list[int]) -> dict[int, list[Seat]]:
    table: dict[int, list[Seat]] = {}
    for seat in Seat.objects.filter(game_id__in=game_ids).select_related("player"):
        table.setdefault(seat.game_id, []).append(seat)
    return table


def _last_sentences(games: dict[int, Game], my_seat: dict[int, int], table: dict[int, list[Seat]],
                    locale: str) -> dict[int, str]:
    """Game id -> the newest log sentence ``my_seat`` may see there, from the last few events of
    each game, all read in one statement (each game's newest seqs through the (game, seq) index)."""
    started = [game_id for game_id, game in games.items() if game.seq]
    if not started:
        return {}
    rows = Event.objects.filter(game_id__in=started, seq__gt=F("game__seq") - EVENTS_LOOKED_AT).order_by(
        "game_id", "-seq")
    by_game: dict[int, list[Event]] = {}
    for row in rows:
        by_game.setdefault(row.game_id, []).append(row)
    sentences: dict[int, str] = {}
    for game_id, events in by_game.items():
        game = games[game_id]
        ruleset, names = services.ruleset_for(game), seat_names(game, table.get(game_id, []))
        for row in events:  # newest first
            text = describe_event(ruleset, row, my_seat[game_id], names, locale)
            if text:
                sentences[game_id] = text
                break
    return sentences
