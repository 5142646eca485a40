"""Consent: nobody is seated in a game, or emailed about one, without having accepted.

Seating another person by id makes an invitation only they may accept; players who opted in
(``seat_directly``) are seated at once; an id that names nobody looks exactly like one that
names someone; every invitation, whatever the route, counts toward the daily cap."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import override_settings
from django.utils import timezone

from games import services
from games.models import Game, Invitation, Seat
from games.services.errors import ServiceError
from outbox.models import Notification

pytestmark = pytest.mark.django_db


def seats_of(game):
    return [(row.seat, row.kind, row.player_id) for row in Seat.objects.filter(game=game).order_by("seat")]


def test_a_player_seated_by_id_is_invited_and_not_seated(make_player, django_capture_on_commit_callbacks,
                                                          mailoutbox):
    alice, bob = make_player("Alice"), make_player("Bob", seat_directly=False)
    with django_capture_on_commit_callbacks(execute=True):
        game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    assert game.status == Game.Status.WAITING
    assert seats_of(game) == [(0, "player", alice.pk), (1, "player", None)]
    invitation = Invitation.objects.get(game=game)
    assert (invitation.player, invitation.email, invitation.seat) == (bob, bob.email, 1)
    # Bob is told by an invitation, never by a turn email of a game he did not accept.
    assert [m.to for m in mailoutbox] == [[bob.email]]
    assert not Notification.objects.filter(player=bob).exclude(kind="invitation").exists()


def test_only_the_invited_player_may_accept_an_invitation_to_their_id(make_player):
    alice, bob, mallory = make_player(), make_player(seat_directly=False), make_player()
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    invitation = Invitation.objects.get(game=game)
    with pytest.raises(ServiceError) as refused:
        services.accept_invitation(invitation_id=invitation.pk, player=mallory)
    assert refused.value.code == "not_your_invitation" and refused.value.status == 403
    with pytest.raises(ServiceError):
        services.decline_invitation(invitation_id=invitation.pk, player=mallory)
    assert Seat.objects.filter(game=game, player__isnull=True).count() == 1

    started, seated = services.accept_invitation(invitation_id=invitation.pk, player=bob)
    assert seated == bob and started.status == Game.Status.ACTIVE
    assert seats_of(game)[1] == (1, "player", bob.pk)


def test_the_emailed_link_accepts_for_the_invited_player(make_player):
    """Accepting without a signed-in player (the link in the email) seats the invited player."""
    alice, bob = make_player(), make_player(seat_directly=False)
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    _game, seated = services.accept_invitation(invitation_id=Invitation.objects.get(game=game).pk)
    assert seated == bob


def test_an_opted_in_player_is_seated_directly_and_the_game_starts(make_player):
    alice, robot = make_player(), make_player(seat_directly=True)
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, robot.pk])
    assert game.status == Game.Status.ACTIVE and game.seq > 0
    assert not Invitation.objects.filter(game=game).exists()


def test_an_unknown_id_gets_the_same_answer_as_a_real_one(make_player):
    alice, bob = make_player(), make_player(seat_directly=False)
    real = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    unknown = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, 987654321])
    assert real.status == unknown.status == Game.Status.WAITING
    assert seats_of(real)[1][1:] == seats_of(unknown)[1][1:] == ("player", None)
    # Nobody is emailed for the unknown id, and nobody can accept its invitation.
    ghost = Invitation.objects.get(game=unknown)
    assert ghost.player is None and ghost.email == ""
    assert not Notification.objects.filter(game=unknown).exists()
    with pytest.raises(ServiceError) as refused:
        services.accept_invitation(invitation_id=ghost.pk, player=alice)
    assert refused.value.code == "invitation_not_found"


@override_settings(INVITATIONS_PER_DAY=3)
def test_every_route_counts_toward_the_daily_cap_with_a_retry_time(make_player):
    alice = make_player()
    shy = [make_player(seat_directly=False) for _ in range(2)]
    services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, shy[0].pk, "x@example.org"])
    with pytest.raises(ServiceError) as refused:
        services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, shy[1].pk, 123456789])
    assert refused.value.status == 429 and refused.value.code == "too_many_invitations"
    # The first of the two counted invitations must leave the 24-hour window: about a day.
    assert 23 * 3600 < refused.value.extra["retry_after"] <= 24 * 3600
    assert Game.objects.count() == 1  # nothing half-created
    # Opted-in players and the creator are not invitations: still allowed.
    services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, make_player().pk])


@override_settings(INVITATIONS_PER_DAY=2)
def test_the_retry_time_follows_the_oldest_counted_invitation(make_player):
    alice = make_player()
    services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, "a@example.org"])
    services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, "b@example.org"])
    Invitation.objects.filter(email="a@example.org").update(created_at=timezone.now() - timedelta(hours=23))
    with pytest.raises(ServiceError) as refused:
        services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, "c@example.org"])
    assert 3500 <= refused.value.extra["retry_after"] <= 3600


def test_declining_an_invitation_to_an_id_aborts_and_tells_the_creator(make_player):
    alice, bob = make_player(), make_player(seat_directly=False)
    game = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    services.decline_invitation(invitation_id=Invitation.objects.get(game=game).pk, player=bob)
    game.refresh_from_db()
    assert game.status == Game.Status.ABORTED
    assert list(Notification.objects.filter(game=game, kind="game_aborted").values_list("email", flat=True)) == [
        alice.email]


def test_pending_invitations_are_those_to_the_players_id_or_email(make_player):
    alice, bob = make_player(), make_player(seat_directly=False)
    by_id = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.pk])
    by_email = services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, bob.email.upper()])
    services.create_game(creator=alice, ruleset_id="uigo", seats=[alice.pk, "someone@example.org"])
    assert [i.game_id for i in services.pending_invitations(bob)] == [by_id.pk, by_email.pk]
    assert list(services.pending_invitations(alice)) == []
