"""Read-only admin for the event store (the full admin tooling comes with the operations issue)."""

from django.contrib import admin

from games.models import Event, Game, Seat, Snapshot


class ReadOnlyAdmin(admin.ModelAdmin):
    """History is never edited from the admin: no add, change or delete, even for superusers."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class SeatInline(admin.TabularInline):
    model = Seat
    fields = ("seat", "player", "is_to_move")
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(Game)
class GameAdmin(ReadOnlyAdmin):
    list_display = ("id", "ruleset", "status", "seq", "to_move", "deadline", "updated_at")
    list_filter = ("ruleset", "status")
    search_fields = ("seats__player__email", "seats__player__name")
    exclude = ("seed",)
    inlines = [SeatInline]


@admin.register(Event)
class EventAdmin(ReadOnlyAdmin):
    list_display = ("game", "seq", "type", "seat", "actor", "created_at")
    list_filter = ("type",)
    search_fields = ("game__id",)


@admin.register(Snapshot)
class SnapshotAdmin(ReadOnlyAdmin):
    list_display = ("game", "seq", "rules_version", "created_at")
