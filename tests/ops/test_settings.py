"""Production settings come from the environment only, and fail with a clear message without it.

Each test sets Django up in a fresh interpreter with an explicit environment (settings are read
once per process).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.ops.support import PRODUCTION, ROOT, clean_env, load_settings, production_env


def test_production_settings_load_from_the_environment():
    result, values = load_settings(
        production_env(),
        "DEBUG", "SECRET_KEY", "ALLOWED_HOSTS", "SITE_URL", "CSRF_TRUSTED_ORIGINS", "CELERY_BROKER_URL",
        "CELERY_TASK_ALWAYS_EAGER", "EMAIL_BACKEND", "EMAIL_HOST", "EMAIL_PORT", "EMAIL_HOST_USER",
        "EMAIL_USE_TLS", "SECURE_PROXY_SSL_HEADER", "SECURE_SSL_REDIRECT", "SESSION_COOKIE_SECURE",
        "CSRF_COOKIE_SECURE", "SECURE_HSTS_SECONDS", "STORAGES", "LOG_FORMAT", "DATABASES",
    )
    assert result.returncode == 0, result.stderr
    assert values["DEBUG"] is False
    assert values["SECRET_KEY"] == PRODUCTION["SECRET_KEY"]
    assert values["ALLOWED_HOSTS"] == ["ravenpost.example.org"]
    assert values["SITE_URL"] == "https://ravenpost.example.org"
    assert values["CSRF_TRUSTED_ORIGINS"] == ["https://ravenpost.example.org"]
    assert values["CELERY_BROKER_URL"] == "redis://redis.internal:6379/0"
    assert values["CELERY_TASK_ALWAYS_EAGER"] is False
    assert values["EMAIL_BACKEND"] == "django.core.mail.backends.smtp.EmailBackend"
    assert (values["EMAIL_HOST"], values["EMAIL_PORT"], values["EMAIL_HOST_USER"], values["EMAIL_USE_TLS"]) == (
        "smtp.example.org", 587, "mailer", True)
    assert values["SECURE_PROXY_SSL_HEADER"] == ["HTTP_X_FORWARDED_PROTO", "https"]
    assert values["SECURE_SSL_REDIRECT"] and values["SESSION_COOKIE_SECURE"] and values["CSRF_COOKIE_SECURE"]
    assert values["SECURE_HSTS_SECONDS"] >= 365 * 24 * 3600
    assert values["STORAGES"]["staticfiles"]["BACKEND"] == "whitenoise.storage.CompressedManifestStaticFilesStorage"
    assert values["LOG_FORMAT"] == "json"
    database = values["DATABASES"]["default"]
    assert (database["HOST"], database["NAME"], database["USER"]) == ("db.internal", "ravenpost", "ravenpost")


def test_without_any_environment_production_names_every_missing_variable():
    result, _ = load_settings(clean_env(DJANGO_DEBUG="false"))
    assert result.returncode != 0
    assert "ImproperlyConfigured: DJANGO_DEBUG is false (production)" in result.stderr
    for name in ("SECRET_KEY", "DATABASE_URL", "REDIS_URL", "ALLOWED_HOSTS", "SITE_URL", "EMAIL_URL"):
        assert f"{name} (e.g. " in result.stderr


@pytest.mark.parametrize("missing", sorted(PRODUCTION.keys() - {"DJANGO_DEBUG"}))
def test_each_required_variable_is_required(missing):
    result, _ = load_settings(production_env(**{missing: None}))
    assert result.returncode != 0
    message = result.stderr.strip().splitlines()[-1]
    assert message.startswith("django.core.exceptions.ImproperlyConfigured: DJANGO_DEBUG is false")
    assert f"{missing} (e.g. " in message
    others = PRODUCTION.keys() - {"DJANGO_DEBUG", missing}
    assert not any(f"{name} (e.g. " in message for name in others)


def test_an_empty_value_counts_as_missing():
    result, _ = load_settings(production_env(SECRET_KEY="  "))
    assert result.returncode != 0 and "SECRET_KEY (e.g. " in result.stderr


@pytest.mark.parametrize(("variable", "value", "message"), [
    ("SECRET_KEY", "short-key", "SECRET_KEY is too weak"),
    ("SITE_URL", "ravenpost.example.org", "SITE_URL must look like https://"),
    ("SITE_URL", "https://ravenpost.example.org/play", "SITE_URL must look like https://"),
    ("EMAIL_URL", "imap://mail.example.org", "EMAIL_URL scheme must be smtp"),
    ("LOG_FORMAT", "xml", "LOG_FORMAT must be json or plain"),
    ("DB_CONN_MAX_AGE", "a minute", "DB_CONN_MAX_AGE must be a whole number"),
    ("SECURE_SSL_REDIRECT", "maybe", "SECURE_SSL_REDIRECT must be true or false"),
])
def test_bad_values_fail_with_a_message_naming_them(variable, value, message):
    result, _ = load_settings(production_env(**{variable: value}))
    assert result.returncode != 0
    assert message in result.stderr


def test_smtp_settings_one_by_one_instead_of_email_url():
    env = production_env(EMAIL_URL=None, EMAIL_HOST="smtp.example.org", EMAIL_PORT="465",
                         EMAIL_HOST_USER="ravenpost", EMAIL_HOST_PASSWORD="p@ss", EMAIL_USE_SSL="true")
    result, values = load_settings(env, "EMAIL_BACKEND", "EMAIL_HOST", "EMAIL_PORT", "EMAIL_HOST_USER",
                                   "EMAIL_HOST_PASSWORD", "EMAIL_USE_SSL", "EMAIL_USE_TLS")
    assert result.returncode == 0, result.stderr
    assert values == {
        "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend", "EMAIL_HOST": "smtp.example.org",
        "EMAIL_PORT": 465, "EMAIL_HOST_USER": "ravenpost", "EMAIL_HOST_PASSWORD": "p@ss",
        "EMAIL_USE_SSL": True, "EMAIL_USE_TLS": False,
    }


def test_extra_csrf_origins_add_to_the_site_origin():
    result, values = load_settings(production_env(CSRF_TRUSTED_ORIGINS="https://admin.example.org"),
                                   "CSRF_TRUSTED_ORIGINS")
    assert result.returncode == 0, result.stderr
    assert values["CSRF_TRUSTED_ORIGINS"] == ["https://ravenpost.example.org", "https://admin.example.org"]


def test_a_plain_http_site_gets_no_https_hardening():
    """The compose file on localhost: HSTS there would lock a browser out of plain HTTP for a year."""
    result, values = load_settings(production_env(SITE_URL="http://localhost:8000", ALLOWED_HOSTS="localhost"),
                                   "SECURE_SSL_REDIRECT", "SESSION_COOKIE_SECURE", "SECURE_HSTS_SECONDS",
                                   "CSRF_TRUSTED_ORIGINS")
    assert result.returncode == 0, result.stderr
    assert values == {"SECURE_SSL_REDIRECT": False, "SESSION_COOKIE_SECURE": False, "SECURE_HSTS_SECONDS": 0,
                      "CSRF_TRUSTED_ORIGINS": ["http://localhost:8000"]}


def test_development_needs_no_environment():
    result, values = load_settings(clean_env(), "DEBUG", "EMAIL_BACKEND", "CELERY_TASK_ALWAYS_EAGER",
                                   "SECURE_SSL_REDIRECT", "LOG_FORMAT", "DATABASES")
    assert result.returncode == 0, result.stderr
    assert values["DEBUG"] is True
    assert values["EMAIL_BACKEND"] == "django.core.mail.backends.console.EmailBackend"
    assert values["CELERY_TASK_ALWAYS_EAGER"] is True
    assert values["SECURE_SSL_REDIRECT"] is False
    assert values["LOG_FORMAT"] == "plain"
    assert values["DATABASES"]["default"]["ENGINE"] == "django.db.backends.sqlite3"


def test_check_deploy_passes_with_the_production_environment():
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT, env=production_env(), capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout
    assert "WARNING" not in result.stderr.upper()


# Every number the settings read, with a value that is not a number and one out of its range
# (unchecked, GAMES_SNAPSHOT_EVERY=0 would make creating a game a 500, =abc a raw ValueError, and
# DIGEST_HOUR=25 would silently never send a digest).
NUMBERS = {
    "SECURE_HSTS_SECONDS": "-1", "DB_CONN_MAX_AGE": "-5", "DB_CONNECT_TIMEOUT": "0",
    "LOGIN_FAILURE_WINDOW_SECONDS": "0", "LOGIN_FAILURES_PER_ADDRESS": "0",
    "LOGIN_FAILURES_PER_ADDRESS_ALL_ACCOUNTS": "0", "LOGIN_FAILURES_PER_ACCOUNT": "0",
    "LOGIN_BACKOFF_MAX_SECONDS": "0", "MAX_REQUEST_BYTES": "10", "API_TOKEN_CACHE_SECONDS": "-1",
    "GAMES_SNAPSHOT_EVERY": "0", "GAMES_STATE_CACHE_BYTES": "-1", "GAMES_DEFAULT_MOVE_TIME_LIMIT_HOURS": "0",
    "GAME_LINK_MAX_AGE_DAYS": "0", "INVITATION_MAX_AGE_DAYS": "0", "INVITATIONS_PER_DAY": "-1",
    "GAMES_JOIN_WITHIN_HOURS": "0", "ACCOUNT_LINK_MAX_AGE_MINUTES": "1",
    "REMINDER_BEFORE_HOURS": "-1", "NOTIFICATIONS_CLAIM_TIMEOUT_SECONDS": "0",
    "NOTIFICATIONS_PUBLISH_BATCH_SECONDS": "11", "DIGEST_HOUR": "25", "EMAIL_TIMEOUT": "0",
    "DEADLINE_SCAN_SECONDS": "0", "OUTBOX_SWEEP_SECONDS": "nan", "NOTIFICATIONS_MAX_ATTEMPTS": "0",
    "NOTIFICATIONS_RETRY_FIRST_SECONDS": "0", "WEBHOOKS_RETRY_MAX_SECONDS": "0",
}
# Read only with the SMTP settings one by one.
SMTP_NUMBERS = {"EMAIL_PORT": "70000"}

TRY_EACH = r"""
import json, os, runpy, sys
from django.core.exceptions import ImproperlyConfigured
cases, base = json.loads(sys.argv[1]), json.loads(sys.argv[2])
answers = {}
for name, value in cases:
    os.environ.clear()
    os.environ.update(base)
    os.environ[name] = value
    try:
        runpy.run_path("config/settings.py")
        answers[f"{name}={value}"] = "accepted"
    except ImproperlyConfigured as error:
        answers[f"{name}={value}"] = str(error)
