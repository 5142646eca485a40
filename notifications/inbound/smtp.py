"""The SMTP receiver of ``manage.py receive_mail``: an aiosmtpd handler that accepts mail for
reply addresses only and hands each message to ``service.receive`` in a worker thread (the ORM
is synchronous). A message that could not be handled for a passing reason (the database down)
is answered ``451``, so the sending server tries again later: nothing is lost."""

from __future__ import annotations

import asyncio
import logging

from django.conf import settings
from django.db import close_old_connections, connections

from notifications.inbound import parse, service
from outbox.models import site_domain

logger = logging.getLogger(__name__)


def inbound_domain() -> str:
    return (settings.INBOUND_EMAIL_DOMAIN or site_domain()).lower()


class ReplyHandler:
    """aiosmtpd's handler: ``RCPT`` only for ``<local part>+…@<inbound domain>`` (no relay);
    at most ``parse.MAX_RECIPIENTS`` of them; ``DATA`` handled by ``service.receive``. ``received`` keeps each result (for tests and logs)."""

    def __init__(self) -> None:
        self.received: list[service.Received] = []

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):  # noqa: N802 - aiosmtpd's hook name
        local, _at, domain = address.rpartition("@")
        if domain.lower() != inbound_domain() or not local.lower().startswith(
                settings.INBOUND_EMAIL_LOCAL_PART.lower() + "+"):
            return "550 5.1.1 No such mailbox here"
        if len(envelope.rcpt_tos) >= parse.MAX_RECIPIENTS:  # only the first are read: bounded work
            return "452 4.5.3 Too many recipients"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        loop = asyncio.get_running_loop()
        try:
            received = await loop.run_in_executor(None, _receive, envelope.content, list(envelope.rcpt_tos),
                                                  envelope.mail_from)
        except Exception:
            logger.exception("could not handle an inbound email; the sender is asked to retry")
            return "451 4.3.0 Try again later"
        self.received.append(received)
        return "250 OK"


def _receive(content: bytes, recipients: list[str], sender: str | None) -> service.Received:
    close_old_connections()  # a connection this worker thread kept may have broken since
    try:
        return service.receive(content, recipients=recipients, sender=sender)
    finally:
        # Replies are few: a connection per message, none left open in an idle thread.
        connections.close_all()


def controller(host: str, port: int, handler: ReplyHandler | None = None):
    """An aiosmtpd ``Controller`` (its own thread and loop) serving ``handler`` on ``host:port``;
    call ``start()`` and ``stop()``. Messages over ``INBOUND_EMAIL_MAX_BYTES`` are refused (552)."""
    from aiosmtpd.controller import Controller

    return Controller(handler or ReplyHandler(), hostname=host, port=port,
                      data_size_limit=settings.INBOUND_EMAIL_MAX_BYTES, ident="Ravenpost")
