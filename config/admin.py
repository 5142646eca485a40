"""Admin pieces shared by the apps, and the admin site itself."""

from __future__ import annotations

from django.contrib import admin

from players.access import is_scoped


class RavenpostAdminSite(admin.AdminSite):
    """The admin opens only in a session signed in with a password: a session opened by a game
    link is scoped to that game's pages (``players.access``), even for a staff member. A game link
    is a secret kept in mailboxes for weeks; it must not be a key to the admin."""

    def has_permission(self, request) -> bool:
        return super().has_permission(request) and not is_scoped(request)


class ReadOnlyAdminMixin:
    """For records that are history (events, snapshots, the outbox, issued tokens): no add, change
    or delete in the admin, even for superusers. Views and custom actions stay possible."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
