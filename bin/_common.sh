# Shared by bin/serve and bin/test: a virtualenv with the project's dependencies, and the local
# services started when they are installed but stopped. Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

ensure_venv() {
    local python=${PYTHON:-python3}
    command -v "$python" >/dev/null || die "Python 3.11+ is needed ($python not found)."
    "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || die "Python 3.11+ is needed."
    if [ ! -x "$PY" ]; then
        say "Creating the virtualenv in .venv"
        "$python" -m venv "$VENV"
    fi
    # The exact versions of requirements/dev.lock, every file checked against its hash (the
    # lock is made by pip-compile from pyproject.toml: see requirements/README.md), then the
    # project itself. Reinstall only when pyproject.toml or the lock changed since the last install.
    local stamp="$VENV/.ravenpost-installed" want
    want=$(cat pyproject.toml requirements/dev.lock | sha256sum | cut -d' ' -f1)
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        say "Installing dependencies (requirements/dev.lock)"
        "$PY" -m pip install --quiet --upgrade pip
        "$PY" -m pip install --quiet --require-hashes -r requirements/dev.lock
        "$PY" -m pip install --quiet --no-deps -e .
        echo "$want" > "$stamp"
    fi
}

postgres_up() { pg_isready -q -h "${PGHOST:-127.0.0.1}" -p "${PGPORT:-5432}" 2>/dev/null; }

ensure_postgres() {
    if postgres_up; then return; fi
    if command -v pg_lsclusters >/dev/null; then
        say "Starting the local PostgreSQL cluster"
        local version
        for version in $(pg_lsclusters -h | awk '{print $1 "/" $2}'); do
            pg_ctlcluster --skip-systemctl-redirect "${version%/*}" "${version#*/}" start 2>/dev/null || true
        done
        for _ in $(seq 1 30); do postgres_up && return; sleep 1; done
    fi
    die "PostgreSQL is not running on ${PGHOST:-127.0.0.1}:${PGPORT:-5432} and no local cluster could be started.
Install it (apt-get install postgresql) or set DATABASE_URL to a server you can reach."
}

ensure_redis() {
    if command -v redis-cli >/dev/null && redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then return 0; fi
    if command -v redis-server >/dev/null; then
        say "Starting the local Redis server"
        mkdir -p /tmp/ravenpost-redis
        redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
            --dir /tmp/ravenpost-redis --logfile /tmp/ravenpost-redis/redis.log >/dev/null
        for _ in $(seq 1 20); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && return 0; sleep 0.5; done
    fi
    return 1
}

compile_translations() {
    # The .mo catalogues are build output (not committed): compile them from the .po sources,
    # only when a .po is newer than its .mo: the site's (locale/) and the rule sets' (their own
    # domains, games/rulesets/i18n.py). Needs GNU gettext's msgfmt.
    if ! command -v msgfmt >/dev/null && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        say "Installing gettext for the translations (apt-get)"
        apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext >/dev/null || true
    fi
    command -v msgfmt >/dev/null || die "msgfmt (GNU gettext) is needed to compile the translations: apt-get install gettext."
    local po
    for po in locale/*/LC_MESSAGES/*.po games/rulesets/locale/*/LC_MESSAGES/*.po \
              games/rulesets/*/locale/*/LC_MESSAGES/*.po; do
        [ -f "$po" ] || continue
        [ "${po%.po}.mo" -nt "$po" ] || msgfmt --check -o "${po%.po}.mo" "$po" || die "$po does not compile."
    done
}

ensure_chromium() {
    # The end-to-end test drives Debian's Chromium through Playwright (no browser download).
    if command -v chromium >/dev/null; then return 0; fi
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        say "Installing Chromium for the browser test (apt-get)"
        apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null \
            && return 0
    fi
    return 1
}

ensure_pgbouncer() {
    # The transaction-pooling tests (tests/pooler) run a private PgBouncer from Debian's package.
    if command -v pgbouncer >/dev/null || [ -x /usr/sbin/pgbouncer ]; then return 0; fi
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        say "Installing PgBouncer for the transaction-pooling tests (apt-get)"
        apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null \
            && return 0
    fi
    return 1
}
