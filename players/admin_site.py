"""The project's admin site (``django.contrib.admin``'s ``admin.site``, named by
``config.apps.RavenpostAdminConfig``)."""

from __future__ import annotations

from django.contrib import admin

from players.access import is_scoped


class RavenpostAdminSite(admin.AdminSite):
    """The admin opens only in a session signed in with a password: a session opened by a game
    link is scoped to that game's pages (``players.access``), even for a staff member. A game link
    is a secret kept in mailboxes for weeks; it must not be a key to the admin."""

    def has_permission(self, request) -> bool:
        return super().has_permission(request) and not is_scoped(request)
