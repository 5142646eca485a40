#!/usr/bin/env python
"""Container healthchecks: exit 0 when healthy, 1 (with a line on stderr saying why) when not.

    healthcheck.py web      GET /readyz on this container: database, Redis and migrations
    healthcheck.py stream   the same, on the ASGI server of the stream role
    healthcheck.py worker   the Celery worker of this container answers a ping through the broker
    healthcheck.py beat     the beat process of this container is alive and Redis answers
    healthcheck.py          the role docker/entrypoint.sh recorded (the image's HEALTHCHECK);
                            a container running anything else (a shell, a one-off job) is healthy

Only the standard library and redis: a check starts in a fraction of a second, without Django,
except the worker's, which asks Celery (a few seconds).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

RUN_DIR = Path(os.environ.get("RUN_DIR", "/tmp"))
TIMEOUT_SECONDS = 10


def check_web() -> str | None:
    url = f"http://127.0.0.1:{os.environ.get('PORT', '8000')}/readyz"
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_SECONDS) as response:
            return None if response.status == 200 else f"{url} answered {response.status}"
    except urllib.error.HTTPError as error:
        return f"{url} answered {error.code}: {error.read(500).decode(errors='replace')}"
    except (urllib.error.URLError, OSError) as error:
        return f"{url} did not answer: {error}"


def check_worker() -> str | None:
    name = f"celery@{socket.gethostname()}"
    command = ["celery", "-A", "config", "inspect", "ping", "--destination", name, "--timeout", "5"]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_SECONDS + 5)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"celery inspect ping failed: {error}"
    if result.returncode != 0:
        return f"the worker {name} did not answer a ping: {(result.stdout + result.stderr).strip()[-500:]}"
    return None


def check_beat() -> str | None:
    pidfile = RUN_DIR / "celerybeat.pid"
    try:
        pid = int(pidfile.read_text().strip())
        os.kill(pid, 0)
    except (OSError, ValueError) as error:
        return f"celery beat is not running ({pidfile}: {error})"
    return check_redis()


def check_redis() -> str | None:
    url = os.environ.get("REDIS_URL", "")
    if not url:
        return "REDIS_URL is not set"
    import redis

    try:
        redis.Redis.from_url(url, socket_connect_timeout=5, socket_timeout=5).ping()
    except Exception as error:
        return f"Redis did not answer a PING: {error}"
    return None


CHECKS = {"web": check_web, "stream": check_web, "worker": check_worker, "bots": check_worker, "beat": check_beat}


def main(argv: list[str]) -> int:
    if len(argv) > 1:
        role = argv[1]
        if role not in CHECKS:
            print(f"healthcheck: unknown role {role!r}; expected one of {', '.join(CHECKS)}", file=sys.stderr)
            return 2
    else:
        try:
            role = (RUN_DIR / "ravenpost-role").read_text().strip()
        except OSError:
            role = ""
        if role not in CHECKS:
            return 0  # a one-off command: nothing long-running to check
    problem = CHECKS[role]()
    if problem:
        print(f"healthcheck {role}: {problem}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
