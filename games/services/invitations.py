"""Invitations pushed to the player they are addressed to, so that a bot need not poll the
invitation list: an ``invitation`` message on the player's open streams (``games.streams``) and an
``invitation`` delivery to each of their webhooks (``outbox.webhooks``).

An invitation is addressed to a player when it names their id, or when it names an email address
that is a player's (as ``lobby.pending_invitations`` finds it). One to an address of nobody yet
goes by email only."""

from __future__ import annotations

from django.conf import settings
from django.urls import reverse

from games.models import Invitation
from games.store import event_store
from outbox import webhooks
from players.models import Player


def invitation_message(invitation: Invitation) -> dict:
    """What a stream's ``invitation`` message and an ``invitation`` webhook tell of ``invitation``
    (the ``InvitationMessage`` component): its id, game, rule set, seat, who invited, when it
    expires, and the API's URL that accepts it (``POST``)."""
    return {
        "id": invitation.pk,
        "game": invitation.game_id,
        "ruleset": invitation.game.ruleset,
        "seat": invitation.seat,
        "invited_by": invitation.invited_by.display_name if invitation.invited_by else None,
        "expires_at": invitation.expires_at.isoformat().replace("+00:00", "Z"),
        "accept_url": settings.SITE_URL + reverse("api-invitation-accept", args=[invitation.pk]),
    }


def addressee(invitation: Invitation) -> int | None:
    """The id of the active player ``invitation`` is addressed to, if any."""
    if invitation.player_id is not None:
        return invitation.player_id
    if not invitation.email:
        return None
    return Player.objects.filter(email=invitation.email, is_active=True).values_list("pk", flat=True).first()


def push(invitations: list[Invitation]) -> None:
    """Tell each of ``invitations`` to the player it is addressed to: their webhooks' rows are
    written now (in the caller's transaction, with the invitations), and their streams are woken
    after the commit."""
    addressed = [(invitation, player) for invitation in invitations
                 if (player := addressee(invitation)) is not None]
    if not addressed:
        return
    webhooks.save(webhooks.invitation_deliveries(addressed))
    store = event_store()
    for player in {player for _, player in addressed}:
        store.announce_player(player)
