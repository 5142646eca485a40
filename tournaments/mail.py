"""The tournaments' emails, written to the outbox (``outbox.emails``, the one way emails leave)
in the transaction of the change they tell of, under the tournament's row lock; rendered when they
leave by ``notifications.emails`` (templates ``notifications/email/tournament*``) in each reader's
language, from what the row's ``context`` carries (names, numbers, codes: no sentence is stored).

- A round starts: each player of the round gets ONE email, "Round 2 of <tournament> has started:
  your game against …", about their game (its signed link, and whether they move first); a player
  sitting out gets one saying so. The game's own "game started" and first "your turn" emails are
  dropped (``settle.drop_emails``, with a note for the admin): the round email says both.
- The organiser pauses or resumes: every player still in is told; removes a player: that player
  and the others are told.
- The tournament ends: every player still in gets the final standings.
- The organiser, when they do not play (never joined, withdrew, or sits at no table of the round),
  is told too: each round's start (``organiser`` in the context), and the final standings.

Each row's key names the tournament, the event's ``seq`` and the player: written at most once.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.conf import settings
from django.urls import reverse

from games.models import Game, Seat
from outbox import settle
from outbox.emails import enqueue
from outbox.models import Notification
from players.models import Player
from tournaments.models import Entry, Tournament, TournamentEvent, TournamentGame
from tournaments.words import points_text

Kind = Notification.Kind
# The game's own emails that the round's email replaces.
REPLACED_NOTE = "the tournament's round email tells of this game"
# At most this many lines of the final standings in an email (the page has them all).
STANDINGS_IN_EMAIL = 50


def tournament_url(tournament: Tournament) -> str:
    return settings.SITE_URL.rstrip("/") + reverse("tournament-page", kwargs={"tournament_id": tournament.pk})


def _base(tournament: Tournament, event: TournamentEvent) -> dict:
    return {"event": event.type, "tournament": tournament.pk, "tournament_name": tournament.name,
            "tournament_url": tournament_url(tournament), "round": tournament.current_round,
            "rounds": tournament.rounds}


def _row(tournament: Tournament, event: TournamentEvent, player: Player, game: Game | None = None,
         **context) -> Notification:
    return Notification(kind=Kind.TOURNAMENT, key=f"tournament:{tournament.pk}:{event.seq}:{player.pk}",
                        player=player, email=player.email, game=game, context={**_base(tournament, event), **context})


def _active_players(tournament: Tournament) -> list[Player]:
    return [entry.player for entry in Entry.objects.filter(tournament=tournament, withdrawn_at__isnull=True)
            .select_related("player").order_by("joined_at", "pk")]


def round_started(tournament: Tournament, event: TournamentEvent, rows: list[TournamentGame],
                  byes: Iterable[int]) -> None:
    """One email per player of the round (``rows``, the games just created; ``byes``, who sits out)."""
    byes = list(byes)
    game_ids = [row.game_id for row in rows]
    seats = list(Seat.objects.filter(game_id__in=game_ids).select_related("player"))
    by_game: dict[int, list[Seat]] = {}
    for seat in seats:
        by_game.setdefault(seat.game_id, []).append(seat)
    games = Game.objects.in_bulk(game_ids)
    out = []
    for row in rows:
        table = sorted(by_game.get(row.game_id, []), key=lambda s: s.seat)
        for seat in table:
            if seat.player is None:
                continue
            opponents = [other.player.display_name for other in table if other.seat != seat.seat and other.player]
            out.append(_row(tournament, event, seat.player, games[row.game_id], opponents=opponents,
                            to_move=seat.is_to_move, table=row.table, seat=seat.seat))
    for player in Player.objects.filter(pk__in=list(byes)):
        out.append(_row(tournament, event, player, bye=True))
    if tournament.organiser_id not in {row.player_id for row in out}:
        out.append(_row(tournament, event, tournament.organiser, organiser=True, games=len(rows),
                        byes=len(byes)))
    settle.drop_emails(Notification.objects.filter(
        game_id__in=game_ids, kind__in=[Kind.GAME_STARTED, Kind.YOUR_TURN]), REPLACED_NOTE)
    enqueue(out)


def organiser_news(tournament: Tournament, event: TournamentEvent, removed: Player | None = None) -> None:
    """Paused, resumed, or a player removed (``removed``, who is told too): every player still in."""
    readers = _active_players(tournament)
    if removed is not None:
        readers.append(removed)
    extra = {"removed_name": removed.display_name, "removed_id": removed.pk} if removed is not None else {}
    enqueue([_row(tournament, event, player, **extra) for player in readers])


def finished(tournament: Tournament, event: TournamentEvent, standing: list) -> None:
    """The final standings (``results.standings_of``) to every player still in, and to the
    organiser if they are not one of them."""
    lines = [{"rank": s.line.rank, "name": s.entry.player.display_name, "points": points_text(s.line.points),
              "player": s.entry.player_id} for s in standing[:STANDINGS_IN_EMAIL]]
    ranks = {s.entry.player_id: s.line.rank for s in standing}
    enqueue([_row(tournament, event, player, reason=event.data.get("reason", ""), standings=lines,
                  my_rank=ranks.get(player.pk), player_count=len(standing))
             for player in _with_organiser(tournament, _active_players(tournament))])


def _with_organiser(tournament: Tournament, readers: list[Player]) -> list[Player]:
    if all(player.pk != tournament.organiser_id for player in readers):
        readers.append(tournament.organiser)
    return readers
