"""Rating finished rated games: the one write path of the ratings' tables.

A game counts on its rule set's ladder of its variant (``ratings.variants.of(ruleset, options)``:
Greenland's advanced game is rated apart from its beginner game); the ratings of one variant say
nothing of another's. A rule set's games, all variants, are rated one after the other, in the
order they finished, by whoever holds the rule set's ``Ladder`` row lock (a task after a game's commit, the sweep, or
``recompute_ratings``): two workers never rate the same rule set at once, and each game is dealt
with once (its ``RatedGame`` marker, written in the same transaction as its ratings). The same
transaction releases the game's game-over emails, which wait for the ratings they tell
(``outbox.emails.game_over_rows``).

The result is read from the game's event log: the rule set folds the game's events and says the
outcome (``ruleset.outcome``), exactly as when the game ended. Seats of equal rank tie. A bot
seat plays as its level's fixed rating (``ratings.anchors``), which the game does not change. A player
who left the game (their seat handed to the autopilot, ``meta:seat_replaced``) is placed last,
below every seat that played on, whatever the autopilot made of their seat: leaving a rated game
is losing it, or a player about to lose would leave to keep their rating. The model
is openskill's Plackett-Luce (Weng-Lin), made for any number of players and ties; its defaults
(mu 25, sigma 25/3, beta 25/6, tau 25/300) are kept.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db import transaction
from django.db.models import Exists, OuterRef
from openskill.models import PlackettLuce

from games.meta_events import SEAT_REPLACED
from games.models import Event, Game, Seat
from games.services.reads import load_state, ruleset_for
from outbox import emails as outbox
from ratings import anchors, scale, variants
from ratings.models import Ladder, RatedGame, Rating, RatingChange

MODEL = PlackettLuce()
# Games rated per transaction: the ladder's lock is let go between batches.
BATCH = 200


def pending_games(ruleset: str | None = None):
    """Finished rated games not dealt with yet (of ``ruleset``, or of all), in the rating order:
    the order they finished, then their id."""
    games = Game.objects.filter(rated=True, status=Game.Status.FINISHED).exclude(
        Exists(RatedGame.objects.filter(game=OuterRef("pk"))))
    if ruleset is not None:
        games = games.filter(ruleset=ruleset)
    return games.order_by("finished_at", "pk")


def rulesets_pending() -> list[str]:
    return sorted(set(pending_games().values_list("ruleset", flat=True).distinct()))


def rate_pending(ruleset: str) -> int:
    """Deal with every pending game of ``ruleset`` (rate it, or mark it skipped); how many."""
    dealt = 0
    while True:
        with transaction.atomic():
            ladder = _lock_ladder(ruleset)
            batch = list(pending_games(ruleset)[:BATCH])  # read under the lock: nobody rates them meanwhile
            for game in batch:
                _deal_with(game, ladder)
            ladder.save(update_fields=["dealt_with"])
            # Their game-over emails waited for the ratings they tell (outbox.emails.game_over_rows).
            outbox.release_game_over([game.pk for game in batch])
        dealt += len(batch)
        if len(batch) < BATCH:
            return dealt


def recompute(ruleset: str) -> int:
    """Rebuild ``ruleset``'s ratings from nothing: every rated game dealt with so far is rated
    again from its event log, in the order it was first dealt with, then the pending ones. The
    result equals what the live rating gave, on every variant's ladder. One transaction: readers
    see the old ratings until it commits. Returns the number of games dealt with."""
    with transaction.atomic():
        ladder = _lock_ladder(ruleset)
        done = list(RatedGame.objects.filter(ruleset=ruleset).order_by("position").values_list("game_id", flat=True))
        games = Game.objects.in_bulk(done)
        pending = list(pending_games(ruleset))
        order = [games[pk] for pk in done] + pending
        RatingChange.objects.filter(ruleset=ruleset).delete()
        Rating.objects.filter(ruleset=ruleset).delete()
        RatedGame.objects.filter(ruleset=ruleset).delete()
        ladder.dealt_with = 0
        for game in order:
            _deal_with(game, ladder)
        ladder.save(update_fields=["dealt_with"])
        outbox.release_game_over([game.pk for game in pending])  # the others' emails left long ago
    return len(order)


def _lock_ladder(ruleset: str) -> Ladder:
    Ladder.objects.get_or_create(ruleset=ruleset)
    return Ladder.objects.select_for_update().get(ruleset=ruleset)


@dataclass(frozen=True)
class Placing:
    """A seat's rank: a player's (``player_id``) or a bot's (``anchor``: its level's fixed rating)."""

    seat: int
    player_id: int | None
    rank: int
    anchor: anchors.Anchor | None = None


def placings(game: Game) -> list[Placing] | str:
    """Each seat's player (or bot anchor) and rank, read from ``game``'s event log; or why the game
    cannot be rated (a seat without a player that no player left, a bot level without an anchor,
    no person, no outcome). A seat handed to the autopilot places the player who left it last,
    below every seat that played on (bots included), tied with any other who left."""
    seats = list(Seat.objects.filter(game=game).order_by("seat"))
    if len(seats) < 2:
        return "alone"
    bots = {seat.seat: anchors.anchor(game.ruleset, seat.bot_level) for seat in seats
            if seat.kind == Seat.Kind.BOT and seat.player_id is None}
    if any(found is None for found in bots.values()):
        return "bot_without_anchor"
    players = {seat.seat: seat.player_id for seat in seats if seat.player_id is not None}
    left = _players_who_left(game, [seat.seat for seat in seats if seat.player_id is None and seat.seat not in bots])
    if len(players) + len(left) + len(bots) != len(seats):
        return "seat_without_player"
    if not players and not left:
        return "no_person"
    if not players and not bots:
        return "everyone_left"
    outcome = ruleset_for(game).outcome(load_state(game))
    if outcome is None:
        return "no_outcome"
    ranks = {int(entry["seat"]): int(entry["rank"]) for entry in outcome["ranking"]}
    if set(ranks) != {seat.seat for seat in seats}:
        return "outcome_without_every_seat"
    last = max(ranks[seat] for seat in [*players, *bots]) + 1
    found = []
    for seat in sorted(ranks):
        if seat in players:
            found.append(Placing(seat, players[seat], ranks[seat]))
        elif seat in bots:
            found.append(Placing(seat, None, ranks[seat], bots[seat]))
        else:
            found.append(Placing(seat, left[seat], last))
    return found


def _players_who_left(game: Game, seats: list[int]) -> dict[int, int]:
    """For each of ``seats`` (seats without a player), the player who held it when it was handed
    to the autopilot, by the seat's last ``meta:seat_replaced`` event; seats never held by a
    player are left out."""
    if not seats:
        return {}
    found: dict[int, int] = {}
    for event in Event.objects.filter(game=game, type=SEAT_REPLACED, seat__in=seats).order_by("seq"):
        if event.data.get("autopilot") and event.data.get("from_player") is not None:
            found[event.seat] = int(event.data["from_player"])
        else:
            found.pop(event.seat, None)
    return found


def _deal_with(game: Game, ladder: Ladder) -> None:
    """Rate ``game`` (under ``ladder``'s lock) and mark it dealt with. A bot seat is rated as its
    anchor (a fixed estimate, ``ratings.anchors``) and keeps it: only the people's ratings move.
    The ratings read and written are those of the game's variant."""
    ladder.dealt_with += 1
    variant = variants.of(game.ruleset, game.options)
    found = placings(game)
    if isinstance(found, str):
        RatedGame.objects.create(game=game, ruleset=game.ruleset, variant=variant, position=ladder.dealt_with,
                                 result=RatedGame.Result.SKIPPED, reason=found)
        return
    people = [p for p in found if p.anchor is None]
    current = {rating.player_id: rating for rating in
               Rating.objects.filter(ruleset=game.ruleset, variant=variant,
                                     player_id__in=[p.player_id for p in people])}
    estimates = [(p.anchor.mu, p.anchor.sigma) if p.anchor is not None
                 else (current[p.player_id].mu, current[p.player_id].sigma) if p.player_id in current
                 else (MODEL.mu, MODEL.sigma) for p in found]
    after = MODEL.rate([[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in estimates], ranks=[p.rank for p in found])
    changes = []
    for placing, (mu, sigma), (new,) in zip(found, estimates, after, strict=True):
        if placing.anchor is not None:
            continue  # a bot's rating is fixed
        rating = current.get(placing.player_id) or Rating(player_id=placing.player_id, ruleset=game.ruleset,
                                                          variant=variant)
        rating.mu, rating.sigma = new.mu, new.sigma
        rating.shown = scale.shown(new.mu, new.sigma)
        rating.games += 1
        rating.wins += placing.rank == 1
        rating.last_game = game
        rating.save()
        changes.append(RatingChange(
            game=game, player_id=placing.player_id, ruleset=game.ruleset, variant=variant, seat=placing.seat,
            rank=placing.rank, players=len(found), mu_before=mu, sigma_before=sigma, mu_after=new.mu,
            sigma_after=new.sigma, shown_before=scale.shown(mu, sigma), shown_after=rating.shown,
            games_after=rating.games, finished_at=game.finished_at))
    RatingChange.objects.bulk_create(changes)
    RatedGame.objects.create(game=game, ruleset=game.ruleset, variant=variant, position=ladder.dealt_with,
                             result=RatedGame.Result.COUNTED)


def rulesets_rated() -> Iterable[str]:
    return Ladder.objects.order_by("ruleset").values_list("ruleset", flat=True)
