"""Milliseconds to read one inbound email whose folded ``To:`` holds N reply addresses, as
``manage.py receive_mail`` and ``POST /api/inbound/email/`` read it (no database: every token is
forged, so the message is refused before any query).

    .venv/bin/python bench/inbound_mail.py [--addresses 2000 5000 10000 20000] [--rounds 3]

"before" is the former reading, kept here for the comparison: every address header parsed by
the email package (``policy.default``), every address split by ``getaddresses``, each token
looked up in a list. "after" is ``notifications.inbound.service.receive`` as it is: the start of
each header only, one linear scan, at most ``parse.MAX_TOKENS`` tokens.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from email import message_from_bytes, policy
from email.utils import getaddresses
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["INBOUND_EMAIL_DOMAIN"] = "reply.ravenpost.example"

import django  # noqa: E402

django.setup()

from notifications.inbound import parse, service  # noqa: E402
from players.links import read_reply_token  # noqa: E402

DOMAIN = "reply.ravenpost.example"


def message(addresses: int) -> bytes:
    """About 48 bytes an address: 20,000 make a message of about 950 kB."""
    listed = ",\r\n ".join(f"play+{n}-{n}-1-abcd@{DOMAIN}" for n in range(addresses))
    return (f"From: someone@example.org\r\nTo: {listed}\r\nSubject: Re: your turn\r\n"
            f"Message-ID: <bench.{addresses}@example.org>\r\n\r\n1\r\n").encode()


def before(raw: bytes) -> None:
    """The former reading (see the module's docstring)."""
    read = message_from_bytes(raw, policy=policy.default)
    addresses: list[str] = []
    for name in parse.ADDRESS_HEADERS:
        addresses += [address for _name, address in getaddresses([str(value) for value in read.get_all(name, [])])]
    found: list[str] = []
    for address in addresses:
        local, _at, host = address.strip().strip("<>").rpartition("@")
        if host.lower() != DOMAIN or not local.lower().startswith("play+"):
            continue
        token = local[len("play+"):]
        if token and token not in found:
            found.append(token)
    next((token for token in map(read_reply_token, found) if token is not None), None)


def after(raw: bytes) -> None:
    assert service.receive(raw).result == service.REFUSED


def best_of(function, raw: bytes, rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        function(raw)
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def main() -> None:
    logging.getLogger("notifications.inbound").setLevel(logging.ERROR)  # each refusal is a warning
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--addresses", type=int, nargs="+", default=[2000, 5000, 10000, 20000])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print(f"{'addresses':>9} {'bytes':>9} {'before ms':>10} {'after ms':>9}")
    for count in args.addresses:
        raw = message(count)
        print(f"{count:>9} {len(raw):>9} {best_of(before, raw, args.rounds):>10.1f} "
              f"{best_of(after, raw, args.rounds):>9.1f}", flush=True)


if __name__ == "__main__":
    main()
