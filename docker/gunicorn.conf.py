"""Gunicorn settings for the container's web role (docker/entrypoint.sh web).

Environment: ``PORT`` (8000); ``WEB_CONCURRENCY``, the worker processes (default 2 × CPUs + 1:
set it when the container has fewer CPUs than the host); ``GUNICORN_THREADS`` (4) threads per
process, so a slow client holds a thread and not a whole process; ``GUNICORN_TIMEOUT`` (30 s);
``FORWARDED_ALLOW_IPS``, the addresses whose forwarded headers gunicorn believes (default: the
proxies of ``TRUSTED_PROXIES``, else only ``127.0.0.1,::1``: the compose file publishes port
8000, so ``*`` would let anyone claim HTTPS).

With ``GUNICORN_ASGI=true`` (the ``stream`` role) it serves ``config.asgi`` with gunicorn's ``asgi``
worker instead: one event loop per process, no thread per client (``games.streams``);
``WEB_CONCURRENCY`` then defaults to the CPUs, and ``STREAM_CONNECTIONS`` (10000) bounds the open
connections per process. Its workers are not recycled (no ``max_requests``), and a stopping worker
ends its open streams at once (``post_worker_init``). Each holds one listening PostgreSQL connection, one for lookups, and
one per executor thread (at most CPUs + 4).

Each thread keeps its own database connection (``DB_CONN_MAX_AGE``), so a web container opens up
to processes × threads connections: size PostgreSQL's ``max_connections`` (or a PgBouncer) for it.
"""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the project, for config.logging

from config.logging import log_format, logging_config  # noqa: E402  (needs the path above)


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    try:
        return int(raw) if raw else default
    except ValueError:
        raise SystemExit(f"gunicorn.conf.py: {name} must be a whole number, not {raw!r}") from None


_debug = os.environ.get("DJANGO_DEBUG", "true").strip().lower() in {"1", "true", "yes", "on"}

bind = f"0.0.0.0:{_int('PORT', 8000)}"
_asgi = os.environ.get("GUNICORN_ASGI", "").strip().lower() in {"1", "true", "yes", "on"}
if _asgi:
    workers = _int("WEB_CONCURRENCY", len(os.sched_getaffinity(0)))
    worker_class = "asgi"
    worker_connections = _int("STREAM_CONNECTIONS", 10000)
    asgi_lifespan = "off"  # Django's ASGI handler has no lifespan protocol
else:
    workers = _int("WEB_CONCURRENCY", 2 * len(os.sched_getaffinity(0)) + 1)
    worker_class = "gthread"
    threads = _int("GUNICORN_THREADS", 4)
timeout = _int("GUNICORN_TIMEOUT", 30)
graceful_timeout = 30
keepalive = 5  # a little longer than nothing: the load balancer reuses its connections
if _asgi:
    # A stream role worker holds its clients' streams: recycling it would cut them all for nothing
    # (nothing there grows with the requests served). A --max-requests given anyway still works:
    # a stopping worker ends its streams at once (post_worker_init below).
    max_requests = 0
else:
    max_requests = 2000  # recycle workers now and then, jittered so they do not all restart at once
    max_requests_jitter = 200
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None  # heartbeat files off the overlay disk
forwarded_allow_ips = (os.environ.get("FORWARDED_ALLOW_IPS", "").strip()
                       or os.environ.get("TRUSTED_PROXIES", "").strip() or "127.0.0.1,::1")
# Gunicorn 24+ opens a control socket under $HOME, which the unprivileged user cannot write.
control_socket = os.path.join(os.environ.get("RUN_DIR", "/tmp"), "gunicorn.ctl")



def post_worker_init(worker) -> None:
    """In an ``asgi`` worker: when the worker stops (SIGTERM, SIGQUIT, ``max_requests``), its open
    streams end and its long polls answer at once, instead of holding the worker, and the requests
    waiting for its successor, for the whole graceful timeout (``games.streams.http``)."""
    loop = getattr(worker, "loop", None)
    if not _asgi or loop is None:
        return  # the web role's gthread worker: no streams held
    from games.streams.http import end_when_stopping

    loop.create_task(end_when_stopping(lambda: not worker.alive), name="games.streams.stop")


# The same log lines as Django's (JSON in production), access log included.
accesslog = "-"
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms "%(a)s"'
logconfig_dict = logging_config(json_lines=log_format(os.environ, debug=_debug) == "json",
                                level=os.environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO")
