from django.contrib import admin

from players.models import ApiToken, Player


class ApiTokenInline(admin.TabularInline):
    model = ApiToken
    fields = ("name", "hint", "created_at", "last_used_at", "revoked_at")
    readonly_fields = ("hint", "created_at", "last_used_at")
    extra = 0
    can_delete = False


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ("email", "name", "locale", "is_staff", "date_joined")
    search_fields = ("email", "name")
    fields = ("email", "name", "locale", "time_zone", "is_active", "is_staff", "is_superuser", "date_joined")
    inlines = [ApiTokenInline]
