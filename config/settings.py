"""Ravenpost settings, read from the environment (12-factor).

With no environment at all this is a development setup: SQLite, debug on, in-process tasks,
emails printed on the console. Tests set ``DATABASE_URL`` (PostgreSQL). Production sets
``DJANGO_DEBUG=false`` and must then provide ``SECRET_KEY``, ``DATABASE_URL``, ``REDIS_URL``,
``ALLOWED_HOSTS``, ``SITE_URL`` and ``EMAIL_URL`` (or ``EMAIL_HOST`` and friends): start-up
fails with one message naming every missing variable. Bad values fail loudly at start-up rather
than being guessed. Every variable is listed in docs/operations.md.

In production the HTTPS hardening (secure cookies, HSTS, redirect to HTTPS) follows the scheme of
``SITE_URL``: an ``https://`` site gets all of it and passes ``manage.py check --deploy``; an
``http://`` one (the compose file on localhost) gets none, since a browser that saw HSTS for
localhost would refuse plain HTTP there for a year.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.client_address import parse_trusted_proxies
from config.logging import log_format, logging_config

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    lowered = raw.strip().lower()
    if lowered in {"1", "true", "yes", "on"}:
        return True
    if lowered in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name} must be true or false, not {raw!r}")


# Every number read from the environment goes through env_int or env_float with its allowed range:
# a bad value stops start-up with a message naming the variable and the range (never a raw
# ValueError, a division by zero later, or a digest that silently never goes out).


def env_int(name: str, default: int, low: int = 0, high: int = 2**63 - 1) -> int:
    """The whole number in ``name`` (``default`` when unset or empty), from ``low`` to ``high``."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        raise ImproperlyConfigured(f"{name} must be a whole number from {low} to {high}, not {raw!r}.")
    return value


