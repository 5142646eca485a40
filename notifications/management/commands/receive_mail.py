"""``manage.py receive_mail``: the SMTP server that receives replies to turn emails (answering
by email, notifications.inbound). Run it where the MX of ``INBOUND_EMAIL_DOMAIN`` points (port 25,
or behind a relay); see docs/operations.md, "Answer by email"."""

from __future__ import annotations

import logging
import signal
import threading

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from notifications.inbound.smtp import controller, inbound_domain


class Command(BaseCommand):
    help = "Receive replies to turn emails over SMTP and play the moves they name."

    def add_arguments(self, parser):
        parser.add_argument("--host", default="127.0.0.1", help="Address to listen on (default 127.0.0.1).")
        parser.add_argument("--port", type=int, default=2525, help="Port to listen on (default 2525; 25 for an MX).")

    def handle(self, *args, host: str, port: int, **options):
        if not settings.INBOUND_EMAIL_DOMAIN:
            raise CommandError("Set INBOUND_EMAIL_DOMAIN first: turn emails carry no reply address without it.")
        # aiosmtpd logs every SMTP command at INFO: keep its warnings only.
        logging.getLogger("mail.log").setLevel(logging.WARNING)
        server = controller(host, port)
        stop = threading.Event()
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, lambda *_: stop.set())
        server.start()
        self.stdout.write(f"Receiving replies for *@{inbound_domain()} on {host}:{port}")
        try:
            while not stop.wait(1):
                pass
        finally:
            server.stop()
