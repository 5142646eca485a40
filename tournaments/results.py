"""A tournament's results and standings, read from its games: what the services pair by and
what the API shows (one function for both, STYLE 12).

A finished game's ranks come from its outcome (``Game.outcome``), as the rule set said when it
ended: a seat that lost on time lost, since the rule set's timeout move played it. A seat no
longer held by the player the tournament seated there (the player left the game, or an admin
replaced them) is placed last, below every seat that played on and tied with any other such seat:
leaving a game loses it, as in the ratings. An aborted game (everyone left, or an admin stopped it)
scores nothing for anyone. A game still being played counts for nothing yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.models import Game, Seat
from tournaments.models import Bye, Entry, Tournament, TournamentGame
from tournaments.standings import GameResult, Line, standings

OVER = (Game.Status.FINISHED, Game.Status.ABORTED)


def game_result(row: TournamentGame, game: Game, holders: dict[int, int | None]) -> GameResult:
    """The result of ``row``'s finished or aborted ``game``; ``holders``: seat -> its player id now."""
    players = tuple(row.seats)
    if game.status != Game.Status.FINISHED or not game.outcome:
        return GameResult(players, None)
    left = {seat for seat, player in enumerate(players) if holders.get(seat) != player}
    outcome_rank = {entry["seat"]: entry["rank"] for entry in game.outcome["ranking"]}
    stayed = [seat for seat in range(len(players)) if seat not in left]
    # The seats that played on keep their order among themselves (1 + how many of them did better).
    ranks = {seat: 1 + sum(1 for other in stayed if outcome_rank[other] < outcome_rank[seat]) for seat in stayed}
    ranks |= dict.fromkeys(left, len(stayed) + 1)
    scores = tuple(float(game.outcome["scores"].get(str(seat), 0)) for seat in range(len(players)))
    return GameResult(players, tuple(ranks[seat] for seat in range(len(players))), scores)


def results(tournament: Tournament) -> list[GameResult]:
    """The results of the tournament's games that are over, in the order they were paired."""
    rows = list(TournamentGame.objects.filter(tournament=tournament).order_by("round", "table"))
    games = Game.objects.in_bulk([row.game_id for row in rows])
    holders: dict[int, dict[int, int | None]] = {}
    for game_id, seat, player in Seat.objects.filter(game_id__in=list(games)).values_list("game_id", "seat",
                                                                                          "player_id"):
        holders.setdefault(game_id, {})[seat] = player
    return [game_result(row, games[row.game_id], holders.get(row.game_id, {}))
            for row in rows if games[row.game_id].status in OVER]


def seed_order(tournament: Tournament) -> list[Entry]:
    """Every entry, withdrawn or not, in the order they joined: the seed order."""
    return list(Entry.objects.filter(tournament=tournament).select_related("player").order_by("joined_at", "pk"))


@dataclass
class Standing:
    """A line of the standings with its entry (who, and whether still in)."""

    line: Line
    entry: Entry


def standings_of(tournament: Tournament) -> list[Standing]:
    """The standings now, best first (``tournaments.standings`` says the points and tie-breaks)."""
    entries = seed_order(tournament)
    by_player = {entry.player_id: entry for entry in entries}
    byes = Bye.objects.filter(tournament=tournament).values_list("player_id", flat=True)
    lines = standings([entry.player_id for entry in entries], results(tournament), list(byes),
                      tournament.players_per_table)
    return [Standing(line, by_player[line.player]) for line in lines]
