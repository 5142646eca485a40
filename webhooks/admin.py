"""Webhooks in the admin: every endpoint with its health, and each delivery with its attempts."""

from django.contrib import admin

from outbox.models import Attempt, Delivery, Endpoint


class AttemptInline(admin.TabularInline):
    model = Attempt
    fields = ("number", "started_at", "duration_ms", "address", "status_code", "succeeded", "error")
    readonly_fields = fields
    extra = 0
    can_delete = False
    ordering = ("-started_at",)

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(Endpoint)
class EndpointAdmin(admin.ModelAdmin):
    list_display = ("id", "url", "owner", "enabled", "consecutive_failures", "retry_at", "last_success_at",
                    "created_at")
    list_filter = ("enabled",)
    search_fields = ("url", "owner__email")
    raw_id_fields = ("owner",)
    readonly_fields = ("created_at", "disabled_at", "disabled_reason", "consecutive_failures", "failing_since",
                       "retry_at", "last_success_at")
    exclude = ("secret",)


@admin.register(Delivery)
class DeliveryAdmin(admin.ModelAdmin):
    list_display = ("id", "endpoint", "game", "seat", "kind", "last_seq", "status", "attempts", "next_attempt_at",
                    "created_at")
    list_filter = ("status", "kind")
    search_fields = ("endpoint__url", "=game__id")
    raw_id_fields = ("endpoint", "game")
    readonly_fields = [field.name for field in Delivery._meta.fields]
    inlines = [AttemptInline]

    def has_add_permission(self, request):
        return False


@admin.register(Attempt)
class AttemptAdmin(admin.ModelAdmin):
    list_display = ("id", "endpoint", "delivery", "number", "started_at", "status_code", "succeeded", "duration_ms")
    list_filter = ("succeeded",)
    raw_id_fields = ("endpoint", "delivery")
    readonly_fields = [field.name for field in Attempt._meta.fields]

    def has_add_permission(self, request):
        return False
