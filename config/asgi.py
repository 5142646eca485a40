"""ASGI entry point: the push routes (``GET /api/stream/``, the events long poll and the live game
page, which wait without a thread: ``games.streams.http``), and Django for everything else. The
router is named by the ``ASGI_ROUTER`` setting, as Django names the URLconf and the WSGI
application: config imports nothing of the apps.

Served by gunicorn's ``asgi`` worker (docker/entrypoint.sh ``stream``; docs/operations.md)."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_application = get_asgi_application()

from django.conf import settings  # noqa: E402  (after the settings are loaded above)
from django.utils.module_loading import import_string  # noqa: E402

application = import_string(settings.ASGI_ROUTER)(django_application)
