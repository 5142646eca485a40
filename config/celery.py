"""The Celery app: Redis as broker; workers send email, beat runs the periodic scans.

    celery -A config worker -B      # a worker with an embedded beat (development, tests)
"""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("ravenpost")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
