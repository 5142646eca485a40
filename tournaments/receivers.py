"""What the tournaments answer to the games' signals (``games.signals``).

``game_finished`` and ``game_aborted``: when a tournament's game is over (it finished, or was
aborted: everyone left, or an admin stopped it), the tournament is asked to move on
(``tournaments.tasks.advance_tournament``) once the game's transaction commits. Publishing may
fail (the broker away): the finishing move stands, and the sweep (``advance_all``, every minute)
starts the next round later.

``game_context``: a tournament game's page links to its tournament ("Winter Cup · round 2 of 3").
"""

from __future__ import annotations

import logging

from django.db import transaction
from django.dispatch import receiver
from django.urls import reverse
from django.utils.translation import gettext as _

from games.models import Game
from games.signals import game_aborted, game_context, game_finished
from tournaments import tasks
from tournaments.models import TournamentGame

logger = logging.getLogger(__name__)


@receiver(game_aborted, dispatch_uid="tournaments.game_aborted")
@receiver(game_finished, dispatch_uid="tournaments.game_finished")
def advance_after_commit(sender, *, game: Game, **kwargs) -> None:
    tournament_id = TournamentGame.objects.filter(game_id=game.pk).values_list("tournament_id", flat=True).first()
    if tournament_id is not None:
        transaction.on_commit(lambda: _publish(tournament_id))


def _publish(tournament_id: int) -> None:
    try:
        tasks.advance_tournament.delay(tournament_id)
    except Exception as error:  # the broker: the sweep advances the tournament later
        logger.warning("could not publish the advance of tournament %s: %r; the sweep will", tournament_id, error)


@receiver(game_context, dispatch_uid="tournaments.game_context")
def tournament_of(sender, *, game: Game, **kwargs) -> tuple[str, str] | None:
    """The tournament and round of a tournament's game, linked to the tournament's page."""
    row = TournamentGame.objects.filter(game_id=game.pk).select_related("tournament").first()
    if row is None:
        return None
    text = _("%(name)s · round %(round)d of %(rounds)d") % {
        "name": row.tournament.name, "round": row.round, "rounds": row.tournament.rounds or row.round}
    return text, reverse("tournament-page", kwargs={"tournament_id": row.tournament_id}) + "#rounds"
