"""Ravenpost settings, read from the environment (12-factor).

With no environment at all this is a development setup: SQLite, debug on, in-process tasks.
Tests and production set ``DATABASE_URL`` (PostgreSQL). Production also sets
``DJANGO_DEBUG=false`` and must then provide ``SECRET_KEY`` and ``ALLOWED_HOSTS``.
Bad values fail loudly at start-up rather than being guessed.
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

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


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


DEBUG = env_bool("DJANGO_DEBUG", True)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DJANGO_DEBUG is false.")
    SECRET_KEY = "dev-only-not-secret-" + "x" * 40

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"] if DEBUG else [])
if not DEBUG and not ALLOWED_HOSTS:
    raise ImproperlyConfigured("ALLOWED_HOSTS must be set when DJANGO_DEBUG is false.")

SITE_URL = os.environ.get("SITE_URL", "http://localhost:8000").rstrip("/")

INSTALLED_APPS = [
    "django.contrib.admin",
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
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "players.middleware.PlayerPreferencesMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

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

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "60")),
    )
}

AUTH_USER_MODEL = "players.Player"
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
STATIC_ROOT = BASE_DIR / "staticfiles"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# A move is a small JSON document; anything much larger is a mistake or an attack.
DATA_UPLOAD_MAX_MEMORY_SIZE = int(os.environ.get("MAX_REQUEST_BYTES", str(64 * 1024)))

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "players.authentication.TokenAuthentication",
        "players.authentication.UnscopedSessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PARSER_CLASSES": ["games.api.parsers.LimitedJSONParser"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "games.api.problems.exception_handler",
    "UNAUTHENTICATED_USER": None,
}

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
}

# Games: how often a snapshot of the folded state is stored (a cache: any value gives the same answers).
GAMES_SNAPSHOT_EVERY = int(os.environ.get("GAMES_SNAPSHOT_EVERY", "25"))
GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS = int(os.environ.get("GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS", "72"))

# Play by mail --------------------------------------------------------------------------------
GAME_LINK_MAX_AGE_DAYS = int(os.environ.get("GAME_LINK_MAX_AGE_DAYS", "14"))
INVITATION_MAX_AGE_DAYS = int(os.environ.get("INVITATION_MAX_AGE_DAYS", "7"))
REMINDER_BEFORE_HOURS = int(os.environ.get("REMINDER_BEFORE_HOURS", "24"))
NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS = int(os.environ.get("NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS", "300"))
DIGEST_HOUR = int(os.environ.get("DIGEST_HOUR", "8"))  # local time of each player
LOGIN_URL = "/signin/"

# Email: EMAIL_URL such as smtp://user:password@host:587/?tls=1, or console:// (the development default).
EMAIL_URL = os.environ.get("EMAIL_URL", "console://" if DEBUG else "")
if not EMAIL_URL:
    raise ImproperlyConfigured("EMAIL_URL must be set when DJANGO_DEBUG is false (e.g. smtp://host:25).")
_email = urlsplit(EMAIL_URL)
if _email.scheme == "console":
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
elif _email.scheme == "locmem":
    EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
elif _email.scheme in {"smtp", "smtps"}:
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_HOST = _email.hostname or "localhost"
    EMAIL_PORT = _email.port or (465 if _email.scheme == "smtps" else 25)
    EMAIL_HOST_USER = unquote(_email.username or "")
    EMAIL_HOST_PASSWORD = unquote(_email.password or "")
    _email_query = parse_qs(_email.query)
    EMAIL_USE_SSL = _email.scheme == "smtps"
    EMAIL_USE_TLS = _email_query.get("tls", ["0"])[0] in {"1", "true", "yes"}
    EMAIL_TIMEOUT = 20
else:
    raise ImproperlyConfigured(f"EMAIL_URL scheme must be smtp, smtps, console or locmem, not {_email.scheme!r}.")
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Ravenpost <ravenpost@localhost>")

# Celery: Redis as broker. With no REDIS_URL in development, tasks run in-process.
REDIS_URL = os.environ.get("REDIS_URL", "")
CELERY_BROKER_URL = REDIS_URL or "redis://127.0.0.1:6379/0"
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True  # a task whose worker dies is delivered again
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BEAT_SCHEDULE = {
    "scan-deadlines": {"task": "notifications.tasks.scan_deadlines",
                       "schedule": float(os.environ.get("DEADLINE_SCAN_SECONDS", "60"))},
    "resend-stuck-notifications": {"task": "notifications.tasks.deliver_pending",
                                   "schedule": float(os.environ.get("OUTBOX_SWEEP_SECONDS", "120"))},
    "send-digests": {"task": "notifications.tasks.send_digests", "schedule": 15 * 60.0},
    "expire-invitations": {"task": "notifications.tasks.expire_invitations", "schedule": 60 * 60.0},
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {"django.db.backends": {"level": "WARNING"}},
}
