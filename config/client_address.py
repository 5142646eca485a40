"""The address of the client, seen through the reverse proxies we trust and no others.

Behind a reverse proxy ``REMOTE_ADDR`` is the proxy's address, the same for every client, and
gunicorn does not rewrite it from ``X-Forwarded-For``. Every throttle that counts by address
(players/login_throttle.py) asks ``client_address`` instead:

- ``REMOTE_ADDR`` is the answer unless it is one of ``TRUSTED_PROXIES`` (settings: addresses or
  networks, none by default, so a header sent by anyone else is ignored);
- from a trusted proxy, ``X-Forwarded-For`` is read from the right (each proxy appends the address
  it saw): trusted addresses are skipped and the first other one is the client. What the client
  wrote into the header itself stays on the left, so it cannot choose its address. An entry that
  is not an address ends the walk at the last trusted hop.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def parse_trusted_proxies(name: str, raw: str) -> tuple[Network, ...]:
    """``raw``, comma-separated addresses or networks (``10.0.0.0/8``), as networks; a bad entry
    fails at start-up naming the variable."""
    networks = []
    for item in (part.strip() for part in raw.split(",")):
        if not item:
            continue
        try:
            networks.append(ipaddress.ip_network(item))  # strict: 10.0.0.1/8 is a mistake, not a network
        except ValueError:
            raise ImproperlyConfigured(
                f"{name} must be comma-separated IP addresses or networks such as 10.0.0.0/8 or "
                f"192.168.1.7, not {item!r}.") from None
    return tuple(networks)


def _trusted(address: str, proxies: Iterable[Network]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in proxies)


def client_address(request) -> str:
    """The client's IP address as text ("?" when there is no request or no address)."""
    if request is None:
        return "?"
    remote = (request.META.get("REMOTE_ADDR") or "").strip() or "?"
    proxies = settings.TRUSTED_PROXIES
    if not proxies or not _trusted(remote, proxies):
        return remote
    client = remote
    hops = [hop.strip() for hop in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
    for hop in reversed(hops):
        if not hop:
            continue
        try:
            ipaddress.ip_address(hop)
        except ValueError:
            return client  # garbage: trust nothing further left
        client = hop
        if not _trusted(hop, proxies):
            return hop
    return client
