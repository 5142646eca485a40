"""Admin pieces shared by the apps (the admin site itself is ``players.admin_site``)."""

from __future__ import annotations


class ReadOnlyAdminMixin:
    """For records that are history (events, snapshots, the outbox, issued tokens): no add, change
    or delete in the admin, even for superusers. Views and custom actions stay possible."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
