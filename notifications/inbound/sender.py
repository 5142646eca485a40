"""Who sent a reply, as far as Ravenpost can tell (pure functions over the message's headers).

A reply address is a secret sent to one player only, but a secret that mail clients forward,
quote and copy. So a reply also has to come from that player: ``from_address`` is the one address
of its ``From`` header, which must be the player's own (compared without case). ``From`` is
whatever the sender wrote, though; what proves it is the receiving MTA's verdict on it, in the
``Authentication-Results`` header it adds (RFC 8601). With ``INBOUND_EMAIL_TRUSTED_AUTHSERV_ID``
set to that MTA's authserv-id, ``authenticated`` requires its verdict: DMARC ``pass`` for the
``From`` domain, or DKIM ``pass`` with a signing domain (``header.d``) equal to it. Headers of
any other authserv-id are ignored (anyone can write one), and of that id only the topmost counts
(the MTA adds its own above what came with the message, and should remove look-alikes).
"""

from __future__ import annotations

import re
from email.message import EmailMessage
from email.utils import getaddresses

from notifications.inbound import parse

_RESULT = re.compile(r"\b(dmarc|dkim)\s*=\s*([a-z]+)\b([^;]*)", re.IGNORECASE)
_PROPERTY = re.compile(r"\bheader\.(from|d)\s*=\s*\"?([^\s;\"]+)", re.IGNORECASE)
_COMMENT = re.compile(r"\([^()]*\)")


def from_address(message: EmailMessage) -> str | None:
    """The address of the message's ``From`` (read as ``parse.header`` reads it), lower case;
    ``None`` unless it names exactly one address."""
    addresses = [address for _name, address in getaddresses([parse.header(message, "From", limit=998)])
                 if "@" in address]
    return addresses[0].strip().lower() if len(addresses) == 1 else None


def authenticated(message: EmailMessage, address: str, authserv_id: str) -> bool:
    """Whether the topmost ``Authentication-Results`` header of ``authserv_id`` says that the
    domain of ``address`` (the ``From``) passed DMARC, or signed it with DKIM (module docstring)."""
    domain = address.rpartition("@")[2].lower()
    for value in parse.headers(message, "Authentication-Results", count=20):
        text = _COMMENT.sub(" ", value)
        server, _semicolon, results = text.partition(";")
        if (server.split() or [""])[0].lower() != authserv_id.lower():
            continue
        for method, verdict, properties in _RESULT.findall(results):
            if verdict.lower() != "pass":
                continue
            named = {key.lower(): value.lower().rstrip(".") for key, value in _PROPERTY.findall(properties)}
            wanted = "from" if method.lower() == "dmarc" else "d"
            if named.get(wanted) == domain:
                return True
        return False  # the trusted server's verdict is the topmost: what follows came with the message
    return False
