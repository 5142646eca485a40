"""Tournaments in the admin: visible to staff, never editable."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments import services
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client, make_player):
    root = make_player("Root")
    root.is_staff = root.is_superuser = True
    root.save()
    client.force_login(root)
    return client


def test_tournaments_are_shown_and_cannot_be_changed(admin_client, make_tournament, make_player):
    tournament = make_tournament(format="round_robin")
    for _ in range(3):
        services.join(tournament_id=tournament.pk, player=make_player())
    services.start(tournament_id=tournament.pk, actor=tournament.organiser)
    listing = admin_client.get(reverse("admin:tournaments_tournament_changelist"))
    assert listing.status_code == 200 and "Cup" in listing.content.decode()
    page = admin_client.get(reverse("admin:tournaments_tournament_change", args=[tournament.pk]))
    body = page.content.decode()
    assert page.status_code == 200 and "round started" in body.lower() and 'name="_save"' not in body
    assert tournament.seed not in body
    assert admin_client.get(reverse("admin:tournaments_tournament_add")).status_code == 403
    assert admin_client.post(reverse("admin:tournaments_tournament_delete", args=[tournament.pk]),
                             {"post": "yes"}).status_code == 403
    admin_client.post(reverse("admin:tournaments_tournament_change", args=[tournament.pk]), {"name": "Forged"})
    assert Tournament.objects.get(pk=tournament.pk).name == "Cup"
