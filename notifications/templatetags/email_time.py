"""``{{ when|zoned }}``: a date and time in an email, in the reader's time zone, saying which.

An email is read far from where it was written, and often forwarded: "7 p.m." alone is a guess.
The zone is the one ``notifications.emails`` activates for the recipient (their settings' time
zone, UTC for someone without an account), shown by name and offset, e.g.
"27 novembre 2026 19:00 (Europe/Paris, UTC+01:00)".
"""

from __future__ import annotations

from datetime import datetime

from django import template
from django.utils import formats, timezone

register = template.Library()


@register.filter
def zoned(value: datetime | None) -> str:
    if not isinstance(value, datetime):
        return "" if value is None else str(value)
    local = timezone.localtime(value) if timezone.is_aware(value) else value
    name = timezone.get_current_timezone_name()
    when = formats.date_format(local, "DATETIME_FORMAT")
    if name == "UTC":
        return f"{when} (UTC)"
    offset = local.strftime("%z")  # "+0100"
    return f"{when} ({name}, UTC{offset[:3]}:{offset[3:]})"
