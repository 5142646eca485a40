"""Tournaments in Django admin: to look, not to edit. A tournament changes only through
``tournaments.services`` (each change an event with who did it); here every row is read-only, and
nothing can be added or deleted, even by a superuser."""

from __future__ import annotations

from django.contrib import admin

from tournaments.models import Entry, Tournament, TournamentEvent, TournamentGame


class ReadOnly:
    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


class EntryInline(ReadOnly, admin.TabularInline):
    model = Entry
    fields = ("player", "joined_at", "withdrawn_at", "removed")
    readonly_fields = fields
    extra = 0


class GameInline(ReadOnly, admin.TabularInline):
    model = TournamentGame
    fields = ("round", "table", "game", "seats")
    readonly_fields = fields
    extra = 0


class EventInline(ReadOnly, admin.TabularInline):
    model = TournamentEvent
    fields = ("seq", "type", "actor", "data", "created_at")
    readonly_fields = fields
    extra = 0


@admin.register(Tournament)
class TournamentAdmin(ReadOnly, admin.ModelAdmin):
    list_display = ("id", "name", "ruleset", "format", "status", "current_round", "rounds", "organiser",
                    "signup_closes_at")
    list_filter = ("status", "format", "ruleset")
    search_fields = ("name", "organiser__email")
    exclude = ("seed",)  # the secret from which every game's seed derives
    inlines = [EntryInline, GameInline, EventInline]
    actions = None
