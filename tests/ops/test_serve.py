"""``bin/serve`` runs the whole product on its embedded defaults: no Redis, no PostgreSQL, no SMTP.

A copy of the tracked tree (what a newcomer clones) is served by ``bin/serve`` on a free port with
a short turn-email grace period. Two players are made with ``manage.py issue_token``, a game is
started over HTTP as the README's walk-through does, and the "your turn" email, which only the
Celery worker's beat sends once the grace period is over, must appear in bin/serve's output with
a link that opens the game. Then bin/serve is stopped and nothing it started may be left running.
"""

from __future__ import annotations

import email
import http.cookiejar
import json
import os
import re
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.ops.support import ROOT, clean_env

GRACE_SECONDS = 3


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def copy_tracked_tree(destination: Path) -> None:
    """The files git tracks (and new ones not ignored), as a fresh clone would have them."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if not source.is_file():
            continue  # deleted in the work tree
        target = destination / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(source.read_bytes())
        target.chmod(source.stat().st_mode & 0o777)


def session_processes(session: int) -> list[str]:
    """The processes still alive in ``session`` (bin/serve's, started with a session of its own)."""
    alive = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()  # after "pid (comm)": state ppid pgrp session ...
        if fields[0] != "Z" and int(fields[3]) == session:
            alive.append(f"{entry.name} {stat.split(')')[0].split('(', 1)[1]}")
    return alive


def console_emails(output: str) -> list[email.message.Message]:
    """The emails Django's console backend printed (each followed by a line of 79 dashes)."""
    found = []
    for chunk in output.split("-" * 79):
        start = chunk.find("Content-Type:")
        if start == -1 or "\nSubject:" not in chunk:
            continue
        found.append(email.message_from_string(chunk[start:]))
    return found


def text_body(message: email.message.Message) -> str:
    for part in message.walk():
        if part.get_content_type() == "text/plain":
            return part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8")
    return ""


def default_signals() -> None:
    """In the child, before bin/serve starts: SIGINT and SIGTERM as a terminal leaves them. A test
    process may have inherited SIGINT ignored (a worker of the test runner), and a shell started
    with a signal ignored cannot trap it: Ctrl-C would then never reach bin/serve's trap."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def api(base: str, token: str, path: str, body: dict | None = None) -> dict:
    request = urllib.request.Request(
        f"{base}/api{path}", method="POST" if body is not None else "GET",
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Token {token}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read() or b"null")


@pytest.mark.slow
def test_bin_serve_sends_the_turn_email_and_stops_everything(tmp_path):
    tree = tmp_path / "ravenpost"
    copy_tracked_tree(tree)
    (tree / ".venv").symlink_to(ROOT / ".venv")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = clean_env(
        PORT=str(port), SITE_URL=base, LOG_LEVEL="WARNING",
        NOTIFICATIONS_TURN_GRACE_SECONDS=str(GRACE_SECONDS),
        TURN_EMAIL_SWEEP_SECONDS="1",  # beat looks for due turn emails every second
        # The walk-through's API reads would otherwise count as the players being on the game.
        NOTIFICATIONS_PRESENCE_SECONDS="0", NOTIFICATIONS_TURN_AFTER_MOVE_SECONDS="0",
        API_TOKEN_CACHE_SECONDS="0", PYTHONUNBUFFERED="1",
    )
    env.pop("DJANGO_SETTINGS_MODULE")  # bin/serve sets it, as for someone who just cloned
    log_path = tmp_path / "serve.log"
    with log_path.open("wb") as log:
        serve = subprocess.Popen(["bin/serve"], cwd=tree, env=env, stdout=log, stderr=subprocess.STDOUT,
                                 stdin=subprocess.DEVNULL, start_new_session=True, preexec_fn=default_signals)
    session = serve.pid
    try:
        deadline = time.monotonic() + 240
        while True:
            assert serve.poll() is None, f"bin/serve stopped:\n{log_path.read_text()[-4000:]}"
            try:
                with urllib.request.urlopen(f"{base}/healthz", timeout=5):
                    break
            except (urllib.error.URLError, ConnectionError):
                assert time.monotonic() < deadline, f"bin/serve never answered:\n{log_path.read_text()[-4000:]}"
                time.sleep(0.5)

        def token(address: str, name: str) -> str:
            made = subprocess.run([".venv/bin/python", "manage.py", "issue_token", address, "--name", name],
                                  cwd=tree, env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"},
                                  capture_output=True, text=True, timeout=120)
            assert made.returncode == 0, made.stderr
            return made.stdout.strip()

        alice, bob = token("alice@example.org", "Alice"), token("bob@example.org", "Bob")
        ids = {api(base, alice, "/players/me/")["id"]: alice, api(base, bob, "/players/me/")["id"]: bob}
        game = api(base, alice, "/games/", {"ruleset": "uigo", "players": list(ids), "options": {}})
        invitation = api(base, bob, "/invitations/")[0]
        started = api(base, bob, f"/invitations/{invitation['id']}/accept/", {})
        assert started["status"] == "active"
        mover = started["seats"][started["to_move"][0]]["player"]
        address = "alice@example.org" if ids[mover] == alice else "bob@example.org"

        # The turn email waits GRACE_SECONDS, then beat's sweep hands it to the worker.
        turn_email = None
        deadline = time.monotonic() + 90
        while turn_email is None:
            for message in console_emails(log_path.read_text(errors="replace")):
                if message["To"] == address and f"(game {game['id']})" in str(message["Subject"]) \
                        and "Your turn" in str(message["Subject"]):
                    turn_email = message
            assert serve.poll() is None, f"bin/serve stopped:\n{log_path.read_text()[-4000:]}"
            assert turn_email or time.monotonic() < deadline, (
                f"no turn email for {address}:\n{log_path.read_text()[-6000:]}")
            time.sleep(0.5)
        link = re.search(r"Open the game: (\S+)", text_body(turn_email))
        assert link, text_body(turn_email)
        assert link[1].startswith(base), link[1]
        browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        with browser.open(link[1], timeout=30) as page:
            assert page.status == 200
            assert page.url.rstrip("/").endswith(f"/games/{game['id']}"), page.url
            assert "UIGO" in page.read().decode()
        assert "database is locked" not in log_path.read_text(errors="replace")
    finally:
        if serve.poll() is None:
            serve.send_signal(signal.SIGINT)  # as Ctrl-C in bin/serve's terminal would (to bin/serve alone)
        try:
            serve.wait(timeout=60)
        finally:
            for _ in range(40):
                if not session_processes(session):
                    break
                time.sleep(0.25)
            left = session_processes(session)
            if left:
                os.killpg(session, signal.SIGKILL)
    assert not left, f"bin/serve left processes running: {left}"
