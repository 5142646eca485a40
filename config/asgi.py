"""ASGI entry point: the push routes (``GET /api/stream/`` and the events long poll, which wait
without a thread: ``games.streams.http``), and Django for everything else.

Served by gunicorn's ``asgi`` worker (docker/entrypoint.sh ``stream``; docs/operations.md)."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_application = get_asgi_application()

from games.streams.http import router  # noqa: E402  (needs the settings loaded above)

application = router(django_application)