def env_float(name: str, default: float, low: float, high: float, unit: str = "") -> float:
    """The number (of ``unit``) in ``name`` (``default`` when unset or empty), from ``low`` to ``high``."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not low <= value <= high:  # also refuses nan and inf
        what = f"a number of {unit}" if unit else "a number"
        raise ImproperlyConfigured(f"{name} must be {what} from {low:g} to {high:g}, not {raw!r}.")
    return value


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


DEBUG = env_bool("DJANGO_DEBUG", True)

# What production cannot run without, with an example of each for the error message.
REQUIRED_IN_PRODUCTION = {
    "SECRET_KEY": "50 random characters: python -c 'import secrets; print(secrets.token_urlsafe(50))'",
    "DATABASE_URL": "postgres://ravenpost:password@db.internal:5432/ravenpost",
    "REDIS_URL": "redis://redis.internal:6379/0",
    "ALLOWED_HOSTS": "ravenpost.example.org",
    "SITE_URL": "https://ravenpost.example.org",
    "EMAIL_URL": "smtp://user:password@smtp.example.org:587/?tls=1, or EMAIL_HOST and EMAIL_PORT",
}
if not DEBUG:
    _missing = [name for name in REQUIRED_IN_PRODUCTION if not os.environ.get(name, "").strip()]
    if "EMAIL_URL" in _missing and os.environ.get("EMAIL_HOST", "").strip():
        _missing.remove("EMAIL_URL")  # the SMTP settings one by one instead
    if _missing:
        raise ImproperlyConfigured(
            "DJANGO_DEBUG is false (production), so these environment variables must be set: "
            + "; ".join(f"{name} (e.g. {REQUIRED_IN_PRODUCTION[name]})" for name in _missing)
            + ". See docs/operations.md."
        )

SECRET_KEY = os.environ.get("SECRET_KEY", "").strip()
if not SECRET_KEY:
    SECRET_KEY = "dev-only-not-secret-" + "x" * 40
elif not DEBUG and (len(SECRET_KEY) < 50 or len(set(SECRET_KEY)) < 5):
    raise ImproperlyConfigured("SECRET_KEY is too weak: use at least 50 random characters.")

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"] if DEBUG else [])
if not DEBUG and not ALLOWED_HOSTS:
    raise ImproperlyConfigured("ALLOWED_HOSTS must name at least one host when DJANGO_DEBUG is false.")

# The public address of the site: links in emails, and the origin trusted for CSRF.
SITE_URL = os.environ.get("SITE_URL", "").strip().rstrip("/") or "http://localhost:8000"
_site = urlsplit(SITE_URL)
if _site.scheme not in {"http", "https"} or not _site.hostname or _site.path or _site.query:
    raise ImproperlyConfigured(f"SITE_URL must look like https://ravenpost.example.org, not {SITE_URL!r}.")
SITE_ORIGIN = f"{_site.scheme}://{_site.netloc}"
CSRF_TRUSTED_ORIGINS = [SITE_ORIGIN, *env_list("CSRF_TRUSTED_ORIGINS", [])]

# HTTPS hardening, on in production when the site is served over HTTPS (see the module docstring).
_https = not DEBUG and _site.scheme == "https"
if env_bool("TRUST_X_FORWARDED_PROTO", not DEBUG):
    # The TLS-terminating proxy says how the client connected; it must overwrite this header.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", _https)
SESSION_COOKIE_SECURE = _https
CSRF_COOKIE_SECURE = _https
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 365 * 24 * 3600 if _https else 0, 0, 2 * 365 * 24 * 3600)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", _https)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", _https)
# The reverse proxies whose X-Forwarded-For is believed (addresses or networks, comma-separated):
# the client address every throttle counts by (config/client_address.py). None by default.
TRUSTED_PROXIES = parse_trusted_proxies("TRUSTED_PROXIES", os.environ.get("TRUSTED_PROXIES", ""))

INSTALLED_APPS = [
    "config.apps.RavenpostAdminConfig",  # django.contrib.admin with our site (config/admin.py)
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "players",
    "games",
    "notifications",
    "webhooks",
    "accounts",  # the account pages and API, the home page, the admin of players (above the games)
    "outbox",
    "ratings",  # ratings per rule set and the leaderboards (above the games' services)
    "tournaments",  # tournaments by mail (above the games' services)
]

MIDDLEWARE = [
    "config.health.HealthCheckMiddleware",  # first: probes come by IP over plain HTTP (config/health.py)
    "config.outage.DatabaseOutageMiddleware",  # a database outage is a 503, not a 500 (config/outage.py)
    "config.request_body.ChunkedBodyMiddleware",  # chunked bodies: read with the size limit, or 413
    "config.api_headers.PrivateApiAnswersMiddleware",  # Cache-Control: private, Vary: Authorization
    "django.middleware.security.SecurityMiddleware",
    # Production serves the collected static files itself; in development runserver does.
    *([] if DEBUG else ["whitenoise.middleware.WhiteNoiseMiddleware"]),
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "players.middleware.PlayerPreferencesMiddleware",
    "config.method_not_allowed.MethodNotAllowedPageMiddleware",  # a readable page for a web 405
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "config.csp.ContentSecurityPolicyMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"
# The ASGI app's router: the push routes it serves without a thread, Django for the rest.
ASGI_ROUTER = "games.streams.http.router"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# The development server (runserver) answers each HTTP connection in a new thread and never
# closes that thread's database connection: a persistent one would stay open until the garbage
# collector found it, and PostgreSQL ran out of connections. So under runserver every connection
# is closed at the end of its request, whatever DB_CONN_MAX_AGE says. gunicorn's sync and gthread
# workers reuse their threads, so there each thread keeps one connection (docs/operations.md).
RUNSERVER = sys.argv[1:2] == ["runserver"]
DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=0 if RUNSERVER else env_int("DB_CONN_MAX_AGE", 60, 0, 24 * 3600),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Development: the web process and the Celery worker (bin/serve) write the same file. Each
    # transaction takes the write lock when it begins (IMMEDIATE), so that two never deadlock on
    # upgrading a read lock; a writer waits up to 20 s for the other; and in WAL mode readers
    # never wait for a writer. Without these, either process met "database is locked".
    DATABASES["default"].setdefault("OPTIONS", {}).update({
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    })
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # An unreachable database fails a request (and /readyz) in seconds instead of hanging it.
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault("connect_timeout", env_int("DB_CONNECT_TIMEOUT", 10, 1, 300))
# DATABASE_URL names a pooler in transaction mode (PgBouncer before 1.21, or without
# max_prepared_statements): each transaction may run on another server session, so nothing may
# outlive a transaction on the server: no prepared statements (games.store.prepared), no
# server-side cursors (Django's iterator()), no LISTEN (the stream hub then listens through
# DATABASE_DIRECT_URL, a session of its own straight to PostgreSQL). docs/operations.md.
DB_TRANSACTION_POOLING = env_bool("DB_TRANSACTION_POOLING", False)
if DB_TRANSACTION_POOLING:
    DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = True
# PostgreSQL itself, for what a transaction pooler cannot carry (the stream hub's LISTEN); the
# same as DATABASE_URL when unset.
DATABASE_DIRECT_URL = os.environ.get("DATABASE_DIRECT_URL", "")
# A streaming replica of DATABASE_URL's database (bin/make-replica): the API's read-only views
# read there, outside transactions, unless the client names a seq the replica has not reached
# (games.store.routing). Tests see it as a mirror of the default database.
if os.environ.get("DATABASE_REPLICA_URL"):
    DATABASES["replica"] = dj_database_url.parse(
        os.environ["DATABASE_REPLICA_URL"],
        conn_max_age=DATABASES["default"]["CONN_MAX_AGE"],
    )
    DATABASES["replica"]["OPTIONS"] = dict(DATABASES["default"].get("OPTIONS", {}))
    DATABASES["replica"]["DISABLE_SERVER_SIDE_CURSORS"] = DATABASES["default"].get("DISABLE_SERVER_SIDE_CURSORS", False)
    DATABASES["replica"]["TEST"] = {"MIRROR": "default"}
DATABASE_ROUTERS = ["games.store.routing.ReplicaRouter"]
# The event table is partitioned by game id (games.store.partitions): each partition holds the
# events of EVENT_PARTITION_GAMES consecutive game ids, and add_event_partitions (a daily beat
# task below) keeps EVENT_PARTITIONS_AHEAD empty ones beyond the newest game. A new width
# applies to the partitions made after it is set. docs/operations.md, "The event table's partitions".
EVENT_PARTITION_GAMES = env_int("EVENT_PARTITION_GAMES", 100_000, 1_000, 10**9)
EVENT_PARTITIONS_AHEAD = env_int("EVENT_PARTITIONS_AHEAD", 1, 1, 100)

AUTH_USER_MODEL = "players.Player"
# Password sign-ins (the admin's) are throttled before the password is checked (players.login_throttle).
AUTHENTICATION_BACKENDS = [
    "players.login_throttle.ThrottleBackend",
    "django.contrib.auth.backends.ModelBackend",
]
LOGIN_FAILURE_WINDOW_SECONDS = env_int("LOGIN_FAILURE_WINDOW_SECONDS", 15 * 60, 1, 24 * 3600)
LOGIN_FAILURES_PER_ADDRESS = env_int("LOGIN_FAILURES_PER_ADDRESS", 10, 1, 10_000)
LOGIN_FAILURES_PER_ADDRESS_ALL_ACCOUNTS = env_int("LOGIN_FAILURES_PER_ADDRESS_ALL_ACCOUNTS", 30, 1, 100_000)
LOGIN_FAILURES_PER_ACCOUNT = env_int("LOGIN_FAILURES_PER_ACCOUNT", 20, 1, 100_000)
LOGIN_BACKOFF_MAX_SECONDS = env_int("LOGIN_BACKOFF_MAX_SECONDS", 60, 1, 3600)
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en"
LOCALE_PATHS = [BASE_DIR / "locale"]
LANGUAGES = [("en", "English"), ("fr", "Français")]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
# Production serves static files from the web process (WhiteNoise): collectstatic (run when the
# image is built) writes hashed, compressed copies that may be cached forever. A file missing from
# the manifest falls back to its plain name rather than failing the page.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage" if DEBUG
        else "whitenoise.storage.CompressedManifestStaticFilesStorage",
    },
}
WHITENOISE_MANIFEST_STRICT = False
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# A move is a small JSON document; anything much larger is a mistake or an attack.
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("MAX_REQUEST_BYTES", 64 * 1024, 1024, 100 * 1024 * 1024)

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "players.authentication.TokenAuthentication",
        "players.authentication.UnscopedSessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PARSER_CLASSES": ["games.api.parsers.LimitedJSONParser"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_CONTENT_NEGOTIATION_CLASS": "games.api.negotiation.ShortcutContentNegotiation",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "games.api.problems.exception_handler",
    "UNAUTHENTICATED_USER": None,
    # Rate limits per address and per token, counted in CACHES["default"] (games/api/throttles.py).
    "DEFAULT_THROTTLE_CLASSES": ["games.api.throttles.RateLimits"],
}
# API rate limits: requests per window (API_RATE_WINDOW_SECONDS) and per token, for moves, other
# writes and reads apart, and per client address for everything; 0 turns one off. Past one: 429
# with Retry-After. Generous for a bot that plays many games at once, finite for a runaway loop.
API_RATE_WINDOW_SECONDS = env_int("API_RATE_WINDOW_SECONDS", 60, 1, 3600)
API_RATE_MOVES = env_int("API_RATE_MOVES", 600, 0, 10_000_000)
API_RATE_WRITES = env_int("API_RATE_WRITES", 120, 0, 10_000_000)
API_RATE_READS = env_int("API_RATE_READS", 1800, 0, 10_000_000)
API_RATE_PER_ADDRESS = env_int("API_RATE_PER_ADDRESS", 6000, 0, 10_000_000)
# How long each web process trusts an API token it found valid without asking the database again
# (players/authentication.py): a revoked token or a deactivated player stops working at most this
# many seconds later. 0 (the development and test default) asks on every request.
API_TOKEN_CACHE_SECONDS = env_int("API_TOKEN_CACHE_SECONDS", 0 if DEBUG else 5, 0, 3600)

SPECTACULAR_SETTINGS = {
    "TITLE": "Ravenpost API",
    "DESCRIPTION": (
        "Play board games by mail. Every game is an append-only log of events; clients read "
        "their view of the state and post moves chosen from `legal-moves`. Errors are "
        "`application/problem+json` with a stable `code`."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
    # One name per closed set, the same in requests, answers and query parameters.
    "ENUM_NAME_OVERRIDES": {
        "GameStatus": ["waiting", "active", "finished", "aborted"],
        "TournamentStatus": ["signup", "running", "paused", "finished"],
        "TournamentFormat": ["round_robin", "swiss", "tables"],
        "Seating": ["listed", "random"],
        "SeatKind": ["player", "open", "link", "bot"],
        "BotLevel": ["easy", "normal", "strong"],
        "ConditionalMoveStatus": ["pending", "played", "dropped", "invalid", "cancelled", "voided"],
        "WebhookDeliveryKind": "outbox.models.Delivery.Kind",
        "WebhookDeliveryStatus": "outbox.models.Delivery.Status",
        "InboundEmailOutcome": ["played", "late", "not_understood", "refused", "auto_reply", "replayed"],
        "TurnNotification": "players.models.Player.Notify",
        "TurnEmails": "players.models.Player.TurnEmails",
        "DeadlineReminders": "players.models.Player.Reminders",
        "RateLimitScope": ["moves", "writes", "reads", "requests"],
    },
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "games.api.schema.problem_media_type",  # errors are application/problem+json
        "games.api.schema.add_ruleset_components",  # typed moves, views and events (games.api.ruleset_schemas)
        "games.api.schema.document_headers",  # Location, Retry-After, the 503 of an outage
        "games.api.schema.close_request_bodies",  # bodies that refuse unknown fields say so
        "games.api.throttles.retry_after_in_schema",  # every 429 says Retry-After
    ],
}

# Games: how often a snapshot of the folded state is stored (a cache: any value gives the same answers).
GAMES_SNAPSHOT_EVERY = env_int("GAMES_SNAPSHOT_EVERY", 25, 1, 100_000)
# Bots (games.bots, games.services.bot_moves). The most time one bot decision searches, in
# milliseconds: each level searches for its own time ("normal" 1 s, "strong" 4 s) up to this.
BOTS_MOVE_BUDGET_MS = env_int("BOTS_MOVE_BUDGET_MS", 4000, 10, 60_000)
# A bot seat to move in a game unchanged for this long had its task lost (the broker away): the
# sweep (games.tasks.request_overdue_bot_moves, every minute) asks for its move again, once per seq.
BOTS_OVERDUE_SECONDS = env_int("BOTS_OVERDUE_SECONDS", 120, 10, 24 * 3600)
# Bytes of folded game states each process keeps (games.services.reads.StateCache); 0 turns it off.
GAMES_STATE_CACHE_BYTES = env_int("GAMES_STATE_CACHE_BYTES", 64 * 1024 * 1024, 0, 2**40)
# The event stream (GET /api/stream/, games.streams): a keep-alive line this often when nothing
# happens; a full re-read of the player's games this often even when no notification came (a lost
# NOTIFY is found then); and, where no listener runs (SQLite, PostgreSQL unreachable), a read this often.
STREAM_HEARTBEAT_SECONDS = env_int("STREAM_HEARTBEAT_SECONDS", 15, 1, 300)
STREAM_RECHECK_SECONDS = env_int("STREAM_RECHECK_SECONDS", 60, 1, 3600)
STREAM_POLL_SECONDS = env_int("STREAM_POLL_SECONDS", 2, 1, 60)
GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS = env_int("GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS", 72, 1, 24 * 365)
# How long a waiting game (open seats, invitations) may wait for players before it expires,
# when its creator does not say (games.services.commands.create_game's join_within).
GAMES_JOIN_WITHIN_HOURS = env_int("GAMES_JOIN_WITHIN_HOURS", 7 * 24, 1, 30 * 24)

# Play by mail --------------------------------------------------------------------------------
GAME_LINK_MAX_AGE_DAYS = env_int("GAME_LINK_MAX_AGE_DAYS", 14, 1, 3650)
INVITATION_MAX_AGE_DAYS = env_int("INVITATION_MAX_AGE_DAYS", 7, 1, 365)
# Sign-up and sign-in links (players.account_links; their emails: accounts.account_emails): single-use,
# and short-lived since they open the account.
ACCOUNT_LINK_MAX_AGE_MINUTES = env_int("ACCOUNT_LINK_MAX_AGE_MINUTES", 30, 5, 24 * 60)
# Invitations one player may send in 24 hours: anyone with an account could otherwise mail any
# address, with a name they chose, as often as they like (games.services.commands.create_game).
INVITATIONS_PER_DAY = env_int("INVITATIONS_PER_DAY", 50, 0, 100_000)
# Tournaments one player may create in 24 hours (tournaments.services.create_tournament): each is
# listed in every lobby, with a name its organiser chose.
TOURNAMENTS_PER_DAY = env_int("TOURNAMENTS_PER_DAY", 5, 0, 10_000)
# Vacation (games.services.vacations): the longest one vacation may last, and the days of
# vacation a player may take in one calendar year; a vacation pauses the opponents' game too.
VACATION_MAX_DAYS = env_int("VACATION_MAX_DAYS", 21, 1, 365)
VACATION_DAYS_PER_YEAR = env_int("VACATION_DAYS_PER_YEAR", 30, 1, 366)
# Each vacation change is an event in every active game: at most this many a day (UTC) per player.
VACATION_CHANGES_PER_DAY = env_int("VACATION_CHANGES_PER_DAY", 3, 1, 100)
# Deadline reminders (notifications.deadlines, docs/operations.md): the first when about a third
# of the time per move is left, but never more than REMINDER_BEFORE_HOURS before the deadline; the
# second (for players who chose two) at about a tenth, never more than REMINDER_LAST_BEFORE_HOURS.
REMINDER_BEFORE_HOURS = env_int("REMINDER_BEFORE_HOURS", 24, 0, 24 * 365)
REMINDER_LAST_BEFORE_HOURS = env_int("REMINDER_LAST_BEFORE_HOURS", 2, 0, 24 * 365)
# The turn email policy (notifications.turn_policy): a "your turn" email waits this long, and is
# dropped if its reader moves or looks at the game meanwhile; it is held back while they are on
# the game (seen within NOTIFICATIONS_PRESENCE_SECONDS: a page, a long poll, a stream) or moved in
# the game within NOTIFICATIONS_TURN_AFTER_MOVE_SECONDS. 0 turns each of them off.
NOTIFICATIONS_TURN_GRACE_SECONDS = env_int("NOTIFICATIONS_TURN_GRACE_SECONDS", 180, 0, 24 * 3600)
NOTIFICATIONS_TURN_AFTER_MOVE_SECONDS = env_int("NOTIFICATIONS_TURN_AFTER_MOVE_SECONDS", 300, 0, 24 * 3600)
NOTIFICATIONS_PRESENCE_SECONDS = env_int("NOTIFICATIONS_PRESENCE_SECONDS", 90, 0, 3600)
# A rated game's game-over email waits for the rater (ratings.tasks.rate_ruleset releases it as soon
# as the game is rated, to say each reader's rating change) at most this long: longer than the
# rater's 10-minute sweep, which rates a game whose task was lost; then it leaves without the change.
NOTIFICATIONS_GAME_OVER_RATING_WAIT_SECONDS = env_int("NOTIFICATIONS_GAME_OVER_RATING_WAIT_SECONDS", 900, 0, 24 * 3600)
NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS = env_int("NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS", 300, 10, 24 * 3600)
# The retry policy of emails and webhook deliveries (outbox.settle): attempts at one row, the wait
# after its first failed attempt, doubling up to the cap (a webhook endpoint's back-off too).
NOTIFICATIONS_MAX_ATTEMPTS = env_int("NOTIFICATIONS_MAX_ATTEMPTS", 8, 1, 50)
NOTIFICATIONS_RETRY_FIRST_SECONDS = env_int("NOTIFICATIONS_RETRY_FIRST_SECONDS", 60, 1, 24 * 3600)
NOTIFICATIONS_RETRY_MAX_SECONDS = env_int("NOTIFICATIONS_RETRY_MAX_SECONDS", 3600, 1, 7 * 24 * 3600)
# Seconds each process gathers the notifications its requests scheduled before a background thread
# publishes them as one task (outbox.dispatch); 0 publishes one task per notification inside
# the request, unbatched.
NOTIFICATIONS_PUBLISH_BATCH_SECONDS = env_float("NOTIFICATIONS_PUBLISH_BATCH_SECONDS", 0.05, 0, 10, "seconds")
# Webhooks (webhooks/, docs/webhooks.md). WEBHOOKS_ALLOW_LOOPBACK is for local development and
# the tests only: it lets endpoints be http:// and on loopback addresses (never private ones).
WEBHOOKS_ALLOW_LOOPBACK = env_bool("WEBHOOKS_ALLOW_LOOPBACK", False)
WEBHOOKS_TIMEOUT_SECONDS = env_float("WEBHOOKS_TIMEOUT_SECONDS", 10, 1, 60, "seconds")
WEBHOOKS_MAX_PER_PLAYER = env_int("WEBHOOKS_MAX_PER_PLAYER", 5, 1, 100)
WEBHOOKS_MAX_ATTEMPTS = env_int("WEBHOOKS_MAX_ATTEMPTS", 12, 1, 50)  # per delivery
WEBHOOKS_RETRY_FIRST_SECONDS = env_int("WEBHOOKS_RETRY_FIRST_SECONDS", 60, 1, 24 * 3600)
WEBHOOKS_RETRY_MAX_SECONDS = env_int("WEBHOOKS_RETRY_MAX_SECONDS", 6 * 3600, 1, 7 * 24 * 3600)
# An endpoint is disabled (and its owner emailed) after this many failed back-off periods in a
# row, or after failing this many hours without a success.
WEBHOOKS_DISABLE_AFTER_FAILURES = env_int("WEBHOOKS_DISABLE_AFTER_FAILURES", 10, 1, 1000)
WEBHOOKS_DISABLE_AFTER_HOURS = env_int("WEBHOOKS_DISABLE_AFTER_HOURS", 24, 1, 24 * 30)
# How long each process trusts its list of the players who have an endpoint (outbox.webhooks): a
# new endpoint gets the events of appends made in other processes at most this much later.
WEBHOOKS_OWNERS_CACHE_SECONDS = env_float("WEBHOOKS_OWNERS_CACHE_SECONDS", 5, 0, 300, "seconds")
DIGEST_HOUR = env_int("DIGEST_HOUR", 8, 0, 23)  # local time of each player
LOGIN_URL = "/signin/"

# Email: EMAIL_URL such as smtp://user:password@host:587/?tls=1, or console:// (the development
# default); or, instead of EMAIL_URL, EMAIL_HOST with EMAIL_PORT, EMAIL_HOST_USER,
# EMAIL_HOST_PASSWORD, EMAIL_USE_TLS and EMAIL_USE_SSL.
EMAIL_URL = os.environ.get("EMAIL_URL", "").strip()
if not EMAIL_URL and not os.environ.get("EMAIL_HOST", "").strip():
    EMAIL_URL = "console://"  # development only: production refused to start above
if EMAIL_URL:
    _email = urlsplit(EMAIL_URL)
    if _email.scheme == "console":
        EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
    elif _email.scheme == "locmem":
        EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    elif _email.scheme in {"smtp", "smtps"}:
        EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
        EMAIL_HOST = _email.hostname or "localhost"
        try:
            EMAIL_PORT = _email.port or (465 if _email.scheme == "smtps" else 25)
        except ValueError:
            raise ImproperlyConfigured("EMAIL_URL has a bad port: use a whole number from 1 to 65535, "
                                       "e.g. smtp://user:password@smtp.example.org:587/?tls=1.") from None
        EMAIL_HOST_USER = unquote(_email.username or "")
        EMAIL_HOST_PASSWORD = unquote(_email.password or "")
        _email_query = parse_qs(_email.query)
        EMAIL_USE_SSL = _email.scheme == "smtps"
        EMAIL_USE_TLS = _email_query.get("tls", ["0"])[0] in {"1", "true", "yes"}
    else:
        raise ImproperlyConfigured(
            f"EMAIL_URL scheme must be smtp, smtps, console or locmem, not {_email.scheme!r}.")
else:
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_HOST = os.environ["EMAIL_HOST"].strip()
    EMAIL_PORT = env_int("EMAIL_PORT", 25, 1, 65535)
    EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
    EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
    EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
    EMAIL_USE_SSL = env_bool("EMAIL_USE_SSL", False)
if EMAIL_BACKEND.endswith("smtp.EmailBackend"):
    if EMAIL_USE_TLS and EMAIL_USE_SSL:
        raise ImproperlyConfigured("Email: choose STARTTLS (tls) or SSL (smtps / EMAIL_USE_SSL), not both.")
    EMAIL_TIMEOUT = env_int("EMAIL_TIMEOUT", 20, 1, 600)
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Ravenpost <ravenpost@localhost>")
# Answering by email (notifications.inbound, docs/operations.md "Answer by email"): with a domain,
# each turn email's Reply-To is LOCAL_PART+<signed token>@DOMAIN, whose mail reaches
# ``manage.py receive_mail`` (MX) or POST /api/inbound/email/ (a provider's inbound webhook, with
# the header X-Ravenpost-Inbound-Secret: INBOUND_EMAIL_SECRET; without a secret it answers 404).
INBOUND_EMAIL_DOMAIN = os.environ.get("INBOUND_EMAIL_DOMAIN", "").strip().lower()
INBOUND_EMAIL_LOCAL_PART = os.environ.get("INBOUND_EMAIL_LOCAL_PART", "play").strip() or "play"
INBOUND_EMAIL_SECRET = os.environ.get("INBOUND_EMAIL_SECRET", "").strip()
INBOUND_EMAIL_MAX_BYTES = env_int("INBOUND_EMAIL_MAX_BYTES", 1_000_000, 10_000, 50_000_000)
# The authserv-id of the MTA whose Authentication-Results header is trusted for the From of a
# reply (notifications.inbound.sender); unset: the From must be the player's, unauthenticated.
INBOUND_EMAIL_TRUSTED_AUTHSERV_ID = os.environ.get("INBOUND_EMAIL_TRUSTED_AUTHSERV_ID", "").strip()
# At most this many answers to replies per player and hour (confirmations, "too late", "not understood").
INBOUND_EMAIL_ANSWERS_PER_HOUR = env_int("INBOUND_EMAIL_ANSWERS_PER_HOUR", 20, 1, 10_000)

# Celery: Redis as broker. With no REDIS_URL in development, tasks run in-process.
REDIS_URL = os.environ.get("REDIS_URL", "")
# The cache every process shares (the sign-in throttle): Redis when there is one, else this
# process's memory (development, tests).
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}
    if REDIS_URL
    else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
}
# The broker: CELERY_BROKER_URL when set, else Redis. ``filesystem://`` (what bin/serve uses) is a
# broker that needs no server: messages are files under CELERY_BROKER_FOLDER, shared by the
# processes of one machine (config/folder_broker.py); for development only. With neither
# CELERY_BROKER_URL nor REDIS_URL, tasks run in the process that sends them (eager).
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "").strip() or REDIS_URL or "redis://127.0.0.1:6379/0"
CELERY_BROKER_FOLDER = Path(os.environ.get("CELERY_BROKER_FOLDER") or BASE_DIR / ".local" / "celery")
if urlsplit(CELERY_BROKER_URL).scheme == "filesystem":
    CELERY_BROKER_TRANSPORT = "config.folder_broker:Transport"
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(CELERY_BROKER_FOLDER / "queue"),
        "data_folder_out": str(CELERY_BROKER_FOLDER / "queue"),
        "control_folder": str(CELERY_BROKER_FOLDER / "control"),
    }
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER",
                                    not (REDIS_URL or os.environ.get("CELERY_BROKER_URL", "").strip()))
CELERY_TASK_EAGER_PROPAGATES = True
# Whether a searching bot's move goes through the "bots" queue: yes unless tasks run in the process
# that sends them (no broker: tests, a bare runserver), where it is chosen in the transaction of
# the move that made the bot's turn instead, as the autopilot's moves are (games.services.bot_moves).
BOTS_ON_QUEUE = env_bool("BOTS_ON_QUEUE", not CELERY_TASK_ALWAYS_EAGER)
# A bot's search (games.tasks.play_bot_move) runs on a queue of its own, so that a worker busy
# thinking for a bot never holds up an email or a deadline: bin/serve's worker consumes both
# queues, production runs a worker per queue (docker/compose.yaml's ``bots`` service).
BOTS_QUEUE = "bots"
CELERY_TASK_ROUTES = {"games.tasks.play_bot_move": {"queue": BOTS_QUEUE}}
CELERY_TASK_ACKS_LATE = True  # a task whose worker dies is delivered again
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# A Redis restart cuts the broker connection; the running deliveries go on (they need PostgreSQL and
# SMTP, not the broker). Cancelling them (Celery 6's announced default) could kill one between the
# SMTP server's OK and the row's mark: the email would go again. A task whose ack is lost with the
# connection is redelivered at worst, and its rows, claimed by compare-and-set, are not sent twice.
CELERY_WORKER_CANCEL_LONG_RUNNING_TASKS_ON_CONNECTION_LOSS = False
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_WORKER_HIJACK_ROOT_LOGGER = False  # workers log through LOGGING below (JSON in production)
# A worker sends its print()s and its standard output to the log; but the console email backend
# writes each email there, and the log redacts links (config/logging.py): with emails on the
# console, the worker leaves standard output alone so that their links can be followed.
CELERY_WORKER_REDIRECT_STDOUTS = not EMAIL_BACKEND.endswith("console.EmailBackend")
CELERY_BEAT_SCHEDULE = {
    "scan-deadlines": {"task": "notifications.tasks.scan_deadlines",
                       "schedule": env_float("DEADLINE_SCAN_SECONDS", 60, 1, 3600, "seconds")},
    "resend-stuck-notifications": {"task": "notifications.tasks.deliver_pending",
                                   "schedule": env_float("OUTBOX_SWEEP_SECONDS", 120, 1, 24 * 3600, "seconds")},
    # Turn emails whose grace period is over (notifications.turn_policy).
    "send-due-turn-emails": {"task": "notifications.tasks.deliver_due",
                             "schedule": env_float("TURN_EMAIL_SWEEP_SECONDS", 30, 1, 3600, "seconds")},
    "send-digests": {"task": "notifications.tasks.send_digests", "schedule": 15 * 60.0},
    "expire-invitations": {"task": "notifications.tasks.expire_invitations", "schedule": 60 * 60.0},
    "expire-waiting-games": {"task": "notifications.tasks.expire_waiting_games", "schedule": 15 * 60.0},
    "send-due-webhooks": {"task": "webhooks.tasks.deliver_due",
                          "schedule": env_float("WEBHOOKS_SWEEP_SECONDS", 30, 1, 3600, "seconds")},
    # Event partitions ahead of the newest game (games.tasks); idempotent, so daily is plenty.
    "add-event-partitions": {"task": "games.tasks.add_event_partitions", "schedule": 24 * 3600.0},
    # Bot moves whose task was lost (games.services.bot_moves.request_overdue).
    "request-overdue-bot-moves": {"task": "games.tasks.request_overdue_bot_moves", "schedule": 60.0},
    # Rated games whose rating task was lost (the broker away at their commit); idempotent.
    "rate-pending-games": {"task": "ratings.tasks.rate_all", "schedule": 10 * 60.0},
    # Tournaments whose sign-up closed start; rounds whose games all finished are followed by the
    # next (a round's last game also asks at its commit; this catches what that missed). Idempotent.
    "advance-tournaments": {"task": "tournaments.tasks.advance_all", "schedule": 60.0},
}

# Logs go to standard error, one line per record: JSON in production (or LOG_FORMAT=json), with
# the game id and seq on every line logged while a move is processed (config/logging.py).
LOG_FORMAT = log_format(os.environ, debug=DEBUG)
if LOG_FORMAT not in {"json", "plain"}:
    raise ImproperlyConfigured(f"LOG_FORMAT must be json or plain, not {LOG_FORMAT!r}.")
LOG_LEVEL = os.environ.get("LOG_LEVEL", "INFO").strip().upper()
if LOG_LEVEL not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
    raise ImproperlyConfigured(f"LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL, not {LOG_LEVEL!r}.")
LOGGING = logging_config(json_lines=LOG_FORMAT == "json", level=LOG_LEVEL)
if LOG_FORMAT == "json":
    logging.captureWarnings(True)  # Python warnings too become JSON lines (logger "py.warnings")
