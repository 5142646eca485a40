"""Fixtures shared by the admin tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def superuser(make_player):
    """A staff superuser: every admin permission, yet still no way to edit history."""
    player = make_player("Root")
    player.is_staff = player.is_superuser = True
    player.save()
    return player


@pytest.fixture
def admin(superuser):
    """The superuser, under the name the service tests give the actor of a repair."""
    return superuser
