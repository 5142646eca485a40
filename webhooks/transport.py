"""One POST to a webhook endpoint, safe from server-side request forgery.

An endpoint's address is a name its owner chose, and what it resolves to can change at any time,
so the check happens at each attempt, on the addresses actually connected to:

- the name is resolved once (``socket.getaddrinfo``); if *any* address it gives is loopback,
  private, link-local, site-local, multicast, reserved, unspecified, otherwise not global, or a
  cloud metadata address, or an IPv6 address that carries such an IPv4 address (IPv4-mapped or
  -compatible, 6to4, Teredo, NAT64), nothing is sent;
- the connection goes to the checked address itself (pinned: no second lookup that DNS rebinding
  could answer differently), with the name as ``Host`` and as TLS SNI, and the certificate is
  verified against the name;
- redirects are never followed: a 3xx is a failed attempt like any other non-2xx.

``WEBHOOKS_ALLOW_LOOPBACK`` (off by default; local development and the tests) allows ``http`` and
loopback addresses, and nothing else: private networks stay refused."""

from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings

# Link-local and unique-local already, but named so that no future change of the rules forgets them.
METADATA_ADDRESSES = {ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")}


class Refused(Exception):
    """The address may not be sent to; nothing was sent."""


@dataclass(frozen=True)
class Answer:
    status: int | None
    address: str
    error: str
    seconds: float

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


# NAT64 prefixes (RFC 6052 well-known, RFC 8215 local use): behind a NAT64 gateway an address
# here reaches the IPv4 address in its last 32 bits.
NAT64_PREFIXES = (ipaddress.ip_network("64:ff9b::/96"), ipaddress.ip_network("64:ff9b:1::/48"))
# The deprecated IPv4-compatible form ``::a.b.c.d`` (RFC 4291 §2.5.5.1), but not ``::`` and ``::1``.
IPV4_COMPATIBLE = ipaddress.ip_network("::/96")


def carried_ipv4(address: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """The IPv4 addresses an IPv6 address leads to: IPv4-mapped, IPv4-compatible, 6to4's
    (2002::/16), Teredo's server and client (2001::/32), NAT64's."""
    carried = [address.ipv4_mapped, address.sixtofour, *(address.teredo or ())]
    if any(address in prefix for prefix in NAT64_PREFIXES) or (address in IPV4_COMPATIBLE and int(address) > 1):
        carried.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
    return [found for found in carried if found is not None]


def forbidden_reason(address: ipaddress.IPv4Address | ipaddress.IPv6Address, *, allow_loopback: bool) -> str | None:
    """Why ``address`` may not be sent to, or ``None`` if it may.

    An IPv6 address is judged by its own flags and by every IPv4 address it carries (see
    ``carried_ipv4``), since a packet to it can end there: ``2002:7f00:1::`` is 6to4 for
    127.0.0.1. ``ipaddress``'s ``is_global`` alone does not say so (it calls 6to4 global), nor that
    site-local fec0::/10, deprecated but still routed inside a site, is not public."""
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return forbidden_reason(address.ipv4_mapped, allow_loopback=allow_loopback)
        for carried in carried_ipv4(address):
            if reason := forbidden_reason(carried, allow_loopback=allow_loopback):
                return f"{reason} ({carried}, carried in an IPv6 address)"
        if address.is_site_local:
            return "a site-local address"
    if address in METADATA_ADDRESSES:
        return "a cloud metadata address"
    if address.is_loopback:
        return None if allow_loopback else "a loopback address"
    for flag in ("unspecified", "link_local", "multicast", "private", "reserved"):
        if getattr(address, f"is_{flag}"):
            return f"a {flag.replace('_', '-')} address"
    if not address.is_global:
        return "not a public address"
    return None


def check_url(url: str, *, allow_loopback: bool | None = None) -> tuple[str, str, int]:
    """(scheme, host, port) of an acceptable endpoint URL; ``Refused`` otherwise. A host written as
    an IP address is checked here too (names are checked when resolved, at each attempt)."""
    allow = settings.WEBHOOKS_ALLOW_LOOPBACK if allow_loopback is None else allow_loopback
    parts = urlsplit(url)
    schemes = {"https", "http"} if allow else {"https"}
    if parts.scheme not in schemes:
        raise Refused("only https addresses are accepted")
    if parts.username or parts.password:
        raise Refused("the address must not carry a user name or password")
    try:
        host, port = parts.hostname, parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise Refused("the port is not a number from 1 to 65535") from None
    if not host:
        raise Refused("the address has no host")
    try:
        literal = ipaddress.ip_address(host)
    except ValueError:
        literal = None
    if literal is not None and (reason := forbidden_reason(literal, allow_loopback=allow)):
        raise Refused(f"{host} is {reason}")
    return parts.scheme, host, port


def resolve(host: str, port: int, *, allow_loopback: bool) -> str:
    """The address to connect to for ``host``: the first it resolves to, once every one of them
    passed ``forbidden_reason``; ``Refused`` otherwise."""
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as error:
        raise Refused(f"{host} does not resolve: {error}") from None
    addresses = list(dict.fromkeys(info[4][0] for info in found))
    if not addresses:
        raise Refused(f"{host} does not resolve")
    for text in addresses:
        reason = forbidden_reason(ipaddress.ip_address(text.split("%")[0]), allow_loopback=allow_loopback)
        if reason:
            raise Refused(f"{host} resolves to {text}, {reason}")
    return addresses[0]


class _PinnedConnection(http.client.HTTPConnection):
    """An HTTP(S) connection to ``address``, whatever ``host`` (the Host header and SNI) resolves to."""

    def __init__(self, host: str, port: int, address: str, timeout: float, tls: ssl.SSLContext | None) -> None:
        super().__init__(host, port, timeout=timeout)
        self._address = address
        self._tls = tls

    def connect(self) -> None:
        self.sock = socket.create_connection((self._address, self.port), self.timeout)
        if self._tls is not None:
            self.sock = self._tls.wrap_socket(self.sock, server_hostname=self.host)


def post(url: str, body: bytes, headers: dict[str, str]) -> Answer:
    """POST ``body`` to ``url`` once, as the module docstring says; never raises for the network
    or the address (the answer carries the error)."""
    started = time.monotonic()
    allow = settings.WEBHOOKS_ALLOW_LOOPBACK
    address = ""
    try:
        scheme, host, port = check_url(url, allow_loopback=allow)
        address = resolve(host, port, allow_loopback=allow)
        tls = ssl.create_default_context() if scheme == "https" else None
        connection = _PinnedConnection(host, port, address, settings.WEBHOOKS_TIMEOUT_SECONDS, tls)
        parts = urlsplit(url)
        target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        try:
            connection.request("POST", target, body=body, headers=headers)
            # Only the status line and headers are read: the body says nothing we keep, and a
            # receiver dripping one could hold the worker for a timeout per read.
            status = connection.getresponse().status
        finally:
            connection.close()
    except Refused as error:
        return Answer(None, address, f"refused: {error}", time.monotonic() - started)
    except (OSError, http.client.HTTPException) as error:
        return Answer(None, address, f"{type(error).__name__}: {error}"[:2000], time.monotonic() - started)
    error = ""
    if 300 <= status < 400:
        error = "a redirect: redirects are not followed"
    elif not 200 <= status < 300:
        error = f"HTTP {status}"
    return Answer(status, address, error, time.monotonic() - started)
