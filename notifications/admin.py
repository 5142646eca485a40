"""The outbox in the admin: read-only for everyone, superusers included.

A notification is a record of what was (or will be) sent; it is never edited or deleted here.
To send one again, use "Repair" on its game ("Resend the last notification"), which writes a new
row with a new key and logs the action in the game's log.
"""

from __future__ import annotations

import json

from django.contrib import admin
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from config.admin import ReadOnlyAdminMixin
from outbox.models import Notification


@admin.register(Notification)
class NotificationAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ("id", "kind", "status", "email", "game", "attempts", "created_at", "sent_at")
    list_filter = ("status", "kind")
    search_fields = ("email", "key", "player__name")
    list_select_related = ("game",)
    show_full_result_count = False
    fields = ("key", "kind", "status", "player", "email", "game", "context_json", "attempts", "last_error",
              "note", "not_before", "created_at", "claimed_at", "sent_at", "digest")
    readonly_fields = fields

    @admin.display(description=_("context"))
    def context_json(self, notification: Notification) -> str:
        return format_html("<pre>{}</pre>", json.dumps(notification.context, indent=1, sort_keys=True,
                                                       ensure_ascii=False))