print(json.dumps(answers))
"""


def try_each(cases: list[tuple[str, str]], env: dict[str, str]) -> dict[str, str]:
    """Run config/settings.py once per (variable, value) in one interpreter; what each one said."""
    result = subprocess.run([sys.executable, "-c", TRY_EACH, json.dumps(cases), json.dumps(env)], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_every_number_is_range_checked_at_start_up_with_a_message_naming_it():
    smtp = production_env(EMAIL_URL=None, EMAIL_HOST="smtp.example.org")
    answers = {**try_each([(name, bad) for name, bad in NUMBERS.items()]
                          + [(name, "abc") for name in NUMBERS], production_env()),
               **try_each([(name, bad) for name, bad in SMTP_NUMBERS.items()]
                          + [(name, "abc") for name in SMTP_NUMBERS], smtp)}
    for case, message in answers.items():
        name, value = case.split("=", 1)
        assert message.startswith(f"{name} must be "), (case, message)
        assert " from " in message and repr(value) in message, (case, message)


def test_numbers_within_their_range_are_accepted():
    answers = try_each([("GAMES_SNAPSHOT_EVERY", "1"), ("DIGEST_HOUR", "0"), ("DIGEST_HOUR", "23"),
                        ("NOTIFICATIONS_PUBLISH_BATCH_SECONDS", "0"), ("DB_CONN_MAX_AGE", "0")], production_env())
    assert set(answers.values()) == {"accepted"}, answers


def test_a_bad_port_in_email_url_names_the_variable():
    result, _ = load_settings(production_env(EMAIL_URL="smtp://mail.example.org:99999/"))
    assert result.returncode != 0 and "EMAIL_URL has a bad port" in result.stderr
