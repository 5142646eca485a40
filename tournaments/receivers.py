"""What the tournaments answer to the games' signals (``games.signals``).

``game_finished`` and ``game_aborted``: when a tournament's game is over (it finished, or was
aborted: everyone left, or an admin stopped it), the tournament is asked to move on
(``tournaments.tasks.advance_tournament``) once the game's transaction commits. Publishing may
fail (the broker away): the finishing move stands, and the sweep (``advance_all``, every minute)
starts the next round later.

``game_context``: a tournament game's page links to its tournament ("Winter Cup · round 2 of 3").
``game_watchable``: a tournament's game may be watched by anyone (its page is then a spectator's
for whoever holds no seat in it: the players of a tournament follow its other games).
``lobby_entries``: the lobby lists the tournaments open for sign-up (the newest ``LOBBY_SHOWN``).
"""

from __future__ import annotations

import logging

from django.db import transaction
from django.db.models import Count, Q
from django.dispatch import receiver
from django.urls import reverse
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.models import Game
from games.rulesets import registry
from games.signals import game_aborted, game_context, game_finished, game_watchable, lobby_entries
from tournaments import tasks
from tournaments.models import Tournament, TournamentGame

logger = logging.getLogger(__name__)
# Tournaments open for sign-up listed in the lobby (the newest; /tournaments/ has them all).
LOBBY_SHOWN = 5


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


@receiver(game_watchable, dispatch_uid="tournaments.game_watchable")
def watchable(sender, *, game: Game, **kwargs) -> bool | None:
    """A tournament's game is open to watch, like the tournament's page; any other game is not ours to say."""
    return True if TournamentGame.objects.filter(game_id=game.pk).exists() else None


@receiver(lobby_entries, dispatch_uid="tournaments.lobby_entries")
def open_for_signup(sender, *, user, **kwargs) -> list[dict]:
    """The tournaments open for sign-up, newest first: each linked to its page, with its game, its
    players and when the sign-up closes."""
    now = timezone.now()
    listed = (Tournament.objects.filter(status=Tournament.Status.SIGNUP, signup_closes_at__gt=now)
              .annotate(active_players=Count("entries", filter=Q(entries__withdrawn_at__isnull=True)))
              .order_by("-created_at", "-pk")[:LOBBY_SHOWN])
    entries = []
    for tournament in listed:
        game = registry().get(tournament.ruleset).name if tournament.ruleset in registry() else tournament.ruleset
        players = ngettext("%(counter)s player of %(most)s", "%(counter)s players of %(most)s",
                           tournament.active_players) % {"counter": tournament.active_players,
                                                         "most": tournament.max_players}
        closes = _("sign-up closes %(when)s") % {
            "when": date_format(timezone.localtime(tournament.signup_closes_at), "DATETIME_FORMAT")}
        entries.append({"text": tournament.name, "detail": f"{game} · {players} · {closes}",
                        "url": reverse("tournament-page", kwargs={"tournament_id": tournament.pk})})
    return entries
