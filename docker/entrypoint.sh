#!/bin/sh
# The container's entrypoint: one image, several roles, picked by the first argument.
#
#   web             wait for the database; migrate first if MIGRATE_ON_START=true; then gunicorn
#   stream          wait for the database; then gunicorn's asgi worker (config.asgi): the event stream
#                   and long polls without a thread per client, and every other route as web serves it
#   worker          wait for the database; then a Celery worker (sends email, applies timeouts)
#   bots            wait for the database; then a Celery worker of the "bots" queue alone: the bots'
#                   searches, a second or a few each, never ahead of an email or a timeout
#   beat            wait for the database; then Celery beat (run exactly one in the whole site)
#   migrate         wait for the database, apply the migrations, exit (a one-off job before a rollout)
#   manage ARGS...  python manage.py ARGS...
#   anything else   run as given (bash, python ...)
#
# Arguments after the role go to the program (e.g. `worker --concurrency 4`). Environment:
# DB_WAIT_SECONDS (60) how long to wait for the database; MIGRATE_ON_START (false);
# CELERY_CONCURRENCY and CELERY_BOTS_CONCURRENCY (Celery's default: one process per CPU);
# CELERY_BEAT_SCHEDULE_FILE;
# LOG_LEVEL. The Django settings read the rest (docs/operations.md).
set -eu

APP_DIR=${APP_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
PYTHON=${PYTHON:-python}
RUN_DIR=${RUN_DIR:-/tmp}  # writable by the unprivileged user: beat's pid and schedule, the role
cd "$APP_DIR"

say() { printf 'entrypoint: %s\n' "$*" >&2; }

is_true() {
    case "$(printf '%s' "${1:-}" | tr '[:upper:]' '[:lower:]')" in
        1 | true | yes | on) return 0 ;;
        0 | false | no | off | "") return 1 ;;
        *) say "expected true or false, not '$1'"; exit 2 ;;
    esac
}

# Load the settings (a missing production variable stops here with the settings' own message)
# and wait until the database accepts a connection.
wait_for_database() {
    "$PYTHON" - <<'PY'
import os
import sys
import time

import django
from django.core.exceptions import ImproperlyConfigured

try:
    django.setup()
except ImproperlyConfigured as error:
    sys.exit(f"entrypoint: the settings do not load: {error}")

from django.db import connection

limit = float(os.environ.get("DB_WAIT_SECONDS") or 60)
deadline = time.monotonic() + limit
while True:
    try:
        connection.ensure_connection()
        break
    except Exception as error:  # refused, unknown host, starting up, bad password...
        connection.close()
        if time.monotonic() >= deadline:
            sys.exit(f"entrypoint: the database did not answer within {limit:g} s: {error}".strip())
        print(f"entrypoint: waiting for the database ({type(error).__name__})", file=sys.stderr)
        time.sleep(1)
PY
}

migrate() {
    say "applying migrations"
    "$PYTHON" manage.py migrate --noinput
}

role=${1:-web}
[ "$#" -gt 0 ] && shift
# The image's HEALTHCHECK reads this to know what to check (docker/healthcheck.py).
printf '%s\n' "$role" > "$RUN_DIR/ravenpost-role" 2>/dev/null || true

case "$role" in
    web)
        migrate_first=false
        if is_true "${MIGRATE_ON_START:-false}"; then migrate_first=true; fi
        wait_for_database
        if [ "$migrate_first" = true ]; then migrate; fi
        say "starting gunicorn"
        exec gunicorn config.wsgi:application --config "$APP_DIR/docker/gunicorn.conf.py" "$@"
        ;;
    stream)
        wait_for_database
        say "starting gunicorn (asgi workers)"
        export GUNICORN_ASGI=true
        exec gunicorn config.asgi:application --config "$APP_DIR/docker/gunicorn.conf.py" "$@"
        ;;
    worker)
        wait_for_database
        set -- --loglevel "${LOG_LEVEL:-INFO}" "$@"
        if [ -n "${CELERY_CONCURRENCY:-}" ]; then set -- --concurrency "$CELERY_CONCURRENCY" "$@"; fi
        say "starting a Celery worker"
        # --quiet: no start-up banner, so that the logs stay one JSON object per line.
        exec celery -A config --quiet worker "$@"
        ;;
    bots)
        wait_for_database
        set -- --queues bots --loglevel "${LOG_LEVEL:-INFO}" "$@"
        if [ -n "${CELERY_BOTS_CONCURRENCY:-}" ]; then set -- --concurrency "$CELERY_BOTS_CONCURRENCY" "$@"; fi
        say "starting a Celery worker for the bots"
        exec celery -A config --quiet worker "$@"
        ;;
    beat)
        wait_for_database
        say "starting Celery beat"
        exec celery -A config --quiet beat --loglevel "${LOG_LEVEL:-INFO}" \
            --schedule "${CELERY_BEAT_SCHEDULE_FILE:-$RUN_DIR/celerybeat-schedule}" \
            --pidfile "$RUN_DIR/celerybeat.pid" "$@"
        ;;
    migrate)
        wait_for_database
        migrate
        ;;
    manage)
        exec "$PYTHON" manage.py "$@"
        ;;
    *)
        exec "$role" "$@"
        ;;
esac
