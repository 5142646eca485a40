"""A real inbox for the browser tests: an SMTP handler for aiosmtpd that keeps every message, and
helpers to read what a person would read in it."""

from __future__ import annotations

import re
import threading
import time
from email import message_from_bytes, policy


class Inbox:
    """An SMTP handler for aiosmtpd that keeps every message, for the test to wait on."""

    def __init__(self) -> None:
        self.messages: list = []
        self.lock = threading.Condition()

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        message = message_from_bytes(envelope.content, policy=policy.default)
        with self.lock:
            self.messages.append(message)
            self.lock.notify_all()
        return "250 OK"

    def wait_for(self, predicate, seconds: float = 60):
        deadline = time.monotonic() + seconds
        with self.lock:
            while True:
                found = [m for m in self.messages if predicate(m)]
                if found:
                    return found
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(f"no such email after {seconds} s; got {[m['Subject'] for m in self.messages]}")
                self.lock.wait(remaining)


def text_of(message) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def link_in(message) -> str:
    match = re.search(r"https?://\S+/games/\d+/enter/\S+/", text_of(message))
    assert match, text_of(message)
    return match.group(0)
