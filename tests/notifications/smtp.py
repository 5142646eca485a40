"""A real SMTP server on loopback for the notification timelines: aiosmtpd receives
what the Django SMTP backend sends, and the test counts the messages per recipient.

``real_smtp(settings)`` starts it and points the email settings at it; with Celery eager (as in
every test) and ``django_capture_on_commit_callbacks(execute=True)``, an outbox row is sent
through the server at the commit that wrote it."""

from __future__ import annotations

import socket
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

from tests.e2e.mail import Inbox, text_of


class CountingInbox(Inbox):
    """The browser tests' inbox, with what these tests ask of it."""

    def to(self, address: str) -> list:
        """The messages sent to ``address``, in the order they arrived."""
        with self.lock:
            return [message for message in self.messages if address in message["To"]]

    def per_recipient(self) -> Counter[str]:
        with self.lock:
            return Counter(message["To"] for message in self.messages)

    def clear(self) -> None:
        with self.lock:
            self.messages.clear()

    @staticmethod
    def text(message) -> str:
        return text_of(message)

    @staticmethod
    def html(message) -> str:
        return message.get_body(preferencelist=("html",)).get_content()


@contextmanager
def real_smtp(settings) -> Iterator[CountingInbox]:
    from aiosmtpd.controller import Controller

    inbox = CountingInbox()
    with socket.socket() as probe:  # a free port on loopback
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", port
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    try:
        yield inbox
    finally:
        controller.stop()
