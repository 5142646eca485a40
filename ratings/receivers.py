"""What the ratings answer to the games' signals (``games.signals``).

``game_finished``: a rated game that finishes has its rule set's pending games rated once the
game's transaction commits (``ratings.tasks.rate_ruleset``).

Publishing the task may fail (the broker is away): the move that finished the game stands, and
the periodic sweep (``ratings.tasks.rate_all``, Celery beat) rates the game later. The rater is
idempotent, so a task published twice, or a sweep meeting a task, rates each game once.

``result_notes``: a finished rated game's page shows each seat's rating before and after it, and
the change ("1512 → 1538 (+26)", provisional marked as on the leaderboards), or that it is being
rated; a bot seat its level's fixed rating ("1880, fixed"). ``game_ratings``: the same for the game-over email (``notifications.emails``).
Both name the ladder when the game counted on a variant's, not the standard one ("Advanced game
ladder", linked to it on the page).
"""

from __future__ import annotations

import logging

from django.db import transaction
from django.dispatch import receiver
from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import gettext

from games.models import Game, Seat
from games.signals import GameRatings, SeatRating, game_finished, game_ratings, result_notes
from ratings import anchors, queries, tasks, variants
from ratings.views import ladder_url

logger = logging.getLogger(__name__)


@receiver(game_finished, dispatch_uid="ratings.game_finished")
def rate_after_commit(sender, *, game: Game, **kwargs) -> None:
    if not game.rated:
        return
    ruleset = game.ruleset
    transaction.on_commit(lambda: _publish(ruleset))


def _publish(ruleset: str) -> None:
    try:
        tasks.rate_ruleset.delay(ruleset)
    except Exception as error:  # the broker: the sweep rates the game later
        logger.warning("could not publish the rating of %s's games: %r; the sweep will", ruleset, error)


@receiver(game_ratings, dispatch_uid="ratings.game_ratings")
def ratings_of_game(sender, *, game: Game, **kwargs) -> GameRatings | None:
    """A rated game's changes per seat, or that the rater has not dealt with it yet."""
    if not game.rated:
        return None
    changes = queries.game_changes(game.pk)
    if not changes and not queries.is_dealt_with(game.pk):
        return GameRatings(pending=True, ladder=_ladder_name(game.ruleset, variants.of(game.ruleset, game.options)))
    return GameRatings(pending=False, ladder=_ladder_name(game.ruleset, _variant_of(game, changes)), seats={
        change.seat: SeatRating(change.before, change.after, change.provisional) for change in changes})


def _variant_of(game: Game, changes: list[queries.GameChange]) -> str:
    """The ladder ``game`` counted on: its rows' (what the rater wrote), else its options'."""
    return changes[0].variant if changes else variants.of(game.ruleset, game.options)


def _ladder_name(ruleset: str, variant: str) -> str:
    """The variant's name, in the active language, for a ladder other than the standard one."""
    return "" if variant == variants.STANDARD else variants.label(ruleset, variant)


@receiver(result_notes, dispatch_uid="ratings.result_notes")
def rating_changes(sender, *, game: Game, **kwargs) -> dict[int, str | SafeString]:
    """``{seat: "1512 → 1538 (+26)"}`` of a rated game once rated (a provisional rating marked
    as on the leaderboards); "being rated" while the rater has not dealt with it; nothing for a
    game that is not rated."""
    ratings = ratings_of_game(sender, game=game)
    if ratings is None:
        return {}
    variant = variants.of(game.ruleset, game.options)
    link = ladder_url(game.ruleset, variant) if ratings.ladder else ""
    notes: dict[int, str | SafeString] = {}
    for seat, kind, level, player_id in game.seats.values_list("seat", "kind", "bot_level", "player_id"):
        bot = anchors.anchor(game.ruleset, level) if kind == Seat.Kind.BOT and player_id is None else None
        if bot is not None:  # a bot counts at its level's fixed rating, which the game did not change
            notes[seat] = gettext("%(rating)d, fixed") % {"rating": bot.shown}
        elif ratings.pending:
            notes[seat] = gettext("being rated…")
        elif seat in ratings.seats:
            notes[seat] = SafeString(render_to_string("ratings/change.html", {
                "change": ratings.seats[seat], "ladder": ratings.ladder, "ladder_url": link}).strip())
    return notes
